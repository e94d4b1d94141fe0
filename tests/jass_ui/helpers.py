"""Driving the Jass table in tests: screen text, waiting for bots, key-press play."""

from __future__ import annotations

import contextlib
import io
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from rich.console import Console
from textual.pilot import Pilot
from textual.worker import WorkerCancelled, WorkerFailed

from jass_tui.app import JassApp
from shared.players import PlayerSpec

SETTINGS = {"deck": "french", "four_colour": False, "auto_play": False, "bot_speed": "instant"}


def screen_text(app: JassApp) -> str:
    """What the terminal shows now, as plain text (modals with what shows behind them)."""
    console = Console(
        width=app.size.width,
        height=app.size.height,
        file=io.StringIO(),
        color_system=None,
        record=True,
        legacy_windows=False,
    )
    update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    console.print(update)
    return console.export_text()


def players(*kinds: str, names: tuple[str, ...] = ("Anna", "Beat", "Chris", "Dora")) -> tuple:
    return tuple(PlayerSpec(name=name, kind=kind) for name, kind in zip(names, kinds, strict=True))


def loaded(game: Any, seats: tuple, settings: dict[str, Any] | None = None) -> SimpleNamespace:
    """A stand-in for ``shared.persistence.LoadedSave`` to open the app on ``game``."""
    return SimpleNamespace(
        game=game, players=seats, settings=dict(settings or SETTINGS), notice=None
    )


def make_app(saves: Path, game: Any = None, seats: tuple = (), **kwargs: Any) -> JassApp:
    start = loaded(game, seats) if game is not None else None
    return JassApp(saves, loaded=start, bot_delay=0, **kwargs)


async def settle(pilot: Pilot[Any], app: JassApp) -> None:
    """Wait until no bot is thinking and the screen has caught up."""
    for _ in range(2000):
        if not any(worker.is_running for worker in app.workers):
            await pilot._wait_for_screen()
            if not any(worker.is_running for worker in app.workers):
                return
        # A rematch or a new game cancels the old game's bot.
        with contextlib.suppress(WorkerCancelled, WorkerFailed):
            await app.workers.wait_for_complete()
    raise AssertionError("the bots never stopped")


async def until(pilot: Pilot[Any], done: Callable[[], bool]) -> bool:
    """Whether ``done()`` holds within five seconds (layout and repaints lag a busy machine)."""
    for _ in range(100):
        if done():
            return True
        await pilot.pause(0.05)
    return done()


async def shows(pilot: Pilot[Any], app: JassApp, text: str, present: bool = True) -> str:
    """The screen once ``text`` is on it (or, with ``present`` false, gone from it): a
    resize reaches the breakpoint classes a refresh or two later."""
    if not await until(pilot, lambda: (text in screen_text(app)) == present):
        raise AssertionError(f"{text!r} {'never showed' if present else 'never went'}")
    return screen_text(app)


def first_legal_key(app: JassApp) -> str:
    model = app.screen.model  # type: ignore[attr-defined]
    for index, reason in enumerate(model.reasons):
        if reason is None:
            return str(index + 1)
    raise AssertionError("no playable card on the table")


async def step(
    pilot: Pilot[Any], app: JassApp, choose: Callable[[JassApp], str] | None = None
) -> str:
    """Answer whatever the app asks now with a key press; returns the screen's name."""
    name = type(app.screen).__name__
    if name == "HandOverScreen":
        await pilot.press("enter")
    elif name == "ContractScreen":
        await pilot.press("1")
    elif name == "WeisScreen":
        await pilot.press("d")
    elif name in ("HandSummaryScreen", "ScoreboardScreen"):
        await pilot.press("enter")
    elif name == "JassTableScreen":
        model = app.screen.model  # type: ignore[attr-defined]
        if model is not None and model.hand_active:
            await pilot.press(choose(app) if choose else first_legal_key(app))
    elif name != "GameOverScreen":
        raise AssertionError(f"unexpected screen {name}")
    await settle(pilot, app)
    return name


async def play_until(
    pilot: Pilot[Any],
    app: JassApp,
    done: Callable[[], bool],
    *,
    limit: int = 3000,
    choose: Callable[[JassApp], str] | None = None,
    each: Callable[[], None] | None = None,
) -> None:
    await settle(pilot, app)
    for _ in range(limit):
        if each is not None:
            each()
        if done():
            return
        await step(pilot, app, choose)
    raise AssertionError("the game did not get there")
