"""The Schieber endgame solver agrees with plain minimax over every line of play."""

from __future__ import annotations

import math
import random

import pytest

from jass_tui.bots import endgame as jass_endgame
from jass_tui.bots.hand_state import HandState as JassState
from jass_tui.rules import DECK as JASS_DECK
from jass_tui.scoring import TRICKS_PER_HAND as JASS_TRICKS
from shared.table import team_of


def jass_position(seed: int, tricks_left: int, contract: str, cards_in_trick: int) -> JassState:
    """A random deal played on at random until ``tricks_left`` tricks (and some cards) remain."""
    rng = random.Random(seed)
    deck = list(JASS_DECK)
    rng.shuffle(deck)
    world = JassState(
        contract=contract,
        hands=[deck[i * 9 : (i + 1) * 9] for i in range(4)],
        leader=seed % 4,
        trick=[],
        played=set(),
        trick_no=0,
        chooser=0,
        trick_points=[0, 0],
        tricks_won=[0, 0],
    )
    while world.trick_no < JASS_TRICKS - tricks_left or len(world.trick) < cards_in_trick:
        world.play(rng.choice(world.legal(world.to_move)))
    return world


def jass_minimax(world: JassState, race: jass_endgame.Race, start: list[int]) -> float:
    """Every line of play, no pruning, on the engine-faithful hand state."""
    if not world.trick:
        # A trick just completed (or the start): the takers may have reached the target.
        gained = [world.trick_points[t] - start[t] for t in (0, 1)]
        margin = (gained[race.team] - gained[1 - race.team]) * race.multiplier
        takers = team_of(world.leader)
        if gained[takers] >= race.need[takers]:
            return margin + (race.bonus if takers == race.team else -race.bonus)
        if world.trick_no == JASS_TRICKS:
            return float(margin)
    seat = world.to_move
    values = []
    for card in world.legal(seat):
        twin = world.copy()
        twin.play(card)
        values.append(jass_minimax(twin, race, start))
    return max(values) if team_of(seat) == race.team else min(values)


@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize("contract", ["H", "obe", "une"])
def test_the_jass_solver_finds_the_minimax_value(seed: int, contract: str) -> None:
    world = jass_position(seed, 3, contract, seed % 4)
    # One case in three races for the target: a team reaching it ends the hand.
    need = (math.inf, math.inf) if seed % 3 else (20.0, 30.0)
    race = jass_endgame.Race(team=seed % 2, multiplier=2, need=need, bonus=400)
    expected = jass_minimax(world.copy(), race, list(world.trick_points))
    before = world.copy()
    assert jass_endgame.solve(world, race) == expected
    assert world.hands == before.hands and world.trick == before.trick


def test_the_match_bonus_counts_in_the_jass_solver() -> None:
    # Team 0 has taken every trick so far; the solver must see the Match bonus at stake.
    for seed in range(40):
        world = jass_position(seed, 2, "obe", 0)
        if world.tricks_won[1] == 0:
            race = jass_endgame.Race(0, 1, jass_endgame.NO_RACE_NEED, 400)
            expected = jass_minimax(world.copy(), race, list(world.trick_points))
            assert jass_endgame.solve(world, race) == expected
            return
    pytest.skip("no deal kept every trick with one team")


def test_early_decisions_solve_fewer_tricks_than_late_ones() -> None:
    assert jass_endgame.solve_tricks(9) == jass_endgame.EARLY_SOLVE_TRICKS
    assert jass_endgame.solve_tricks(3) == jass_endgame.SOLVE_TRICKS
    assert jass_endgame.EARLY_SOLVE_TRICKS < jass_endgame.SOLVE_TRICKS
