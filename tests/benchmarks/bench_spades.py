"""Spades engine speed: random full hands per second and the cost of ``legal_actions``.

Skipped by default; run ``python -m pytest tests/benchmarks --benchmark-only -n 0``.
The goal is 3,300 random full hands a second (4 random legal bids and 52 random legal
cards each, scoring and the next deal included).
"""

from __future__ import annotations

import random

import pytest

from spades_tui.state import SpadesGame

HANDS = 200


def _play_hands(game: SpadesGame, rng: random.Random, hands: int) -> None:
    """Random legal play through the public contract until ``hands`` more hands are done."""
    stop = game.hand_number + hands
    legal_actions, apply, randrange = game.legal_actions, game.apply, rng.randrange
    while game.hand_number < stop:
        legal = legal_actions()
        apply(legal[randrange(len(legal))])


@pytest.mark.parametrize("preset", ["standard", "bicycle"])
def test_random_full_hands(benchmark: pytest.FixtureRequest, preset: str) -> None:
    """HANDS complete hands per round of the benchmark."""
    # Neither a target nor a loss limit anybody reaches: every hand is played out.
    game = SpadesGame.new(preset, seed=1, target=10**12, loss_limit=None)
    rng = random.Random(1)
    benchmark.extra_info["hands_per_round"] = HANDS
    benchmark(_play_hands, game, rng, HANDS)
    assert game.phase != "game_over"
    hands_per_second = HANDS / benchmark.stats.stats.mean
    benchmark.extra_info["hands_per_second"] = round(hands_per_second)


def test_legal_actions_call(benchmark: pytest.FixtureRequest) -> None:
    """One ``legal_actions()`` call for a player void in the led suit (the longest list)."""
    hands = [
        ["H" + r for r in "23456789TJQKA"],
        ["S" + r for r in "23456789TJQKA"],
        ["D" + r for r in "23456789TJQKA"],
        ["C" + r for r in "23456789TJQKA"],
    ]
    game = SpadesGame.from_deal(hands, dealer=1, seed=1)
    for action in ("bid 1", "bid 1", "bid 1", "bid 1", "play HA"):
        game.apply(action)
    result = benchmark(game.legal_actions)
    assert len(result) == 13 and result[0] == "play CA"
