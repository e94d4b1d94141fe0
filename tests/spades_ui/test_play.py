"""Playing Spades by key presses against instant bots: a hand, a game, bids, reasons."""

from __future__ import annotations

from pathlib import Path

from shared.ui.screens.game_over import GameOverScreen
from shared.ui.screens.start import StartScreen
from spades_tui.screens.summary import HandSummaryScreen
from spades_tui.state import SpadesGame
from tests.spades_ui.helpers import drive, idle, screen_name, seats, spades_app, visible_text


async def test_enter_enter_starts_a_standard_game_against_three_bots(tmp_path: Path) -> None:
    app = spades_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        assert isinstance(app.screen, StartScreen)
        await pilot.press("enter", "enter")
        await idle(pilot, app)
        game = app.game
        assert game is not None
        assert game.preset == "standard"
        assert game.options["target"] == 500
        assert game.options["loss_limit"] == -200
        assert [p.kind for p in app.players] == ["human", "normal", "normal", "normal"]


async def test_setup_changes_reach_the_engine(tmp_path: Path) -> None:
    app = spades_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # New game → set-up
        await pilot.pause()
        screen = app.screen
        screen.query_one("#preset").value = "bicycle"
        await pilot.pause()
        # Choosing bicycle resets the rule fields to that preset's defaults.
        assert screen.query_one("#loss_limit").value == ""
        assert screen.query_one("#nil").value == "off"
        screen.query_one("#target").value = "200"
        screen.query_one("#failed_nil_tricks").value = "nothing"
        screen.query_one("#first_trick_spades").value = "off"
        screen.query_one("#deck").value = "four"
        await pilot.press("ctrl+g")
        await idle(pilot, app)
        options = app.game.options
        assert app.game.preset == "bicycle"
        assert options["target"] == 200
        assert options["loss_limit"] is None
        assert options["nil"] is False
        assert options["failed_nil_tricks"] == "nothing"
        assert options["first_trick_spades"] is False
        assert app.settings.four_colour is True
        assert app.has_class("-four-colour")


async def test_a_complete_seeded_hand_by_key_presses(tmp_path: Path) -> None:
    game = SpadesGame.new(seed=11)
    app = spades_app(tmp_path, game, seats("human", "easy", "easy", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        path = await drive(pilot, app, lambda: isinstance(app.screen, HandSummaryScreen))
        assert "BidScreen" in path
        record = app.game.hands[0]
        assert record.finished
        assert sum(record.tricks_won) == 13
        assert record.bids[0] is not None
        mine = [
            card
            for trick in record.tricks
            for index, card in enumerate(trick.cards)
            if (trick.leader - index) % 4 == 0
        ]
        assert len(mine) == 13
        text = visible_text(app)
        assert "Hand 1 is over" in text
        assert "this hand" in text
        await pilot.press("enter")
        await idle(pilot, app)
        assert screen_name(app) == "ScorePadScreen"
        await pilot.press("enter")
        await idle(pilot, app)
        assert app.game.hand_number == 2


async def test_a_complete_low_target_game_with_instant_bots(tmp_path: Path) -> None:
    game = SpadesGame.new(seed=5, target=150)
    app = spades_app(tmp_path, game, seats("human", "easy", "normal", "normal"))
    async with app.run_test(size=(80, 24)) as pilot:
        await drive(pilot, app, lambda: isinstance(app.screen, GameOverScreen))
        assert app.game.phase == "game_over"
        winner = app.game.winner
        assert app.game.scores[winner] == max(app.game.scores)
        text = visible_text(app)
        assert "won!" in text
        assert "Total" in text  # the final score pad is on the game-over screen
        await pilot.press("r")
        await idle(pilot, app)
        assert app.game.phase == "bid"
        assert app.game.options["target"] == 150
        assert [p.kind for p in app.players] == ["human", "easy", "normal", "normal"]
