"""How fast the Spades table answers: start-up to the first screen, key → repainted table.

Skipped by default; run ``python -m pytest tests/benchmarks/bench_spades_ui.py
--benchmark-only -n 0``.

- ``cold start``: wall time of a fresh ``python`` process that imports the app, runs it
  headless at 80×24 and exits on the app's ``Ready`` event (the first frame is painted):
  what a player waits after pressing Enter on ``spades``. Goal: under 1 s.
- ``warm start``: the same inside this process, imports done.
- ``key → repaint``: from posting a key event until the app hands the next frame
  to its display (headless: built, not written), on a table in play at 100×32: ``right``
  moves the cursor; a number key plays a
  card (engine, autosave to disk, table model, repaint). The app stays open between rounds
  on one ``asyncio.Runner``, so every round is one key on a live table. (``pilot.press``
  is not used for timing: it adds its own pauses.) No pass/fail goal for keys: the
  figures are reported (measured on 2 shared cores: cursor ≈ 48 ms, card ≈ 140 ms).
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from textual import events

from spades_tui.app import SpadesApp
from spades_tui.state import SpadesGame
from tests.spades_ui.helpers import idle, seats, spades_app

GOAL_SECONDS = 1.0

CHILD = """
import sys, tempfile
from spades_tui.app import SpadesApp
class FirstFrame(SpadesApp):
    def on_ready(self) -> None:
        self.exit(0 if type(self.screen).__name__ == "StartScreen" else 3)
sys.exit(FirstFrame(tempfile.mkdtemp()).run(headless=True, size=(80, 24)) or 0)
"""


def test_cold_start_to_first_frame(benchmark: Any) -> None:
    def launch() -> None:
        subprocess.run([sys.executable, "-c", CHILD], check=True, timeout=30)

    benchmark.pedantic(launch, rounds=5, iterations=1)
    assert benchmark.stats.stats.median < GOAL_SECONDS


def test_warm_start_to_first_frame(benchmark: Any, tmp_path: Path) -> None:
    async def first_frame() -> None:
        app = SpadesApp(tmp_path)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert type(app.screen).__name__ == "StartScreen"

    benchmark.pedantic(lambda: asyncio.run(first_frame()), rounds=8, iterations=1)


def in_play(seed: int) -> SpadesGame:
    """South (a person) to move with a card of somebody else already on the table."""
    game = SpadesGame.new(seed=seed)
    while not (game.phase == "play" and game.to_move == 0 and game.hands[-1].tricks[-1].cards):
        game.apply(game.legal_actions()[0])
    return game


class LiveTable:
    """A Spades table kept open on one runner; bots are held back so only keys count."""

    def __init__(self, saves: Path, seed: int = 7) -> None:
        self.runner = asyncio.Runner()
        self.app = spades_app(saves, in_play(seed), seats("human", "easy", "easy", "easy"))
        self.app.bot_delay_override = 3600.0
        self.session = self.app.run_test(size=(100, 32))
        self.pilot = self.runner.run(self.session.__aenter__())
        self.runner.run(idle(self.pilot, self.app))

    def key(self, key: str) -> float:
        app: Any = self.app
        written = asyncio.Event()
        display = app._display

        def frame(screen: Any, update: Any) -> None:
            display(screen, update)
            written.set()

        async def press() -> float:
            begin = time.perf_counter()
            self.app.post_message(events.Key(key, None))
            await asyncio.wait_for(written.wait(), 5)
            elapsed = time.perf_counter() - begin
            await self.pilot.pause()
            return elapsed

        app._display = frame
        try:
            return self.runner.run(press())
        finally:
            app._display = display

    def reopen(self, seed: int) -> None:
        async def fresh() -> None:
            await self.app.open_game(in_play(seed), self.app.players, self.app.settings)
            await self.pilot.pause()

        self.runner.run(fresh())

    def close(self) -> None:
        self.app.workers.cancel_all()
        self.runner.run(self.session.__aexit__(None, None, None))
        self.runner.close()


@pytest.fixture
def table(tmp_path: Path) -> Any:
    live = LiveTable(tmp_path)
    yield live
    live.close()


def test_key_to_repaint_cursor(benchmark: Any, table: LiveTable) -> None:
    assert table.app.screen.model.hand_active  # type: ignore[attr-defined]
    benchmark.pedantic(lambda: table.key("right"), rounds=40, iterations=1, warmup_rounds=3)


def test_key_to_repaint_play_a_card(benchmark: Any, table: LiveTable) -> None:
    def ready() -> tuple[tuple[str], dict[str, Any]]:
        table.reopen(seed=7)
        model = table.app.screen.model  # type: ignore[attr-defined]
        number = next(i for i, why in enumerate(model.reasons) if why is None) + 1
        return (str(number),), {}

    def play(key: str) -> None:
        before = len(table.app.game.hands[-1].actions)
        table.key(key)
        assert len(table.app.game.hands[-1].actions) == before + 1

    benchmark.pedantic(play, setup=ready, rounds=15, iterations=1)
