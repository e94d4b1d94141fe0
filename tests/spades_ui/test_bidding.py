"""Bidding by keys (RULES.md 2.2, 2.5): Nil as a promise, 10–13 by two digits, partner's
bid and contract in view, bids public afterwards, and bicycle's lowest bid of 1."""

from __future__ import annotations

from pathlib import Path

from spades_tui.screens.bid import BidScreen
from spades_tui.state import SpadesGame
from tests.spades_ui.helpers import idle, seats, spades_app, visible_text

WEST = 3


async def test_nil_is_marked_as_a_promise_and_ends_up_on_the_table(tmp_path: Path) -> None:
    game = SpadesGame.new(seed=21)
    app = spades_app(tmp_path, game, seats("human", "easy", "easy", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await idle(pilot, app)
        assert isinstance(app.screen, BidScreen)
        await pilot.press("n")
        text = visible_text(app)
        assert "[Nil]" in text
        assert "promise to take NO trick" in text
        await pilot.press("enter")
        await idle(pilot, app)
        assert app.game.hands[0].bids[0] == 0
        assert app.game.phase == "play"
        text = visible_text(app)
        assert "bid Nil" in text
        # Every bid stays in view at its seat once the play has begun.
        for bid in app.game.hands[0].bids[1:]:
            assert f"bid {bid if bid else 'Nil'}" in text


async def test_two_digits_bid_ten_to_thirteen_and_arrows_step(tmp_path: Path) -> None:
    game = SpadesGame.new(seed=21)
    app = spades_app(tmp_path, game, seats("human", "easy", "easy", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await idle(pilot, app)
        screen = app.screen
        assert isinstance(screen, BidScreen)
        await pilot.press("1", "2")
        assert screen.value == 12
        await pilot.press("right", "right", "right")
        assert screen.value == 13  # stops at the top
        await pilot.press("5", "left")
        assert screen.value == 4
        await pilot.press("enter")
        await idle(pilot, app)
        assert app.game.hands[0].bids[0] == 4


async def test_partner_bid_and_side_contract_are_shown(tmp_path: Path) -> None:
    # Dealer West: North (the partner) bids first, then East, then South.
    game = SpadesGame.new(seed=8)
    while game.dealer != WEST:
        game = SpadesGame.new(seed=game.seed + 1)
    app = spades_app(tmp_path, game, seats("human", "easy", "easy", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await idle(pilot, app)
        assert isinstance(app.screen, BidScreen)
        partner = app.game.hands[0].bids[2]
        east = app.game.hands[0].bids[1]
        text = visible_text(app)
        label = "Nil" if partner == 0 else str(partner)
        assert f"Your partner Nora bid {label}" in text
        assert f"contract so far is {partner}" in text
        assert f"Erin (East) {'Nil' if east == 0 else east}" in text


async def test_bicycle_lowest_bid_is_one(tmp_path: Path) -> None:
    game = SpadesGame.new("bicycle", seed=4)
    app = spades_app(tmp_path, game, seats("human", "easy", "easy", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await idle(pilot, app)
        screen = app.screen
        assert isinstance(screen, BidScreen)
        assert screen.bids[0] == 1
        assert "Nil" not in screen.query_one("#bid-picker").render().plain
        await pilot.press("1", "n")
        assert screen.value == 1
        messages = [note.message for note in app._notifications]
        assert any("lowest bid is 1" in message for message in messages), messages
        await pilot.press("1", "0")  # "1" then "0" is ten
        assert screen.value == 10
        await pilot.press("enter")
        await idle(pilot, app)
        assert app.game.hands[0].bids[0] == 10
