"""The ``ismcts`` yardstick for Coiffeur: one hand as a :class:`shared.ismcts.World`.

A world is one determinization of the hand, on the Coiffeur hand state
(:mod:`jass_tui.bots.coiffeur_state`, Schieber's tricks with a mode per trick):

- **cell**: the open cells of the chooser's team or a push; after a push the next
  chooser (the partner, or the next seat whose team has a cell open) as the engine
  decides it (:func:`~jass_tui.bots.coiffeur_state.next_chooser`);
- **play**: the cards, the unseen ones dealt consistently with the play so far.

The result is what this hand writes on the board (RULES.md 3.1): the choosing team's
raw points times the row's multiplier, for that team, and its negative for the other,
as a reward: a Match in the highest row still possible is 1 for the choosers, 0 for the
others. It knows nothing of later hands (a row left open is worth nothing here).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from jass_tui.bots.coiffeur_state import (
    Board,
    CoiffeurState,
    new_state,
    next_chooser,
    state_from_view,
)
from jass_tui.bots.search import sample_world
from jass_tui.coiffeur_actions import ACTIONS, CELL_ACTION, PLAY, PUSH
from jass_tui.coiffeur_presets import MATCH_TOTAL, cell_row
from jass_tui.rules import DECK
from jass_tui.scoring import TRICKS_PER_HAND
from shared.cards import Card
from shared.determinize import sample_hands
from shared.ismcts import Sampler, Search, scaled
from shared.table import SEATS, team_of

__all__ = ["CoiffeurWorld", "decide"]


@dataclass(frozen=True, slots=True)
class Table:
    """What stays fixed in every world of one decision."""

    board: Board
    scale: float
    """The points written that are worth a reward of 1."""


@dataclass(slots=True)
class CoiffeurWorld:
    """One imagined deal of the hand, from the choice of the cell (``hand`` unset) or from play."""

    table: Table
    hands: list[list[Card]]
    """The dealt hands while the cell is open."""
    to_choose: int
    may_push: bool
    pushes: list[int]
    hand: CoiffeurState | None = None
    multiplier: int = 1

    def to_move(self) -> int:
        return self.to_choose if self.hand is None else self.hand.to_move

    def moves(self) -> Sequence[str]:
        hand = self.hand
        if hand is None:
            cells = [CELL_ACTION[c] for c in self.table.board.cells(team_of(self.to_choose))]
            return [*cells, PUSH] if self.may_push else cells
        return [PLAY[card] for card in hand.legal(hand.to_move)]

    def play(self, move: str) -> None:
        action = ACTIONS[move]
        hand = self.hand
        if hand is not None:
            hand.play(action.card or "")
            return
        board = self.table.board
        if action.kind == "push":
            self.pushes.append(self.to_choose)
            self.to_choose, self.may_push = next_chooser(board, self.to_choose, self.pushes)
            return
        cell = action.contract or ""
        chooser = self.to_choose
        self.hand = new_state(self.hands, cell, chooser, chooser, board.undenufe_values)
        self.multiplier = board.multipliers[cell_row(cell)]

    def over(self) -> bool:
        return self.hand is not None and self.hand.trick_no == TRICKS_PER_HAND

    def rewards(self) -> Sequence[float]:
        hand = self.hand
        assert hand is not None
        choosers = team_of(hand.chooser)
        written = hand.trick_points[choosers] * self.multiplier
        scale = self.table.scale
        mine = scaled(written, -scale, scale)
        first = mine if choosers == 0 else 1.0 - mine
        return (first, 1.0 - first, first, 1.0 - first)


def _table(view: Any) -> Table:
    board = Board.from_view(view)
    if view.multiplier:
        highest = view.multiplier
    else:
        rows = {row for team in board.open_rows for row in team}
        highest = max((board.multipliers[row] for row in rows), default=1)
    return Table(board, float(MATCH_TOTAL * highest))


def cell_sampler(view: Any, legal: Sequence[Any]) -> Sampler:
    """Worlds from the choice of the cell on: the other hands dealt at random."""
    table = _table(view)
    seat = view.seat
    mine = list(view.hand)
    unseen = [card for card in DECK if card not in mine]
    sizes = {s: TRICKS_PER_HAND for s in SEATS if s != seat}
    may_push = any(a.kind == "push" for a in legal)

    def sample(rng: random.Random) -> CoiffeurWorld:
        dealt = sample_hands(unseen, sizes, rng)
        hands = [list(mine) if s == seat else dealt[s] for s in SEATS]
        return CoiffeurWorld(table, hands, seat, may_push, list(view.pushes))

    return sample


def play_sampler(view: Any) -> Sampler:
    """Worlds from a card on, consistent with the play so far."""
    table = _table(view)
    seat = view.seat
    state = state_from_view(view)
    multiplier = view.multiplier or 1

    def sample(rng: random.Random) -> CoiffeurWorld:
        hand = sample_world(state, seat, rng)
        assert isinstance(hand, CoiffeurState)  # a copy of ``state``, of its class
        return CoiffeurWorld(table, [], seat, False, [], hand=hand, multiplier=multiplier)

    return sample


def decide(view: Any, legal: Sequence[Any], search: Search) -> Any:
    """The ``ismcts`` choice among ``legal`` (Coiffeur actions) for ``view``'s seat."""
    sample = cell_sampler(view, legal) if view.phase == "contract" else play_sampler(view)
    return search.best(sample, legal)
