"""What the shared table needs from a game: the engine contract, typed.

Both engines (``JassGame``, ``SpadesGame``) fulfil :class:`TableGame` as they are; the
app is generic in the game, so a game's own app sees its full class while the shared
loop sees only this.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, Self

if TYPE_CHECKING:
    from shared.engine.action import Action
    from shared.tricks import TrickRecord


class HandRecord(Protocol):
    """The part of a hand record the shared table reads."""

    @property
    def number(self) -> int: ...

    @property
    def dealer(self) -> int: ...

    @property
    def cards(self) -> tuple[tuple[str, ...], ...]: ...

    @property
    def tricks(self) -> tuple[TrickRecord, ...]: ...

    @property
    def actions(self) -> tuple[str, ...]: ...

    @property
    def finished(self) -> bool: ...


class TableGame(Protocol):
    """A game at the table (DESIGN.md, "The engine contract")."""

    @property
    def seed(self) -> int: ...

    @property
    def preset(self) -> str: ...

    @property
    def options(self) -> Mapping[str, object]: ...

    @property
    def phase(self) -> str: ...

    @property
    def to_move(self) -> int | None: ...

    @property
    def scores(self) -> tuple[int, ...]: ...

    @property
    def winner(self) -> int | None: ...

    @property
    def hands(self) -> Sequence[HandRecord]: ...

    def legal_actions(self) -> Sequence[Action]: ...

    def legal_reason(self, card: str) -> str | None: ...

    def apply(self, action: object) -> None: ...

    def view(self, seat: int) -> object: ...

    @property
    def undos(self) -> int: ...

    @property
    def hand_actions(self) -> tuple[Action, ...]: ...

    def undone(self, steps: int = 1) -> Self: ...

    def undo_steps(self, seats: int | Sequence[int]) -> int: ...


@dataclass(frozen=True)
class Before:
    """What the table looked like before an action: for words about what changed."""

    hand_index: int
    tricks_done: int
    scores: tuple[int, ...]
    phase: str

    @classmethod
    def of(cls, game: TableGame) -> Before:
        record = game.hands[-1]
        done = sum(1 for trick in record.tricks if trick.winner is not None)
        return cls(len(game.hands) - 1, done, tuple(game.scores), game.phase)
