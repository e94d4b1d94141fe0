"""Deck styles: how a card code is shown (suit symbols, suit and rank names).

A style is display only; the engines keep the two-character codes ("HJ"). ``FRENCH`` is
the default; a game adds its own styles (the Jass table adds the Swiss deck) by building
another :class:`DeckStyle` from one mapping table.

    FRENCH.label("HT")  # "10♥"
    FRENCH.name("HJ")   # "jack of hearts"
    FRENCH.label("BJ")  # "BJ★": the Big Joker (the Little Joker is "LJ☆")

Names are said in the current language (``shared.i18n``): the names a style holds are
msgids, looked up when a card is named, so the French deck reads "Herz-Bube" in German;
the Swiss and German decks' own words ("Rosen", "Under") have no entry and stay as they
are. A style is a :class:`shared.i18n.Names`, so ``translate(msg, style)`` names the
cards of a message in its words.

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
from shared.i18n import N_, gettext

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
        """The suit in words, in the current language ("hearts", "Herz", "Rosen")."""
        return gettext(self.suit_names[suit])

    def rank_name(self, rank: str) -> str:
        """The rank in words, in the current language ("jack", "Bube", "Under")."""
        return gettext(self.rank_names[rank])

    def shown_title(self) -> str:
        """The title in the current language, its suit symbols kept ("Französisch ♥♦♠♣").

        ``title`` is a word (a msgid) then, after the last space, the suit symbols.
        """
        word, space, symbols = self.title.rpartition(" ")
        if not space:
            return gettext(self.title)
        return f"{gettext(word)} {symbols}"

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
            return gettext(JOKER_NAMES[card])
        # TRANSLATORS: a card in words, "jack of hearts"; German "Herz-Bube".
        return gettext("{rank} of {suit}").format(
            rank=self.rank_name(card[1]), suit=self.suit_name(card[0])
        )

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


# TRANSLATORS: the French deck's name on the set-up screen ("French ♥♦♠♣").
FRENCH = DeckStyle("french", N_("French") + " ♥♦♠♣", dict(SUIT_SYMBOLS), dict(SUIT_NAMES))
