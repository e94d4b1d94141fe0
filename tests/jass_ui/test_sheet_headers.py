"""Score sheets keep their column titles in view when the hands scroll (issue 19)."""

from __future__ import annotations

from pathlib import Path

from textual.app import App
from textual.widgets import DataTable

from jass_tui.screens.scoreboard import ScoreboardScreen
from spades_tui.scorepad import PadRow
from spades_tui.screens.scorepad import ScorePadScreen
from tests.jass_ui.helpers import make_app, players, screen_text, settle
from tests.sheet_games import played

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


async def test_the_spades_pad_keeps_its_column_titles_above_the_hands() -> None:
    rows = [PadRow(f"Hand {n}", ("10", "20"), "hand") for n in range(1, 40)]
    rows.append(PadRow("Total", ("390", "780"), "total"))

    class PadApp(App[None]):
        def get_theme_variable_defaults(self) -> dict[str, str]:
            return {"felt": "darkgreen", "felt-ink": "white"}

        def on_mount(self) -> None:
            self.push_screen(ScorePadScreen("Pad", rows, ("Annelies+Vreni", "Hansruedi+Ruedi")))

    app = PadApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.screen.query_one("VerticalScroll").scroll_end(animate=False)
        await pilot.pause()
        shown = "\n".join(
            "".join(segment.text for segment in line)
            for line in app.screen._compositor.render_strips()
        )
        assert "Annelies+Vreni" in shown and "Hansruedi+Ruedi" in shown
        assert "Total" in shown and "Hand 1 " not in shown
