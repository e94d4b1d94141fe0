"""Snapshots of the hand review (``v`` on the score pad) in Spades: the bids and a trick."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from spades_tui.app import SpadesApp
from spades_tui.state import SpadesGame
from tests.review.positions import played_until
from tests.spades_ui.helpers import seats, spades_app
from tests.spades_ui.test_snapshots import SIZES, Before, keys


def in_hand_3(tmp: Path) -> SpadesApp:
    game = played_until(SpadesGame.new(seed=8, target=2000), 8, 3)
    return spades_app(tmp, game, seats("human", "easy", "easy", "easy"))


SCREENS: dict[str, Callable[[Path], tuple[SpadesApp, Before]]] = {
    "review_deal": lambda tmp: (in_hand_3(tmp), keys("t", "v")),
    "review_trick": lambda tmp: (in_hand_3(tmp), keys("t", "v", *["right"] * 5)),
    "review_result": lambda tmp: (in_hand_3(tmp), keys("t", "v", "end")),
}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("screen", SCREENS)
def test_screen(screen: str, size: tuple[int, int], snap_compare: Any, tmp_path: Path) -> None:
    app, run_before = SCREENS[screen](tmp_path)
    assert snap_compare(app, run_before=run_before, terminal_size=size)
