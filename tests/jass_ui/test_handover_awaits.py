"""The hand-over screen says what awaits the player, never the last hand's news."""

from __future__ import annotations

from pathlib import Path

from jass_tui.state import JassGame
from shared.ui.screens.handover import HandOverScreen
from tests.jass_ui.helpers import make_app, players, screen_text, settle, step

HANDS = [
    ["H6", "H7", "S6", "S7", "D6", "D7", "C6", "C7", "C8"],
    ["HA", "HK", "HQ", "SA", "SK", "SQ", "DA", "DK", "DQ"],
    ["HJ", "H9", "SJ", "S9", "DJ", "D9", "CJ", "C9", "CA"],
    ["HT", "H8", "ST", "S8", "DT", "D8", "CT", "CK", "CQ"],
]


async def test_after_a_push_the_partner_is_told_to_choose(tmp_path: Path) -> None:
    game = JassGame.from_deal(HANDS, dealer=3, seed=3)
    app = make_app(tmp_path, game, players("human", "normal", "human", "normal"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        assert isinstance(app.screen, HandOverScreen)
        text = screen_text(app)
        assert "Pass the keyboard to Anna" in text
        assert "Your turn: choose the contract or push" in text
        await pilot.press("enter")
        await settle(pilot, app)
        await pilot.press("7")  # push
        await settle(pilot, app)
        assert isinstance(app.screen, HandOverScreen)
        text = screen_text(app)
        assert "Pass the keyboard to Chris" in text
        assert "Anna pushed to you: choose the contract" in text
        await pilot.press("enter")
        await settle(pilot, app)
        await pilot.press("1")  # a contract
        await settle(pilot, app)
        # Then each person's card: the trick he plays to.
        seen = []
        for _ in range(40):
            if isinstance(app.screen, HandOverScreen):
                seen.append(screen_text(app))
            if len(seen) >= 4:
                break
            await step(pilot, app)
        assert "Your card, trick 1" in seen[0], seen
        assert any("Your card, trick 2" in text for text in seen), seen
        # Anna and Chris both hold a Weis: the screen everybody sees does not say so
        # before it is declared (after trick 1 the declared Weis is public news).
        assert "Weis" not in seen[0] and "Weis" not in seen[1], seen


async def test_a_new_hand_does_not_show_the_last_trick_of_the_old(tmp_path: Path) -> None:
    game = JassGame.new(seed=7, target=1000)
    app = make_app(tmp_path, game, players("human", "human", "human", "human"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        for _ in range(400):
            if app.game.hand_number == 2 and isinstance(app.screen, HandOverScreen):
                break
            await step(pilot, app)
        text = screen_text(app)
        assert "choose the contract" in text, text
        assert "takes trick" not in text, text
