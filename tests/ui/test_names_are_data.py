"""Names are data, never markup: odd names through every screen of both games.

Each name goes from the set-up screen (or a save) through the table, the hand summary,
the score sheet, the game-over screen and the Load list; nothing crashes, markup shows
as typed, and no escape sequence reaches the terminal.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Input

from jass_tui.app import JassApp
from jass_tui.state import JassGame
from shared.players import PlayerSpec
from shared.ui.plain import clean
from shared.ui.screens.load import LoadScreen
from spades_tui.app import SpadesApp
from spades_tui.state import SpadesGame
from tests.jass_ui.helpers import screen_text, settle, step
from tests.spades_ui.helpers import answer, idle

ODD_NAMES = ["[/]", "[bold red]x[/blink]", "\x1b]0;pwned\x07", "Zoë 👍🏽 🇨🇭", "{name}{0}%s"]
"""Markup, terminal commands, emoji, and format fields (names go into translated templates)."""
LONG = "Maximiliane-Anneliese von und zu Hinterw"  # 40 characters, the longest allowed


def assert_shown(app: Any, name: str, seen: set[str]) -> None:
    text = screen_text(app)
    assert "\x1b" not in text and "\x07" not in text
    if clean(name)[:8] in text:
        seen.add(type(app.screen).__name__)


async def type_setup(pilot: Pilot[Any], app: Any, name: str, goal_id: str, goal: str) -> None:
    await pilot.press("n")
    await pilot.pause()
    screen = app.screen
    screen.query_one("#name-0", Input).value = name
    screen.query_one(f"#{goal_id}", Input).value = goal
    for seat in (1, 2, 3):
        screen.query_one(f"#kind-{seat}").value = "easy"
    screen.query_one("#bot_speed").value = "instant"
    await pilot.press("ctrl+g")


async def sheet_and_save(pilot: Pilot[Any], app: Any, name: str, seen: set[str]) -> None:
    """Once, when the table is on top: open the score sheet, then save under a name."""
    if "saved" in seen or not type(app.screen).__name__.endswith("TableScreen"):
        return
    seen.add("saved")
    await pilot.press("t")
    await pilot.pause()
    assert_shown(app, name, seen)
    await pilot.press("escape")
    await pilot.pause()
    await pilot.press("ctrl+s")
    await pilot.pause()
    app.screen.query_one(Input).value = "odd"
    await pilot.press("enter")
    await pilot.pause()


async def open_load_list(pilot: Pilot[Any], app: Any, name: str, seen: set[str]) -> None:
    await pilot.press("s")  # game over → start screen
    for _ in range(20):
        await pilot.pause()
        if type(app.screen).__name__ == "StartScreen":
            break
    await pilot.press("l")
    await pilot.pause()
    assert isinstance(app.screen, LoadScreen)
    assert_shown(app, name, seen)


@pytest.mark.parametrize("name", ODD_NAMES)
async def test_jass_shows_odd_names_as_typed(tmp_path: Path, name: str) -> None:
    app = JassApp(tmp_path, bot_delay=0, seed=5)  # the same deals, so the same length
    seen: set[str] = set()
    async with app.run_test(size=(120, 40)) as pilot:
        await type_setup(pilot, app, name, "goal", "120")
        await settle(pilot, app)
        assert app.players[0].name == name
        for _ in range(3000):
            await settle(pilot, app)
            await sheet_and_save(pilot, app, name, seen)
            assert_shown(app, name, seen)
            if type(app.screen).__name__ == "GameOverScreen":
                break
            await step(pilot, app)
        await open_load_list(pilot, app, name, seen)
    assert {
        "JassTableScreen",
        "ScoreboardScreen",
        "HandSummaryScreen",
        "GameOverScreen",
        "LoadScreen",
    } <= seen


@pytest.mark.parametrize("name", ODD_NAMES)
async def test_spades_shows_odd_names_as_typed(tmp_path: Path, name: str) -> None:
    app = SpadesApp(tmp_path, bot_delay=0, seed=5)
    seen: set[str] = set()
    async with app.run_test(size=(120, 40)) as pilot:
        # A low target: the game is over after a hand or two, every screen seen on the way.
        await type_setup(pilot, app, name, "target", "10")
        await idle(pilot, app)
        assert app.players[0].name == name
        for _ in range(3000):
            await idle(pilot, app)
            await sheet_and_save(pilot, app, name, seen)
            assert_shown(app, name, seen)
            if type(app.screen).__name__ == "GameOverScreen":
                break
            await answer(pilot, app)
        await open_load_list(pilot, app, name, seen)
    assert {"SpadesTableScreen", "ScorePadScreen", "GameOverScreen", "LoadScreen"} <= seen


@pytest.mark.parametrize("game_kind", ["jass", "spades"])
async def test_long_and_odd_names_from_a_save(tmp_path: Path, game_kind: str) -> None:
    names = (LONG, "[bold red]x[/blink]", "\x1b]0;pwned\x07", "👍🏽" * 20)
    seats = tuple(
        PlayerSpec(name=name, kind=kind)
        for name, kind in zip(names, ("human", "easy", "easy", "easy"), strict=True)
    )
    app: Any
    if game_kind == "jass":
        game: Any = JassGame.new(seed=4, target=120)
        from tests.jass_ui.helpers import loaded

        app = JassApp(tmp_path, loaded=loaded(game, seats), bot_delay=0)  # type: ignore[arg-type]
    else:
        from types import SimpleNamespace

        game = SpadesGame.new(seed=4, target=10)
        opening = SimpleNamespace(game=game, players=seats, settings={}, notice=None)
        app = SpadesApp(tmp_path, loaded=opening, bot_delay=0)  # type: ignore[arg-type]
    seen: set[str] = set()
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(3000):
            if game_kind == "jass":
                await settle(pilot, app)
            else:
                await idle(pilot, app)
            text = screen_text(app)
            assert "\x1b" not in text and "\x07" not in text
            if "[bold" in text:
                seen.add(type(app.screen).__name__)
            if type(app.screen).__name__ == "GameOverScreen":
                break
            if game_kind == "jass":
                await step(pilot, app)
            else:
                await answer(pilot, app)
    assert "GameOverScreen" in seen and any(name.endswith("TableScreen") for name in seen)
