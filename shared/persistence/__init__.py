"""Saves that never lose a game: versioned JSON envelopes, atomic writes, validated loads.

The public names live here; the package is split by what each part holds:
``errors`` (the one message), ``files`` (folder, names, atomic writes), ``migrations``
(older envelope versions), ``envelope`` (the document and its checks), ``summary`` (the
one-line description) and ``store`` (autosave, named saves, loading and listing).
Which games exist, their save formats and engines come from :mod:`shared.kinds`; an
engine is imported only when a save of its game is read.

The names are imported when first asked for (``from shared.persistence import
SaveError`` imports ``errors`` alone): a table's start menu needs the folder and the
records, not the envelope with its validation (pydantic).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from shared.persistence.envelope import (
        ENGINES,
        FORMATS,
        GAME_KINDS,
        SAVE_VERSION,
        Progress,
        engine_class,
    )
    from shared.persistence.errors import SaveError, SaveExists
    from shared.persistence.files import (
        SAVES_ENV,
        autosave_path,
        default_saves_path,
        expand_path,
        remove_stale_temp_files,
        sanitize_name,
        saves_dir,
        saves_path,
    )
    from shared.persistence.files import SAVES_ENV as CARDS_SAVES_DIR
    from shared.persistence.loaded import LaunchRequest, LoadedSave, SaveInfo
    from shared.persistence.migrations import MIGRATIONS, migrate_v1_to_v2, migrate_v2_to_v3
    from shared.persistence.store import (
        autosave,
        delete_save,
        list_saves,
        load_autosave,
        load_save,
        new_game,
        read_save_info,
        resolve_save,
        resumable_autosave,
        save_named,
        write_save,
    )
    from shared.persistence.summary import score_text, summarize

_HOMES: dict[str, tuple[str, str]] = {
    "CARDS_SAVES_DIR": ("shared.persistence.files", "SAVES_ENV"),
    "ENGINES": ("shared.persistence.envelope", "ENGINES"),
    "FORMATS": ("shared.persistence.envelope", "FORMATS"),
    "GAME_KINDS": ("shared.persistence.envelope", "GAME_KINDS"),
    "SAVE_VERSION": ("shared.persistence.envelope", "SAVE_VERSION"),
    "engine_class": ("shared.persistence.envelope", "engine_class"),
    "Progress": ("shared.persistence.envelope", "Progress"),
    "SaveError": ("shared.persistence.errors", "SaveError"),
    "SaveExists": ("shared.persistence.errors", "SaveExists"),
    "SAVES_ENV": ("shared.persistence.files", "SAVES_ENV"),
    "autosave_path": ("shared.persistence.files", "autosave_path"),
    "default_saves_path": ("shared.persistence.files", "default_saves_path"),
    "expand_path": ("shared.persistence.files", "expand_path"),
    "remove_stale_temp_files": ("shared.persistence.files", "remove_stale_temp_files"),
    "sanitize_name": ("shared.persistence.files", "sanitize_name"),
    "saves_dir": ("shared.persistence.files", "saves_dir"),
    "saves_path": ("shared.persistence.files", "saves_path"),
    "LaunchRequest": ("shared.persistence.loaded", "LaunchRequest"),
    "LoadedSave": ("shared.persistence.loaded", "LoadedSave"),
    "SaveInfo": ("shared.persistence.loaded", "SaveInfo"),
    "MIGRATIONS": ("shared.persistence.migrations", "MIGRATIONS"),
    "migrate_v1_to_v2": ("shared.persistence.migrations", "migrate_v1_to_v2"),
    "migrate_v2_to_v3": ("shared.persistence.migrations", "migrate_v2_to_v3"),
    "autosave": ("shared.persistence.store", "autosave"),
    "delete_save": ("shared.persistence.store", "delete_save"),
    "list_saves": ("shared.persistence.store", "list_saves"),
    "load_autosave": ("shared.persistence.store", "load_autosave"),
    "load_save": ("shared.persistence.store", "load_save"),
    "new_game": ("shared.persistence.store", "new_game"),
    "read_save_info": ("shared.persistence.store", "read_save_info"),
    "resolve_save": ("shared.persistence.store", "resolve_save"),
    "resumable_autosave": ("shared.persistence.store", "resumable_autosave"),
    "save_named": ("shared.persistence.store", "save_named"),
    "write_save": ("shared.persistence.store", "write_save"),
    "score_text": ("shared.persistence.summary", "score_text"),
    "summarize": ("shared.persistence.summary", "summarize"),
}
"""Each public name → the module that defines it and its name there (imported on first use)."""

__all__ = [
    "CARDS_SAVES_DIR",
    "ENGINES",
    "FORMATS",
    "GAME_KINDS",
    "MIGRATIONS",
    "SAVES_ENV",
    "SAVE_VERSION",
    "LaunchRequest",
    "LoadedSave",
    "Progress",
    "SaveError",
    "SaveExists",
    "SaveInfo",
    "autosave",
    "autosave_path",
    "default_saves_path",
    "delete_save",
    "engine_class",
    "expand_path",
    "list_saves",
    "load_autosave",
    "load_save",
    "migrate_v1_to_v2",
    "migrate_v2_to_v3",
    "new_game",
    "read_save_info",
    "remove_stale_temp_files",
    "resolve_save",
    "resumable_autosave",
    "sanitize_name",
    "save_named",
    "saves_dir",
    "saves_path",
    "score_text",
    "summarize",
    "write_save",
]


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    module, attribute = home
    value = getattr(importlib.import_module(module), attribute)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
