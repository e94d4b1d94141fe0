"""Set-up: every Tab stop is a field a person can see and change (issue 19 item 7)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.app import App
from textual.widgets import Button, Input

from jass_tui.app import JassApp
from shared.ui.fields import CycleField
from spades_tui.app import SpadesApp


@pytest.mark.parametrize("app_class", [JassApp, SpadesApp])
async def test_tab_visits_only_fields_and_the_start_button(
    tmp_path: Path, app_class: type[App[None]]
) -> None:
    app = app_class(tmp_path, bot_delay=0)  # type: ignore[call-arg]
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        stops: list[str] = []
        for _ in range(40):
            await pilot.press("tab")
            await pilot.pause()
            focused = app.focused
            assert focused is not None
            assert isinstance(focused, Input | CycleField | Button), (focused, stops)
            assert focused.region.height > 0, focused  # scrolled into view, not hidden
            stops.append(focused.id or "")
        assert "name-0" in stops and "start" in stops and "seed" in stops
