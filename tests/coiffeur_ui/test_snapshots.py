"""Snapshots of the Coiffeur screens at 80×24 and 120×40: the cell choice (and a Joker's
announcement), the board, the table in a Slalom, the game over and the set-up.

Positions are built with the engine (first legal action each time, or a named cell), so
no bot decides anything that shows; toasts are cleared and the cursor does not blink.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from jass_tui.coiffeur import CoiffeurGame
from jass_tui.coiffeur_app import CoiffeurApp
from tests.coiffeur_ui.helpers import advance, make_app, players
from tests.conftest import GERMAN_80X24
from tests.jass_ui.test_snapshots import quiet, then

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40"), GERMAN_80X24]
SOLO = ("human", "normal", "normal", "normal")


def choosing_later() -> CoiffeurGame:
    """Hand 5, seat 0 to choose, some of each team's cells filled."""
    return advance(
        CoiffeurGame.new(seed=6),
        lambda g: g.hand_number >= 5 and g.phase == "contract" and g.to_move == 0,
    )


def slalom_mid_hand() -> CoiffeurGame:
    game = CoiffeurGame.new("coiffeur-10", seed=2)

    def pick(g: CoiffeurGame) -> object:
        legal = g.legal_actions()
        return next((a for a in legal if str(a) == "slalom une"), legal[0])

    return advance(
        game,
        lambda g: g.phase == "play" and g.to_move == 0 and len(g.hands[-1].tricks) >= 3,
        pick,
    )


@pytest.mark.parametrize("size", SIZES)
def test_cell_choice(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    app = make_app(tmp_path, choosing_later(), players(*SOLO))
    assert snap_compare(app, terminal_size=size, run_before=quiet(app))


@pytest.mark.parametrize("size", SIZES)
def test_joker_announcement(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    game = choosing_later()
    app = make_app(tmp_path, game, players(*SOLO))
    rows = [row for row in game.open_rows(0)]
    key = str(rows.index("joker") + 1)
    assert snap_compare(app, press=[key], terminal_size=size, run_before=quiet(app))


@pytest.mark.parametrize("size", SIZES)
def test_board(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    app = make_app(tmp_path, choosing_later(), players(*SOLO))

    # Over the cell choice: closing it first would make the table ask again, in a race.
    assert snap_compare(
        app, terminal_size=size, run_before=then(app, lambda a: a.action_scoreboard())
    )


@pytest.mark.parametrize("size", SIZES)
def test_table_slalom(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    app = make_app(tmp_path, slalom_mid_hand(), players(*SOLO))
    assert snap_compare(app, terminal_size=size, run_before=quiet(app))


# The larger size stays under 120 columns: there the hand log shows beside the table,
# and how much of the last hand's log RichLog had drawn (it holds lines back until it
# knows its size) depended on timing. The picture is of the game over, not the log.
@pytest.mark.parametrize("size", [SIZES[0], pytest.param((110, 40), id="110x40"), SIZES[2]])
def test_game_over(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    game = advance(CoiffeurGame.new(seed=9), lambda g: g.phase == "game_over")
    app = make_app(tmp_path, game, players(*SOLO))
    assert snap_compare(app, terminal_size=size, run_before=quiet(app))


@pytest.mark.parametrize("size", SIZES)
def test_setup(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    app = CoiffeurApp(tmp_path, bot_delay=0)
    assert snap_compare(app, press=["n"], terminal_size=size, run_before=quiet(app))
