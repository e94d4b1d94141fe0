"""Saving and loading games in the saves folder: autosave slots, named saves, the list.

These are the calls the tables and the command line make; everything below them
(the envelope, the files) is reached only through here.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from shared.i18n import Msg
from shared.kinds import get_kind, kind_of_format
from shared.persistence.envelope import (
    GAME_KINDS,
    Envelope,
    Header,
    HeaderUnavailable,
    Progress,
    check_document,
    check_kind,
    decode,
    encode,
    engine_class,
    parse_document,
    read_header,
)
from shared.persistence.errors import SaveError, SaveExists
from shared.persistence.files import (
    LIST_HEAD_BYTES,
    LIST_TAIL_BYTES,
    SAVE_SUFFIX,
    atomic_write,
    autosave_path,
    backup_path,
    expand_path,
    is_plain_stem,
    looks_like_path,
    read_save_bytes,
    read_save_ends,
    sanitize_name,
    saves_dir,
)
from shared.persistence.loaded import LaunchRequest, LoadedSave, SaveInfo
from shared.persistence.summary import is_game_over, score_text, summarize, summary_message
from shared.players import PlayerSpec, default_players

_BROKEN_AUTOSAVES: set[Path] = set()
"""Autosave slots found unreadable this session: their next write keeps the good backup."""


def new_game(kind: str, seed: int | None, directory: str | Path | None = None) -> LoadedSave:
    """A new game of ``kind`` with the default set-up, ready for a table to open at once.

    What the set-up screen starts when nothing is changed on it: the kind's default
    preset, one person ("You") and three normal bots with the kind's bot names, the
    table's default settings, deals from ``seed``. It comes as a :class:`LoadedSave`
    (nothing is written: the game's first autosave is the table's, as for any game),
    because that is what a :class:`LaunchRequest` hands a table to open straight away.
    """
    game_kind = get_kind(kind)
    game = engine_class(game_kind.id).new(preset=game_kind.default_preset, seed=seed)
    players = default_players(game_kind.bot_names)
    return LoadedSave(
        kind=game_kind.id,
        game=game,
        players=players,
        settings={},
        path=autosave_path(game_kind.id, directory),
        saved_at=_now(),
        summary=summarize(game_kind.id, game, players),
    )


def resumable_autosave(kind: str, directory: str | Path | None = None) -> bool:
    """Whether ``kind``'s autosave slot holds a game that is not over (read from its header)."""
    info = read_save_info(autosave_path(kind, directory), kind)
    return info is not None and info.error is None and not is_game_over(info.summary)


def write_save(
    path: str | Path,
    kind: str,
    game: Any,
    players: Sequence[PlayerSpec],
    settings: Mapping[str, Any] | None = None,
) -> None:
    """Write ``game`` to ``path`` atomically (the old file or the new one, never half)."""
    data = encode(kind, game, players, settings or {}, _now())
    target = Path(path)
    try:
        atomic_write(target, data)
    except OSError as exc:
        raise SaveError(target, _unwritable(exc)) from None


def autosave(
    kind: str,
    game: Any,
    players: Sequence[PlayerSpec],
    settings: Mapping[str, Any] | None = None,
    directory: str | Path | None = None,
) -> Path:
    """Rewrite the autosave slot of ``kind``; the previous autosave stays as ``.bak``."""
    path = autosave_path(kind, directory)
    data = encode(kind, game, players, settings or {}, _now())
    key = path.resolve()
    # A slot that failed to load must not push the good backup out of the way.
    keep_backup = key not in _BROKEN_AUTOSAVES
    try:
        atomic_write(path, data, keep_backup=keep_backup)
    except OSError as exc:
        raise SaveError(path, _unwritable(exc)) from None
    _BROKEN_AUTOSAVES.discard(key)
    return path


def save_named(
    kind: str,
    name: str,
    game: Any,
    players: Sequence[PlayerSpec],
    settings: Mapping[str, Any] | None = None,
    directory: str | Path | None = None,
    overwrite: bool = False,
) -> Path:
    """Save under a name the user typed, sanitised so it stays inside the saves folder.

    Raises :class:`SaveExists` (carrying the path) when the file is there already and
    ``overwrite`` is false, so the table can ask first.
    """
    folder = saves_dir(directory)
    path = folder / f"{sanitize_name(name)}{SAVE_SUFFIX}"
    if path.resolve().parent != folder.resolve():
        raise SaveError(path, Msg("is outside the saves folder"))  # sanitize_name makes this moot
    if path.exists() and not overwrite:
        raise SaveExists(path)
    write_save(path, kind, game, players, settings)
    return path


def resolve_save(path_or_name: str | Path, directory: str | Path | None = None) -> Path:
    """A path as given, or a name looked up in the saves folder ("Final round" too)."""
    if isinstance(path_or_name, Path) or looks_like_path(path_or_name):
        return expand_path(path_or_name)
    folder = saves_dir(directory)
    stem = path_or_name.removesuffix(SAVE_SUFFIX)
    if is_plain_stem(stem) and stem not in (".", ".."):
        exact = folder / f"{stem}{SAVE_SUFFIX}"
        if exact.exists():
            return exact
    sanitized = folder / f"{sanitize_name(stem)}{SAVE_SUFFIX}"
    if sanitized.exists() or not is_plain_stem(stem):
        return sanitized
    return folder / f"{stem}{SAVE_SUFFIX}"


def load_save(
    path_or_name: str | Path,
    kind: str,
    directory: str | Path | None = None,
    progress: Progress | None = None,
) -> LoadedSave:
    """Read and fully validate a save of ``kind``; any problem is a :class:`SaveError`.

    The file is only read: a save that fails to load is left exactly as it was.
    ``progress(done, total)`` hears how far rebuilding the game is, in hands.
    """
    check_kind(kind)
    return _load(resolve_save(path_or_name, directory), kind, progress)


def load_autosave(
    kind: str, directory: str | Path | None = None, progress: Progress | None = None
) -> LoadedSave | None:
    """The autosave of ``kind``, or ``None`` when there is none.

    When the slot is unreadable the backup is loaded instead, with a ``notice`` saying so;
    when both are unreadable the slot's :class:`SaveError` is raised.
    """
    path = autosave_path(kind, directory)
    if not _exists(path):
        return None
    try:
        return _load(path, kind, progress)
    except SaveError as damaged:
        backup = backup_path(path)
        if not _exists(backup):
            raise
        try:
            loaded = _load(backup, kind, progress)
        except SaveError:
            problem = Msg(
                "{problem}, and its backup {backup} cannot be read either",
                problem=damaged.problem,
                backup=backup.name,
            )
            raise SaveError(path, problem) from None
        _BROKEN_AUTOSAVES.add(path.resolve())
        notice = Msg(
            "{file} was damaged ({reason}); resumed from the backup saved at {time}",
            file=damaged.shown,
            reason=_reason(damaged.problem),
            time=_clock(loaded.saved_at),
        )
        return LoadedSave(
            kind=loaded.kind,
            game=loaded.game,
            players=loaded.players,
            settings=loaded.settings,
            path=loaded.path,
            saved_at=loaded.saved_at,
            summary=loaded.summary,
            notice=notice,
        )


def list_saves(directory: str | Path | None = None, kind: str | None = None) -> list[SaveInfo]:
    """Every save in the folder, newest first; broken files are listed with their error.

    Only what is shown is read: an ordinary save whole (a few kilobytes, checked but for
    the game's own rules), a long one by its header and its last bytes; no game is
    rebuilt, except for version-1 saves, which have no summary of their own. Files that
    are not regular files (a folder or a pipe named like a save) are listed as unreadable.
    """
    if kind is not None:
        check_kind(kind)
    folder = saves_dir(directory)
    try:
        with os.scandir(folder) as entries:
            names = sorted(entry.name for entry in entries if entry.name.endswith(SAVE_SUFFIX))
    except OSError:
        return []  # a folder we may not read holds no save we could load (as before)
    rows: list[tuple[tuple[datetime, int], SaveInfo]] = []
    for name in names:
        path = folder / name
        info = _info(path, kind)
        if info is not None:
            rows.append(((info.saved_at, _mtime_ns(path)), info))
    rows.sort(key=lambda row: row[0], reverse=True)
    return [info for _, info in rows]


def read_save_info(path: str | Path, kind: str | None = None) -> SaveInfo | None:
    """The list row of one save file (``None`` if it is a save of another game than ``kind``).

    What :func:`list_saves` shows for each file, for a caller that wants one slot only
    (the start screen's "continue" line): the header, never the game rebuilt.
    """
    if kind is not None:
        check_kind(kind)
    return _info(Path(path), kind)


def delete_save(path: str | Path) -> None:
    """Remove a save the user chose to delete (an autosave slot takes its backup along)."""
    target = Path(path)
    if target.suffix != SAVE_SUFFIX:
        raise SaveError(target, Msg("is not a save file, so it is not deleted"))
    try:
        target.unlink()
    except FileNotFoundError:
        raise SaveError(target, Msg("does not exist")) from None
    except OSError as exc:
        raise SaveError(
            target, Msg("cannot be deleted ({reason})", reason=str(exc.strerror or exc))
        ) from None
    if target.name.startswith("autosave-"):
        with contextlib.suppress(OSError):
            backup_path(target).unlink()


def _load(path: Path, kind: str | None, progress: Progress | None = None) -> LoadedSave:
    decoded = decode(read_save_bytes(path), str(path), kind, progress)
    envelope = decoded.envelope
    return LoadedSave(
        kind=decoded.kind,
        game=decoded.game,
        players=envelope.players,
        settings=dict(envelope.settings),
        path=path,
        saved_at=envelope.saved_at,
        summary=summary_message(decoded.summary),
    )


def _info(path: Path, kind: str | None) -> SaveInfo | None:
    """The list row of ``path``; ``None`` when it is known to be another game's save."""
    file_kind: str | None = None
    try:
        ends = read_save_ends(path, LIST_HEAD_BYTES, LIST_TAIL_BYTES)
        if not ends.whole:
            try:
                game_kind, header = read_header(ends.head, ends.tail)
            except HeaderUnavailable:
                pass  # not as we write them: read it whole, to name the problem exactly
            else:
                if kind is not None and game_kind.id != kind:
                    return None
                return _row(path, game_kind.id, header)
        raw = ends.head if ends.whole else read_save_bytes(path)
        doc = parse_document(raw, str(path))
        claimed = kind_of_format(doc.get("format"))
        file_kind = claimed.id if claimed else None
        game_kind, envelope = check_document(doc, str(path), kind)
        if envelope.summary and envelope.scores is not None:
            return _row(path, game_kind.id, envelope)
        # A version-1 save: its summary and score are the game's, so it is rebuilt.
        loaded = _load(path, kind)
        return SaveInfo(
            name=path.stem,
            path=path,
            kind=loaded.kind,
            players=loaded.players,
            summary=summary_message(loaded.summary),
            score=score_text(loaded.game.scores),
            saved_at=loaded.saved_at,
        )
    except SaveError as exc:
        error: str = exc.message
    except Exception as exc:  # a list goes on whatever one file does
        reason = f"{type(exc).__name__}: {exc}"
        error = SaveError(path, Msg("cannot be read ({reason})", reason=reason)).message
    if kind is not None and file_kind is not None and file_kind != kind:
        return None
    return SaveInfo(
        name=path.stem,
        path=path,
        kind=file_kind,
        players=(),
        summary="",
        score="",
        saved_at=_modified(path),
        error=error,
    )


def _row(path: Path, kind: str, header: Header | Envelope) -> SaveInfo:
    return SaveInfo(
        name=path.stem,
        path=path,
        kind=kind,
        players=header.players,
        summary=summary_message(header.summary),
        score=score_text(header.scores) if header.scores is not None else "",
        saved_at=header.saved_at,
    )


def _exists(path: Path) -> bool:
    """Whether anything is at ``path`` (a broken link counts as nothing)."""
    try:
        return path.exists()
    except (OSError, ValueError):
        return False


def _reason(problem: str) -> str:
    """A problem ("is damaged: x", "is empty") as a clause on its own ("x", "it is empty")."""
    if isinstance(problem, Msg) and problem.template == "is damaged: {problem}":
        inner = problem.args["problem"]
        if isinstance(inner, str):
            return inner
    reason = problem.removeprefix("is damaged: ")
    if reason != problem:
        return reason
    # TRANSLATORS: {problem} is a save's problem without its file: "is empty" → "it is empty".
    return Msg("it {problem}", problem=problem)


def _unwritable(exc: OSError) -> Msg:
    return Msg("cannot be written ({reason})", reason=str(exc.strerror or exc))


def _now() -> datetime:
    return datetime.now().astimezone()


def _clock(moment: datetime) -> str:
    """ "14:02" today, "2025-06-01 14:02" on another day, in local time."""
    local = moment.astimezone()
    if local.date() == _now().date():
        return local.strftime("%H:%M")
    return local.strftime("%Y-%m-%d %H:%M")


def _modified(path: Path) -> datetime:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime).astimezone()
    except OSError:
        return datetime.fromtimestamp(0).astimezone()


def _mtime_ns(path: Path) -> int:
    try:
        return os.stat(path).st_mtime_ns
    except OSError:
        return 0


__all__ = [
    "GAME_KINDS",
    "LaunchRequest",
    "LoadedSave",
    "SaveInfo",
    "autosave",
    "autosave_path",
    "delete_save",
    "list_saves",
    "load_autosave",
    "load_save",
    "new_game",
    "read_save_info",
    "resolve_save",
    "resumable_autosave",
    "save_named",
    "write_save",
]
