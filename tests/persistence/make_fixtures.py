"""Write the save fixtures in ``tests/fixtures`` (run by hand; the files are committed).

``python -m tests.persistence.make_fixtures`` rewrites them. Version 1 is no longer
written by the program, so its envelope is built here field by field as version 1
defined it: ``players`` a list of names, ``bots`` a parallel list of bot levels (``null``
for a person), ``saved_at`` seconds since the epoch, no summary, settings or checksum.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from shared.persistence import FORMATS, engine_class, write_save
from shared.players import PlayerKind, PlayerSpec

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
SAVED_AT_V1 = 1717243331.5  # 2024-06-01 12:02:11.5 UTC
NAMES = {"jass": ["Anna", "Ruedi", "Vreni", "Hansruedi"], "spades": ["Anna", "Ada", "Ben", "Cleo"]}
BOTS: list[PlayerKind | None] = [None, "easy", "normal", "strong"]
STEPS = {"jass": 50, "spades": 70}


def fixture_game(kind: str) -> Any:
    game = engine_class(kind).new(seed=21)
    rng = random.Random(21)
    for _ in range(STEPS[kind]):
        game.apply(rng.choice(game.legal_actions()))
    return game


def write_v1(kind: str) -> Path:
    game = fixture_game(kind)
    doc = {
        "format": FORMATS[kind],
        "version": 1,
        "saved_at": SAVED_AT_V1,
        "players": NAMES[kind],
        "bots": BOTS,
        "game": json.loads(game.to_json()),
    }
    path = FIXTURES / f"{kind}-v1.json"
    path.write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def write_v2(kind: str) -> Path:
    players = tuple(
        PlayerSpec(name=name, kind=bot or "human")
        for name, bot in zip(NAMES[kind], BOTS, strict=True)
    )
    path = FIXTURES / f"{kind}-v2.json"
    write_save(path, kind, fixture_game(kind), players, {"deck": "french", "bot_delay": 0.5})
    return path


if __name__ == "__main__":
    FIXTURES.mkdir(exist_ok=True)
    for kind in FORMATS:
        print(write_v1(kind), write_v2(kind))
