"""Driving the Differenzler and Molotow tables in tests."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.pilot import Pilot

from jass_tui.differenzler_app import DifferenzlerApp
from jass_tui.molotow_app import MolotowApp
from tests.jass_ui.helpers import loaded, players, screen_text, settle

__all__ = ["make_app", "players", "screen_text", "settle", "step"]

APPS: dict[str, Any] = {"differenzler": DifferenzlerApp, "molotow": MolotowApp}


def make_app(kind: str, saves: Path, game: Any = None, seats: tuple = (), **kwargs: Any) -> Any:
    start = loaded(game, seats) if game is not None else None
    return APPS[kind](saves, loaded=start, bot_delay=0, **kwargs)


async def step(pilot: Pilot[Any], app: Any, predict: tuple[str, ...] = ("enter",)) -> str:
    """Answer whatever the app asks now with key presses; returns the screen's name."""
    name = type(app.screen).__name__
    if name in ("HandOverScreen", "PlayerSheetScreen"):
        await pilot.press("enter")
    elif name == "PredictionScreen":
        await pilot.press(*predict)
    elif name == "WeisScreen":
        await pilot.press("d")
    elif name == "JassTableScreen":
        model = app.screen.model
        if model is not None and model.hand_active:
            key = next(str(i + 1) for i, reason in enumerate(model.reasons) if reason is None)
            await pilot.press(key)
    elif name != "GameOverScreen":
        raise AssertionError(f"unexpected screen {name}")
    await settle(pilot, app)
    return name
