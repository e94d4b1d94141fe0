"""``l`` (issue 19.8): before any trick of the hand is complete it says so on the
message line instead of doing nothing; the help says what it does."""

from __future__ import annotations

from pathlib import Path

from jass_tui.state import JassGame
from shared.i18n import set_language
from shared.ui.message_line import MessageLine
from shared.ui.screens.table import TableScreen
from shared.ui.theme import TABLE_KEYS
from tests.jass_ui.helpers import make_app, players, settle

SOLO = ("human", "normal", "normal", "normal")
NONE_YET = "No trick has been completed yet in this hand."


def first_trick() -> JassGame:
    """Hand 1, the contract chosen, South (the human) to play to trick 1."""
    game = JassGame.new(seed=5)
    for _ in range(200):
        if game.phase == "play" and game.to_move == 0:
            return game
        game.apply(game.legal_actions()[0])
    raise AssertionError("South never came to play")


async def test_l_in_trick_1_tells_why(tmp_path: Path) -> None:
    app = make_app(tmp_path, first_trick(), players(*SOLO))
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot, app)
        assert isinstance(app.screen, TableScreen)
        await pilot.press("l")
        await pilot.pause()
        assert app.screen.query_one(MessageLine).text == NONE_YET
        assert app.screen.showing_last is False


async def test_l_after_a_trick_shows_it_and_says_nothing(tmp_path: Path) -> None:
    game = first_trick()
    while len([t for t in game.hands[-1].tricks if t.winner is not None]) < 1 or (
        game.to_move != 0
    ):
        game.apply(game.legal_actions()[0])
    app = make_app(tmp_path, game, players(*SOLO))
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot, app)
        await pilot.press("l")
        await pilot.pause()
        assert app.screen.showing_last is True  # type: ignore[attr-defined]
        assert app.screen.query_one(MessageLine).text != NONE_YET


async def test_l_in_german(tmp_path: Path) -> None:
    set_language("de")  # the autouse fixture sets English back
    app = make_app(tmp_path, first_trick(), players(*SOLO))
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot, app)
        await pilot.press("l")
        await pilot.pause()
        assert "Stich" in app.screen.query_one(MessageLine).text


def test_help_says_what_l_does() -> None:
    words = dict(TABLE_KEYS)["l"]
    assert "next lead" not in words
    assert "last complete trick" in words and "next card" in words
