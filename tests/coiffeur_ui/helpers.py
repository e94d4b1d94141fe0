"""Driving the Coiffeur table in tests: the app on a game, answering what it asks."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.pilot import Pilot

from jass_tui.coiffeur import CoiffeurGame
from jass_tui.coiffeur_app import CoiffeurApp
from tests.jass_ui.helpers import loaded, players, screen_text, settle

__all__ = ["advance", "make_app", "players", "screen_text", "settle", "step"]


def make_app(saves: Path, game: Any = None, seats: tuple = (), **kwargs: Any) -> CoiffeurApp:
    start = loaded(game, seats) if game is not None else None
    return CoiffeurApp(saves, loaded=start, bot_delay=0, **kwargs)


def advance(game: CoiffeurGame, until: Any, pick: Any = None) -> CoiffeurGame:
    """Apply the first legal action (or ``pick(game)``) until ``until(game)`` holds."""
    for _ in range(5000):
        if until(game):
            return game
        game.apply(pick(game) if pick else game.legal_actions()[0])
    raise AssertionError("position not reached")


async def step(pilot: Pilot[Any], app: CoiffeurApp, cell_keys: tuple[str, ...] = ("1",)) -> str:
    """Answer whatever the app asks now with key presses; returns the screen's name."""
    name = type(app.screen).__name__
    if name == "HandOverScreen":
        await pilot.press("enter")
    elif name == "CellChoiceScreen":
        await pilot.press(*cell_keys)
    elif name == "CoiffeurBoardScreen":
        await pilot.press("enter")
    elif name == "JassTableScreen":
        model = app.screen.model  # type: ignore[attr-defined]
        if model is not None and model.hand_active:
            key = next(str(i + 1) for i, reason in enumerate(model.reasons) if reason is None)
            await pilot.press(key)
    elif name != "GameOverScreen":
        raise AssertionError(f"unexpected screen {name}")
    await settle(pilot, app)
    return name
