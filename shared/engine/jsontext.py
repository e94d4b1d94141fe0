"""Reading JSON that may have been written by anybody: every failure is a ``ValueError``.

Python's ``json`` accepts ``NaN`` and ``Infinity`` (which no valid save holds), raises
``RecursionError`` on deeply nested brackets and a bare ``ValueError`` on integers of
more than 4,300 digits. Here each of those becomes one ``ValueError`` with a message a
player can read, so no load path ever ends in a traceback.
"""

from __future__ import annotations

import json

from shared.i18n import Msg


def _refuse_constant(name: str) -> object:
    raise ValueError(Msg("{name} is not a number a save can hold", name=name))


def load_json(text: str | bytes, what: str) -> object:
    """``text`` parsed as strict JSON; ``ValueError`` saying why ``what`` is unreadable.

    ``what`` ("a saved Jass game") may be a :class:`~shared.i18n.Msg`, as the errors are.
    """
    if not isinstance(text, str | bytes):
        raise ValueError(Msg("{what} must be JSON text", what=what))
    try:
        return json.loads(text, parse_constant=_refuse_constant)
    except RecursionError:
        raise ValueError(Msg("{what} is nested too deeply to be read", what=what)) from None
    except UnicodeDecodeError:
        raise ValueError(Msg("{what} is not UTF-8 text", what=what)) from None
    except ValueError as exc:
        # The parser's own words ("Expecting value: line 1 column 1") stay data.
        said = exc.args[0] if len(exc.args) == 1 else None
        problem = said if isinstance(said, Msg) else str(exc)
        raise ValueError(
            Msg("{what} is not valid JSON: {problem}", what=what, problem=problem)
        ) from None
