"""Set-up: at a shared keyboard nobody is called "You"; alone at the table you are."""

from __future__ import annotations

from pathlib import Path

from shared.ui.fields import CycleField
from shared.ui.screens.handover import HandOverScreen
from tests.jass_ui.helpers import make_app, screen_text, settle


async def test_two_humans_are_named_by_seat_not_you(tmp_path: Path) -> None:
    app = make_app(tmp_path, seed=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await settle(pilot, app)
        app.screen.query_one("#kind-1", CycleField).value = "human"
        await pilot.press("ctrl+g")
        await settle(pilot, app)
        assert [p.name for p in app.players][:2] == ["South", "Ruedi"]
        assert isinstance(app.screen, HandOverScreen)
        assert "Pass the keyboard to You" not in screen_text(app)


async def test_one_human_stays_you(tmp_path: Path) -> None:
    app = make_app(tmp_path, seed=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await settle(pilot, app)
        await pilot.press("ctrl+g")
        await settle(pilot, app)
        assert app.players[0].name == "You"
