"""The save-slot lock: held for a process's life, gone with it, never stale."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from shared.persistence.lock import (
    holder_pid,
    is_locked,
    lock_path,
    separate_slot,
    slot_name,
    try_lock,
)

HOLD = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from shared.persistence.lock import try_lock
    lock = try_lock(Path(sys.argv[1]))
    print("held" if lock else "busy", flush=True)
    time.sleep(60)
    """
)


def holder(save: Path) -> subprocess.Popen[str]:
    """A process that takes the lock of ``save`` and sleeps holding it."""
    process = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(save)],
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert process.stdout is not None
    assert process.stdout.readline().strip() == "held"
    return process


def test_one_holder_at_a_time_in_one_process(tmp_path: Path) -> None:
    save = tmp_path / "autosave-jass.json"
    first = try_lock(save)
    assert first is not None and first.held
    assert try_lock(save) is None  # flock: two opens conflict even in one process
    assert is_locked(save)
    assert holder_pid(save) == os.getpid()
    first.release()
    first.release()  # idempotent
    assert not is_locked(save)
    again = try_lock(save)
    assert again is not None
    again.release()


def test_another_process_holds_it_until_it_is_killed(tmp_path: Path) -> None:
    save = tmp_path / "autosave-jass.json"
    process = holder(save)
    try:
        assert try_lock(save) is None
        assert holder_pid(save) == process.pid
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait()
    # The lock file is still there, with the dead process's id in it: it blocks nobody.
    assert lock_path(save).exists()
    assert str(process.pid) in lock_path(save).read_text()
    assert holder_pid(save) is None
    lock = try_lock(save)
    assert lock is not None
    lock.release()


def test_separate_slot_skips_held_and_existing_slots(tmp_path: Path) -> None:
    save = tmp_path / "autosave-spades.json"
    main = try_lock(save)
    assert main is not None
    slot_name(save, 2).write_text("{}")  # a game a closed window left behind
    held = try_lock(slot_name(save, 3))  # a window playing in slot 3 now
    path, lock = separate_slot(save)
    assert path == tmp_path / "autosave-spades-4.json"
    assert lock.held and try_lock(path) is None
    assert slot_name(save, 2).read_text() == "{}"
    for each in (main, held, lock):
        assert each is not None
        each.release()


def test_lock_file_in_a_read_only_folder_raises(tmp_path: Path) -> None:
    if os.geteuid() == 0:
        pytest.skip("root writes anywhere")
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    with pytest.raises(OSError):
        try_lock(folder / "autosave-jass.json")
