"""The garbage collector, kept out of the table's frames.

Three things made its passes stall the table:

- **The heap a game starts with.** Modules, Textual's styles and the table are alive for
  the whole game, and every full pass scanned all of them: at a hand's end, when the
  summary's widgets became garbage, one pass stalled the table for 80-115 ms.
  :func:`settle_the_heap` leaves them out of every pass. It does so anew at each game:
  frozen once a process, the first table (its widgets point at one another, so only a
  pass frees them) outlived its game with everything it still pointed at, ~64,000
  objects that every later pass walked (passes of 30-60 ms from the second game on,
  10-15 ms in the first).
- **Where a full pass falls.** CPython starts one inside whatever allocates at that
  moment, most often a screen's first render, so the two stalls added up (about
  150 ms at 160×50). :class:`FullPasses` leaves the young passes to CPython, holds
  the full ones back, and runs each on its own loop callback once as many young
  passes have gone by as CPython would wait for.
- **What closed screens leave behind.** Textual memoizes every widget's inner and outer
  style in one class-wide cache keyed by the widget's line cache, so each closed
  dialog's rendered lines stayed alive until 1024 newer widgets pushed them out: about
  13,000 objects a Spades game, and every full pass walked them (its stall grew from
  25 ms to 100 ms over a few games). :func:`forget_closed_screens` empties that cache.
"""

from __future__ import annotations

import asyncio
import gc

from textual._styles_cache import StylesCache

FULL_PASS_AFTER = 10
"""Young passes between two full ones (CPython's own third threshold)."""
CHECK_EVERY = 0.25
"""Seconds between two looks at whether a full pass is due."""
_HELD = 2**31 - 1
"""A third threshold CPython never reaches."""


def settle_the_heap() -> None:
    """Free what the last game left, then leave what lives now out of later passes.

    One full pass over everything, run when a game begins, after its first frame: 10-20 ms
    for the first game of a process at 160×50 on our 2-core machine, 55-75 ms in the
    benchmark, where a whole closed app is freed; what comes later is collected as before."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()


def forget_closed_screens() -> None:
    """Let go of the lines of widgets no longer shown (a dialog just closed, a game began).

    The cache only saves working out two styles per widget; the next repaint does that
    again for the widgets still shown."""
    StylesCache.get_inner_outer.cache_clear()


class FullPasses:
    """The collector's full passes, each run on its own while an app is open."""

    def __init__(self) -> None:
        self._thresholds: tuple[int, int, int] | None = None
        self._handle: asyncio.TimerHandle | None = None

    @property
    def holding(self) -> bool:
        return self._thresholds is not None

    def start(self) -> None:
        """Hold full passes back and run them from the running loop (idempotent)."""
        if self._thresholds is not None:
            return
        young, middle, full = gc.get_threshold()
        self._thresholds = (young, middle, full)
        gc.set_threshold(young, middle, _HELD)
        self._schedule()

    def stop(self) -> None:
        """Give full passes back to CPython (the app is closing)."""
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
        if self._thresholds is not None:
            gc.set_threshold(*self._thresholds)
            self._thresholds = None

    def _schedule(self) -> None:
        self._handle = asyncio.get_running_loop().call_later(CHECK_EVERY, self._tick)

    def _tick(self) -> None:
        if gc.get_count()[2] >= FULL_PASS_AFTER:
            gc.collect()
        self._schedule()


__all__ = ["FULL_PASS_AFTER", "FullPasses", "forget_closed_screens", "settle_the_heap"]
