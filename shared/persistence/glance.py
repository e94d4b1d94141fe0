"""A quick look at one save for the start menu's Continue line, without pydantic.

:func:`glance_summary` vouches for a save only when it is exactly as this program writes
one (the current version, both checksums matching, every field of the plain type and
shape the envelope's models accept); then its summary is what the list of saves would
show. Anything else, a damaged file too, returns ``None``: the caller asks the full
reader (``store.read_save_info``), which names the problem exactly. So the quick look is
never more lenient than the list, only cheaper for the common case.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Collection, Mapping
from datetime import datetime
from pathlib import Path
from typing import Any

from shared.kinds import kind_of_format
from shared.levels import LEVELS
from shared.persistence.document import (
    _TAIL,
    HEADER_FIELDS,
    MAX_SETTINGS_DEPTH,
    SAVE_VERSION,
    _canonical,
    _checksum,
    _depth,
    _loads,
    _scan_header,
    header_checksum,
)
from shared.persistence.files import LIST_HEAD_BYTES, LIST_TAIL_BYTES, read_save_ends
from shared.persistence.summary import summary_message

PLAYER_KINDS = frozenset({"human", *LEVELS})
"""``shared.players.PLAYER_KINDS`` (a test keeps the two equal)."""
MAX_NAME_LENGTH = 40
"""``shared.players.MAX_NAME_LENGTH`` (a test keeps the two equal)."""

MAX_NUMBER = 2**63
"""Scores beyond this the quick look leaves to the full reader."""

ENVELOPE_FIELDS = frozenset({*HEADER_FIELDS, "settings", "game"})
"""The fields of a whole current-version save besides its two checksums."""
_SAVED_AT = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d")
"""``saved_at`` as the writer puts it (``isoformat(timespec="milliseconds")``, aware)."""


def glance_summary(path: Path, kinds: Collection[str]) -> str | None:
    """The summary of the save at ``path`` when it is a good save of one of ``kinds``.

    ``None`` when the quick look cannot vouch for it: missing, unreadable, damaged, an
    older version, another game's, or anything unusual (the full reader decides then).
    """
    try:
        ends = read_save_ends(path, LIST_HEAD_BYTES, LIST_TAIL_BYTES)
        fields = _whole(ends.head) if ends.whole else _header(ends.head, ends.tail)
    except Exception:  # a quick look never raises: the full reader says what is wrong
        return None
    if fields is None or not _good_header(fields, kinds):
        return None
    return summary_message(fields["summary"])


def _whole(raw: bytes) -> dict[str, Any] | None:
    """The fields of a whole save whose checksums both match, else ``None``."""
    doc = _loads(raw.decode("utf-8"))
    if not isinstance(doc, dict) or type(doc.get("version")) is not int:
        return None
    if doc["version"] != SAVE_VERSION:
        return None
    stored = doc.pop("checksum", None)
    if not isinstance(stored, str) or stored != _checksum(_canonical(doc)):
        return None
    sealed = doc.pop("header_checksum", None)
    if sealed != header_checksum(doc) or set(doc) != ENVELOPE_FIELDS:
        return None
    if not isinstance(doc["settings"], dict) or not isinstance(doc["game"], dict):
        return None
    if _depth(doc["settings"]) > MAX_SETTINGS_DEPTH:
        return None
    return doc


def _header(head: bytes, tail: bytes) -> dict[str, Any] | None:
    """The header of a long save read without its game (sealed by its checksum)."""
    if not _TAIL.search(tail):
        return None
    text = codecs.getincrementaldecoder("utf-8")().decode(head, final=False)
    fields = _scan_header(text)
    if fields.get("version") != SAVE_VERSION or type(fields["version"]) is not int:
        return None
    sealed = fields.pop("header_checksum", None)
    if sealed != header_checksum(fields) or set(fields) != set(HEADER_FIELDS):
        return None
    return fields


def _good_header(fields: Mapping[str, Any], kinds: Collection[str]) -> bool:
    """Whether every header field is of the plain type and shape the models accept."""
    kind = kind_of_format(fields["format"])
    if kind is None or kind.id not in kinds:
        return False
    summary, players = fields["summary"], fields["players"]
    if not isinstance(summary, str) or not summary:
        return False
    if not _is_saved_at(fields["saved_at"]):
        return False
    if not isinstance(players, list) or len(players) != 4 or not all(map(_is_player, players)):
        return False
    scores, hands = fields["scores"], fields["hands"]
    if not isinstance(scores, list) or not all(map(_is_number, scores)):
        return False
    return _is_number(hands) and hands >= 0


def _is_number(value: object) -> bool:
    return type(value) is int and -MAX_NUMBER < value < MAX_NUMBER


def _is_saved_at(value: object) -> bool:
    if not isinstance(value, str) or not _SAVED_AT.fullmatch(value):
        return False
    try:
        return datetime.fromisoformat(value).tzinfo is not None
    except ValueError:
        return False


def _is_player(value: object) -> bool:
    if not isinstance(value, dict) or set(value) != {"name", "kind"}:
        return False
    name = value["name"]
    return (
        isinstance(name, str)
        and 1 <= len(name) <= MAX_NAME_LENGTH
        and value["kind"] in PLAYER_KINDS
    )


__all__ = ["glance_summary"]
