"""The save envelope: one JSON document around the engine's game state.

Version 3 puts everything a list of saves shows first, sealed by its own checksum, so a
listing reads a few hundred bytes of a file however long the game in it is::

    {"format": "jass-save", "version": 3, "saved_at": "2025-06-01T14:02:11.123+02:00",
     "summary": "Schieber 1000 · hand 4 · 312 : 415 · You, Ruedi, Vreni, Hansruedi",
     "players": [{"name": "You", "kind": "human"}, ...], "scores": [312, 415], "hands": 4,
     "header_checksum": "sha256:...",
     "settings": {...}, "game": {...the engine's state...}, "checksum": "sha256:..."}

``header_checksum`` covers the compact JSON of the fields before it (in that order);
``checksum`` covers the compact re-serialisation of everything else, so any changed byte
is noticed even where the damaged document is still valid JSON with a plausible game in
it (a flipped digit in a score or in the seed). Version 2 had the same fields but for
``scores``, ``hands`` and ``header_checksum``; version 1 is described in ``migrations``.

Reading goes outside in, and stops at the first problem with a message in words: bytes
→ text → JSON → our format → version (newer refused) → checksums → older versions
migrated → envelope fields → the engine's own validation of the game. Whatever a file
holds, the only exception that leaves :func:`decode` is :class:`SaveError`.
"""

from __future__ import annotations

import codecs
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, NoReturn

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, ValidationError

from shared.i18n import Msg
from shared.kinds import KIND_IDS, GameKind, KindTable, get_kind, kind_of_format, load_engine
from shared.persistence.document import (
    _TAIL,
    HEADER_FIELDS,
    MAX_SETTINGS_DEPTH,
    SAVE_VERSION,
    _canonical,
    _checksum,
    _depth,
    _loads,
    _NotANumber,
    _scan_header,
    header_checksum,
)
from shared.persistence.errors import (
    SaveError,
    describe_validation_error,
    engine_words,
    plain_sentence,
)
from shared.persistence.migrations import MigrationError, migrate
from shared.persistence.summary import summarize
from shared.players import PlayerSpec

NESTED_TOO_DEEPLY = Msg("it is nested too deeply to be a save")

Progress = Callable[[int, int], None]
"""``progress(hands_done, hands_total)``; a total of 0 means the length is not known."""


GAME_KINDS: Sequence[str] = KIND_IDS
"""The kind ids ("jass", "spades"), always as the registry has them."""

FORMATS: Mapping[str, str] = KindTable(lambda kind: kind.save_format, "save format")
"""Kind id → the ``format`` of its saves ("jass" → "jass-save"), from the registry."""

ENGINES: Mapping[str, str] = KindTable(lambda kind: kind.engine, "engine")
"""Kind id → ``module:Class`` of its engine; imported only when a save of it is read."""


class Envelope(BaseModel):
    """The fields around the game, as validated after the checksums and migration."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: str
    version: int
    saved_at: AwareDatetime
    summary: str
    players: tuple[PlayerSpec, PlayerSpec, PlayerSpec, PlayerSpec]
    scores: tuple[int, ...] | None = None
    hands: int | None = Field(default=None, ge=0)
    settings: dict[str, Any]
    game: dict[str, Any]


class Header(BaseModel):
    """What a list of saves shows, read without the game (extra fields are the game's)."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    format: str
    version: int
    saved_at: AwareDatetime
    summary: str
    players: tuple[PlayerSpec, PlayerSpec, PlayerSpec, PlayerSpec]
    scores: tuple[int, ...] | None = None
    hands: int | None = Field(default=None, ge=0)


@dataclass(frozen=True)
class Decoded:
    """A save that passed every check: its envelope and the engine's game object."""

    kind: str
    envelope: Envelope
    game: Any
    summary: str


def engine_class(kind: str) -> Any:
    """The state class of ``kind``, imported on first use."""
    return load_engine(kind)


def check_kind(kind: str) -> GameKind:
    """The registered kind ``kind``; ``ValueError`` naming the known ones otherwise."""
    return get_kind(kind)


# ---------------------------------------------------------------- writing


def encode(
    kind: str,
    game: Any,
    players: Sequence[PlayerSpec],
    settings: Mapping[str, Any],
    saved_at: datetime,
) -> bytes:
    """The bytes of a current-version save of ``game``."""
    game_kind = check_kind(kind)
    if len(players) != 4:
        raise ValueError(f"a save needs four players, got {len(players)}")
    header: dict[str, Any] = {
        "format": game_kind.save_format,
        "version": SAVE_VERSION,
        "saved_at": saved_at.isoformat(timespec="milliseconds"),
        "summary": str(summarize(kind, game, players)),
        "players": [player.model_dump() for player in players],
        "scores": [int(score) for score in game.scores],
        "hands": len(game.hands),
    }
    try:
        doc = {
            **header,
            "header_checksum": header_checksum(header),
            "settings": dict(settings),
            "game": json.loads(game.to_json()),
        }
        body = _canonical(doc)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"the settings cannot be saved as JSON: {exc}") from None
    # The checksum is spliced in last so the file is the canonical text plus one field.
    return f'{body[:-1]},"checksum":"{_checksum(body)}"}}'.encode()


# ---------------------------------------------------------------- reading


def decode(raw: bytes, shown: str, kind: str | None, progress: Progress | None = None) -> Decoded:
    """Check ``raw`` from the outside in; ``kind=None`` accepts any game.

    ``progress`` hears ``(0, hands)`` before the engine rebuilds the game, then
    ``(done, hands)`` after each hand the engine has replayed.
    """
    file_kind, envelope = check_document(parse_document(raw, shown), shown, kind)
    total = envelope.hands or 0
    if progress is not None:
        progress(0, total)
    game = _load_game(file_kind, envelope.game, shown, progress)
    try:
        summary = envelope.summary or summarize(file_kind.id, game, envelope.players)
    except Exception as exc:  # an engine without the fields a summary reads
        error = f"{type(exc).__name__}: {exc}"
        problem = Msg("cannot be summarised ({error})", error=error)
        raise SaveError(shown, problem) from None
    return Decoded(file_kind.id, envelope, game, summary)


def peek_kind(raw: bytes) -> str | None:
    """The game a file claims to be, if it is JSON at all; used to filter lists."""
    try:
        doc = _loads(raw.decode("utf-8"))
    except Exception:
        return None
    found = kind_of_format(doc.get("format")) if isinstance(doc, dict) else None
    return found.id if found else None


def parse_document(raw: bytes, shown: str) -> dict[str, Any]:
    """The JSON object in ``raw``, or a :class:`SaveError` saying why there is none."""
    if not raw.strip():
        return _fail(shown, Msg("is empty"))
    looks_like_json = raw.lstrip()[:1] == b"{"
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        if not looks_like_json:
            return _fail(shown, Msg("is not a save file (it is not text)"))
        if exc.reason != "unexpected end of data":
            return _damaged(shown, Msg("byte {byte} is not valid UTF-8 text", byte=exc.start + 1))
        # Cut inside a multi-byte letter: read what is there and report the early end.
        text = raw[: exc.start].decode("utf-8", errors="replace")
    if not looks_like_json:
        return _fail(shown, Msg("is not a save file (it is not JSON)"))
    try:
        doc = _loads(text)
    except json.JSONDecodeError as exc:
        return _damaged(shown, _json_problem(exc, text))
    except _NotANumber as exc:
        return _damaged(shown, engine_words(exc))
    except RecursionError:
        return _damaged(shown, NESTED_TOO_DEEPLY)
    except ValueError:
        # Python refuses integers of more than 4,300 digits with a plain ValueError.
        return _damaged(shown, Msg("it holds a number too long for a save"))
    if not isinstance(doc, dict):
        return _fail(shown, Msg("is not a save file (no save header)"))
    return doc


def check_document(doc: dict[str, Any], shown: str, kind: str | None) -> tuple[GameKind, Envelope]:
    """Everything but the game: format, version, checksums, migration, envelope fields."""
    try:
        return _check_document(doc, shown, kind)
    except SaveError:
        raise
    except RecursionError:
        _damaged(shown, NESTED_TOO_DEEPLY)
    except Exception as exc:  # whatever odd input does to a library: never a traceback
        _damaged(shown, plain_sentence(str(exc)) or type(exc).__name__)


def _check_document(doc: dict[str, Any], shown: str, kind: str | None) -> tuple[GameKind, Envelope]:
    file_kind = _file_kind(doc, shown, kind)
    version = _version(doc, shown)
    if version >= 2:
        _verify_checksum(doc, shown)
    if version >= 3:
        _verify_header_checksum(doc, shown)
    if version < SAVE_VERSION:
        try:
            doc = migrate(doc, version, SAVE_VERSION)
        except MigrationError as exc:
            raise SaveError(shown, _is_damaged(engine_words(exc))) from None
    try:
        envelope = Envelope.model_validate(doc)
    except ValidationError as exc:
        raise SaveError(shown, _is_damaged(describe_validation_error(exc))) from None
    if _depth(envelope.settings) > MAX_SETTINGS_DEPTH:
        # Loadable, but the next autosave could not write it back: refuse it now.
        _damaged(shown, Msg("its settings are nested too deeply"))
    return file_kind, envelope


def _json_problem(exc: json.JSONDecodeError, text: str) -> str:
    """ "line 1 column 812: unexpected end" for a cut-off file, else the parser's words."""
    if not text.rstrip().endswith("}") or exc.pos >= len(text.rstrip()):
        # Every save ends with its closing brace, and the parser stops at the very end
        # only when the text ran out: either way the file was cut short.
        # Like the parser, count columns from 1: the end is just after the last character.
        line = text.count("\n") + 1
        column = len(text) - (text.rfind("\n") + 1) + 1
        return Msg("line {line} column {column}: unexpected end", line=line, column=column)
    # The parser's own words ("expecting value") are data: they come from Python's json.
    return Msg(
        "line {line} column {column}: {problem}",
        line=exc.lineno,
        column=exc.colno,
        problem=plain_sentence(exc.msg),
    )


def _file_kind(doc: dict[str, Any], shown: str, kind: str | None) -> GameKind:
    file_kind = kind_of_format(doc.get("format"))
    if kind is None:
        if file_kind is None:
            _fail(shown, Msg("is not a save file (it has no known format)"))
        return file_kind
    wanted = check_kind(kind)
    if file_kind != wanted:
        if file_kind:
            _fail(
                shown,
                Msg(
                    "is not a {game} save (it is a {other} save)",
                    game=Msg(wanted.short_title),
                    other=Msg(file_kind.short_title),
                ),
            )
        _fail(shown, Msg("is not a {game} save", game=Msg(wanted.short_title)))
    return wanted


def _version(doc: Mapping[str, Any], shown: str) -> int:
    version = doc.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        _damaged(shown, Msg("it has no version number"))
    if version > SAVE_VERSION:
        if version < 10**6:
            newer = Msg(
                "was written by a newer version ({version}); this program reads up to {current}",
                version=version,
                current=SAVE_VERSION,
            )
        else:
            newer = Msg(
                "was written by a newer version; this program reads up to {current}",
                current=SAVE_VERSION,
            )
        _fail(shown, newer)
    if version < 1:
        if version > -(10**6):
            _damaged(shown, Msg("there is no save version {number}", number=str(version)))
        _damaged(shown, Msg("there is no save version below zero"))
    return version


def _verify_checksum(doc: dict[str, Any], shown: str) -> None:
    stored = doc.pop("checksum", None)
    if not isinstance(stored, str):
        _damaged(shown, Msg("its checksum is missing"))
    if _checksum(_canonical(doc)) != stored:
        _damaged(shown, Msg("its content does not match its checksum"))


def _verify_header_checksum(doc: dict[str, Any], shown: str) -> None:
    stored = doc.pop("header_checksum", None)
    if not isinstance(stored, str):
        _damaged(shown, Msg("its header checksum is missing"))
    if header_checksum(doc) != stored:
        _damaged(shown, Msg("its header does not match its checksum"))


def _load_game(
    kind: GameKind, state: dict[str, Any], shown: str, progress: Progress | None = None
) -> Any:
    try:
        cls = load_engine(kind)
    except ImportError as exc:
        missing = Msg(
            "cannot be loaded: the {game} engine is missing ({error})",
            game=Msg(kind.short_title),
            error=str(exc),
        )
        raise SaveError(shown, missing) from None
    try:
        text = _canonical(state)
        return cls.from_json(text, progress)
    except ValidationError as exc:
        problem = describe_validation_error(exc, prefix="game")
    except RecursionError:
        problem = NESTED_TOO_DEEPLY
    except ValueError as exc:
        problem = engine_words(exc)
    except Exception as exc:  # an engine bug on odd input must not become a traceback
        problem = Msg(
            "the {game} engine cannot read it ({error})",
            game=Msg(kind.short_title),
            error=f"{type(exc).__name__}: {exc}",
        )
    raise SaveError(shown, _is_damaged(problem))


# ---------------------------------------------------------------- the header alone


class HeaderUnavailable(Exception):
    """The quick look at a file's start and end was not enough; read it whole instead."""


def read_header(head: bytes, tail: bytes) -> tuple[GameKind, Header]:
    """What a list shows, from the first bytes and the last few of a long save.

    Checks what can be checked without the game: the header fields and, from version 3,
    their own checksum; and that the file still ends with its checksum (so it was not cut
    short). Damage inside the game is found when the save is loaded. Anything short of a
    good header raises :class:`HeaderUnavailable`: the caller then reads the file whole,
    which names the problem exactly as loading it would.
    """
    if not _TAIL.search(tail):
        raise HeaderUnavailable("the file does not end with its checksum")
    try:
        text = codecs.getincrementaldecoder("utf-8")().decode(head, final=False)
        fields = _scan_header(text)
        file_kind = kind_of_format(fields.get("format"))
        version = fields.get("version")
        if file_kind is None or type(version) is not int or not 2 <= version <= SAVE_VERSION:
            raise HeaderUnavailable("not a header this program reads without the game")
        if version >= 3:
            stored = fields.pop("header_checksum", None)
            if stored != header_checksum(fields):
                raise HeaderUnavailable("the header does not match its checksum")
        else:
            # The header part of the migration; the game is not needed for it.
            fields = migrate({**fields, "settings": {}, "game": {}}, version, SAVE_VERSION)
        return file_kind, Header.model_validate(fields)
    except HeaderUnavailable:
        raise
    except Exception as exc:  # anything odd: let the whole-file check put it in words
        raise HeaderUnavailable(f"{type(exc).__name__}: {exc}") from None


def _fail(shown: str, problem: str) -> NoReturn:
    raise SaveError(shown, problem)


def _is_damaged(problem: str) -> Msg:
    """ "is damaged: {problem}", the problem an engine's, a parser's or our own words."""
    return Msg("is damaged: {problem}", problem=problem)


def _damaged(shown: str, problem: str) -> NoReturn:
    raise SaveError(shown, _is_damaged(problem))


__all__ = [
    "ENGINES",
    "FORMATS",
    "GAME_KINDS",
    "HEADER_FIELDS",
    "SAVE_VERSION",
    "Decoded",
    "Envelope",
    "Header",
    "HeaderUnavailable",
    "check_document",
    "check_kind",
    "decode",
    "encode",
    "engine_class",
    "parse_document",
    "peek_kind",
    "read_header",
]
