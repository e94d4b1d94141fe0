"""Import in the background what the screens after the start menu need.

The start menu shows before the set-up, the table, the engines, the bots and the saves'
validation (pydantic) are imported: the tables import them where they are used. Once the
menu is on screen, :func:`warm_up` imports them on a daemon thread, so that the first
"New game" finds them ready instead of waiting for them. A module that fails to import
here is left alone: it fails again, with its own error, where it is used.

While the player is pressing keys (the app calls :func:`player_busy` on each), the thread
waits between two modules until :data:`QUIET_SECONDS` have passed without one: the
screen the key asked for is built without a thread competing for the interpreter (if
it needs the module being imported, it waits for that one only).

    warm_up(["shared.persistence.store", "jass_tui.screens.setup"])
"""

from __future__ import annotations

import importlib
import threading
import time
from collections.abc import Iterable

QUIET_SECONDS = 1.0
"""How long after the player's last key the warm-up goes on with the next module."""

_started: set[str] = set()
"""The modules a warm-up has been started for in this process (each is imported once)."""
_lock = threading.Lock()
_last_input = float("-inf")
"""When the player last pressed a key or clicked (``time.monotonic()``)."""


def player_busy() -> None:
    """The player just pressed a key or clicked: hold the warm-up back for a moment."""
    global _last_input
    _last_input = time.monotonic()


def warm_up(modules: Iterable[str]) -> threading.Thread | None:
    """Import ``modules`` (in order) on a daemon thread; the thread, or None if nothing new."""
    with _lock:
        todo = [name for name in dict.fromkeys(modules) if name not in _started]
        _started.update(todo)
    if not todo:
        return None
    thread = threading.Thread(target=_import_all, args=(todo,), name="warm-up", daemon=True)
    thread.start()
    return thread


def _import_all(modules: list[str]) -> None:
    for name in modules:
        while (wait := _last_input + QUIET_SECONDS - time.monotonic()) > 0:
            time.sleep(min(wait, 0.1))
        try:
            importlib.import_module(name)
        except Exception:  # it fails again, in words, where it is really used
            continue


__all__ = ["QUIET_SECONDS", "player_busy", "warm_up"]
