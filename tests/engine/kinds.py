"""The engines the contract suite runs over."""

from __future__ import annotations

from typing import Any

from jass_tui.differenzler import DifferenzlerGame
from jass_tui.molotow import MolotowGame
from jass_tui.state import JassGame
from shared.engine.base import TrickGame
from spades_tui.state import SpadesGame

ENGINES: list[type[TrickGame[Any, Any]]] = [JassGame, SpadesGame, DifferenzlerGame, MolotowGame]

SHORT_GAME: dict[type[TrickGame[Any, Any]], dict[str, Any]] = {
    JassGame: {"target": 300},
    SpadesGame: {"target": 300},
    DifferenzlerGame: {"hands": 4},
    MolotowGame: {"hands": 2},
}
"""Options for a short game that still finishes, per engine (a target, or a few hands)."""
