"""Schieber card rules (RULES.md 1.4 and 1.5): rank, card points, legal cards, trick winner.

Everything the engine asks per card is a lookup in a table built once at import: the
engine plays tens of thousands of hands a second, so nothing here allocates more than
the list it returns.
"""

from __future__ import annotations

from collections.abc import Sequence

from shared.cards import JASS_RANKS, Card, make_deck
from shared.i18n import CardRef, Msg, SuitRef
from shared.table import Direction, seat_at

TRUMP_SUITS = ("H", "D", "S", "C")
CONTRACTS = ("H", "D", "S", "C", "obe", "une")
NO_TRUMP = frozenset({"obe", "une"})

DISPLAY_SUITS = "SHDC"
DECK: tuple[Card, ...] = tuple(make_deck(JASS_RANKS))
"""The 36 cards, suits in display order, each suit low to high."""

NATURAL = JASS_RANKS
"""Natural rank order low to high, 6 … A: sequences (Weis) and Obenabe use it."""

TRUMP_ORDER = "678TQKA9J"
"""Rank order of the trump suit, low to high: 6 7 8 T Q K A 9 J."""

LAST_TRICK_BONUS = 5
MATCH_BONUS = 100
HAND_TOTAL = 157

_TRUMP_POINTS = {"J": 20, "9": 14, "A": 11, "K": 4, "Q": 3, "T": 10, "8": 0, "7": 0, "6": 0}
_PLAIN_POINTS = {"A": 11, "K": 4, "Q": 3, "J": 2, "T": 10, "9": 0, "8": 0, "7": 0, "6": 0}
_OBE_POINTS = {"A": 11, "K": 4, "Q": 3, "J": 2, "T": 10, "9": 0, "8": 8, "7": 0, "6": 0}
_UNE_POINTS = {
    "six_high": _OBE_POINTS | {"6": 11, "A": 0},
    "ace_high": _OBE_POINTS,
}


def trump_name(suit: str) -> Msg:
    """'hearts trump': a trump contract in words (the table names the suit in its deck)."""
    # TRANSLATORS: a trump contract, e.g. "hearts trump"; {suit} is the suit's name.
    return Msg("{suit} trump", suit=SuitRef(suit))


CONTRACT_NAMES: dict[str, Msg] = {s: trump_name(s) for s in TRUMP_SUITS} | {
    "obe": Msg("Obenabe"),
    "une": Msg("Undenufe"),
}
"""Each contract in words: ``translate(CONTRACT_NAMES[c], style)`` names it for the table."""


def _strength_table(contract: str) -> dict[Card, int]:
    """Trick-taking strength: trumps 100+, other cards 1–9 by the contract's order."""
    table: dict[Card, int] = {}
    for card in DECK:
        suit, rank = card[0], card[1]
        if suit == contract:
            table[card] = 100 + TRUMP_ORDER.index(rank)
        elif contract == "une":
            table[card] = 9 - NATURAL.index(rank)
        else:
            table[card] = 1 + NATURAL.index(rank)
    return table


STRENGTH: dict[str, dict[Card, int]] = {c: _strength_table(c) for c in CONTRACTS}
"""``STRENGTH[contract][card]``; compare only cards of the led suit or trumps."""


def _points_table(contract: str, undenufe_values: str) -> dict[Card, int]:
    if contract == "obe":
        return {c: _OBE_POINTS[c[1]] for c in DECK}
    if contract == "une":
        values = _UNE_POINTS[undenufe_values]
        return {c: values[c[1]] for c in DECK}
    return {c: (_TRUMP_POINTS if c[0] == contract else _PLAIN_POINTS)[c[1]] for c in DECK}


POINTS: dict[tuple[str, str], dict[Card, int]] = {
    (contract, values): _points_table(contract, values)
    for contract in CONTRACTS
    for values in _UNE_POINTS
}
"""``POINTS[(contract, undenufe_values)][card]``: card points."""


def card_points(card: Card, contract: str, undenufe_values: str = "six_high") -> int:
    return POINTS[(contract, undenufe_values)][card]


def winning_index(cards: Sequence[Card], contract: str) -> int:
    """Index in play order of the card that takes the trick ``cards``."""
    strength = STRENGTH[contract]
    led = cards[0][0]
    best = 0
    best_strength = strength[cards[0]]
    for i in range(1, len(cards)):
        card = cards[i]
        s = strength[card]
        # A card of another suit never wins unless it is a trump (strength >= 100).
        if s > best_strength and (card[0] == led or s >= 100):
            best, best_strength = i, s
    return best


def trick_winner(leader: int, cards: Sequence[Card], contract: str) -> int:
    """Seat that wins the trick; play goes to the right, seat + 1."""
    return seat_at(leader, winning_index(cards, contract), Direction.RIGHT)


def _highest_trump(trick: Sequence[Card], trump: str) -> int:
    strength = STRENGTH[trump]
    best = 0
    for card in trick:
        if card[0] == trump and strength[card] > best:
            best = strength[card]
    return best


def legal_cards(hand: Sequence[Card], trick: Sequence[Card], contract: str) -> list[Card]:
    """The cards of ``hand`` that may be played to ``trick`` (RULES.md 1.5), hand order kept."""
    if not trick:
        return list(hand)
    led = trick[0][0]
    if contract in NO_TRUMP:
        follow = [c for c in hand if c[0] == led]
        return follow if follow else list(hand)
    trump = contract
    if led == trump:
        trumps = [c for c in hand if c[0] == trump]
        if not trumps or (len(trumps) == 1 and trumps[0][1] == "J"):
            return list(hand)
        return trumps
    strength = STRENGTH[trump]
    top = _highest_trump(trick, trump)
    holds_led = False
    only_trumps = True
    for c in hand:
        s = c[0]
        if s == led:
            holds_led = True
            only_trumps = False
        elif s != trump:
            only_trumps = False
    if only_trumps:
        return list(hand)
    if holds_led:
        return [c for c in hand if c[0] == led or (c[0] == trump and strength[c] > top)]
    return [c for c in hand if c[0] != trump or strength[c] > top]


def illegal_reason(
    card: Card, hand: Sequence[Card], trick: Sequence[Card], contract: str
) -> str | None:
    """Why ``card`` may not be played now, in a player's words; ``None`` if it may.

    The reason is a :class:`~shared.i18n.Msg` naming its cards and suits as
    :class:`~shared.i18n.CardRef` / :class:`~shared.i18n.SuitRef`, so the table can say
    it in its deck's words and language.
    """
    if card not in hand:
        return not_held(card)
    legal = legal_cards(hand, trick, contract)
    if card in legal:
        return None
    led = trick[0][0]
    if contract in NO_TRUMP:
        return must_follow(led)
    trump = contract
    if led == trump:
        return Msg("you must follow trumps")
    if card[0] == trump:
        top = max((c for c in trick if c[0] == trump), key=STRENGTH[trump].__getitem__)
        return Msg(
            "no undertrumping: a trump lower than the {card} may not be played here",
            card=CardRef(top),
        )
    if any(c[0] == trump for c in legal):
        return must_follow_or_trump(led)
    return must_follow(led)


def not_held(card: Card) -> Msg:
    """'you do not hold the jack of hearts'."""
    return Msg("you do not hold the {card}", card=CardRef(card))


def must_follow(suit: str) -> Msg:
    """'you must follow hearts'."""
    return Msg("you must follow {suit}", suit=SuitRef(suit))


def must_follow_or_trump(suit: str) -> Msg:
    """'you must follow hearts or play a trump'."""
    return Msg("you must follow {suit} or play a trump", suit=SuitRef(suit))


def free_trump_legal_cards(
    hand: Sequence[Card], trick: Sequence[Card], contract: str
) -> list[Card]:
    """Legal cards where **undertrumping is allowed** (Differenzler, Molotow: RULES.md 3.2, 3.3).

    RULES.md 1.5 without its undertrump rule: holding the led suit, follow it or play any
    trump; void in it, play any card; trumps led, follow with a trump unless the only
    one held is the Puur. No-trump contracts are exactly :func:`legal_cards`.
    """
    if not trick or contract in NO_TRUMP or trick[0][0] == contract:
        return legal_cards(hand, trick, contract)
    led = trick[0][0]
    for c in hand:
        if c[0] == led:
            return [c for c in hand if c[0] == led or c[0] == contract]
    return list(hand)


def free_trump_illegal_reason(
    card: Card, hand: Sequence[Card], trick: Sequence[Card], contract: str
) -> str | None:
    """Why ``card`` may not be played where undertrumping is allowed; ``None`` if it may."""
    if card not in hand:
        return not_held(card)
    if card in free_trump_legal_cards(hand, trick, contract):
        return None
    led = trick[0][0]
    if contract in NO_TRUMP:
        return must_follow(led)
    if led == contract:
        return Msg("you must follow trumps")
    return must_follow_or_trump(led)


def display_order(cards: Sequence[Card]) -> list[Card]:
    """Cards grouped by suit (♠ ♥ ♦ ♣), highest natural rank first: how hands are shown."""
    return sorted(cards, key=DISPLAY_KEY.__getitem__)


DISPLAY_KEY: dict[Card, int] = {
    c: DISPLAY_SUITS.index(c[0]) * 10 + (8 - NATURAL.index(c[1])) for c in DECK
}


DIRECTION = Direction.RIGHT
"""Jass plays to the right: seat + 1 acts next (:mod:`shared.table`)."""

TRUMP_STRENGTH = 100
"""The lowest strength a trump has in :data:`STRENGTH`; every other card is below it."""

PUUR_RANK = "J"
"""The jack of trumps, the Puur: the highest trump, and the one card never forced out."""

SUIT_CARDS: dict[str, frozenset[Card]] = {
    s: frozenset(c for c in DECK if c[0] == s) for s in DISPLAY_SUITS
}
_NONE: frozenset[Card] = frozenset()
_TRUMPS_BUT_PUUR = {t: SUIT_CARDS[t] - {t + PUUR_RANK} for t in TRUMP_SUITS}
_ALL_BUT_TRUMPS = {t: frozenset(DECK) - SUIT_CARDS[t] for t in TRUMP_SUITS}
_OTHER_SUITS = {t: DISPLAY_SUITS.replace(t, "") for t in TRUMP_SUITS}


def beats(card: Card, best: Card, led: str, contract: str) -> bool:
    """Would ``card`` take a trick led in ``led`` from ``best``, the card now winning it?

    The test :func:`winning_index` applies card by card: only a card of the led suit or
    a trump can win, and then only by a higher strength.
    """
    strength = STRENGTH[contract]
    s = strength[card]
    return s > strength[best] and (card[0] == led or s >= TRUMP_STRENGTH)


def _undertrumps(card: Card, trick: Sequence[Card], trump: str) -> bool:
    """Is ``card`` (a trump) lower than a trump already in ``trick``?"""
    return STRENGTH[trump][card] < _highest_trump(trick, trump)


def shown_out(card: Card, trick: Sequence[Card], contract: str) -> str:
    """Suits a player shows he holds none of by playing ``card`` to ``trick`` (cards before it).

    What :func:`legal_cards` implies, read backwards: not following means none of the
    led suit (for trumps: none, or only the Puur); undertrumping a side-suit lead is
    allowed only to a hand of nothing but trumps. See :func:`shown_missing` for the cards.
    """
    if not trick:
        return ""
    led = trick[0][0]
    suit = card[0]
    if suit == led:
        return ""
    if suit != contract or led == contract:
        return led
    return _OTHER_SUITS[contract] if _undertrumps(card, trick, contract) else ""


def shown_missing(card: Card, trick: Sequence[Card], contract: str) -> frozenset[Card]:
    """The cards a player cannot hold after playing ``card`` to ``trick``: :func:`shown_out`
    as cards, keeping the Puur possible where trumps were led and not followed."""
    if not trick:
        return _NONE
    led = trick[0][0]
    suit = card[0]
    if suit == led:
        return _NONE
    if led == contract:
        return _TRUMPS_BUT_PUUR[contract]
    if suit != contract:
        return SUIT_CARDS[led]
    return _ALL_BUT_TRUMPS[contract] if _undertrumps(card, trick, contract) else _NONE


def free_trump_shown_missing(card: Card, trick: Sequence[Card], contract: str) -> frozenset[Card]:
    """The cards a player cannot hold after playing ``card`` to ``trick`` where undertrumping
    is allowed (Differenzler, Molotow): :func:`free_trump_legal_cards` read backwards.

    A trump on a side-suit lead proves nothing (a trump may always be played, over or
    under); a card of another suit that is no trump proves none of the led suit; not
    following a trump lead proves no trump but perhaps the Puur. In a no-trump contract
    (Molotow before trump is fixed) not following proves none of the led suit: the card
    that fixes trump is judged with the contract before it, ``"obe"``.
    """
    if not trick:
        return _NONE
    led = trick[0][0]
    suit = card[0]
    if suit == led:
        return _NONE
    if contract in NO_TRUMP:
        return SUIT_CARDS[led]
    if led == contract:
        return _TRUMPS_BUT_PUUR[contract]
    if suit == contract:
        return _NONE
    return SUIT_CARDS[led]


def free_trump_shown_out(card: Card, trick: Sequence[Card], contract: str) -> str:
    """The suit a player shows he holds none of (for trumps: none but perhaps the Puur) by
    playing ``card`` to ``trick`` where undertrumping is allowed; ``""`` if none."""
    if not trick:
        return ""
    led = trick[0][0]
    suit = card[0]
    if suit == led or (suit == contract and led != contract):
        return ""
    return led
