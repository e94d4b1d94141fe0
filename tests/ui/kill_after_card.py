"""Child process of ``test_save_after_frame``: play one card, then die by SIGKILL.

``python -m tests.ui.kill_after_card FOLDER KIND MODE``; prints the card played, then:

- ``action``: the bots are instant; the process kills itself when the next action (a
  bot's card) is about to be applied;
- ``key``: once the card's frame is painted, a key is pressed; the process kills itself
  when the table screen receives that key.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path
from typing import Any

from textual import events

from tests.benchmarks.ratios import SEEDS, game_class, in_play, table_app


def die() -> None:
    sys.stdout.flush()
    os.kill(os.getpid(), signal.SIGKILL)


async def main(folder: Path, kind: str, mode: str) -> None:
    app: Any = table_app(kind, folder, in_play(game_class(kind), SEEDS[kind]))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        game = app.game
        model = app.screen.model
        index = next(i for i, why in enumerate(model.reasons) if why is None)
        card = model.hand[index]
        print(card, flush=True)
        if mode == "action":
            app.bot_delay_override = 0.0
            apply = game.apply
            calls = 0

            def apply_then_die(action: Any) -> Any:
                nonlocal calls
                calls += 1
                if calls == 2:
                    die()
                return apply(action)

            game.apply = apply_then_die
            app.post_message(events.Key(str(index + 1), None))
        else:
            screen = app.screen
            handle = screen.on_event

            async def on_event(event: events.Event) -> None:
                if isinstance(event, events.Key) and event.key == "right":
                    die()
                await handle(event)

            screen.on_event = on_event
            display = app._display
            shown = asyncio.Event()

            def frame(screen: Any, update: Any) -> None:
                display(screen, update)
                if update is not None and len(game.hands[-1].actions) > played:
                    shown.set()

            played = len(game.hands[-1].actions)
            app._display = frame
            app.post_message(events.Key(str(index + 1), None))
            await asyncio.wait_for(shown.wait(), 10)
            app.post_message(events.Key("right", None))
        await asyncio.sleep(10)
        print("still alive", flush=True)


if __name__ == "__main__":
    asyncio.run(main(Path(sys.argv[1]), sys.argv[2], sys.argv[3]))
