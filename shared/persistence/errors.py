"""The one kind of error a save can raise, and how problems are put into words.

Every failure to read or write a save ends as a :class:`SaveError` whose text is one
sentence naming the file the way the user gave or sees it, followed by the problem:
"saves/x.json is not a Jass save".
"""

from __future__ import annotations

from pathlib import Path

from pydantic import ValidationError

from shared.text import printable

MAX_PROBLEM_CHARS = 400
"""A problem longer than this (an engine quoting a huge value) is cut, so it stays one line."""


class SaveError(Exception):
    """A save that cannot be read or written; ``str()`` is the whole message for the user.

    The message is one line of printable text: control characters in a file name or in
    the words of an engine are shown as escapes (:func:`shared.text.printable`).
    """

    def __init__(self, path: str | Path, problem: str) -> None:
        self.path = Path(path)
        self.shown = printable(path)
        problem = printable(problem)
        if len(problem) > MAX_PROBLEM_CHARS:
            problem = problem[: MAX_PROBLEM_CHARS - 1] + "…"
        self.problem = problem
        super().__init__(f"{self.shown} {problem}")


class SaveExists(SaveError):
    """A named save would replace an existing file; the UI asks before overwriting."""

    def __init__(self, path: str | Path) -> None:
        super().__init__(path, "already exists")


def plain_sentence(text: str, lower: bool = True) -> str:
    """``text`` as the tail of our sentence: on one line, no final full stop.

    ``lower`` makes a library's capitalised message ("Expecting value") small; an engine's
    own words are kept as written, since they may begin with a seat name ("South is …").
    """
    text = " ".join(str(text).split())
    if text.endswith(".") and not text.endswith(".."):
        text = text[:-1]
    if lower and text[:1].isupper() and not text[1:2].isupper():
        text = text[0].lower() + text[1:]
    return text


def describe_validation_error(error: ValidationError, prefix: str = "") -> str:
    """The first pydantic error as "where: what", counting the rest."""
    errors = error.errors(include_url=False)
    if not errors:
        return plain_sentence(str(error))
    first = errors[0]
    message = str(first["msg"]).removeprefix("Value error, ").removeprefix("Assertion failed, ")
    # A validator's own ValueError is the engine speaking; pydantic's words are made small.
    own_words = first["type"] in ("value_error", "assertion_error")
    parts = [prefix] if prefix else []
    parts += [str(part) for part in first["loc"]]
    where = ".".join(parts)
    message = plain_sentence(message, lower=not own_words)
    text = f"{where}: {message}" if where else message
    more = len(errors) - 1
    if more:
        text += f" (and {more} more problem{'s' if more > 1 else ''})"
    return text
