"""The table's message line: one line above the hand for what the table has to say.

"Not allowed" reasons, hints, "saved as …" and table news (a Weis, a trick taken) go
here instead of toasts, so nothing ever covers a card, the trick or a dialog. The newest
message replaces the one before (at most one shows), and each goes away by itself after
its time, so none is left behind. The severity shows as the line's colour, and as words:
a refusal starts with its title ("Not allowed: …").

    line = MessageLine()
    line.tell("Not allowed: you must follow clubs.", severity="warning", timeout=5)
    line.text        # what shows now ("" when nothing does)
    line.history     # the last messages told, oldest first (for tests and the log)
"""

from __future__ import annotations

from collections import deque
from typing import ClassVar

from textual.notifications import SeverityLevel
from textual.strip import Strip
from textual.timer import Timer

from shared.ui.drawn import DrawnWidget, line_of
from shared.ui.plain import shorten

DEFAULT_TIMEOUT = 5.0
"""Seconds a message stays when the caller gives no time (a toast's default)."""

SEVERITIES: tuple[SeverityLevel, ...] = ("information", "warning", "error")


class MessageLine(DrawnWidget):
    """One line of text that shows the newest table message for a while.

    It is drawn, in its severity's colours, over as much of the line as the words need;
    the widget keeps the width of its column. A message that came and went used to
    switch CSS classes, and restyling the widget through the stylesheet was the largest
    part of the card played that cleared it.
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {f"message-line--{severity}" for severity in SEVERITIES}
    DEFAULT_CSS = """
    MessageLine {
        height: 1;
        .message-line--information { background: $panel; color: $text; }
        .message-line--warning { background: $warning; color: auto; text-style: bold; }
        .message-line--error { background: $error; color: auto; text-style: bold; }
    }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.text = ""
        self.severity: SeverityLevel | None = None
        self.history: deque[tuple[SeverityLevel, str]] = deque(maxlen=50)
        self._timer: Timer | None = None

    def tell(
        self,
        text: str,
        *,
        severity: SeverityLevel = "information",
        timeout: float | None = None,
    ) -> None:
        """Show ``text`` (plain, never markup) instead of whatever shows now."""
        self.history.append((severity, text))
        self._stop_timer()
        self.text = text
        self.severity = severity
        self.redraw()
        wait = DEFAULT_TIMEOUT if timeout is None else timeout
        if self.is_mounted:
            self._timer = self.set_timer(wait, self.clear)

    def clear(self) -> None:
        """Show nothing."""
        self._stop_timer()
        if not self.text:
            return
        self.text = ""
        self.severity = None
        self.redraw()

    def draw(self) -> list[Strip]:
        width = self.size.width
        if not self.text or self.severity is None:
            return [line_of(width, [], self.base_style())]
        words = shorten(self.text, max(width - 2, 0))  # data, cut to fit " words "
        style = self.component_style(f"message-line--{self.severity}")
        return [line_of(width, [(0, f" {words} ", style)], self.base_style())]

    def _stop_timer(self) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
