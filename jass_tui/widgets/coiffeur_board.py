"""The Coiffeur board: one row per contract with its multiplier, two team columns.

Every number comes from the engine's :class:`~jass_tui.coiffeur_records.CoiffeurBoard`
(``game.board``): each team's cell holds what was announced (a Joker's suit, where a
Slalom started), the raw card points and the multiplied value; an open cell shows a dim
``·`` and nothing else. The cell the last hand filled can be highlighted. Totals below.

    CoiffeurBoardView(game.board, ["Anna+Chris", "Beat+Dora"], FRENCH, highlight=(0, "H"))

The words for cells (``cell_words``, ``row_label``) are here too, in the deck style.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich import box
from rich.table import Table
from rich.text import Text

from jass_tui.coiffeur_presets import JOKER_ROWS, ROW_NAMES, SWITCH_ROWS
from jass_tui.coiffeur_records import BoardCell, CoiffeurBoard
from jass_tui.widgets.contract_badge import (
    NO_TRUMP_NAMES,
    contract_words,
    no_trump_name,
    suit_word,
)
from shared.i18n import N_, _, pgettext
from shared.ui.deck import DeckStyle
from shared.ui.held_table import HeldTable
from shared.ui.plain import plain

OPEN = "·"
SHORT_MODES = {"obe": N_("Obe"), "une": N_("Une")}
"""The no-trump modes in a board cell (marked for the catalogue; shown through ``_``)."""


def mode_words(mode: str, style: DeckStyle) -> str:
    """A trick's mode: "♥ hearts trump", "Obenabe ⬇", "Undenufe ⬆"."""
    return contract_words(mode, style)


def short_mode(mode: str, style: DeckStyle) -> str:
    """A mode in a board cell: the suit's symbol, "Obe" or "Une"."""
    short = SHORT_MODES.get(mode)
    return _(short) if short else style.symbol(mode)


def row_label(row: str, style: DeckStyle) -> str:
    """A board row: "♥ hearts" (or "✿ Rosen"), "Obenabe ⬇", "Slalom", "Joker"."""
    if row in NO_TRUMP_NAMES:
        return no_trump_name(row)
    if row in ("H", "D", "S", "C"):
        return f"{style.symbol(row)} {suit_word(style, row)}"
    return _(ROW_NAMES[row])


def cell_words(cell: str, style: DeckStyle) -> str:
    """A chosen cell in words: "♥ hearts trump", "Joker as Obenabe ⬇", "Slalom, Undenufe ⬆
    first"."""
    row, _sep, announced = cell.partition(":")
    if row in JOKER_ROWS:
        # TRANSLATORS: a Joker cell and what it is played as, e.g. "Joker as ♥ hearts trump".
        return _("Joker as {mode}").format(mode=mode_words(announced, style))
    if row in SWITCH_ROWS:
        # TRANSLATORS: a Slalom or Guschti cell, e.g. "Slalom, Undenufe ⬆ first".
        return _("{row}, {mode} first").format(row=_(ROW_NAMES[row]), mode=no_trump_name(announced))
    return mode_words(row, style)


def announced_short(cell: str, style: DeckStyle) -> str:
    """What a board cell shows besides its points: a Joker's mode, a switch's order."""
    row, _sep, announced = cell.partition(":")
    if row in JOKER_ROWS:
        return short_mode(announced, style)
    if row in SWITCH_ROWS:
        other = "une" if announced == "obe" else "obe"
        return f"{_(SHORT_MODES[announced])}/{_(SHORT_MODES[other])}"
    return ""


def board_table(
    board: CoiffeurBoard,
    team_names: Sequence[str],
    style: DeckStyle,
    highlight: tuple[int, str] | None = None,
) -> Table:
    """The board as a table: contract, ×, then raw and multiplied points per team."""
    table = Table(box=box.SIMPLE_HEAD, padding=(0, 1), expand=False, show_edge=False)
    table.add_column(Text(pgettext("jass", "Contract")), no_wrap=True)
    table.add_column(Text("×"), justify="right")
    for team in (0, 1):
        # TRANSLATORS: a Coiffeur board column: a cell's card points before the multiplier.
        header = plain(team_names[team]).append("\n" + _("raw"))
        table.add_column(header, justify="right", no_wrap=True)
        # TRANSLATORS: a Coiffeur board column: a cell's points after the multiplier.
        table.add_column(Text("\n" + _("points")), justify="right", no_wrap=True)
    for row in board.rows:
        cells: list[Text] = []
        for team, cell in enumerate(row.cells):
            lit = highlight is not None and highlight == (team, row.row)
            cells.extend(_cell_texts(cell, style, lit))
        table.add_row(Text(row_label(row.row, style)), Text(str(row.multiplier)), *cells)
    totals = board.totals
    table.add_row(
        Text(_("Total"), style="bold"),
        Text(""),
        Text(""),
        Text(str(totals[0]), style="bold"),
        Text(""),
        Text(str(totals[1]), style="bold"),
    )
    return table


def _cell_texts(cell: BoardCell, style: DeckStyle, lit: bool) -> tuple[Text, Text]:
    if cell.open or cell.cell is None:
        return Text(OPEN, style="dim"), Text("")
    mark = "reverse bold" if lit else ""
    announced = announced_short(cell.cell, style)
    raw = f"{announced} {cell.raw}" if announced else str(cell.raw)
    return Text(raw, style=mark), Text(str(cell.points), style=mark)


class CoiffeurBoardView(HeldTable):
    """The board of one game, drawn once (a new board is a new widget); the team names
    stay in view when the rows scroll."""

    def __init__(
        self,
        board: CoiffeurBoard,
        team_names: Sequence[str],
        style: DeckStyle,
        highlight: tuple[int, str] | None = None,
        *,
        id: str | None = None,
    ) -> None:
        super().__init__(board_table(board, team_names, style, highlight), id=id)
        self.board = board
        self.highlight = highlight
