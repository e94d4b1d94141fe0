"""Score sheets keep their column titles in view when the hands scroll (issue 19)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.app import App
from textual.pilot import Pilot
from textual.widgets import DataTable

from jass_tui.screens.scoreboard import ScoreboardScreen
from jass_tui.widgets.coiffeur_board import CoiffeurBoardView
from jass_tui.widgets.player_sheet import PlayerSheetView
from shared.ui.held_table import HeldTable
from shared.ui.screens.game_over import GameOverScreen
from spades_tui.scorepad import PadRow
from spades_tui.screens.scorepad import ScorePadScreen
from tests.coiffeur_ui.helpers import make_app as make_coiffeur_app
from tests.jass_ui.helpers import make_app, players, screen_text, settle, until
from tests.sheet_games import played
from tests.solo_ui.helpers import make_app as make_solo_app

LONG = ("Annelies", "Hansruedi", "Vreni", "Ruedi")


async def test_the_jass_sheet_keeps_the_team_names_above_the_hands(tmp_path: Path) -> None:
    game = played("jass", 20, preset="pagat-3000")
    app = make_app(tmp_path, game, players("human", "easy", "easy", "easy", names=LONG))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        app.push_screen(app.scoreboard_screen(app.game))
        await pilot.pause()
        assert isinstance(app.screen, ScoreboardScreen)
        table = app.screen.query_one(DataTable)
        assert table.max_scroll_y > 0  # the hands do not all fit: they scroll
        table.scroll_end(animate=False)
        await pilot.pause()
        text = screen_text(app)
        assert "Annelies" in text and "Hansruedi" in text  # the header row, still there


async def test_the_spades_pad_opens_at_the_latest_hand_under_its_titles() -> None:
    rows = [PadRow(f"Hand {n}", ("10", "20"), "hand") for n in range(1, 40)]
    rows.append(PadRow("Total", ("390", "780"), "total"))

    class PadApp(App[None]):
        def get_theme_variable_defaults(self) -> dict[str, str]:
            return {"felt": "darkgreen", "felt-ink": "white"}

        def on_mount(self) -> None:
            self.push_screen(ScorePadScreen("Pad", rows, ("Annelies+Vreni", "Hansruedi+Ruedi")))

    app = PadApp()
    async with app.run_test(size=(80, 24)) as pilot:
        shown = await _shown_with(pilot, app, "Annelies+Vreni", "Total")
        assert "Annelies+Vreni" in shown and "Hansruedi+Ruedi" in shown
        assert "Total" in shown and "Hand 1 " not in shown


async def test_the_coiffeur_board_at_game_over_scrolls_under_the_team_names(
    tmp_path: Path,
) -> None:
    game = played("coiffeur", 99)
    assert game.phase == "game_over"
    app = make_coiffeur_app(tmp_path, game, players("human", "easy", "easy", "easy", names=LONG))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        assert isinstance(app.screen, GameOverScreen)
        board = app.screen.query_one(CoiffeurBoardView)
        assert await until(
            pilot, lambda: board.max_scroll_y > 0
        )  # at 24 rows the board does not fit its box
        board.scroll_end(animate=False, immediate=True)
        lines = _drawn(board)
        assert (
            "Vreni" in lines[0] and "Ruedi" in lines[0] and "raw" in lines[1]
        )  # the header, still on top
        assert "Total" in lines[-1] and not any("spades" in line for line in lines)


async def test_the_differenzler_sheet_scrolls_under_the_players_names(tmp_path: Path) -> None:
    game = played("differenzler", 99)
    app = make_solo_app(
        "differenzler", tmp_path, game, players("human", "easy", "easy", "easy", names=LONG)
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        assert isinstance(app.screen, GameOverScreen)
        sheet = app.screen.query_one(PlayerSheetView)
        assert await until(pilot, lambda: sheet.max_scroll_y > 0)
        sheet.scroll_end(animate=False, immediate=True)
        lines = _drawn(sheet)
        assert "Annelies" in lines[0] and "Vreni" in lines[0] and "pred" in lines[1]
        assert "Place" in lines[-1] and not any(line.startswith(" 1 ") for line in lines)


def _shown(app: App[Any]) -> str:
    return "\n".join(
        "".join(segment.text for segment in line) for line in app.screen._compositor.render_strips()
    )


async def _shown_with(pilot: Pilot[Any], app: App[Any], *words: str) -> str:
    """The screen once it shows ``words`` (repaints can lag a busy machine), else as is."""
    await until(pilot, lambda: all(word in _shown(app) for word in words))
    return _shown(app)


def _drawn(table: HeldTable) -> list[str]:
    """The lines ``table`` draws in its box now (what the compositor would show)."""
    return [table.render_line(y).text for y in range(table.scrollable_content_region.height)]
