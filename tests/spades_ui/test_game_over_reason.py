"""The Spades game over says why the game ended: the target, or the loss limit (19.6)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from shared.i18n import set_language
from shared.ui.screens.game_over import GameOverScreen
from spades_tui.state import SpadesGame
from tests.spades.helpers import EAST, NORTH, SOUTH, WEST, bid_all, play_out_hand, suit_deal
from tests.spades_ui.helpers import idle, seats, spades_app


def _after_one_hand(bids: dict[int, int], **options: object) -> SpadesGame:
    game = SpadesGame.from_deal(suit_deal(SOUTH), 1, seed=1, **options)  # type: ignore[arg-type]
    bid_all(game, bids)
    play_out_hand(game)
    assert game.phase == "game_over"
    return game


async def _game_over_text(tmp_path: Path, game: SpadesGame) -> str:
    app = spades_app(tmp_path, game, seats("human", "easy", "easy", "easy"))
    async with app.run_test(size=(100, 40)) as pilot:
        await idle(pilot, app)
        assert isinstance(app.screen, GameOverScreen)
        return " ".join(str(line.content) for line in app.screen.query(Static))


async def test_loss_limit_game_over_says_so(tmp_path: Path) -> None:
    # East-West bid 26 and take nothing: -260, below the loss limit of -200.
    game = _after_one_hand({SOUTH: 6, EAST: 13, NORTH: 6, WEST: 13})
    text = await _game_over_text(tmp_path, game)
    assert "East–West" in text and "fell to -260, at or below the loss limit of -200." in text


async def test_target_game_over_says_so(tmp_path: Path) -> None:
    game = _after_one_hand({SOUTH: 6, EAST: 1, NORTH: 6, WEST: 1}, target=100)
    text = await _game_over_text(tmp_path, game)
    assert "reached the target of 100." in text


async def test_both_over_the_target_says_the_higher_wins(tmp_path: Path) -> None:
    game = _after_one_hand({SOUTH: 6, EAST: 0, NORTH: 6, WEST: 0}, target=10)
    text = await _game_over_text(tmp_path, game)
    assert "Both teams reached the target of 10;" in text


async def test_loss_limit_in_german(tmp_path: Path) -> None:
    set_language("de")  # the autouse fixture sets English back
    game = _after_one_hand({SOUTH: 6, EAST: 13, NORTH: 6, WEST: 13})
    assert "Verlustgrenze" in await _game_over_text(tmp_path, game)
