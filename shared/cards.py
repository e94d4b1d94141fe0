"""Cards in the two-character notation of the rule book: suit then rank ("HJ", "CT").

A card *is* its code, a plain ``str``: hashing, comparing and saving cost nothing, and
the engines can key precomputed tables by it. This module owns everything about the
notation: parsing, naming, building decks, seeded deals and display order.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from enum import StrEnum
from typing import Annotated, TypeAlias

from pydantic import AfterValidator

Card: TypeAlias = str
"""A card code such as ``"HJ"``; validated on the way in by :func:`parse_card`."""


class Suit(StrEnum):
    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def symbol(self) -> str:
        return SUIT_SYMBOLS[self.value]

    @property
    def noun(self) -> str:
        """The plural English name, as in "you must follow hearts"."""
        return SUIT_NAMES[self.value]


SUITS = "SHDC"
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RED_SUITS = frozenset("HD")

RANKS = "23456789TJQKA"
"""Every rank, in natural order low to high."""
JASS_RANKS = "6789TJQKA"
SPADES_RANKS = RANKS

RANK_NAMES = {
    "2": "two",
    "3": "three",
    "4": "four",
    "5": "five",
    "6": "six",
    "7": "seven",
    "8": "eight",
    "9": "nine",
    "T": "ten",
    "J": "jack",
    "Q": "queen",
    "K": "king",
    "A": "ace",
}
RANK_LABELS = {r: r for r in RANKS} | {"T": "10"}

ALL_CARDS = frozenset(s + r for s in SUITS for r in RANKS)


class CardError(ValueError):
    """A text that is not a card code."""


def parse_card(text: str) -> Card:
    """Return the card code for ``text`` ("hj", " HJ " and "H10" are accepted)."""
    code = text.strip().upper().replace("10", "T")
    if code not in ALL_CARDS:
        raise CardError(f"{text!r} is not a card (write suit then rank, e.g. HJ or CT)")
    return code


def suit_of(card: Card) -> str:
    return card[0]


def rank_of(card: Card) -> str:
    return card[1]


def card_name(card: Card) -> str:
    """The card in words: "jack of hearts"."""
    return f"{RANK_NAMES[card[1]]} of {SUIT_NAMES[card[0]]}"


def card_label(card: Card) -> str:
    """Short printable form with the suit symbol: "J♥", "10♣"."""
    return RANK_LABELS[card[1]] + SUIT_SYMBOLS[card[0]]


def make_deck(ranks: str) -> list[Card]:
    """A fresh deck of the given ranks in every suit, in a fixed order."""
    return [s + r for s in SUITS for r in ranks]


def deal(deck: Sequence[Card], rng: random.Random, players: int = 4) -> list[list[Card]]:
    """Shuffle a copy of ``deck`` with ``rng`` and split it evenly, dealt in packets.

    The packet pattern does not change the distribution of a fair shuffle, so cards are
    handed out in equal consecutive blocks; the seed alone decides the deal.
    """
    cards = list(deck)
    rng.shuffle(cards)
    size = len(cards) // players
    return [cards[i * size : (i + 1) * size] for i in range(players)]


def display_sort(
    cards: Iterable[Card],
    suit_order: str = SUITS,
    rank_order: str = RANKS,
) -> list[Card]:
    """Cards grouped by ``suit_order`` and, within a suit, highest of ``rank_order`` first."""
    return sorted(cards, key=lambda c: (suit_order.index(c[0]), -rank_order.index(c[1])))


def _validate_card(value: str) -> str:
    return parse_card(value)


CardCode = Annotated[str, AfterValidator(_validate_card)]
"""A card code field in a pydantic model: validated and normalised on load."""
