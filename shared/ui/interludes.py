"""Screens to show between moves (a hand summary, the score sheet), in order.

The app queues them after an action and shows them one by one before the game goes
on; opening or leaving a game drops what is left.

    queue = Interludes[str]()
    queue.add("summary"); queue.add("sheet")
    queue.next()   # "summary"
"""

from __future__ import annotations

import collections
from collections.abc import Sequence
from typing import Generic, Protocol, TypeVar

T = TypeVar("T")


class _Hand(Protocol):
    @property
    def actions(self) -> tuple[str, ...]: ...

    @property
    def finished(self) -> bool: ...


H = TypeVar("H", bound=_Hand)


def hand_to_show_again(hands: Sequence[H]) -> H | None:
    """On resuming a game: the hand whose summary to show first, or ``None``.

    A game saved right after a hand ended (a window closed, or killed, while the summary
    was on screen) resumes at the start of the next hand, which has no actions yet: its
    player would never see how the previous hand ended. That previous, finished hand is
    returned then; in any other position (mid-hand, the first hand, game over) none.
    """
    if len(hands) < 2 or hands[-1].actions or not hands[-2].finished:
        return None
    return hands[-2]


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


__all__ = ["Interludes", "hand_to_show_again"]
