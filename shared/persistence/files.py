"""The saves folder on disk: where it is, safe file names, atomic writes and careful reads.

A save is replaced by writing a temp file in the same folder, flushing and fsyncing it,
then renaming it over the old one: a crash or ``kill -9`` at any moment leaves either the
old or the new complete file. Nothing here ever changes a file because it failed to load.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import tempfile
import time
import unicodedata
from pathlib import Path

from shared.persistence.errors import SaveError

SAVES_ENV = "CARDS_SAVES_DIR"
DEFAULT_SAVES_DIR = "saves"
SAVE_SUFFIX = ".json"
BACKUP_SUFFIX = ".bak"
TEMP_PREFIX = ".tmp-save-"
TEMP_SUFFIX = ".tmp"

MAX_NAME_CHARS = 60
"""Longest sanitised name; 60 characters of at most 4 UTF-8 bytes stay under 255 bytes."""

MAX_SAVE_BYTES = 16 * 1024 * 1024
"""A real save is a few kilobytes; anything this big is not one and is not read whole."""

_WINDOWS_RESERVED = frozenset(
    ["con", "prn", "aux", "nul"]
    + [f"com{i}" for i in range(1, 10)]
    + [f"lpt{i}" for i in range(1, 10)]
)
_RUNS_OF_DASHES = re.compile(r"-{2,}")


def saves_dir(override: str | Path | None = None) -> Path:
    """The saves folder: ``override``, else ``$CARDS_SAVES_DIR``, else ``./saves``; created.

    The path is kept as given (not made absolute) so messages show it as the user typed it.
    """
    chosen = override if override not in (None, "") else os.environ.get(SAVES_ENV) or None
    directory = Path(chosen).expanduser() if chosen is not None else Path(DEFAULT_SAVES_DIR)
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise SaveError(directory, "is a file, not a folder for saves") from None
    except OSError as exc:
        raise SaveError(directory, f"cannot be created ({exc.strerror or exc})") from None
    return directory


def sanitize_name(name: str) -> str:
    """A safe file stem for a name the user typed: letters, digits, ``-`` and ``_`` only.

    Separators, dots, spaces, NUL and newlines become ``-``, so no name can climb out of the
    saves folder or hide itself; names are cut to :data:`MAX_NAME_CHARS`; an empty result
    becomes ``save``; device names (``CON``) and the autosave slots get a ``save-`` prefix.
    """
    text = unicodedata.normalize("NFKC", name).strip()
    if text.lower().endswith(SAVE_SUFFIX):
        text = text[: -len(SAVE_SUFFIX)]
    kept = "".join(ch if ch.isalnum() or ch in "-_" else "-" for ch in text)
    stem = _RUNS_OF_DASHES.sub("-", kept).strip("-_")
    stem = stem[:MAX_NAME_CHARS].rstrip("-_")
    if not stem:
        return "save"
    lowered = stem.lower()
    if lowered in _WINDOWS_RESERVED or lowered.startswith("autosave"):
        stem = f"save-{stem}"[:MAX_NAME_CHARS].rstrip("-_")
    return stem


def is_plain_stem(text: str) -> bool:
    """True when ``text`` can be used as a file stem in the folder exactly as it is."""
    return (
        bool(text)
        and not text.startswith(".")
        and all(ch.isalnum() or ch in "-_." for ch in text)
        and len(text) <= MAX_NAME_CHARS + len("autosave-")
    )


def looks_like_path(text: str) -> bool:
    """A ``--load`` argument with a folder part is a path; anything else is a save name."""
    separators = {"/", os.sep} | ({os.altsep} if os.altsep else set())
    return any(sep in text for sep in separators) or text.startswith("~")


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + BACKUP_SUFFIX)


def read_save_bytes(path: Path) -> bytes:
    """The file's bytes, or a :class:`SaveError` saying in words why they cannot be read."""
    try:
        size = path.stat().st_size
        if path.is_dir():
            raise SaveError(path, "is a folder, not a save file")
        if size > MAX_SAVE_BYTES:
            raise SaveError(path, f"is not a save file (it is {size // 1024 // 1024} MB)")
        return path.read_bytes()
    except FileNotFoundError:
        raise SaveError(path, "does not exist") from None
    except PermissionError:
        raise SaveError(path, "cannot be read (permission denied)") from None
    except IsADirectoryError:
        raise SaveError(path, "is a folder, not a save file") from None
    except OSError as exc:
        raise SaveError(path, f"cannot be read ({exc.strerror or exc})") from None


def atomic_write(path: Path, data: bytes, keep_backup: bool = False) -> None:
    """Replace ``path`` by ``data`` so that at every instant it is the old or the new file.

    With ``keep_backup`` the file being replaced stays reachable as ``<name>.bak``: it is
    hard-linked (or, where links are unsupported, copied) to a temp name and renamed onto
    the backup before the new file is renamed into place, so the backup, too, is always
    one complete save.
    """
    directory = path.parent
    tmp = _write_temp(directory, data)
    try:
        if keep_backup and path.exists():
            _replace_backup(path)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_directory(directory)


def _write_temp(directory: Path, data: bytes) -> str:
    fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=TEMP_SUFFIX, dir=directory)
    try:
        with os.fdopen(fd, "wb") as handle:
            if hasattr(os, "fchmod"):
                # mkstemp makes 0600; a save is handed to friends like any document.
                os.fchmod(handle.fileno(), 0o644)
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    return tmp


def _replace_backup(path: Path) -> None:
    backup = backup_path(path)
    fd, link = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=TEMP_SUFFIX, dir=path.parent)
    os.close(fd)
    try:
        os.unlink(link)
        try:
            os.link(path, link)
        except OSError:
            shutil.copyfile(path, link)
            with open(link, "rb+") as handle:
                os.fsync(handle.fileno())
        os.replace(link, backup)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(link)
        raise


def _fsync_directory(directory: Path) -> None:
    """Make the rename itself durable; not possible (nor needed) on every platform."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove_stale_temp_files(directory: Path, older_than: float = 600.0) -> int:
    """Delete temp files a killed writer left behind; returns how many were removed.

    Only our own temp names are touched, and only old ones, so a save being written by
    another running table is never disturbed.
    """
    removed = 0
    limit = time.time() - older_than
    with contextlib.suppress(OSError), os.scandir(directory) as entries:
        for entry in entries:
            if not (entry.name.startswith(TEMP_PREFIX) and entry.name.endswith(TEMP_SUFFIX)):
                continue
            with contextlib.suppress(OSError):
                if entry.is_file(follow_symlinks=False) and entry.stat().st_mtime < limit:
                    os.unlink(entry.path)
                    removed += 1
    return removed
