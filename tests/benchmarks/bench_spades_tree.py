"""Speed of the Spades expert's card search: tree iterations a second (``spades_tui.bots.tree``).

Skipped by default; run ``python -m pytest tests/benchmarks/bench_spades_tree.py
--benchmark-only -n 0``. One iteration is one sampled deal, a descent of the tree and a
roll-out by the normal policy with the last three tricks solved. Measured on the
development machine (200 iterations, mean): 227 ms at the first card, 159 ms at card 20,
66 ms at card 36 — about 900, 1,250 and 3,000 iterations a second, so ``expert``'s 2 s are
some 1,800 iterations a card early in the hand.
"""

from __future__ import annotations

import random

import pytest

from shared.deadline import Deadline
from shared.ismcts import Search
from spades_tui.bots.hand_state import HandState, state_from_view
from spades_tui.bots.tree import POLICY_BIAS, choose_card_by_tree, policy_expand, policy_rollout
from spades_tui.state import SpadesGame

ITERATIONS = 200


def _position(seed: int, cards_played: int) -> tuple[HandState, int]:
    """The seat to move after ``cards_played`` cards of a hand played at random."""
    game = SpadesGame.new(seed=seed)
    rng = random.Random(seed)
    played = 0
    while game.phase != "play" or played < cards_played:
        if game.phase == "play":
            played += 1
        game.apply(rng.choice(game.legal_actions()))
    seat = game.to_move
    assert seat is not None
    return state_from_view(game.view(seat)), seat


@pytest.mark.parametrize("cards_played", [0, 20, 36])
def test_tree_iterations(benchmark: pytest.FixtureRequest, cards_played: int) -> None:
    state, seat = _position(4, cards_played)
    cards = state.legal(seat)

    def search() -> str:
        rules = Search(
            random.Random(1),
            Deadline.after(600.0, "cpu"),
            iterations=ITERATIONS,
            rollout=policy_rollout,
            expand=policy_expand,
            bias=POLICY_BIAS,
        )
        return choose_card_by_tree(state, seat, cards, rules)

    assert benchmark(search) in cards  # type: ignore[operator]
