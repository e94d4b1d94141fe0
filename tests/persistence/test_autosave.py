"""The autosave slot, its backup, and the saves list (issue 4, items 2 and 3)."""

from __future__ import annotations

import os
import random
import time
from pathlib import Path

import pytest

from shared.persistence import (
    SaveError,
    autosave,
    delete_save,
    list_saves,
    load_autosave,
    load_save,
    remove_stale_temp_files,
    write_save,
)
from shared.players import default_players
from tests.persistence.conftest import play_random, players_for
from tests.persistence.fakegame import FakeGame

PLAYERS = default_players()


def _games(count: int) -> list[FakeGame]:
    """Successive states of one game, a few actions apart."""
    game, rng, states = FakeGame.new(seed=6), random.Random(6), []
    for _ in range(count):
        states.append(FakeGame.from_json(game.to_json()))
        play_random(game, rng, 3)
    return states


def _flip(path: Path, position: int = 40) -> bytes:
    data = bytearray(path.read_bytes())
    data[position] ^= 0x04
    path.write_bytes(bytes(data))
    return bytes(data)


def test_no_autosave_means_none(saves: Path, fake_engine: str) -> None:
    assert load_autosave("jass", saves) is None


def test_autosave_slots_are_per_game(saves: Path, fake_engine: str) -> None:
    first, second = _games(2)
    assert autosave("jass", first, PLAYERS, {}, saves) == saves / "autosave-jass.json"
    assert autosave("spades", second, PLAYERS, {}, saves) == saves / "autosave-spades.json"
    jass, spades = load_autosave("jass", saves), load_autosave("spades", saves)
    assert jass is not None and spades is not None
    assert (jass.game, spades.game) == (first, second)


def test_the_previous_autosave_is_kept_as_backup(saves: Path, fake_engine: str) -> None:
    states = _games(3)
    for state in states:
        autosave("jass", state, PLAYERS, {"n": 1}, saves)
    assert sorted(p.name for p in saves.iterdir()) == [
        "autosave-jass.json",
        "autosave-jass.json.bak",
    ]
    assert load_save(saves / "autosave-jass.json", "jass").game == states[2]
    assert load_save(saves / "autosave-jass.json.bak", "jass").game == states[1]


def test_a_damaged_autosave_falls_back_to_the_backup(saves: Path, fake_engine: str) -> None:
    older, newer = _games(2)
    autosave("jass", older, PLAYERS, {}, saves)
    autosave("jass", newer, PLAYERS, {}, saves)
    main = saves / "autosave-jass.json"
    damaged = _flip(main)
    backup_bytes = (saves / "autosave-jass.json.bak").read_bytes()

    loaded = load_autosave("jass", saves)

    assert loaded is not None and loaded.game == older
    assert loaded.path == saves / "autosave-jass.json.bak"
    clock = loaded.saved_at.astimezone().strftime("%H:%M")
    assert loaded.notice == (
        f"{main} was damaged (its content does not match its checksum); "
        f"resumed from the backup saved at {clock}"
    )
    assert main.read_bytes() == damaged  # left as it was
    assert (saves / "autosave-jass.json.bak").read_bytes() == backup_bytes


def test_after_a_fallback_the_next_autosave_keeps_the_good_backup(
    saves: Path, fake_engine: str
) -> None:
    older, newer, latest = _games(3)
    autosave("jass", older, PLAYERS, {}, saves)
    autosave("jass", newer, PLAYERS, {}, saves)
    _flip(saves / "autosave-jass.json")
    good_backup = (saves / "autosave-jass.json.bak").read_bytes()
    assert load_autosave("jass", saves) is not None

    autosave("jass", latest, PLAYERS, {}, saves)
    assert (saves / "autosave-jass.json.bak").read_bytes() == good_backup
    assert load_save(saves / "autosave-jass.json", "jass").game == latest
    # From then on the slot rotates as usual.
    autosave("jass", older, PLAYERS, {}, saves)
    assert load_save(saves / "autosave-jass.json.bak", "jass").game == latest


def test_both_damaged_is_one_error_naming_the_slot(saves: Path, fake_engine: str) -> None:
    for state in _games(2):
        autosave("jass", state, PLAYERS, {}, saves)
    main, backup = saves / "autosave-jass.json", saves / "autosave-jass.json.bak"
    main.write_bytes(b"")
    backup_bytes = _flip(backup)
    with pytest.raises(SaveError) as caught:
        load_autosave("jass", saves)
    assert str(caught.value) == (
        f"{main} is empty, and its backup autosave-jass.json.bak cannot be read either"
    )
    assert main.read_bytes() == b"" and backup.read_bytes() == backup_bytes


def test_list_is_newest_first_and_shows_broken_files(saves: Path, fake_engine: str) -> None:
    states = _games(3)
    write_save(saves / "oldest.json", "jass", states[0], PLAYERS)
    write_save(saves / "spades-game.json", "spades", states[1], players_for("spades"))
    autosave("jass", states[2], PLAYERS, {}, saves)
    autosave("jass", states[2], PLAYERS, {}, saves)  # makes a .bak, which is not listed
    (saves / "broken.json").write_bytes(b'{"format": "jass-save", "version": 2, "sa')
    (saves / "notes.txt").write_text("not a save")
    before = {p.name: p.read_bytes() for p in saves.iterdir()}

    infos = list_saves(saves)

    assert [i.name for i in infos] == ["broken", "autosave-jass", "spades-game", "oldest"]
    broken = infos[0]
    assert broken.kind is None and broken.players == () and broken.score == ""
    assert broken.error == f"{saves / 'broken.json'} is damaged: line 1 column 42: unexpected end"
    assert [i.kind for i in infos[1:]] == ["jass", "spades", "jass"]
    assert all(i.error is None for i in infos[1:])
    assert infos[2].players == players_for("spades")
    assert {p.name: p.read_bytes() for p in saves.iterdir()} == before


def test_list_by_game_keeps_unreadable_files_of_unknown_game(saves: Path, fake_engine: str) -> None:
    game = _games(1)[0]
    write_save(saves / "j.json", "jass", game, PLAYERS)
    write_save(saves / "s.json", "spades", game, PLAYERS)
    (saves / "empty.json").write_bytes(b"")
    damaged = saves / "damaged-spades.json"
    write_save(damaged, "spades", game, PLAYERS)
    _flip(damaged, position=len(damaged.read_bytes()) - 20)
    assert sorted(i.name for i in list_saves(saves, "jass")) == ["empty", "j"]
    assert sorted(i.name for i in list_saves(saves, "spades")) == ["damaged-spades", "empty", "s"]


def test_delete_removes_a_save_and_an_autosave_takes_its_backup(
    saves: Path, fake_engine: str
) -> None:
    for state in _games(2):
        autosave("jass", state, PLAYERS, {}, saves)
    write_save(saves / "keep.json", "jass", _games(1)[0], PLAYERS)
    delete_save(saves / "autosave-jass.json")
    assert sorted(p.name for p in saves.iterdir()) == ["keep.json"]
    assert load_autosave("jass", saves) is None
    with pytest.raises(SaveError, match="does not exist"):
        delete_save(saves / "autosave-jass.json")
    with pytest.raises(SaveError, match="is not a save file"):
        delete_save(saves / "notes.txt")


def test_only_old_temp_files_of_ours_are_cleaned(saves: Path) -> None:
    stale = saves / ".tmp-save-abc.tmp"
    fresh = saves / ".tmp-save-def.tmp"
    other = saves / "mine.tmp"
    for path in (stale, fresh, other):
        path.write_bytes(b"partial")
    an_hour_ago = time.time() - 3600
    os.utime(stale, (an_hour_ago, an_hour_ago))
    os.utime(other, (an_hour_ago, an_hour_ago))
    assert remove_stale_temp_files(saves) == 1
    assert sorted(p.name for p in saves.iterdir()) == [".tmp-save-def.tmp", "mine.tmp"]


def test_a_failed_write_leaves_the_old_save(
    saves: Path, fake_engine: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    first, second = _games(2)
    path = autosave("jass", first, PLAYERS, {}, saves)
    before = path.read_bytes()

    def disk_full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(SaveError, match="cannot be written \\(No space left on device\\)"):
        autosave("jass", second, PLAYERS, {}, saves)
    assert path.read_bytes() == before
    assert sorted(p.name for p in saves.iterdir()) == ["autosave-jass.json"]


def test_settings_that_are_not_json_are_refused_before_writing(
    saves: Path, fake_engine: str
) -> None:
    with pytest.raises(ValueError, match="settings cannot be saved"):
        autosave("jass", _games(1)[0], PLAYERS, {"when": object()}, saves)
    assert list(saves.iterdir()) == []


def test_an_emptied_autosave_says_so_in_the_notice(saves: Path, fake_engine: str) -> None:
    for state in _games(2):
        autosave("jass", state, PLAYERS, {}, saves)
    (saves / "autosave-jass.json").write_bytes(b"")
    loaded = load_autosave("jass", saves)
    assert loaded is not None and loaded.notice is not None
    assert loaded.notice.startswith(f"{saves / 'autosave-jass.json'} was damaged (it is empty); ")
