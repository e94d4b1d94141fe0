"""Deck styles: how a card code is shown (suit symbols, suit and rank names).

A style is display only; the engines keep the two-character codes ("HJ"). ``FRENCH`` is
the default; a game adds its own styles (the Jass table adds the Swiss deck) by building
another :class:`DeckStyle` from one mapping table.

    FRENCH.label("HT")  # "10♥"
    FRENCH.name("HJ")   # "jack of hearts"
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from shared.cards import RANK_LABELS, RANK_NAMES, SUIT_NAMES, SUIT_SYMBOLS


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
        """Short printable form: rank label then suit symbol ("10♥", "U✿")."""
        return self.rank_labels[card[1]] + self.symbols[card[0]]

    def name(self, card: str) -> str:
        """The card in words ("jack of hearts", "Under of Rosen")."""
        return f"{self.rank_names[card[1]]} of {self.suit_names[card[0]]}"


FRENCH = DeckStyle("french", "French ♥♦♠♣", dict(SUIT_SYMBOLS), dict(SUIT_NAMES))
