"""Dealing the hidden cards: the first cost of every tree iteration and every sampled deal.

Skipped by default; run ``python -m pytest tests/benchmarks/bench_determinize.py
--benchmark-only -n 0``. Before the first trick nothing is excluded and a deal is one
shuffle; after a few voids the shuffle is retried, and only tight constraints reach the
matching.
"""

from __future__ import annotations

import random

import pytest

from shared.cards import JASS_RANKS, make_deck
from shared.determinize import sample_hands

DECK = make_deck(JASS_RANKS)
UNSEEN = DECK[:27]
SIZES = {1: 9, 2: 9, 3: 9}
ONE_VOID = {1: {c for c in UNSEEN if c[0] == "H"}}
TWO_VOIDS = {1: {c for c in UNSEEN if c[0] in "HS"}, 2: {c for c in UNSEEN if c[0] == "D"}}


@pytest.mark.parametrize(
    "excluded", [{}, ONE_VOID, TWO_VOIDS], ids=["no voids", "one void", "tight voids"]
)
def test_deal_27_unseen_cards(
    benchmark: pytest.FixtureRequest, excluded: dict[int, set[str]]
) -> None:
    rng = random.Random(1)
    hands = benchmark(sample_hands, UNSEEN, SIZES, rng, excluded)  # type: ignore[operator]
    assert sorted(c for h in hands.values() for c in h) == sorted(UNSEEN)
