"""The Jass table: the shared table plus the contract badge and the score bar."""

from __future__ import annotations

from collections.abc import Iterable

from textual.widget import Widget

from jass_tui.widgets.contract_badge import ContractBadge
from jass_tui.widgets.score_bar import ScoreBar
from shared.ui.screens.table import TableScreen
from shared.ui.table_model import TableModel
from shared.ui.updates import set_content


class JassTableScreen(TableScreen):
    """Status bar: contract badge on the left, team totals with progress on the right."""

    def compose_status(self) -> Iterable[Widget]:
        yield ContractBadge()
        yield ScoreBar("", markup=False)

    def show_status(self, model: TableModel) -> None:
        set_content(self.query_one(ContractBadge), model.extra.get("badge", ""))
        set_content(self.query_one(ScoreBar), model.extra.get("scores", ""))
