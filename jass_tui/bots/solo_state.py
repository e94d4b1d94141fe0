"""A lean picture of one hand of an individual Jass game (Differenzler, Molotow), for bots.

Like :mod:`jass_tui.bots.hand_state` for Schieber: plain lists, the engine's own tables
(:mod:`jass_tui.rules`) for rank, points and legality, built from a view (knowing only
the seat's own cards) or fully dealt in a rollout. What differs from Schieber:

- **undertrumping is allowed** (:func:`~jass_tui.rules.free_trump_legal_cards`), so a
  trump played to a side-suit lead proves nothing about the led suit; only a card of a
  third suit does (:func:`~jass_tui.rules.free_trump_shown_missing`);
- every seat keeps its own tricks (``won``, ``taken``);
- Molotow starts without trump (``fixable``): the first card that does not follow fixes
  its suit as trump at once, and proves its player void in the led suit; trick Weis add
  to the trick's winner and Stöck is reckoned from the moment trump is fixed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Self

from jass_tui.rules import (
    DECK,
    DIRECTION,
    LAST_TRICK_BONUS,
    NATURAL,
    NO_TRUMP,
    POINTS,
    STRENGTH,
    free_trump_legal_cards,
    free_trump_shown_missing,
    free_trump_shown_out,
    winning_index,
)
from jass_tui.scoring import STOECK_POINTS, TRICKS_PER_HAND, stoeck_cards
from shared.cards import Card
from shared.determinize import sample_hands
from shared.table import PLAY_ORDERS, SEATS

ORDER = PLAY_ORDERS[DIRECTION]
"""``ORDER[leader][k]``: the seat playing the ``k``-th card of a trick ``leader`` leads."""
NO_TRUMP_YET = "obe"
"""Molotow's contract until trump is fixed: tricks (and points, if it stays so) as Obenabe."""
UNDENUFE_VALUES = "six_high"
"""Differenzler and Molotow value cards as ``schieber-1000`` does."""


_QUARTETS = {"J": 200, "9": 150, "A": 100, "K": 100, "Q": 100, "T": 100}
"""Four of a rank that are a Weis (``schieber-1000``: four nines count 150)."""
_RUNS = {3: 20, 4: 50}
_NATURAL_INDEX = {rank: i for i, rank in enumerate(NATURAL)}


def table_weis_points(cards: Sequence[Card]) -> int:
    """The value of the Weis the four cards of a trick form (Molotow), 0 if none.

    Four cards hold at most one Weis: four of a rank, or a run of three or four of one
    suit (:func:`jass_tui.molotow.table_weis` finds the same; a test holds them equal).
    """
    rank = cards[0][1]
    if cards[1][1] == rank and cards[2][1] == rank and cards[3][1] == rank:
        return _QUARTETS.get(rank, 0)
    for suit in {c[0] for c in cards}:
        ranks = sorted(_NATURAL_INDEX[c[1]] for c in cards if c[0] == suit)
        if len(ranks) < 3:
            continue
        best = run = 1
        for low, high in pairwise(ranks):
            run = run + 1 if high == low + 1 else 1
            best = max(best, run)
        if best >= 3:
            return _RUNS[best]
    return 0


@dataclass(slots=True)
class SoloState:
    contract: str
    """The trump suit, or :data:`NO_TRUMP_YET` while Molotow has none fixed."""
    hands: list[list[Card]]
    leader: int
    trick: list[Card] = field(default_factory=list)
    trick_no: int = 0
    fixable: bool = False
    """Molotow without a trump yet: the first card that does not follow fixes it."""
    table_weis_on: bool = False
    """Molotow: a trick whose four cards form a Weis adds its value to the winner."""
    won: list[list[Card]] = field(default_factory=lambda: [[], [], [], []])
    taken: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    """Card points of each seat's tricks, valued with the contract as it stands."""
    table_weis: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    stoeck: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    stoeck_holder: int | None = None
    stoeck_left: int = 0
    """How many of the holder's king and queen of trumps are still to be played."""
    played_by: list[list[Card]] = field(default_factory=lambda: [[], [], [], []])
    remaining: set[Card] = field(default_factory=lambda: set(DECK))
    """Cards not played yet (in hands or still to come)."""
    voids: list[set[str]] = field(default_factory=lambda: [set(), set(), set(), set()])
    """Suits each seat has shown it lacks (for trumps: all but perhaps the Puur)."""
    excluded: list[set[Card]] = field(default_factory=lambda: [set(), set(), set(), set()])
    """Cards each seat provably does not hold: what sampling must respect."""
    known: list[set[Card]] = field(default_factory=lambda: [set(), set(), set(), set()])
    """Cards a seat must still hold (declared Weis not yet played)."""
    targets: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    """Differenzler: each seat's prediction (others' guessed in a sampled deal)."""
    strength: dict[Card, int] = field(init=False, repr=False)
    points: dict[Card, int] = field(init=False, repr=False)
    trump: str | None = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._set_contract(self.contract)

    def _set_contract(self, contract: str) -> None:
        self.contract = contract
        self.strength = STRENGTH[contract]
        self.points = POINTS[(contract, UNDENUFE_VALUES)]
        self.trump = None if contract in NO_TRUMP else contract

    def copy(self) -> Self:
        twin = type(self).__new__(type(self))
        twin.contract = self.contract
        twin.hands = [list(h) for h in self.hands]
        twin.leader = self.leader
        twin.trick = list(self.trick)
        twin.trick_no = self.trick_no
        twin.fixable = self.fixable
        twin.table_weis_on = self.table_weis_on
        twin.won = [list(w) for w in self.won]
        twin.taken = list(self.taken)
        twin.table_weis = list(self.table_weis)
        twin.stoeck = list(self.stoeck)
        twin.stoeck_holder = self.stoeck_holder
        twin.stoeck_left = self.stoeck_left
        twin.played_by = [list(p) for p in self.played_by]
        twin.remaining = set(self.remaining)
        twin.voids = [set(v) for v in self.voids]
        twin.excluded = self.excluded  # only read while sampling, never changed after
        twin.known = self.known
        twin.targets = list(self.targets)
        twin.strength = self.strength
        twin.points = self.points
        twin.trump = self.trump
        return twin

    @property
    def to_move(self) -> int:
        return ORDER[self.leader][len(self.trick)]

    def legal(self, seat: int) -> list[Card]:
        return free_trump_legal_cards(self.hands[seat], self.trick, self.contract)

    def winning(self) -> tuple[int, Card]:
        """(seat, card) currently taking the trick in progress."""
        i = winning_index(self.trick, self.contract)
        return ORDER[self.leader][i], self.trick[i]

    def fixes_trump(self, card: Card) -> bool:
        """Would ``card``, played now, fix trump (Molotow, not following, none fixed yet)?"""
        return self.fixable and bool(self.trick) and card[0] != self.trick[0][0]

    def play(self, card: Card, observed: bool = False) -> None:
        """Play ``card`` for the seat to move; ``observed``: replaying a view's trick, note
        what the card proves (the other seats' hands are unknown then)."""
        trick = self.trick
        seat = ORDER[self.leader][len(trick)]
        if trick:
            out = free_trump_shown_out(card, trick, self.contract)
            if out:
                self.voids[seat].add(out)
                if observed:
                    self.excluded[seat].update(free_trump_shown_missing(card, trick, self.contract))
            if self.fixable and card[0] != trick[0][0]:
                self._fix(seat, card)
        hand = self.hands[seat]
        if card in hand or not observed:
            hand.remove(card)
        if seat == self.stoeck_holder and card[1] in "KQ" and card[0] == self.trump:
            self.stoeck_left -= 1
            if self.stoeck_left == 0:
                self.stoeck[seat] = STOECK_POINTS
        trick.append(card)
        self.played_by[seat].append(card)
        self.remaining.discard(card)
        if len(trick) == 4:
            self._complete()

    def _fix(self, seat: int, card: Card) -> None:
        """``card``'s suit is trump from now on; Stöck for the holder of its king and queen,
        the card being played counting as held (as the engine reckons it)."""
        self.fixable = False
        self._set_contract(card[0])
        pair = stoeck_cards(card[0])
        for holder in SEATS:
            held = set(self.hands[holder])
            if holder == seat:
                held.add(card)
            if pair <= held:
                self.stoeck_holder = holder
                self.stoeck_left = 2
        table = self.points
        for s in SEATS:
            self.taken[s] = sum(table[c] for c in self.won[s])

    def _complete(self) -> None:
        trick = self.trick
        winner = ORDER[self.leader][winning_index(trick, self.contract)]
        table = self.points
        value = table[trick[0]] + table[trick[1]] + table[trick[2]] + table[trick[3]]
        self.trick_no += 1
        if self.trick_no == TRICKS_PER_HAND:
            value += LAST_TRICK_BONUS
        self.taken[winner] += value
        self.won[winner].extend(trick)
        if self.table_weis_on:
            self.table_weis[winner] += table_weis_points(trick)
        self.trick = []
        self.leader = winner

    def unseen(self, seat: int) -> set[Card]:
        """Cards ``seat`` has not seen: neither in its hand nor played."""
        return self.remaining.difference(self.hands[seat])

    def hand_sizes(self, seat: int) -> dict[int, int]:
        """Cards each other seat still holds."""
        in_trick = ORDER[self.leader][: len(self.trick)]
        left = TRICKS_PER_HAND - self.trick_no
        return {other: left - (other in in_trick) for other in SEATS if other != seat}

    def dealt(self, seat: int) -> list[Card]:
        """The cards ``seat`` was dealt: held now plus played this hand (in a full deal)."""
        return self.hands[seat] + self.played_by[seat]

    def result(self, seat: int) -> int:
        """Molotow: ``seat``'s points of this hand so far, before hand Weis (lower is better)."""
        return self.taken[seat] + self.table_weis[seat] - self.stoeck[seat]


def replay(state: SoloState, tricks: Sequence[object]) -> None:
    """Play a view's public tricks into ``state`` (``TrickRecord`` values), in order."""
    for trick in tricks:
        state.leader = trick.leader  # type: ignore[attr-defined]
        for card in trick.cards:  # type: ignore[attr-defined]
            state.play(card, observed=True)


def sample_world(state: SoloState, seat: int, rng: random.Random) -> SoloState:
    """A full deal consistent with everything ``seat`` has seen; ``state`` is unchanged."""
    world = state.copy()
    dealt = sample_hands(
        sorted(state.unseen(seat)),
        state.hand_sizes(seat),
        rng,
        excluded={s: state.excluded[s] for s in SEATS if s != seat},
        known={s: sorted(state.known[s]) for s in SEATS if s != seat and state.known[s]},
    )
    for other, cards in dealt.items():
        world.hands[other] = cards
    return world


# ------------------------------------------------------------------------ what is out


class Outstanding:
    """For one seat: per suit, the cards it has not seen; their count and average points."""

    __slots__ = ("avg_points", "cards", "count")

    def __init__(self, state: SoloState, seat: int) -> None:
        points = state.points
        cards: dict[str, list[Card]] = {"S": [], "H": [], "D": [], "C": []}
        total = 0
        n = 0
        for card in state.unseen(seat):
            cards[card[0]].append(card)
            total += points[card]
            n += 1
        self.cards = cards
        self.count = {s: len(v) for s, v in cards.items()}
        self.avg_points = total / n if n else 0.0

    def higher(self, card: Card, strength: dict[Card, int]) -> int:
        """How many unseen cards of ``card``'s suit rank above it by ``strength``."""
        mine = strength[card]
        return sum(1 for c in self.cards[card[0]] if strength[c] > mine)


def later_players(state: SoloState) -> int:
    """How many seats play to the trick in progress after the seat to move."""
    return 3 - len(state.trick)
