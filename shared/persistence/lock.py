"""Who owns a save slot: a lock that lives exactly as long as the process holding it.

Two windows on one saves folder must never take turns overwriting one autosave. A
table takes the slot's lock when it starts and holds it for its whole life; a second
table finds the lock taken, says so, and plays in a separate slot instead.

The lock is ``fcntl.flock`` on a small file beside the save (``autosave-jass.json.lock``).
The kernel drops it when the holder's process ends, however it ends (a crash, SIGKILL),
so a lock file left behind by a dead process never blocks anybody: only a *running*
holder counts. The file also names the holder's process id, for the message.

    lock = try_lock(autosave_path("jass", folder))
    if lock is None:                          # another running table owns the slot
        path, lock = separate_slot(autosave_path("jass", folder))
    ...
    lock.release()                            # or just let the process end

No Textual here: the command line may use it too.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
from dataclasses import dataclass, field
from pathlib import Path

LOCK_SUFFIX = ".lock"
MAX_SLOTS = 99
"""How many separate slots (``autosave-jass-2`` … ``-99``) :func:`separate_slot` tries."""


def lock_path(save: Path) -> Path:
    """The lock file of the save ``save``: beside it, ``NAME.json.lock``."""
    return save.with_name(save.name + LOCK_SUFFIX)


@dataclass
class SlotLock:
    """A held lock on one save slot; :meth:`release` (or the process ending) frees it."""

    save: Path
    _fd: int | None = field(default=None, repr=False)

    @property
    def held(self) -> bool:
        return self._fd is not None

    def release(self) -> None:
        """Give the slot up (idempotent). The lock file stays; it is harmless unlocked."""
        fd, self._fd = self._fd, None
        if fd is not None:
            with contextlib.suppress(OSError):
                fcntl.flock(fd, fcntl.LOCK_UN)
            with contextlib.suppress(OSError):
                os.close(fd)

    def __enter__(self) -> SlotLock:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()

    def __del__(self) -> None:
        self.release()


def try_lock(save: Path) -> SlotLock | None:
    """Take the lock of ``save`` if no running process holds it, else ``None``.

    Raises ``OSError`` only when the lock file cannot be created at all (a read-only
    folder); the caller then plays without a lock, as it would without autosave.
    """
    path = lock_path(save)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        return None
    except OSError:
        os.close(fd)
        raise
    # Ours now: say who holds it (for the other window's message).
    with contextlib.suppress(OSError):
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
    return SlotLock(save, fd)


def is_locked(save: Path) -> bool:
    """True while a running process (this one included) holds the lock of ``save``."""
    lock = try_lock(save)
    if lock is None:
        return True
    lock.release()
    return False


def holder_pid(save: Path) -> int | None:
    """The process id written by the holder of ``save``'s lock, if it is still held."""
    if not is_locked(save):
        return None
    try:
        text = lock_path(save).read_text(encoding="ascii").strip()
    except (OSError, UnicodeDecodeError):
        return None
    return int(text) if text.isdigit() else None


def slot_name(save: Path, number: int) -> Path:
    """The ``number``-th separate slot beside ``save``: ``autosave-jass-2.json``."""
    return save.with_name(f"{save.stem}-{number}{save.suffix}")


def separate_slot(save: Path) -> tuple[Path, SlotLock]:
    """A free slot beside ``save`` for a second window, already locked.

    Free means: no running process holds it and no file is there (a separate slot a
    closed window left behind is a game of its own, listed with the saves; it is never
    overwritten). Raises ``OSError`` when all :data:`MAX_SLOTS` are taken.
    """
    for number in range(2, MAX_SLOTS + 1):
        candidate = slot_name(save, number)
        if candidate.exists():
            continue
        lock = try_lock(candidate)
        if lock is None:
            continue
        if candidate.exists():  # written between the check and the lock
            lock.release()
            continue
        return candidate, lock
    raise OSError(f"no free save slot beside {save.name} (tried {MAX_SLOTS - 1})")


__all__ = [
    "LOCK_SUFFIX",
    "SlotLock",
    "holder_pid",
    "is_locked",
    "lock_path",
    "separate_slot",
    "slot_name",
    "try_lock",
]
