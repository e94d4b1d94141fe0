"""Thinking time: when a bot must answer, on the wall clock or on its own CPU clock.

A budget is counted from the moment the bot is asked (the call of ``choose``), so the
set-up before a search counts against it, and it is what a player at the table feels:
the ``wall`` clock (:func:`time.perf_counter`). The simulator may count the ``cpu`` clock
instead (:func:`time.thread_time`, the deciding thread's processor time), so that bots
compared on a busy machine get the same work however many other processes run.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Literal

__all__ = ["CLOCKS", "CLOCK_NAMES", "ClockName", "Deadline", "clock_named"]

ClockName = Literal["wall", "cpu"]
CLOCK_NAMES: tuple[ClockName, ...] = ("wall", "cpu")

CLOCKS: Mapping[str, Callable[[], float]] = MappingProxyType(
    {"wall": time.perf_counter, "cpu": time.thread_time}
)
"""Each clock by name: seconds, comparable only with readings of the same clock."""


def clock_named(name: str) -> Callable[[], float]:
    """The clock called ``name`` (``wall`` or ``cpu``); ``ValueError`` for another."""
    try:
        return CLOCKS[name]
    except KeyError:
        raise ValueError(
            f"unknown clock {name!r}; choose one of {', '.join(CLOCK_NAMES)}"
        ) from None


@dataclass(frozen=True, slots=True)
class Deadline:
    """A moment on one clock; a search asks :meth:`passed` between its steps."""

    end: float
    clock: Callable[[], float] = time.perf_counter

    @classmethod
    def after(cls, seconds: float, clock: str = "wall") -> Deadline:
        """``seconds`` from now on the clock called ``clock``."""
        read = clock_named(clock)
        return cls(read() + seconds, read)

    def passed(self) -> bool:
        return self.clock() > self.end

    def remaining(self) -> float:
        """Seconds left (negative once passed)."""
        return self.end - self.clock()

    def sooner(self, fraction: float) -> Deadline:
        """A deadline ``fraction`` of the remaining time from now, on the same clock."""
        now = self.clock()
        return Deadline(now + max(0.0, self.end - now) * fraction, self.clock)
