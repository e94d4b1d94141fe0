"""Snapshots of the hand review (``v``) in Schieber: a trick, the deal and the result."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

from jass_tui.app import JassApp
from jass_tui.state import JassGame
from tests.conftest import GERMAN_80X24
from tests.jass_ui.helpers import make_app, players, settle
from tests.review.positions import played_until
from tests.toasts import silence_toasts

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40"), GERMAN_80X24]
Before = Callable[[Pilot[Any]], Awaitable[None]]


def keys(*pressed: str) -> Before:
    async def run(pilot: Pilot[Any]) -> None:
        app: Any = pilot.app
        silence_toasts(app)
        await settle(pilot, app)
        for key in pressed:
            await pilot.press(key)
            await settle(pilot, app)
        app.clear_notifications()
        await pilot.pause()

    return run


def in_hand_3(tmp: Path) -> JassApp:
    game = played_until(JassGame.new(seed=11, target=5000), 11, 3)
    return make_app(tmp, game, players("human", "easy", "easy", "easy"))


SCREENS: dict[str, Callable[[Path], tuple[JassApp, Before]]] = {
    "review_deal": lambda tmp: (in_hand_3(tmp), keys("t", "v")),
    "review_trick": lambda tmp: (in_hand_3(tmp), keys("t", "v", *["right"] * 4)),
    "review_last_trick": lambda tmp: (in_hand_3(tmp), keys("t", "v", "end", "left")),
    "review_result": lambda tmp: (in_hand_3(tmp), keys("t", "v", "end")),
}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("screen", SCREENS)
def test_screen(screen: str, size: tuple[int, int], snap_compare: Any, tmp_path: Path) -> None:
    app, run_before = SCREENS[screen](tmp_path)
    assert snap_compare(app, run_before=run_before, terminal_size=size)
