"""Names at the Spades table: "You" only for the one person, never "South (South)"."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.pilot import Pilot
from textual.widgets import Input

from shared.ui.fields import CycleField
from spades_tui.app import SpadesApp
from spades_tui.screens.bid import BidScreen
from tests.spades_ui.helpers import answer, idle, spades_app, visible_text


async def set_up(pilot: Pilot[Any], app: SpadesApp, *kinds: str) -> list[str]:
    """Open the set-up, choose the seats' kinds; the names it then proposes."""
    await pilot.press("n")
    await idle(pilot, app)
    for seat, kind in enumerate(kinds):
        app.screen.query_one(f"#kind-{seat}", CycleField).value = kind
        await pilot.pause()
    return [app.screen.query_one(f"#name-{seat}", Input).value for seat in range(4)]


async def bid_round(pilot: Pilot[Any], app: SpadesApp) -> tuple[list[str], list[str]]:
    """Start the game set up and bid once round the table: (every event line, every bid
    screen's text)."""
    events: list[str] = []
    screens: list[str] = []
    say = app.say

    def recording(text: str, **kwargs: Any) -> None:
        events.append(text)
        say(text, **kwargs)

    app.say = recording  # type: ignore[method-assign]
    await pilot.press("ctrl+g")
    await idle(pilot, app)
    for _ in range(40):
        if app.game is not None and app.game.phase == "play":
            break
        if isinstance(app.screen, BidScreen):
            screens.append(visible_text(app))
        await answer(pilot, app)
    return events, screens


async def test_one_person_is_you(tmp_path: Path) -> None:
    app = spades_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await set_up(pilot, app) == ["You", "Ada", "Ben", "Cleo"]
        events, _screens = await bid_round(pilot, app)
        assert any(e.startswith("You bid") for e in events), events
        assert any(e.startswith("Ada bid") for e in events), events


async def test_two_people_no_you_and_no_south_south(tmp_path: Path) -> None:
    app = spades_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await set_up(pilot, app, "human", "human") == ["South", "Ada", "Ben", "Cleo"]
        events, screens = await bid_round(pilot, app)
        assert any(e.startswith("South bids") for e in events), events
        assert not any(e.startswith("You ") for e in events), events
        assert screens
        for text in screens:
            assert "South (South)" not in text
        assert any("Ada (East)" in text for text in screens)
        table = visible_text(app)
        assert "South" in table and "Ada" in table


async def test_four_people_each_by_name(tmp_path: Path) -> None:
    app = spades_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        names = await set_up(pilot, app, "human", "human", "human", "human")
        assert names == ["South", "Ada", "Ben", "Cleo"]
        events, screens = await bid_round(pilot, app)
        assert len(screens) == 4
        assert not any(e.startswith("You ") for e in events), events
        for name in names:
            assert any(e.startswith(f"{name} bids") for e in events), events
        assert not any("South (South)" in text for text in screens)


async def test_a_bot_in_south_gets_a_bot_name(tmp_path: Path) -> None:
    app = spades_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        assert await set_up(pilot, app, "normal", "human") == ["Max", "You", "Ben", "Cleo"]
        events, _screens = await bid_round(pilot, app)
        assert [p.name for p in app.players][:2] == ["Max", "You"]
        assert any(e.startswith("Max bids") for e in events), events
        assert any(e.startswith("You bid") for e in events), events
