"""Our tables against bare Textual, measured in the same run: the instruments.

``bench_ratios.py`` runs these under pytest-benchmark; ``python -m tests.benchmarks.ratios``
runs them all and prints the table (``--rounds N``, ``--json FILE``).

- :func:`cold_start`: from a shell to the first frame. A fresh ``python`` in a
  pseudo-terminal of the given size runs ``python -m MODULE``; a probe wrapped around
  Textual's ``App._display`` reports (on a pipe) the moment the first frame of the app's
  own first screen has been written to the terminal, and the process ends there. The
  time runs from just before the process is spawned (interpreter start-up included).
  As a player's second launch finds it: the child may write bytecode
  (``PYTHONDONTWRITEBYTECODE`` is dropped from its environment), and the first call for
  each program does one unmeasured launch first, so our modules' ``.pyc`` files exist.
  ``autosave=True`` starts with an unfinished game autosaved (the start menu then
  shows its Continue line).
- :class:`LiveApp`: an app kept open headless on one ``asyncio.Runner``; :meth:`LiveApp.key`
  times a key from being posted until the next frame has been handed to the display.
- :func:`longest_stall`: while a coroutine runs, a watcher task records how late its
  5 ms sleeps wake: the longest time the UI thread was busy with one thing, which bounds
  how long any frame waited.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import fcntl
import json
import os
import select
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

from textual import events
from textual.app import App

Size = tuple[int, int]
SIZES: tuple[Size, ...] = ((80, 24), (160, 50))
ROOT = Path(__file__).resolve().parents[2]

GOALS = {"first screen": 1.4, "cursor move": 2.0, "card played": 3.0}
"""Our median over bare Textual's median (issue 18)."""
LONGEST_FRAME_GOAL = 0.100

PROBE = """
import os, runpy, sys, time
fd = int(sys.argv[1])
from textual.app import App
display = App._display
def first_frame(self, screen, renderable):
    display(self, screen, renderable)
    if renderable is not None and not self._batch_count and type(screen).__name__ != "Screen":
        os.write(fd, f"{time.perf_counter()} {type(screen).__name__}\\n".encode())
        os._exit(0)
App._display = first_frame
module = sys.argv[2]
sys.argv = [module, *sys.argv[3:]]
runpy.run_module(module, run_name="__main__", alter_sys=True)
"""

COMMANDS: dict[str, tuple[str, ...]] = {
    "bare": ("tests.benchmarks.bare_app",),
    "jass": ("jass_tui",),
    "spades": ("spades_tui",),
}
FIRST_SCREENS = {"bare": "BareScreen", "jass": "StartScreen", "spades": "StartScreen"}


_WARMED: set[str] = set()
"""The programs launched once already (so their bytecode is written)."""


def cold_start(
    name: str, size: Size = (80, 24), timeout: float = 30.0, *, autosave: bool = False
) -> float:
    """Seconds from spawning ``python -m MODULE`` in a terminal to its first frame.

    The first call for ``name`` launches it once unmeasured first (bytecode written).
    """
    if name not in _WARMED:
        _WARMED.add(name)
        _launch(name, size, timeout, autosave=False)
    return _launch(name, size, timeout, autosave=autosave)


def _autosave_in(name: str, folder: Path) -> None:
    """An unfinished game of ``name`` autosaved in ``folder``, a few cards into its hand."""
    from shared.persistence import autosave
    from shared.players import PlayerSpec

    game = game_class(name).new(seed=SEEDS[name])
    for _ in range(12):
        game.apply(game.legal_actions()[0])
    people = tuple(
        PlayerSpec(name=who, kind=kind)
        for who, kind in zip(
            ("Anna", "Beat", "Chris", "Dora"), ("human", "easy", "easy", "easy"), strict=True
        )
    )
    autosave(name, game, people, {}, folder)


def _launch(name: str, size: Size, timeout: float, *, autosave: bool) -> float:
    module = COMMANDS[name]
    with tempfile.TemporaryDirectory() as saves:
        if autosave:
            _autosave_in(name, Path(saves))
        args = [*module] if name == "bare" else [*module, "--saves", saves]
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", size[1], size[0], 0, 0))
        marker_r, marker_w = os.pipe()
        env = dict(os.environ, TERM="xterm-256color", COLUMNS=str(size[0]), LINES=str(size[1]))
        env.pop("TEXTUAL", None)
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # a user's second launch has bytecode
        begin = time.perf_counter()
        child = subprocess.Popen(
            [sys.executable, "-c", PROBE, str(marker_w), *args],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            pass_fds=(marker_w,),
            cwd=ROOT,
            env=env,
            start_new_session=True,
        )
        os.close(slave)
        os.close(marker_w)
        line = b""
        output = b""
        try:
            deadline = begin + timeout
            while not line.endswith(b"\n"):
                left = deadline - time.perf_counter()
                if left <= 0:
                    raise TimeoutError(f"{name}: no first frame; terminal said {output[-400:]!r}")
                ready, _, _ = select.select([marker_r, master], [], [], left)
                if marker_r in ready:
                    chunk = os.read(marker_r, 200)
                    if not chunk:
                        raise RuntimeError(f"{name} ended first: {output[-400:]!r}")
                    line += chunk
                if master in ready:
                    with contextlib.suppress(OSError):
                        output += os.read(master, 65536)
        finally:
            with contextlib.suppress(ProcessLookupError):
                child.kill()
            child.wait()
            os.close(master)
            os.close(marker_r)
    stamp, screen = line.decode().split()
    if screen != FIRST_SCREENS[name]:
        raise AssertionError(f"{name}: first frame showed {screen}")
    return float(stamp) - begin


# --------------------------------------------------------------------- live apps
class LiveApp:
    """An app open headless on one runner, so each measurement is one key on a live app."""

    def __init__(self, app: Any, size: Size) -> None:
        self.app = app
        self.runner = asyncio.Runner()
        self.session = app.run_test(size=size)
        self.pilot = self.runner.run(self.session.__aenter__())
        self.runner.run(self.pilot.pause())

    def run(self, coroutine: Awaitable[Any]) -> Any:
        return self.runner.run(coroutine)  # type: ignore[arg-type]

    async def _key(self, key: str) -> float:
        app = self.app
        written = asyncio.Event()
        stamps: list[float] = []
        # Textual's own display, under any override of the app's: the moment the frame
        # is handed over, not what the app does right after it (the autosave).
        original = App._display

        def frame(self: App[Any], screen: Any, update: Any) -> None:
            original(self, screen, update)
            shown = self is app and update is not None and not app._batch_count
            if shown and not written.is_set():
                stamps.append(time.perf_counter())
                written.set()

        App._display = frame  # type: ignore[method-assign,assignment]
        try:
            begin = time.perf_counter()
            app.post_message(events.Key(key, None))
            await asyncio.wait_for(written.wait(), 10)
            return stamps[0] - begin
        finally:
            App._display = original  # type: ignore[method-assign]

    def key(self, key: str, settle: Callable[[], Awaitable[Any]] | None = None) -> float:
        """Seconds from posting ``key`` to the next frame; then let the app settle."""

        async def press() -> float:
            elapsed = await self._key(key)
            await (settle() if settle is not None else self.pilot.pause())
            return elapsed

        return float(self.run(press()))

    def close(self) -> None:
        self.app.workers.cancel_all()
        self.run(self.session.__aexit__(None, None, None))
        self.runner.close()


@contextlib.contextmanager
def live(app: Any, size: Size) -> Iterator[LiveApp]:
    table = LiveApp(app, size)
    try:
        yield table
    finally:
        table.close()


def bare_key(size: Size, rounds: int) -> list[float]:
    from tests.benchmarks.bare_app import BareApp

    with live(BareApp(), size) as bare:
        for _ in range(3):
            bare.key("right")
        return [bare.key("right") for _ in range(rounds)]


# ------------------------------------------------------------------ the tables
def in_play(game_class: Any, seed: int) -> Any:
    """South (a person) to move with a card of somebody else already on the table."""
    game = game_class.new(seed=seed)
    while not (game.phase == "play" and game.to_move == 0 and game.hands[-1].tricks[-1].cards):
        game.apply(game.legal_actions()[0])
    return game


def table_app(name: str, saves: Path, game: Any) -> Any:
    """The game's app opened on ``game``: South a person, three bots held back."""
    from types import SimpleNamespace

    from shared.players import PlayerSpec

    people = tuple(
        PlayerSpec(name=who, kind=kind)
        for who, kind in zip(
            ("Anna", "Beat", "Chris", "Dora"), ("human", "easy", "easy", "easy"), strict=True
        )
    )
    settings = {"four_colour": False, "auto_play": False, "bot_speed": "instant"}
    if name == "jass":
        from jass_tui.app import JassApp as AppClass

        settings["deck"] = "french"
    else:
        from spades_tui.app import SpadesApp as AppClass  # type: ignore[assignment]
    opening = SimpleNamespace(game=game, players=people, settings=settings, notice=None)
    app = AppClass(saves, loaded=opening, bot_delay=0)
    app.bot_delay_override = 3600.0
    return app


def game_class(name: str) -> Any:
    if name == "jass":
        from jass_tui.state import JassGame

        return JassGame
    from spades_tui.state import SpadesGame

    return SpadesGame


SEEDS = {"jass": 31, "spades": 7}


def table_cursor(name: str, size: Size, rounds: int, saves: Path) -> list[float]:
    game = in_play(game_class(name), SEEDS[name])
    with live(table_app(name, saves, game), size) as table:
        assert table.app.screen.model.hand_active
        for _ in range(3):
            table.key("right")
        return [table.key("right") for _ in range(rounds)]


def positions(game_class: Any, seed: int, count: int) -> list[Any]:
    """``count`` different positions of play, each with South (a person) to move in
    play, a card of somebody else already on the trick and the hand not ending with
    South's card, in the order play reaches them (several hands: the hand shrinks, the
    trick and the scores change); a game that ends is followed by the next seed's."""
    game = game_class.new(seed=seed)
    found: list[Any] = []
    while len(found) < count:
        if game.to_move is None:
            seed += 1
            game = game_class.new(seed=seed)
        if game.phase == "play" and game.to_move == 0 and game.hands[-1].tricks[-1].cards:
            after = game.copy()
            after.apply(game.legal_actions()[0])
            if after.phase == "play" and len(after.hands) == len(game.hands):
                found.append(game.copy())
        game.apply(game.legal_actions()[0])
    return found


def table_card(name: str, size: Size, rounds: int, saves: Path) -> dict[str, list[float]]:
    """A card played: key → frame, and key → the autosave holding it is on disk.

    Each round is another position of one game, as play reaches them: the table is
    moved there first (as undo moves it: the app's game replaced, the table redrawn),
    then the card is played. So every frame measured draws a hand, a trick and seats
    the table has not drawn before, as in a game; the same card taken back and played
    again would find every line it draws already made. A table opened afresh for each
    card would measure a first card only, with its styles still to be looked up.
    """
    frames: list[float] = []
    saved: list[float] = []
    places = positions(game_class(name), SEEDS[name], rounds + 3)
    with live(table_app(name, saves, places[0].copy()), size) as table:
        app = table.app
        autosave = app.saves.autosave
        written: list[float] = []

        def timed(*args: Any, **kwargs: Any) -> Any:
            problem = autosave(*args, **kwargs)
            written.append(time.perf_counter())
            return problem

        app.saves.autosave = timed
        for round_, place in enumerate(places):
            table.run(move_to(app, table.pilot, place))
            model = app.screen.model
            key = str(next(i for i, why in enumerate(model.reasons) if why is None) + 1)
            before = len(app.game.hands[-1].actions)
            written.clear()
            begin = time.perf_counter()
            elapsed = table.key(key)
            assert len(app.game.hands[-1].actions) == before + 1
            assert written, "the card was not autosaved"
            if round_ >= 3:
                frames.append(elapsed)
                saved.append(written[0] - begin)
    return {"frame": frames, "saved": saved}


async def move_to(app: Any, pilot: Any, game: Any) -> None:
    """The table moved to ``game`` (a copy), as undo moves it, and settled there."""
    app.game = game.copy()
    app.refresh_table()
    await pilot.pause()
    await pilot.pause()


# ------------------------------------------------------------------ whole game
async def longest_stall(work: Awaitable[Any], tick: float = 0.005) -> tuple[Any, float]:
    """Run ``work``; the longest the loop was blocked meanwhile (beyond one tick)."""
    worst = 0.0
    done = False

    async def watch() -> None:
        nonlocal worst
        while not done:
            begin = time.perf_counter()
            await asyncio.sleep(tick)
            worst = max(worst, time.perf_counter() - begin - tick)

    watcher = asyncio.create_task(watch())
    try:
        result = await work
    finally:
        done = True
        await watcher
    return result, worst


def whole_game(
    name: str, size: Size, saves: Path, max_hands: int = 99, seed: int | None = None
) -> dict[str, Any]:
    """A game with instant bots, South played by keys: the longest stall and frame."""
    game = game_class(name).new(seed=SEEDS[name] if seed is None else seed)
    app = table_app(name, saves, game)
    app.bot_delay_override = 0.0
    frame_times: list[float] = []
    with live(app, size) as table:
        display = app._display

        def frame(screen: Any, update: Any) -> None:
            begin = time.perf_counter()
            display(screen, update)
            frame_times.append(time.perf_counter() - begin)

        app._display = frame

        async def play() -> int:
            if name == "jass":
                from tests.jass_ui.helpers import play_until

                await play_until(
                    table.pilot,
                    app,
                    lambda: app.game.phase == "game_over" or len(app.game.hands) > max_hands,
                    limit=20000,
                )
            else:
                from tests.spades_ui.helpers import drive

                await drive(
                    table.pilot,
                    app,
                    lambda: app.game.phase == "game_over" or len(app.game.hands) > max_hands,
                    limit=20000,
                )
            return len(app.game.hands)

        hands, stall = table.run(longest_stall(play()))
        app._display = display
    return {
        "hands": hands,
        "longest_stall_s": stall,
        "longest_display_s": max(frame_times),
        "frames": len(frame_times),
    }


GAME_SEEDS = {"jass": (31, 5, 12), "spades": (7, 1, 2, 3, 4, 5, 6, 8)}
"""Whole games played one after another in one process: what closed screens leave
alive shows only from the second game on (easy bots overbid, so Spades games are short)."""


def whole_games(name: str, size: Size, saves: Path) -> dict[str, Any]:
    """Every game of ``GAME_SEEDS`` in a row; the worst stall and frame of them all."""
    games = [whole_game(name, size, saves, seed=seed) for seed in GAME_SEEDS[name]]
    return {
        "games": len(games),
        "hands": sum(game["hands"] for game in games),
        "longest_stall_s": max(game["longest_stall_s"] for game in games),
        "longest_display_s": max(game["longest_display_s"] for game in games),
        "frames": sum(game["frames"] for game in games),
    }


# ------------------------------------------------------------------ the report
def median(values: list[float]) -> float:
    return statistics.median(values)


def measure_all(rounds: int = 20, sizes: tuple[Size, ...] = SIZES) -> dict[str, Any]:
    results: dict[str, Any] = {"rounds": rounds, "rows": []}
    rows = results["rows"]
    with tempfile.TemporaryDirectory() as folder:
        saves = Path(folder)
        for size in sizes:
            label = f"{size[0]}×{size[1]}"
            starts = {name: [] for name in COMMANDS}  # type: dict[str, list[float]]
            for _ in range(rounds):  # interleaved, so load on the machine hits all alike
                for name in COMMANDS:
                    starts[name].append(cold_start(name, size))
            bare_start = median(starts["bare"])
            bare = median(bare_key(size, rounds))
            for name in ("jass", "spades"):
                ours = median(starts[name])
                rows.append(row(name, label, "first screen", ours, bare_start))
                cursor = median(table_cursor(name, size, rounds, saves))
                rows.append(row(name, label, "cursor move", cursor, bare))
                card = table_card(name, size, rounds, saves)
                rows.append(row(name, label, "card played", median(card["frame"]), bare))
                rows.append(row(name, label, "card saved", median(card["saved"]), bare))
    return results


def row(game: str, size: str, what: str, ours: float, bare: float) -> dict[str, Any]:
    return {
        "game": game,
        "size": size,
        "what": what,
        "ours_ms": round(ours * 1000, 2),
        "bare_ms": round(bare * 1000, 2),
        "ratio": round(ours / bare, 2),
        "goal": GOALS.get(what),
    }


def table_text(rows: list[dict[str, Any]]) -> str:
    lines = [
        f"{'game':<7}{'size':<8}{'measure':<14}{'ours ms':>9}{'bare ms':>9}{'ratio':>7}{'goal':>6}"
    ]
    for r in rows:
        goal = f"{r['goal']:.1f}" if r["goal"] else ""
        lines.append(
            f"{r['game']:<7}{r['size']:<8}{r['what']:<14}{r['ours_ms']:>9.1f}"
            f"{r['bare_ms']:>9.1f}{r['ratio']:>7.2f}{goal:>6}"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--json", type=Path)
    parser.add_argument("--size", action="append", help="WxH (default 80x24 and 160x50)")
    parser.add_argument("--game", action="store_true", help="also play whole games")
    args = parser.parse_args()
    sizes = SIZES
    if args.size:
        sizes = tuple(tuple(int(n) for n in s.split("x")) for s in args.size)  # type: ignore[misc]
    results = measure_all(args.rounds, sizes)
    if args.game:
        with tempfile.TemporaryDirectory() as folder:
            results["games"] = {
                f"{name} {w}×{h}": whole_games(name, (w, h), Path(folder))
                for name in ("jass", "spades")
                for w, h in sizes
            }
    print(table_text(results["rows"]))
    for name, figures in results.get("games", {}).items():
        print(
            f"{name}: {figures['games']} games, {figures['hands']} hands, longest stall "
            f"{figures['longest_stall_s'] * 1000:.0f} ms, longest frame write "
            f"{figures['longest_display_s'] * 1000:.1f} ms"
        )
    if args.json:
        args.json.write_text(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
