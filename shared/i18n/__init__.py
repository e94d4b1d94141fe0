"""Every word a player reads, in his language: gettext catalogues, one language per process.

The source is written in English; each English string is a *msgid* that the catalogue of
the current language (``shared/i18n/locale/<lang>/LC_MESSAGES/cards.mo``, compiled from
its ``.po``) maps to the translation. English needs no catalogue.

Three ways a string reaches the player, and the one way each is written:

* **The screens and the command line** translate where they build a text:
  ``_("Play")``, ``_("{name} takes the trick").format(name=...)``,
  ``ngettext("{n} trick", "{n} tricks", n).format(n=n)``.
* **Constants** (binding descriptions, option labels, tables of names) are marked with
  ``N_("Play")``: it returns the English text unchanged and only tells the extractor;
  the code that shows it calls ``_()`` on it then. Nothing is translated at import time,
  so switching the language (the start screen, a test) takes effect on the next repaint.
* **The engine and everything else without a screen** stays language-free: it says
  things as a :class:`Msg`, which *is* the English text (a ``str``: logs, tests and the
  ``IllegalAction`` message read as before) and also carries its template and
  arguments. The table translates it with :func:`translate`, naming cards and suits in
  its deck's words (:class:`CardRef`, :class:`SuitRef` arguments).

    set_language("de")
    _("Hint")                                              # "Tipp"
    reason = Msg("you must follow {suit}", suit=SuitRef("H"))
    str(reason)                                            # "you must follow hearts"
    translate(reason, names)                               # "Du musst Rosen angeben"

Adding a language is one catalogue: ``python -m shared.i18n.catalog init fr`` makes
``locale/fr/LC_MESSAGES/cards.po`` from the template, a translator fills it in,
``python -m shared.i18n.catalog compile`` writes the ``.mo``, and :data:`LANGUAGES`
gets its name. ``tests/i18n`` then checks that every message has a translation.

No Textual, no Rich: the engine's callers, the command line and the screens all use it.
"""

from __future__ import annotations

import gettext as _gettext
import os
from collections.abc import Callable, Mapping
from datetime import datetime
from pathlib import Path
from typing import Protocol

__all__ = [
    "DEFAULT_LANGUAGE",
    "LANGUAGES",
    "N_",
    "CardRef",
    "Msg",
    "Names",
    "SuitRef",
    "_",
    "format_datetime",
    "format_number",
    "gettext",
    "language",
    "language_from_environment",
    "ngettext",
    "pgettext",
    "resolve_language",
    "set_language",
    "translate",
]

DOMAIN = "cards"
LOCALE_DIR = Path(__file__).with_name("locale")

LANGUAGES: Mapping[str, str] = {"en": "English", "de": "Deutsch"}
"""The languages the tables speak, by code, each named in its own words."""
DEFAULT_LANGUAGE = "en"

NUMBER_LOCALES: Mapping[str, str] = {"en": "en_US", "de": "de_CH"}
"""The locale whose digits each language uses unless the environment names a region
(Jass is Swiss, so German writes 1'000 unless LANG says ``de_DE``)."""


class _State:
    language = DEFAULT_LANGUAGE
    number_locale = NUMBER_LOCALES[DEFAULT_LANGUAGE]
    catalogue: _gettext.NullTranslations = _gettext.NullTranslations()


def set_language(code: str, number_locale: str | None = None) -> None:
    """Speak ``code`` ("en", "de") from now on; ``ValueError`` for a language we lack."""
    if code not in LANGUAGES:
        raise ValueError(
            f"unknown language {code!r}; the tables speak {', '.join(sorted(LANGUAGES))}"
        )
    if code == DEFAULT_LANGUAGE:
        catalogue: _gettext.NullTranslations = _gettext.NullTranslations()
    else:
        catalogue = _load(code)
    _State.catalogue = catalogue
    _State.language = code
    _State.number_locale = number_locale or NUMBER_LOCALES[code]


def _load(code: str) -> _gettext.NullTranslations:
    path = LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo"
    with path.open("rb") as handle:
        return _gettext.GNUTranslations(handle)


def language() -> str:
    """The code of the language spoken now."""
    return _State.language


def gettext(message: str) -> str:
    """``message`` in the current language (itself where the catalogue lacks it)."""
    return _State.catalogue.gettext(message)


_ = gettext


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural of a message for ``n``, by the language's plural rule."""
    return _State.catalogue.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` where the same English word needs two translations ("Match")."""
    return _State.catalogue.pgettext(context, message)


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue without translating it now."""
    return message


# --------------------------------------------------------------------- choosing a language

_LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def language_from_environment(environ: Mapping[str, str]) -> tuple[str, str] | None:
    """The first language we speak that the locale variables name, with its digits' locale.

    ``LANGUAGE`` (a colon-separated list), then ``LC_ALL``, ``LC_MESSAGES``, ``LANG``, as
    gettext reads them: ``de_CH.UTF-8`` → ``("de", "de_CH")``; ``C`` and ``POSIX`` name
    no language.
    """
    for variable in _LOCALE_VARIABLES:
        value = environ.get(variable, "")
        for item in value.split(":"):
            name = item.split(".", 1)[0].split("@", 1)[0]
            code = name.split("_", 1)[0].lower()
            if code in LANGUAGES:
                region = name.split("_", 1)[1].upper() if "_" in name else ""
                return code, f"{code}_{region}" if region.isalpha() else NUMBER_LOCALES[code]
        if value and variable != "LANGUAGE":
            return None  # a set variable that names none of ours: English, as gettext would
    return None


def resolve_language(
    requested: str | None,
    remembered: str | None = None,
    environ: Mapping[str, str] | None = None,
) -> tuple[str, str]:
    """The language to speak and its digits' locale: ``--lang``, else the start screen's
    remembered choice, else the locale variables, else English."""
    env = os.environ if environ is None else environ
    if requested is not None:
        found = language_from_environment({"LANG": requested})
        if found is None:
            raise ValueError(
                f"unknown language {requested!r}; choose one of {', '.join(sorted(LANGUAGES))}"
            )
        return found
    if remembered is not None and remembered in LANGUAGES:
        from_env = language_from_environment(env)
        if from_env is not None and from_env[0] == remembered:
            return from_env
        return remembered, NUMBER_LOCALES[remembered]
    return language_from_environment(env) or (DEFAULT_LANGUAGE, NUMBER_LOCALES[DEFAULT_LANGUAGE])


# ------------------------------------------------------------------ numbers and dates


def format_number(value: int | float) -> str:
    """``value`` with the language's digit grouping and decimal mark (1,000 / 1'000)."""
    text = f"{value:,}"
    if _State.language == DEFAULT_LANGUAGE:
        return text  # the common case, without loading Babel
    # Babel's own patterns group de_CH millions oddly (1000000'000): only its symbols.
    from babel.numbers import get_decimal_symbol, get_group_symbol

    group = get_group_symbol(_State.number_locale)
    decimal = get_decimal_symbol(_State.number_locale)
    return text.replace(",", "\0").replace(".", decimal).replace("\0", group)


def format_datetime(moment: datetime) -> str:
    """A date and time as the language writes it, short ("12/1/26, 7:05 PM")."""
    from babel.dates import format_datetime as babel_format

    return str(babel_format(moment, "short", locale=_State.number_locale))


# ------------------------------------------------------------- messages as data


class CardRef(str):
    """A card code inside a :class:`Msg`, said as the card's name in the deck's words."""

    __slots__ = ()


class SuitRef(str):
    """A suit code inside a :class:`Msg`, said as the suit's name in the deck's words."""

    __slots__ = ()


class Names(Protocol):
    """What names cards and suits for :func:`translate` (a table's deck style)."""

    def name(self, card: str) -> str: ...

    def suit_name(self, suit: str) -> str: ...


class _EnglishNames:
    """The French deck in English: how a :class:`Msg` reads as a plain ``str``."""

    def name(self, card: str) -> str:
        from shared.cards import card_name

        return card_name(card)

    def suit_name(self, suit: str) -> str:
        from shared.cards import SUIT_NAMES

        return SUIT_NAMES[suit]


class _LocalNames:
    """The French deck in the current language: :func:`translate` without a deck style."""

    def name(self, card: str) -> str:
        from shared.cards import JOKER_NAMES, RANK_NAMES, SUIT_NAMES

        if card in JOKER_NAMES:
            return gettext(JOKER_NAMES[card])
        return gettext("{rank} of {suit}").format(
            rank=gettext(RANK_NAMES[card[1]]), suit=gettext(SUIT_NAMES[card[0]])
        )

    def suit_name(self, suit: str) -> str:
        from shared.cards import SUIT_NAMES

        return gettext(SUIT_NAMES[suit])


_ENGLISH = _EnglishNames()
_LOCAL = _LocalNames()


class Msg(str):
    """A message that is its English text and also carries its template and arguments.

    ``Msg(template, **args)``: the English text is ``template.format(**args)`` with
    :class:`CardRef` / :class:`SuitRef` arguments named in English and :class:`Msg`
    arguments as their English text; :meth:`plural` makes one whose template depends on
    ``n``. Both forms are found by the extractor (keywords ``Msg`` and ``Msg.plural``).
    """

    template: str
    plural_template: str | None
    quantity: int
    args: Mapping[str, object]

    def __new__(cls, template: str, /, **args: object) -> Msg:
        return cls._make(template, None, 0, args)

    @classmethod
    def plural(cls, singular: str, plural: str, n: int, /, **args: object) -> Msg:
        """``singular`` or ``plural`` by ``n`` (also passed to the template as ``n``)."""
        return cls._make(singular, plural, n, {"n": n, **args})

    @classmethod
    def _make(cls, template: str, plural: str | None, n: int, args: Mapping[str, object]) -> Msg:
        chosen = template if plural is None or n == 1 else plural
        text = chosen.format(**_arguments(args, _ENGLISH, _english)) if args else chosen
        self = super().__new__(cls, text)
        self.template = template
        self.plural_template = plural
        self.quantity = n
        self.args = dict(args)
        return self

    def __reduce__(self) -> tuple[Callable[..., Msg], tuple[object, ...]]:
        # The default would rebuild from the English text as if it were a template.
        return _rebuild, (self.template, self.plural_template, self.quantity, dict(self.args))

    def in_language(self, names: Names | None = None) -> str:
        """The message in the current language, cards and suits named by ``names``."""
        if self.plural_template is None:
            template = gettext(self.template)
        else:
            template = ngettext(self.template, self.plural_template, self.quantity)
        if not self.args:
            return template
        local = names or _LOCAL
        return template.format(**_arguments(self.args, local, lambda m: translate(m, local)))


def _rebuild(template: str, plural: str | None, n: int, args: dict[str, object]) -> Msg:
    return Msg._make(template, plural, n, args)


def _english(message: Msg) -> str:
    return str.__str__(message)


def _arguments(
    args: Mapping[str, object], names: Names, message: Callable[[Msg], str]
) -> dict[str, object]:
    out: dict[str, object] = {}
    for key, value in args.items():
        if isinstance(value, CardRef):
            out[key] = names.name(str.__str__(value))
        elif isinstance(value, SuitRef):
            out[key] = names.suit_name(str.__str__(value))
        elif isinstance(value, Msg):
            out[key] = message(value)
        else:
            out[key] = value
    return out


def translate(text: str, names: Names | None = None) -> str:
    """``text`` in the current language: a :class:`Msg` with its arguments, or a msgid."""
    if isinstance(text, Msg):
        return text.in_language(names)
    return gettext(text) if text else text
