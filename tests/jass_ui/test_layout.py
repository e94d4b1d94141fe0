"""The Jass table's layout at the sizes players use (issue 19): the status bar on one
row with whole team names, the trick caption inside its box."""

from __future__ import annotations

from pathlib import Path

import pytest

from jass_tui.screens.weis import WeisScreen
from jass_tui.state import JassGame
from jass_tui.widgets.score_bar import ScoreBar, fit_score_line, score_text
from shared.i18n import set_language
from shared.ui.trick import TrickView
from tests.jass_ui.helpers import make_app, play_until, players, screen_text, settle
from tests.jass_ui.test_flows import WEIS_HANDS

LONG = ("Annelies", "Hansruedi", "Vreni", "Ruedi")
LINE = score_text((312, 415), (("Annelies", "Vreni"), ("Hansruedi", "Ruedi")), 1000)


def test_the_score_line_keeps_everything_when_there_is_room() -> None:
    text = fit_score_line(LINE, 200).plain
    assert "Annelies+Vreni 312 ▰" in text and "Hansruedi+Ruedi 415 ▰" in text
    assert text.endswith("→ 1000")


def test_the_score_line_drops_the_bars_before_the_names() -> None:
    width = len(LINE.plain) - 1
    text = fit_score_line(LINE, width).plain
    assert "▰" not in text and "▱" not in text
    assert "Annelies+Vreni 312" in text and "Hansruedi+Ruedi 415" in text


@pytest.mark.parametrize("width", range(20, 60))
def test_the_score_line_shortens_names_with_an_ellipsis_and_never_wraps(width: int) -> None:
    text = fit_score_line(LINE, width)
    assert text.cell_len <= width
    assert "\n" not in text.plain
    for word in text.plain.replace("+", " ").split():
        if word[0].isalpha() and word not in LONG:
            assert word.endswith("…"), word  # a name shortened always says so


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40), (160, 50)])
async def test_the_status_bar_shows_whole_team_names_on_one_row_after_a_push(
    tmp_path: Path, size: tuple[int, int], language: str
) -> None:
    set_language(language)
    try:
        game = JassGame.from_deal(WEIS_HANDS, dealer=3, seed=1)
        seats = players("human", "easy", "easy", "easy", names=LONG)
        app = make_app(tmp_path, game, seats)
        async with app.run_test(size=size) as pilot:
            await settle(pilot, app)
            await pilot.press("7")  # Annelies pushes, Vreni chooses
            await settle(pilot, app)
            assert app.game.hands[0].pushed
            if isinstance(app.screen, WeisScreen):
                await pilot.press("d")
                await settle(pilot, app)
            bar = app.screen.query_one(ScoreBar)
            assert bar.size.height == 1
            row = screen_text(app).splitlines()[bar.region.y]
            assert "Annelies+Vreni" in row and "Hansruedi+Ruedi" in row
            assert "Hansr " not in row and "Hansr+" not in row
            assert app.screen.query_one("#status-bar").size.height <= 2
    finally:
        set_language("en")


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40), (160, 50)])
async def test_the_last_tricks_caption_stays_on_one_line(
    tmp_path: Path, size: tuple[int, int], language: str
) -> None:
    set_language(language)
    try:
        game = JassGame.from_deal(WEIS_HANDS, dealer=3, seed=1)
        seats = players("human", "easy", "easy", "easy", names=("Annelies", *LONG[1:]))
        app = make_app(tmp_path, game, seats)
        async with app.run_test(size=size) as pilot:
            await settle(pilot, app)

            def my_card_after_a_trick() -> bool:
                record = app.game.hands[0]
                done = [trick for trick in record.tricks if trick.winner is not None]
                return (
                    bool(done)
                    and type(app.screen).__name__ == "JassTableScreen"
                    and bool(
                        app.screen.model.hand_active  # type: ignore[attr-defined]
                    )
                )

            await play_until(pilot, app, my_card_after_a_trick)
            await pilot.press("l")
            await pilot.pause()
            trick = app.screen.query_one(TrickView)
            assert trick.trick_title == app.screen.model.last_title  # type: ignore[attr-defined]
            region = trick.centre_region
            rows = screen_text(app).splitlines()[region.y : region.bottom]
            shown = [row[region.x : region.right].strip() for row in rows]
            shown = [row for row in shown if row]
            assert shown == [trick.title_shown]
            assert shown[0].split(" · ")[0] in trick.trick_title
    finally:
        set_language("en")
