"""Hand review in Schieber: from the hand summary and from the score sheet (``v``)."""

from __future__ import annotations

import random
from pathlib import Path

from jass_tui.screens.scoreboard import ScoreboardScreen
from jass_tui.screens.summary import HandSummaryScreen
from jass_tui.state import JassGame
from shared.ui.screens.review import HandReviewScreen
from tests.jass_ui.helpers import make_app, play_until, players, screen_text, settle
from tests.review.pilot import step_through


def played_to(hand: int, seed: int = 7) -> JassGame:
    """A game played at random into hand ``hand`` (a few cards in)."""
    game = JassGame.new(seed=seed, target=5000)
    rng = random.Random(seed)
    while game.hand_number < hand:
        game.apply(rng.choice(game.legal_actions()))
    return game


def on_table(app: object) -> bool:
    screen = app.screen  # type: ignore[attr-defined]
    model = getattr(screen, "model", None)
    return type(screen).__name__ == "JassTableScreen" and bool(model and model.hand_active)


async def test_review_from_the_summary_steps_through_every_trick(tmp_path: Path) -> None:
    game = JassGame.new(seed=4)
    app = make_app(tmp_path, game, players("human", "easy", "easy", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await play_until(pilot, app, lambda: isinstance(app.screen, HandSummaryScreen))
        summary = app.screen
        record = summary.record  # type: ignore[attr-defined]
        await pilot.press("v")
        assert isinstance(app.screen, HandReviewScreen)
        assert "Schieber" not in screen_text(app)  # the review covers the table
        lines = await step_through(pilot, app, record)
        assert len(lines) == 11
        screen = app.screen
        assert screen.step.totals == record.trick_points
        await pilot.press("escape")
        assert app.screen is summary


async def test_review_from_the_score_sheet_any_earlier_hand(tmp_path: Path) -> None:
    game = played_to(4)
    finished = [record for record in game.hands if record.finished]
    assert [record.number for record in finished] == [1, 2, 3]
    app = make_app(tmp_path, game, players("human", "easy", "easy", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await play_until(pilot, app, lambda: on_table(app))
        await pilot.pause(0.5)  # a resumed hand's summary may still be on its way (busy machine)
        await play_until(pilot, app, lambda: on_table(app))
        await pilot.press("t")
        assert isinstance(app.screen, ScoreboardScreen)
        await pilot.press("v")
        screen = app.screen
        assert isinstance(screen, HandReviewScreen)
        # The finished hands only: never hand 4, which is being played.
        assert [review.number for review in screen.reviews] == [1, 2, 3]
        assert screen.review.number == 3
        assert screen.deck_style is app.style  # the cards in the deck the player chose
        await step_through(pilot, app, finished[2])
        await pilot.press("pageup", "pageup")
        assert screen.review.number == 1
        await step_through(pilot, app, finished[0])
        await pilot.press("pageup")  # there is no hand before the first
        assert screen.review.number == 1
        await pilot.press("pagedown")
        assert screen.review.number == 2
        assert "finished hand 2 of 3" in screen_text(app)
        await pilot.press("escape")
        assert isinstance(app.screen, ScoreboardScreen)


async def test_hot_seat_reviews_no_hand_in_progress(tmp_path: Path) -> None:
    game = JassGame.new(seed=4)
    app = make_app(tmp_path, game, players("human", "human", "easy", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await play_until(pilot, app, lambda: on_table(app))
        assert app.game.hand_number == 1
        await pilot.press("t")
        assert isinstance(app.screen, ScoreboardScreen)
        await pilot.press("v")
        await settle(pilot, app)
        # Hand 1 is being played: its cards stay hidden, there is nothing to review.
        assert isinstance(app.screen, ScoreboardScreen)
        toasts = [note.message for note in app._notifications]
        assert "No finished hand to review yet." in toasts
        await pilot.press("escape")
        # Once the hand is over, its summary offers the review (for everybody).
        await play_until(pilot, app, lambda: isinstance(app.screen, HandSummaryScreen))
        assert "Review" in screen_text(app)
        await pilot.press("v")
        screen = app.screen
        assert isinstance(screen, HandReviewScreen)
        assert [review.number for review in screen.reviews] == [1]
        await pilot.press("escape", "enter")
        # In hand 2 the sheet's review still shows hand 1 only.
        await play_until(pilot, app, lambda: on_table(app))
        await pilot.press("t", "v")
        screen = app.screen
        assert isinstance(screen, HandReviewScreen)
        assert [review.number for review in screen.reviews] == [1]
