"""Decks and deals for the Part 4 option tests, written from the rule book only.

RULES.md Part 4: with ``jokers`` the 2♣ and 2♦ leave and the Big Joker (``BJ``) and
Little Joker (``LJ``) come in; with ``jokers_deuces`` the 2♣ and 2♥ leave instead, and
the 2♦ counts as a spade. Trumps, highest first:

- ``off``: A♠ K♠ … 2♠
- ``jokers``: BJ LJ A♠ K♠ … 2♠
- ``jokers_deuces``: BJ LJ 2♦ 2♠ A♠ K♠ … 3♠

Nothing here imports the engine's rule tables: the tests compare the engine with this.
"""

from __future__ import annotations

from collections.abc import Iterable

SUITS = "SHDC"
RANKS = "23456789TJQKA"
MODES = ("off", "jokers", "jokers_deuces")
PLAIN = [s + r for s in SUITS for r in RANKS]
OUT = {"off": (), "jokers": ("C2", "D2"), "jokers_deuces": ("C2", "H2")}


def deck(mode: str) -> list[str]:
    cards = [c for c in PLAIN if c not in OUT[mode]]
    return cards if mode == "off" else [*cards, "BJ", "LJ"]


def trumps(mode: str) -> list[str]:
    """The spade suit in play, highest first."""
    natural = ["S" + r for r in reversed(RANKS)]
    if mode == "off":
        return natural
    if mode == "jokers":
        return ["BJ", "LJ", *natural]
    return ["BJ", "LJ", "D2", "S2", *natural[:-1]]


def suit(card: str, mode: str) -> str:
    """The suit ``card`` belongs to in play."""
    return "S" if card in trumps(mode) else card[0]


def power(card: str, led: str, mode: str) -> int:
    """Who takes a trick: any spade beats the led suit; other suits never win."""
    order = trumps(mode)
    if card in order:
        return 100 + len(order) - order.index(card)
    return RANKS.index(card[1]) if suit(card, mode) == led else -1


def display(cards: Iterable[str], mode: str) -> list[str]:
    """As a hand shows them: spades in trump order, then hearts, diamonds, clubs, high first."""
    order = trumps(mode)

    def key(card: str) -> tuple[int, int]:
        if card in order:
            return 0, order.index(card)
        return SUITS.index(card[0]), -RANKS.index(card[1])

    return sorted(cards, key=key)


def fill(
    fixed: dict[int, list[str]], mode: str = "off", avoid: dict[int, str] | None = None
) -> list[list[str]]:
    """A deal of ``mode``'s deck where the given seats hold the given cards; the rest is
    dealt so that no seat in ``avoid`` gets a card of the suits (in play) named there."""
    avoid = avoid or {}
    used = {c for cards in fixed.values() for c in cards}
    assert used <= set(deck(mode)), used - set(deck(mode))
    hands = [list(fixed.get(seat, [])) for seat in range(4)]

    def allowed(seat: int, card: str) -> bool:
        return suit(card, mode) not in avoid.get(seat, "")

    spare = [c for c in deck(mode) if c not in used]
    # The cards somebody must not get go first, to the seats that may take them.
    spare.sort(key=lambda c: all(allowed(s, c) for s in range(4)))
    for card in spare:
        seat = next(s for s in range(4) if len(hands[s]) < 13 and allowed(s, card))
        hands[seat].append(card)
    assert sorted(c for h in hands for c in h) == sorted(deck(mode))
    assert all(len(h) == 13 for h in hands)
    return hands
