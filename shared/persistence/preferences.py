"""What a player chose once and expects remembered: for now, the language of the tables.

One small JSON file in the saves folder, ``preferences.conf`` (not ``.json``: it is not
a save and never shows in a listing), written atomically like a save. Reading never
fails: a missing, unreadable or hand-mangled file means "nothing remembered", and a
value that is not one we know is ignored.

    remember_language(folder, "de")
    read_preferences(folder).language     # "de"
"""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import BaseModel, ConfigDict, ValidationError

from shared.persistence.files import atomic_write

PREFERENCES_FILE = "preferences.conf"
MAX_PREFERENCES_BYTES = 4096


class Preferences(BaseModel):
    """The remembered choices; each ``None`` until the player makes it."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    language: str | None = None


def preferences_path(folder: Path) -> Path:
    return folder / PREFERENCES_FILE


def read_preferences(folder: Path | None) -> Preferences:
    """The preferences kept in ``folder``; empty ones if there are none worth reading."""
    if folder is None:
        return Preferences()
    try:
        with preferences_path(folder).open("rb") as handle:
            data = json.loads(handle.read(MAX_PREFERENCES_BYTES + 1)[:MAX_PREFERENCES_BYTES])
        return Preferences.model_validate(data)
    except (OSError, ValueError, ValidationError, RecursionError):
        return Preferences()


def write_preferences(folder: Path, preferences: Preferences) -> None:
    """Keep ``preferences`` in ``folder`` (atomically; ``OSError`` if it cannot be written)."""
    text = json.dumps(preferences.model_dump(mode="json"), indent=2) + "\n"
    atomic_write(preferences_path(folder), text.encode("utf-8"))


def remember_language(folder: Path, code: str) -> None:
    write_preferences(folder, read_preferences(folder).model_copy(update={"language": code}))


__all__ = [
    "PREFERENCES_FILE",
    "Preferences",
    "preferences_path",
    "read_preferences",
    "remember_language",
    "write_preferences",
]
