"""The contract every game state fulfils (DESIGN.md, "The engine contract").

Bots, saves, the simulator and the screens speak only this interface, so a second
game is a second implementation of it and nothing else changes.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol, Self, runtime_checkable

from shared.engine.errors import IllegalAction, InvalidAction
from shared.i18n import Msg

__all__ = ["Game", "IllegalAction", "InvalidAction", "check_dealer", "resolve_seed"]


def resolve_seed(seed: object) -> int:
    """The seed a new game keeps: the one given, or a fresh random one when ``None``."""
    if seed is None:
        return random.SystemRandom().randrange(2**31)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(
            Msg("the seed must be a whole number or None, not {seed}", seed=repr(seed))
        )
    return seed


def check_dealer(dealer: object) -> int:
    """``dealer`` as a seat, or ``ValueError`` when it is not one."""
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer <= 3:
        raise ValueError(
            Msg("the dealer must be a seat from 0 to 3, not {dealer}", dealer=repr(dealer))
        )
    return dealer


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
    def from_json(
        cls, text: str | bytes, progress: Callable[[int, int], None] | None = None
    ) -> Self: ...

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
