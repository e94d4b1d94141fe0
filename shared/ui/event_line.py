"""The line under the trick that says what just happened ("Beat plays the ♠ Ace")."""

from __future__ import annotations

from rich.cells import cell_len
from textual.strip import Strip

from shared.ui.drawn import DrawnWidget, line_of
from shared.ui.plain import shorten


class EventLine(DrawnWidget):
    """One line of plain text, centred, cut with "…" when the line is too narrow.

    Drawn, like the hand and the trick: it changes with nearly every card, and a
    ``Static`` went through a content render for each of them.
    """

    DEFAULT_CSS = "EventLine { height: 1; }"

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.text = ""

    def show(self, text: str) -> None:
        """Show ``text`` (never markup) instead of what shows now."""
        if text != self.text:
            self.text = text
            self.redraw()

    def draw(self) -> list[Strip]:
        width = self.size.width
        words = shorten(self.text, width)
        column = max((width - cell_len(words)) // 2, 0)
        return [line_of(width, [(column, words, None)] if words else [], self.base_style())]
