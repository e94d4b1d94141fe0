"""The one registry of game kinds: what each game is called, where its parts live.

A *kind* is one engine class with the engine contract (DESIGN.md), plus everything the
command line, the saves, the simulator and the bots need to know about it. Each game
package declares its kinds in a small ``kind.py`` of pure data (``KIND`` or ``KINDS``);
:data:`KIND_MODULES` is the one list of those modules, so a new kind is one new
``kind.py`` (or one more entry in an existing one) plus, for a new module, one line here.

Every place that used to keep its own table (titles, save formats, engines, bot names,
default presets, the app to start) reads it from here, and knows no game by name.

The engine, bots and app are named by lazy import paths (``"module:attribute"``) and are
imported only by the loaders below, so importing the registry imports neither Textual nor
an engine::

    kind = get_kind("jass")
    game = load_engine(kind).new(preset=kind.default_preset, seed=1)
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, TypeVar

__all__ = [
    "KIND_IDS",
    "KIND_MODULES",
    "GameKind",
    "KindTable",
    "all_kinds",
    "default_kind",
    "get_kind",
    "kind_ids",
    "kind_of_format",
    "kinds_for_command",
    "load_app",
    "load_bots",
    "load_engine",
    "load_object",
    "register_kind",
    "unregister_kind",
]

KIND_MODULES: tuple[str, ...] = (
    "jass_tui.kind",
    "spades_tui.kind",
)
"""Modules that declare kinds, in the order kinds are listed (a command's first is its default)."""

V = TypeVar("V")

_ID = re.compile(r"^[a-z][a-z0-9_-]{0,31}$")
_LAZY_PATH = re.compile(r"^[A-Za-z_][\w.]*(:[A-Za-z_]\w*)?$")


@dataclass(frozen=True)
class GameKind:
    """One game: its names, its engine and the pieces around it (lazy import paths).

    ``id``             the kind's name in saves, file names and ``--game`` ("jass")
    ``command``        the console command hosting it ("jass"; several kinds may share one)
    ``title``          the full name ("Schieber Jass"), in English: marked with ``N_`` where
                       declared, ``_(kind.title)`` where shown
    ``short_title``    the name in lists and messages ("Jass"), in English like ``title``
    ``engine``         ``"module:Class"`` of the engine ("jass_tui.state:JassGame")
    ``default_preset`` the preset a new game gets when none is chosen
    ``save_format``    the ``format`` field of its save files ("jass-save")
    ``bot_names``      default names of the bots at seats 1, 2 and 3
    ``bots``           a module that registers the kind's levels with
                       :func:`shared.bots.register` when imported, or ``"module:factory"``
                       of a ``factory(level, seed=..., **options)`` returning a bot
    ``app``            ``"module:function"`` that runs the table for a ``LaunchRequest``
    ``stats``          ``"module:attribute"`` of the kind's ``shared.stats.KindStats`` (what
                       its statistics count beyond games, wins and points), or ``""``
    """

    id: str
    command: str
    title: str
    short_title: str
    engine: str
    default_preset: str
    save_format: str
    bot_names: tuple[str, str, str]
    bots: str
    app: str
    stats: str = ""

    def __post_init__(self) -> None:
        for name in ("id", "command"):
            value = getattr(self, name)
            if not isinstance(value, str) or not _ID.match(value):
                raise ValueError(f"a game kind's {name} must be a short lowercase word: {value!r}")
        for name in ("title", "short_title", "default_preset", "save_format"):
            value = getattr(self, name)
            if not isinstance(value, str) or not value.strip():
                raise ValueError(f"game kind {self.id!r} needs a {name}")
        for name in ("engine", "app"):
            value = getattr(self, name)
            if not isinstance(value, str) or ":" not in value or not _LAZY_PATH.match(value):
                raise ValueError(
                    f"game kind {self.id!r}: {name} must be 'module:attribute', not {value!r}"
                )
        if not isinstance(self.stats, str) or (self.stats and not _LAZY_PATH.match(self.stats)):
            raise ValueError(f"game kind {self.id!r}: stats must be an import path: {self.stats!r}")
        if not isinstance(self.bots, str) or not _LAZY_PATH.match(self.bots):
            raise ValueError(f"game kind {self.id!r}: bots must be an import path: {self.bots!r}")
        names = self.bot_names
        if (
            not isinstance(names, tuple)
            or len(names) != 3
            or not all(isinstance(n, str) and n.strip() for n in names)
        ):
            raise ValueError(f"game kind {self.id!r} needs three bot names, got {names!r}")


# ---------------------------------------------------------------- the registry


@cache
def _declared() -> tuple[GameKind, ...]:
    """The kinds the game packages declare, imported once, checked for clashes."""
    kinds: list[GameKind] = []
    for module_name in KIND_MODULES:
        module = importlib.import_module(module_name)
        declared = getattr(module, "KINDS", None)
        if declared is None:
            declared = (getattr(module, "KIND", None),)
        for kind in declared:
            if not isinstance(kind, GameKind):
                raise TypeError(f"{module_name} must declare KIND or KINDS as GameKind values")
            kinds.append(kind)
    _check_unique(kinds)
    return tuple(kinds)


_OVERRIDES: dict[str, GameKind] = {}
"""Kinds registered at run time (tests, plug-ins); they replace a declared kind of that id."""


def _check_unique(kinds: Sequence[GameKind]) -> None:
    for attribute in ("id", "save_format"):
        seen: set[str] = set()
        for kind in kinds:
            value = getattr(kind, attribute)
            if value in seen:
                raise ValueError(f"two game kinds share the {attribute} {value!r}")
            seen.add(value)


def all_kinds() -> tuple[GameKind, ...]:
    """Every kind, declared ones first in :data:`KIND_MODULES` order, then registered ones."""
    declared = _declared()
    merged = [_OVERRIDES.get(kind.id, kind) for kind in declared]
    ids = {kind.id for kind in declared}
    merged += [kind for kind_id, kind in _OVERRIDES.items() if kind_id not in ids]
    return tuple(merged)


def kind_ids() -> tuple[str, ...]:
    return tuple(kind.id for kind in all_kinds())


def get_kind(kind: str | GameKind) -> GameKind:
    """The kind called ``kind``; ``ValueError`` listing the known kinds otherwise."""
    if isinstance(kind, GameKind):
        return kind
    for candidate in all_kinds():
        if candidate.id == kind:
            return candidate
    raise ValueError(f"unknown game {kind!r}; choose one of {', '.join(kind_ids())}")


def kinds_for_command(command: str) -> tuple[GameKind, ...]:
    """The kinds the console command ``command`` hosts, its default first (may be empty)."""
    return tuple(kind for kind in all_kinds() if kind.command == command)


def default_kind(command: str) -> GameKind:
    """The kind ``command`` starts without ``--game``; ``ValueError`` for an unknown command."""
    hosted = kinds_for_command(command)
    if not hosted:
        commands = sorted({kind.command for kind in all_kinds()})
        raise ValueError(f"unknown command {command!r}; choose one of {', '.join(commands)}")
    return hosted[0]


def kind_of_format(save_format: object) -> GameKind | None:
    """The kind whose saves carry ``"format": save_format``, if any."""
    for kind in all_kinds():
        if kind.save_format == save_format:
            return kind
    return None


def register_kind(kind: GameKind, replace: bool = False) -> None:
    """Add ``kind`` at run time (a test's toy game, a plug-in).

    A kind with the id of an existing one is refused unless ``replace`` is true; then it
    stands in for that kind until :func:`unregister_kind`.
    """
    if not isinstance(kind, GameKind):
        raise TypeError(f"register_kind needs a GameKind, not {type(kind).__name__}")
    exists = any(candidate.id == kind.id for candidate in all_kinds())
    if exists and not replace:
        raise ValueError(f"there is a game kind {kind.id!r} already")
    others = [candidate for candidate in all_kinds() if candidate.id != kind.id]
    _check_unique([*others, kind])
    _OVERRIDES[kind.id] = kind


def unregister_kind(kind_id: str) -> None:
    """Undo :func:`register_kind` (a declared kind comes back as it was declared)."""
    _OVERRIDES.pop(kind_id, None)


# ---------------------------------------------------------------- loaders


def load_object(path: str) -> Any:
    """Import ``"module:attribute"`` (the attribute) or ``"module"`` (the module itself)."""
    module_name, _, attribute = path.partition(":")
    module = importlib.import_module(module_name)
    return getattr(module, attribute) if attribute else module


def load_engine(kind: str | GameKind) -> Any:
    """The engine class of ``kind``, imported on first use."""
    return load_object(get_kind(kind).engine)


def load_app(kind: str | GameKind) -> Callable[[Any], Any]:
    """The function that runs ``kind``'s table for a ``LaunchRequest`` (imports Textual)."""
    run_app: Callable[[Any], Any] = load_object(get_kind(kind).app)
    return run_app


def load_bots(kind: str | GameKind) -> Any:
    """The kind's bots: the imported module (which registered its levels) or the factory."""
    return load_object(get_kind(kind).bots)


# ---------------------------------------------------------------- derived tables


class _KindIds(Sequence[str]):
    """The kind ids in registry order, read afresh on every use (see :data:`KIND_IDS`)."""

    def __getitem__(self, index: Any) -> Any:
        return kind_ids()[index]

    def __len__(self) -> int:
        return len(all_kinds())

    def __contains__(self, value: object) -> bool:
        return value in kind_ids()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Sequence) and not isinstance(other, str):
            return tuple(other) == kind_ids()
        return NotImplemented

    def __hash__(self) -> int:
        return hash(kind_ids())

    def __repr__(self) -> str:
        return repr(kind_ids())


KIND_IDS: Sequence[str] = _KindIds()
"""A live sequence of the kind ids: what the old ``GAME_KINDS`` tuples held."""


class KindTable(Mapping[str, V]):
    """A read-only, always current view ``kind id → some field`` of the registry.

    The old per-module tables (``FORMATS``, ``ENGINES``, ``BOT_NAMES`` …) are these, so
    code that imports them keeps working and can never disagree with the registry.
    """

    def __init__(self, field: Callable[[GameKind], V], name: str = "") -> None:
        self._field = field
        self._name = name

    def __getitem__(self, kind_id: str) -> V:
        for kind in all_kinds():
            if kind.id == kind_id:
                return self._field(kind)
        raise KeyError(kind_id)

    def __iter__(self) -> Iterator[str]:
        return iter(kind_ids())

    def __len__(self) -> int:
        return len(all_kinds())

    def __repr__(self) -> str:
        return f"KindTable({self._name or 'field'}: {dict(self)!r})"
