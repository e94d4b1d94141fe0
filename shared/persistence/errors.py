"""The one kind of error a save can raise, and how problems are put into words.

Every failure to read or write a save ends as a :class:`SaveError` whose text is one
sentence naming the file the way the user gave or sees it, followed by the problem:
"saves/x.json is not a Jass save". The problem is a :class:`~shared.i18n.Msg` (the file
name stays data), so the tables and the command line can show it in the player's
language: ``exc.in_language()``, or ``translate(exc.message)``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from shared.i18n import CardRef, Msg, Names, SuitRef, translate
from shared.text import printable

if TYPE_CHECKING:
    from pydantic import ValidationError

MAX_PROBLEM_CHARS = 400
"""A problem longer than this (an engine quoting a huge value) is cut, so it stays one line."""


class SaveError(Exception):
    """A save that cannot be read or written; ``str()`` is the whole message (English).

    The message is one line of printable text: control characters in a file name or in
    the words of an engine are shown as escapes (:func:`shared.text.printable`).
    ``problem`` and :attr:`message` are :class:`~shared.i18n.Msg` values equal to that
    English text; :meth:`in_language` says it in the current language.
    """

    def __init__(self, path: str | Path, problem: str) -> None:
        self.path = Path(path)
        self.shown = printable(path)
        english = printable(problem)
        said: Msg | None = None
        if len(english) > MAX_PROBLEM_CHARS:
            english = english[: MAX_PROBLEM_CHARS - 1] + "…"
        elif isinstance(problem, Msg):
            said = _printable_msg(problem)
            if str.__str__(said) != english:
                said = None
        # A problem in plain words is looked up as a message of its own (or shown as it is).
        self.problem: Msg = said if said is not None else Msg(english)
        super().__init__(Msg("{file} {problem}", file=self.shown, problem=self.problem))

    @property
    def message(self) -> Msg:
        """The whole message (file and problem) as a :class:`~shared.i18n.Msg`."""
        message: Msg = self.args[0]
        return message

    def in_language(self, names: Names | None = None) -> str:
        """The whole message in the current language, as one line of printable text."""
        return printable(translate(self.message, names))


def _printable_msg(message: Msg) -> Msg:
    """``message`` with control characters in its data shown as escapes (its words are ours)."""
    args: dict[str, object] = {}
    for key, value in message.args.items():
        if isinstance(value, Msg):
            args[key] = _printable_msg(value)
        elif isinstance(value, CardRef | SuitRef) or not isinstance(value, str):
            args[key] = value
        else:
            args[key] = printable(value)
    if message.plural_template is None:
        return Msg(message.template, **args)
    args.pop("n", None)
    return Msg.plural(message.template, message.plural_template, message.quantity, **args)


class SaveExists(SaveError):
    """A named save would replace an existing file; the UI asks before overwriting."""

    def __init__(self, path: str | Path) -> None:
        super().__init__(path, Msg("already exists"))


def engine_words(exc: BaseException, lower: bool = False) -> str:
    """What an exception says, as the tail of our sentence (see :func:`plain_sentence`);
    a :class:`~shared.i18n.Msg` when it was one and needed no change, so it stays
    translatable."""
    said = exc.args[0] if len(exc.args) == 1 else None
    text = plain_sentence(str(exc), lower=lower)
    if isinstance(said, Msg) and str.__str__(said) == text:
        return said
    return text


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
    text = Msg("{where}: {problem}", where=where, problem=message) if where else message
    more = len(errors) - 1
    if more:
        # TRANSLATORS: {problem} is the first problem found in a save (pydantic's words).
        text = Msg.plural(
            "{problem} (and {n} more problem)",
            "{problem} (and {n} more problems)",
            more,
            problem=text,
        )
    return text
