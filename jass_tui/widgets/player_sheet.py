"""A score sheet for four players, each for himself (Differenzler, Molotow).

One row per finished hand: a few leading cells (hand number, trump …), then a group of
numbers under every player's name (Differenzler: prediction, taken, difference; Molotow:
Weis, table Weis, points). The totals and each player's place close the sheet. The
cells come from the engine's ``results()`` through the app; nothing is worked out here.

    PlayerSheetView(["Anna", "Beat", "Chris", "Dora"], ("pred", "took", "diff"),
                    leading=("Hand", "Trump"), rows=[(("1", "♥"), [(40, 52, 12), …])],
                    totals=(12, 30, 8, 41), places=(2, 3, 1, 4))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich import box
from rich.table import Table
from rich.text import Text

from shared.i18n import N_, _
from shared.ui.held_table import HeldTable
from shared.ui.plain import plain

PLACE_WORDS = {1: N_("1st"), 2: N_("2nd"), 3: N_("3rd"), 4: N_("4th")}
"""Places, marked for the catalogue: show them with :func:`place_word`."""


def place_word(place: int, default: str = "") -> str:
    """ "1st" … "4th" in the current language (``default`` for any other number)."""
    word = PLACE_WORDS.get(place)
    return _(word) if word is not None else default


@dataclass(frozen=True)
class SheetRow:
    """One hand: its leading cells, then each player's group of cells."""

    leading: tuple[str, ...]
    players: tuple[tuple[str, ...], ...]


def sheet_table(
    names: Sequence[str],
    columns: Sequence[str],
    leading: Sequence[str],
    rows: Sequence[SheetRow],
    totals: Sequence[int],
    places: Sequence[int],
) -> Table:
    """The sheet as a table: one column per player, his numbers side by side in it.

    The player's name heads his column, the names of his numbers (``columns``) the line
    under it, each number right-aligned under its name; the totals and places close it.
    """
    columns = [_(column) for column in columns]
    widths = [len(column) for column in columns]
    for row in rows:
        for group in row.players:
            widths = [max(width, len(cell)) for width, cell in zip(widths, group, strict=True)]

    def line(cells: Sequence[str]) -> str:
        return " ".join(cell.rjust(width) for cell, width in zip(cells, widths, strict=True))

    table = Table(
        box=box.SIMPLE_HEAD, padding=(0, 1), pad_edge=False, expand=False, show_edge=False
    )
    for title in leading:
        table.add_column(Text(_(title)), no_wrap=True)
    for name in names:
        header = plain(name).append("\n" + line(columns))
        table.add_column(header, justify="right", no_wrap=True)
    for row in rows:
        table.add_row(
            *(Text(cell) for cell in row.leading), *(Text(line(group)) for group in row.players)
        )
    filler = [Text("")] * (len(leading) - 1)
    table.add_section()
    table.add_row(
        Text(_("Total"), style="bold"), *filler, *(Text(str(t), style="bold") for t in totals)
    )
    table.add_row(
        Text(_("Place"), style="bold"),
        *filler,
        *(
            Text(place_word(place, str(place)), style="bold reverse" if place == 1 else "")
            for place in places
        ),
    )
    return table


class PlayerSheetView(HeldTable):
    """The sheet of one game, drawn once (a new sheet is a new widget); the players'
    names stay in view when the hands scroll."""

    def __init__(
        self,
        names: Sequence[str],
        columns: Sequence[str],
        leading: Sequence[str],
        rows: Sequence[SheetRow],
        totals: Sequence[int],
        places: Sequence[int],
        *,
        id: str | None = None,
    ) -> None:
        super().__init__(sheet_table(names, columns, leading, rows, totals, places), id=id)
