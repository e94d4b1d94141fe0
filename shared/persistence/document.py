"""A save's JSON text, below any validation: its canonical form, its checksums, a careful
parser and the field-by-field reading of its header.

What :mod:`~shared.persistence.envelope` checks a save with before (and besides) its
models, kept apart so that a quick look at a save (the start menu's Continue line,
:mod:`~shared.persistence.glance`) needs neither pydantic nor an engine.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from shared.i18n import Msg

if TYPE_CHECKING:
    import json

SAVE_VERSION = 3
CHECKSUM_PREFIX = "sha256:"
HEADER_FIELDS = ("format", "version", "saved_at", "summary", "players", "scores", "hands")
"""The fields ``header_checksum`` seals, in the order they are written."""

MAX_SETTINGS_DEPTH = 32
"""The table's settings are a flat object with a few small values; deeper is not a save."""


def _canonical(doc: Mapping[str, Any]) -> str:
    import json  # json and hashlib are imported when a save is read or written

    return json.dumps(doc, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def _checksum(canonical: str) -> str:
    import hashlib

    return CHECKSUM_PREFIX + hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def header_checksum(doc: Mapping[str, Any]) -> str:
    """The checksum of the header fields of ``doc`` (those it has, in header order)."""
    return _checksum(_canonical({key: doc[key] for key in HEADER_FIELDS if key in doc}))


class _NotANumber(ValueError):
    pass


def _refuse_constant(name: str) -> Any:
    raise _NotANumber(Msg("it holds the number {name}, which no save has", name=name))


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _NotANumber(Msg("it holds a number too large for a save"))
    return value


def _decoder() -> json.JSONDecoder:
    import json

    return json.JSONDecoder(parse_constant=_refuse_constant, parse_float=_finite_float)


def _loads(text: str) -> Any:
    return _decoder().decode(text)


def _depth(value: Any) -> int:
    """How deeply lists and objects nest in ``value`` (without recursion)."""
    deepest = 0
    stack = [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict | list):
            if level > deepest:
                deepest = level
            if level <= MAX_SETTINGS_DEPTH:
                children = item.values() if isinstance(item, dict) else item
                stack.extend((child, level + 1) for child in children)
    return deepest


_TAIL = re.compile(rb',\s*"checksum"\s*:\s*"sha256:[0-9a-f]{64}"\s*\}\s*$')
_STOP_KEYS = frozenset({"settings", "game"})


def _skip_space(text: str, position: int) -> int:
    while position < len(text) and text[position] in " \t\n\r":
        position += 1
    return position


def _scan_header(text: str) -> dict[str, Any]:
    """The top-level fields of the JSON object in ``text`` up to the settings or the game.

    Reads field by field, so the (long) game is never parsed; ``ValueError`` or
    ``IndexError`` when ``text`` ends first or is not such an object.
    """
    decoder = _decoder()
    position = _skip_space(text, 0)
    if text[position] != "{":
        raise ValueError("not a JSON object")
    position += 1
    fields: dict[str, Any] = {}
    while True:
        position = _skip_space(text, position)
        key, position = decoder.raw_decode(text, position)
        if not isinstance(key, str):
            raise ValueError("not a JSON object")
        position = _skip_space(text, position)
        if text[position] != ":":
            raise ValueError("not a JSON object")
        position = _skip_space(text, position + 1)
        if key in _STOP_KEYS:
            return fields
        value, position = decoder.raw_decode(text, position)
        fields[key] = value
        if key == "header_checksum":
            return fields
        position = _skip_space(text, position)
        if text[position] != ",":
            raise ValueError("the object ends before its game")
        position += 1


__all__ = [
    "CHECKSUM_PREFIX",
    "HEADER_FIELDS",
    "MAX_SETTINGS_DEPTH",
    "SAVE_VERSION",
    "header_checksum",
]
