"""Jass engine speed: random full hands per second and the cost of ``legal_actions``.

Skipped by default; run ``python -m pytest tests/benchmarks --benchmark-only -n 0``.
The goal is 5,000 random full hands a second (jass-kit: 2,300–2,550 on this machine);
``test_jass_kit_random_hands`` measures jass-kit in the same process when installed.
"""

from __future__ import annotations

import random

import pytest

from jass_tui.state import JassGame

HANDS = 200


def _play_hands(game: JassGame, rng: random.Random, hands: int) -> None:
    """Random legal play through the public contract until ``hands`` more hands are done."""
    stop = game.hand_number + hands
    legal_actions, apply, randrange = game.legal_actions, game.apply, rng.randrange
    while game.hand_number < stop:
        legal = legal_actions()
        apply(legal[randrange(len(legal))])


def test_random_full_hands(benchmark: pytest.FixtureRequest) -> None:
    """HANDS complete hands (contract, Weis questions, 36 cards) per round of the benchmark."""
    # A target nobody reaches keeps every hand complete, with Weis, Stöck and Match on.
    game = JassGame.new("schieber-1000", seed=1, target=10**12)
    rng = random.Random(1)
    benchmark.extra_info["hands_per_round"] = HANDS
    benchmark(_play_hands, game, rng, HANDS)
    assert game.phase != "game_over"


def test_legal_actions_call(benchmark: pytest.FixtureRequest) -> None:
    """One ``legal_actions()`` call in the middle of a trick (cache cleared, so computed)."""
    game = JassGame.from_deal(
        [
            ["HJ", "H9", "HA", "SK", "SQ", "D7", "D8", "CT", "C6"],
            ["H8", "SA", "S9", "S6", "DA", "DK", "C9", "C8", "C7"],
            ["HK", "HQ", "HT", "ST", "S8", "DJ", "DT", "CA", "CK"],
            ["H7", "H6", "SJ", "S7", "DQ", "D9", "D6", "CJ", "CQ"],
        ],
        dealer=3,
        preset="tournament",
    )
    for action in ("trump H", "play SK", "play S9"):
        game.apply(action)

    def call() -> object:
        game._legal = None  # measure the computation, not the cache
        return game.legal_actions()

    result = benchmark(call)
    assert [str(a) for a in result] == ["play ST", "play S8", "play HK", "play HQ", "play HT"]


def test_jass_kit_random_hands(benchmark: pytest.FixtureRequest) -> None:
    """jass-kit's own random hands (GameSim + RuleSchieber), same count, for comparison."""
    np = pytest.importorskip("numpy")
    pytest.importorskip("jass.game.game_sim")
    from jass.game.const import MAX_TRUMP
    from jass.game.game_sim import GameSim
    from jass.game.game_util import deal_random_hand
    from jass.game.rule_schieber import RuleSchieber

    rule = RuleSchieber()
    rng = np.random.default_rng(1)

    def play() -> None:
        for _ in range(HANDS):
            sim = GameSim(rule=rule)
            sim.init_from_cards(hands=deal_random_hand(), dealer=int(rng.integers(4)))
            sim.action_trump(int(rng.integers(MAX_TRUMP + 1)))
            state = sim.state
            while not sim.is_done():
                valid = rule.get_valid_cards_from_state(state)
                sim.action_play_card(int(rng.choice(np.flatnonzero(valid))))

    benchmark.extra_info["hands_per_round"] = HANDS
    benchmark(play)
