"""Hand review in Coiffeur: ``v`` on the board after a hand, and on the board (``t``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from jass_tui.coiffeur import CoiffeurGame
from jass_tui.screens.coiffeur_board import CoiffeurBoardScreen
from shared.ui.screens.review import HandReviewScreen
from tests.coiffeur_ui.helpers import make_app, players, settle, step
from tests.review.pilot import step_through
from tests.review.positions import played_until


async def until(pilot: Any, app: Any, done: Any) -> None:
    await settle(pilot, app)
    for _ in range(3000):
        if done():
            return
        await step(pilot, app)
    raise AssertionError("never got there")


async def test_review_from_the_board_after_the_hand(tmp_path: Path) -> None:
    game = CoiffeurGame.new(seed=4)
    app = make_app(tmp_path, game, players("human", "easy", "easy", "easy"), autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, app, lambda: isinstance(app.screen, CoiffeurBoardScreen))
        board = app.screen
        record = app.game.hands[0]
        assert record.finished
        await pilot.press("v")
        screen = app.screen
        assert isinstance(screen, HandReviewScreen)
        await step_through(pilot, app, record)
        assert screen.step.totals == record.trick_points
        await pilot.press("escape")
        assert app.screen is board


async def test_review_from_the_board_of_an_earlier_hand(tmp_path: Path) -> None:
    game = played_until(CoiffeurGame.new(seed=6), 6, 3)
    finished = [record for record in game.hands if record.finished]
    app = make_app(tmp_path, game, players("human", "easy", "easy", "easy"), autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        await pilot.press("t", "v")
        screen = app.screen
        assert isinstance(screen, HandReviewScreen)
        assert [review.number for review in screen.reviews] == [1, 2]
        await pilot.press("pageup")
        await step_through(pilot, app, finished[0])
