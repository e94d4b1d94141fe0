"""Snapshots of every Jass screen at 80×24 and 120×40 (and the too-small cover).

Positions are built with the engine (first legal action each time), so no bot decides
anything that shows; toasts are cleared and the cursor does not blink.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Input

from jass_tui.app import JassApp
from jass_tui.screens.summary import HandSummaryScreen
from jass_tui.state import JassGame
from shared.players import PlayerSpec
from shared.ui.screens.confirm import ConfirmScreen
from shared.ui.screens.load import LoadScreen
from tests.conftest import GERMAN_80X24, write_held_log
from tests.jass_ui.helpers import make_app, players, settle
from tests.jass_ui.kinds import variant_kinds
from tests.jass_ui.test_flows import WEIS_HANDS
from tests.toasts import silence_toasts

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40"), GERMAN_80X24]
SOLO = ("human", "normal", "normal", "normal")


def advance(game: JassGame, until: Any) -> JassGame:
    """Apply the first legal action until ``until(game)`` holds."""
    for _ in range(2000):
        if until(game):
            return game
        game.apply(game.legal_actions()[0])
    raise AssertionError("position not reached")


def mid_hand() -> JassGame:
    game = JassGame.from_deal(WEIS_HANDS, dealer=3, seed=5)
    return advance(
        game,
        lambda g: (
            g.phase == "play"
            and g.to_move == 0
            and len(g.hands[-1].tricks) >= 3
            and len(g.hands[-1].tricks[-1].cards) >= 1
        ),
    )


def quiet(app: JassApp) -> Any:
    async def run_before(pilot: Pilot[Any]) -> None:
        silence_toasts(app)
        await settle(pilot, app)
        for widget in app.screen.query(Input):
            widget.cursor_blink = False
        app.clear_notifications()
        await write_held_log(pilot, app)

    return run_before


def then(app: JassApp, action: Any) -> Any:
    async def run_before(pilot: Pilot[Any]) -> None:
        silence_toasts(app)
        await settle(pilot, app)
        result = action(app)
        if result is not None:
            await result
        await settle(pilot, app)
        for widget in app.screen.query(Input):
            widget.cursor_blink = False
        app.clear_notifications()
        await write_held_log(pilot, app)

    return run_before


@pytest.mark.parametrize("size", SIZES)
def test_start(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    app = JassApp(tmp_path, bot_delay=0)
    assert snap_compare(app, terminal_size=size, run_before=quiet(app))


@pytest.mark.parametrize("size", SIZES)
def test_setup(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    app = JassApp(tmp_path, bot_delay=0)
    with variant_kinds():  # the kind field lists every Jass kind with a table
        assert snap_compare(app, press=["n"], terminal_size=size, run_before=quiet(app))


@pytest.mark.parametrize("size", SIZES)
def test_table_mid_hand(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    app = make_app(tmp_path, mid_hand(), players(*SOLO))
    assert snap_compare(app, terminal_size=size, run_before=quiet(app))


@pytest.mark.parametrize("size", SIZES)
def test_table_four_colour_swiss(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    app = make_app(tmp_path, mid_hand(), players(*SOLO))
    app.loaded.settings.update(deck="swiss", four_colour=True)
    assert snap_compare(app, terminal_size=size, run_before=quiet(app))


@pytest.mark.parametrize("size", SIZES)
def test_contract(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    app = make_app(tmp_path, JassGame.from_deal(WEIS_HANDS, dealer=3, seed=5), players(*SOLO))
    assert snap_compare(app, terminal_size=size, run_before=quiet(app))


@pytest.mark.parametrize("size", SIZES)
def test_weis(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    game = JassGame.from_deal(WEIS_HANDS, dealer=3, seed=5)
    game.apply("trump H")
    app = make_app(tmp_path, game, players(*SOLO))
    assert snap_compare(app, terminal_size=size, run_before=quiet(app))


@pytest.mark.parametrize("size", SIZES)
def test_hand_over(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    app = make_app(tmp_path, mid_hand(), players("human", "normal", "human", "normal"))
    assert snap_compare(app, terminal_size=size, run_before=quiet(app))


def finished_hand() -> JassGame:
    game = JassGame.from_deal(WEIS_HANDS, dealer=3, seed=5)
    return advance(game, lambda g: len(g.hands) == 2 and g.to_move == 0 and g.phase == "play")


def _summary(app: JassApp) -> None:
    game = app.game
    app.push_screen(
        HandSummaryScreen(
            game.hands[0], app.names, app.team_names, game.scores, 1000, app.style, None
        )
    )


@pytest.mark.parametrize("size", SIZES)
def test_hand_summary(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    app = make_app(tmp_path, finished_hand(), players(*SOLO))
    assert snap_compare(app, terminal_size=size, run_before=then(app, _summary))


def several_hands() -> JassGame:
    game = JassGame.new(seed=8)
    return advance(
        game, lambda g: len(g.hands) == 5 and g.to_move == 0 and g.phase in ("play", "contract")
    )


@pytest.mark.parametrize("size", SIZES)
def test_scoreboard(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    game = several_hands()
    if game.phase == "contract":
        game.apply("push" if "push" in [str(a) for a in game.legal_actions()] else "obe")
    app = make_app(tmp_path, game, players(*SOLO))
    assert snap_compare(
        app, terminal_size=size, run_before=then(app, lambda a: a.action_scoreboard())
    )


@pytest.mark.parametrize("size", SIZES)
def test_game_over(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    game = advance(JassGame.new(seed=9, target=500), lambda g: g.phase == "game_over")
    app = make_app(tmp_path, game, players(*SOLO))
    assert snap_compare(app, terminal_size=size, run_before=quiet(app))


@pytest.mark.parametrize("size", SIZES)
def test_help(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    app = make_app(tmp_path, mid_hand(), players(*SOLO))
    assert snap_compare(app, press=["question_mark"], terminal_size=size, run_before=quiet(app))


def _fixed_saves() -> list[Any]:
    when = datetime(2026, 3, 14, 15, 9, tzinfo=UTC)
    people = tuple(
        PlayerSpec(name=n, kind=k)
        for n, k in zip(("Anna", "Ruedi", "Vreni", "Hansruedi"), SOLO, strict=True)
    )
    return [
        SimpleNamespace(
            name="friday",
            path=Path("friday.json"),
            players=people,
            summary="Schieber 1000 · hand 4 · 312 : 415",
            score="312 : 415",
            saved_at=when,
            error=None,
        ),
        SimpleNamespace(
            name="broken",
            path=Path("broken.json"),
            players=(),
            summary="",
            score="",
            saved_at=when,
            error="saves/broken.json is damaged: line 1 column 41: unexpected end",
        ),
    ]


@pytest.mark.parametrize("size", SIZES)
def test_load(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    app = JassApp(tmp_path, bot_delay=0)
    screen = LoadScreen(_fixed_saves, lambda path: None)
    assert snap_compare(
        app, terminal_size=size, run_before=then(app, lambda a: a.push_screen(screen))
    )


@pytest.mark.parametrize("size", SIZES)
def test_save_name(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    app = make_app(tmp_path, mid_hand(), players(*SOLO))
    assert snap_compare(app, press=["ctrl+s"], terminal_size=size, run_before=quiet(app))


@pytest.mark.parametrize("size", SIZES)
def test_confirm(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    app = JassApp(tmp_path, bot_delay=0)
    screen = ConfirmScreen("Delete the save 'friday'?")
    assert snap_compare(
        app, terminal_size=size, run_before=then(app, lambda a: a.push_screen(screen))
    )


def test_too_small(snap_compare: Any, tmp_path: Path) -> None:
    app = make_app(tmp_path, mid_hand(), players(*SOLO))

    async def run_before(pilot: Pilot[Any]) -> None:
        silence_toasts(app)
        await settle(pilot, app)
        await pilot.pause(0.1)
        app.clear_notifications()

    assert snap_compare(app, terminal_size=(70, 20), run_before=run_before)
