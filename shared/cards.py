"""Cards in the two-character notation of the rule book: suit then rank ("HJ", "CT").

Two codes stand outside the suits: the jokers ``BJ`` (Big Joker) and ``LJ`` (Little
Joker), used by the Spades option ``jokers``. They parse and have names here like any
card; whether a game's deck holds them, and which suit they belong to in play, is that
game's rule (Spades counts them as spades). Games without jokers refuse them as cards
that are not in their deck.

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

from shared.i18n import N_, Msg

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
SUIT_NAMES = {"S": N_("spades"), "H": N_("hearts"), "D": N_("diamonds"), "C": N_("clubs")}
"""English suit names (msgids: the table translates them)."""
RED_SUITS = frozenset("HD")

RANKS = "23456789TJQKA"
"""Every rank, in natural order low to high."""
JASS_RANKS = "6789TJQKA"
SPADES_RANKS = RANKS

RANK_NAMES = {
    "2": N_("two"),
    "3": N_("three"),
    "4": N_("four"),
    "5": N_("five"),
    "6": N_("six"),
    "7": N_("seven"),
    "8": N_("eight"),
    "9": N_("nine"),
    "T": N_("ten"),
    "J": N_("jack"),
    "Q": N_("queen"),
    "K": N_("king"),
    "A": N_("ace"),
}
RANK_LABELS = {r: r for r in RANKS} | {"T": "10"}

ALL_CARDS = frozenset(s + r for s in SUITS for r in RANKS)
"""The 52 suited cards (no jokers)."""

BIG_JOKER = "BJ"
LITTLE_JOKER = "LJ"
JOKERS = (BIG_JOKER, LITTLE_JOKER)
"""The joker codes, highest first."""
JOKER_NAMES = {BIG_JOKER: N_("Big Joker"), LITTLE_JOKER: N_("Little Joker")}
JOKER_LABELS = {BIG_JOKER: "BJ", LITTLE_JOKER: "LJ"}
CARD_CODES = ALL_CARDS | frozenset(JOKERS)
"""Every code :func:`parse_card` accepts: the 52 suited cards and the two jokers."""


class CardError(ValueError):
    """A text that is not a card code."""


def parse_card(text: str) -> Card:
    """Return the card code for ``text`` ("hj", " HJ ", "H10" and "bj" are accepted)."""
    code = text.strip().upper().replace("10", "T")
    if code not in CARD_CODES:
        raise CardError(
            Msg("{text} is not a card (write suit then rank, e.g. HJ or CT)", text=repr(text))
        )
    return code


def suit_of(card: Card) -> str:
    return card[0]


def rank_of(card: Card) -> str:
    return card[1]


def is_joker(card: Card) -> bool:
    return card in JOKER_NAMES


def card_name(card: Card) -> str:
    """The card in words, to follow "the": "jack of hearts", "Big Joker"."""
    joker = JOKER_NAMES.get(card)
    if joker is not None:
        return joker
    return f"{RANK_NAMES[card[1]]} of {SUIT_NAMES[card[0]]}"


def card_label(card: Card) -> str:
    """Short printable form with the suit symbol: "J♥", "10♣"; the jokers "BJ", "LJ"."""
    joker = JOKER_LABELS.get(card)
    if joker is not None:
        return joker
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
    """Cards grouped by ``suit_order`` and, within a suit, highest of ``rank_order`` first.

    The jokers go first among the spades, the Big Joker before the Little Joker.
    """
    top = len(rank_order)

    def key(card: Card) -> tuple[int, int]:
        if card in JOKER_NAMES:
            return suit_order.index("S"), -top - 2 + JOKERS.index(card)
        return suit_order.index(card[0]), -rank_order.index(card[1])

    return sorted(cards, key=key)


def _validate_card(value: str) -> str:
    return parse_card(value)


CardCode = Annotated[str, AfterValidator(_validate_card)]
"""A card code field in a pydantic model: validated and normalised on load."""
