"""Hand review in Spades: from the hand summary and from the score pad (``v``)."""

from __future__ import annotations

from pathlib import Path

from shared.ui.screens.review import HandReviewScreen
from spades_tui.screens.scorepad import ScorePadScreen
from spades_tui.screens.summary import HandSummaryScreen
from spades_tui.state import SpadesGame
from tests.review.pilot import step_through
from tests.review.positions import played_until
from tests.spades_ui.helpers import drive, idle, screen_name, seats, spades_app, visible_text


async def test_review_from_the_summary_steps_through_all_thirteen_tricks(tmp_path: Path) -> None:
    app = spades_app(tmp_path, SpadesGame.new(seed=21), seats("human", "easy", "easy", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await drive(pilot, app, lambda: isinstance(app.screen, HandSummaryScreen))
        summary = app.screen
        record = app.game.hands[0]
        assert record.finished
        await pilot.press("v")
        screen = app.screen
        assert isinstance(screen, HandReviewScreen)
        # The deal shows the bids.
        assert f"Bids: {app.names[0]} " in visible_text(app)
        lines = await step_through(pilot, app, record)
        assert len(lines) == 15
        assert all("a trick for " in line for line in lines[1:-1])
        assert sum(screen.step.totals) == 13
        # The result says what the summary says.
        assert "took" in visible_text(app)
        await pilot.press("escape")
        assert app.screen is summary


async def test_review_from_the_score_pad_any_earlier_hand(tmp_path: Path) -> None:
    game = played_until(SpadesGame.new(seed=8, target=2000), 8, 3)
    finished = [record for record in game.hands if record.finished]
    assert len(finished) == 2
    app = spades_app(tmp_path, game, seats("human", "easy", "easy", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await idle(pilot, app)
        assert screen_name(app) == "SpadesTableScreen"
        await pilot.press("t")
        assert isinstance(app.screen, ScorePadScreen)
        await pilot.press("v")
        screen = app.screen
        assert isinstance(screen, HandReviewScreen)
        assert [review.number for review in screen.reviews] == [1, 2]
        await step_through(pilot, app, finished[1])
        await pilot.press("pageup")
        await step_through(pilot, app, finished[0])
        await pilot.press("escape")
        assert isinstance(app.screen, ScorePadScreen)


async def test_hot_seat_no_review_before_the_first_hand_is_over(tmp_path: Path) -> None:
    game = played_until(SpadesGame.new(seed=5), 5, 1)
    app = spades_app(tmp_path, game, seats("human", "easy", "human", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await drive(pilot, app, lambda: screen_name(app) == "SpadesTableScreen")
        await pilot.press("t", "v")
        await idle(pilot, app)
        assert isinstance(app.screen, ScorePadScreen)
        assert "No finished hand to review yet." in [n.message for n in app._notifications]
