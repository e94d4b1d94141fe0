"""Hot seat: the hand-over screen says what awaits the player (his bid, his card)."""

from __future__ import annotations

from pathlib import Path

from shared.ui.screens.handover import HandOverScreen
from spades_tui.state import SpadesGame
from tests.spades_ui.helpers import answer, idle, seats, spades_app, visible_text


async def test_the_bid_and_then_the_card_await(tmp_path: Path) -> None:
    game = SpadesGame.new(seed=21)
    app = spades_app(tmp_path, game, seats("human", "human", "human", "human"))
    async with app.run_test(size=(80, 24)) as pilot:
        await idle(pilot, app)
        bids: list[str] = []
        cards: list[str] = []
        for _ in range(200):
            if isinstance(app.screen, HandOverScreen):
                text = visible_text(app)
                (bids if app.game.phase == "bid" else cards).append(text)
            if len(cards) >= 5:
                break
            await answer(pilot, app)
        assert len(bids) == 4
        assert all("Your bid, hand 1" in text for text in bids), bids
        # Nobody's bid is told before it is made; after the bidding the bids are news.
        assert "Your card, trick 1" in cards[0] and "Bids:" in cards[0], cards[0]
        assert any("Your card, trick 2" in text for text in cards), cards


async def test_the_next_hand_starts_without_the_last_trick(tmp_path: Path) -> None:
    game = SpadesGame.new(seed=5)
    app = spades_app(tmp_path, game, seats("human", "human", "easy", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await idle(pilot, app)
        for _ in range(400):
            if app.game.hand_number == 2 and isinstance(app.screen, HandOverScreen):
                break
            await answer(pilot, app)
        text = visible_text(app)
        assert "Your bid, hand 2" in text, text
        assert "takes trick" not in text and "take trick" not in text, text
