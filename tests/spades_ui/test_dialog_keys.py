"""Ctrl+S, ? and Ctrl+Q in the Spades dialogs (issue 19, item 4): the bid dialog opens
the save-name dialog, Esc goes back to it with no bid made, and the footers name the
keys at 80×24."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.screen import Screen

from shared.ui.screens.help import HelpScreen
from shared.ui.screens.save import SaveNameScreen
from spades_tui.screens.bid import BidScreen
from spades_tui.screens.blind_nil import BlindNilScreen
from spades_tui.screens.scorepad import ScorePadScreen
from spades_tui.screens.summary import HandSummaryScreen
from spades_tui.state import SpadesGame
from tests.dialog_keys import GLOBAL_KEYS, footer_line, global_key_actions
from tests.spades_ui.helpers import idle, seats, spades_app, visible_text


@pytest.mark.parametrize("screen", [BidScreen, BlindNilScreen, HandSummaryScreen, ScorePadScreen])
def test_every_spades_dialog_and_sheet_binds_the_global_keys(screen: type[Screen[Any]]) -> None:
    assert global_key_actions(screen) == GLOBAL_KEYS


async def test_ctrl_s_in_the_bid_dialog_saves_and_esc_bids_nothing(tmp_path: Path) -> None:
    game = SpadesGame.new(seed=21)
    app = spades_app(tmp_path, game, seats("human", "easy", "easy", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await idle(pilot, app)
        assert isinstance(app.screen, BidScreen)
        bids_before = list(app.game.hands[0].bids)
        assert (
            await footer_line(pilot, app, visible_text)
            == "← Fewer → More ⏎ Bid n Nil ^s Save ? Help ^q Quit"
        )
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SaveNameScreen)
        assert await footer_line(pilot, app, visible_text) == "⏎ Save esc Cancel"
        await pilot.press("escape")
        await idle(pilot, app)
        assert isinstance(app.screen, BidScreen)
        assert list(app.game.hands[0].bids) == bids_before
        assert app.game.phase == "bid"
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        await idle(pilot, app)
        assert isinstance(app.screen, BidScreen)
        assert list(app.game.hands[0].bids) == bids_before
