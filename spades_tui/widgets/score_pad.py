"""The score pad as a table: a label column and one column per scoring unit.

Rows come from :func:`spades_tui.scorepad.pad_rows`; a hand's heading and the totals are
bold, a bag penalty is marked ``⚠`` as well as coloured.

    ScorePad(pad_rows(game.hands, names, partnerships=True, bag_penalty=True), units)
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.table import Table
from rich.text import Text
from textual.containers import ScrollableContainer
from textual.widgets import Static

from shared.ui.plain import clean, plain
from spades_tui.scorepad import PadRow

ROW_STYLES = {"hand": "bold underline", "total": "bold", "penalty": "bold red"}


def pad_table(rows: Sequence[PadRow], units: Sequence[str]) -> Table:
    table = Table(box=None, padding=(0, 1), expand=False, show_edge=False)
    table.add_column("")
    for name in units:
        table.add_column(plain(name, style="bold"), justify="right")
    for row in rows:
        style = ROW_STYLES.get(row.kind, "")
        label = f"⚠ {row.label}" if row.kind == "penalty" else row.label
        # Explicit justify: Textual would otherwise left-align styled cells.
        cells = (Text(clean(cell), style=style, justify="right") for cell in row.cells)
        table.add_row(plain(label, style=style), *cells)
    return table


class ScorePad(Static):
    """A static score pad for ``rows`` under the column titles ``units``."""

    DEFAULT_CSS = """
    ScorePad { width: auto; height: auto; }
    """

    def __init__(self, rows: Sequence[PadRow], units: Sequence[str], *, id: str | None = None):
        super().__init__(pad_table(rows, units), id=id)

    def on_mount(self) -> None:
        # Inside a scrolling box, open at the latest hand (the end of the pad).
        self.call_after_refresh(self._show_latest)

    def _show_latest(self) -> None:
        parent = self.parent
        if isinstance(parent, ScrollableContainer):
            parent.scroll_end(animate=False)
