"""A lean picture of one Schieber hand, for bots: built from a view, or fully dealt in a rollout.

Views are pydantic models, right for screens but too slow to copy and play forward
thousands of times per decision. :class:`HandState` keeps the same facts as plain lists
and uses the engine's own tables (:mod:`jass_tui.rules`) for rank, points and legality.
Built from a view it knows only its own seat's cards (the other ``hands`` are empty);
a strong bot fills them from a sampled deal and plays on.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Self

from jass_tui.presets import PRESETS
from jass_tui.rules import (
    DECK,
    DIRECTION,
    NO_TRUMP,
    POINTS,
    STRENGTH,
    legal_cards,
    shown_missing,
    shown_out,
    winning_index,
)
from jass_tui.scoring import trick_score
from shared.cards import Card
from shared.table import PLAY_ORDERS, team_of

ORDER = PLAY_ORDERS[DIRECTION]
"""``ORDER[leader][k]``: the seat playing the ``k``-th card of a trick ``leader`` leads."""


@dataclass(slots=True)
class HandState:
    contract: str
    hands: list[list[Card]]
    leader: int
    trick: list[Card]
    played: set[Card]
    trick_no: int
    chooser: int
    trick_points: list[int]
    """Raw card points per team taken so far this hand (last-trick bonus and Match included)."""
    tricks_won: list[int]
    undenufe_values: str = "six_high"
    match_on: bool = True
    remaining: set[Card] = field(default_factory=lambda: set(DECK))
    """Cards not played yet (in hands or still to come)."""
    voids: list[set[str]] = field(default_factory=lambda: [set(), set(), set(), set()])
    """Suits each seat has shown it lacks (keeping only the Puur counts as out of trumps)."""
    excluded: list[set[Card]] = field(default_factory=lambda: [set(), set(), set(), set()])
    """Cards each seat provably does not hold: what sampling must respect."""
    known: list[set[Card]] = field(default_factory=lambda: [set(), set(), set(), set()])
    """Cards of declared Weis not yet played: their holder still has them."""

    def __post_init__(self) -> None:
        self.strength = STRENGTH[self.contract]
        self.points = POINTS[(self.contract, self.undenufe_values)]
        self.trump = None if self.contract in NO_TRUMP else self.contract

    # slots=True and attributes set in __post_init__ need declaring for the dataclass.
    strength: dict[Card, int] = field(init=False, repr=False)
    points: dict[Card, int] = field(init=False, repr=False)
    trump: str | None = field(init=False, repr=False)

    @classmethod
    def dealt(
        cls,
        contract: str,
        hands: list[list[Card]],
        leader: int,
        chooser: int,
        undenufe_values: str,
        match_on: bool,
    ) -> Self:
        """A hand before its first card: ``hands`` dealt, nothing played or scored."""
        return cls(
            contract=contract,
            hands=hands,
            leader=leader,
            trick=[],
            played=set(),
            trick_no=0,
            chooser=chooser,
            trick_points=[0, 0],
            tricks_won=[0, 0],
            undenufe_values=undenufe_values,
            match_on=match_on,
        )

    def copy(self) -> Self:
        # A subclass (Coiffeur's per-trick modes) gets a twin of its own class.
        twin = type(self).__new__(type(self))
        twin.contract = self.contract
        twin.hands = [list(h) for h in self.hands]
        twin.leader = self.leader
        twin.trick = list(self.trick)
        twin.played = set(self.played)
        twin.remaining = set(self.remaining)
        twin.trick_no = self.trick_no
        twin.chooser = self.chooser
        twin.trick_points = list(self.trick_points)
        twin.tricks_won = list(self.tricks_won)
        twin.undenufe_values = self.undenufe_values
        twin.match_on = self.match_on
        twin.voids = [set(v) for v in self.voids]
        twin.excluded = self.excluded  # only read while sampling, never changed after
        twin.known = self.known
        twin.strength = self.strength
        twin.points = self.points
        twin.trump = self.trump
        return twin

    @property
    def to_move(self) -> int:
        return ORDER[self.leader][len(self.trick)]

    def legal(self, seat: int) -> list[Card]:
        return legal_cards(self.hands[seat], self.trick, self.contract)

    def winning(self) -> tuple[int, Card]:
        """(seat, card) currently taking the trick in progress."""
        i = winning_index(self.trick, self.contract)
        return ORDER[self.leader][i], self.trick[i]

    def play(self, card: Card) -> None:
        trick = self.trick
        seat = ORDER[self.leader][len(trick)]
        self.hands[seat].remove(card)
        if trick:
            out = shown_out(card, trick, self.contract)
            if out:
                self.voids[seat].update(out)
        trick.append(card)
        self.played.add(card)
        self.remaining.discard(card)
        if len(trick) == 4:
            self._complete()

    def _complete(self) -> None:
        winner, _ = self.winning()
        team = team_of(winner)
        self.trick_no += 1
        self.tricks_won[team] += 1
        self.trick_points[team] += trick_score(
            self.trick, self.points, self.trick_no, self.tricks_won[team], self.match_on
        )
        self.trick = []
        self.leader = winner

    def unseen(self, seat: int) -> set[Card]:
        """Cards ``seat`` has not seen: neither in its hand nor played."""
        return self.remaining.difference(self.hands[seat])


def state_from_view(view: Any) -> HandState:
    """The seat's picture of the hand in play: its cards, public play, voids and Weis."""
    hands: list[list[Card]] = [[], [], [], []]
    hands[view.seat] = list(view.hand)
    tricks = view.tricks
    state = HandState(
        contract=view.contract,
        hands=hands,
        leader=tricks[0].leader if tricks else view.forehand,
        trick=[],
        played=set(),
        trick_no=0,
        chooser=view.chooser if view.chooser is not None else view.forehand,
        trick_points=[0, 0],
        tricks_won=[0, 0],
        undenufe_values=view.undenufe_values,
        match_on=PRESETS[view.preset].match,
    )
    for trick in tricks:
        observe_trick(state, trick.leader, trick.cards)
    for seat, declared in enumerate(view.declared_weis):
        if seat != view.seat:
            for weis in declared:
                state.known[seat].update(c for c in weis.cards if c not in state.played)
    return state


def observe_trick(state: HandState, leader: int, cards: Sequence[Card]) -> None:
    """Replay a trick's public cards, noting what each card proves about its player's hand."""
    state.leader = leader
    order = ORDER[leader]
    trick = state.trick  # the cards before the one being observed
    contract = state.contract
    for i, card in enumerate(cards):
        out = shown_out(card, trick, contract)
        if out:
            state.voids[order[i]].update(out)
            state.excluded[order[i]].update(shown_missing(card, trick, contract))
        trick.append(card)
    state.played.update(cards)
    state.remaining.difference_update(cards)
    if len(cards) == len(order):
        state._complete()
