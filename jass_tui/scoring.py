"""Hand scoring constants and the small sums of RULES.md 1.7 and 1.8.

Points are credited as they arise (Stöck, then Weis, then each trick) and multiplied
by the contract's multiplier on the way in; these helpers give the raw amounts.
"""

from __future__ import annotations

from collections.abc import Sequence

from jass_tui.rules import LAST_TRICK_BONUS, MATCH_BONUS, TRUMP_SUITS
from jass_tui.weis import Weis
from shared.cards import Card

STOECK_POINTS = 20
TRICKS_PER_HAND = 9

__all__ = [
    "LAST_TRICK_BONUS",
    "MATCH_BONUS",
    "STOECK_POINTS",
    "TRICKS_PER_HAND",
    "stoeck_cards",
    "stoeck_holder",
    "trick_value",
    "weis_total",
]


def stoeck_cards(contract: str | None) -> frozenset[Card]:
    """King and queen of trumps; empty for Obenabe and Undenufe (no Stöck there)."""
    if contract not in TRUMP_SUITS:
        return frozenset()
    return frozenset({contract + "K", contract + "Q"})


def stoeck_holder(dealt: Sequence[Sequence[Card]], contract: str | None) -> int | None:
    """The seat dealt both king and queen of trumps, if any."""
    pair = stoeck_cards(contract)
    if not pair:
        return None
    for seat, cards in enumerate(dealt):
        if pair <= set(cards):
            return seat
    return None


def trick_value(cards: Sequence[Card], points: dict[Card, int], last: bool) -> int:
    """Card points of a trick, plus the last-trick bonus."""
    total = 0
    for card in cards:
        total += points[card]
    return total + LAST_TRICK_BONUS if last else total


def weis_total(declared: Sequence[Sequence[Weis]], team: int) -> int:
    """All Weis declared by both partners of ``team`` (the winning team scores them all)."""
    return sum(w.points for seat in (team, team + 2) for w in declared[seat])


def trick_score(
    cards: Sequence[Card], points: dict[Card, int], number: int, team_tricks: int, match_on: bool
) -> int:
    """Raw points for winning trick ``number`` (1 to 9) of a hand, as the engine credits them.

    Card points, the last-trick bonus on the ninth trick, and the Match bonus when the
    winners have now taken all nine (``team_tricks`` counts this trick) and the preset
    plays Match.
    """
    value = trick_value(cards, points, number == TRICKS_PER_HAND)
    if match_on and team_tricks == TRICKS_PER_HAND:
        value += MATCH_BONUS
    return value
