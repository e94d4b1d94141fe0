"""Sampled deals respect every observation they are given."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.cards import JASS_RANKS, make_deck
from shared.determinize import ImpossibleDeal, sample_hands

DECK = make_deck(JASS_RANKS)


def test_every_unseen_card_is_dealt_once_in_the_right_sizes() -> None:
    unseen = DECK[:27]
    hands = sample_hands(unseen, {1: 9, 2: 9, 3: 9}, random.Random(1))
    assert sorted(c for h in hands.values() for c in h) == sorted(unseen)
    assert {seat: len(h) for seat, h in hands.items()} == {1: 9, 2: 9, 3: 9}


def test_a_tight_void_pattern_is_still_solved() -> None:
    # Seat 1 holds no hearts and no spades, seat 2 no diamonds or clubs: only one deal fits.
    unseen = ["H6", "H7", "S6", "S7", "D6", "D7", "C6", "C7"]
    voids = {1: {c for c in unseen if c[0] in "HS"}, 2: {c for c in unseen if c[0] in "DC"}}
    for seed in range(20):
        hands = sample_hands(unseen, {1: 4, 2: 4}, random.Random(seed), excluded=voids)
        assert sorted(hands[1]) == ["C6", "C7", "D6", "D7"]


def test_known_cards_stay_with_their_holder() -> None:
    unseen = ["SA", "SK", "S6", "S7", "S8", "S9"]
    hands = sample_hands(unseen, {1: 3, 2: 3}, random.Random(0), known={2: ["SA", "SK"]})
    assert {"SA", "SK"} <= set(hands[2])


def test_contradictions_are_reported() -> None:
    with pytest.raises(ImpossibleDeal):
        sample_hands(["H6", "H7"], {1: 1, 2: 1}, random.Random(0), excluded={1: {"H6", "H7"}})
    with pytest.raises(ImpossibleDeal):
        sample_hands(["H6", "H7"], {1: 3}, random.Random(0))


def test_samples_vary_with_the_seed() -> None:
    deals = {
        tuple(sample_hands(DECK, {0: 9, 1: 9, 2: 9, 3: 9}, random.Random(s))[0]) for s in range(10)
    }
    assert len(deals) == 10


@given(
    seed=st.integers(0, 10_000),
    void_suits=st.lists(st.sets(st.sampled_from("SHDC"), max_size=2), min_size=3, max_size=3),
)
def test_random_voids_are_never_violated(seed: int, void_suits: list[set[str]]) -> None:
    rng = random.Random(seed)
    # Build the constraints from a real deal so a solution is known to exist.
    truth = {seat: DECK[(seat - 1) * 12 : seat * 12] for seat in (1, 2, 3)}
    excluded = {
        seat: {c for c in DECK if c[0] in suits and c not in truth[seat]}
        for seat, suits in zip((1, 2, 3), void_suits, strict=True)
    }
    hands = sample_hands(DECK, {1: 12, 2: 12, 3: 12}, rng, excluded=excluded)
    for seat, hand in hands.items():
        assert not set(hand) & excluded[seat]
    assert sorted(c for h in hands.values() for c in h) == sorted(DECK)


def test_a_loose_exclusion_keeps_every_allowed_seat_equally_likely() -> None:
    # Seat 1 cannot hold the ace: it goes to seat 2 or 3, each about half of the time.
    unseen = DECK[:27]
    ace = unseen[0]
    counts = {1: 0, 2: 0, 3: 0}
    rng = random.Random(4)
    for _ in range(3000):
        hands = sample_hands(unseen, {1: 9, 2: 9, 3: 9}, rng, excluded={1: {ace}})
        counts[next(seat for seat, hand in hands.items() if ace in hand)] += 1
    assert counts[1] == 0
    assert 1350 < counts[2] < 1650 and 1350 < counts[3] < 1650
