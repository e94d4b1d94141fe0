"""Game over: the shared screen (``shared.ui.screens.game_over``), kept importable here."""

from shared.ui.screens.game_over import GameOverScreen

__all__ = ["GameOverScreen"]
