"""Helpers for the save tests: engines, seeded random play, and hand-made damage."""

from __future__ import annotations

import dataclasses
import hashlib
import importlib.util
import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from shared.kinds import all_kinds, register_kind, unregister_kind
from shared.persistence import ENGINES, GAME_KINDS, engine_class
from shared.persistence.envelope import HEADER_FIELDS
from shared.players import BOT_NAMES, PlayerSpec, default_players

FAKE_ENGINE = "tests.persistence.fakegame:FakeGame"


def engine_available(kind: str) -> bool:
    module = ENGINES[kind].partition(":")[0]
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:
        return False


FIXTURE_KINDS = ("jass", "spades")
"""The kinds these tests carry cases, options and fixture files for (one command each).

The Jass variants hosted by ``jass --game`` have their save round trips in
``tests/bots/test_variant_kinds.py``."""

REAL_KINDS = [
    pytest.param(
        kind,
        marks=pytest.mark.skipif(
            not engine_available(kind), reason=f"the {kind} engine has not landed yet"
        ),
    )
    for kind in GAME_KINDS
    if kind in FIXTURE_KINDS
]


@pytest.fixture
def fake_engine() -> Iterator[str]:
    """Every game kind served by the tiny fake engine; yields the kind to use."""
    kinds = all_kinds()
    for kind in kinds:
        register_kind(dataclasses.replace(kind, engine=FAKE_ENGINE), replace=True)
    try:
        yield "jass"
    finally:
        for kind in kinds:
            unregister_kind(kind.id)


@pytest.fixture
def saves(tmp_path: Path) -> Path:
    directory = tmp_path / "saves"
    directory.mkdir()
    return directory


def players_for(kind: str) -> tuple[PlayerSpec, ...]:
    return default_players(BOT_NAMES[kind])


def new_game(kind: str, seed: int, **options: Any) -> Any:
    return engine_class(kind).new(seed=seed, **options)


def play_random(game: Any, rng: random.Random, steps: int) -> Any:
    """Apply up to ``steps`` random legal actions (fewer if the game ends)."""
    for _ in range(steps):
        if game.phase == "game_over":
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


def mid_game(kind: str, seed: int = 7, steps: int = 60) -> Any:
    """A game some way into its second hand or later, for tests that need any state."""
    return play_random(new_game(kind, seed), random.Random(seed), steps)


def _sha(doc: dict[str, Any]) -> str:
    compact = json.dumps(doc, ensure_ascii=False, separators=(",", ":"))
    return "sha256:" + hashlib.sha256(compact.encode()).hexdigest()


def reseal(doc: dict[str, Any]) -> bytes:
    """The document with checksums that match it again, written as a save is.

    The checksum is the sha256 of the compact JSON of every other field in file order;
    from version 3 the header checksum is that of the header fields, in header order.
    Recomputed here from those definitions so damage *inside* the game reaches the engine.
    """
    body = {key: value for key, value in doc.items() if key != "checksum"}
    if "header_checksum" in body:
        body["header_checksum"] = _sha({key: body[key] for key in HEADER_FIELDS if key in body})
    body["checksum"] = _sha(body)
    return json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode()


def damage_game(path: Path, change: Callable[[dict[str, Any]], None]) -> bytes:
    """Change the game state inside a save with ``change``, reseal it, and return the bytes."""
    doc = json.loads(path.read_bytes())
    change(doc["game"])
    data = reseal(doc)
    path.write_bytes(data)
    return data
