"""Deck styles: how a card code is shown (suit symbols, suit and rank names).

A style is display only; the engines keep the two-character codes ("HJ"). ``FRENCH`` is
the default; a game adds its own styles (the Jass table adds the Swiss deck) by building
another :class:`DeckStyle` from one mapping table.

    FRENCH.label("HT")  # "10♥"
    FRENCH.name("HJ")   # "jack of hearts"
    FRENCH.label("BJ")  # "BJ★": the Big Joker (the Little Joker is "LJ☆")

The two jokers (Spades option ``jokers``) are cards of their own in every style: a
corner "BJ"/"LJ" instead of a rank and a star instead of a suit symbol, ★ for the Big
Joker and ☆ for the Little Joker.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from shared.cards import (
    BIG_JOKER,
    JOKER_LABELS,
    JOKER_NAMES,
    LITTLE_JOKER,
    RANK_LABELS,
    RANK_NAMES,
    SUIT_NAMES,
    SUIT_SYMBOLS,
)

JOKER_STARS = {BIG_JOKER: "★", LITTLE_JOKER: "☆"}
"""The jokers' "suit symbol": a full star for the Big Joker, an open one for the Little."""


@dataclass(frozen=True)
class DeckStyle:
    """Symbols and names for the four suits and the ranks of one deck design."""

    key: str
    title: str
    symbols: Mapping[str, str]
    suit_names: Mapping[str, str]
    rank_labels: Mapping[str, str] = field(default_factory=lambda: dict(RANK_LABELS))
    rank_names: Mapping[str, str] = field(default_factory=lambda: dict(RANK_NAMES))

    def symbol(self, suit: str) -> str:
        return self.symbols[suit]

    def suit_name(self, suit: str) -> str:
        return self.suit_names[suit]

    def rank_label(self, rank: str) -> str:
        return self.rank_labels[rank]

    def label(self, card: str) -> str:
        """Short printable form: rank label then suit symbol ("10♥", "U✿", "BJ★")."""
        if card in JOKER_STARS:
            return JOKER_LABELS[card] + JOKER_STARS[card]
        return self.rank_labels[card[1]] + self.symbols[card[0]]

    def name(self, card: str) -> str:
        """The card in words ("jack of hearts", "Under of Rosen", "Big Joker")."""
        if card in JOKER_NAMES:
            return JOKER_NAMES[card]
        return f"{self.rank_names[card[1]]} of {self.suit_names[card[0]]}"

    def corner(self, card: str) -> str:
        """What a boxed card shows in its corners: the rank label, or "BJ"/"LJ"."""
        if card in JOKER_STARS:
            return JOKER_LABELS[card]
        return self.rank_labels[card[1]]

    def pip(self, card: str) -> str:
        """What a boxed card shows in its middle: the suit symbol, or the joker's star."""
        if card in JOKER_STARS:
            return JOKER_STARS[card]
        return self.symbols[card[0]]


FRENCH = DeckStyle("french", "French ♥♦♠♣", dict(SUIT_SYMBOLS), dict(SUIT_NAMES))
