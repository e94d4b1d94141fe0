"""Saves that never lose a game: versioned JSON envelopes, atomic writes, validated loads.

The public names live here; the package is split by what each part holds:
``errors`` (the one message), ``files`` (folder, names, atomic writes), ``migrations``
(older envelope versions), ``envelope`` (the document and its checks), ``summary`` (the
one-line description) and ``store`` (autosave, named saves, loading and listing).
Which games exist, their save formats and engines come from :mod:`shared.kinds`; an
engine is imported only when a save of its game is read.
"""

from __future__ import annotations

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
    default_saves_path,
    expand_path,
    remove_stale_temp_files,
    sanitize_name,
    saves_dir,
    saves_path,
)
from shared.persistence.migrations import MIGRATIONS, migrate_v1_to_v2, migrate_v2_to_v3
from shared.persistence.store import (
    LaunchRequest,
    LoadedSave,
    SaveInfo,
    autosave,
    autosave_path,
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

CARDS_SAVES_DIR = SAVES_ENV
"""Name of the environment variable that moves the saves folder."""

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
