"""Weis (RULES.md 1.6): finding a hand's declarations, their best split, and comparing them.

Sequences use the natural order 6 7 8 9 T J Q K A whatever the contract. A card counts
in one Weis only; when cards could be used in more than one way the holder's best split
is taken: most points in total, then the best single Weis, then the most cards. A run
of consecutive cards is one sequence and is never cut into adjacent pieces (eight in a
row is "a sequence of 8", 100 with ``long_sequences = flat``, not 5 + 3); only a card
given to a quartet can split a run, so the search tries every choice of quartets and
declares each remaining run whole.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from itertools import combinations
from typing import Literal, cast

from pydantic import BaseModel, ConfigDict

from jass_tui.rules import NATURAL
from shared.cards import RANK_NAMES, Card, CardCode
from shared.i18n import N_, CardRef, Msg
from shared.table import Direction, turns_after

SUITS = "SHDC"

SEQUENCE_POINTS: dict[str, dict[int, int]] = {
    "flat": {3: 20, 4: 50, 5: 100, 6: 100, 7: 100, 8: 100, 9: 100},
    "graded": {3: 20, 4: 50, 5: 100, 6: 150, 7: 200, 8: 250, 9: 300},
}

_QUARTET_POINTS = {"J": 200, "A": 100, "K": 100, "Q": 100, "T": 100}
NINES_POINTS = 150

SEQUENCE_WORDS: dict[int, str] = {
    3: N_("sequence of 3 to the {card} ({points})"),
    4: N_("sequence of 4 to the {card} ({points})"),
    5: N_("sequence of 5 to the {card} ({points})"),
    6: N_("sequence of 6 to the {card} ({points})"),
    7: N_("sequence of 7 to the {card} ({points})"),
    8: N_("sequence of 8 to the {card} ({points})"),
    9: N_("sequence of 9 to the {card} ({points})"),
}
"""A sequence in words by its length ({card}: its top card), one message each: German
calls them Dreiblatt, Vierblatt … Neunblatt."""
QUARTET_WORDS: dict[str, str] = {
    "J": N_("four jacks ({points})"),
    "9": N_("four nines ({points})"),
    "A": N_("four aces ({points})"),
    "K": N_("four kings ({points})"),
    "Q": N_("four queens ({points})"),
    "T": N_("four tens ({points})"),
}
"""Four of a kind in words, for the ranks that make a Weis."""

WeisKind = Literal["sequence", "four"]
WeisKey = tuple[int, int, int, int, int]
"""What ranks one Weis: points, quartet, length, top card (by contract), trump sequence."""


class Weis(BaseModel):
    """One declaration: a sequence or a four-of-a-kind, cards highest first."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: WeisKind
    cards: tuple[CardCode, ...]
    points: int

    @property
    def top(self) -> Card:
        """The highest card in natural order (first of ``cards``)."""
        return self.cards[0]

    def describe(self) -> Msg:
        """'four jacks (200)' / 'sequence of 4 to the king of hearts (50)'.

        A :class:`~shared.i18n.Msg`: the table shows it with ``translate(text, style)``.
        """
        rank = self.top[1]
        if self.kind == "four":
            words = QUARTET_WORDS.get(rank)
            if words is None:  # never a Weis: no four of 6, 7 or 8 scores
                plain = f"four {RANK_NAMES[rank]}s ({self.points})"
                return Msg(plain)
            return Msg(words, points=self.points)
        return Msg(SEQUENCE_WORDS[len(self.cards)], card=CardRef(self.top), points=self.points)


def quartet_points(rank: str, four_nines: bool) -> int:
    """Points of four cards of ``rank``; 0 when four of them are no Weis."""
    if rank == "9":
        return NINES_POINTS if four_nines else 0
    return _QUARTET_POINTS.get(rank, 0)


def weis_key(weis: Weis, contract: str | None) -> WeisKey:
    """Compare two Weis by this key (RULES.md 1.6 steps 1–4); larger is better."""
    return _key(weis.points, weis.kind, weis.cards, contract)


# A candidate during the search: (points, kind, cards highest first).
_Candidate = tuple[int, str, tuple[Card, ...]]


@cache
def _runs(mask: int) -> tuple[tuple[int, int], ...]:
    """Maximal runs of three or more set bits in a 9-bit natural-rank mask: (start, length)."""
    runs = []
    i = 0
    while i < 9:
        if mask >> i & 1:
            j = i
            while j < 9 and mask >> j & 1:
                j += 1
            if j - i >= 3:
                runs.append((i, j - i))
            i = j
        else:
            i += 1
    return tuple(runs)


def _key(points: int, kind: str, cards: tuple[Card, ...], contract: str | None) -> WeisKey:
    top = NATURAL.index(cards[0][1])
    if contract == "une":
        top = -top
    four = kind == "four"
    return (points, int(four), len(cards), top, int(not four and cards[0][0] == contract))


def _sequence_of(suit: str, start: int, length: int, long_sequences: str) -> _Candidate:
    """The run of ``length`` natural ranks from ``start`` in ``suit``, highest card first."""
    cards = tuple(suit + NATURAL[k] for k in range(start + length - 1, start - 1, -1))
    return (SEQUENCE_POINTS[long_sequences][length], "sequence", cards)


def _sequences(present: set[Card], long_sequences: str) -> list[_Candidate]:
    """Every run of three or more of the cards ``present``, each declared whole."""
    found: list[_Candidate] = []
    for suit in SUITS:
        mask = 0
        for i, rank in enumerate(NATURAL):
            if suit + rank in present:
                mask |= 1 << i
        found.extend(_sequence_of(suit, s, n, long_sequences) for s, n in _runs(mask))
    return found


_SUIT_BIT: dict[Card, tuple[int, int]] = {
    s + r: (SUITS.index(s), 1 << NATURAL.index(r)) for s in SUITS for r in NATURAL
}
_RUNS = [_runs(mask) for mask in range(512)]
_QUARTET_MASK = {
    nines: sum(1 << NATURAL.index(r) for r in NATURAL if quartet_points(r, nines))
    for nines in (True, False)
}


def _to_weis(split: list[_Candidate], contract: str | None) -> list[Weis]:
    split.sort(key=lambda c: _key(c[0], c[1], c[2], contract), reverse=True)
    # The search built the values itself, so validating them again would only cost time.
    return [
        Weis.model_construct(kind=cast(WeisKind, kind), cards=wc, points=p) for p, kind, wc in split
    ]


def find_weis(
    cards: Iterable[Card],
    contract: str | None = None,
    long_sequences: str = "graded",
    four_nines: bool = True,
) -> list[Weis]:
    """The best split of the Weis in ``cards``, best Weis first; ``[]`` if there is none.

    ``contract`` matters only for the tie-breaks (top card reversed in Undenufe, a trump
    sequence beats another one).
    """
    held = list(cards)
    masks = [0, 0, 0, 0]
    for card in held:
        suit, bit = _SUIT_BIT[card]
        masks[suit] |= bit
    quartet_mask = masks[0] & masks[1] & masks[2] & masks[3] & _QUARTET_MASK[four_nines]
    if not quartet_mask:
        # The usual case: no card can be in two Weis, so every run is declared whole.
        split = [
            _sequence_of(SUITS[suit], start, length, long_sequences)
            for suit in range(4)
            for start, length in _RUNS[masks[suit]]
        ]
        return _to_weis(split, contract)
    return _to_weis(_search(set(held), contract, long_sequences, four_nines), contract)


def _search(
    held: set[Card], contract: str | None, long_sequences: str, four_nines: bool
) -> list[_Candidate]:
    """Best split: try every choice of quartets and declare the runs left over whole."""
    quartets: list[_Candidate] = []
    for rank in "JAKQT9":
        value = quartet_points(rank, four_nines)
        if value and all(s + rank in held for s in SUITS):
            quartets.append((value, "four", tuple(s + rank for s in "HDSC")))
    best: tuple[int, WeisKey, int] | None = None
    best_split: list[_Candidate] = []
    for n in range(len(quartets) + 1):
        for chosen in combinations(quartets, n):
            free = held.difference(*(q[2] for q in chosen))
            split = list(chosen) + _sequences(free, long_sequences)
            if not split:
                continue
            score = (
                sum(c[0] for c in split),
                max(_key(c[0], c[1], c[2], contract) for c in split),
                sum(len(c[2]) for c in split),
            )
            if best is None or score > best:
                best, best_split = score, split
    return best_split


def best_weis_seat(
    declared: Sequence[Sequence[Weis]], contract: str | None, first_leader: int
) -> int | None:
    """Seat holding the best single declared Weis (step 5: earlier in the first trick wins)."""
    best: tuple[WeisKey, int] | None = None
    best_seat = None
    for seat, weis in enumerate(declared):
        if not weis:
            continue
        order = -turns_after(first_leader, seat, Direction.RIGHT)
        key = (max(weis_key(w, contract) for w in weis), order)
        if best is None or key > best:
            best, best_seat = key, seat
    return best_seat
