"""The rules of play (RULES.md 2.1-2.3) as precomputed tables and small pure functions.

Actions are :class:`~shared.engine.action.Action` values built once here ("bid 4",
"play SA"), so producing and comparing them costs a pointer; the engine looks everything
up by the action text.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, Literal

from shared.cards import RANKS, SUIT_NAMES, SUITS, CardError, card_name, make_deck, parse_card
from shared.engine.action import Action
from shared.engine.errors import InvalidAction
from shared.table import PLAY_ORDERS, Direction

SPADES: Final = 0
"""Suit index of spades; suits are indexed in display order S, H, D, C."""
NO_SUIT: Final = -1
TRUMP_BONUS: Final = 20
"""Added to a spade's rank so that every spade beats every card of the led suit."""
MAX_BID: Final = 13
TRICKS_PER_HAND: Final = 13

DECK: Final = tuple(make_deck(RANKS))
DISPLAY_ORDER: Final = tuple(s + r for s in SUITS for r in reversed(RANKS))
"""All 52 cards as a hand shows them: spades first, highest first within a suit."""
DISPLAY_INDEX: Final = {card: i for i, card in enumerate(DISPLAY_ORDER)}
CARD_SUIT: Final = {card: SUITS.index(card[0]) for card in DECK}
CARD_RANK: Final = {card: RANKS.index(card[1]) for card in DECK}

PLAY_ACTION: Final = {card: Action("play " + card, "play", card) for card in DECK}
PLAY_INFO: Final = {PLAY_ACTION[c]: (c, CARD_SUIT[c], CARD_RANK[c], PLAY_ACTION[c]) for c in DECK}
"""Play action text -> (card, suit index, rank index, interned action): all ``apply`` needs."""
BID_ACTIONS: Final = tuple(Action(f"bid {n}", "bid", n) for n in range(MAX_BID + 1))
BID_VALUE: Final = {action: n for n, action in enumerate(BID_ACTIONS)}

ActionKind = Literal["bid", "play"]
_HOW_TO = "bid a number such as 'bid 4', or play a card such as 'play SA'"


def strength(card: str, led_suit: str) -> int:
    """Trick strength for :func:`shared.tricks.trick_winner`: spades beat the led suit."""
    if card[0] == "S":
        return TRUMP_BONUS + CARD_RANK[card]
    return CARD_RANK[card] if card[0] == led_suit else -1


def display_key(card: str) -> int:
    return DISPLAY_INDEX[card]


def bid_range_message(min_bid: int) -> str:
    return f"bid must be between {min_bid} and {MAX_BID}"


def parse_action(action: object, min_bid: int) -> tuple[ActionKind, int | str]:
    """``("bid", n)`` or ``("play", card)`` for a text in any reasonable spelling.

    Raises :class:`InvalidAction` saying what is wrong with the text itself; whether the
    action is allowed now is the game's question.
    """
    if not isinstance(action, str):
        raise InvalidAction(f"an action is text: {_HOW_TO} (got {action!r})")
    words = action.split()
    if not words:
        raise InvalidAction(f"no action given: {_HOW_TO}")
    verb = words[0].lower()
    if verb not in ("bid", "play"):
        raise InvalidAction(f"{action.strip()!r} is not an action: {_HOW_TO}")
    if len(words) != 2:
        what = "a number of tricks" if verb == "bid" else "one card, e.g. 'play SA'"
        raise InvalidAction(f"'{verb}' needs {what}")
    arg = words[1]
    if verb == "bid":
        if arg.lower() == "nil":
            arg = "0"  # Nil is bid 0: the same range check applies (no Nil, lowest bid 1)
        # isdecimal, not isdigit: "²" is a digit that int() refuses.
        # A length check first: int() refuses (ValueError) texts of thousands of digits.
        if not arg.isdecimal() or len(arg) > 2:
            shown = arg if len(arg) <= 12 else arg[:12] + "…"
            raise InvalidAction(f"{bid_range_message(min_bid)}, not {shown!r}")
        value = int(arg)
        if not min_bid <= value <= MAX_BID:
            raise InvalidAction(f"{bid_range_message(min_bid)}, not {value}")
        return "bid", value
    try:
        return "play", parse_card(arg)
    except CardError as exc:
        raise InvalidAction(str(exc)) from None


def play_reason(
    held: Sequence[Sequence[str]],
    suit: int,
    led: int,
    spades_broken: bool,
    spades_barred: bool,
) -> str | None:
    """Why a card of ``suit`` may not be played now, or None when it may.

    ``held`` is the player's hand as four lists by suit index, the card still in it;
    ``led`` the led suit or NO_SUIT when leading; ``spades_barred`` is true on the first
    trick when the ``first_trick_spades`` option forbids trumping it.
    """
    if led == NO_SUIT:
        if suit == SPADES and not spades_broken and (held[1] or held[2] or held[3]):
            return "spades are not broken yet: you may lead a spade only after one was played"
        return None
    if suit != led:
        if held[led]:
            return f"you must follow {SUIT_NAMES[SUITS[led]]}"
        if suit == SPADES and spades_barred and (held[1] or held[2] or held[3]):
            return "no spades on the first trick (unless you hold nothing else)"
    return None


def describe_action(action: str) -> str:
    """Words for the game log: "bids 4", "bids Nil", "plays the jack of hearts"."""
    kind, value = parse_action(action, 0)
    if kind == "bid":
        return "bids Nil" if value == 0 else f"bids {value}"
    return f"plays the {card_name(str(value))}"


DIRECTION: Final = Direction.LEFT
"""Spades plays to the left: 0 → 3 → 2 → 1 (:mod:`shared.table`)."""
TRUMP: Final = SUITS[SPADES]
"""Spades, the trump suit, as a card's suit letter."""

STRENGTH: Final = {led: {card: strength(card, led) for card in DECK} for led in SUITS}
"""``STRENGTH[led_suit][card]``: :func:`strength` as a table, for loops run thousands of times."""

_ORDER: Final = PLAY_ORDERS[DIRECTION]
_SIDE_SUITS: Final = SUITS.replace(TRUMP, "")


def winning_index(cards: Sequence[str]) -> int:
    """Index in play order of the card taking the trick ``cards`` (the first card led)."""
    table = STRENGTH[cards[0][0]]
    best = 0
    best_strength = table[cards[0]]
    for i in range(1, len(cards)):
        s = table[cards[i]]
        if s > best_strength:
            best, best_strength = i, s
    return best


def trick_winner(leader: int, cards: Sequence[str]) -> int:
    """Seat that takes the trick ``leader`` led with ``cards`` in play order."""
    return _ORDER[leader][winning_index(cards)]


def legal_cards(
    hand: Sequence[str], trick: Sequence[str], spades_broken: bool, spades_barred: bool
) -> list[str]:
    """The cards of ``hand`` that may be played to ``trick`` (RULES.md 2.3), hand order kept.

    ``spades_barred`` is true on the first trick when the ``first_trick_spades`` option
    forbids trumping it (see :func:`play_reason`, which says why a card is refused).
    """
    if not trick:
        if spades_broken:
            return list(hand)
        others = [c for c in hand if c[0] != TRUMP]
        return others if others else list(hand)
    led = trick[0][0]
    follow = [c for c in hand if c[0] == led]
    if follow:
        return follow
    if spades_barred:
        others = [c for c in hand if c[0] != TRUMP]
        if others:
            return others
    return list(hand)


def shown_out(card: str, trick: Sequence[str], spades_broken: bool, spades_barred: bool) -> str:
    """Suits a player shows he holds none of by playing ``card`` to ``trick`` (cards before it).

    What :func:`legal_cards` implies, read backwards: not following means none of the led
    suit; leading an unbroken spade, or trumping a barred first trick, means only spades.
    """
    suit = card[0]
    if not trick:
        return _SIDE_SUITS if suit == TRUMP and not spades_broken else ""
    led = trick[0][0]
    if suit == led:
        return ""
    if suit == TRUMP and spades_barred:
        return _SIDE_SUITS
    return led


NIL: Final = 0
"""The bid of Nil: no tricks at all."""


def bid_range(nil_allowed: bool) -> range:
    """The bids a player may make: Nil when the ``nil`` option allows it, else 1 up, to 13."""
    return range(NIL if nil_allowed else NIL + 1, MAX_BID + 1)
