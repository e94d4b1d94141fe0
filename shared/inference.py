"""Reading hidden hands from public play, the game-free half: the play as a record, and a
pool of sampled deals drawn in proportion to how well each explains it.

A sampled deal only has to respect what the play proves (voids, declared Weis, cards
that must lead). Play also *suggests*: a seat that threw a low card on its partner's
trick probably had no ace to give. A game says how likely its seats' choices were had a
deal been dealt (``jass_tui.bots.inference``); :class:`DealPool` keeps the deals drawn
for one decision with those weights and hands them to the search in proportion, so a
deal that explains the play well is searched more often than one that does not. Nothing
here knows a game (Spades' reading of bids and play, built on it, measured worse and
lives on the branch ``experiment/spades-reading``).
"""

from __future__ import annotations

import bisect
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from shared.cards import Card


class Copyable(Protocol):
    def copy(self: W) -> W: ...


W = TypeVar("W", bound=Copyable)


@dataclass(frozen=True, slots=True)
class Play:
    """The hand's public play so far, in order: ``tricks`` as (leader, cards)."""

    tricks: tuple[tuple[int, tuple[Card, ...]], ...]
    observer: int

    @classmethod
    def from_view(cls, view: Any) -> Play:
        return cls(tuple((t.leader, tuple(t.cards)) for t in view.tricks), view.seat)

    def by_seat(self, order: Sequence[Sequence[int]]) -> list[list[Card]]:
        """The cards each seat has played, given the play order of each leader."""
        played: list[list[Card]] = [[], [], [], []]
        for leader, cards in self.tricks:
            for i, card in enumerate(cards):
                played[order[leader][i]].append(card)
        return played


def choice_chance(chosen: bool, options: int, trust: float) -> float:
    """How likely a seat made a choice among ``options``, had it followed a model's
    advice with probability ``trust`` and chosen at random otherwise: ``chosen`` says
    whether the model would have made the same choice."""
    return (1.0 - trust) / options + (trust if chosen else 0.0)


@dataclass(slots=True)
class DealPool(Generic[W]):
    """The deals drawn for one decision, each with its weight (how likely the play seen).

    Every :meth:`draw` first adds a fresh deal while the pool is below ``size``, then
    returns one of the pool in proportion to its weight; the first draws so come from
    few deals, the later ones from many.
    """

    fresh: Callable[[random.Random], W]
    weigh: Callable[[W], float]
    size: int
    deals: list[W] = field(default_factory=list)
    totals: list[float] = field(default_factory=list)
    """Running sums of the weights, for drawing by bisection."""

    def draw(self, rng: random.Random) -> W:
        if len(self.deals) < self.size:
            deal = self.fresh(rng)
            weight = self.weigh(deal)
            self.deals.append(deal)
            self.totals.append((self.totals[-1] if self.totals else 0.0) + weight)
        total = self.totals[-1]
        if total <= 0.0:
            return self.deals[rng.randrange(len(self.deals))].copy()
        index = bisect.bisect_right(self.totals, rng.random() * total)
        return self.deals[min(index, len(self.deals) - 1)].copy()
