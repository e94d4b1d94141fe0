"""The entries of the start screen, apart from what they lead to (``shared.ui.menu``).

The start screen names them before any is chosen; the flow behind them, with its
steps, is imported on the first choice.
"""

from __future__ import annotations

from enum import StrEnum


class MenuChoice(StrEnum):
    """The entries of the start screen."""

    NEW = "new"
    CONTINUE = "continue"
    LOAD = "load"
    RULES = "rules"
    STATISTICS = "statistics"
    LANGUAGE = "language"
    QUIT = "quit"


__all__ = ["MenuChoice"]
