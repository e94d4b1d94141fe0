"""A lean picture of one Spades hand, for bots: built from a view, or fully dealt in a rollout.

The engine's views are pydantic models, right for a screen but too slow to copy and
play forward thousands of times per decision. :class:`HandState` holds the same facts as
plain lists and asks the engine's own rules (:mod:`spades_tui.rules`,
:mod:`spades_tui.scoring`) for legality, trick winners and the score. Built from a view
it knows only its own seat's cards (``hands`` of the other seats are empty); a strong bot
fills them in from a sampled deal and plays on.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, cast

from shared.cards import SUITS, Card
from shared.table import PLAY_ORDERS, next_seat
from spades_tui.presets import FailedNilTricks, get_preset
from spades_tui.rules import DECK, DIRECTION, TRUMP, legal_cards, shown_out, winning_index
from spades_tui.scoring import score_hand, scoring_units, unit_of_seat

ORDER = PLAY_ORDERS[DIRECTION]
"""``ORDER[leader][k]``: the seat playing the ``k``-th card of a trick ``leader`` leads."""
SUIT_CARDS = {s: tuple(c for c in DECK if c[0] == s) for s in SUITS}
"""Each suit low to high."""


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
        return unit_of_seat(seat, self.partnerships)

    def unit_seats(self, seat: int) -> tuple[int, ...]:
        return scoring_units(self.partnerships)[unit_of_seat(seat, self.partnerships)]


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
    remaining: set[Card] = field(default_factory=lambda: set(DECK))
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
        return ORDER[self.leader][len(self.trick)]

    @property
    def barred(self) -> bool:
        """No spade may be played to this trick: the first, with ``first_trick_spades`` off."""
        return self.trick_no == 0 and self.table.bar_first_trick

    def legal(self, seat: int) -> list[Card]:
        """The engine's rules (RULES.md 2.3) on the plain lists."""
        return legal_cards(self.hands[seat], self.trick, self.broken, self.barred)

    def winning(self) -> tuple[int, Card]:
        """(seat, card) currently taking the trick in progress."""
        i = winning_index(self.trick)
        return ORDER[self.leader][i], self.trick[i]

    def play(self, card: Card) -> None:
        trick = self.trick
        seat = ORDER[self.leader][len(trick)]
        self.hands[seat].remove(card)
        out = shown_out(card, trick, self.broken, self.barred)
        if out:
            self.voids[seat].update(out)
        if card[0] == TRUMP:
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
    """The rules in force: the view carries every option (:meth:`SpadesOptions.as_dict`)."""
    options = view.options
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
        _observe_trick(state, trick.leader, trick.cards, trick.winner)
    return state


def _first_leader(view: Any) -> int:
    """The dealer's neighbour in the direction of play leads the first trick."""
    return view.tricks[0].leader if view.tricks else next_seat(view.dealer, DIRECTION)


def _observe_trick(
    state: HandState, leader: int, cards: Sequence[Card], winner: int | None
) -> None:
    """Replay a trick's public cards: the trick, the played set and the voids it shows.

    ``winner`` is the engine's record of who took a complete trick (``None`` while open).
    """
    state.leader = leader
    order = ORDER[leader]
    barred = state.barred
    broken = state.broken
    trick = state.trick
    for i, card in enumerate(cards):
        out = shown_out(card, trick, broken, barred)  # trick: the cards before this one
        if out:
            state.voids[order[i]].update(out)
        if card[0] == TRUMP:
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
