"""What reading the saves folder hands back, and what the command line hands a table.

Plain records, no reading or writing here: :class:`LoadedSave` (a save read back),
:class:`SaveInfo` (one row of the list) and :class:`LaunchRequest`. They live apart from
``store`` so that the start of a table (``shared.cli``, the start menu) can name them
without importing the envelope and its validation.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from shared.players import PlayerSpec


@dataclass(frozen=True)
class LoadedSave:
    """A save read back: the engine's game plus everything the table needs around it."""

    kind: str
    game: Any
    players: tuple[PlayerSpec, ...]
    settings: dict[str, Any]
    path: Path
    saved_at: datetime
    summary: str
    notice: str | None = None


@dataclass(frozen=True)
class SaveInfo:
    """One row of the saves list; a file that does not load has ``error`` set."""

    name: str
    path: Path
    kind: str | None
    players: tuple[PlayerSpec, ...]
    summary: str
    score: str
    saved_at: datetime
    error: str | None = None


@dataclass(frozen=True)
class LaunchRequest:
    """What the command line asks a table to do: resume ``loaded`` or start afresh."""

    kind: str
    saves_dir: Path
    loaded: LoadedSave | None = None
    seed: int | None = None


__all__ = ["LaunchRequest", "LoadedSave", "SaveInfo"]
