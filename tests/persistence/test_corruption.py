"""Damaged saves: each kind of damage gets its one message, and the file is left alone.

Issue 4, items 4 and 7: truncated, one byte flipped, not JSON, empty, wrong game, future
version, duplicated card, wrong turn, negative bag count. After every failed load the
file is byte-for-byte what it was and nothing new appears in the folder.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from shared.cards import card_name
from shared.persistence import SaveError, load_autosave, load_save, write_save
from shared.table import SEAT_NAMES
from tests.persistence.conftest import (
    REAL_KINDS,
    damage_game,
    mid_game,
    play_random,
    players_for,
    reseal,
)
from tests.persistence.fakegame import FakeGame

TITLE = {"jass": "Jass", "spades": "Spades"}


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def _refused(path: Path, kind: str) -> SaveError:
    """Load ``path`` expecting failure; check the file and its folder did not change."""
    before = _snapshot(path.parent)
    with pytest.raises(SaveError) as caught:
        load_save(path, kind)
    assert _snapshot(path.parent) == before
    error = caught.value
    assert str(error) == f"{path} {error.problem}"
    assert "\n" not in str(error)
    return error


@pytest.fixture(params=["fake", *REAL_KINDS])
def saved(request: pytest.FixtureRequest, saves: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    """(kind, path) of a mid-game save, for the fake engine and each real one."""
    if request.param == "fake":
        request.getfixturevalue("fake_engine")
        kind, game = "jass", play_random(FakeGame.new(seed=4), random.Random(4), 7)
    else:
        kind, game = request.param, mid_game(request.param)
    path = saves / "x.json"
    write_save(path, kind, game, players_for(kind), {"deck": "french"})
    return kind, path


def test_the_intact_save_loads(saved: tuple[str, Path]) -> None:
    kind, path = saved
    assert load_save(path, kind).settings == {"deck": "french"}


def test_truncated_saves_name_where_they_end(saved: tuple[str, Path]) -> None:
    kind, path = saved
    text = path.read_text(encoding="utf-8")
    rng = random.Random(11)
    cuts = {1, len(text) - 1, *rng.sample(range(2, len(text) - 1), 25)}
    for keep in sorted(cut for cut in cuts | {811} if cut < len(text)):
        path.write_text(text[:keep], encoding="utf-8")
        error = _refused(path, kind)
        assert error.problem == f"is damaged: line 1 column {keep + 1}: unexpected end"


def test_a_save_cut_inside_a_letter_is_still_reported_as_cut(saved: tuple[str, Path]) -> None:
    kind, path = saved
    raw = path.read_bytes()
    middle_of_dot = raw.index("·".encode()) + 1  # the summary's separator is two bytes
    path.write_bytes(raw[:middle_of_dot])
    assert _refused(path, kind).problem.endswith(": unexpected end")


def test_every_flipped_byte_is_noticed(saved: tuple[str, Path]) -> None:
    kind, path = saved
    raw = path.read_bytes()
    rng = random.Random(5)
    positions = sorted({0, len(raw) - 1, *rng.sample(range(len(raw)), 120)})
    for position in positions:
        damaged = bytearray(raw)
        damaged[position] ^= 1 << rng.randrange(8)
        path.write_bytes(bytes(damaged))
        _refused(path, kind)


def test_an_edited_value_breaks_the_checksum(saved: tuple[str, Path]) -> None:
    kind, path = saved
    doc = json.loads(path.read_bytes())
    doc["summary"] = "edited by hand"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert _refused(path, kind).problem == "is damaged: its content does not match its checksum"


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b"", "is empty"),
        (b"   \n", "is empty"),
        (b"hello, this is a letter\n", "is not a save file (it is not JSON)"),
        (b"[1, 2, 3]", "is not a save file (it is not JSON)"),
        (b"\xff\xfe\x00binary", "is not a save file (it is not text)"),
    ],
)
def test_files_that_are_not_saves(
    content: bytes, problem: str, saves: Path, fake_engine: str
) -> None:
    path = saves / "x.json"
    path.write_bytes(content)
    assert _refused(path, "jass").problem == problem


def test_json_of_another_kind_is_not_a_jass_save(saves: Path, fake_engine: str) -> None:
    path = saves / "x.json"
    path.write_text('{"name": "shopping list"}', encoding="utf-8")
    assert _refused(path, "jass").problem == "is not a Jass save"


@pytest.mark.parametrize("kinds", [("spades", "jass"), ("jass", "spades")])
def test_a_save_of_the_other_game_is_refused_by_name(
    kinds: tuple[str, str], saves: Path, fake_engine: str
) -> None:
    written, wanted = kinds
    path = saves / "x.json"
    write_save(path, written, FakeGame.new(seed=2), players_for(written))
    error = _refused(path, wanted)
    assert error.problem == f"is not a {TITLE[wanted]} save (it is a {TITLE[written]} save)"


@pytest.mark.parametrize("sealed", [True, False])
def test_a_future_version_is_refused(sealed: bool, saved: tuple[str, Path]) -> None:
    kind, path = saved
    doc = json.loads(path.read_bytes())
    doc["version"] = 4
    path.write_bytes(reseal(doc) if sealed else json.dumps(doc).encode())
    assert _refused(path, kind).problem == (
        "was written by a newer version (4); this program reads up to 3"
    )


@pytest.mark.parametrize(("version", "problem"), [(0, "there is no save version 0"), ("3", None)])
def test_nonsense_versions_are_damage(
    version: Any, problem: str | None, saved: tuple[str, Path]
) -> None:
    kind, path = saved
    doc = json.loads(path.read_bytes())
    doc["version"] = version
    path.write_bytes(reseal(doc))
    expected = f"is damaged: {problem or 'it has no version number'}"
    assert _refused(path, kind).problem == expected


def test_a_bad_player_kind_names_the_field(saved: tuple[str, Path]) -> None:
    kind, path = saved
    doc = json.loads(path.read_bytes())
    doc["players"][1]["kind"] = "robot"
    path.write_bytes(reseal(doc))
    problem = _refused(path, kind).problem
    assert problem.startswith("is damaged: players.1.kind: input should be ")


def test_a_missing_file_and_a_folder(
    saves: Path, fake_engine: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with pytest.raises(SaveError, match=re.escape(f"{saves / 'gone.json'} does not exist")):
        load_save(saves / "gone.json", "jass")
    with pytest.raises(SaveError, match=re.escape(f"{saves} is a folder, not a save file")):
        load_save(saves, "jass")
    monkeypatch.chdir(saves.parent)
    with pytest.raises(SaveError, match=f"^{re.escape(str(Path('saves') / 'gone.json'))} "):
        load_save("gone", "jass", "saves")  # shown as the folder was given, not resolved


# --- damage inside the game state: the engine's own checks, in one sentence ----------


def _hands(game: dict[str, Any]) -> Iterator[dict[str, Any]]:
    yield from game["hands"]


def _duplicate_a_card(game: dict[str, Any]) -> str:
    cards = game["hands"][-1]["cards"]
    cards[1][0] = cards[0][0]
    return str(cards[0][0])


@pytest.mark.parametrize("kind", REAL_KINDS)
def test_a_duplicated_card_is_named(kind: str, saves: Path) -> None:
    path = saves / "x.json"
    write_save(path, kind, mid_game(kind), players_for(kind))
    copied: list[str] = []
    damage_game(path, lambda game: copied.append(_duplicate_a_card(game)))
    problem = _refused(path, kind).problem
    assert problem.startswith("is damaged: ")
    assert card_name(copied[0]) in problem and "twice" in problem


@pytest.mark.parametrize("kind", REAL_KINDS)
def test_a_wrong_turn_names_both_seats(kind: str, saves: Path) -> None:
    path = saves / "x.json"
    game = mid_game(kind)
    write_save(path, kind, game, players_for(kind))
    wrong = (game.to_move + 1) % 4

    def change(state: dict[str, Any]) -> None:
        state["to_move"] = wrong

    damage_game(path, change)
    problem = _refused(path, kind).problem
    assert problem.startswith("is damaged: ")
    assert SEAT_NAMES[wrong] in problem and SEAT_NAMES[game.to_move] in problem
    assert "turn" in problem


@pytest.mark.parametrize("kind", REAL_KINDS)
def test_totals_that_disagree_with_the_hands_are_refused(kind: str, saves: Path) -> None:
    path = saves / "x.json"
    write_save(path, kind, mid_game(kind, steps=200), players_for(kind))

    def change(state: dict[str, Any]) -> None:
        state["scores"][0] += 10

    damage_game(path, change)
    problem = _refused(path, kind).problem
    assert problem.startswith("is damaged: ") and "score" in problem


@pytest.mark.parametrize("kind", [p for p in REAL_KINDS if p.values == ("spades",)])
def test_a_negative_bag_count_is_refused(kind: str, saves: Path) -> None:
    path = saves / "x.json"
    write_save(path, kind, mid_game(kind), players_for(kind))

    def change(state: dict[str, Any]) -> None:
        state["bags"][1] = -1

    damage_game(path, change)
    problem = _refused(path, kind).problem
    assert problem.startswith("is damaged: ") and "negative bag count" in problem


def test_a_broken_autosave_with_no_backup_is_an_error_and_untouched(
    saves: Path, fake_engine: str
) -> None:
    path = saves / "autosave-jass.json"
    path.write_bytes(b'{"format": "jass-save", "vers')
    before = _snapshot(saves)
    with pytest.raises(SaveError, match="unexpected end"):
        load_autosave("jass", saves)
    assert _snapshot(saves) == before
