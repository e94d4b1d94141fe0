"""The "please enlarge the terminal" cover shown instead of a broken layout.

Every screen of a card table composes one ``TooSmall()`` (the base screens in
``shared.ui.screens`` already do). It is hidden until the app's breakpoints put
``-narrow`` (under 80 columns) or ``-short`` (under 24 rows) on the screen; then it
covers the whole screen on its own layer, so nothing private shows through either.
"""

from __future__ import annotations

from textual.widgets import Static

from shared.i18n import _

MIN_WIDTH = 80
MIN_HEIGHT = 24


class TooSmall(Static):
    """A full-screen cover asking for a bigger terminal."""

    DEFAULT_CSS = """
    TooSmall {
        display: none;
        layer: too-small;
        dock: top;
        width: 100%;
        height: 100%;
        background: $background;
        color: $text;
        content-align: center middle;
        text-align: center;
        text-style: bold;
    }
    Screen.-narrow TooSmall, Screen.-short TooSmall {
        display: block;
    }
    """

    def __init__(self) -> None:
        super().__init__(
            _(
                "Please enlarge the terminal\n\nThis table needs at least {width}×{height}."
                "\n\nCtrl+Q quits (the game is saved)."
            ).format(width=MIN_WIDTH, height=MIN_HEIGHT),
        )
