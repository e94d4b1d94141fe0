"""Hot seat: the hand summary is for everybody, so no hand of the next deal shows under it."""

from __future__ import annotations

from pathlib import Path

from jass_tui.screens.summary import HandSummaryScreen
from jass_tui.state import JassGame
from shared.ui.hand import HandView
from shared.ui.screens.handover import HandOverScreen
from tests.jass_ui.helpers import make_app, play_until, players


async def test_no_hand_of_the_new_deal_lies_under_the_hand_summary(tmp_path: Path) -> None:
    game = JassGame.new(seed=4)
    app = make_app(tmp_path, game, players("human", "human", "easy", "easy"))
    async with app.run_test(size=(120, 40)) as pilot:
        await play_until(pilot, app, lambda: isinstance(app.screen, HandSummaryScreen))
        assert app.game.hand_number == 2
        assert app.table is not None
        assert app.table.query_one(HandView).cards == ()
        # After the summary and the score sheet, the next player confirms again.
        await play_until(pilot, app, lambda: not isinstance(app.screen, HandSummaryScreen), limit=5)
        await play_until(pilot, app, lambda: isinstance(app.screen, HandOverScreen), limit=5)
