"""Snapshots of the Differenzler and Molotow screens at 80×24 and 120×40: the prediction,
the table (Molotow before and after the trump is fixed), the sheets and a game over.

Positions are built with the engine (first legal action each time, or a prediction
chosen here), so no bot decides anything that shows.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from jass_tui.differenzler import DifferenzlerGame
from jass_tui.molotow import MolotowGame
from tests.conftest import GERMAN_80X24
from tests.jass_ui.test_snapshots import quiet, then
from tests.solo_ui.helpers import make_app, players

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40"), GERMAN_80X24]
SOLO = ("human", "normal", "normal", "normal")


def run(game: Any, until: Any) -> Any:
    for _ in range(5000):
        if until(game):
            return game
        legal = game.legal_actions()
        if not legal:
            break
        # Predictions spread out so the sheets show real differences.
        if legal[0].kind == "predict":
            game.apply(f"predict {(game.to_move or 0) * 17 + game.hand_number * 5}")
        else:
            game.apply(legal[0])
    raise AssertionError("position not reached")


def differenzler_after(hands: int) -> DifferenzlerGame:
    game: DifferenzlerGame = run(
        DifferenzlerGame.new(seed=7, hands=8),
        lambda g: g.hand_number > hands and g.phase == "predict" and g.to_move == 0,
    )
    return game


@pytest.mark.parametrize("size", SIZES)
def test_prediction(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    app = make_app("differenzler", tmp_path, differenzler_after(2), players(*SOLO))
    assert snap_compare(app, press=["right"], terminal_size=size, run_before=quiet(app))


@pytest.mark.parametrize("size", SIZES)
def test_differenzler_sheet(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    app = make_app("differenzler", tmp_path, differenzler_after(3), players(*SOLO))

    # Over the prediction: closing it first would make the table ask again, in a race.
    assert snap_compare(
        app, terminal_size=size, run_before=then(app, lambda a: a.action_scoreboard())
    )


@pytest.mark.parametrize("size", SIZES)
def test_differenzler_game_over(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    game = run(DifferenzlerGame.new(seed=7, hands=4), lambda g: g.phase == "game_over")
    app = make_app("differenzler", tmp_path, game, players(*SOLO))
    # The last hand's log is longer than the screen; where it stands depended on when
    # its lines were laid out: the picture is of the game over, not the log.
    assert snap_compare(
        app, terminal_size=size, run_before=then(app, lambda a: a.table.clear_log())
    )


def molotow_at(until: Any) -> MolotowGame:
    game: MolotowGame = run(MolotowGame.new(seed=3, hands=4), until)
    return game


@pytest.mark.parametrize("size", SIZES)
def test_molotow_no_trump_yet(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    game = molotow_at(
        lambda g: (
            g.phase == "play"
            and g.trump is None
            and g.to_move == 0
            and g.hands[-1].tricks
            and len(g.hands[-1].tricks[-1].cards) > 0
            and all(a.kind == "play" for a in g.legal_actions())
        )
    )
    app = make_app("molotow", tmp_path, game, players(*SOLO))
    assert snap_compare(app, terminal_size=size, run_before=quiet(app))


@pytest.mark.parametrize("size", SIZES)
def test_molotow_trump_fixed(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    game = molotow_at(
        lambda g: (
            g.trump is not None
            and g.to_move == 0
            and all(a.kind == "play" for a in g.legal_actions())
        )
    )
    app = make_app("molotow", tmp_path, game, players(*SOLO))
    assert snap_compare(app, terminal_size=size, run_before=quiet(app))


@pytest.mark.parametrize("size", SIZES)
def test_molotow_sheet(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    game = molotow_at(lambda g: g.hand_number == 4 and g.to_move == 0)
    app = make_app("molotow", tmp_path, game, players(*SOLO))

    assert snap_compare(
        app, terminal_size=size, run_before=then(app, lambda a: a.action_scoreboard())
    )
