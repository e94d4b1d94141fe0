"""Long games made quickly for the score-sheet tests: random bots play ``hands`` hands."""

from __future__ import annotations

from typing import Any

from shared.bots import make_bot
from shared.kinds import get_kind
from shared.sim import game_class


def played(kind: str, hands: int, seed: int = 7, preset: str | None = None) -> Any:
    """A game of ``kind`` after ``hands`` finished hands (or its end, if sooner)."""
    game = game_class(kind).new(preset=preset or get_kind(kind).default_preset, seed=seed)
    bots = [make_bot(kind, "easy", seed=seed + seat) for seat in range(4)]
    for _ in range(100_000):
        done = sum(1 for record in game.hands if record.finished)
        if game.phase == "game_over" or done >= hands:
            return game
        seat = game.to_move
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions()))
    raise AssertionError("the game never got there")
