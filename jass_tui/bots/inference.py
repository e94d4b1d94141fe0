"""Reading the other seats' hands from their play: sampled deals weighted by how likely
each made the cards seen.

A sampled deal only has to respect what the play proves (voids, declared Weis). Play
also *suggests*: a seat that threw a low card on its partner's trick probably had no
Ace to give, one that led a suit probably has its top card. :func:`play_likelihood`
replays the hand so far on a sampled deal and multiplies, for every card another seat
chose (the observer's own are certain), the chance that a player following the table's
first rules (:func:`jass_tui.bots.ismcts.quick_card`) sometimes, and playing at random
otherwise, would have chosen it; :class:`shared.inference.DealPool` hands the deals to
the search in proportion to that weight.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from jass_tui.bots.hand_state import HandState
from shared.cards import Card
from shared.inference import Play, choice_chance

Policy = Callable[[HandState, Sequence[Card]], Card]
"""What a seat would play: ``policy(hand, legal)``, ``hand.to_move`` to move."""

TRUST = 0.5
"""How often the model's player follows the rules rather than playing at random: a
card the rules would not choose is then ``1 - TRUST`` as likely, shared among the legal
cards (measured against the search without weighting, see ``jass_tui.bots``)."""


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
                    weight *= choice_chance(policy(start, legal) == card, len(legal), trust)
            start.play(card)
    return weight
