"""How fast the Jass table answers: start-up to the first screen, key press → repainted table.

Skipped by default; run
``python -m pytest tests/benchmarks/bench_jass_ui.py --benchmark-only -n 0``.

- ``first screen (cold)``: a fresh ``python`` process imports the app, runs it headless and
  stops as soon as the start screen is shown; the goal is under 1 s.
- ``first screen (warm)``: the same inside this process (imports already done).
- ``key → repaint``: from posting a key event to the app until the new frame has been
  written, measured by wrapping the app's display hook: ``right`` (cursor move) and a
  number key (play a card: engine, autosave, table model, repaint), in a hand in play.
"""

from __future__ import annotations

import asyncio
import contextlib
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from textual import events

from jass_tui.app import JassApp
from jass_tui.state import JassGame
from shared.ui.screens.start import StartScreen
from tests.jass_ui.helpers import first_legal_key, make_app, players, settle

FIRST_SCREEN_GOAL = 1.0

PROBE = """
import sys, tempfile, time
start = time.perf_counter()
from jass_tui.app import JassApp
app = JassApp(tempfile.mkdtemp())
async def auto(pilot):
    await pilot.pause()
    print(type(pilot.app.screen).__name__, time.perf_counter() - start)
    pilot.app.exit()
app.run(headless=True, auto_pilot=auto, size=(80, 24))
"""


def test_first_screen_cold_process(benchmark: Any) -> None:
    def run() -> float:
        done = subprocess.run(
            [sys.executable, "-c", PROBE], capture_output=True, text=True, check=True, timeout=30
        )
        name, seconds = done.stdout.split()
        assert name == "StartScreen"
        return float(seconds)

    inside = benchmark.pedantic(run, rounds=5, iterations=1)
    benchmark.extra_info["inside_process_s"] = inside
    assert benchmark.stats.stats.max < FIRST_SCREEN_GOAL


def test_first_screen_warm(benchmark: Any, tmp_path: Path) -> None:
    async def start() -> None:
        app = JassApp(tmp_path)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, StartScreen)

    benchmark.pedantic(lambda: asyncio.run(start()), rounds=10, iterations=1)
    assert benchmark.stats.stats.median < FIRST_SCREEN_GOAL


async def key_to_paint(app: JassApp, key: str) -> float:
    painted = asyncio.Event()
    original = app._display

    def spy(screen: Any, renderable: Any) -> None:
        original(screen, renderable)
        painted.set()

    app._display = spy  # type: ignore[method-assign]
    try:
        begin = time.perf_counter()
        app.post_message(events.Key(key, None))
        await asyncio.wait_for(painted.wait(), 5)
        return time.perf_counter() - begin
    finally:
        app._display = original  # type: ignore[method-assign]


def position() -> JassGame:
    game = JassGame.new(seed=31)
    while not (game.phase == "play" and game.to_move == 0 and game.hands[-1].tricks[-1].cards):
        game.apply(game.legal_actions()[0])
    return game


@contextlib.contextmanager
def running_table(saves: Path) -> Iterator[tuple[asyncio.AbstractEventLoop, JassApp, Any]]:
    """The table in a hand in play, South (a person) to move, bots held back.

    The app runs in a task of its own (its context variables stay in one context); each
    measurement runs on the same loop with ``run_until_complete``.
    """
    loop = asyncio.new_event_loop()
    app = make_app(saves, position(), players("human", "easy", "easy", "easy"))
    app.bot_delay_override = 60.0
    ready: asyncio.Future[Any] = loop.create_future()
    stop = asyncio.Event()

    async def hold() -> None:
        async with app.run_test(size=(100, 32)) as pilot:
            await settle(pilot, app)
            ready.set_result(pilot)
            await stop.wait()

    task = loop.create_task(hold())
    pilot = loop.run_until_complete(ready)
    try:
        yield loop, app, pilot
    finally:
        stop.set()
        loop.run_until_complete(task)
        loop.close()


def test_key_to_repaint_cursor(benchmark: Any, tmp_path: Path) -> None:
    with running_table(tmp_path) as (loop, app, _pilot):
        assert app.screen.model.hand_active  # type: ignore[attr-defined]
        benchmark.pedantic(
            lambda: loop.run_until_complete(key_to_paint(app, "right")),
            rounds=40,
            iterations=1,
            warmup_rounds=3,
        )


ANSWERS = {"ContractScreen": "1", "WeisScreen": "d", "HandSummaryScreen": "enter"}


def test_key_to_repaint_play_a_card(benchmark: Any, tmp_path: Path) -> None:
    """Consecutive cards of a game: instant bots answer, then South plays again."""
    with running_table(tmp_path) as (loop, app, _pilot):
        app.bot_delay_override = 0.0
        app.advance()  # let the bots held back so far go on

        def south_to_play() -> None:
            async def wait() -> None:
                for _ in range(4000):
                    await asyncio.sleep(0.005)
                    screen = app.screen
                    name = type(screen).__name__
                    if name == "ScoreboardScreen" or name in ANSWERS:
                        app.post_message(events.Key(ANSWERS.get(name, "enter"), None))
                        await asyncio.sleep(0.05)
                        continue
                    model = getattr(screen, "model", None)
                    busy = any(worker.is_running for worker in app.workers)
                    if model is not None and model.hand_active and not busy:
                        return
                raise AssertionError("South never got the move back")

            loop.run_until_complete(wait())

        def play() -> float:
            return loop.run_until_complete(key_to_paint(app, first_legal_key(app)))

        benchmark.pedantic(play, setup=south_to_play, rounds=25, iterations=1)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_table_model_build(benchmark: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    with running_table(tmp_path) as (_loop, app, _pilot):
        benchmark(app.table_model)
