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


def _label(row: PadRow) -> str:
    return f"⚠ {row.label}" if row.kind == "penalty" else row.label


def column_widths(rows: Sequence[PadRow], units: Sequence[str]) -> list[int]:
    """The cells each column needs: the labels, then one per unit (its title or cells)."""
    widths = [max((plain(_label(row)).cell_len for row in rows), default=0)]
    for index, name in enumerate(units):
        cells = [Text(clean(row.cells[index])).cell_len for row in rows if index < len(row.cells)]
        widths.append(max([plain(name).cell_len, *cells]))
    return widths


def pad_table(
    rows: Sequence[PadRow], units: Sequence[str], *, header: bool = True, body: bool = True
) -> Table:
    """The pad as a Rich table; ``header`` / ``body`` alone line up with each other."""
    widths = column_widths(rows, units)
    table = Table(box=None, padding=(0, 1), expand=False, show_edge=False, show_header=header)
    table.add_column("", width=widths[0])
    for name, width in zip(units, widths[1:], strict=True):
        table.add_column(plain(name, style="bold"), justify="right", width=width)
    if not body:
        return table
    for row in rows:
        style = ROW_STYLES.get(row.kind, "")
        label = _label(row)
        # Explicit justify: Textual would otherwise left-align styled cells.
        cells = (Text(clean(cell), style=style, justify="right") for cell in row.cells)
        table.add_row(plain(label, style=style), *cells)
    return table


class ScorePadHeader(Static):
    """The column titles of a :class:`ScorePad`, to stay in view above its scrolling box."""

    DEFAULT_CSS = """
    ScorePadHeader { width: auto; height: auto; }
    """

    def __init__(self, rows: Sequence[PadRow], units: Sequence[str], *, id: str | None = None):
        super().__init__(pad_table(rows, units, body=False), id=id)


class ScorePad(Static):
    """A static score pad for ``rows`` under the column titles ``units``."""

    DEFAULT_CSS = """
    ScorePad { width: auto; height: auto; }
    """

    def __init__(
        self,
        rows: Sequence[PadRow],
        units: Sequence[str],
        *,
        id: str | None = None,
        header: bool = True,
    ):
        super().__init__(pad_table(rows, units, header=header), id=id)

    def on_mount(self) -> None:
        # Inside a scrolling box, open at the latest hand (the end of the pad).
        self.call_after_refresh(self._show_latest)

    def _show_latest(self) -> None:
        parent = self.parent
        if isinstance(parent, ScrollableContainer):
            parent.scroll_end(animate=False)
