"""Saving from the table, continuing where the game stopped, broken saves, small terminals."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import DataTable, Input

from jass_tui.app import JassApp
from jass_tui.screens.table import JassTableScreen
from jass_tui.screens.weis import WeisScreen
from jass_tui.state import JassGame
from shared.persistence import list_saves, load_autosave
from shared.ui.screens.handover import HandOverScreen
from shared.ui.screens.load import LoadScreen
from shared.ui.screens.start import StartScreen
from shared.ui.too_small import TooSmall
from tests.jass_ui.helpers import make_app, players, screen_text, settle, shows, step, until


async def _play_some(pilot, app, moves: int) -> None:  # type: ignore[no-untyped-def]
    await settle(pilot, app)
    while sum(len(t.cards) for t in app.game.hands[-1].tricks) < moves:
        await step(pilot, app)


async def test_save_quit_continue_brings_back_the_same_position(tmp_path: Path) -> None:
    game = JassGame.new(seed=21)
    app = make_app(tmp_path, game, players("human", "easy", "easy", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await _play_some(pilot, app, 6)
        before = app.game.to_json()
        shown = screen_text(app)
        hand = app.screen.model.hand  # type: ignore[attr-defined]
        await pilot.press("ctrl+q")  # asks nothing
    assert app.return_code == 0
    loaded = load_autosave("jass", tmp_path)
    assert loaded is not None
    assert loaded.game.to_json() == before
    assert [p.name for p in loaded.players] == ["Anna", "Beat", "Chris", "Dora"]
    assert loaded.settings["bot_speed"] == "instant"
    again = JassApp(tmp_path, loaded=loaded, bot_delay=0)
    async with again.run_test(size=(80, 24)) as pilot:
        await settle(pilot, again)
        assert again.game.to_json() == before
        assert again.screen.model.hand == hand  # type: ignore[attr-defined]
        assert screen_text(again).splitlines()[1] == shown.splitlines()[1]  # the scores line


async def test_continue_with_two_humans_starts_with_the_hand_over(tmp_path: Path) -> None:
    game = JassGame.new(seed=22)
    app = make_app(tmp_path, game, players("human", "easy", "human", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await _play_some(pilot, app, 3)
    loaded = load_autosave("jass", tmp_path)
    again = JassApp(tmp_path, loaded=loaded, bot_delay=0)
    async with again.run_test(size=(80, 24)) as pilot:
        await settle(pilot, again)
        assert isinstance(again.screen, HandOverScreen)


async def test_ctrl_s_saves_under_a_name_and_asks_before_overwriting(tmp_path: Path) -> None:
    game = JassGame.new(seed=23)
    app = make_app(tmp_path, game, players("human", "easy", "easy", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        while type(app.screen).__name__ != "JassTableScreen":
            await step(pilot, app)
        for attempt in range(2):
            await pilot.press("ctrl+s")
            await pilot.pause()
            app.screen.query_one(Input).value = "friday"
            await pilot.press("enter")
            await pilot.pause()
            if attempt == 1:
                assert "Overwrite" in screen_text(app)
                await pilot.press("y")
                await pilot.pause()
        names = [info.name for info in list_saves(tmp_path, "jass")]
        assert "friday" in names


async def test_a_broken_save_is_listed_with_its_problem_and_not_loaded(tmp_path: Path) -> None:
    (tmp_path / "broken.json").write_text('{"format": "jass-save", "version": 2, "ga')
    app = JassApp(tmp_path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("l")
        await pilot.pause()
        assert isinstance(app.screen, LoadScreen)
        table = app.screen.query_one(DataTable)
        assert table.row_count == 1
        assert "broken" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, LoadScreen)  # nothing was loaded
        assert any("broken.json" in n.message for n in app._notifications)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
    assert (tmp_path / "broken.json").read_text().endswith('"ga')  # never touched


async def test_continue_from_a_damaged_autosave_says_why_and_stays_on_start(
    tmp_path: Path,
) -> None:
    (tmp_path / "autosave-jass.json").write_text("not json at all")
    app = JassApp(tmp_path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        messages = [n.message for n in app._notifications]
        assert any("autosave-jass.json" in message for message in messages), messages


async def test_a_terminal_below_80x24_asks_to_be_enlarged(tmp_path: Path) -> None:
    game = JassGame.new(seed=22)  # the player's first move is on the table, no dialog
    app = make_app(tmp_path, game, players("human", "easy", "easy", "easy"))
    async with app.run_test(size=(70, 20)) as pilot:
        await settle(pilot, app)
        assert isinstance(app.screen, JassTableScreen)
        text = await shows(pilot, app, "This table needs at least 80×24.")
        assert "Please enlarge the terminal" in text
        await pilot.resize_terminal(80, 24)
        await shows(pilot, app, "Please enlarge", present=False)


async def test_a_dialog_and_the_table_behind_it_are_covered_until_enlarged(
    tmp_path: Path,
) -> None:
    # Under a dialog the table is only repainted when a frame is drawn, which a headless
    # run does not always do: the covers' state is what the terminal shows (tmux agrees).
    game = JassGame.new(seed=24)  # the player holds a Weis: the Weis dialog is open
    app = make_app(tmp_path, game, players("human", "easy", "easy", "easy"))
    async with app.run_test(size=(70, 20)) as pilot:
        await settle(pilot, app)
        assert isinstance(app.screen, WeisScreen)
        covers = [screen.query_one(TooSmall) for screen in app.screen_stack[-2:]]
        assert await until(pilot, lambda: all(cover.display for cover in covers))
        await pilot.resize_terminal(80, 24)
        assert await until(pilot, lambda: not any(cover.display for cover in covers))
