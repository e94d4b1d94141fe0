"""Screens to show between moves (a hand summary, the score sheet), in order.

The app queues them after an action and shows them one by one before the game goes
on; opening or leaving a game drops what is left.

    queue = Interludes[str]()
    queue.add("summary"); queue.add("sheet")
    queue.next()   # "summary"
"""

from __future__ import annotations

import collections
from typing import Generic, TypeVar

T = TypeVar("T")


class Interludes(Generic[T]):
    """A first-in first-out queue of things to show before play resumes."""

    def __init__(self) -> None:
        self._queue: collections.deque[T] = collections.deque()

    def add(self, item: T) -> None:
        self._queue.append(item)

    def next(self) -> T | None:
        """The next item to show (removed from the queue), or ``None``."""
        return self._queue.popleft() if self._queue else None

    def clear(self) -> None:
        self._queue.clear()

    def __bool__(self) -> bool:
        return bool(self._queue)

    def __len__(self) -> int:
        return len(self._queue)


__all__ = ["Interludes"]
