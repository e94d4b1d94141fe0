"""The ``ismcts`` yardstick for Molotow: one hand as a :class:`shared.ismcts.World`.

A world is one determinization of the hand, on the individual-play
:class:`~jass_tui.bots.solo_state.SoloState` (no trump until a card that does not
follow fixes it, table Weis to the trick's winner, Stöck): the unseen cards dealt
consistently with the play so far. In the first trick the bot's own Weis answer is a
move; the others' are hidden until the trick is complete and drawn with the deal
(:mod:`jass_tui.bots.weis_answers`); every declared Weis is taken off its declarer's
points when the first trick is complete, as the engine does.

Each seat's result is its points for the hand (RULES.md 3.3: its tricks' card points
plus table Weis, minus its Weis and Stöck; lower is better), as a reward: 1 for 100
points taken off or more, 0 for all 157 card points taken.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from jass_tui.actions import ACTIONS, PLAY, WEIS_ACTIONS
from jass_tui.bots.molotow_state import state_from_view
from jass_tui.bots.solo_state import SoloState, sample_world
from jass_tui.bots.weis_answers import WeisAnswers, dealt_cards
from jass_tui.molotow import find_hand_weis
from jass_tui.rules import HAND_TOTAL
from jass_tui.scoring import TRICKS_PER_HAND
from shared.ismcts import Sampler, Search, scaled
from shared.table import SEATS

__all__ = ["MolotowWorld", "decide"]

BEST_POINTS = -100
"""Points for a hand that count as the best result (a reward of 1): Weis taken off."""


@dataclass(slots=True)
class MolotowWorld:
    """One imagined deal of the hand, with each seat's Weis and whether it declares it."""

    seat: int
    hand: SoloState
    weis: WeisAnswers
    hand_weis: list[int]
    """Each seat's declared Weis points, once the first trick is complete."""

    def to_move(self) -> int:
        return self.hand.to_move

    def moves(self) -> Sequence[str]:
        hand = self.hand
        seat = hand.to_move
        if self.weis.asks(seat, hand.trick_no):
            return WEIS_ACTIONS
        return [PLAY[card] for card in hand.legal(seat)]

    def play(self, move: str) -> None:
        action = ACTIONS[move]
        if action.kind in ("weis", "noweis"):
            self.weis.declares[self.seat] = action.kind == "weis"
            return
        hand = self.hand
        hand.play(action.card or "")
        if self.weis.open and hand.trick_no == 1:
            self.weis.open = False
            self.hand_weis = [sum(w.points for w in weis) for weis in self.weis.declared()]

    def over(self) -> bool:
        return self.hand.trick_no == TRICKS_PER_HAND

    def rewards(self) -> Sequence[float]:
        hand = self.hand
        return [
            scaled(-(hand.result(s) - self.hand_weis[s]), -HAND_TOTAL, -BEST_POINTS) for s in SEATS
        ]


def decide(view: Any, legal: Sequence[Any], search: Search) -> Any:
    """The ``ismcts`` choice among ``legal`` (a Weis answer or a card) for ``view``'s seat."""
    seat = view.seat
    state = state_from_view(view)
    first_trick = state.trick_no == 0
    asked = any(a.kind == "weis" for a in legal)
    mine = None if asked else bool(view.declared_weis[seat])
    scored = list(view.hand_weis)

    def sample(rng: random.Random) -> MolotowWorld:
        hand = sample_world(state, seat, rng)
        if first_trick:
            dealt = dealt_cards(hand.hands, hand.leader, hand.trick)
            weis = WeisAnswers.drawn(seat, dealt, find_hand_weis, mine, rng)
        else:
            weis = WeisAnswers.closed(seat)
        return MolotowWorld(seat, hand, weis, list(scored))

    sampler: Sampler = sample
    return search.best(sampler, legal)
