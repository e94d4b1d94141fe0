"""The engine contract suite (tests/engine/test_contract.py) once more, over Spades games
with the Part 4 options switched on: saves, replays, copies, hostile saves, illegal and
invalid actions and views behave the same with jokers, the 2♣ lead and Blind Nil."""

from __future__ import annotations

from typing import Any, Self

import pytest

from spades_tui.state import SpadesGame
from tests.engine import test_contract


def _configured(title: str, **defaults: Any) -> type[SpadesGame]:
    """SpadesGame whose ``new`` / ``from_deal`` default to ``defaults`` (stored options,
    as in a save being replayed, still win)."""

    class Configured(SpadesGame):
        @classmethod
        def new(cls, preset: str | None = None, seed: int | None = None, **options: Any) -> Self:
            return super().new(preset, seed, **(defaults | options))

        @classmethod
        def from_deal(
            cls,
            hands: list[list[str]],
            /,
            dealer: int,
            preset: str | None = None,
            seed: int | None = None,
            **options: Any,
        ) -> Self:
            return super().from_deal(hands, dealer, preset, seed, **(defaults | options))

    Configured.__name__ = Configured.__qualname__ = f"SpadesGame[{title}]"
    return Configured


VARIANTS = [
    _configured("jokers", jokers="jokers"),
    _configured("deuces+2C", jokers="jokers_deuces", first_lead="two_of_clubs"),
    _configured("2C+blind", first_lead="two_of_clubs", blind_nil=True),
]

pytestmark = pytest.mark.parametrize("cls", VARIANTS, ids=lambda c: c.__name__)

globals().update(
    {name: test for name, test in vars(test_contract).items() if name.startswith("test_")}
)
