"""The hand log at the side of a wide table: Textual's ``RichLog``, repainted cheaply.

``RichLog`` works out its own style and its scrolling area again for every line it
repaints, and styles each kept line into a new strip, so nothing Textual worked out from
that strip (its cuts, its filtered form) is found again on the next repaint. The table
repaints the whole log when a dialog opens over it (the dimmed table beneath) and when
the table comes back: 48 lines at 160×50 were about a third of that work.

The log never takes the focus: a focused widget is where every key starts, and each key
then climbed from it through its containers to the table's bindings, a message hop per
level (0.13 ms of a card's 3.4 ms key → frame at 160×50). The table scrolls it instead
(``↑ ↓``, PgUp/PgDn, Home/End: :meth:`TableScreen.action_scroll_log`).
"""

from __future__ import annotations

from rich.style import Style
from textual.geometry import Region
from textual.strip import Strip
from textual.widgets import RichLog

KEPT_AT_MOST = 1000
"""Styled lines kept (a hand's log is about 50 lines; more are left from earlier hands)."""


class HandLog(RichLog, can_focus=False):
    """A ``RichLog`` that works its style out once a repaint and keeps its styled lines."""

    def __init__(self, *, id: str | None = None, max_lines: int = 400) -> None:
        # min_width=1: a line is wrapped to the log's width, never drawn wider under a
        # horizontal scrollbar (RichLog's default is 78 columns).
        super().__init__(id=id, wrap=True, markup=False, max_lines=max_lines, min_width=1)
        self._pass: tuple[Style, int, int, int] | None = None
        self._styled: dict[int, tuple[Strip, Style, Strip]] = {}

    def render_lines(self, crop: Region) -> list[Strip]:
        scroll_x, scroll_y = self.scroll_offset
        self._pass = (self.rich_style, scroll_x, scroll_y, self.scrollable_content_region.width)
        try:
            return super().render_lines(crop)
        finally:
            self._pass = None

    def render_line(self, y: int) -> Strip:
        if self._pass is None:
            return super().render_line(y)
        style, scroll_x, scroll_y, width = self._pass
        line = self._render_line(scroll_y + y, scroll_x, width)
        if scroll_y + y >= len(self.lines):
            return line.apply_style(style)  # a blank row below the last line, made anew
        kept = self._styled.get(id(line))
        if kept is not None and kept[0] is line and kept[1] == style:
            return kept[2]
        if len(self._styled) > KEPT_AT_MOST:
            self._styled.clear()
        styled = line.apply_style(style)
        self._styled[id(line)] = (line, style, styled)
        return styled

    def clear(self) -> HandLog:
        self._styled.clear()
        super().clear()
        return self


__all__ = ["HandLog"]
