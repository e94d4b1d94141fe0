"""The typed engine kernel every game kind is built on.

``action`` (actions as values), ``errors`` (``InvalidAction`` under ``IllegalAction``).
"""

from shared.engine.action import Action, ActionKind
from shared.engine.errors import IllegalAction, InvalidAction

__all__ = ["Action", "ActionKind", "IllegalAction", "InvalidAction"]
