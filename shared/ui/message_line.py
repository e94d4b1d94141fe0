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

from textual.notifications import SeverityLevel
from textual.timer import Timer
from textual.widgets import Static

from shared.ui.plain import plain

DEFAULT_TIMEOUT = 5.0
"""Seconds a message stays when the caller gives no time (a toast's default)."""

SEVERITIES: tuple[SeverityLevel, ...] = ("information", "warning", "error")


class MessageLine(Static):
    """One line of text that shows the newest table message for a while."""

    DEFAULT_CSS = """
    MessageLine {
        height: 1; width: auto; max-width: 100%; padding: 0 1;
        text-wrap: nowrap; text-overflow: ellipsis;
    }
    MessageLine.-information { background: $panel; color: $text; }
    MessageLine.-warning { background: $warning; color: auto; text-style: bold; }
    MessageLine.-error { background: $error; color: auto; text-style: bold; }
    MessageLine.-empty { padding: 0; }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__("", id=id, classes=classes, markup=False)
        self.text = ""
        self.severity: SeverityLevel | None = None
        self.history: deque[tuple[SeverityLevel, str]] = deque(maxlen=50)
        self._timer: Timer | None = None
        self.add_class("-empty")

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
        self.update(plain(text))
        self.remove_class("-empty", *(f"-{level}" for level in SEVERITIES))
        self.add_class(f"-{severity}")
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
        self.update("")
        self.remove_class(*(f"-{level}" for level in SEVERITIES))
        self.add_class("-empty")

    def _stop_timer(self) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
