"""Headless matches between bots: the ``simulate`` command, tests and benchmarks.

Games come in pairs dealt from the same seed. In the second game of a pair every bot
moves one seat on, so each line-up holds the cards the other line-up held in the first
game; card luck cancels and what remains is the difference between the bots. Results
are always reported per *line-up* as given by ``--seats`` (team 0 = seats 0 and 2 of
that list), never per table seat.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from typing import Any

from shared.bots import LEVELS, make_bot
from shared.table import team_of

GAMES: dict[str, str] = {
    "jass": "jass_tui.state:JassGame",
    "spades": "spades_tui.state:SpadesGame",
}
"""Game kind → ``module:Class`` of its engine, imported only when a game is played."""

DEFAULT_PRESETS = {"jass": "schieber-1000", "spades": "standard"}
MAX_ACTIONS_PER_GAME = 20_000
"""A real game needs a few hundred decisions; far more means a loop in a bot or engine."""


class SimulationError(RuntimeError):
    """A game could not be played to the end (an illegal bot move, a runaway game)."""


@dataclass(frozen=True)
class GameResult:
    """One finished game, already translated from table seats to line-up positions."""

    seed: int
    shift: int
    winner: int
    """The winning line-up: a team (0/1) in partnership play, a ``--seats`` index otherwise."""
    points_per_hand: tuple[float, ...]
    hands: int
    decision_ms: dict[str, list[float]]


@dataclass
class SimResult:
    """The outcome of a run of games, in the shape ``--json`` prints."""

    kind: str
    preset: str
    seed: int
    seats: list[str]
    games: int
    wins: list[int]
    avg_points_per_hand: list[float]
    decision_ms: dict[str, list[float]] = field(repr=False)

    @property
    def win_rate(self) -> list[float]:
        return [w / self.games if self.games else 0.0 for w in self.wins]

    @property
    def ci95(self) -> list[tuple[float, float]]:
        return [wilson_interval(w, self.games) for w in self.wins]

    @property
    def lineups(self) -> list[str]:
        """A label per line-up: "normal+easy" for a team, the level for a lone seat."""
        if len(self.wins) == 2:
            return [f"{self.seats[t]}+{self.seats[t + 2]}" for t in (0, 1)]
        return list(self.seats)

    def decision_stats(self) -> dict[str, dict[str, float]]:
        return {
            level: summarize_times(times)
            for level, times in sorted(self.decision_ms.items(), key=lambda kv: _level_key(kv[0]))
        }

    def to_json(self) -> dict[str, Any]:
        stats = self.decision_stats()
        return {
            "games": self.games,
            "seats": self.seats,
            "wins": self.wins,
            "win_rate": [round(r, 4) for r in self.win_rate],
            "avg_points_per_hand": [round(p, 2) for p in self.avg_points_per_hand],
            "decision_ms": {
                level: {"median": s["median"], "p95": s["p95"]} for level, s in stats.items()
            },
            "ci95": [[round(lo, 4), round(hi, 4)] for lo, hi in self.ci95],
            "preset": self.preset,
            "seed": self.seed,
        }


def _level_key(level: str) -> int:
    return LEVELS.index(level) if level in LEVELS else len(LEVELS)


def wilson_interval(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval; unlike the normal one it stays in [0, 1] near 0 % and 100 %."""
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (0–100), linear between closest ranks."""
    if not values:
        return 0.0
    ordered = sorted(values)
    position = (len(ordered) - 1) * q / 100
    low = math.floor(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def summarize_times(times: Sequence[float]) -> dict[str, float]:
    return {
        "median": round(statistics.median(times), 3) if times else 0.0,
        "p95": round(percentile(times, 95), 3),
        "mean": round(statistics.fmean(times), 3) if times else 0.0,
        "count": len(times),
    }


def game_class(kind: str) -> Any:
    """The engine class of ``kind`` ("jass", "spades" or any ``module:Class`` in GAMES)."""
    try:
        module_name, class_name = GAMES[kind].split(":")
    except KeyError:
        raise ValueError(f"unknown game {kind!r}; choose one of {', '.join(GAMES)}") from None
    return getattr(importlib.import_module(module_name), class_name)


def pair_seed(seed: int, pair: int) -> int:
    """The deal seed of the ``pair``-th pair: spread out so neighbouring runs don't overlap."""
    return random.Random(f"{seed}:{pair}").randrange(2**31)


def schedule(games: int, seed: int) -> list[tuple[int, int]]:
    """``(deal seed, seat shift)`` for each game: both games of a pair share the deal."""
    return [(pair_seed(seed, i // 2), i % 2) for i in range(games)]


def seated_levels(levels: Sequence[str], shift: int) -> list[str]:
    """Levels by table seat when the bot given for seat ``k`` sits at seat ``k + shift``."""
    return [levels[(seat - shift) % 4] for seat in range(4)]


def play_game(
    kind: str,
    levels: Sequence[str],
    seed: int,
    shift: int = 0,
    preset: str | None = None,
    budget: float | None = None,
    options: dict[str, Any] | None = None,
) -> GameResult:
    """Play one game to the end with the given bots; results per line-up position."""
    cls = game_class(kind)
    game = cls.new(
        preset=preset or DEFAULT_PRESETS.get(kind, "standard"), seed=seed, **(options or {})
    )
    table_levels = seated_levels(levels, shift)
    bots = []
    for seat, level in enumerate(table_levels):
        extra = {"budget": budget} if level == "strong" and budget is not None else {}
        # A bot's seed follows its line-up position, so both games of a pair match.
        bot_seed = seed * 4 + (seat - shift) % 4
        bots.append(make_bot(kind, level, seed=bot_seed, **extra))
    times: dict[str, list[float]] = {level: [] for level in set(levels)}
    for _ in range(MAX_ACTIONS_PER_GAME):
        if game.phase == "game_over":
            break
        seat = game.to_move
        view = game.view(seat)
        legal = game.legal_actions()
        start = time.perf_counter()
        action = bots[seat].choose(view, legal)
        times[table_levels[seat]].append((time.perf_counter() - start) * 1000)
        try:
            game.apply(action)
        except Exception as exc:
            raise SimulationError(
                f"{kind} seed {seed} shift {shift}: the {table_levels[seat]} bot at seat {seat} "
                f"chose {action!s} ({exc})"
            ) from exc
    else:
        raise SimulationError(f"{kind} seed {seed}: no end after {MAX_ACTIONS_PER_GAME} actions")
    return _result(game, seed, shift, times)


def _result(game: Any, seed: int, shift: int, times: dict[str, list[float]]) -> GameResult:
    scores = tuple(game.scores)
    hands = max(len(game.hands), 1)
    # Table position p holds line-up position (p - shift): teams swap on an odd shift.
    if len(scores) == 2:
        winner = team_of(game.winner - shift)
        by_lineup = [scores[team_of(t + shift)] for t in (0, 1)]
    else:
        winner = (game.winner - shift) % 4
        by_lineup = [scores[(s + shift) % 4] for s in range(4)]
    return GameResult(
        seed=seed,
        shift=shift,
        winner=winner,
        points_per_hand=tuple(p / hands for p in by_lineup),
        hands=hands,
        decision_ms=times,
    )


def _play_task(args: tuple[Any, ...]) -> GameResult:
    return play_game(*args)


def iter_games(
    kind: str,
    levels: Sequence[str],
    games: int,
    seed: int,
    preset: str | None,
    budget: float | None,
    jobs: int,
    options: dict[str, Any] | None = None,
) -> Iterator[GameResult]:
    """Results as games finish (any order with ``jobs > 1``)."""
    tasks = [
        (kind, list(levels), s, shift, preset, budget, options)
        for s, shift in schedule(games, seed)
    ]
    if jobs <= 1:
        for task in tasks:
            yield _play_task(task)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(_play_task, task) for task in tasks]
        for future in as_completed(futures):
            yield future.result()


def simulate(
    kind: str,
    seats: Sequence[str],
    games: int,
    preset: str | None = None,
    seed: int = 0,
    budget: float | None = None,
    jobs: int = 1,
    options: dict[str, Any] | None = None,
    progress: Callable[[GameResult], None] | None = None,
) -> SimResult:
    """Play ``games`` games (in seat-swapped pairs) and gather the results."""
    _check_seats(seats)
    preset = preset or DEFAULT_PRESETS.get(kind, "standard")
    results = []
    for result in iter_games(kind, seats, games, seed, preset, budget, jobs, options):
        results.append(result)
        if progress is not None:
            progress(result)
    return aggregate(kind, preset, seed, seats, results)


def aggregate(
    kind: str, preset: str, seed: int, seats: Sequence[str], results: Sequence[GameResult]
) -> SimResult:
    positions = len(results[0].points_per_hand) if results else 2
    wins = [0] * positions
    points = [0.0] * positions
    times: dict[str, list[float]] = {}
    for r in results:
        wins[r.winner] += 1
        for i, p in enumerate(r.points_per_hand):
            points[i] += p
        for level, ms in r.decision_ms.items():
            times.setdefault(level, []).extend(ms)
    n = len(results)
    return SimResult(
        kind=kind,
        preset=preset,
        seed=seed,
        seats=list(seats),
        games=n,
        wins=wins,
        avg_points_per_hand=[p / n if n else 0.0 for p in points],
        decision_ms=times,
    )


def _check_seats(seats: Sequence[str]) -> None:
    if len(seats) != 4:
        raise ValueError(f"give four seats, e.g. easy,normal,strong,normal (got {len(seats)})")
    unknown = [s for s in seats if s not in LEVELS]
    if unknown:
        raise ValueError(f"unknown bot level {unknown[0]!r}; choose from {', '.join(LEVELS)}")


# ---------------------------------------------------------------- command line


def _parser(kind: str) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=f"{kind} simulate",
        description="Play bot games headless, in pairs on the same deals with seats swapped.",
    )
    parser.add_argument("--games", type=_positive_int, default=100, help="games to play")
    parser.add_argument(
        "--seats",
        type=_seats,
        default="normal,easy,normal,easy",
        help="bot level per seat 0-3, comma separated (team 0 = seats 0 and 2)",
    )
    parser.add_argument("--preset", default=DEFAULT_PRESETS.get(kind), help="rule preset")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first deal")
    parser.add_argument("--jobs", type=_positive_int, default=1, help="worker processes")
    parser.add_argument(
        "--budget", type=float, default=None, help="strong bot: seconds per decision (0.3)"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def _positive_int(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def _seats(text: str) -> list[str]:
    seats = [s.strip().lower() for s in text.split(",")]
    try:
        _check_seats(seats)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return seats


def main(kind: str, argv: list[str]) -> int:
    """``jass simulate …`` / ``spades simulate …``; returns the exit status."""
    args = _parser(kind).parse_args(argv)
    seats = args.seats if isinstance(args.seats, list) else _seats(args.seats)
    try:
        result = _run_with_progress(kind, seats, args)
    except (ValueError, SimulationError) as exc:
        print(f"{kind} simulate: {exc}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(result.to_json()))
    else:
        _print_tables(result, args.budget)
    return 0


def _run_with_progress(kind: str, seats: list[str], args: argparse.Namespace) -> SimResult:
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

    console = Console(stderr=True)
    columns = (
        "[progress.description]{task.description}",
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
    )
    with Progress(*columns, console=console, transient=args.json) as bar:
        task = bar.add_task(f"{kind} {' '.join(seats)}", total=args.games)
        return simulate(
            kind,
            seats,
            args.games,
            preset=args.preset,
            seed=args.seed,
            budget=args.budget,
            jobs=args.jobs,
            progress=lambda _result: bar.advance(task),
        )


def _print_tables(result: SimResult, budget: float | None) -> None:
    from rich.console import Console
    from rich.table import Table

    wins = Table(
        title=f"{result.kind} {result.preset}: {result.games} games, seed {result.seed}",
        caption="pairs of games on the same deals with the seats swapped",
    )
    for column in ("line-up", "bots", "wins", "win rate", "95 % CI", "points / hand"):
        wins.add_column(column, justify="left" if column in ("line-up", "bots") else "right")
    names = ["team 0+2", "team 1+3"] if len(result.wins) == 2 else [f"seat {i}" for i in range(4)]
    for i, name in enumerate(names):
        lo, hi = result.ci95[i]
        wins.add_row(
            name,
            result.lineups[i],
            str(result.wins[i]),
            f"{result.win_rate[i]:.1%}",
            f"{lo:.1%} – {hi:.1%}",
            f"{result.avg_points_per_hand[i]:.1f}",
        )
    speed = Table(title="decision time per level (ms)")
    for column in ("level", "decisions", "mean", "median", "p95"):
        speed.add_column(column, justify="left" if column == "level" else "right")
    for level, s in result.decision_stats().items():
        label = f"{level} (budget {budget:g} s)" if level == "strong" and budget else level
        speed.add_row(
            label, str(s["count"]), f"{s['mean']:.2f}", f"{s['median']:.2f}", f"{s['p95']:.2f}"
        )
    console = Console()
    console.print(wins)
    console.print(speed)
