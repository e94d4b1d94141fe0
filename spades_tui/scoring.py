"""Scoring one Spades hand (RULES.md 2.4 and 2.5, Part 4): contracts, Nil, Blind Nil, bags
and the penalty.

A *unit* is what scores together: a partnership (seats 0+2, 1+3) or, in ``bicycle``, a
single seat. Everything here is a pure function of the bids, the tricks taken and the
bags carried in, so the score pad and the tests can call it directly.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from shared.table import team_of
from spades_tui.presets import FailedNilTricks
from spades_tui.records import EndReason

PARTNERSHIP_UNITS: tuple[tuple[int, ...], ...] = ((0, 2), (1, 3))
INDIVIDUAL_UNITS: tuple[tuple[int, ...], ...] = ((0,), (1,), (2,), (3,))

NIL_BONUS = 100
BLIND_NIL_BONUS = 200
"""Blind Nil (RULES.md Part 4): +200 made, -200 failed; otherwise scored as a Nil."""
BAG_LIMIT = 10
BAG_PENALTY = 100


def scoring_units(partnerships: bool) -> tuple[tuple[int, ...], ...]:
    return PARTNERSHIP_UNITS if partnerships else INDIVIDUAL_UNITS


def unit_of_seat(seat: int, partnerships: bool) -> int:
    return team_of(seat) if partnerships else seat


@dataclass(frozen=True, slots=True)
class HandOutcome:
    """What one finished hand scored; one entry per unit unless said otherwise."""

    contract: tuple[int, ...]
    """Sum of the unit's non-Nil bids (0 if it bid only Nil; made trivially then)."""
    made: tuple[bool, ...]
    nil_results: tuple[bool | None, ...]
    """Per seat: None (did not bid Nil), True (Nil made) or False (Nil failed)."""
    points: tuple[int, ...]
    """The hand's change to the running score, bag penalty included."""
    bags_this_hand: tuple[int, ...]
    bag_penalty: tuple[int, ...]
    """Points lost to the bag penalty this hand (a positive number, 100 per 10 bags)."""
    bags: tuple[int, ...]
    """Bag count carried forward, after the penalty removed its tens."""


def apply_bag_penalty(bags: int, enabled: bool) -> tuple[int, int]:
    """``(bags kept, points lost)``: each time the count reaches 10, -100 and 10 removed."""
    if not enabled or bags < BAG_LIMIT:
        return bags, 0
    times = bags // BAG_LIMIT
    return bags - times * BAG_LIMIT, times * BAG_PENALTY


def score_hand(
    bids: Sequence[int],
    tricks_won: Sequence[int],
    bags_before: Sequence[int],
    *,
    partnerships: bool,
    set_penalty: bool,
    bag_penalty: bool,
    failed_nil_tricks: FailedNilTricks,
    blind: Sequence[bool] | None = None,
) -> HandOutcome:
    """Score a finished hand from the four bids and the four trick counts (by seat).

    ``blind`` marks, per seat, a Nil bid made blind (Blind Nil: worth 200, not 100); a
    blind seat's bid must be 0.
    """
    contracts: list[int] = []
    made: list[bool] = []
    points: list[int] = []
    new_bags: list[int] = []
    penalties: list[int] = []
    carried: list[int] = []
    nil_results: list[bool | None] = [None, None, None, None]
    for unit, seats in enumerate(scoring_units(partnerships)):
        contract = sum(bids[s] for s in seats if bids[s] != 0)
        counted = sum(tricks_won[s] for s in seats if bids[s] != 0)
        score = 0
        bags = 0
        for s in seats:
            if bids[s] != 0:
                continue
            nil_made = tricks_won[s] == 0
            nil_results[s] = nil_made
            bonus = BLIND_NIL_BONUS if blind is not None and blind[s] else NIL_BONUS
            score += bonus if nil_made else -bonus
            if not nil_made and failed_nil_tricks == "bags":
                # A failed Nil bidder's tricks score 1 each and are bags of his unit,
                # never tricks toward the partner's contract.
                score += tricks_won[s]
                bags += tricks_won[s]
        ok = counted >= contract
        if ok:
            over = counted - contract
            score += 10 * contract + over
            bags += over
        elif set_penalty:
            score -= 10 * contract
        kept, lost = apply_bag_penalty(bags_before[unit] + bags, bag_penalty)
        contracts.append(contract)
        made.append(ok)
        points.append(score - lost)
        new_bags.append(bags)
        penalties.append(lost)
        carried.append(kept)
    return HandOutcome(
        contract=tuple(contracts),
        made=tuple(made),
        nil_results=tuple(nil_results),
        points=tuple(points),
        bags_this_hand=tuple(new_bags),
        bag_penalty=tuple(penalties),
        bags=tuple(carried),
    )


def game_end(
    scores: Sequence[int], target: int, loss_limit: int | None
) -> tuple[int, EndReason] | None:
    """``(winner, why)`` once a finished hand has ended the game (RULES.md 2.8), else None.

    The game is over when some unit has reached ``target`` or fallen to ``loss_limit``
    or below; then the highest total wins. Equal totals at the top: nobody has won yet.
    """
    top = max(scores)
    reached = sum(1 for score in scores if score >= target)
    fell = loss_limit is not None and min(scores) <= loss_limit
    if not reached and not fell:
        return None
    leaders = [unit for unit, score in enumerate(scores) if score == top]
    if len(leaders) != 1:
        return None
    if reached > 1:
        return leaders[0], "target_higher"
    return leaders[0], "target" if reached else "loss_limit"
