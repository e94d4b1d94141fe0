"""What a player chose once and expects remembered: for now, the language of the tables.

One small JSON file in the saves folder, ``preferences.conf`` (not ``.json``: it is not
a save and never shows in a listing), written atomically like a save. Reading never
fails: a missing, unreadable or hand-mangled file means "nothing remembered", and a
value that is not one we know is ignored.

    remember_language(folder, "de")
    read_preferences(folder).language     # "de"
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path

from shared.persistence.files import atomic_write

PREFERENCES_FILE = "preferences.conf"
MAX_PREFERENCES_BYTES = 4096


@dataclass(frozen=True)
class Preferences:
    """The remembered choices; each ``None`` until the player makes it.

    A plain record (no pydantic), as the command line reads it before the table starts.
    """

    language: str | None = None

    @classmethod
    def from_json(cls, data: object) -> Preferences:
        """The preferences in a file's JSON; ``ValueError`` if it is not such an object."""
        if not isinstance(data, dict):
            raise ValueError("the preferences are not a JSON object")
        language = data.get("language")
        if language is not None and not isinstance(language, str):
            raise ValueError("the language is not text")
        return cls(language=language)


def preferences_path(folder: Path) -> Path:
    return folder / PREFERENCES_FILE


def read_preferences(folder: Path | None) -> Preferences:
    """The preferences kept in ``folder``; empty ones if there are none worth reading."""
    if folder is None:
        return Preferences()
    try:
        with preferences_path(folder).open("rb") as handle:
            import json  # here: most starts find no preferences file

            data = json.loads(handle.read(MAX_PREFERENCES_BYTES + 1)[:MAX_PREFERENCES_BYTES])
        return Preferences.from_json(data)
    except (OSError, ValueError, RecursionError):
        return Preferences()


def write_preferences(folder: Path, preferences: Preferences) -> None:
    """Keep ``preferences`` in ``folder`` (atomically; ``OSError`` if it cannot be written)."""
    import json

    text = json.dumps(dataclasses.asdict(preferences), indent=2) + "\n"
    atomic_write(preferences_path(folder), text.encode("utf-8"))


def remember_language(folder: Path, code: str) -> None:
    write_preferences(folder, dataclasses.replace(read_preferences(folder), language=code))


__all__ = [
    "PREFERENCES_FILE",
    "Preferences",
    "preferences_path",
    "read_preferences",
    "remember_language",
    "write_preferences",
]
