"""What one seat may know in Coiffeur: its own hand and the public table.

Bots receive only this, so showing a hand the player should not see is impossible by
construction. Everything but ``hand`` is public.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from jass_tui.coiffeur_presets import Mode
from jass_tui.coiffeur_records import CoiffeurBoard
from jass_tui.records import Pair
from shared.table import team_of
from shared.tricks import TrickRecord


class CoiffeurView(BaseModel):
    """One seat's view of a Coiffeur game.

    ``open_rows`` lists each team's rows still to play (board order); ``choices`` are
    the cells the seat to move may choose now (empty unless it is the contract phase),
    ``can_push`` whether it may push. ``modes`` gives every trick's mode once the cell is
    chosen and ``mode`` the mode of the trick in progress. ``trick_points`` are this
    hand's raw card points per team so far.
    """

    model_config = ConfigDict(frozen=True)

    seat: int
    hand: tuple[str, ...]
    preset: str
    push_to: str
    undenufe_values: str
    phase: str
    to_move: int | None
    dealer: int
    forehand: int
    pushes: tuple[int, ...]
    chooser: int | None
    cell: str | None
    multiplier: int | None
    modes: tuple[Mode, ...]
    mode: Mode | None
    choices: tuple[str, ...]
    can_push: bool
    tricks: tuple[TrickRecord, ...]
    trick_points: Pair
    board: CoiffeurBoard
    open_rows: tuple[tuple[str, ...], tuple[str, ...]]
    scores: Pair
    hand_number: int
    hands_total: int
    history: tuple[str, ...]
    cards_played: frozenset[str]
    winner: int | None

    @property
    def team(self) -> int:
        return team_of(self.seat)

    @property
    def current_trick(self) -> TrickRecord | None:
        """The trick in progress (possibly still empty), or ``None`` between hands."""
        if self.tricks and self.tricks[-1].winner is None:
            return self.tricks[-1]
        return None
