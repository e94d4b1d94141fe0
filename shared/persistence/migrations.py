"""Explicit, tested steps that bring an older save envelope up to the current version.

Each step takes the parsed JSON document of version ``n`` and returns one of version
``n + 1``; :data:`MIGRATIONS` chains them. A step never looks at the engine's ``game``
state: that is the engine's own format, versioned by the engine.

Version 1 (the first saves) kept the seat names and the bot levels in two parallel
lists, wrote ``saved_at`` as seconds since the epoch, and had no summary, no UI settings
and no checksum.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

Document = dict[str, Any]


class MigrationError(ValueError):
    """An old save whose header does not have the shape its version promises."""


def migrate_v1_to_v2(doc: Document) -> Document:
    """Version 1 → 2: pair names with kinds, ISO time, empty summary and settings.

    The summary is left empty; the loader writes it from the game once that is validated.
    """
    names = doc.get("players")
    bots = doc.get("bots")
    if not isinstance(names, list) or not all(isinstance(name, str) for name in names):
        raise MigrationError("its version-1 header has no list of player names")
    if not isinstance(bots, list) or len(bots) != len(names):
        raise MigrationError("its version-1 header has no bot level for every player")
    players = [
        {"name": name, "kind": "human" if bot is None else bot}
        for name, bot in zip(names, bots, strict=True)
    ]
    stamp = doc.get("saved_at")
    if isinstance(stamp, bool) or not isinstance(stamp, int | float):
        raise MigrationError("its version-1 header has no save time")
    saved_at = datetime.fromtimestamp(stamp, UTC).isoformat(timespec="milliseconds")
    if "game" not in doc:
        raise MigrationError("it has no game in it")
    return {
        "format": doc.get("format"),
        "version": 2,
        "saved_at": saved_at,
        "summary": "",
        "players": players,
        "settings": {},
        "game": doc["game"],
    }


MIGRATIONS: dict[int, Callable[[Document], Document]] = {1: migrate_v1_to_v2}
"""``MIGRATIONS[n]`` turns a version-``n`` document into version ``n + 1``."""


def migrate(doc: Document, version: int, current: int) -> Document:
    """Apply every step from ``version`` up to ``current``."""
    while version < current:
        doc = MIGRATIONS[version](doc)
        version += 1
    return doc
