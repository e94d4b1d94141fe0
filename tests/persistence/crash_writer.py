"""Child process for the crash test: writes saves in a tight loop until it is killed.

``python -m tests.persistence.crash_writer DIR KIND SEED`` plays random games of KIND and
after every action rewrites the autosave slot, a named save and a plain ``write_save``
file, so that most of its time is spent inside a write when SIGKILL arrives. It prints
``ready`` once the first autosave is complete, and gives up by itself after a while so a
lost parent never leaves it running.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

from shared.persistence import autosave, engine_class, save_named, write_save
from shared.players import BOT_NAMES, default_players

GIVE_UP_AFTER = 20.0


def main(directory: Path, kind: str, seed: int) -> None:
    players = default_players(BOT_NAMES[kind])
    rng = random.Random(seed)
    game = engine_class(kind).new(seed=seed)
    started = time.monotonic()
    ready = False
    while time.monotonic() - started < GIVE_UP_AFTER:
        if game.phase == "game_over":
            game = engine_class(kind).new(seed=rng.randrange(10_000))
        game.apply(rng.choice(game.legal_actions()))
        autosave(kind, game, players, {"step": rng.random()}, directory)
        if not ready:
            print("ready", flush=True)
            ready = True
        save_named(kind, f"named {kind}", game, players, {}, directory, overwrite=True)
        write_save(directory / f"plain-{kind}.json", kind, game, players)


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2], int(sys.argv[3]))
