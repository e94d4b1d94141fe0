"""Coiffeur's hand record and its board: what each hand filled and what the board holds.

Both are finished values (frozen pydantic models). The engine builds them lazily from
its plain hot-path state.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, StrictInt, field_validator

from jass_tui.coiffeur_presets import ALL_CELLS, Mode, cell_modes, cell_row
from jass_tui.records import Pair
from shared.engine.records import HandRecord


class CoiffeurHand(HandRecord):
    """One hand of Coiffeur, finished or in progress.

    - ``forehand``: whose turn the choice was first (the rotating forehand);
    - ``pushes``: the seats that pushed, in order; ``chooser``: who chose (and led);
    - ``cell``: what was chosen, e.g. ``"H"``, ``"obe"``, ``"joker:une"``,
      ``"joker2:S"``, ``"slalom:obe"``, ``"guschti:une"``; ``None`` while choosing;
    - ``multiplier``: the multiplier of the cell's row (``None`` while choosing);
    - ``trick_points``: raw card points per team of the tricks taken so far, each
      trick counted by its own mode, **including** the 5 for the last trick; a Match
      (all nine tricks to the choosing team; the other team earns none) is 257. A
      single-mode hand is worth 157. Slalom and Guschti mix Obenabe and Undenufe, and
      with ``six_high`` values an ace counts 11 only in an Obenabe trick and a six only
      in an Undenufe trick, so such a hand is worth 113 + 11 per ace taken in Obenabe
      and per six taken in Undenufe (between 113 and 201);
    - ``raw``: the choosing team's card points, what its cell holds (``None`` while
      choosing); ``match``: the choosing team when it took all nine tricks;
    - ``points``: what the hand added to the running totals, multiplied: the choosing
      team's ``raw × multiplier`` once the hand is finished, else ``(0, 0)``.
    """

    forehand: StrictInt
    pushes: tuple[StrictInt, ...] = ()
    chooser: StrictInt | None = None
    cell: str | None = None
    multiplier: StrictInt | None = None
    trick_points: Pair = (0, 0)
    raw: StrictInt | None = None
    match: StrictInt | None = None
    points: Pair = (0, 0)

    @field_validator("cell")
    @classmethod
    def _known_cell(cls, cell: str | None) -> str | None:
        if cell is not None and cell not in ALL_CELLS:
            raise ValueError(f"{cell!r} is not a Coiffeur cell")
        return cell

    @property
    def row(self) -> str | None:
        """The board row the hand fills: ``"joker:une"`` → ``"joker"``."""
        return None if self.cell is None else cell_row(self.cell)

    @property
    def modes(self) -> tuple[Mode, ...]:
        """The mode of each of the nine tricks (empty while choosing)."""
        return () if self.cell is None else cell_modes(self.cell)


class BoardCell(BaseModel):
    """One team's cell of one row: empty (all ``None``) until a hand fills it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    cell: str | None = None
    """What was played in it, e.g. ``"joker:une"`` (the row's own id for plain rows)."""
    raw: int | None = None
    """The choosing team's card points (0 when it took no trick)."""
    points: int | None = None
    """``raw`` × the row's multiplier."""
    hand: int | None = None
    """The number of the hand that filled it."""

    @property
    def open(self) -> bool:
        return self.raw is None


class BoardRow(BaseModel):
    """One contract of the board: its multiplier and the two teams' cells."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    row: str
    multiplier: int
    cells: tuple[BoardCell, BoardCell]
    """Team 0 (seats 0+2), team 1 (seats 1+3)."""


class CoiffeurBoard(BaseModel):
    """The Coiffeur board (RULES.md 3.1): one row per contract in board order, totals."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    rows: tuple[BoardRow, ...]
    totals: Pair
    """Each team's multiplied total: the game's ``scores``."""

    def open_rows(self, team: int) -> tuple[str, ...]:
        """The rows ``team`` has still to play, in board order."""
        return tuple(r.row for r in self.rows if r.cells[team].open)

    def row(self, row: str) -> BoardRow:
        for candidate in self.rows:
            if candidate.row == row:
                return candidate
        raise KeyError(row)

    @property
    def complete(self) -> bool:
        return all(not c.open for r in self.rows for c in r.cells)
