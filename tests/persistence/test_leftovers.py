"""Temp files a killed writer left: gone at the next start of any command, and only those.

A temp name carries the writer's host and process id (``.tmp-save-<host>-<pid>-…``), so a
file whose writer no longer runs is removed however new it is, while one that another
running table is writing this very moment is never touched.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from shared import cli
from shared.persistence import autosave, remove_stale_temp_files
from shared.persistence.files import TEMP_PREFIX, TEMP_SUFFIX, _host_tag, _temp_prefix
from tests.persistence.conftest import players_for
from tests.persistence.fakegame import FakeGame

pytestmark = pytest.mark.skipif(os.name == "nt", reason="process ids are checked on POSIX")


def _dead_pid() -> int:
    """The id of a process that has ended (and been reaped)."""
    true = shutil.which("true")
    child = subprocess.Popen([true] if true else [sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def _temp(folder: Path, host: str, pid: int, tail: str = "x1") -> Path:
    path = folder / f"{TEMP_PREFIX}{host}-{pid}-{tail}{TEMP_SUFFIX}"
    path.write_bytes(b'{"format": "jass-save", "vers')
    return path


def test_a_temp_name_says_who_writes_it(saves: Path) -> None:
    assert _temp_prefix() == f"{TEMP_PREFIX}{_host_tag()}-{os.getpid()}-"


def test_only_temp_files_whose_writer_is_gone_are_removed(saves: Path) -> None:
    host = _host_tag()
    dead = _temp(saves, host, _dead_pid(), "dead")
    mine = _temp(saves, host, os.getpid(), "mine")  # this process, writing right now
    parent = _temp(saves, host, os.getppid(), "alive")  # a running process
    other_host = _temp(saves, "0badc0de" if host != "0badc0de" else "12345678", _dead_pid())
    legacy = saves / f"{TEMP_PREFIX}abc{TEMP_SUFFIX}"  # a name from before pids were in it
    legacy.write_bytes(b"x")
    not_ours = saves / "notes.tmp"
    not_ours.write_bytes(b"x")

    assert remove_stale_temp_files(saves) == 1

    assert not dead.exists()
    for kept in (mine, parent, other_host, legacy, not_ours):
        assert kept.exists(), kept.name


def test_old_temp_files_go_whatever_their_name(saves: Path) -> None:
    legacy = saves / f"{TEMP_PREFIX}abc{TEMP_SUFFIX}"
    other_host = _temp(saves, "12345678" if _host_tag() != "12345678" else "87654321", 1)
    for path in (legacy, other_host):
        path.write_bytes(b"x")
        an_hour_ago = time.time() - 3600
        os.utime(path, (an_hour_ago, an_hour_ago))
    assert remove_stale_temp_files(saves) == 2
    assert list(saves.iterdir()) == []


def test_a_save_in_flight_is_not_touched_by_another_start(saves: Path, fake_engine: str) -> None:
    """A second command starting while this process writes leaves its temp file alone."""
    in_flight = _temp(saves, _host_tag(), os.getpid(), "inflight")
    assert cli.main("jass", ["saves", "--saves", str(saves)]) == 0
    assert in_flight.exists()
    autosave("jass", FakeGame.new(seed=1), players_for("jass"), {}, saves)
    assert {p.name for p in saves.iterdir()} == {in_flight.name, "autosave-jass.json"}


@pytest.mark.parametrize(
    "argv",
    [
        ["saves", "--saves", "{folder}"],
        ["--saves", "{folder}", "saves"],
        ["--saves", "{folder}", "--load", "missing"],
        ["--saves", "{folder}", "simulate", "--games", "1", "--seats", "easy,easy,easy,easy"],
    ],
)
def test_every_command_cleans_up_at_start(
    argv: list[str], saves: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    leftovers = [_temp(saves, _host_tag(), _dead_pid(), f"n{i}") for i in range(5)]
    cli.main("jass", [arg.format(folder=saves) for arg in argv])
    assert not any(path.exists() for path in leftovers)


def test_no_folder_is_made_just_to_clean_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("CARDS_SAVES_DIR", raising=False)
    assert cli.main("jass", ["simulate", "--games", "1", "--seats", "easy,easy,easy,easy"]) == 0
    assert not (tmp_path / "saves").exists()
