"""The Spades table: the shared table plus a hand line (contracts, spades broken) and
the score line (totals, bags, target)."""

from __future__ import annotations

from collections.abc import Iterable

from textual.widget import Widget
from textual.widgets import Static

from shared.ui.screens.table import TableScreen
from shared.ui.table_model import TableModel
from shared.ui.updates import set_content


class SpadesTableScreen(TableScreen):
    """Status bar: the hand line on the left, the scores on the right."""

    def compose_status(self) -> Iterable[Widget]:
        yield Static("", id="hand-line", markup=False)
        yield Static("", id="score-line", markup=False)

    def show_status(self, model: TableModel) -> None:
        set_content(self.query_one("#hand-line", Static), model.extra.get("hand_line", ""))
        set_content(
            self.query_one("#score-line", Static), model.extra.get("score_line", ""), layout=False
        )
