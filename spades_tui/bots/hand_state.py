"""A lean picture of one Spades hand, for bots: built from a view, or fully dealt in a rollout.

The engine's views are pydantic models, right for a screen but too slow to copy and
play forward thousands of times per decision. :class:`HandState` holds the same facts as
plain lists and asks the engine's own rule tables (:mod:`spades_tui.rules`,
:mod:`spades_tui.scoring`) for legality, trick winners and the score. Built from a view
it knows only its own seat's cards (``hands`` of the other seats are empty); a strong bot
fills them in from a sampled deal and plays on.

Every card fact comes from the deck of the game's ``jokers`` option
(:func:`spades_tui.rules.get_deck`) as a :class:`DeckTables`: a card's suit *in play*
(a joker, and with deuces the 2♦, is a spade for following, voids and breaking), its
rank within that suit (the jokers on top), and its trick strength.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, cast

from shared.cards import SUITS, Card
from shared.table import PLAY_ORDERS, next_seat
from spades_tui.presets import FailedNilTricks, get_preset
from spades_tui.rules import DECKS, DIRECTION, TRUMP, Deck, get_deck, strength
from spades_tui.scoring import score_hand, scoring_units, unit_of_seat

ORDER = PLAY_ORDERS[DIRECTION]
"""``ORDER[leader][k]``: the seat playing the ``k``-th card of a trick ``leader`` leads."""
SIDE_SUITS = SUITS.replace(TRUMP, "")


@dataclass(frozen=True, slots=True)
class DeckTables:
    """One ``jokers`` mode's deck as the bots read it, all as plain lookups."""

    mode: str
    deck: Deck
    cards: tuple[Card, ...]
    suit: Mapping[Card, str]
    """The suit letter a card belongs to in play ("S" for a joker and a deuces' 2♦)."""
    rank: Mapping[Card, int]
    """Order within its suit in play, higher beats lower (the Big Joker highest)."""
    strength: Mapping[str, Mapping[Card, int]]
    """``strength[led suit][card]``: :func:`spades_tui.rules.strength` as a table."""
    suit_cards: Mapping[str, tuple[Card, ...]]
    """Each suit in play, low to high."""
    trump_ranks: tuple[int, ...]
    """The ranks of the spades in play, low to high."""
    opening: Card
    """The card that leads trick 1 with ``first_lead="two_of_clubs"``."""


def _tables(mode: str) -> DeckTables:
    deck = get_deck(mode)
    suit = {c: SUITS[deck.suit[c]] for c in deck.cards}
    rank = dict(deck.rank)
    suit_cards = {
        s: tuple(sorted((c for c in deck.cards if suit[c] == s), key=rank.__getitem__))
        for s in SUITS
    }
    return DeckTables(
        mode=mode,
        deck=deck,
        cards=deck.cards,
        suit=suit,
        rank=rank,
        strength={led: {c: strength(c, led, mode) for c in deck.cards} for led in SUITS},
        suit_cards=suit_cards,
        trump_ranks=tuple(rank[c] for c in suit_cards[TRUMP]),
        opening=deck.opening,
    )


TABLES: Mapping[str, DeckTables] = MappingProxyType({mode: _tables(mode) for mode in DECKS})
"""The tables of every ``jokers`` mode."""
PLAIN = TABLES["off"]


def legal_cards(
    deck: DeckTables,
    hand: Sequence[Card],
    trick: Sequence[Card],
    spades_broken: bool,
    spades_barred: bool,
) -> list[Card]:
    """The cards of ``hand`` that may be played to ``trick`` (RULES.md 2.3), hand order kept.

    :func:`spades_tui.rules.legal_cards` for any deck: suits are the suits in play.
    """
    suit = deck.suit
    if not trick:
        if spades_broken:
            return list(hand)
        others = [c for c in hand if suit[c] != TRUMP]
        return others if others else list(hand)
    led = suit[trick[0]]
    follow = [c for c in hand if suit[c] == led]
    if follow:
        return follow
    if spades_barred:
        others = [c for c in hand if suit[c] != TRUMP]
        if others:
            return others
    return list(hand)


def shown_out(
    deck: DeckTables, card: Card, trick: Sequence[Card], spades_broken: bool, spades_barred: bool
) -> str:
    """Suits a player shows he holds none of by playing ``card`` to ``trick`` (cards before it).

    :func:`legal_cards` read backwards: not following means none of the led suit; leading
    an unbroken spade, or trumping a barred first trick, means only spades.
    """
    suit = deck.suit[card]
    if not trick:
        return SIDE_SUITS if suit == TRUMP and not spades_broken else ""
    led = deck.suit[trick[0]]
    if suit == led:
        return ""
    if suit == TRUMP and spades_barred:
        return SIDE_SUITS
    return led


def winning_index(deck: DeckTables, cards: Sequence[Card]) -> int:
    """Index in play order of the card taking the trick ``cards`` (the first card led)."""
    table = deck.strength[deck.suit[cards[0]]]
    best = 0
    best_strength = table[cards[0]]
    for i in range(1, len(cards)):
        s = table[cards[i]]
        if s > best_strength:
            best, best_strength = i, s
    return best


@dataclass(frozen=True, slots=True)
class Table:
    """What stays fixed during a hand: the rules in force and the scores carried in."""

    partnerships: bool
    nil_allowed: bool
    bar_first_trick: bool
    set_penalty: bool
    bag_penalty: bool
    failed_nil_tricks: FailedNilTricks
    bags: tuple[int, ...]
    scores: tuple[int, ...]
    target: int
    deck: DeckTables = PLAIN
    """The cards of the game's ``jokers`` option."""
    opening: Card | None = None
    """With ``first_lead="two_of_clubs"``: the card that must lead trick 1, else None."""
    loss_limit: int | None = None
    """A unit's total at or below which the game ends (None: no limit)."""

    def unit_of(self, seat: int) -> int:
        return unit_of_seat(seat, self.partnerships)

    def unit_seats(self, seat: int) -> tuple[int, ...]:
        return scoring_units(self.partnerships)[unit_of_seat(seat, self.partnerships)]


def _all_cards() -> set[Card]:
    return set(PLAIN.cards)


@dataclass(slots=True)
class HandState:
    table: Table
    hands: list[list[Card]]
    bids: list[int | None]
    tricks_won: list[int]
    leader: int
    trick: list[Card]
    played: set[Card]
    broken: bool
    trick_no: int
    voids: list[set[str]] = field(default_factory=lambda: [set(), set(), set(), set()])
    """Suits (in play) each seat has shown it does not hold (public knowledge)."""
    remaining: set[Card] = field(default_factory=_all_cards)
    """Cards not played yet (of the table's deck)."""
    blind: list[bool] = field(default_factory=lambda: [False, False, False, False])
    """Per seat: the bid is a Blind Nil (scored ±200)."""

    def copy(self) -> HandState:
        return HandState(
            self.table,
            [list(h) for h in self.hands],
            list(self.bids),
            list(self.tricks_won),
            self.leader,
            list(self.trick),
            set(self.played),
            self.broken,
            self.trick_no,
            [set(v) for v in self.voids],
            set(self.remaining),
            list(self.blind),
        )

    @property
    def deck(self) -> DeckTables:
        return self.table.deck

    @property
    def to_move(self) -> int:
        return ORDER[self.leader][len(self.trick)]

    @property
    def barred(self) -> bool:
        """No spade may be played to this trick: the first, with ``first_trick_spades`` off."""
        return self.trick_no == 0 and self.table.bar_first_trick

    @property
    def opening_due(self) -> bool:
        """Trick 1 is to be led and ``first_lead="two_of_clubs"`` names the card."""
        return self.table.opening is not None and self.trick_no == 0 and not self.trick

    def lead_opening(self) -> None:
        """The bidding is over: with ``two_of_clubs`` the holder of the opening card leads.

        Needs every hand filled in (a rollout world); the seat's own view knows the
        leader from the engine once the play has begun.
        """
        opening = self.table.opening
        if opening is None or not self.opening_due:
            return
        for seat, held in enumerate(self.hands):
            if opening in held:
                self.leader = seat
                return

    def legal(self, seat: int) -> list[Card]:
        """The engine's rules (RULES.md 2.3, Part 4) on the plain lists."""
        hand = self.hands[seat]
        opening = self.table.opening
        if opening is not None and opening in hand and self.opening_due:
            return [opening]
        return legal_cards(self.table.deck, hand, self.trick, self.broken, self.barred)

    def winning(self) -> tuple[int, Card]:
        """(seat, card) currently taking the trick in progress."""
        i = winning_index(self.table.deck, self.trick)
        return ORDER[self.leader][i], self.trick[i]

    def play(self, card: Card) -> None:
        trick = self.trick
        deck = self.table.deck
        seat = ORDER[self.leader][len(trick)]
        self.hands[seat].remove(card)
        out = shown_out(deck, card, trick, self.broken, self.barred)
        if out:
            self.voids[seat].update(out)
        if deck.suit[card] == TRUMP:
            self.broken = True
        trick.append(card)
        self.played.add(card)
        self.remaining.discard(card)
        if len(trick) == 4:
            self._complete()

    def _complete(self) -> None:
        winner, _ = self.winning()
        self.tricks_won[winner] += 1
        self.trick = []
        self.leader = winner
        self.trick_no += 1

    def outstanding(self, seat: int) -> set[Card]:
        """Cards ``seat`` has not seen: neither in its hand nor played."""
        return self.remaining.difference(self.hands[seat])

    def score(self, tricks_won: Sequence[int] | None = None) -> tuple[int, ...]:
        """Points per unit for the finished hand (bids must all be made), or for the hand
        ending with ``tricks_won`` (an endgame search's line of play)."""
        t = self.table
        outcome = score_hand(
            [b or 0 for b in self.bids],
            self.tricks_won if tricks_won is None else tricks_won,
            t.bags,
            partnerships=t.partnerships,
            set_penalty=t.set_penalty,
            bag_penalty=t.bag_penalty,
            failed_nil_tricks=t.failed_nil_tricks,
            blind=self.blind,
        )
        return outcome.points


def table_from_view(view: Any) -> Table:
    """The rules in force: the view carries every option (:meth:`SpadesOptions.as_dict`)."""
    options = view.options
    deck = TABLES[str(options.get("jokers", "off"))]
    two_of_clubs = options.get("first_lead") == "two_of_clubs"
    return Table(
        partnerships=view.partnerships,
        nil_allowed=bool(options["nil"]),
        bar_first_trick=not options["first_trick_spades"],
        set_penalty=get_preset(view.preset).set_penalty,
        bag_penalty=bool(options["bag_penalty"]),
        failed_nil_tricks="nothing" if options["failed_nil_tricks"] == "nothing" else "bags",
        bags=tuple(view.bags),
        scores=tuple(view.scores),
        target=cast(int, options["target"]),
        deck=deck,
        opening=deck.opening if two_of_clubs else None,
        loss_limit=cast("int | None", options.get("loss_limit")),
    )


def state_from_view(view: Any) -> HandState:
    """The seat's picture of the hand: its own cards, public play, and shown voids."""
    table = table_from_view(view)
    hands: list[list[Card]] = [[], [], [], []]
    hands[view.seat] = list(view.hand)
    state = HandState(
        table=table,
        hands=hands,
        bids=list(view.bids),
        tricks_won=list(view.tricks_won),
        leader=_first_leader(view),
        trick=[],
        played=set(),
        broken=False,
        trick_no=0,
        remaining=set(table.deck.cards),
        blind=list(view.blind),
    )
    for trick in view.tricks:
        _observe_trick(state, trick.leader, trick.cards, trick.winner)
    return state


def _first_leader(view: Any) -> int:
    """Who leads trick 1: the engine's record once the play has begun (the holder of the
    opening card with ``two_of_clubs``); while bidding, the dealer's neighbour."""
    return view.tricks[0].leader if view.tricks else next_seat(view.dealer, DIRECTION)


def _observe_trick(
    state: HandState, leader: int, cards: Sequence[Card], winner: int | None
) -> None:
    """Replay a trick's public cards: the trick, the played set and the voids it shows.

    ``winner`` is the engine's record of who took a complete trick (``None`` while open).
    """
    state.leader = leader
    deck = state.table.deck
    order = ORDER[leader]
    barred = state.barred
    broken = state.broken
    trick = state.trick
    for i, card in enumerate(cards):
        out = shown_out(deck, card, trick, broken, barred)  # trick: the cards before this one
        if out:
            state.voids[order[i]].update(out)
        if deck.suit[card] == TRUMP:
            broken = True
        trick.append(card)
    state.broken = broken
    state.played.update(cards)
    state.remaining.difference_update(cards)
    if winner is not None:
        # The view's trick counts already include this trick.
        state.leader = winner
        state.trick = []
        state.trick_no += 1
