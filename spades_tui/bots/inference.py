"""What the bids say about the hands: how likely a sampled deal made the bids seen.

A seat that bid 5 holds more than a seat that bid 1, and a Nil bidder holds no high
spades. Each sampled deal is weighted by how well every other seat's bid fits its hand as
dealt under the normal count (:func:`spades_tui.bots.policy.estimate_tricks`), softly,
since the other players need not count as the normal bot does. A Blind Nil is made
without looking and tells nothing.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from shared.cards import Card
from shared.table import SEATS
from spades_tui.bots.hand_state import ORDER, DeckTables, HandState
from spades_tui.bots.policy import estimate_tricks, nil_is_sound
from spades_tui.rules import NIL

SLACK = 0.5
"""Tricks by which a bid may differ from the count at no cost: bids are whole numbers."""
SCALE = 1.0
"""Tricks more of difference that make a deal e times less likely (a judgement)."""
BID_SHIFT = 0.15
"""The count's bid is ``int(tricks + 0.35)``: on average ``tricks - 0.15``."""
UNSOUND_NIL = 1.5
"""The log-weight a Nil costs on a hand the count would not bid Nil with."""


def bid_log_weight(bid: int, hand: Sequence[Card], deck: DeckTables) -> float:
    """The log-likelihood (0 at most) of ``bid`` with ``hand``, up to a constant."""
    if bid == NIL:
        return 0.0 if nil_is_sound(hand, deck) else -UNSOUND_NIL
    miss = abs(estimate_tricks(hand, deck) - BID_SHIFT - bid)
    return -max(0.0, miss - SLACK) / SCALE


def deal_weigher(view: Any, deck: DeckTables) -> Callable[[HandState], float] | None:
    """The weight of a sampled world by the bids made so far (None: no bid to read)."""
    seat = view.seat
    bids = [
        (other, bid)
        for other, bid in enumerate(view.bids)
        if other != seat and bid is not None and not view.blind[other]
    ]
    if not bids:
        return None
    played: list[list[Card]] = [[] for _ in SEATS]
    for trick in view.tricks:
        for player, card in zip(ORDER[trick.leader], trick.cards, strict=False):
            played[player].append(card)

    def weigh(world: HandState) -> float:
        return math.exp(
            sum(bid_log_weight(bid, world.hands[s] + played[s], deck) for s, bid in bids)
        )

    return weigh
