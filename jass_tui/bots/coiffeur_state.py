"""A lean picture of one Coiffeur hand and the board around it, for bots.

Coiffeur plays Schieber's tricks, so its hand state is a
:class:`~jass_tui.bots.hand_state.HandState` whose contract follows the mode of each
trick (Slalom and Guschti change it between tricks). :class:`Board` is what the choice
of a cell needs of the game: the open rows, their multipliers and who may push.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from jass_tui.bots.hand_state import HandState, observe_trick
from jass_tui.coiffeur_presets import MATCH_TOTAL, cell_modes, cells_of_row
from jass_tui.rules import NO_TRUMP, POINTS, STRENGTH
from jass_tui.scoring import TRICKS_PER_HAND, trick_value
from shared.cards import Card
from shared.table import NEXT_SEATS, SEATS, Direction, partner_of, team_of

__all__ = ["Board", "CoiffeurState", "new_state", "next_chooser", "state_from_view"]

NEXT = NEXT_SEATS[Direction.RIGHT]

# ------------------------------------------------------------------------ the hand


@dataclass(slots=True)
class CoiffeurState(HandState):
    """A Schieber hand state whose contract is the mode of the trick in play.

    ``modes`` holds the nine tricks' modes; after each trick the contract (and with it
    strength, points and trump) moves on to the next trick's mode. Match is the choosing
    team's only: 257 raw, whatever the modes add up to (as the engine writes it).
    """

    modes: tuple[str, ...] = ()

    def _complete(self) -> None:
        winner, _ = self.winning()
        team = team_of(winner)
        self.trick_no += 1
        self.tricks_won[team] += 1
        last = self.trick_no == TRICKS_PER_HAND
        self.trick_points[team] += trick_value(self.trick, self.points, last)
        if last and self.tricks_won[team] == TRICKS_PER_HAND and team == team_of(self.chooser):
            self.trick_points[team] = MATCH_TOTAL
        self.trick = []
        self.leader = winner
        if not last and self.modes[self.trick_no] != self.contract:
            self.set_mode(self.modes[self.trick_no])

    def set_mode(self, mode: str) -> None:
        self.contract = mode
        self.strength = STRENGTH[mode]
        self.points = POINTS[(mode, self.undenufe_values)]
        self.trump = None if mode in NO_TRUMP else mode

    def copy(self) -> CoiffeurState:
        twin = HandState.copy(self)
        twin.modes = self.modes
        return twin

    @property
    def switching(self) -> bool:
        """Whether a later trick of this hand has another mode (Slalom, Guschti)."""
        return any(m != self.contract for m in self.modes[self.trick_no :])


def new_state(
    hands: list[list[Card]], cell: str, chooser: int, leader: int, undenufe_values: str
) -> CoiffeurState:
    modes = cell_modes(cell)
    state = CoiffeurState.dealt(modes[0], hands, leader, chooser, undenufe_values, False)
    state.modes = modes
    return state


def state_from_view(view: Any) -> CoiffeurState:
    """The seat's picture of the hand in play: its cards, the public tricks, voids shown."""
    hands: list[list[Card]] = [[], [], [], []]
    hands[view.seat] = list(view.hand)
    tricks = view.tricks
    chooser = view.chooser if view.chooser is not None else view.forehand
    leader = tricks[0].leader if tricks else chooser
    state = new_state(hands, view.cell, chooser, leader, view.undenufe_values)
    for trick in tricks:
        observe_trick(state, trick.leader, trick.cards)
    return state


# ------------------------------------------------------------------------ the table around


@dataclass(frozen=True, slots=True)
class Board:
    """What the contract search needs of the game: rows, multipliers and who may push."""

    multipliers: dict[str, int]
    open_rows: tuple[tuple[str, ...], tuple[str, ...]]
    push_to: str
    undenufe_values: str

    @classmethod
    def from_view(cls, view: Any) -> Board:
        rows = {row.row: row.multiplier for row in view.board.rows}
        return cls(rows, tuple(view.open_rows), view.push_to, view.undenufe_values)

    def cells(self, team: int) -> list[str]:
        return [cell for row in self.open_rows[team] for cell in cells_of_row(row)]

    def can_choose(self, seat: int) -> bool:
        return bool(self.open_rows[team_of(seat)])


def next_chooser(board: Board, seat: int, pushes: Sequence[int]) -> tuple[int, bool]:
    """Who chooses after ``seat`` pushes (``pushes`` includes him), and whether he may push."""
    if board.push_to == "partner":
        return partner_of(seat), False
    able = [s for s in SEATS if board.can_choose(s)]
    candidate = NEXT[seat]
    while not board.can_choose(candidate):
        candidate = NEXT[candidate]
    return candidate, len(pushes) < len(able)
