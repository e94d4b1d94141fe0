"""Save and load time of a mid-game state: the goal is under 5 ms each (issue 4, item 8).

Autosave runs after every applied action, so it must be invisible. Skipped by default;
run ``python -m pytest tests/benchmarks/bench_saves.py --benchmark-only -n 0``. ``save`` is the
whole autosave (encode, temp file, fsync, backup link, rename, folder fsync); ``load`` is
the whole validated load (read, checksum, envelope, the engine's replay and checks).
"""

from __future__ import annotations

import random
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from shared.persistence import autosave, engine_class, load_autosave
from shared.persistence.envelope import decode, encode
from shared.players import BOT_NAMES, default_players

KINDS = ("jass", "spades")
# Random play sinks a Spades team below the loss limit early; these options keep it going.
OPTIONS: dict[str, dict[str, Any]] = {"jass": {}, "spades": {"loss_limit": None}}
GOAL_SECONDS = 0.005


def _mid_game(kind: str) -> Any:
    """Seeded random play into the third hand, half-way through its tricks."""
    game = engine_class(kind).new(seed=99, **OPTIONS[kind])
    rng = random.Random(99)
    while game.hand_number < 3:
        game.apply(rng.choice(game.legal_actions()))
    for _ in range(22):
        game.apply(rng.choice(game.legal_actions()))
    assert game.phase == "play"
    return game


@pytest.mark.parametrize("kind", KINDS)
def test_save(benchmark: Any, kind: str, tmp_path: Path) -> None:
    game, players = _mid_game(kind), default_players(BOT_NAMES[kind])
    benchmark(autosave, kind, game, players, {"deck": "french"}, tmp_path)
    assert benchmark.stats.stats.median < GOAL_SECONDS


@pytest.mark.parametrize("kind", KINDS)
def test_load(benchmark: Any, kind: str, tmp_path: Path) -> None:
    game, players = _mid_game(kind), default_players(BOT_NAMES[kind])
    autosave(kind, game, players, {"deck": "french"}, tmp_path)
    loaded = benchmark(load_autosave, kind, tmp_path)
    assert loaded.game.to_json() == game.to_json()
    assert benchmark.stats.stats.median < GOAL_SECONDS


@pytest.mark.parametrize("kind", KINDS)
def test_encode_only(benchmark: Any, kind: str) -> None:
    game, players = _mid_game(kind), default_players(BOT_NAMES[kind])
    now = datetime.now().astimezone()
    benchmark(encode, kind, game, players, {}, now)


@pytest.mark.parametrize("kind", KINDS)
def test_decode_only(benchmark: Any, kind: str) -> None:
    game, players = _mid_game(kind), default_players(BOT_NAMES[kind])
    data = encode(kind, game, players, {}, datetime.now().astimezone())
    benchmark(decode, data, "x.json", kind)
