"""The score pad as a table: a label column and one column per scoring unit.

Rows come from :func:`spades_tui.scorepad.pad_rows`; a hand's heading and the totals are
bold, a bag penalty is marked ``⚠`` as well as coloured.

    ScorePad(pad_rows(game.hands, names, partnerships=True, bag_penalty=True), units)
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.table import Table
from rich.text import Text

from shared.ui.held_table import HeldTable
from shared.ui.plain import clean, plain
from spades_tui.scorepad import PadRow

ROW_STYLES = {"hand": "bold underline", "total": "bold", "penalty": "bold red"}


def _label(row: PadRow) -> str:
    return f"⚠ {row.label}" if row.kind == "penalty" else row.label


def pad_table(rows: Sequence[PadRow], units: Sequence[str]) -> Table:
    """The pad as a Rich table: the labels, then one right-aligned column per unit."""
    table = Table(box=None, padding=(0, 1), expand=False, show_edge=False)
    table.add_column("")
    for name in units:
        table.add_column(plain(name, style="bold"), justify="right")
    for row in rows:
        style = ROW_STYLES.get(row.kind, "")
        # Explicit justify: Textual would otherwise left-align styled cells.
        cells = (Text(clean(cell), style=style, justify="right") for cell in row.cells)
        table.add_row(plain(_label(row), style=style), *cells)
    return table


class ScorePad(HeldTable):
    """The score pad of ``rows`` under the column titles ``units``, which stay in view
    when the hands scroll; it opens at the latest hand."""

    def __init__(self, rows: Sequence[PadRow], units: Sequence[str], *, id: str | None = None):
        super().__init__(pad_table(rows, units), open_at_end=True, id=id)
