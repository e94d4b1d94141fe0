"""What the statistics count in Spades, from the finished game's hand records.

Registered in ``spades_tui/kind.py`` (``stats=``). A player's bid (not Nil) is *made*
when the partnership made its contract, *set* when it did not; Nil and Blind Nil count
as Nils made or failed; bags are the partnership's overtricks in the hands he played.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from shared.i18n import N_
from shared.stats import Counter, KindStats
from shared.table import team_of

COUNTERS = (
    Counter("bids_made", N_("Bids made")),
    Counter("bids_set", N_("Bids set")),
    Counter("nils_made", N_("Nils made")),
    Counter("nils_failed", N_("Nils failed")),
    Counter("bags", N_("Bags")),
)


def spades_counts(game: Any, seat: int) -> Mapping[str, int]:
    counts = dict.fromkeys((counter.key for counter in COUNTERS), 0)
    team = team_of(seat)
    for hand in game.hands:
        if not hand.finished:
            continue
        bid = hand.bids[seat]
        if bid is not None and bid > 0 and hand.made is not None:
            counts["bids_made" if hand.made[team] else "bids_set"] += 1
        nil = hand.nil_results[seat]
        if nil is not None:
            counts["nils_made" if nil else "nils_failed"] += 1
        if hand.bags_this_hand is not None:
            counts["bags"] += hand.bags_this_hand[team]
    return counts


def _lines(game: Any) -> tuple[int, ...]:
    lines = [game.options.get("target"), game.options.get("loss_limit")]
    return tuple(v for v in lines if isinstance(v, int) and not isinstance(v, bool))


SPADES = KindStats(COUNTERS, spades_counts, _lines)
