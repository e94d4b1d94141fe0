"""The ``strong`` Spades player: determinization and rollouts within a time budget.

For a card decision it deals the unseen cards to the other seats in a way consistent
with the play so far (``sample_world``), plays every legal card in that world and the
rest of the hand with the ``normal`` policy for all four seats (the last tricks of a
partnership hand solved exactly, :mod:`spades_tui.bots.endgame`), and values the hand
as the engine scores it, for the game (:func:`hand_value`). The card with the best
average over all samples is played. Every candidate is tried on the same
samples, so luck of the deal does not decide between them.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from shared.cards import Card
from shared.deadline import Deadline
from shared.determinize import sample_hands
from shared.table import SEATS
from spades_tui.bots.endgame import SOLVE_TRICKS, solve
from spades_tui.bots.hand_state import ORDER, HandState, Table
from spades_tui.bots.policy import choose_bid, choose_card
from spades_tui.rules import TRICKS_PER_HAND, bid_range
from spades_tui.scoring import game_end

GAME_BONUS = 500
"""Worth of ending the game as its winner, in points: more than any hand's margin."""


def hand_sizes(state: HandState, seat: int) -> dict[int, int]:
    """Cards each other seat still holds: 13 minus what it has played."""
    in_trick = ORDER[state.leader][: len(state.trick)]
    left = TRICKS_PER_HAND - state.trick_no
    return {other: left - (other in in_trick) for other in SEATS if other != seat}


def exclusions(state: HandState, seat: int) -> dict[int, set[Card]]:
    """Cards each other seat cannot hold: all of every suit (in play) it has shown void in.

    A seat void in spades holds no joker either, nor, with deuces, the 2♦.
    """
    suit_cards = state.table.deck.suit_cards
    return {
        other: {c for suit in state.voids[other] for c in suit_cards[suit]}
        for other in SEATS
        if other != seat
    }


def known_cards(state: HandState, seat: int) -> dict[int, list[Card]]:
    """Cards another seat must hold: with ``two_of_clubs``, once the bidding is over and
    before trick 1 is led, the leader (whom the engine named) holds the opening card."""
    opening = state.table.opening
    if (
        opening is None
        or not state.opening_due
        or None in state.bids
        or state.leader == seat
        or opening not in state.remaining
    ):
        return {}
    return {state.leader: [opening]}


def sample_world(state: HandState, seat: int, rng: random.Random) -> HandState:
    """A full deal consistent with what ``seat`` has seen; ``state`` is left as it was."""
    world = state.copy()
    dealt = sample_hands(
        sorted(state.outstanding(seat)),
        hand_sizes(state, seat),
        rng,
        excluded=exclusions(state, seat),
        known=known_cards(state, seat),
    )
    for other, cards in dealt.items():
        world.hands[other] = cards
    return world


def play_out(world: HandState) -> tuple[int, ...]:
    """Finish the hand with the normal policy for everybody; the hand's points per unit."""
    world.lead_opening()
    while world.trick_no < TRICKS_PER_HAND:
        seat = world.to_move
        world.play(choose_card(world, seat, world.legal(seat)))
    return world.score()


def rollout_value(world: HandState, seat: int, solve_tricks: int = SOLVE_TRICKS) -> float:
    """Finish the hand with the normal policy for everybody, the last ``solve_tricks``
    tricks exactly in a partnership game (:mod:`spades_tui.bots.endgame`); the value for
    ``seat``'s unit (:func:`hand_value`)."""
    world.lead_opening()
    table = world.table
    unit = table.unit_of(seat)
    while world.trick_no < TRICKS_PER_HAND:
        if table.partnerships and world.trick_no >= TRICKS_PER_HAND - solve_tricks:
            return solve(world, unit, lambda won: hand_value(table, world.score(won), unit))
        mover = world.to_move
        world.play(choose_card(world, mover, world.legal(mover)))
    return hand_value(table, world.score(), unit)


def hand_value(table: Table, points: tuple[int, ...], unit: int) -> float:
    """What a finished hand's points are worth to ``unit``: its margin (:func:`margin`),
    and :data:`GAME_BONUS` more or less when they end the game (the target reached, the
    loss limit hit): near the end only winning the game counts."""
    value = margin(points, unit)
    totals = [score + gained for score, gained in zip(table.scores, points, strict=True)]
    end = game_end(totals, table.target, table.loss_limit)
    if end is not None:
        value += GAME_BONUS if end[0] == unit else -GAME_BONUS
    return value


def bid_out(world: HandState, seat: int, bid: int) -> float:
    """Make ``bid`` for ``seat``, let the later seats bid normally, and play the hand out.

    Later seats bid by their cards (a Blind Nil is decided before the cards are seen,
    which a sampled world cannot imitate); the seats that bid Blind Nil before keep it.
    """
    world.bids[seat] = bid
    bids = list(bid_range(world.table.nil_allowed))
    for s in ORDER[seat][1:]:
        if world.bids[s] is not None:
            break
        world.bids[s] = choose_bid(world, s, bids)
    return rollout_value(world, seat)


def margin(points: tuple[int, ...], unit: int) -> float:
    """Our points minus the best rival's: what decides a race to the target."""
    rivals = [p for u, p in enumerate(points) if u != unit]
    return points[unit] - (rivals[0] if len(rivals) == 1 else max(rivals))


def best_by_sampling(
    state: HandState,
    seat: int,
    candidates: list[object],
    evaluate: Callable[[HandState, object], float],
    rng: random.Random,
    deadline: Deadline,
    max_samples: int,
    fallback: object,
) -> object:
    """The candidate with the best mean value over sampled worlds, by ``deadline``.

    A sample counts only once every candidate has been played in it; if not even one
    sample is complete in time, ``fallback`` (the normal policy's choice) is returned.
    """
    totals = [0.0] * len(candidates)
    complete = 0
    while complete < max_samples:
        world = sample_world(state, seat, rng)
        values = []
        for candidate in candidates:
            if deadline.passed():
                break
            values.append(evaluate(world.copy(), candidate))
        if len(values) < len(candidates):
            break
        complete += 1
        for i, v in enumerate(values):
            totals[i] += v
    if complete == 0:
        return fallback
    best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
    return candidates[best]
