"""The saves folder on disk: where it is, safe file names, atomic writes and careful reads.

A save is replaced by writing a temp file in the same folder, flushing and fsyncing it,
then renaming it over the old one: a crash or ``kill -9`` at any moment leaves either the
old or the new complete file. Nothing here ever changes a file because it failed to load.

Reading is careful too: only a regular file is opened (a named pipe, a device or a folder
with a save's name is refused before it can block or flood us), without waiting for a
writer, and never more than :data:`MAX_SAVE_BYTES` is read, whatever the file claims.

Temp files carry the writer's host and process id in their names, so the next start of
any command can remove those whose writer is certainly gone without ever touching the
write another running table has in flight.
"""

from __future__ import annotations

import contextlib
import functools
import os
import re
import shutil
import socket
import stat
import tempfile
import time
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from platformdirs import user_data_dir

from shared.i18n import Msg
from shared.kinds import get_kind
from shared.persistence.errors import SaveError

SAVES_ENV = "CARDS_SAVES_DIR"
DEFAULT_SAVES_DIR = "saves"
"""The saves folder's name: beside the package in a source checkout, in the user data folder."""
APP_NAME = "terminal-card-tables"
"""The folder of these games in the platform's user data folder (the project's name)."""
PROJECT_ROOT = Path(__file__).resolve().parents[2]
"""The folder holding the ``shared`` package: a source checkout's root, or site-packages."""
CHECKOUT_MARKERS = ("pyproject.toml", f"{DEFAULT_SAVES_DIR}/.gitkeep")
"""The project's own files that make :data:`PROJECT_ROOT` a source checkout."""
SAVE_SUFFIX = ".json"
BACKUP_SUFFIX = ".bak"
TEMP_PREFIX = ".tmp-save-"
TEMP_SUFFIX = ".tmp"

MAX_NAME_CHARS = 60
"""Longest sanitised name; 60 characters of at most 4 UTF-8 bytes stay under 255 bytes."""

MAX_SAVE_BYTES = 16 * 1024 * 1024
"""A real save is a few kilobytes; anything this big is not one and is not read whole."""
LIST_HEAD_BYTES = 64 * 1024
"""How much of a save's start a list reads: all of an ordinary save, a long one's header."""
LIST_TAIL_BYTES = 256
"""…and this much of its end, to see that the file still ends with its checksum."""

_WINDOWS_RESERVED = frozenset(
    ["con", "prn", "aux", "nul"]
    + [f"com{i}" for i in range(1, 10)]
    + [f"lpt{i}" for i in range(1, 10)]
)
_RUNS_OF_DASHES = re.compile(r"-{2,}")
_READ_CHUNK = 1024 * 1024


def expand_path(path: str | Path) -> Path:
    """``path`` with a leading ``~`` or ``~user`` expanded; a :class:`SaveError` if it can't be.

    ``~nosuchuser/x``, or ``~/x`` with no home folder known, cannot name any folder.
    """
    candidate = Path(path)
    try:
        return candidate.expanduser()
    except RuntimeError:
        first = candidate.parts[0] if candidate.parts else str(path)
        user = first[1:]
        problem = (
            Msg("there is no user {user}", user=repr(user))
            if user
            else Msg("the home folder is not known")
        )
        raise SaveError(path, Msg("cannot be used: {problem}", problem=problem)) from None


def default_saves_path() -> Path:
    """The one saves folder when none is named, wherever the command is started.

    In a source checkout (an editable install too) it is the project's ``saves/``; an
    installed copy uses ``saves`` in the platform's user data folder
    (``~/.local/share/terminal-card-tables/saves`` on Linux).
    """
    if all((PROJECT_ROOT / marker).is_file() for marker in CHECKOUT_MARKERS):
        return PROJECT_ROOT / DEFAULT_SAVES_DIR
    return Path(user_data_dir(APP_NAME, appauthor=False)) / DEFAULT_SAVES_DIR


def saves_path(override: str | Path | None = None) -> Path:
    """Where the saves folder is (``override``, ``$CARDS_SAVES_DIR``, the default), unmade.

    The default is :func:`default_saves_path`.
    """
    chosen = override if override not in (None, "") else os.environ.get(SAVES_ENV) or None
    return expand_path(chosen) if chosen is not None else default_saves_path()


def saves_dir(override: str | Path | None = None) -> Path:
    """The saves folder: ``override``, else ``$CARDS_SAVES_DIR``, else the default; created.

    A folder named is kept as given (not made absolute) so messages show it as the user
    typed it; the default (:func:`default_saves_path`) is absolute.
    """
    directory = saves_path(override)
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise SaveError(directory, Msg("is a file, not a folder for saves")) from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the name
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else exc
        raise SaveError(
            directory, Msg("cannot be created ({reason})", reason=str(reason))
        ) from None
    return directory


def autosave_path(kind: str, directory: str | Path | None = None) -> Path:
    """The autosave slot of ``kind``: ``autosave-<kind>.json`` in the saves folder."""
    return saves_dir(directory) / f"autosave-{get_kind(kind).id}{SAVE_SUFFIX}"


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


def _not_regular(mode: int) -> Msg | None:
    """Why a file of this mode is not read as a save, or ``None`` for a regular file."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return Msg("is a folder, not a save file")
    if stat.S_ISFIFO(mode):
        return Msg("is not a save file (it is a named pipe)")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return Msg("is not a save file (it is a device)")
    if stat.S_ISSOCK(mode):
        return Msg("is not a save file (it is a socket)")
    return Msg("is not a save file (it is not a regular file)")


def _open_regular(path: Path) -> tuple[int, int]:
    """An open descriptor and the size of the regular file at ``path`` (links followed).

    Anything else is refused before it is opened; the file is opened without blocking
    (a pipe swapped in at the last moment cannot hang us) and checked again once open.
    """
    try:
        try:
            mode = os.stat(path).st_mode
        except FileNotFoundError:
            if os.path.islink(path):
                raise SaveError(path, Msg("is a link to a file that does not exist")) from None
            raise
        problem = _not_regular(mode)
        if problem:
            raise SaveError(path, problem)
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
        fd = os.open(path, flags | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        raise SaveError(path, Msg("does not exist")) from None
    except PermissionError:
        raise SaveError(path, Msg("cannot be read (permission denied)")) from None
    except IsADirectoryError:
        raise SaveError(path, Msg("is a folder, not a save file")) from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the name
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else exc
        raise SaveError(path, Msg("cannot be read ({reason})", reason=str(reason))) from None
    try:
        info = os.fstat(fd)
        problem = _not_regular(info.st_mode)
        if problem:
            raise SaveError(path, problem)
    except BaseException:
        os.close(fd)
        raise
    return fd, info.st_size


def _read_at_most(fd: int, path: Path, limit: int) -> bytes:
    chunks: list[bytes] = []
    total = 0
    try:
        while total < limit:
            chunk = os.read(fd, min(_READ_CHUNK, limit - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as exc:
        raise SaveError(path, _unreadable(exc)) from None
    return b"".join(chunks)


def _too_big(path: Path) -> SaveError:
    megabytes = MAX_SAVE_BYTES // 1024 // 1024
    return SaveError(path, Msg("is not a save file (it is over {size} MB)", size=megabytes))


def _unreadable(exc: OSError) -> Msg:
    """ "cannot be read (Input/output error)": the system's own words are data."""
    return Msg("cannot be read ({reason})", reason=str(exc.strerror or exc))


def read_save_bytes(path: Path) -> bytes:
    """The file's bytes, or a :class:`SaveError` saying in words why they cannot be read."""
    fd, size = _open_regular(path)
    try:
        if size > MAX_SAVE_BYTES:
            raise _too_big(path)
        data = _read_at_most(fd, path, MAX_SAVE_BYTES + 1)
    finally:
        os.close(fd)
    if len(data) > MAX_SAVE_BYTES:  # a file that grew, or one that says it is empty
        raise _too_big(path)
    return data


@dataclass(frozen=True)
class SaveEnds:
    """The start and the end of a save file, for a list that shows only its header.

    ``whole`` is true when ``head`` is the complete file (then ``tail`` is its end too).
    """

    head: bytes
    tail: bytes
    size: int
    whole: bool


def read_save_ends(path: Path, head: int, tail: int) -> SaveEnds:
    """At most ``head`` bytes from the start of ``path`` and ``tail`` from its end."""
    fd, size = _open_regular(path)
    try:
        if size > MAX_SAVE_BYTES:
            raise _too_big(path)
        start = _read_at_most(fd, path, head + 1)
        if len(start) <= head:
            return SaveEnds(start, start[-tail:], len(start), whole=True)
        try:
            end_at = os.fstat(fd).st_size
            os.lseek(fd, max(end_at - tail, 0), os.SEEK_SET)
        except OSError as exc:
            raise SaveError(path, _unreadable(exc)) from None
        end = _read_at_most(fd, path, tail)
        return SaveEnds(start[:head], end, max(end_at, head + 1), whole=False)
    finally:
        os.close(fd)


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


@functools.cache
def _host_tag() -> str:
    """Eight hex digits naming this machine, so a shared folder's other hosts are left alone."""
    import hashlib  # here: a table's start (the command line) rarely needs it

    try:
        name = socket.gethostname()
    except OSError:
        name = ""
    return hashlib.sha256(name.encode("utf-8", "replace")).hexdigest()[:8]


def _temp_prefix() -> str:
    """``.tmp-save-<host>-<pid>-``: who is writing, for :func:`remove_stale_temp_files`."""
    return f"{TEMP_PREFIX}{_host_tag()}-{os.getpid()}-"


_TEMP_NAME = re.compile(rf"^{re.escape(TEMP_PREFIX)}([0-9a-f]{{8}})-(\d{{1,10}})-")


def _make_temp(directory: Path) -> tuple[int, str]:
    return tempfile.mkstemp(prefix=_temp_prefix(), suffix=TEMP_SUFFIX, dir=directory)


def _write_temp(directory: Path, data: bytes) -> str:
    fd, tmp = _make_temp(directory)
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
    fd, link = _make_temp(path.parent)
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


def _process_alive(pid: int) -> bool:
    """False only when process ``pid`` certainly does not exist (on this machine)."""
    if pid <= 0 or os.name == "nt":  # Windows' os.kill would end the process
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # e.g. another user's process: it exists
        return True
    return True


def _writer_gone(name: str) -> bool:
    match = _TEMP_NAME.match(name)
    if match is None or match.group(1) != _host_tag():
        return False  # an older name, or another machine's: only its age can tell
    pid = int(match.group(2))
    return pid != os.getpid() and not _process_alive(pid)


def remove_stale_temp_files(directory: Path, older_than: float = 600.0) -> int:
    """Delete temp files a killed writer left behind; returns how many were removed.

    Only our own temp names are touched: those whose writing process (named in the temp
    name) no longer exists, and any older than ``older_than`` seconds (a write takes
    milliseconds), so a save being written by another running table is never disturbed.
    """
    removed = 0
    limit = time.time() - older_than
    with contextlib.suppress(OSError), os.scandir(directory) as entries:
        for entry in entries:
            if not (entry.name.startswith(TEMP_PREFIX) and entry.name.endswith(TEMP_SUFFIX)):
                continue
            with contextlib.suppress(OSError):
                if not entry.is_file(follow_symlinks=False):
                    continue
                if _writer_gone(entry.name) or entry.stat().st_mtime < limit:
                    os.unlink(entry.path)
                    removed += 1
    return removed
