"""Hostile files: whatever sits in the saves folder, nothing crashes, hangs or is changed.

Each hostile file goes through the three ways a save is read: loading it, finding it as
the autosave slot (with a good ``.bak`` to fall back on, and without), and listing the
folder. Every failure is one :class:`SaveError` line naming the file; the list shows the
file as unreadable and goes on; no file in the folder changes. Both real engines.
"""

from __future__ import annotations

import json
import os
import signal
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from types import FrameType
from typing import Any

import pytest

from shared.persistence import (
    SaveError,
    autosave,
    list_saves,
    load_autosave,
    load_save,
    write_save,
)
from tests.persistence.conftest import REAL_KINDS, mid_game, players_for, reseal

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs and symlinks")

Maker = Callable[[Path, bytes], None]
"""Puts a hostile file at the path, given the bytes of a good save of the same game."""


def _text(change: Callable[[str], str]) -> Maker:
    def make(path: Path, good: bytes) -> None:
        path.write_bytes(change(good.decode()).encode())

    return make


def _sealed(change: Callable[[dict[str, Any]], None]) -> Maker:
    """A change made inside a document whose checksums are then made to fit again."""

    def make(path: Path, good: bytes) -> None:
        doc = json.loads(good)
        change(doc)
        path.write_bytes(reseal(doc))

    return make


def _replace_first_number(value: str) -> Callable[[str], str]:
    return lambda text: text.replace('"seed":', f'"seed":{value},"was":', 1)


def _nested(depth: int) -> Callable[[dict[str, Any]], None]:
    def change(doc: dict[str, Any]) -> None:
        inner: Any = 0
        for _ in range(depth):
            inner = [inner]
        doc["settings"]["deep"] = inner

    return change


def _fifo(path: Path, good: bytes) -> None:
    os.mkfifo(path)


def _dev_zero(path: Path, good: bytes) -> None:
    os.symlink("/dev/zero", path)


def _folder(path: Path, good: bytes) -> None:
    path.mkdir()


def _huge_sparse(path: Path, good: bytes) -> None:
    with open(path, "wb") as handle:
        handle.write(good[:100])
        handle.truncate(17 * 1024 * 1024)


def _set(key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(doc: dict[str, Any]) -> None:
        doc[key] = value

    return change


HOSTILE: dict[str, Maker] = {
    "nan": _text(_replace_first_number("NaN")),
    "infinity": _text(_replace_first_number("Infinity")),
    "minus-infinity": _text(_replace_first_number("-Infinity")),
    "nan-in-header": _text(lambda text: text.replace('"hands":', '"hands":NaN,"x":', 1)),
    "overflowing-float": _text(_replace_first_number("1e999")),
    "int-5000-digits": _text(_replace_first_number("9" * 5000)),
    "deep-nesting": lambda path, good: path.write_bytes(b"[" * 100_000 + b"]" * 100_000),
    "deep-object": lambda path, good: path.write_bytes(b'{"a":' * 50_000 + b"1" + b"}" * 50_000),
    "sealed-deep-nesting": _sealed(_nested(900)),
    "sealed-nan-setting": _sealed(_set("settings", {"x": float("nan")})),
    "sealed-huge-version": _sealed(_set("version", 10**4000)),
    "wrong-types-version": _sealed(_set("version", [3])),
    "wrong-types-players": _sealed(_set("players", 3)),
    "wrong-types-scores": _sealed(_set("scores", "312 : 415")),
    "wrong-types-game": _sealed(_set("game", [1, 2, 3])),
    "wrong-types-settings": _sealed(_set("settings", "none")),
    "truncated": lambda path, good: path.write_bytes(good[: len(good) // 2]),
    "binary-garbage": lambda path, good: path.write_bytes(bytes(range(256)) * 8),
    "utf16": lambda path, good: path.write_bytes(good.decode().encode("utf-16")),
    "empty": lambda path, good: path.write_bytes(b""),
    "fifo": _fifo,
    "dev-zero-link": _dev_zero,
    "folder": _folder,
    "over-the-size-limit": _huge_sparse,
    "dangling-link": lambda path, good: os.symlink(path.parent / "nowhere", path),
}

ENGINE_DAMAGE: dict[str, Maker] = {
    "game-seed-4000-digits": _sealed(lambda doc: doc["game"].update(seed=10**4000)),
    "game-hands-not-a-list": _sealed(lambda doc: doc["game"].update(hands="many")),
    "game-scores-nested": _sealed(lambda doc: doc["game"].update(scores=_deep(500))),
    "game-empty": _sealed(lambda doc: doc.update(game={})),
}
"""Damage only the engine can see: a list shows the header (it never rebuilds the game);
loading refuses the file."""


def _deep(depth: int) -> Any:
    inner: Any = 0
    for _ in range(depth):
        inner = [inner]
    return inner


@pytest.fixture(autouse=True)
def no_hang() -> Iterator[None]:
    """A read that blocks (a pipe, an endless device) fails the test instead of hanging it."""

    def too_slow(signum: int, frame: FrameType | None) -> None:
        raise TimeoutError("a read blocked")

    previous = signal.signal(signal.SIGALRM, too_slow)
    signal.setitimer(signal.ITIMER_REAL, 20)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


@pytest.fixture(scope="module")
def good_saves(tmp_path_factory: pytest.TempPathFactory) -> dict[str, bytes]:
    """The bytes of a good mid-game save of each real game, made once."""
    folder = tmp_path_factory.mktemp("good")
    made = {}
    for param in REAL_KINDS:
        kind = param.values[0]
        path = folder / f"{kind}.json"
        write_save(path, kind, mid_game(kind), players_for(kind), {"deck": "french"})
        made[kind] = path.read_bytes()
    return made


def _snapshot(folder: Path) -> dict[str, Any]:
    """Every entry of the folder with what it is: bytes of files, the kind of the rest."""
    result: dict[str, Any] = {}
    for entry in sorted(folder.iterdir()):
        if entry.is_symlink():
            result[entry.name] = ("link", os.readlink(entry))
        elif entry.is_dir():
            result[entry.name] = "folder"
        elif entry.is_fifo():
            result[entry.name] = "fifo"
        elif entry.stat().st_size > 1024 * 1024:
            result[entry.name] = ("big", entry.stat().st_size)
        else:
            result[entry.name] = entry.read_bytes()
    return result


def _one_line(error: SaveError, path: Path) -> None:
    text = str(error)
    assert text.startswith(f"{path} ")
    assert "\n" not in text and len(text) < 600
    assert "Traceback" not in text


CASES = [
    pytest.param(param.values[0], name, id=f"{param.values[0]}-{name}", marks=param.marks)
    for param in REAL_KINDS
    for name in [*HOSTILE, *ENGINE_DAMAGE]
]
MAKERS = {**HOSTILE, **ENGINE_DAMAGE}


@pytest.mark.parametrize(("kind", "name"), CASES)
def test_loading_a_hostile_file_is_one_error_and_changes_nothing(
    kind: str, name: str, saves: Path, good_saves: dict[str, bytes]
) -> None:
    path = saves / "x.json"
    MAKERS[name](path, good_saves[kind])
    before = _snapshot(saves)
    with pytest.raises(SaveError) as caught:
        load_save(path, kind)
    _one_line(caught.value, path)
    assert _snapshot(saves) == before


@pytest.mark.parametrize(("kind", "name"), CASES)
def test_a_hostile_autosave_falls_back_to_its_backup(
    kind: str, name: str, saves: Path, good_saves: dict[str, bytes]
) -> None:
    game = mid_game(kind)
    autosave(kind, game, players_for(kind), {}, saves)
    autosave(kind, game, players_for(kind), {}, saves)  # the .bak is this good save
    slot = saves / f"autosave-{kind}.json"
    slot.unlink()
    MAKERS[name](slot, good_saves[kind])
    before = _snapshot(saves)

    loaded = load_autosave(kind, saves)

    if name == "dangling-link":
        assert loaded is None  # a link to nothing is no autosave at all
        return
    assert loaded is not None and loaded.path == saves / f"autosave-{kind}.json.bak"
    assert loaded.game.to_json() == game.to_json()
    assert loaded.notice is not None and loaded.notice.startswith(f"{slot} was damaged (")
    assert "\n" not in loaded.notice
    assert _snapshot(saves) == before


@pytest.mark.parametrize(("kind", "name"), CASES)
def test_hostile_autosave_and_backup_are_one_error_naming_the_slot(
    kind: str, name: str, saves: Path, good_saves: dict[str, bytes]
) -> None:
    slot = saves / f"autosave-{kind}.json"
    MAKERS[name](slot, good_saves[kind])
    MAKERS[name](saves / f"autosave-{kind}.json.bak", good_saves[kind])
    before = _snapshot(saves)
    if name == "dangling-link":
        assert load_autosave(kind, saves) is None
        return
    with pytest.raises(SaveError) as caught:
        load_autosave(kind, saves)
    _one_line(caught.value, slot)
    assert "cannot be read either" in str(caught.value)
    assert _snapshot(saves) == before


@pytest.mark.parametrize("kind", REAL_KINDS)
def test_a_list_shows_every_hostile_file_as_unreadable_and_goes_on(
    kind: str, saves: Path, good_saves: dict[str, bytes]
) -> None:
    (saves / "good.json").write_bytes(good_saves[kind])
    for name, make in HOSTILE.items():
        make(saves / f"{name}.json", good_saves[kind])
    before = _snapshot(saves)

    infos = {info.name: info for info in list_saves(saves)}
    by_kind = {info.name for info in list_saves(saves, kind)}

    assert _snapshot(saves) == before
    assert set(infos) == {"good", *HOSTILE}
    assert infos["good"].error is None and infos["good"].kind == kind
    assert infos["good"].players == players_for(kind)
    for name in HOSTILE:
        error = infos[name].error
        assert error is not None, name
        assert error.startswith(f"{saves / name}.json ") and "\n" not in error
    assert by_kind == set(infos)  # unreadable files of this game or of none stay listed


@pytest.mark.parametrize("kind", REAL_KINDS)
def test_damage_only_the_engine_sees_is_listed_and_refused_on_load(
    kind: str, saves: Path, good_saves: dict[str, bytes]
) -> None:
    for name, make in ENGINE_DAMAGE.items():
        make(saves / f"{name}.json", good_saves[kind])
    infos = list_saves(saves)
    assert sorted(info.name for info in infos) == sorted(ENGINE_DAMAGE)
    assert all(info.error is None and info.kind == kind for info in infos)
    for info in infos:
        with pytest.raises(SaveError, match="is damaged: "):
            load_save(info.path, kind)


def test_the_limit_holds_whatever_size_a_file_claims(
    saves: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file that says it is small (as /proc files do) is still read only up to the limit."""
    from shared.persistence import files

    path = saves / "grows.json"
    path.write_bytes(b"{" + b" " * 4096)
    monkeypatch.setattr(files, "MAX_SAVE_BYTES", 1024)
    read: list[int] = []
    real_read = os.read

    def counting_read(fd: int, size: int) -> bytes:
        data = real_read(fd, size)
        read.append(len(data))
        return data

    monkeypatch.setattr(os, "stat", _claims_empty(os.stat))
    monkeypatch.setattr(os, "fstat", _claims_empty(os.fstat))
    monkeypatch.setattr(os, "read", counting_read)
    with pytest.raises(SaveError, match="is not a save file \\(it is over "):
        files.read_save_bytes(path)
    assert sum(read) == 1025


def _claims_empty(real: Callable[..., os.stat_result]) -> Callable[..., os.stat_result]:
    def stat(*args: Any, **kwargs: Any) -> os.stat_result:
        result = real(*args, **kwargs)
        values = list(result)
        values[6] = 0  # st_size
        return os.stat_result(values)

    return stat


def test_a_pipe_is_refused_without_opening_it(saves: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fifo = saves / "pipe.json"
    os.mkfifo(fifo)
    opened: list[Any] = []
    real_open = os.open

    def recording_open(path: Any, *args: Any, **kwargs: Any) -> int:
        opened.append(path)
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", recording_open)
    with pytest.raises(SaveError, match="named pipe"):
        load_save(fifo, "jass")
    assert opened == []


@pytest.mark.skipif(sys.platform != "linux", reason="needs /proc")
def test_nothing_is_left_open(saves: Path, good_saves: dict[str, bytes]) -> None:
    for name, make in HOSTILE.items():
        make(saves / f"{name}.json", next(iter(good_saves.values())))
    before = len(os.listdir("/proc/self/fd"))
    list_saves(saves)
    for name in HOSTILE:
        with pytest.raises(SaveError):
            load_save(saves / f"{name}.json", "jass")
    assert len(os.listdir("/proc/self/fd")) == before
