"""Walking through bot games position by position, for tests that check every decision."""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from typing import Any

from jass_tui.state import JassGame
from shared.bots import Bot, make_bot
from spades_tui.state import SpadesGame

Game = JassGame | SpadesGame


def positions(kind: str, seed: int, levels: tuple[str, ...], **options: object) -> Iterator[Game]:
    """Every position of one game played by ``levels`` (by seat), before each action.

    The game object is shared and moves on after each ``yield``; copy what you keep.
    """
    cls = JassGame if kind == "jass" else SpadesGame
    game: Game = cls.new(seed=seed, **options)  # type: ignore[arg-type]
    bots = [make_bot(kind, level, seed=seed * 4 + seat) for seat, level in enumerate(levels)]
    while game.phase != "game_over":
        yield game
        seat = game.to_move
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions()))


def timed(bot: Bot, view: Any, legal: Sequence[Any]) -> float:
    """Seconds of wall time ``bot`` takes to choose in ``view``; its choice must be legal."""
    start = time.perf_counter()
    action = bot.choose(view, legal)
    elapsed = time.perf_counter() - start
    assert action in legal
    return elapsed
