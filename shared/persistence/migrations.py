"""Explicit, tested steps that bring an older save envelope up to the current version.

Each step takes the parsed JSON document of version ``n`` and returns one of version
``n + 1``; :data:`MIGRATIONS` chains them. A step never looks at the engine's ``game``
state: that is the engine's own format, versioned by the engine.

Version 1 (the first saves) kept the seat names and the bot levels in two parallel
lists, wrote ``saved_at`` as seconds since the epoch, and had no summary, no UI settings
and no checksum.

Version 2 had the header (format, version, time, summary, players) but neither the
scores nor the number of hands there, and one checksum over everything; version 3 adds
``scores`` and ``hands`` to the header and seals the header with a checksum of its own,
so a list of saves reads the header alone.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from shared.i18n import Msg

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
        raise MigrationError(Msg("its version-1 header has no list of player names"))
    if not isinstance(bots, list) or len(bots) != len(names):
        raise MigrationError(Msg("its version-1 header has no bot level for every player"))
    players = [
        {"name": name, "kind": "human" if bot is None else bot}
        for name, bot in zip(names, bots, strict=True)
    ]
    stamp = doc.get("saved_at")
    if isinstance(stamp, bool) or not isinstance(stamp, int | float):
        raise MigrationError(Msg("its version-1 header has no save time"))
    saved_at = datetime.fromtimestamp(stamp, UTC).isoformat(timespec="milliseconds")
    if "game" not in doc:
        raise MigrationError(Msg("it has no game in it"))
    return {
        "format": doc.get("format"),
        "version": 2,
        "saved_at": saved_at,
        "summary": "",
        "players": players,
        "settings": {},
        "game": doc["game"],
    }


_SCORE = re.compile(r"^-?\d{1,12}( : -?\d{1,12}){1,3}$")
_HAND = re.compile(r"^(?:game over after )?hand (\d{1,9})$")


def _from_summary(summary: object) -> tuple[list[int] | None, int | None]:
    """The scores and the hand number a version-2 summary states, where it states them.

    Version 2 summaries were always written by the program as "Preset · hand 4 ·
    312 : 415 · names", and the checksum proves the text unchanged, so this is the
    header's own information, not a guess from the game.
    """
    if not isinstance(summary, str):
        return None, None
    parts = summary.split(" · ", 3)
    if len(parts) < 3:
        return None, None
    hand = _HAND.match(parts[1])
    score = parts[2] if _SCORE.match(parts[2]) else None
    scores = [int(value) for value in score.split(" : ")] if score else None
    return scores, int(hand.group(1)) if hand else None


def migrate_v2_to_v3(doc: Document) -> Document:
    """Version 2 → 3: the header gains ``scores`` and ``hands``, read from the summary.

    Where the summary does not state them (a migrated version-1 save has none yet) they
    are ``None`` and the loader takes them from the game. Fields keep their order; the
    version-2 checksum has been verified before this step and is not carried over.
    """
    scores, hands = _from_summary(doc.get("summary"))
    body = ("checksum", "settings", "game")
    migrated: Document = {key: value for key, value in doc.items() if key not in body}
    migrated["version"] = 3
    migrated["scores"] = scores
    migrated["hands"] = hands
    migrated.update({key: doc[key] for key in ("settings", "game") if key in doc})
    return migrated


MIGRATIONS: dict[int, Callable[[Document], Document]] = {1: migrate_v1_to_v2, 2: migrate_v2_to_v3}
"""``MIGRATIONS[n]`` turns a version-``n`` document into version ``n + 1``."""


def migrate(doc: Document, version: int, current: int) -> Document:
    """Apply every step from ``version`` up to ``current``."""
    while version < current:
        doc = MIGRATIONS[version](doc)
        version += 1
    return doc
