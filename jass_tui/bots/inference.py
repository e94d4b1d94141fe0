"""Reading the other seats' hands from their play: sampled deals weighted by how likely
each made the cards seen.

A sampled deal only has to respect what the play proves (voids, declared Weis). Play
also *suggests*: a seat that threw a low card on its partner's trick probably had no
Ace to give, one that led a suit probably has its top card. :func:`play_likelihood`
replays the hand so far on a sampled deal and multiplies, for every card another seat
chose (the observer's own are certain), the chance that a player following the table's
first rules (:func:`jass_tui.bots.ismcts.quick_card`) sometimes, and playing at random
otherwise, would have chosen it. :class:`DealPool` keeps the deals drawn for one
decision with those weights and hands them to the search in proportion: a deal that
explains the play well is searched more often than one that does not.
"""

from __future__ import annotations

import bisect
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from jass_tui.bots.hand_state import HandState
from shared.cards import Card

Policy = Callable[[HandState, Sequence[Card]], Card]
"""What a seat would play: ``policy(hand, legal)``, ``hand.to_move`` to move."""

TRUST = 0.5
"""How often the model's player follows the rules rather than playing at random: a
card the rules would not choose is then ``1 - TRUST`` as likely, shared among the legal
cards (measured against the search without weighting, see ``jass_tui.bots``)."""


@dataclass(frozen=True, slots=True)
class Play:
    """The hand's public play so far, in order: ``tricks`` as (leader, cards)."""

    tricks: tuple[tuple[int, tuple[Card, ...]], ...]
    observer: int

    @classmethod
    def from_view(cls, view: Any) -> Play:
        return cls(tuple((t.leader, tuple(t.cards)) for t in view.tricks), view.seat)

    def by_seat(self, order: Sequence[Sequence[int]]) -> list[list[Card]]:
        """The cards each seat has played, given the play order of each leader."""
        played: list[list[Card]] = [[], [], [], []]
        for leader, cards in self.tricks:
            for i, card in enumerate(cards):
                played[order[leader][i]].append(card)
        return played


def play_likelihood(
    world: HandState,
    play: Play,
    played: Sequence[Sequence[Card]],
    policy: Policy,
    trust: float = TRUST,
) -> float:
    """How likely the other seats' cards of ``play`` were, had ``world``'s hands been dealt.

    ``world`` is a sampled deal of the hand now (every seat's cards), ``played`` each
    seat's cards so far; the hand is replayed from its start on a fresh state.
    """
    start = HandState.dealt(
        world.contract,
        [list(world.hands[s]) + list(played[s]) for s in range(4)],
        play.tricks[0][0] if play.tricks else world.leader,
        world.chooser,
        world.undenufe_values,
        world.match_on,
    )
    weight = 1.0
    observer = play.observer
    for _, cards in play.tricks:
        for card in cards:
            seat = start.to_move
            if seat != observer:
                legal = start.legal(seat)
                if len(legal) > 1:
                    chance = (1.0 - trust) / len(legal)
                    if policy(start, legal) == card:
                        chance += trust
                    weight *= chance
            start.play(card)
    return weight


@dataclass(slots=True)
class DealPool:
    """The deals drawn for one decision, each with its :func:`play_likelihood`.

    Every :meth:`draw` first adds a fresh deal while the pool is below ``size``, then
    returns one of the pool in proportion to its weight; the first draws so come from
    few deals, the later ones from many.
    """

    fresh: Callable[[random.Random], HandState]
    weigh: Callable[[HandState], float]
    size: int
    deals: list[HandState] = field(default_factory=list)
    totals: list[float] = field(default_factory=list)
    """Running sums of the weights, for drawing by bisection."""

    def draw(self, rng: random.Random) -> HandState:
        if len(self.deals) < self.size:
            deal = self.fresh(rng)
            weight = self.weigh(deal)
            self.deals.append(deal)
            self.totals.append((self.totals[-1] if self.totals else 0.0) + weight)
        total = self.totals[-1]
        if total <= 0.0:
            return self.deals[rng.randrange(len(self.deals))].copy()
        index = bisect.bisect_right(self.totals, rng.random() * total)
        return self.deals[min(index, len(self.deals) - 1)].copy()
