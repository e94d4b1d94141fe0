"""Every Jass kind's game over says why the game ended, in one sentence (issue 19.6)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Static

from jass_tui.coiffeur import CoiffeurGame
from jass_tui.differenzler import DifferenzlerGame
from jass_tui.endings import schieber_end
from jass_tui.molotow import MolotowGame
from jass_tui.state import JassGame
from shared.i18n import set_language
from shared.ui.screens.game_over import GameOverScreen
from tests.coiffeur_ui import helpers as coiffeur
from tests.jass_ui.helpers import make_app, players, settle
from tests.solo_ui import helpers as solo

SOLO = ("human", "normal", "normal", "normal")


def finished(game: Any) -> Any:
    for _ in range(20_000):
        if game.phase == "game_over":
            return game
        game.apply(game.legal_actions()[0])
    raise AssertionError("the game never ended")


async def shown(app: Any) -> str:
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        assert isinstance(app.screen, GameOverScreen)
        return " ".join(str(line.content) for line in app.screen.query(Static))


async def test_schieber_target_names_how_it_was_reached(tmp_path: Path) -> None:
    game = finished(JassGame.new(seed=9, target=500))
    record = game.hands[-1]
    assert record.end_reason in ("stoeck", "weis", "trick")
    words = {"stoeck": "with Stöck", "weis": "with Weis", "trick": "with a trick"}
    text = await shown(make_app(tmp_path, game, players(*SOLO)))
    assert f"reached the target of 500 {words[record.end_reason]}." in text


async def test_schieber_tournament_names_the_hands(tmp_path: Path) -> None:
    game = finished(JassGame.new("tournament", seed=3, hands=2))
    text = await shown(make_app(tmp_path, game, players(*SOLO)))
    played = len(game.hands)
    if played == 2:
        assert "All 2 hands played;" in text and "have more points." in text
    else:
        assert "All 2 hands played, and " in text and "to break the tie" in text


def test_tournament_tie_break_sentence() -> None:
    game = finished(JassGame.new("tournament", seed=3, hands=2))
    record = game.hands[-1]
    teams = ("Anna & Chris", "Beat & Dora")
    assert schieber_end(record, 1, teams, None, 2, 3) == (
        "All 2 hands played, and one more to break the tie; Beat & Dora have more points."
    )
    assert schieber_end(record, 0, teams, None, 2, 5) == (
        "All 2 hands played, and 3 more to break the tie; Anna & Chris have more points."
    )


async def test_coiffeur_says_every_cell_is_filled(tmp_path: Path) -> None:
    game = finished(CoiffeurGame.new(seed=9))
    text = await shown(coiffeur.make_app(tmp_path, game, players(*SOLO)))
    assert f"Every cell is filled after {len(game.hands)} hands" in text


async def test_differenzler_says_all_hands_played(tmp_path: Path) -> None:
    game = finished(DifferenzlerGame.new(seed=7, hands=4))
    text = await shown(solo.make_app("differenzler", tmp_path, game, players(*SOLO)))
    assert "All 4 hands played; the lowest penalty total wins." in text


async def test_molotow_says_all_hands_played(tmp_path: Path) -> None:
    game = finished(MolotowGame.new(seed=7, hands=4))
    text = await shown(solo.make_app("molotow", tmp_path, game, players(*SOLO)))
    assert "All 4 hands played; the lowest total wins." in text


@pytest.mark.parametrize("kind", ["schieber", "coiffeur", "differenzler", "molotow"])
async def test_reason_in_german(kind: str, tmp_path: Path) -> None:
    set_language("de")  # the autouse fixture sets English back
    if kind == "schieber":
        app = make_app(tmp_path, finished(JassGame.new(seed=9, target=500)), players(*SOLO))
        expected = "Ziel von 500"
    elif kind == "coiffeur":
        app = coiffeur.make_app(tmp_path, finished(CoiffeurGame.new(seed=9)), players(*SOLO))
        expected = "Jedes Feld"
    else:
        cls = DifferenzlerGame if kind == "differenzler" else MolotowGame
        game = finished(cls.new(seed=7, hands=4))
        app = solo.make_app(kind, tmp_path, game, players(*SOLO))
        expected = "Alle 4 Runden gespielt"
    assert expected in await shown(app)
