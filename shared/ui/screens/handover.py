"""The hot-seat hand-over: an opaque full screen, never a modal.

A ``ModalScreen`` lets the table show through; this one covers everything, so no card of
anybody is visible while the keyboard changes hands. Enter dismisses it; the app then
reveals the named player's hand.

    app.push_screen(HandOverScreen("Anna"), callback=lambda _: hot_seat.reveal(seat))
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer, Static

from shared.ui.plain import plain
from shared.ui.screens.base import CoveredScreen


class HandOverScreen(CoveredScreen[None]):
    """'Pass the keyboard to NAME — press Enter when ready'."""

    DEFAULT_CSS = """
    HandOverScreen { background: $background; align: center middle; }
    HandOverScreen #handover-box {
        width: 60; height: auto; border: double $accent; padding: 1 2;
        background: $surface; text-align: center;
    }
    HandOverScreen #handover-title { text-style: bold; width: 100%; text-align: center; }
    HandOverScreen #handover-box > Static { width: 100%; text-align: center; }
    HandOverScreen #handover-note { color: $text-muted; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "ready", "Ready", id="handover.ready")
    ]

    def __init__(self, player: str, note: str = "") -> None:
        super().__init__()
        self.player = player
        self.note = note

    def compose(self) -> ComposeResult:
        with Vertical(id="handover-box"):
            yield Static(plain(f"Pass the keyboard to {self.player}"), id="handover-title")
            yield Static("")
            yield Static(plain(f"{self.player}: press Enter when ready."))
            if self.note:
                yield Static(plain(self.note), id="handover-note")
        yield Footer()

    def action_ready(self) -> None:
        self.dismiss(None)
