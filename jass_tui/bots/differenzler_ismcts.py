"""The ``ismcts`` yardstick for Differenzler: one hand as a :class:`shared.ismcts.World`.

A world is one determinization of the hand, on the individual-play
:class:`~jass_tui.bots.solo_state.SoloState`: the unseen cards dealt consistently with
the play so far, and the other seats' predictions, which stay hidden until the hand
ends (RULES.md 3.2), drawn at random from 0 to 157. The bot's own prediction is its
first move when it is still to make; then the cards.

Each seat's result is its penalty for the hand (the difference between the points it
took and its prediction, −10 for an exact hit with ``exact_bonus``), as a reward: 1 for
the best penalty there is, 0 for a miss by all 157 points.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from jass_tui.actions import PLAY
from jass_tui.bots.differenzler_state import miss, state_from_view
from jass_tui.bots.solo_state import SoloState, sample_world
from jass_tui.differenzler import ACTIONS, EXACT_BONUS, PREDICT
from jass_tui.rules import HAND_TOTAL
from jass_tui.scoring import TRICKS_PER_HAND
from shared.ismcts import Sampler, Search, scaled
from shared.table import SEATS

__all__ = ["DifferenzlerWorld", "decide"]


@dataclass(slots=True)
class DifferenzlerWorld:
    """One imagined deal of the hand; ``predicting`` while the bot's number is still open."""

    seat: int
    exact_bonus: bool
    hand: SoloState
    predicting: bool = False

    def to_move(self) -> int:
        return self.seat if self.predicting else self.hand.to_move

    def moves(self) -> Sequence[str]:
        if self.predicting:
            return PREDICT
        hand = self.hand
        return [PLAY[card] for card in hand.legal(hand.to_move)]

    def play(self, move: str) -> None:
        action = ACTIONS[move]
        if self.predicting:
            self.hand.targets[self.seat] = action.prediction or 0
            self.predicting = False
        else:
            self.hand.play(action.card or "")

    def over(self) -> bool:
        return not self.predicting and self.hand.trick_no == TRICKS_PER_HAND

    def rewards(self) -> Sequence[float]:
        hand, bonus = self.hand, self.exact_bonus
        top = EXACT_BONUS if bonus else 0  # the best there is: an exact hit
        return [scaled(-miss(hand, s, bonus), -HAND_TOTAL, top) for s in SEATS]


def _sampler(view: Any, state: SoloState, predicting: bool) -> Sampler:
    seat = view.seat
    exact_bonus = bool(view.exact_bonus)

    def sample(rng: random.Random) -> DifferenzlerWorld:
        hand = sample_world(state, seat, rng)
        for other in SEATS:
            if other != seat:
                hand.targets[other] = rng.randrange(HAND_TOTAL + 1)
        return DifferenzlerWorld(seat, exact_bonus, hand, predicting)

    return sample


def decide(view: Any, legal: Sequence[Any], search: Search) -> Any:
    """The ``ismcts`` choice among ``legal`` (a prediction or a card) for ``view``'s seat."""
    if view.phase == "predict":
        hands: list[list[str]] = [[], [], [], []]
        hands[view.seat] = list(view.hand)
        state = SoloState(contract=view.trump, hands=hands, leader=view.forehand)
        return search.best(_sampler(view, state, True), legal)
    return search.best(_sampler(view, state_from_view(view), False), legal)
