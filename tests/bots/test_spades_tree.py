"""The policy-guided tree of Spades (:mod:`spades_tui.bots.tree`): roll-outs, growth, choices."""

from __future__ import annotations

import random

import pytest

from shared.deadline import Deadline
from shared.ismcts import Search, scaled
from spades_tui.bots import StrongSpadesBot
from spades_tui.bots.endgame import SOLVE_TRICKS
from spades_tui.bots.hand_state import HandState, state_from_view
from spades_tui.bots.policy import choose_card
from spades_tui.bots.search import hand_value
from spades_tui.bots.tree import (
    VALUE_SCALE,
    PlayWorld,
    choose_card_by_tree,
    policy_expand,
    policy_rollout,
)
from spades_tui.rules import PLAY_ACTION, TRICKS_PER_HAND
from spades_tui.state import SpadesGame
from tests.bots.test_spades_endgame import TABLE, spades_minimax, spades_position


def _reward(value: float) -> float:
    return scaled(value, -VALUE_SCALE, VALUE_SCALE)


@pytest.mark.parametrize("seed", range(6))
def test_a_rollout_solves_the_last_tricks_exactly_for_both_sides(seed: int) -> None:
    position = spades_position(seed, SOLVE_TRICKS, 0)
    world = PlayWorld(position.copy())
    policy_rollout(world, random.Random(seed))
    assert world.over()
    exact = spades_minimax(position, 0)
    rewards = world.rewards()
    assert rewards[0] == rewards[2] == pytest.approx(_reward(exact))
    assert rewards[1] == rewards[3] == pytest.approx(1 - _reward(exact))


@pytest.mark.parametrize("seed", range(4))
def test_a_rollout_plays_the_policy_until_the_solved_tricks(seed: int) -> None:
    position = spades_position(seed, TRICKS_PER_HAND, 0)
    world = PlayWorld(position.copy())
    policy_rollout(world, random.Random(seed))
    # The policy's own play up to the solve, step by step.
    by_hand = position.copy()
    while by_hand.trick_no < TRICKS_PER_HAND - SOLVE_TRICKS:
        mover = by_hand.to_move
        by_hand.play(choose_card(by_hand, mover, by_hand.legal(mover)))
    assert world.hand.played == by_hand.played
    assert world.hand.tricks_won == by_hand.tricks_won
    assert world.rewards()[0] == pytest.approx(_reward(spades_minimax(by_hand, 0)))


def test_a_hand_played_to_the_end_is_valued_for_the_game_per_seat() -> None:
    world = PlayWorld(spades_position(3, 0, 0))
    assert world.over()
    points = world.hand.score()
    rewards = world.rewards()
    for seat in range(4):
        assert rewards[seat] == _reward(hand_value(TABLE, points, seat % 2))
    assert rewards[0] == rewards[2] and rewards[1] == rewards[3]


@pytest.mark.parametrize("seed", [3, 4, 18])
def test_a_won_game_is_the_whole_reward_and_a_lost_one_nothing(seed: int) -> None:
    # TABLE: 440 against 420 to 500; these deals take one side to 500 or more.
    world = PlayWorld(spades_position(seed, 0, 0))
    points = world.hand.score()
    totals = [s + p for s, p in zip(TABLE.scores, points, strict=True)]
    assert max(totals) >= TABLE.target
    winner = 0 if totals[0] > totals[1] else 1
    rewards = world.rewards()
    assert rewards[winner] == 1.0 and rewards[1 - winner] == 0.0


def test_expansion_grows_the_policy_card_first_then_the_others() -> None:
    hand = spades_position(7, 10, 1)
    world = PlayWorld(hand)
    seat = hand.to_move
    legal = [PLAY_ACTION[c] for c in hand.legal(seat)]
    assert len(legal) > 1
    policy = PLAY_ACTION[choose_card(hand, seat, hand.legal(seat))]
    rng = random.Random(0)
    assert policy_expand(world, legal, rng) == policy
    others = [m for m in legal if m != policy]
    assert {policy_expand(world, others, rng) for _ in range(60)} == set(others)


def _midgame(seed: int) -> tuple[HandState, int]:
    game = SpadesGame.new(seed=seed, target=500)
    rng = random.Random(seed)
    while game.phase != "play" or len(game.view(game.to_move or 0).history) < 30:
        game.apply(rng.choice(game.legal_actions()))
    seat = game.to_move
    assert seat is not None
    return state_from_view(game.view(seat)), seat


def test_the_tree_chooses_a_legal_card_and_repeats_it_for_a_seed() -> None:
    state, seat = _midgame(11)
    cards = state.legal(seat)

    def search() -> Search:
        return Search(
            random.Random(5),
            Deadline.after(60.0, "cpu"),
            iterations=200,
            rollout=policy_rollout,
            expand=policy_expand,
            bias=2.0,
        )

    first = choose_card_by_tree(state, seat, cards, search())
    assert first in cards
    assert choose_card_by_tree(state, seat, cards, search()) == first


@pytest.mark.parametrize(
    ("preset", "options"),
    [
        ("standard", {}),
        ("bicycle", {}),
        ("standard", {"jokers": "jokers_deuces", "first_lead": "two_of_clubs"}),
        ("standard", {"first_trick_spades": False, "blind_nil": True}),
    ],
    ids=["standard", "bicycle", "jokers-deuces-two-of-clubs", "no-spades-trick-1-blind-nil"],
)
def test_a_strong_bot_with_the_tree_plays_a_whole_hand_legally_and_repeatably(
    preset: str, options: dict[str, object]
) -> None:
    game = SpadesGame.new(preset, seed=2, target=100, **options)
    bots = [StrongSpadesBot(seed=s, budget=30.0, max_samples=2, tree=True) for s in range(4)]
    twins = [StrongSpadesBot(seed=s, budget=30.0, max_samples=2, tree=True) for s in range(4)]
    while game.phase in ("bid", "play") and game.hand_number == 1:
        seat = game.to_move
        assert seat is not None
        view, legal = game.view(seat), game.legal_actions()
        action = bots[seat].choose(view, legal)
        assert action in legal
        assert twins[seat].choose(view, legal) == action
        game.apply(action)
    assert game.hand_number == 2 or game.phase == "game_over"
