"""The score sheet of a game for four players (Differenzler, Molotow) as a screen.

Opened with ``t`` and after every hand: a title, what the hand brought (lines from the
app), then the sheet. Enter, Escape, Space or ``t`` closes it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widget import Widget
from textual.widgets import Footer, Static

from shared.i18n import N_
from shared.ui.plain import plain
from shared.ui.screens.base import SheetScreen


class PlayerSheetScreen(SheetScreen[None]):
    """A title, a few lines and the sheet widget the app built."""

    DEFAULT_CSS = """
    PlayerSheetScreen { background: $felt; }
    PlayerSheetScreen #sheet-box { height: 1fr; }
    PlayerSheetScreen #sheet-title { text-style: bold; padding: 0 1; color: $felt-ink; }
    PlayerSheetScreen .sheet-line { padding: 0 1; color: $felt-ink; }
    PlayerSheetScreen #sheet {
        background: $surface; color: $text; padding: 0 1; margin: 0 1;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,enter,t,space", "close", N_("Close"), id="sheet.close"),
        Binding("v", "app.review_hand", N_("Review"), id="sheet.review"),
    ]

    def __init__(self, title: str, lines: Sequence[str], sheet: Widget) -> None:
        super().__init__()
        self.sheet_title = title
        self.lines = list(lines)
        self.sheet = sheet

    def compose(self) -> ComposeResult:
        yield Static(plain(self.sheet_title), id="sheet-title")
        for line in self.lines:
            yield Static(plain(line), classes="sheet-line")
        # The sheet scrolls by itself (down and across), under its fixed names.
        with Vertical(id="sheet-box"):
            yield self.sheet
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)
