"""Long games: a list reads their headers only; loading one reports its progress.

A genuine game of thousands of hands is megabytes of save. Listing the folder must not
rebuild (replay) it nor even read it: the header at the start of the file and the
checksum at its end are all a list looks at, whatever the size. Measured here as work
done (bytes read, engine never called), never as time.
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from shared.persistence import (
    SaveError,
    list_saves,
    load_autosave,
    load_save,
    summarize,
    write_save,
)
from shared.persistence import envelope as envelope_module
from shared.persistence.store import LIST_HEAD_BYTES, LIST_TAIL_BYTES
from tests.persistence.conftest import REAL_KINDS, engine_class, players_for, reseal

HANDS = 250
LONG_OPTIONS: dict[str, dict[str, Any]] = {
    "jass": {"target": 10**9},
    "spades": {"target": 10**6, "loss_limit": None},
}


def _long_game(kind: str, hands: int = HANDS) -> Any:
    game = engine_class(kind).new(seed=5, **LONG_OPTIONS[kind])
    rng = random.Random(5)
    while game.hand_number < hands:
        game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.fixture(scope="module")
def long_games() -> dict[str, Any]:
    return {param.values[0]: _long_game(param.values[0]) for param in REAL_KINDS}


def _as_version_2(path: Path) -> None:
    """Rewrite a save as version 2 wrote it: no scores, hands or header checksum."""
    doc = json.loads(path.read_bytes())
    for key in ("scores", "hands", "header_checksum"):
        del doc[key]
    doc["version"] = 2
    path.write_bytes(reseal(doc))


class Reads:
    """Counts the bytes read from files while it is installed as ``os.read``."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.total = 0
        real = os.read

        def read(fd: int, size: int) -> bytes:
            data = real(fd, size)
            self.total += len(data)
            return data

        monkeypatch.setattr(os, "read", read)


def _no_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(kind: Any) -> Any:
        raise AssertionError("a list must not rebuild the game")

    monkeypatch.setattr(envelope_module, "load_engine", refuse)


@pytest.mark.parametrize("kind", REAL_KINDS)
def test_a_list_of_long_games_reads_only_their_headers(
    kind: str, saves: Path, long_games: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    game = long_games[kind]
    players = players_for(kind)
    for name in ("one", "two", "three", "old"):
        write_save(saves / f"{name}.json", kind, game, players, {"deck": "french"})
    _as_version_2(saves / "old.json")
    sizes = [path.stat().st_size for path in saves.iterdir()]
    assert min(sizes) > 4 * LIST_HEAD_BYTES  # long enough that reading it whole would show
    expected = summarize(kind, game, players)

    reads = Reads(monkeypatch)
    _no_engine(monkeypatch)
    infos = list_saves(saves)

    assert reads.total <= len(sizes) * (LIST_HEAD_BYTES + 1 + LIST_TAIL_BYTES)
    assert reads.total * 4 < sum(sizes)
    assert sorted(info.name for info in infos) == ["old", "one", "three", "two"]
    for info in infos:
        assert (info.kind, info.error) == (kind, None)
        assert info.players == players
        assert info.summary == expected
        assert info.score == " : ".join(str(score) for score in game.scores)
        assert info.saved_at.tzinfo is not None


@pytest.mark.parametrize("kind", REAL_KINDS)
def test_a_list_still_flags_a_long_save_that_is_cut_short_or_has_a_changed_header(
    kind: str, saves: Path, long_games: dict[str, Any]
) -> None:
    write_save(saves / "cut.json", kind, long_games[kind], players_for(kind))
    raw = (saves / "cut.json").read_bytes()
    (saves / "cut.json").write_bytes(raw[: len(raw) - 1000])
    edited = raw.replace(b'"kind":"normal"', b'"kind":"strong"', 1)
    (saves / "edited.json").write_bytes(edited)
    cut_in_header = raw[:200] + raw[-300:]
    (saves / "header-only.json").write_bytes(cut_in_header)

    infos = {info.name: info for info in list_saves(saves)}

    assert infos["cut"].error is not None and "unexpected end" in infos["cut"].error
    assert infos["edited"].error is not None and "checksum" in infos["edited"].error
    assert infos["header-only"].error is not None
    assert {info.kind for info in infos.values()} <= {kind, None}


@pytest.mark.parametrize("kind", REAL_KINDS)
def test_damage_deep_in_a_long_game_is_found_when_it_is_loaded(
    kind: str, saves: Path, long_games: dict[str, Any]
) -> None:
    path = saves / "long.json"
    write_save(path, kind, long_games[kind], players_for(kind))
    raw = bytearray(path.read_bytes())
    middle = len(raw) // 2
    while not chr(raw[middle]).isdigit():
        middle += 1
    raw[middle] = ord("7") if raw[middle] != ord("7") else ord("3")
    path.write_bytes(bytes(raw))

    [info] = list_saves(saves)
    assert info.error is None  # the list's check is the cheap one: header and end
    with pytest.raises(SaveError, match="does not match its checksum"):
        load_save(path, kind)


@pytest.mark.parametrize("kind", REAL_KINDS)
@pytest.mark.parametrize("version", [2, 3])
def test_loading_reports_progress_in_hands(kind: str, version: int, saves: Path) -> None:
    path = saves / "long.json"
    write_save(path, kind, _long_game(kind, 12), players_for(kind))
    if version == 2:
        _as_version_2(path)
    calls: list[tuple[int, int]] = []
    loaded = load_save(path, kind, progress=lambda done, total: calls.append((done, total)))
    assert calls == [(0, 12), *((done, 12) for done in range(1, 13))]  # hand by hand
    assert loaded.game.hand_number == 12


def test_the_autosave_reports_progress_too(saves: Path, fake_engine: str) -> None:
    from tests.persistence.fakegame import FakeGame

    autosave_path = saves / "autosave-jass.json"
    write_save(autosave_path, "jass", FakeGame.new(seed=2), players_for("jass"))
    calls: list[tuple[int, int]] = []
    record: Callable[[int, int], None] = lambda done, total: calls.append((done, total))  # noqa: E731
    assert load_autosave("jass", saves, progress=record) is not None
    assert calls == [(0, 1), (1, 1)]  # an engine that reports once, at the end
