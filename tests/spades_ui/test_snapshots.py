"""Snapshots of every Spades screen at 80×24 and 120×40.

New or changed snapshots: ``python -m pytest tests/spades_ui --snapshot-update``, then
look at the SVGs in ``__snapshots__``.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Input

from spades_tui.app import SpadesApp
from spades_tui.state import SpadesGame
from tests.conftest import GERMAN_80X24, write_held_log
from tests.spades_ui.helpers import idle, seats, spades_app
from tests.spades_ui.test_options import behind, joker_seed
from tests.spades_ui.test_scorepad import scripted_until_last_card
from tests.toasts import silence_toasts

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40"), GERMAN_80X24]
Before = Callable[[Pilot[Any]], Awaitable[None]]


def keys(*pressed: str) -> Before:
    """Press ``pressed`` once the bots are idle, then wait again and drop the toasts."""

    async def run(pilot: Pilot[Any]) -> None:
        app: Any = pilot.app
        silence_toasts(app)
        await idle(pilot, app)
        for key in pressed:
            await pilot.press(key)
            await idle(pilot, app)
        for widget in app.screen.query(Input):
            widget.cursor_blink = False  # the wait below must not catch it mid-blink
        app.clear_notifications()
        await write_held_log(pilot, app)

    return run


def part_4_options() -> Before:
    """The set-up with every Part 4 option turned on, the jokers field in focus."""

    async def run(pilot: Pilot[Any]) -> None:
        app: Any = pilot.app
        await keys("n")(pilot)
        screen = app.screen
        screen.query_one("#jokers").value = "jokers"
        screen.query_one("#first_lead").value = "two_of_clubs"
        screen.query_one("#blind_nil").value = "on"
        screen.query_one("#jokers").focus()
        await pilot.pause()
        await pilot.pause()

    return run


def one_human(game: SpadesGame, tmp: Path, human: int = 0) -> SpadesApp:
    kinds = ["easy"] * 4
    kinds[human] = "human"
    return spades_app(tmp, game, seats(*kinds))


SCREENS: dict[str, Callable[[Path], tuple[SpadesApp, Before]]] = {
    "start": lambda tmp: (spades_app(tmp), keys()),
    "setup": lambda tmp: (spades_app(tmp), keys("n")),
    "help": lambda tmp: (spades_app(tmp), keys("r")),
    # A relative folder (the test runs in its tmp folder): the list shows it as given.
    "load": lambda tmp: (spades_app(Path("saves")), keys("l")),
    "bid": lambda tmp: (one_human(SpadesGame.new(seed=21), tmp), keys()),
    "table": lambda tmp: (one_human(SpadesGame.new(seed=21), tmp), keys("enter")),
    "save": lambda tmp: (one_human(SpadesGame.new(seed=21), tmp), keys("enter", "ctrl+s")),
    "handover": lambda tmp: (
        spades_app(tmp, SpadesGame.new(seed=21), seats("human", "easy", "human", "easy")),
        keys(),
    ),
    "summary": lambda tmp: (
        one_human(scripted_until_last_card(1, 2), tmp, human=2),
        keys("enter"),
    ),
    "scorepad": lambda tmp: (
        one_human(scripted_until_last_card(1, 2), tmp, human=2),
        keys("enter", "enter"),
    ),
    "game_over": lambda tmp: (
        one_human(scripted_until_last_card(1, 1, target=20), tmp, human=2),
        keys("enter", "enter"),
    ),
    "bicycle_bid": lambda tmp: (one_human(SpadesGame.new("bicycle", seed=4), tmp), keys()),
    # RULES.md Part 4: the options on the set-up (scrolled to them), a hand with jokers,
    # the Blind Nil offer against bots and on the hot-seat hand-over.
    "setup_options": lambda tmp: (spades_app(tmp), part_4_options()),
    "jokers_table": lambda tmp: (
        one_human(
            SpadesGame.new(seed=joker_seed(), jokers="jokers_deuces", first_lead="two_of_clubs"),
            tmp,
        ),
        keys("3", "enter"),
    ),
    "blind_nil_offer": lambda tmp: (one_human(behind(seed=3), tmp), keys()),
    "blind_nil_handover": lambda tmp: (
        spades_app(tmp, behind(seed=1), seats("human", "easy", "human", "easy")),
        keys(),
    ),
}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("screen", SCREENS)
def test_screen(
    screen: str,
    size: tuple[int, int],
    snap_compare: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.chdir(tmp_path)
    app, run_before = SCREENS[screen](tmp_path)
    assert snap_compare(app, run_before=run_before, terminal_size=size)
