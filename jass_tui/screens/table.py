"""The Jass table: the shared table plus the contract badge and the score bar.

``JassTableModel`` adds the two typed status fields the app fills in.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from textual.widget import Widget

from jass_tui.widgets.contract_badge import ContractBadge
from jass_tui.widgets.score_bar import ScoreBar, ScoreLine
from shared.ui.screens.table import TableScreen
from shared.ui.table_model import TableModel
from shared.ui.updates import set_content


@dataclass(frozen=True)
class JassTableModel(TableModel):
    """The shared table model plus the contract badge and the score bar's text."""

    badge: str = ""
    scores: ScoreLine = field(default_factory=ScoreLine)


class JassTableScreen(TableScreen[JassTableModel]):
    """Status bar: contract badge on the left, team totals with progress on the right."""

    def compose_status(self) -> Iterable[Widget]:
        yield ContractBadge()
        yield ScoreBar("", markup=False)

    def show_status(self, model: JassTableModel) -> None:
        set_content(self.query_one(ContractBadge), model.badge)
        set_content(self.query_one(ScoreBar), model.scores, layout=False)
