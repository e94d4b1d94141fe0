"""The score pad screen: every hand's bids, tricks, contract, Nil, points, bags and the
running totals, one column per side (per player in ``bicycle``).

Opened with ``t`` and after each hand. Enter, Escape, Space or ``t`` closes it. It
scrolls to the latest hand when it opens.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer, Static

from shared.i18n import N_
from shared.ui.plain import plain
from shared.ui.screens.base import SheetScreen
from spades_tui.scorepad import PadRow
from spades_tui.widgets.score_pad import ScorePad


class ScorePadScreen(SheetScreen[None]):
    """``title`` over the pad of ``rows`` with the columns ``units``."""

    DEFAULT_CSS = """
    ScorePadScreen { background: $felt; color: $felt-ink; }
    ScorePadScreen #pad-title { text-style: bold; padding: 0 1; }
    ScorePadScreen #pad-box { height: 1fr; }
    ScorePadScreen ScorePad { margin: 0 1; padding: 0 1; background: $surface; color: $text; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,enter,t,space", "close", N_("Close"), id="pad.close"),
        Binding("v", "app.review_hand", N_("Review"), id="pad.review"),
    ]

    def __init__(self, title: str, rows: Sequence[PadRow], units: Sequence[str]) -> None:
        super().__init__()
        self.title_text = title
        self.rows = list(rows)
        self.units = list(units)

    def compose(self) -> ComposeResult:
        yield Static(plain(self.title_text), id="pad-title")
        # The pad scrolls by itself, its column titles held at the top.
        with Vertical(id="pad-box"):
            yield ScorePad(self.rows, self.units)
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)
