"""Reading JSON that may have been written by anybody: every failure is a ``ValueError``.

Python's ``json`` accepts ``NaN`` and ``Infinity`` (which no valid save holds), raises
``RecursionError`` on deeply nested brackets and a bare ``ValueError`` on integers of
more than 4,300 digits. Here each of those becomes one ``ValueError`` with a message a
player can read, so no load path ever ends in a traceback.
"""

from __future__ import annotations

import json


def _refuse_constant(name: str) -> object:
    raise ValueError(f"{name} is not a number a save can hold")


def load_json(text: str | bytes, what: str) -> object:
    """``text`` parsed as strict JSON; ``ValueError`` saying why ``what`` is unreadable."""
    if not isinstance(text, str | bytes):
        raise ValueError(f"{what} must be JSON text")
    try:
        return json.loads(text, parse_constant=_refuse_constant)
    except RecursionError:
        raise ValueError(f"{what} is nested too deeply to be read") from None
    except UnicodeDecodeError:
        raise ValueError(f"{what} is not UTF-8 text") from None
    except ValueError as exc:
        raise ValueError(f"{what} is not valid JSON: {exc}") from None
