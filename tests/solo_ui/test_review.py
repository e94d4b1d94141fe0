"""Hand review in Differenzler and Molotow: ``v`` on the sheet after a hand."""

from __future__ import annotations

from pathlib import Path

import pytest

from jass_tui.differenzler import DifferenzlerGame
from jass_tui.molotow import MolotowGame
from jass_tui.screens.player_sheet import PlayerSheetScreen
from shared.ui.screens.review import HandReviewScreen
from tests.review.pilot import step_through
from tests.solo_ui.helpers import make_app, players, settle, step

GAMES = {"differenzler": DifferenzlerGame, "molotow": MolotowGame}


@pytest.mark.parametrize("kind", GAMES)
async def test_review_from_the_sheet_after_the_hand(kind: str, tmp_path: Path) -> None:
    game = GAMES[kind].new(seed=3)
    app = make_app(kind, tmp_path, game, players("human", "easy", "easy", "easy"), autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        for _ in range(300):
            if isinstance(app.screen, PlayerSheetScreen):
                break
            await step(pilot, app)
        sheet = app.screen
        assert isinstance(sheet, PlayerSheetScreen)
        record = app.game.hands[0]
        await pilot.press("v")
        screen = app.screen
        assert isinstance(screen, HandReviewScreen)
        await step_through(pilot, app, record)
        assert screen.step.totals == record.taken  # the card points each player took
        await pilot.press("escape")
        assert app.screen is sheet
