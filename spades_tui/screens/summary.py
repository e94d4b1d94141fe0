"""The hand summary: what each side bid, took and scored, in words; Enter goes on.

``HandSummaryScreen`` is a ``ModalScreen[None]``; the sentences come from
:func:`spades_tui.scorepad.hand_sentences` (read from the engine's hand record), the
closing lines (totals, who won) from the app.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Footer, Static

from shared.i18n import N_
from shared.ui.plain import plain
from shared.ui.screens.base import DecisionModal


class HandSummaryScreen(DecisionModal[None]):
    """``title``, the hand in ``sentences``, then ``closing`` lines in bold."""

    DEFAULT_CSS = """
    HandSummaryScreen { align: center middle; }
    HandSummaryScreen > VerticalScroll {
        width: 76; height: auto; max-height: 100%;
        border: thick $accent; background: $surface; padding: 0 1;
    }
    HandSummaryScreen #summary-title { text-style: bold; }
    HandSummaryScreen .summary-closing { text-style: bold; margin-top: 1; }
    HandSummaryScreen .summary-detail { padding-left: 2; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,escape,space", "close", N_("Continue"), id="summary.close"),
        Binding("v", "app.review_hand", N_("Review"), id="summary.review"),
    ]

    def __init__(self, title: str, sentences: Sequence[str], closing: Sequence[str]) -> None:
        super().__init__()
        self.title_text = title
        self.sentences = list(sentences)
        self.closing = list(closing)

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static(plain(self.title_text), id="summary-title")
            for line in self.sentences:
                # Lines indented by the sentence builder explain the line above them.
                detail = "summary-detail" if line.startswith(" ") else None
                yield Static(plain(line.strip()), classes=detail)
            for line in self.closing:
                yield Static(plain(line), classes="summary-closing")
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)
