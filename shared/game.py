"""The contract every game state fulfils (DESIGN.md, "The engine contract").

Bots, saves, the simulator and the screens speak only this interface, so a second
game is a second implementation of it and nothing else changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, Self, runtime_checkable


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says why, in a player's words.

    Raised by ``apply`` before anything changes, so the game is exactly as it was.
    """


@runtime_checkable
class Game(Protocol):
    """A game in progress, changed only through :meth:`apply`."""

    @classmethod
    def new(cls, preset: str = ..., seed: int | None = None, **options: Any) -> Self: ...

    @classmethod
    def from_deal(
        cls,
        hands: list[list[str]],
        dealer: int,
        preset: str = ...,
        seed: int | None = None,
        **options: Any,
    ) -> Self: ...

    @classmethod
    def from_json(cls, text: str | bytes) -> Self: ...

    @property
    def phase(self) -> str: ...

    @property
    def to_move(self) -> int | None: ...

    @property
    def scores(self) -> tuple[int, ...]: ...

    @property
    def hands(self) -> Sequence[Any]: ...

    @property
    def winner(self) -> int | None: ...

    def legal_actions(self) -> list[Any]: ...

    def apply(self, action: Any) -> None: ...

    def to_json(self) -> str: ...
