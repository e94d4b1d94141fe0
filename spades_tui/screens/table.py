"""The Spades table: the shared table plus a hand line (contracts, spades broken) and
the score line (totals, bags, target)."""

from __future__ import annotations

from collections.abc import Iterable

from textual.widget import Widget
from textual.widgets import Static

from shared.ui.screens.table import TableScreen
from shared.ui.table_model import TableModel


class SpadesTableScreen(TableScreen):
    """Status bar: the hand line on the left, the scores on the right."""

    def compose_status(self) -> Iterable[Widget]:
        yield Static("", id="hand-line", markup=False)
        yield Static("", id="score-line", markup=False)

    def show_status(self, model: TableModel) -> None:
        self.query_one("#hand-line", Static).update(model.extra.get("hand_line", ""))
        self.query_one("#score-line", Static).update(model.extra.get("score_line", ""))
