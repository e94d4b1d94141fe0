"""The Spades table: the shared table plus a hand line (contracts, spades broken) and
the score line (totals, bags, target); ``SpadesTableModel`` carries both, typed."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from textual.widget import Widget
from textual.widgets import Static

from shared.ui.screens.table import TableScreen
from shared.ui.table_model import TableModel
from shared.ui.updates import set_content


@dataclass(frozen=True)
class SpadesTableModel(TableModel):
    """The shared table model plus the hand line and the score line."""

    hand_line: str = ""
    score_line: str = ""


class SpadesTableScreen(TableScreen[SpadesTableModel]):
    """Status bar: the hand line on the left, the scores on the right."""

    def compose_status(self) -> Iterable[Widget]:
        yield Static("", id="hand-line", markup=False)
        yield Static("", id="score-line", markup=False)

    def show_status(self, model: SpadesTableModel) -> None:
        set_content(self.query_one("#hand-line", Static), model.hand_line)
        set_content(self.query_one("#score-line", Static), model.score_line, layout=False)
