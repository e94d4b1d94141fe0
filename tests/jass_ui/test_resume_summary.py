"""Resuming a game saved right after a hand ended shows that hand's summary first (issue
19.8: a ``kill -9`` during the summary used to resume past it), in every Jass kind."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from jass_tui.coiffeur import CoiffeurGame
from jass_tui.coiffeur_app import CoiffeurApp
from jass_tui.differenzler import DifferenzlerGame
from jass_tui.differenzler_app import DifferenzlerApp
from jass_tui.molotow import MolotowGame
from jass_tui.molotow_app import MolotowApp
from jass_tui.state import JassGame
from shared.persistence import autosave, load_autosave
from shared.ui.interludes import hand_to_show_again
from tests.jass_ui.helpers import SETTINGS, make_app, players, settle
from tests.jass_ui.kinds import variant_kinds

SOLO = ("human", "normal", "normal", "normal")

KINDS: dict[str, tuple[Any, Any, str]] = {
    "jass": (lambda: JassGame.new(seed=9), None, "HandSummaryScreen"),
    "coiffeur": (lambda: CoiffeurGame.new(seed=9), CoiffeurApp, "CoiffeurBoardScreen"),
    "differenzler": (
        lambda: DifferenzlerGame.new(seed=7, hands=4),
        DifferenzlerApp,
        "PlayerSheetScreen",
    ),
    "molotow": (lambda: MolotowGame.new(seed=7, hands=4), MolotowApp, "PlayerSheetScreen"),
}


def at_start_of_hand_2(game: Any) -> Any:
    while not (len(game.hands) == 2 and not game.hands[-1].actions):
        game.apply(game.legal_actions()[0])
    return game


def saved_and_loaded(kind: str, game: Any, saves: Path) -> Any:
    """Write the autosave as the table does after every action, and read it back."""
    with variant_kinds():
        autosave(kind, game, players(*SOLO), dict(SETTINGS), saves)
        loaded = load_autosave(kind, saves)
    assert loaded is not None
    return loaded


def open_app(kind: str, saves: Path, loaded: Any) -> Any:
    cls = KINDS[kind][1]
    if cls is None:
        return make_app(saves, loaded.game, loaded.players)
    opening = SimpleNamespace(game=loaded.game, players=loaded.players, settings=dict(SETTINGS))
    return cls(saves, loaded=SimpleNamespace(**vars(opening), notice=None), bot_delay=0)


@pytest.mark.parametrize("kind", KINDS)
async def test_resume_at_the_start_of_hand_2_shows_hand_1_first(kind: str, tmp_path: Path) -> None:
    game = at_start_of_hand_2(KINDS[kind][0]())
    loaded = saved_and_loaded(kind, game, tmp_path)
    assert len(loaded.game.hands) == 2 and not loaded.game.hands[-1].actions
    app = open_app(kind, tmp_path, loaded)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        assert type(app.screen).__name__ == KINDS[kind][2]
        if kind == "jass":
            assert app.screen.record.number == 1  # type: ignore[attr-defined]
        # Nobody has moved under the summary: hand 2 waits until it is closed.
        assert not app.game.hands[-1].actions


@pytest.mark.parametrize("kind", ["jass", "coiffeur"])
async def test_resume_mid_hand_shows_no_summary(kind: str, tmp_path: Path) -> None:
    game = at_start_of_hand_2(KINDS[kind][0]())
    game.apply(game.legal_actions()[0])
    app = open_app(kind, tmp_path, saved_and_loaded(kind, game, tmp_path))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        assert type(app.screen).__name__ != KINDS[kind][2]


def test_which_hand_to_show_again() -> None:
    game = JassGame.new(seed=9)
    assert hand_to_show_again(game.hands) is None  # hand 1, nothing before it
    at_start_of_hand_2(game)
    assert hand_to_show_again(game.hands) is game.hands[0]
    game.apply(game.legal_actions()[0])
    assert hand_to_show_again(game.hands) is None  # hand 2 has begun
