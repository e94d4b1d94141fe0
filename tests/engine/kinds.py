"""The engines the contract suite runs over."""

from __future__ import annotations

from typing import Any

from jass_tui.state import JassGame
from shared.engine.base import TrickGame
from spades_tui.state import SpadesGame

ENGINES: list[type[TrickGame[Any, Any]]] = [JassGame, SpadesGame]
