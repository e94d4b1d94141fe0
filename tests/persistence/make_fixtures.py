"""Write the save fixtures (run by hand; the files are committed).

``python -m tests.persistence.make_fixtures`` writes the current version's fixtures,
``tests/persistence/fixtures/<game>-v3.json``; with ``--old`` it also rewrites the older
ones in ``tests/fixtures``, which should never be needed: they stand for files users
have. Versions 1 and 2 are no longer written by the program, so their envelopes are
built here field by field as those versions defined them. Version 1: ``players`` a list
of names, ``bots`` a parallel list of bot levels (``null`` for a person), ``saved_at``
seconds since the epoch, no summary, settings or checksum. Version 2: the header
(format, version, time, summary, players), settings, game, and one checksum.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from shared.persistence import FORMATS, engine_class, summarize, write_save
from shared.players import PlayerKind, PlayerSpec

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
CURRENT_FIXTURES = Path(__file__).resolve().parent / "fixtures"
SAVED_AT_V2 = datetime(2026, 11, 30, 2, 58, 23, 71000, tzinfo=UTC)
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


def _players(kind: str) -> tuple[PlayerSpec, ...]:
    return tuple(
        PlayerSpec(name=name, kind=bot or "human")
        for name, bot in zip(NAMES[kind], BOTS, strict=True)
    )


def write_v2(kind: str) -> Path:
    game, players = fixture_game(kind), _players(kind)
    doc = {
        "format": FORMATS[kind],
        "version": 2,
        "saved_at": SAVED_AT_V2.isoformat(timespec="milliseconds"),
        "summary": summarize(kind, game, players),
        "players": [player.model_dump() for player in players],
        "settings": {"deck": "french", "bot_delay": 0.5},
        "game": json.loads(game.to_json()),
    }
    body = json.dumps(doc, ensure_ascii=False, separators=(",", ":"))
    checksum = "sha256:" + hashlib.sha256(body.encode()).hexdigest()
    path = FIXTURES / f"{kind}-v2.json"
    path.write_bytes(f'{body[:-1]},"checksum":"{checksum}"}}'.encode())
    return path


def write_v3(kind: str) -> Path:
    path = CURRENT_FIXTURES / f"{kind}-v3.json"
    settings = {"deck": "french", "bot_delay": 0.5}
    write_save(path, kind, fixture_game(kind), _players(kind), settings)
    return path


if __name__ == "__main__":
    CURRENT_FIXTURES.mkdir(exist_ok=True)
    for kind in FORMATS:
        print(write_v3(kind))
        if "--old" in sys.argv[1:]:
            print(write_v1(kind), write_v2(kind))
