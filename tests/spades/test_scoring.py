"""RULES.md 2.4 and 2.5: every scoring row, the worked examples and the options.

Numbers in these tests come from the rule book, worked out by hand.
"""

from __future__ import annotations

import pytest

from spades_tui.scoring import HandOutcome, score_hand


def partnership(
    bids: tuple[int, int, int, int],
    tricks: tuple[int, int, int, int],
    bags_before: tuple[int, int] = (0, 0),
    *,
    bag_penalty: bool = True,
    failed_nil_tricks: str = "bags",
    blind: tuple[bool, bool, bool, bool] | None = None,
) -> HandOutcome:
    return score_hand(
        bids,
        tricks,
        bags_before,
        partnerships=True,
        set_penalty=True,
        bag_penalty=bag_penalty,
        failed_nil_tricks=failed_nil_tricks,  # type: ignore[arg-type]
        blind=blind,
    )


def bicycle(
    bids: tuple[int, int, int, int],
    tricks: tuple[int, int, int, int],
    bags_before: tuple[int, int, int, int] = (0, 0, 0, 0),
    *,
    bag_penalty: bool = False,
) -> HandOutcome:
    return score_hand(
        bids,
        tricks,
        bags_before,
        partnerships=False,
        set_penalty=False,
        bag_penalty=bag_penalty,
        failed_nil_tricks="bags",
    )


# Seats: 0 South, 1 East, 2 North, 3 West; team 0 = South+North, team 1 = East+West.


def test_contract_made_exactly_scores_ten_per_trick() -> None:
    out = partnership((3, 4, 2, 3), (3, 4, 2, 4))
    assert out.contract == (5, 7)
    assert out.made == (True, True)
    assert out.points == (50, 71)
    assert out.bags_this_hand == (0, 1)


def test_overtricks_score_one_each_and_are_bags() -> None:
    out = partnership((3, 2, 2, 2), (5, 1, 3, 4))
    # Team 0 bid 5, took 8: 50 + 3. Team 1 bid 4, took 5: 40 + 1.
    assert out.points == (53, 41)
    assert out.bags_this_hand == (3, 1)
    assert out.bags == (3, 1)


def test_contract_set_loses_ten_per_trick_bid() -> None:
    out = partnership((4, 3, 3, 3), (3, 4, 3, 3))
    # Team 0 bid 7, took 6: set.
    assert out.made == (False, True)
    assert out.points == (-70, 61)
    assert out.bags_this_hand == (0, 1)


def test_nil_made_scores_100_plus_partner_contract() -> None:
    out = partnership((4, 3, 0, 3), (4, 6, 0, 3))
    assert out.nil_results == (None, None, True, None)
    assert out.contract[0] == 4
    assert out.points[0] == 140


def test_nil_failed_scores_minus_100_and_its_tricks_as_bags() -> None:
    out = partnership((4, 3, 0, 3), (4, 3, 2, 4))
    # North's 2 tricks: +2 and 2 bags; South made 4 exactly.
    assert out.nil_results == (None, None, False, None)
    assert out.points[0] == -100 + 2 + 40
    assert out.bags_this_hand[0] == 2


def test_nil_tricks_never_count_toward_the_partners_contract() -> None:
    out = partnership((4, 3, 0, 3), (3, 4, 2, 4))
    # The team took 5 tricks, but only South's 3 count toward its 4: set.
    assert out.made[0] is False
    assert out.points[0] == -100 + 2 - 40


def test_worked_example_bags_8_bid_5_take_8_is_minus_47_one_bag_kept() -> None:
    out = partnership((3, 3, 2, 3), (5, 2, 3, 3), bags_before=(8, 0))
    assert out.bags_this_hand[0] == 3
    assert out.bag_penalty[0] == 100
    assert out.points[0] == -47
    assert out.bags[0] == 1


def test_worked_example_north_nil_made_south_five_of_four_is_plus_141() -> None:
    out = partnership((4, 4, 0, 4), (5, 4, 0, 4))
    assert out.points[0] == 141
    assert out.bags_this_hand[0] == 1
    assert out.bags[0] == 1


def test_worked_example_north_nil_fails_south_three_of_four_is_minus_139() -> None:
    out = partnership((4, 4, 0, 4), (3, 5, 1, 4))
    assert out.points[0] == -139
    assert out.bags_this_hand[0] == 1
    assert out.bags[0] == 1


def test_failed_nil_tricks_nothing_neither_scores_nor_bags() -> None:
    out = partnership((4, 4, 0, 4), (3, 5, 1, 4), failed_nil_tricks="nothing")
    assert out.points[0] == -140
    assert out.bags_this_hand[0] == 0


def test_both_partners_nil_made_scores_200() -> None:
    out = partnership((0, 5, 0, 5), (0, 6, 0, 7))
    assert out.nil_results == (True, None, True, None)
    assert out.contract[0] == 0
    assert out.points == (200, 103)


def test_both_partners_nil_one_fails() -> None:
    out = partnership((0, 5, 0, 5), (2, 5, 0, 6))
    assert out.nil_results == (False, None, True, None)
    assert out.points[0] == -100 + 2 + 100
    assert out.bags_this_hand[0] == 2
    nothing = partnership((0, 5, 0, 5), (2, 5, 0, 6), failed_nil_tricks="nothing")
    assert nothing.points[0] == 0
    assert nothing.bags_this_hand[0] == 0


def test_bag_penalty_at_exactly_ten() -> None:
    out = partnership((1, 1, 1, 10), (6, 1, 2, 4), bags_before=(4, 0))
    # Team 0 bid 2, took 8: 6 bags, 4 + 6 = 10 -> -100, none kept.
    assert out.points[0] == 20 + 6 - 100
    assert out.bags[0] == 0
    assert out.bag_penalty[0] == 100


def test_bag_penalty_applies_once_per_ten() -> None:
    out = partnership((1, 1, 1, 1), (11, 0, 2, 0), bags_before=(9, 0))
    # 11 bags this hand, 20 in all: two penalties, nothing kept.
    assert out.bags_this_hand[0] == 11
    assert out.bag_penalty[0] == 200
    assert out.points[0] == 20 + 11 - 200
    assert out.bags[0] == 0


def test_bag_penalty_off_keeps_counting_without_loss() -> None:
    out = partnership((3, 3, 2, 3), (5, 2, 3, 3), bags_before=(8, 0), bag_penalty=False)
    assert out.points[0] == 53
    assert out.bags[0] == 11
    assert out.bag_penalty[0] == 0


def test_set_team_gets_no_bags() -> None:
    out = partnership((5, 1, 5, 1), (4, 4, 4, 1), bags_before=(9, 0))
    assert out.bags_this_hand[0] == 0
    assert out.bags[0] == 9


@pytest.mark.parametrize(
    ("bid", "took", "points", "bags"),
    [(4, 4, 40, 0), (4, 6, 42, 2), (4, 3, 0, 0), (13, 0, 0, 0), (1, 13, 22, 12)],
)
def test_bicycle_own_bid_is_the_contract_and_a_set_scores_zero(
    bid: int, took: int, points: int, bags: int
) -> None:
    rest = 13 - took
    out = bicycle((bid, 1, 1, 1), (took, rest, 0, 0))
    assert len(out.points) == 4
    assert out.contract[0] == bid
    assert out.points[0] == points
    assert out.bags_this_hand[0] == bags


def test_bicycle_scores_every_seat_apart() -> None:
    out = bicycle((3, 4, 2, 4), (4, 4, 1, 4))
    assert out.points == (31, 40, 0, 40)
    assert out.made == (True, True, False, True)
    assert out.bags == (1, 0, 0, 0)


def test_bicycle_with_bag_penalty_switched_on() -> None:
    out = bicycle((1, 1, 1, 1), (10, 1, 1, 1), bags_before=(3, 0, 0, 0), bag_penalty=True)
    assert out.bags_this_hand[0] == 9
    assert out.points[0] == 10 + 9 - 100
    assert out.bags[0] == 2


@pytest.mark.parametrize(
    ("bids", "tricks", "bags_before"),
    [
        ((3, 3, 2, 3), (5, 2, 3, 3), (8, 0)),
        ((4, 4, 0, 4), (5, 4, 0, 4), (0, 0)),
        ((4, 4, 0, 4), (3, 5, 1, 4), (0, 0)),
        ((0, 5, 0, 5), (2, 5, 0, 6), (0, 0)),
    ],
)
def test_the_worked_examples_are_unchanged_when_nobody_bid_blind(
    bids: tuple[int, int, int, int],
    tricks: tuple[int, int, int, int],
    bags_before: tuple[int, int],
) -> None:
    assert partnership(bids, tricks, bags_before) == partnership(
        bids, tricks, bags_before, blind=(False, False, False, False)
    )


def test_blind_nil_doubles_the_nil_bonus_and_nothing_else() -> None:
    blind = (True, False, False, False)
    made = partnership((0, 5, 4, 5), (0, 5, 5, 3), blind=blind)
    # South's Blind Nil made: +200; North 5 of 4: 40 + 1.
    assert made.points[0] == 200 + 41 and made.nil_results[0] is True
    assert made.bags_this_hand[0] == 1
    failed = partnership((0, 5, 4, 5), (2, 5, 3, 3), blind=blind)
    # South's Blind Nil fails with 2 tricks: -200 + 2 bags; North 3 of 4: set -40.
    assert failed.points[0] == -200 + 2 - 40 and failed.nil_results[0] is False
    assert failed.bags_this_hand[0] == 2
    nothing = partnership((0, 5, 4, 5), (2, 5, 3, 3), blind=blind, failed_nil_tricks="nothing")
    assert nothing.points[0] == -200 - 40 and nothing.bags_this_hand[0] == 0
