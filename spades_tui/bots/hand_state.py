"""A lean picture of one Spades hand, for bots: built from a view, or fully dealt in a rollout.

The engine's views are pydantic models, right for a screen but too slow to copy and
play forward thousands of times per decision. :class:`HandState` holds the same facts as
plain lists. Built from a view it knows only its own seat's cards (``hands`` of the other
seats are empty); a strong bot fills them in from a sampled deal and plays on.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from shared.cards import RANKS, SUITS, Card
from spades_tui.presets import FailedNilTricks, get_preset
from spades_tui.scoring import score_hand

TRICKS = 13
RANK = {s + r: i for s in SUITS for i, r in enumerate(RANKS)}
SUIT_CARDS = {s: tuple(s + r for r in RANKS) for s in SUITS}
"""Each suit low to high."""


def next_seat(seat: int) -> int:
    """Spades goes to the left: 0 → 3 → 2 → 1."""
    return (seat + 3) % 4


def strength(card: Card, led: str) -> int:
    """Who takes the trick: any spade beats the led suit, other suits never win."""
    if card[0] == "S":
        return 20 + RANK[card]
    return RANK[card] if card[0] == led else -1


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

    def unit_of(self, seat: int) -> int:
        return seat % 2 if self.partnerships else seat

    def unit_seats(self, seat: int) -> tuple[int, ...]:
        return (seat % 2, seat % 2 + 2) if self.partnerships else (seat,)


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
    """Suits each seat has shown it does not hold (public knowledge)."""
    remaining: set[Card] = field(default_factory=lambda: set(RANK))
    """Cards not played yet."""

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
        )

    @property
    def to_move(self) -> int:
        seat = self.leader
        for _ in self.trick:
            seat = (seat + 3) % 4
        return seat

    def legal(self, seat: int) -> list[Card]:
        """The engine's rules (RULES.md 2.3) on the plain lists."""
        hand = self.hands[seat]
        if not self.trick:
            if self.broken:
                return list(hand)
            others = [c for c in hand if c[0] != "S"]
            return others if others else list(hand)
        led = self.trick[0][0]
        follow = [c for c in hand if c[0] == led]
        if follow:
            return follow
        if self.table.bar_first_trick and self.trick_no == 0:
            others = [c for c in hand if c[0] != "S"]
            if others:
                return others
        return list(hand)

    def winning(self) -> tuple[int, Card]:
        """(seat, card) currently taking the trick in progress."""
        led = self.trick[0][0]
        best = 0
        best_strength = strength(self.trick[0], led)
        for i in range(1, len(self.trick)):
            s = strength(self.trick[i], led)
            if s > best_strength:
                best, best_strength = i, s
        return (self.leader - best) % 4, self.trick[best]

    def play(self, card: Card) -> None:
        seat = self.to_move
        self.hands[seat].remove(card)
        if self.trick:
            led = self.trick[0][0]
            if card[0] != led:
                self.voids[seat].add(led)
        elif card[0] == "S" and not self.broken:
            # Leading an unbroken spade is allowed only with nothing but spades.
            self.voids[seat].update("HDC")
        if card[0] == "S":
            self.broken = True
        self.trick.append(card)
        self.played.add(card)
        self.remaining.discard(card)
        if len(self.trick) == 4:
            winner, _ = self.winning()
            self.tricks_won[winner] += 1
            self.trick = []
            self.leader = winner
            self.trick_no += 1

    def outstanding(self, seat: int) -> set[Card]:
        """Cards ``seat`` has not seen: neither in its hand nor played."""
        return self.remaining.difference(self.hands[seat])

    def score(self) -> tuple[int, ...]:
        """Points per unit for the finished hand (bids must all be made)."""
        t = self.table
        outcome = score_hand(
            [b or 0 for b in self.bids],
            self.tricks_won,
            t.bags,
            partnerships=t.partnerships,
            set_penalty=t.set_penalty,
            bag_penalty=t.bag_penalty,
            failed_nil_tricks=t.failed_nil_tricks,
        )
        return outcome.points


def table_from_view(view: Any) -> Table:
    options = view.options
    return Table(
        partnerships=view.partnerships,
        nil_allowed=bool(options.get("nil", True)),
        bar_first_trick=not options.get("first_trick_spades", True),
        set_penalty=get_preset(view.preset).set_penalty,
        bag_penalty=bool(options.get("bag_penalty", True)),
        failed_nil_tricks="nothing" if options.get("failed_nil_tricks") == "nothing" else "bags",
        bags=tuple(view.bags),
        scores=tuple(view.scores),
        target=int(options.get("target", 500)),
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
    )
    for trick in view.tricks:
        _observe_trick(state, trick.leader, trick.cards)
    return state


def _first_leader(view: Any) -> int:
    return view.tricks[0].leader if view.tricks else next_seat(view.dealer)


def _observe_trick(state: HandState, leader: int, cards: Sequence[Card]) -> None:
    """Replay a trick's public cards: the trick, the played set and the voids it shows."""
    state.leader = leader
    for i, card in enumerate(cards):
        seat = (leader - i) % 4
        if i == 0 and card[0] == "S" and not state.broken:
            state.voids[seat].update("HDC")
        elif i > 0 and card[0] != cards[0][0]:
            state.voids[seat].add(cards[0][0])
            if card[0] == "S" and state.table.bar_first_trick and state.trick_no == 0:
                state.voids[seat].update("HDC")
        if card[0] == "S":
            state.broken = True
        state.played.add(card)
        state.remaining.discard(card)
        state.trick.append(card)
    if len(cards) == 4:
        state.leader, _ = state.winning()
        state.trick = []
        state.trick_no += 1
