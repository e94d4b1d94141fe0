"""The Spades endgame solver agrees with plain minimax over every line of play."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from spades_tui.bots import endgame as spades_endgame
from spades_tui.bots.hand_state import PLAIN, Table
from spades_tui.bots.hand_state import HandState as SpadesState
from spades_tui.bots.search import GAME_BONUS, hand_value
from spades_tui.rules import TRICKS_PER_HAND as SPADES_TRICKS

TABLE = Table(
    partnerships=True,
    nil_allowed=True,
    bar_first_trick=True,
    set_penalty=True,
    bag_penalty=True,
    failed_nil_tricks="bags",
    bags=(8, 3),
    scores=(440, 420),
    target=500,
)


def spades_position(seed: int, tricks_left: int, cards_in_trick: int) -> SpadesState:
    rng = random.Random(seed)
    deck = list(PLAIN.cards)
    rng.shuffle(deck)
    world = SpadesState(
        table=TABLE,
        hands=[deck[i * 13 : (i + 1) * 13] for i in range(4)],
        bids=[rng.choice([0, 2, 3, 4]) for _ in range(4)],
        tricks_won=[0, 0, 0, 0],
        leader=seed % 4,
        trick=[],
        played=set(),
        broken=False,
        trick_no=0,
    )
    while world.trick_no < SPADES_TRICKS - tricks_left or len(world.trick) < cards_in_trick:
        world.play(rng.choice(world.legal(world.to_move)))
    return world


def spades_minimax(world: SpadesState, team: int) -> float:
    if world.trick_no == SPADES_TRICKS:
        return hand_value(TABLE, world.score(), team)
    seat = world.to_move
    values = []
    for card in world.legal(seat):
        twin = world.copy()
        twin.play(card)
        values.append(spades_minimax(twin, team))
    return max(values) if seat % 2 == team else min(values)


@pytest.mark.parametrize("seed", range(24))
def test_the_spades_solver_finds_the_minimax_value(seed: int) -> None:
    world = spades_position(seed, 3, seed % 4)
    team = seed % 2
    expected = spades_minimax(world.copy(), team)
    before = world.copy()
    got = spades_endgame.solve(world, team, lambda won: hand_value(TABLE, world.score(won), team))
    assert got == expected
    assert world.hands == before.hands and world.tricks_won == before.tricks_won


def test_a_hand_that_ends_the_game_counts_the_game() -> None:
    # 440 + 70 reaches 500: the winning unit gets the bonus, the other loses it.
    assert hand_value(TABLE, (70, 10), 0) == 60 + GAME_BONUS
    assert hand_value(TABLE, (70, 10), 1) == -60 - GAME_BONUS
    assert hand_value(TABLE, (30, 10), 0) == 20


def test_the_loss_limit_ends_the_game_too() -> None:
    table = replace(TABLE, scores=(-150, 100), loss_limit=-200)
    assert hand_value(table, (-60, 40), 1) == 100 + GAME_BONUS
