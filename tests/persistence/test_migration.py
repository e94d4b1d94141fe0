"""Older saves are migrated by explicit steps; the old file itself is never rewritten.

``tests/fixtures/<game>-v1.json`` are version-1 saves as that version wrote them (names and
bot levels in two lists, epoch seconds, no summary, settings or checksum);
``<game>-v2.json`` version-2 saves (a header, one checksum); and
``tests/persistence/fixtures/<game>-v3.json`` pin the current format so a change to it
cannot pass unnoticed. All three hold the same game.
"""

from __future__ import annotations

import json
import shutil
from datetime import UTC, datetime
from pathlib import Path

import pytest

from shared.persistence import (
    MIGRATIONS,
    SAVE_VERSION,
    SaveError,
    list_saves,
    load_save,
    migrate_v1_to_v2,
    migrate_v2_to_v3,
)
from shared.persistence import summarize as summarize_game
from shared.players import PlayerSpec
from tests.persistence.conftest import REAL_KINDS

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
CURRENT = Path(__file__).resolve().parent / "fixtures"
V1_TIME = datetime(2024, 6, 1, 12, 2, 11, 500000, tzinfo=UTC)
KINDS = ("human", "easy", "normal", "strong")


def _v1(**changes: object) -> dict[str, object]:
    doc: dict[str, object] = {
        "format": "jass-save",
        "version": 1,
        "saved_at": 1717243331.5,
        "players": ["Anna", "Ruedi", "Vreni", "Hansruedi"],
        "bots": [None, "easy", "normal", "strong"],
        "game": {"anything": "the engine's own"},
    }
    doc.update(changes)
    return doc


def test_current_version_is_three_with_a_step_from_each_older_one() -> None:
    assert SAVE_VERSION == 3
    assert dict(MIGRATIONS) == {1: migrate_v1_to_v2, 2: migrate_v2_to_v3}


def test_v1_to_v2_pairs_names_with_kinds_and_adds_the_new_fields() -> None:
    assert migrate_v1_to_v2(_v1()) == {
        "format": "jass-save",
        "version": 2,
        "saved_at": "2024-06-01T12:02:11.500+00:00",
        "summary": "",
        "players": [
            {"name": "Anna", "kind": "human"},
            {"name": "Ruedi", "kind": "easy"},
            {"name": "Vreni", "kind": "normal"},
            {"name": "Hansruedi", "kind": "strong"},
        ],
        "settings": {},
        "game": {"anything": "the engine's own"},
    }


@pytest.mark.parametrize(
    ("changes", "problem"),
    [
        ({"players": "Anna"}, "no list of player names"),
        ({"bots": [None, "easy"]}, "no bot level for every player"),
        ({"saved_at": "yesterday"}, "no save time"),
    ],
)
def test_a_malformed_v1_header_is_damage(
    changes: dict[str, object], problem: str, tmp_path: Path, fake_engine: str
) -> None:
    path = tmp_path / "old.json"
    raw = json.dumps(_v1(**changes)).encode()
    path.write_bytes(raw)
    with pytest.raises(SaveError) as caught:
        load_save(path, "jass")
    assert str(caught.value) == f"{path} is damaged: its version-1 header has {problem}"
    assert path.read_bytes() == raw


@pytest.mark.parametrize("kind", REAL_KINDS)
def test_a_version_1_fixture_loads_and_is_not_rewritten(kind: str, tmp_path: Path) -> None:
    path = tmp_path / f"{kind}-v1.json"
    shutil.copyfile(FIXTURES / f"{kind}-v1.json", path)
    raw = path.read_bytes()
    stored = json.loads(raw)

    loaded = load_save(path, kind)

    assert path.read_bytes() == raw
    assert [p.name for p in loaded.players] == stored["players"]
    assert [p.kind for p in loaded.players] == list(KINDS)
    assert loaded.settings == {}
    assert loaded.saved_at == V1_TIME
    assert loaded.summary == summarize_game(kind, loaded.game, loaded.players)
    # The game inside is brought to the engine's current format and nothing else changes.
    assert json.loads(loaded.game.to_json()) == type(loaded.game).migrate(stored["game"])
    assert loaded.game.phase != "game_over" and loaded.game.legal_actions()


@pytest.mark.parametrize("kind", REAL_KINDS)
def test_the_version_2_fixture_still_loads(kind: str) -> None:
    loaded = load_save(FIXTURES / f"{kind}-v2.json", kind)
    assert loaded.players[3] == PlayerSpec(name=loaded.players[3].name, kind="strong")
    assert loaded.settings == {"deck": "french", "bot_delay": 0.5}
    v1 = load_save(FIXTURES / f"{kind}-v1.json", kind)
    assert loaded.game.to_json() == v1.game.to_json()  # both fixtures hold the same game


def _v2(summary: str) -> dict[str, object]:
    return {
        "format": "spades-save",
        "version": 2,
        "saved_at": "2025-06-01T14:02:11.123+02:00",
        "summary": summary,
        "players": [{"name": "Anna", "kind": "human"}],
        "settings": {"deck": "french"},
        "game": {"anything": "the engine's own"},
    }


@pytest.mark.parametrize(
    ("summary", "scores", "hands"),
    [
        ("Schieber 1000 · hand 4 · 312 : 415 · You, Ruedi, Vreni, Hansruedi", [312, 415], 4),
        (
            "Bicycle · game over after hand 9 · 210 : -40 : 12 : 99 · A, B, C, D",
            [210, -40, 12, 99],
            9,
        ),
        ("Standard · hand 2 · 1 : 2 · Eve · the · Great, B, C, D", [1, 2], 2),
        ("", None, None),  # a migrated version-1 save: the loader asks the game
        ("hand-written words", None, None),
    ],
)
def test_v2_to_v3_reads_the_scores_and_hands_the_summary_states(
    summary: str, scores: list[int] | None, hands: int | None
) -> None:
    migrated = migrate_v2_to_v3(_v2(summary))
    assert migrated == {
        "format": "spades-save",
        "version": 3,
        "saved_at": "2025-06-01T14:02:11.123+02:00",
        "summary": summary,
        "players": [{"name": "Anna", "kind": "human"}],
        "scores": scores,
        "hands": hands,
        "settings": {"deck": "french"},
        "game": {"anything": "the engine's own"},
    }
    assert list(migrated) == [
        "format",
        "version",
        "saved_at",
        "summary",
        "players",
        "scores",
        "hands",
        "settings",
        "game",
    ]


@pytest.mark.parametrize("kind", REAL_KINDS)
@pytest.mark.parametrize("version", [1, 2, 3])
def test_every_version_of_the_fixture_loads_and_lists_the_same(
    kind: str, version: int, tmp_path: Path
) -> None:
    source = (CURRENT if version == 3 else FIXTURES) / f"{kind}-v{version}.json"
    path = tmp_path / source.name
    shutil.copyfile(source, path)
    raw = path.read_bytes()
    loaded = load_save(path, kind)
    reference = load_save(CURRENT / f"{kind}-v3.json", kind)
    assert loaded.game.to_json() == reference.game.to_json()
    assert loaded.players == reference.players
    assert loaded.summary == reference.summary
    [info] = list_saves(tmp_path)
    assert info.error is None and info.kind == kind
    assert info.summary == reference.summary
    assert info.score == " : ".join(str(s) for s in reference.game.scores)
    assert path.read_bytes() == raw  # an old save is read, never rewritten


@pytest.mark.parametrize("kind", REAL_KINDS)
def test_the_version_3_fixture_has_its_header_first(kind: str) -> None:
    doc = json.loads((CURRENT / f"{kind}-v3.json").read_bytes())
    assert list(doc) == [
        "format", "version", "saved_at", "summary", "players", "scores", "hands",
        "header_checksum", "settings", "game", "checksum",
    ]  # fmt: skip
    assert doc["version"] == 3 and doc["scores"] == doc["game"]["scores"]
