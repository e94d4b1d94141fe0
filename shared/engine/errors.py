"""The two ways an action can be refused, kept apart as python-chess keeps them.

``InvalidAction`` is text that names no action of the game at all (a typo, a card that
does not exist); ``IllegalAction`` is a real action the rules do not allow now. Both
leave the game exactly as it was, and both messages are written for a player.
"""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says why, in a player's words.

    Raised by ``apply`` before anything changes, so the game is exactly as it was.
    """


class InvalidAction(IllegalAction):
    """Text that is no action of this game at all (bad syntax, an unknown card).

    A subclass of :class:`IllegalAction` so that callers that only care whether
    ``apply`` went through catch one exception.
    """
