"""The save envelope: one JSON document around the engine's game state.

Version 2 looks like::

    {"format": "jass-save", "version": 2, "saved_at": "2025-06-01T14:02:11.123+02:00",
     "summary": "Schieber 1000 · hand 4 · 312 : 415 · You, Ruedi, Vreni, Hansruedi",
     "players": [{"name": "You", "kind": "human"}, ...], "settings": {...},
     "game": {...the engine's pydantic state...}, "checksum": "sha256:..."}

The checksum covers the compact re-serialisation of everything else, so any changed
byte is noticed even where the damaged document is still valid JSON with a plausible
game in it (a flipped digit in a score or in the seed).

Reading goes outside in, and stops at the first problem with a message in words: bytes
→ text → JSON → our format → version (newer refused, older migrated) → checksum →
envelope fields → the engine's own validation of the game.
"""

from __future__ import annotations

import hashlib
import importlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, NoReturn

from pydantic import AwareDatetime, BaseModel, ConfigDict, ValidationError

from shared.persistence.errors import SaveError, describe_validation_error, plain_sentence
from shared.persistence.migrations import MigrationError, migrate
from shared.persistence.summary import GAME_TITLES, summarize
from shared.players import PlayerSpec

SAVE_VERSION = 2
GAME_KINDS = ("jass", "spades")
FORMATS = {"jass": "jass-save", "spades": "spades-save"}
KIND_OF_FORMAT = {fmt: kind for kind, fmt in FORMATS.items()}
CHECKSUM_PREFIX = "sha256:"

ENGINES: dict[str, str] = {
    "jass": "jass_tui.state:JassGame",
    "spades": "spades_tui.state:SpadesGame",
}
"""Where each game's state class lives; imported only when a save of that game is read."""


class Envelope(BaseModel):
    """The fields around the game, as validated after migration and checksum."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: str
    version: int
    saved_at: AwareDatetime
    summary: str
    players: tuple[PlayerSpec, PlayerSpec, PlayerSpec, PlayerSpec]
    settings: dict[str, Any]
    game: dict[str, Any]


@dataclass(frozen=True)
class Decoded:
    """A save that passed every check: its envelope and the engine's game object."""

    kind: str
    envelope: Envelope
    game: Any
    summary: str


def engine_class(kind: str) -> Any:
    """The state class of ``kind``, imported on first use."""
    module_name, _, attribute = ENGINES[kind].partition(":")
    return getattr(importlib.import_module(module_name), attribute)


def check_kind(kind: str) -> None:
    if kind not in GAME_KINDS:
        raise ValueError(f"unknown game {kind!r}; choose one of {', '.join(GAME_KINDS)}")


def _canonical(doc: Mapping[str, Any]) -> str:
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def _checksum(canonical: str) -> str:
    return CHECKSUM_PREFIX + hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def encode(
    kind: str,
    game: Any,
    players: Sequence[PlayerSpec],
    settings: Mapping[str, Any],
    saved_at: datetime,
) -> bytes:
    """The bytes of a current-version save of ``game``."""
    check_kind(kind)
    if len(players) != 4:
        raise ValueError(f"a save needs four players, got {len(players)}")
    doc = {
        "format": FORMATS[kind],
        "version": SAVE_VERSION,
        "saved_at": saved_at.isoformat(timespec="milliseconds"),
        "summary": summarize(kind, game, players),
        "players": [player.model_dump() for player in players],
        "settings": dict(settings),
        "game": json.loads(game.to_json()),
    }
    try:
        body = _canonical(doc)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"the settings cannot be saved as JSON: {exc}") from None
    # The checksum is spliced in last so the file is the canonical text plus one field.
    return f'{body[:-1]},"checksum":"{_checksum(body)}"}}'.encode()


def decode(raw: bytes, shown: str, kind: str | None) -> Decoded:
    """Check ``raw`` from the outside in; ``kind=None`` accepts either game."""
    doc = _parse_json(raw, shown)
    file_kind = _file_kind(doc, shown, kind)
    version = _version(doc, shown)
    if version == SAVE_VERSION:
        _verify_checksum(doc, shown)
    else:
        try:
            doc = migrate(doc, version, SAVE_VERSION)
        except MigrationError as exc:
            raise SaveError(shown, f"is damaged: {exc}") from None
    try:
        envelope = Envelope.model_validate(doc)
    except ValidationError as exc:
        raise SaveError(shown, f"is damaged: {describe_validation_error(exc)}") from None
    game = _load_game(file_kind, envelope.game, shown)
    summary = envelope.summary or summarize(file_kind, game, envelope.players)
    return Decoded(file_kind, envelope, game, summary)


def peek_kind(raw: bytes) -> str | None:
    """The game a file claims to be, if that much can be read; used to filter lists."""
    try:
        doc = json.loads(raw)
    except (ValueError, RecursionError):
        return None
    fmt = doc.get("format") if isinstance(doc, dict) else None
    return KIND_OF_FORMAT.get(fmt) if isinstance(fmt, str) else None


def _parse_json(raw: bytes, shown: str) -> dict[str, Any]:
    if not raw.strip():
        return _fail(shown, "is empty")
    looks_like_json = raw.lstrip()[:1] == b"{"
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        if not looks_like_json:
            return _fail(shown, "is not a save file (it is not text)")
        if exc.reason != "unexpected end of data":
            return _fail(shown, f"is damaged: byte {exc.start + 1} is not valid UTF-8 text")
        # Cut inside a multi-byte letter: read what is there and report the early end.
        text = raw[: exc.start].decode("utf-8")
    if not looks_like_json:
        return _fail(shown, "is not a save file (it is not JSON)")
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        return _fail(shown, f"is damaged: {_json_problem(exc, text)}")
    except RecursionError:
        return _fail(shown, "is damaged: it is nested too deeply to be a save")
    if not isinstance(doc, dict):
        return _fail(shown, "is not a save file (no save header)")
    return doc


def _json_problem(exc: json.JSONDecodeError, text: str) -> str:
    """ "line 1 column 812: unexpected end" for a cut-off file, else the parser's words."""
    if not text.rstrip().endswith("}"):
        # Every save ends with its closing brace: without it the file was cut short.
        # Like the parser, count columns from 1: the end is just after the last character.
        line = text.count("\n") + 1
        column = len(text) - (text.rfind("\n") + 1) + 1
        return f"line {line} column {column}: unexpected end"
    return f"line {exc.lineno} column {exc.colno}: {plain_sentence(exc.msg)}"


def _file_kind(doc: dict[str, Any], shown: str, kind: str | None) -> str:
    fmt = doc.get("format")
    file_kind = KIND_OF_FORMAT.get(fmt) if isinstance(fmt, str) else None
    if kind is None:
        if file_kind is None:
            _fail(shown, "is not a save file (it has no known format)")
        return file_kind
    if file_kind != kind:
        other = f" (it is a {GAME_TITLES[file_kind]} save)" if file_kind else ""
        _fail(shown, f"is not a {GAME_TITLES[kind]} save{other}")
    return kind


def _version(doc: dict[str, Any], shown: str) -> int:
    version = doc.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        _fail(shown, "is damaged: it has no version number")
    if version > SAVE_VERSION:
        _fail(
            shown,
            f"was written by a newer version ({version}); this program reads up to {SAVE_VERSION}",
        )
    if version < 1:
        _fail(shown, f"is damaged: there is no save version {version}")
    return version


def _verify_checksum(doc: dict[str, Any], shown: str) -> None:
    stored = doc.pop("checksum", None)
    if not isinstance(stored, str):
        _fail(shown, "is damaged: its checksum is missing")
    if _checksum(_canonical(doc)) != stored:
        _fail(shown, "is damaged: its content does not match its checksum")


def _load_game(kind: str, state: dict[str, Any], shown: str) -> Any:
    try:
        cls = engine_class(kind)
    except ImportError as exc:
        raise SaveError(
            shown, f"cannot be loaded: the {GAME_TITLES[kind]} engine is missing ({exc})"
        ) from None
    text = _canonical(state)
    try:
        return cls.from_json(text)
    except ValidationError as exc:
        problem = describe_validation_error(exc, prefix="game")
    except ValueError as exc:
        problem = plain_sentence(str(exc), lower=False)
    except Exception as exc:  # an engine bug on odd input must not become a traceback
        problem = f"the {GAME_TITLES[kind]} engine cannot read it ({type(exc).__name__}: {exc})"
    raise SaveError(shown, f"is damaged: {problem}")


def _fail(shown: str, problem: str) -> NoReturn:
    raise SaveError(shown, problem)
