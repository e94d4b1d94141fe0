"""Text from outside (names in saves, file names, messages) made safe to show.

A name is data, never markup and never a terminal command. :func:`printable` turns every
character that could act on a terminal or hide what follows into a visible escape, so a
name like ``"\\x1b]0;pwned\\x07"`` shows as ``\\x1b]0;pwned\\x07`` instead of changing the
window's title. Markup (``[bold]``) is not touched here: it is plain text already, as
long as it is shown as plain text (``rich.text.Text``, ``markup=False``), never parsed.

No Textual, no Rich: the engine, the command line and the screens can all use it.
"""

from __future__ import annotations

import unicodedata

__all__ = ["printable"]

_BIDI_CONTROLS = frozenset(
    "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)
"""Marks that reorder the text after them ("Trojan Source"): shown, never obeyed."""

_SEPARATORS = frozenset("\u2028\u2029\u0085")


_SHORT_ESCAPES = {"\t": "\\t", "\n": "\\n", "\r": "\\r"}


def _escape(char: str) -> str:
    if char in _SHORT_ESCAPES:
        return _SHORT_ESCAPES[char]
    code = ord(char)
    if code <= 0xFF:
        return f"\\x{code:02x}"
    if code <= 0xFFFF:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


def _is_unsafe(char: str) -> bool:
    if char in _BIDI_CONTROLS or char in _SEPARATORS:
        return True
    # Cc: C0 and C1 controls, ESC and DEL among them; Cs: lone surrogates, which is how
    # Python holds the bytes of a file name that is not valid UTF-8 (they cannot be printed).
    return unicodedata.category(char) in ("Cc", "Cs")


def printable(text: object) -> str:
    """``text`` with every control character shown as an escape: one safe line.

    Tabs, newlines, ESC, DEL, the C1 controls, line separators, bidirectional overrides
    and undecodable file-name bytes become ``\\t``-style escapes (``\\x1b``, ``\\u202e``,
    ``\\udcff``); every other character, emoji and accents included, is kept as it is.
    """
    value = text if isinstance(text, str) else str(text)
    if value.isprintable():  # the common case: nothing to do
        return value
    return "".join(_escape(ch) if _is_unsafe(ch) else ch for ch in value)
