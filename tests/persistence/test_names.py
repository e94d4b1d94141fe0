"""Save names: nothing a user types can write outside the saves folder (issue 4, item 5)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.persistence import (
    SaveExists,
    files,
    load_save,
    resolve_save,
    sanitize_name,
    save_named,
    saves_dir,
)
from tests.persistence.conftest import play_random, players_for
from tests.persistence.fakegame import FakeGame

HOSTILE_NAMES = [
    "../x",
    "../../etc/passwd",
    "/etc/passwd",
    "..\\x",
    "..\\..\\windows\\system32",
    "a/../../b",
    "name\x00.json",
    "line\nbreak",
    "tab\there",
    "..",
    ".",
    ".hidden",
    "~/x",
    "C:\\temp\\x",
    "x" * 5000,
    "ä" * 300,
    "CON",
    "nul",
    "",
    "   ",
    "///",
    "autosave-jass",
    "autosave-spades.json",
]


def _inside(folder: Path, path: Path) -> bool:
    return path.resolve().parent == folder.resolve()


@pytest.mark.parametrize("name", HOSTILE_NAMES)
def test_hostile_names_become_safe_file_names(name: str) -> None:
    stem = sanitize_name(name)
    assert stem
    assert not stem.startswith(".")
    assert "/" not in stem and "\\" not in stem and "\x00" not in stem and "\n" not in stem
    assert len((stem + ".json").encode()) <= 255
    assert stem.lower() not in {"con", "nul", "autosave-jass", "autosave-spades"}


@pytest.mark.parametrize("name", HOSTILE_NAMES)
def test_a_named_save_is_written_inside_the_folder(
    name: str, saves: Path, fake_engine: str
) -> None:
    game = FakeGame.new(seed=1)
    path = save_named(fake_engine, name, game, players_for("jass"), {}, saves)
    assert _inside(saves, path)
    assert sorted(p.name for p in saves.iterdir()) == [path.name]
    assert load_save(path, fake_engine).game == game


@given(st.text(min_size=0, max_size=300))
def test_any_text_sanitises_to_a_plain_stem(name: str) -> None:
    stem = sanitize_name(name)
    assert stem and stem == stem.strip("-_")
    assert all(ch.isalnum() or ch in "-_" for ch in stem)
    assert len((stem + ".json").encode()) <= 255
    assert sanitize_name(stem) == stem  # idempotent: a listed name saves to the same file


def test_ordinary_names_keep_their_words() -> None:
    assert sanitize_name("Final round") == "Final-round"
    assert sanitize_name("Zürich 2025.json") == "Zürich-2025"
    assert sanitize_name("  Vreni's game!  ") == "Vreni-s-game"


def test_an_existing_name_is_not_overwritten_without_asking(saves: Path, fake_engine: str) -> None:
    first = FakeGame.new(seed=1)
    path = save_named(fake_engine, "evening", first, players_for("jass"), {}, saves)
    before = path.read_bytes()
    later = play_random(FakeGame.new(seed=1), random.Random(3), 5)
    with pytest.raises(SaveExists) as caught:
        save_named(fake_engine, "evening", later, players_for("jass"), {}, saves)
    assert caught.value.path == path
    assert str(caught.value) == f"{path} already exists"
    assert path.read_bytes() == before
    save_named(fake_engine, "evening", later, players_for("jass"), {}, saves, overwrite=True)
    assert load_save("evening", fake_engine, saves).game == later


def test_names_resolve_inside_the_folder_and_paths_as_given(saves: Path, tmp_path: Path) -> None:
    assert resolve_save("evening", saves) == saves / "evening.json"
    assert resolve_save("evening.json", saves) == saves / "evening.json"
    assert resolve_save("Final round", saves) == saves / "Final-round.json"
    assert resolve_save("..\\x", saves) == saves / "x.json"
    elsewhere = tmp_path / "elsewhere" / "friend.json"
    assert resolve_save(str(elsewhere), saves) == elsewhere
    assert resolve_save(elsewhere, saves) == elsewhere


def test_saves_dir_prefers_override_then_environment_then_default(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("CARDS_SAVES_DIR", raising=False)
    # The default is one folder wherever we start (issue 19, item 13): never ./saves here.
    monkeypatch.setattr(files, "default_saves_path", lambda: tmp_path / "default")
    assert saves_dir() == tmp_path / "default" and (tmp_path / "default").is_dir()
    assert not (tmp_path / "saves").exists()
    monkeypatch.setenv("CARDS_SAVES_DIR", str(tmp_path / "env"))
    assert saves_dir() == tmp_path / "env" and (tmp_path / "env").is_dir()
    assert saves_dir(tmp_path / "flag" / "deep") == tmp_path / "flag" / "deep"
    assert (tmp_path / "flag" / "deep").is_dir()


def test_saves_dir_that_is_a_file_is_a_clear_error(tmp_path: Path) -> None:
    blocker = tmp_path / "saves"
    blocker.write_text("not a folder")
    with pytest.raises(Exception, match=f"^{blocker} is a file, not a folder for saves$"):
        saves_dir(blocker)


@pytest.mark.parametrize(
    "name", ["..", "...", ".", "..\\..\\x", "x\x00y", "line\nbreak", ".bashrc"]
)
def test_loading_by_name_never_leaves_the_folder(name: str, saves: Path) -> None:
    assert _inside(saves, resolve_save(name, saves))
