"""Games played at random to a given point, for the review's pilot and snapshot tests."""

from __future__ import annotations

import random
from typing import Any


def played_until(game: Any, seed: int, hand: int, *, human: int = 0) -> Any:
    """Play ``game`` at random into hand ``hand`` until ``human`` is to play a card there."""
    rng = random.Random(seed)
    for _ in range(20000):
        plays = [a for a in game.legal_actions() if str(a).startswith("play ")]
        if (
            len(game.hands) >= hand
            and game.phase == "play"
            and game.to_move == human
            and plays
            and len(plays) == len(game.legal_actions())
        ):
            return game
        if not game.legal_actions():
            break  # the game ended first
        game.apply(rng.choice(game.legal_actions()))
    raise AssertionError("position not reached")
