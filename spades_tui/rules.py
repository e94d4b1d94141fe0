"""The rules of play (RULES.md 2.1-2.3, Part 4) as precomputed tables and small pure functions.

Actions are :class:`~shared.engine.action.Action` values built once here ("bid 4",
"bid blind", "play SA"), so producing and comparing them costs a pointer; the engine
looks everything up by the action text.

The option ``jokers`` changes the deck and the trump order (RULES.md Part 4), so
everything that depends on a card's suit or rank comes per mode, as one :class:`Deck`:

- ``off``: the 52 cards, spades A high … 2 low;
- ``jokers``: the 2♣ and 2♦ leave, the Big Joker ``BJ`` and Little Joker ``LJ`` come in;
  trumps Big Joker > Little Joker > A♠ … 2♠;
- ``jokers_deuces``: the 2♣ and 2♥ leave, the jokers come in; trumps Big Joker >
  Little Joker > 2♦ > 2♠ > A♠ … 3♠, and the 2♦ is a spade.

A card's *suit* below is the suit it belongs to in play: the jokers (and with deuces the
2♦) are spades for following, breaking and leading.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final, Literal

from shared.cards import (
    CARD_CODES,
    JOKERS,
    RANKS,
    SUITS,
    CardError,
    card_label,
    is_joker,
    make_deck,
    parse_card,
)
from shared.engine.action import Action
from shared.engine.errors import InvalidAction
from shared.i18n import CardRef, Msg, SuitRef
from shared.table import PLAY_ORDERS, Direction
from spades_tui.presets import JOKER_CHOICES, JokerMode

SPADES: Final = 0
"""Suit index of spades; suits are indexed in display order S, H, D, C."""
NO_SUIT: Final = -1
TRUMP_BONUS: Final = 20
"""Added to a spade's rank so that every spade beats every card of the led suit."""
MAX_BID: Final = 13
TRICKS_PER_HAND: Final = 13

JOKER_MODES: Final = JOKER_CHOICES
REMOVED: Final[Mapping[str, tuple[str, ...]]] = MappingProxyType(
    {"off": (), "jokers": ("C2", "D2"), "jokers_deuces": ("C2", "H2")}
)
"""The cards that make way for the two jokers, per mode."""

PLAY_ACTION: Final = {card: Action("play " + card, "play", card) for card in sorted(CARD_CODES)}
"""One interned ``play`` action per card code, jokers included (whatever the deck)."""
BID_ACTIONS: Final = tuple(Action(f"bid {n}", "bid", n) for n in range(MAX_BID + 1))
BID_VALUE: Final = {action: n for n, action in enumerate(BID_ACTIONS)}
BLIND_NIL: Final = Action("bid blind", "bid", 0)
"""Blind Nil: a Nil bid (``bid`` 0) made before looking at the cards (option ``blind_nil``)."""

PlayInfo = tuple[str, int, int, Action]
"""(card, suit index in play, rank within that suit, interned action): all ``apply`` needs."""


@dataclass(frozen=True, slots=True)
class Deck:
    """Everything about the cards that one ``jokers`` mode decides."""

    mode: JokerMode
    cards: tuple[str, ...]
    """The deck in its fixed order before the shuffle (the order seeds are dealt from)."""
    display_order: tuple[str, ...]
    """All cards as a hand shows them: spades first (the jokers and with deuces the 2♦
    among them), then hearts, diamonds, clubs; highest first within a suit."""
    display_index: Mapping[str, int]
    suit: Mapping[str, int]
    """Suit index in play: 0 for every spade, the jokers and the deuces' 2♦ included."""
    rank: Mapping[str, int]
    """Order within the suit in play, higher beats lower."""
    play_info: Mapping[Action, PlayInfo]
    trumps: tuple[str, ...]
    """The spade suit in play, highest first."""
    opening: str
    """The card that leads the first trick with ``first_lead="two_of_clubs"``."""

    def __contains__(self, card: object) -> bool:
        return card in self.suit


def _build_deck(mode: JokerMode) -> Deck:
    removed = REMOVED[mode]
    cards = tuple(c for c in make_deck(RANKS) if c not in removed)
    if mode != "off":
        cards += JOKERS
    suit = {c: SUITS.index(c[0]) for c in cards if not is_joker(c)}
    rank = {c: RANKS.index(c[1]) for c in cards if not is_joker(c)}
    top = len(RANKS)  # the ace is top - 1
    extra = {"off": (), "jokers": ("LJ", "BJ"), "jokers_deuces": ("S2", "D2", "LJ", "BJ")}[mode]
    for offset, card in enumerate(extra):
        suit[card] = SPADES
        rank[card] = top + offset
    by_suit = sorted(cards, key=lambda c: (suit[c], -rank[c]))
    trumps = tuple(c for c in by_suit if suit[c] == SPADES)
    info = {PLAY_ACTION[c]: (c, suit[c], rank[c], PLAY_ACTION[c]) for c in cards}
    # Plain dicts (not read-only proxies): the engine looks cards up in them on every move.
    return Deck(
        mode=mode,
        cards=cards,
        display_order=tuple(by_suit),
        display_index={c: i for i, c in enumerate(by_suit)},
        suit=suit,
        rank=rank,
        play_info=info,
        trumps=trumps,
        opening="C2" if "C2" in cards else "C3",
    )


DECKS: Final[Mapping[str, Deck]] = MappingProxyType({m: _build_deck(m) for m in JOKER_MODES})
"""The deck of each ``jokers`` mode."""
PLAIN: Final = DECKS["off"]

# The tables of the plain 52-card deck (option ``jokers="off"``), by their old names.
DECK: Final = PLAIN.cards
DISPLAY_ORDER: Final = PLAIN.display_order
"""All 52 cards as a hand shows them: spades first, highest first within a suit."""
DISPLAY_INDEX: Final = PLAIN.display_index
CARD_SUIT: Final = PLAIN.suit
CARD_RANK: Final = PLAIN.rank
PLAY_INFO: Final = PLAIN.play_info
"""Play action text -> (card, suit index, rank index, interned action) in the plain deck."""

ActionKind = Literal["bid", "blind", "play"]
_HOW_TO = Msg("bid a number such as 'bid 4', or play a card such as 'play SA'")


def get_deck(mode: str) -> Deck:
    return DECKS[mode]


def suit_in_play(card: str, mode: str = "off") -> str:
    """The suit letter ``card`` belongs to in play: "S" for the jokers and a deuces' 2♦."""
    return SUITS[DECKS[mode].suit[card]]


def strength(card: str, led_suit: str, mode: str = "off") -> int:
    """Trick strength for :func:`shared.tricks.trick_winner`: spades beat the led suit."""
    deck = DECKS[mode]
    suit = deck.suit[card]
    if suit == SPADES:
        return TRUMP_BONUS + deck.rank[card]
    return deck.rank[card] if SUITS[suit] == led_suit else -1


def display_key(card: str, mode: str = "off") -> int:
    return DECKS[mode].display_index[card]


def spade_note(card: str, mode: str) -> Msg | None:
    """ "the Big Joker is a spade" / "the 2♦ counts as a spade" for the cards whose code
    does not say so; None for every other card."""
    if is_joker(card):
        return Msg("the {card} is a spade", card=CardRef(card))
    if card[0] != "S" and DECKS[mode].suit.get(card) == SPADES:
        return Msg("the {card} counts as a spade", card=card_label(card))
    return None


def _and(items: Sequence[Msg | str]) -> Msg | str:
    """ "a and b and c" as one message (each "and" translated)."""
    out = items[0]
    for item in items[1:]:
        out = Msg("{first} and {second}", first=out, second=item)
    return out


def not_in_deck(card: str, mode: str) -> Msg:
    """Why ``card`` (a real card code, absent from this game's deck) cannot be played."""
    if is_joker(card):
        return Msg("there are no jokers in this game")
    out = _and([card_label(c) for c in REMOVED[mode]])
    return Msg(
        "the {card} is not in the deck: with jokers, the {removed} make way for them",
        card=CardRef(card),
        removed=out,
    )


def opening_reason(opening: str) -> Msg:
    """What the first lead must be with ``first_lead="two_of_clubs"``."""
    return Msg("the {card} must lead the first trick", card=card_label(opening))


def bid_range_message(min_bid: int) -> Msg:
    return Msg("bid must be between {low} and {high}", low=min_bid, high=MAX_BID)


def parse_action(action: object, min_bid: int) -> tuple[ActionKind, int | str]:
    """``("bid", n)``, ``("blind", 0)`` or ``("play", card)`` for a text in any spelling.

    Raises :class:`InvalidAction` saying what is wrong with the text itself; whether the
    action is allowed now is the game's question.
    """
    if not isinstance(action, str):
        raise InvalidAction(f"an action is text: {_HOW_TO} (got {action!r})")
    words = action.split()
    if not words:
        raise InvalidAction(Msg("no action given: {how}", how=_HOW_TO))
    verb = words[0].lower()
    if verb not in ("bid", "play"):
        raise InvalidAction(
            Msg("{action} is not an action: {how}", action=repr(action.strip()), how=_HOW_TO)
        )
    if len(words) != 2:
        if verb == "bid":
            raise InvalidAction(Msg("'bid' needs a number of tricks"))
        raise InvalidAction(Msg("'play' needs one card, e.g. 'play SA'"))
    arg = words[1]
    if verb == "bid":
        if arg.lower() == "blind":
            return "blind", 0
        if arg.lower() == "nil":
            arg = "0"  # Nil is bid 0: the same range check applies (no Nil, lowest bid 1)
        # isdecimal, not isdigit: "²" is a digit that int() refuses.
        # A length check first: int() refuses (ValueError) texts of thousands of digits.
        if not arg.isdecimal() or len(arg) > 2:
            shown = arg if len(arg) <= 12 else arg[:12] + "…"
            raise InvalidAction(_bid_out_of_range(min_bid, repr(shown)))
        value = int(arg)
        if not min_bid <= value <= MAX_BID:
            raise InvalidAction(_bid_out_of_range(min_bid, str(value)))
        return "bid", value
    try:
        return "play", parse_card(arg)
    except CardError as exc:
        raise InvalidAction(str(exc)) from None


def _bid_out_of_range(min_bid: int, shown: str) -> Msg:
    return Msg(
        "bid must be between {low} and {high}, not {value}", low=min_bid, high=MAX_BID, value=shown
    )


def play_reason(
    held: Sequence[Sequence[str]],
    suit: int,
    led: int,
    spades_broken: bool,
    spades_barred: bool,
    card: str | None = None,
    mode: str = "off",
) -> Msg | None:
    """Why a card of ``suit`` may not be played now, or None when it may.

    ``held`` is the player's hand as four lists by suit index in play, the card still in
    it; ``led`` the led suit or NO_SUIT when leading; ``spades_barred`` is true on the
    first trick when the ``first_trick_spades`` option forbids trumping it. With ``card``
    and the ``jokers`` ``mode``, a joker or a deuces' 2♦ is named as the spade it is.
    """
    reason = _base_reason(held, suit, led, spades_broken, spades_barred)
    if reason is None or card is None:
        return reason
    note = spade_note(card, mode)
    if note is not None:
        if led == NO_SUIT:
            return Msg("{note}, and {reason}", note=note, reason=reason)
        return Msg("{note}: {reason}", note=note, reason=reason)
    if led == SPADES and suit != SPADES:
        # A joker (or the 2♦) must follow a spade lead when it is all the spades he has.
        notes = [spade_note(_code(c), mode) for c in held[SPADES]]
        if notes and all(notes):
            return Msg("{reason}: {notes}", reason=reason, notes=_and([n for n in notes if n]))
    return reason


def _code(held: str) -> str:
    """The card code of a held card, given as a code or as its ``play`` action."""
    return held[5:] if held.startswith("play ") else held


def _base_reason(
    held: Sequence[Sequence[str]],
    suit: int,
    led: int,
    spades_broken: bool,
    spades_barred: bool,
) -> Msg | None:
    if led == NO_SUIT:
        if suit == SPADES and not spades_broken and (held[1] or held[2] or held[3]):
            return Msg("spades are not broken yet: you may lead a spade only after one was played")
        return None
    if suit != led:
        if held[led]:
            return Msg("you must follow {suit}", suit=SuitRef(SUITS[led]))
        if suit == SPADES and spades_barred and (held[1] or held[2] or held[3]):
            return Msg("no spades on the first trick (unless you hold nothing else)")
    return None


def describe_action(action: str) -> str:
    """Words for the game log: "bids 4", "bids Nil", "bids Blind Nil", "plays the jack of
    hearts", "plays the Big Joker"."""
    kind, value = parse_action(action, 0)
    if kind == "blind":
        return Msg("bids Blind Nil")
    if kind == "bid":
        return Msg("bids Nil") if value == 0 else Msg("bids {n}", n=value)
    return Msg("plays the {card}", card=CardRef(str(value)))


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
