"""The engines the contract suite runs over."""

from __future__ import annotations

from typing import Any

from jass_tui.coiffeur import CoiffeurGame
from jass_tui.differenzler import DifferenzlerGame
from jass_tui.molotow import MolotowGame
from jass_tui.state import JassGame
from shared.engine.base import TrickGame
from spades_tui.state import SpadesGame

ENGINES: list[type[TrickGame[Any, Any]]] = [
    JassGame,
    SpadesGame,
    CoiffeurGame,
    DifferenzlerGame,
    MolotowGame,
]

SHORT_GAME: dict[type[TrickGame[Any, Any]], dict[str, Any]] = {
    JassGame: {"target": 300},
    SpadesGame: {"target": 300},
    CoiffeurGame: {},  # no target: every cell is played (16 hands)
    DifferenzlerGame: {"hands": 4},
    MolotowGame: {"hands": 2},
}
"""Options of ``new`` for a game that random play finishes quickly, per engine."""
