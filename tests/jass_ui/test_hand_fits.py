"""Every card of a full hand is on screen, at each size the table is drawn at."""

from __future__ import annotations

from pathlib import Path

import pytest

from jass_tui.state import JassGame
from shared.ui.hand import HandView
from tests.jass_ui.helpers import make_app, players, settle


@pytest.mark.parametrize("size", [(80, 24), (100, 32), (120, 40), (160, 50)])
async def test_all_nine_cards_of_a_fresh_hand_are_inside_the_screen(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    game = JassGame.new(seed=3)
    game.apply(game.legal_actions()[0])  # a contract, so the hand is on the table
    app = make_app(tmp_path, game, players("human", "human", "human", "human"))
    async with app.run_test(size=size) as pilot:
        await settle(pilot, app)
        await pilot.press("enter")  # the hand-over screen
        await settle(pilot, app)
        hand = app.screen.query_one(HandView)
        assert len(hand.cards) == 9
        width = app.size.width
        felt_right = app.screen.query_one("#felt").region.right
        regions = hand.card_regions()
        assert len(regions) == 9
        for region in regions:
            assert region.width > 0
            assert region.right <= min(width, felt_right)
