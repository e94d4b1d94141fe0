"""Driving the Spades table in tests: what the screen shows, bots settling, key answers."""

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

from shared.players import PlayerSpec
from spades_tui.app import SpadesApp

NAMES = ("Sam", "Erin", "Nora", "Wes")
INSTANT = {"four_colour": False, "auto_play": False, "bot_speed": "instant"}


def seats(*kinds: str) -> tuple[PlayerSpec, ...]:
    """Players for seats 0–3 (South, East, North, West) of the given kinds."""
    return tuple(PlayerSpec(name=name, kind=kind) for name, kind in zip(NAMES, kinds, strict=True))


def spades_app(saves: Path, game: Any = None, players: tuple[PlayerSpec, ...] = ()) -> SpadesApp:
    """The app with instant bots; opened straight on ``game`` when one is given."""
    opening = None
    if game is not None:
        opening = SimpleNamespace(game=game, players=players, settings=dict(INSTANT), notice=None)
    return SpadesApp(saves, loaded=opening, bot_delay=0)


def visible_text(app: SpadesApp) -> str:
    """Every character the terminal shows now, modal backgrounds included."""
    sink = Console(
        file=io.StringIO(),
        record=True,
        color_system=None,
        width=app.size.width,
        height=app.size.height,
    )
    stack = app._background_screens
    sink.print(app.screen._compositor.render_update(full=True, screen_stack=stack))
    return sink.export_text()


async def idle(pilot: Pilot[Any], app: SpadesApp) -> None:
    """Let bot workers finish and the screen catch up."""
    for _ in range(400):
        await pilot.pause()
        busy = [worker for worker in app.workers if worker.is_running]
        if not busy:
            await pilot.pause()
            if not any(worker.is_running for worker in app.workers):
                return
        with contextlib.suppress(WorkerCancelled, WorkerFailed):
            await app.workers.wait_for_complete()
    raise AssertionError("bots still busy")


def screen_name(app: SpadesApp) -> str:
    return type(app.screen).__name__


def playable_key(app: SpadesApp) -> list[str]:
    """Keys that play the first card the engine allows: arrows to it, then Enter."""
    model = app.screen.model  # type: ignore[attr-defined]
    index = next(i for i, why in enumerate(model.reasons) if why is None)
    cursor = app.screen.query_one("#hand").cursor
    step = "right" if index >= cursor else "left"
    return [step] * abs(index - cursor) + ["enter"]


async def answer(pilot: Pilot[Any], app: SpadesApp, bid_keys: tuple[str, ...] = ("enter",)) -> str:
    """Press what the current screen asks for; returns the screen's name."""
    name = screen_name(app)
    if name == "BidScreen":
        await pilot.press(*bid_keys)
    elif name in ("HandOverScreen", "HandSummaryScreen", "ScorePadScreen"):
        await pilot.press("enter")
    elif name == "SpadesTableScreen":
        if app.screen.model is not None and app.screen.model.hand_active:  # type: ignore[attr-defined]
            await pilot.press(*playable_key(app))
    else:
        raise AssertionError(f"did not expect {name}")
    await idle(pilot, app)
    return name


async def drive(
    pilot: Pilot[Any],
    app: SpadesApp,
    until: Callable[[], bool],
    *,
    watch: Callable[[], None] | None = None,
    bid_keys: tuple[str, ...] = ("enter",),
    limit: int = 4000,
) -> list[str]:
    """Answer screens until ``until()``; ``watch`` runs before every step. Returns the path."""
    await idle(pilot, app)
    path: list[str] = []
    for _ in range(limit):
        if watch is not None:
            watch()
        if until():
            return path
        path.append(await answer(pilot, app, bid_keys))
    raise AssertionError(f"never got there; last screens {path[-5:]}")
