"""A real crash: a writer killed with SIGKILL at random moments leaves only good saves.

Issue 4, item 3. A child process rewrites saves in a loop; the test kills it at seeded
random moments (a few rounds, a few seconds in all) and then every save file and backup
left in the folder must load completely, and the autosave must load without falling
back to its backup.
"""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from shared.persistence import load_autosave, load_save, remove_stale_temp_files
from tests.persistence.conftest import engine_available

ROOT = Path(__file__).resolve().parents[2]
ROUNDS = 6

pytestmark = [
    pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL"),
    pytest.mark.skipif(
        not (engine_available("jass") and engine_available("spades")),
        reason="needs both engines",
    ),
]


def _kill_while_writing(directory: Path, kind: str, seed: int, delay: float) -> None:
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.persistence.crash_writer", str(directory), kind, str(seed)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        assert child.stdout is not None
        line = child.stdout.readline()
        assert line == b"ready\n", child.stderr.read().decode() if child.stderr else line
        time.sleep(delay)
    finally:
        child.kill()  # SIGKILL: no cleanup, no flush, no finally blocks in the child
        child.communicate(timeout=10)
    assert child.returncode == -signal.SIGKILL


def test_saves_survive_sigkill_at_random_moments(tmp_path: Path) -> None:
    rng = random.Random(20240601)
    directory = tmp_path / "saves"
    directory.mkdir()
    kinds = ("jass", "spades")
    for round_number in range(ROUNDS):
        kind = kinds[round_number % 2]
        _kill_while_writing(directory, kind, rng.randrange(1000), rng.uniform(0.0, 0.3))

        files = sorted(directory.glob("*.json")) + sorted(directory.glob("*.json.bak"))
        assert any(f.name == f"autosave-{kind}.json" for f in files)
        for path in files:
            file_kind = "jass" if "jass" in path.name else "spades"
            load_save(path, file_kind)  # raises SaveError if anything is incomplete
        loaded = load_autosave(kind, directory)
        assert loaded is not None and loaded.notice is None
    # Whatever temp files the kills left, their writers are gone: the next start clears them.
    remove_stale_temp_files(directory)
    names = {p.name for p in directory.iterdir()}
    assert names == {
        f"{prefix}{kind}{suffix}"
        for kind in kinds
        for prefix, suffix in [
            ("autosave-", ".json"),
            ("autosave-", ".json.bak"),
            ("named-", ".json"),
            ("plain-", ".json"),
        ]
    }
