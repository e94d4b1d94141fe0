"""A trick: who led, the cards in play order, and who won it.

The winner is decided by a *strength* function supplied by the game: given the led
suit, it scores every card (higher wins, 0 or below never wins). The same function
serves Jass contracts and Spades, so the one place each game keeps its rank order is its
strength table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from pydantic import BaseModel, ConfigDict

from shared.cards import Card, CardCode
from shared.i18n import Msg
from shared.table import Direction, seat_at, seat_name

Strength = Callable[[Card, str], int]
"""``strength(card, led_suit)``: larger beats smaller within one trick."""


def winning_index(cards: Sequence[Card], strength: Strength) -> int:
    """Index (in play order) of the card that wins ``cards``; the first card leads."""
    led = cards[0][0]
    best = 0
    best_strength = strength(cards[0], led)
    for i in range(1, len(cards)):
        s = strength(cards[i], led)
        if s > best_strength:
            best, best_strength = i, s
    return best


def trick_winner(
    leader: int, cards: Sequence[Card], strength: Strength, direction: Direction
) -> int:
    """Seat that wins the trick led by ``leader`` with ``cards`` in play order."""
    return seat_at(leader, winning_index(cards, strength), direction)


class TrickRecord(BaseModel):
    """One trick of a hand record. ``winner`` is ``None`` while the trick is in progress."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    leader: int
    cards: tuple[CardCode, ...] = ()
    winner: int | None = None

    def seat_of(self, index: int, direction: Direction) -> int:
        """Seat that played the ``index``-th card of this trick."""
        return seat_at(self.leader, index, direction)


def trick_mismatch(
    hand_number: int, stored: Sequence[TrickRecord], replayed: Sequence[TrickRecord]
) -> str | None:
    """Where a saved hand's tricks disagree with a replay of its actions, in one sentence."""
    if len(stored) != len(replayed):
        return Msg(
            "hand {hand}: the save lists {stored} tricks, but the hand's actions make {replayed}",
            hand=hand_number,
            stored=len(stored),
            replayed=len(replayed),
        )
    for number, (mine, theirs) in enumerate(zip(stored, replayed, strict=True), 1):
        where = {"hand": hand_number, "trick": number}
        if mine.leader != theirs.leader:
            return Msg(
                "hand {hand}, trick {trick}: the save says {stored} led, but it was {replayed}",
                stored=seat_name(mine.leader),
                replayed=seat_name(theirs.leader),
                **where,
            )
        if tuple(mine.cards) != tuple(theirs.cards):
            shown = " ".join(mine.cards) or Msg("no cards")
            actual = " ".join(theirs.cards) or Msg("no cards")
            return Msg(
                "hand {hand}, trick {trick}: the save lists {stored}, "
                "but the hand's actions play {replayed}",
                stored=shown,
                replayed=actual,
                **where,
            )
        if mine.winner != theirs.winner:
            return Msg(
                "hand {hand}, trick {trick}: the save says {stored} won it, "
                "but the cards give {replayed}",
                stored=seat_name(mine.winner),
                replayed=seat_name(theirs.winner),
                **where,
            )
    return None
