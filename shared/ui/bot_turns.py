"""Bot turns: who may think now, and whether an answer still counts.

:class:`BotTurns` owns the two facts the table needs about bots, in one place: whether
a bot is thinking (so a second one is not started) and which *generation* of the game
the thinking belongs to. Opening or leaving a game calls :meth:`BotTurns.reset`; a move
that arrives after that is stale and dropped, whatever the worker was doing.

    ticket = turns.start()              # None: a bot is already thinking
    if ticket is not None:
        action = await turns.think(ticket, delay, prepare)
        if action is not None:          # still the same game: apply it
            game.apply(action)

No Textual here: the app runs :meth:`think` in a worker, tests run it with asyncio.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


class BotTurns:
    """The bot-turn scheduler: one busy flag, one generation counter."""

    def __init__(self) -> None:
        self._generation = 0
        self._busy = False

    @property
    def busy(self) -> bool:
        """A bot is thinking (or waiting for its delay) right now."""
        return self._busy

    @property
    def generation(self) -> int:
        return self._generation

    def reset(self) -> None:
        """A game was opened or left: every bot move in flight is stale from now on."""
        self._generation += 1
        self._busy = False

    def start(self) -> int | None:
        """Claim the turn for a bot: a ticket, or ``None`` when one is already thinking."""
        if self._busy:
            return None
        self._busy = True
        return self._generation

    def is_current(self, ticket: int) -> bool:
        """The ticket belongs to the game still on the table."""
        return ticket == self._generation

    async def think(
        self,
        ticket: int,
        delay: float,
        prepare: Callable[[], Callable[[], T]],
    ) -> T | None:
        """Wait ``delay`` seconds, then run the bot; its answer, or ``None`` if stale.

        ``prepare`` runs in the event loop after the delay (it reads the game: the view
        and the legal actions) and returns the call that thinks, which runs in a thread.
        However this ends (answer, stale, error, cancellation), the turn is free again
        when it returns, unless a newer game took over meanwhile.
        """
        try:
            if delay > 0:
                await asyncio.sleep(delay)
            if not self.is_current(ticket):
                return None
            choose = prepare()
            answer = await asyncio.to_thread(choose)
            return answer if self.is_current(ticket) else None
        finally:
            if self.is_current(ticket):
                self._busy = False


__all__ = ["BotTurns"]
