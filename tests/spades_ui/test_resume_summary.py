"""Resuming a Spades game saved right after a hand ended shows that hand's summary
first, then the score pad, before anybody bids (issue 19.8)."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

from shared.persistence import autosave, load_autosave
from spades_tui.screens.summary import HandSummaryScreen
from spades_tui.state import SpadesGame
from tests.spades_ui.helpers import INSTANT, idle, seats, spades_app


def at_start_of_hand_2() -> SpadesGame:
    game = SpadesGame.new(seed=21)
    while not (len(game.hands) == 2 and not game.hands[-1].actions):
        game.apply(game.legal_actions()[0])
    return game


async def test_resume_at_the_start_of_hand_2_shows_hand_1_first(tmp_path: Path) -> None:
    people = seats("human", "easy", "easy", "easy")
    autosave("spades", at_start_of_hand_2(), people, dict(INSTANT), tmp_path)
    loaded = load_autosave("spades", tmp_path)
    assert loaded is not None
    app = spades_app(tmp_path)
    app.loaded = SimpleNamespace(  # type: ignore[assignment]
        game=loaded.game, players=loaded.players, settings=dict(INSTANT), notice=None
    )
    async with app.run_test(size=(120, 40)) as pilot:
        await idle(pilot, app)
        assert isinstance(app.screen, HandSummaryScreen)
        assert app.game is not None and not app.game.hands[-1].actions
        await pilot.press("enter")
        await idle(pilot, app)
        assert type(app.screen).__name__ == "ScorePadScreen"


async def test_resume_mid_bidding_shows_no_summary(tmp_path: Path) -> None:
    game = at_start_of_hand_2()
    game.apply(game.legal_actions()[0])
    app = spades_app(tmp_path, game, seats("human", "easy", "easy", "easy"))
    async with app.run_test(size=(120, 40)) as pilot:
        await idle(pilot, app)
        assert not isinstance(app.screen, HandSummaryScreen)
