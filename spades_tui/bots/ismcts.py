"""The ``ismcts`` yardstick for Spades: one hand as a :class:`shared.ismcts.World`.

A world is one determinization of the hand, on the lean Spades
:class:`~spades_tui.bots.hand_state.HandState`: the unseen cards dealt consistently with
the play so far (:func:`spades_tui.bots.search.sample_world`), then the bids still to
make, in turn (a seat may bid Blind Nil where the engine would let it), and the cards.

**Blind Nil** is decided before the bot looks at its cards (RULES.md Part 4), so when
it is offered the decision is two searches. The first has the bot's own cards dealt at
random too, and two moves at the root: ``bid blind``, or :data:`LOOK` followed by a
bid; as single-observer ISMCTS does, it keys the bids after :data:`LOOK` by the move
alone, so it values looking by the best bid over all hands, not hand by hand (the
method's *strategy fusion*). If it looks, the second search chooses the bid with the
cards seen. Each search gets half the time left (or the decision's iterations each).

The result is the hand's points as the engine scores them (contracts, bags, Nil and
Blind Nil, penalties), as the margin of the seat's team over the best other team (or
seat, in ``bicycle``), a reward: +:data:`MARGIN_SCALE` or more is 1, its negative 0.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from shared.determinize import sample_hands
from shared.ismcts import Sampler, Search, scaled
from shared.table import SEATS, next_seat, team_of
from spades_tui.bots.hand_state import ORDER, HandState, state_from_view
from spades_tui.bots.search import margin, sample_world
from spades_tui.rules import (
    BID_ACTIONS,
    BID_VALUE,
    BLIND_NIL,
    DIRECTION,
    PLAY_ACTION,
    TRICKS_PER_HAND,
    bid_range,
)
from spades_tui.state import BLIND_NIL_DEFICIT

__all__ = ["LOOK", "MARGIN_SCALE", "SpadesWorld", "decide"]

LOOK = "look"
"""The bot's move of not bidding Blind Nil: it looks at its cards, then bids."""
MARGIN_SCALE = 300
"""A hand's margin worth a reward of 1: a made contract and a Blind Nil against a set."""
CARD_OF = {str(action): card for card, action in PLAY_ACTION.items()}
BID_OF = {str(action): bid for action, bid in BID_VALUE.items()}


@dataclass(frozen=True, slots=True)
class Bidding:
    """What stays fixed in every world of one decision: the bids on offer and to whom."""

    seat: int
    first: int
    """The first bidder (the dealer's left); bids go round in play order."""
    bids: tuple[str, ...]
    blind_ok: tuple[bool, ...]
    """Per seat: Blind Nil is on offer to it this hand (the bot's own is the root's)."""


@dataclass(slots=True)
class SpadesWorld:
    """One imagined deal of the hand, from the bidding or from the play."""

    bidding: Bidding
    hand: HandState
    blind_open: bool = False
    """The bot is still to say Blind Nil or :data:`LOOK` (the first of two searches)."""

    def _bidder(self) -> int | None:
        bids = self.hand.bids
        for seat in ORDER[self.bidding.first]:
            if bids[seat] is None:
                return seat
        return None

    def to_move(self) -> int:
        bidder = self._bidder()
        return self.hand.to_move if bidder is None else bidder

    def moves(self) -> Sequence[str]:
        bidder = self._bidder()
        if bidder is None:
            hand = self.hand
            return [PLAY_ACTION[card] for card in hand.legal(hand.to_move)]
        bidding = self.bidding
        if bidder == bidding.seat:
            return (BLIND_NIL, LOOK) if self.blind_open else bidding.bids
        if bidding.blind_ok[bidder]:
            return (*bidding.bids, BLIND_NIL)
        return bidding.bids

    def play(self, move: str) -> None:
        hand = self.hand
        bidder = self._bidder()
        if bidder is None:
            hand.play(CARD_OF[move])
            return
        if move == LOOK:
            self.blind_open = False
            return
        if move == BLIND_NIL:
            hand.bids[bidder] = 0
            hand.blind[bidder] = True
        else:
            hand.bids[bidder] = BID_OF[move]
        if self._bidder() is None:
            hand.lead_opening()

    def over(self) -> bool:
        return self.hand.trick_no == TRICKS_PER_HAND

    def rewards(self) -> Sequence[float]:
        hand = self.hand
        points = hand.score()
        table = hand.table
        return [
            scaled(margin(points, table.unit_of(s)), -MARGIN_SCALE, MARGIN_SCALE) for s in SEATS
        ]


def _bidding(view: Any) -> Bidding:
    options = view.options
    low = bid_range(bool(options["nil"])).start
    scores = view.scores

    def blind_ok(seat: int) -> bool:
        if not options.get("blind_nil") or not view.partnerships or seat == view.seat:
            return False
        team = team_of(seat)
        behind: int = scores[1 - team] - scores[team]
        return behind >= BLIND_NIL_DEFICIT

    return Bidding(
        seat=view.seat,
        first=next_seat(view.dealer, DIRECTION),
        bids=tuple(BID_ACTIONS[low:]),
        blind_ok=tuple(blind_ok(s) for s in SEATS),
    )


def seen_sampler(view: Any) -> Sampler:
    """Worlds consistent with what the seat has seen, its own cards included."""
    bidding = _bidding(view)
    state = state_from_view(view)
    seat = view.seat

    def sample(rng: random.Random) -> SpadesWorld:
        return SpadesWorld(bidding, sample_world(state, seat, rng))

    return sample


def blind_sampler(view: Any) -> Sampler:
    """Worlds for the Blind Nil question: the seat's own cards are unseen as well."""
    bidding = _bidding(view)
    state = state_from_view(view)
    state.hands[view.seat] = []
    cards = sorted(state.remaining)
    sizes = {s: TRICKS_PER_HAND for s in SEATS}

    def sample(rng: random.Random) -> SpadesWorld:
        world = state.copy()
        for seat, dealt in sample_hands(cards, sizes, rng).items():
            world.hands[seat] = dealt
        return SpadesWorld(bidding, world, blind_open=True)

    return sample


def decide(view: Any, legal: Sequence[Any], search: Search) -> Any:
    """The ``ismcts`` choice among ``legal`` (Spades actions) for ``view``'s seat."""
    if BLIND_NIL in legal:
        half = search.deadline.sooner(0.5)
        if search.best(blind_sampler(view), (BLIND_NIL, LOOK), half) == BLIND_NIL:
            return next(a for a in legal if a == BLIND_NIL)
        legal = [a for a in legal if a != BLIND_NIL]
    return search.best(seen_sampler(view), legal)
