"""The bot protocol and the level registry both games plug into.

A bot gets a *view* (its own hand plus public information, built by the game's
``view(seat)``; the view type has no field for anybody else's cards) and the list of
legal actions, and returns one of them. Bots are deterministic for a given seed.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar, cast

from shared.deadline import clock_named
from shared.kinds import get_kind, load_object
from shared.levels import LEVELS

A = TypeVar("A")
S = TypeVar("S", bound="SearchingBot")

__all__ = [
    "BOT_LEVELS",
    "EXPERT_BUDGET",
    "EXPERT_MAX_SAMPLES",
    "LEVELS",
    "YARDSTICKS",
    "Bot",
    "RandomBot",
    "SearchingBot",
    "expert_of",
    "make_bot",
    "register",
]

# LEVELS (shared.levels): the levels a player meets at the table (set-up, saves, statistics).
YARDSTICKS = ("ismcts",)
"""Levels for measuring the others only: :func:`make_bot` and ``simulate`` build them,
the table never offers them (a save naming one does not load)."""
BOT_LEVELS = LEVELS + YARDSTICKS
"""Every level :func:`make_bot` builds."""


class Bot(Protocol):
    """Anything that picks one of the legal actions from what its seat may see."""

    level: str

    def choose(self, view: Any, legal: Sequence[A]) -> A: ...


class RandomBot:
    """Level ``easy``: a uniformly random legal action."""

    level = "easy"

    def __init__(self, seed: int | None = None, **_options: Any) -> None:
        # Options meant for other levels (a strong bot's ``budget``) are accepted and
        # ignored, so callers can build any level with the same arguments.
        self._rng = random.Random(seed)

    def choose(self, view: Any, legal: Sequence[A]) -> A:
        return legal[self._rng.randrange(len(legal))]


class SearchingBot:
    """What the searching levels share: a seed, a budget on a clock, one decision at a time.

    ``budget`` is seconds per decision on ``clock`` (``wall`` or ``cpu``, see
    :mod:`shared.deadline`); ``_rng(view)`` gives each decision its own generator, so a
    hint asked for in between never changes later decisions.
    """

    def __init__(self, seed: int | None, budget: float, clock: str) -> None:
        clock_named(clock)
        self.seed = random.SystemRandom().randrange(2**32) if seed is None else seed
        self.budget = budget
        self.clock = clock
        self._lock = threading.Lock()

    def _rng(self, view: Any) -> random.Random:
        key = f"{self.seed}:{view.hand_number}:{len(view.history)}:{view.seat}:{view.scores}"
        return random.Random(key)


EXPERT_BUDGET = 2.0
"""Seconds per decision an ``expert`` bot thinks when none is given (``strong``: 0.3)."""
EXPERT_MAX_SAMPLES = 10**12
"""The ``expert`` cap on sampled deals: none a search reaches, so its deadline ends it."""


def expert_of(strong: type[S], **defaults: Any) -> type[S]:
    """Level ``expert`` of a kind: its ``strong`` bot's search with more time, no cap.

    ``strong`` is a searching bot built as ``strong(seed, budget, max_samples, clock)``;
    the subclass only changes the defaults: :data:`EXPERT_BUDGET` seconds per decision
    (counted from the call of ``choose``, as for ``strong``) and :data:`EXPERT_MAX_SAMPLES`,
    so it samples deals until the deadline, and ``defaults``, keyword options of
    ``strong`` a kind's expert uses differently (options given at the call win). Not
    deterministic for a seed, as the clock ends every search.
    """

    strong_init: Callable[..., None] = strong.__init__

    def __init__(
        self: Any,
        seed: int | None = None,
        budget: float = EXPERT_BUDGET,
        max_samples: int = EXPERT_MAX_SAMPLES,
        clock: str = "wall",
        **options: Any,
    ) -> None:
        strong_init(self, seed, budget, max_samples, clock, **{**defaults, **options})

    name = strong.__name__.replace("Strong", "Expert", 1)
    namespace = {
        "level": "expert",
        "__init__": __init__,
        "__doc__": f"Level ``expert``: :class:`{strong.__name__}` with {EXPERT_BUDGET:g} s "
        "per decision and no cap on the sampled deals.",
        "__module__": strong.__module__,
        "__qualname__": name,
    }
    return cast("type[S]", type(name, (strong,), namespace))


BotFactory = Callable[..., Bot]
_REGISTRY: dict[tuple[str, str], BotFactory] = {}


def register(game: str, level: str, factory: BotFactory) -> None:
    """Make ``make_bot(game, level)`` build bots with ``factory(seed=..., **options)``."""
    _REGISTRY[(game, level)] = factory


def make_bot(game: str, level: str, seed: int | None = None, **options: Any) -> Bot:
    """A bot of ``level`` for the game kind ``game`` (a kind id of :mod:`shared.kinds`).

    The kind's ``bots`` path names either a module that registers its levels here when
    imported, or a ``factory(level, seed=..., **options)``. A level the game lacks is
    played by its ``easy`` bot, or a random one; a game without bots plays random.
    """
    if level not in BOT_LEVELS:
        raise ValueError(f"unknown bot level {level!r}; choose one of {', '.join(BOT_LEVELS)}")
    if (game, level) not in _REGISTRY:
        bots_path = get_kind(game).bots
        module_name = bots_path.partition(":")[0]
        try:
            loaded = load_object(bots_path)
        except ModuleNotFoundError as exc:
            if exc.name != module_name:
                raise
            loaded = None
        if ":" in bots_path and callable(loaded):
            bot: Bot = loaded(level, seed=seed, **options)
            return bot
    factory = _REGISTRY.get((game, level))
    if factory is None:
        if level == "easy" or (game, "easy") not in _REGISTRY:
            return RandomBot(seed)
        factory = _REGISTRY[(game, "easy")]
    return factory(seed=seed, **options)
