"""A Rich table whose column titles stay in view while its rows scroll under them.

Score sheets grow a row a hand; on a small terminal they scroll, and a column of numbers
without its name on top is a column of riddles. ``HeldTable`` draws the table once, keeps
the header lines (titles and the rule under them) at the top, and scrolls only the rows,
across as well as down (the header moves sideways with them).

    HeldTable(table)  # height: auto, up to what its parent gives it; then it scrolls

It is one widget, not a header widget above a scrolling box, so it fits wherever a
``Static`` would: ``height: auto`` is the whole table, and a ``max-height`` (or a parent
too small) makes it scroll with its header held.
"""

from __future__ import annotations

import copy

from rich.console import Console
from rich.segment import Segment
from rich.table import Table
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

_WIDE = 10_000
"""Room to measure a table in: it is drawn at the width it asks for, never squeezed."""


def table_lines(table: Table) -> tuple[list[Strip], list[Strip]]:
    """``table`` drawn at its natural width, split into header lines and body lines."""
    console = Console(width=_WIDE, color_system=None, legacy_windows=False)
    width = console.measure(table).maximum
    options = console.options.update(width=width)
    lines = console.render_lines(table, options, pad=False)
    headless = copy.copy(table)
    headless.show_header = False
    # The header is whatever drawing the table without it leaves out (titles and rule).
    head = len(lines) - len(console.render_lines(headless, options, pad=False))
    strips = [Strip(Segment.simplify(line)) for line in lines]
    return strips[:head], strips[head:]


class HeldTable(ScrollView, can_focus=True):
    """A table that scrolls under its fixed header rows (``↑ ↓ ← →``, PgUp/PgDn)."""

    DEFAULT_CSS = """
    HeldTable { width: auto; height: auto; max-width: 100%; max-height: 100%; }
    """

    def __init__(
        self,
        table: Table,
        *,
        open_at_end: bool = False,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(id=id, classes=classes)
        self.open_at_end = open_at_end
        self._head, self._body = table_lines(table)
        width = max((strip.cell_length for strip in self._head + self._body), default=0)
        self.virtual_size = Size(width, len(self._head) + len(self._body))

    @property
    def head_lines(self) -> int:
        """How many lines stay at the top."""
        return len(self._head)

    def text_lines(self) -> list[str]:
        """Every line of the table as plain text, header first (for tests and tools)."""
        return [strip.text for strip in self._head + self._body]

    def on_mount(self) -> None:
        if self.open_at_end:  # a pad opens at its latest hand
            self.call_after_refresh(self.scroll_end, animate=False, immediate=True)

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        if y < len(self._head):
            strip = self._head[y]
        else:
            row = y + scroll_y - len(self._head)
            strip = self._body[row] if row < len(self._body) else Strip([])
        width = self.scrollable_content_region.width
        style = self.rich_style
        return strip.crop_extend(scroll_x, scroll_x + width, style).apply_style(style)
