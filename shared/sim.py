"""Headless matches between bots: the ``simulate`` command, tests and benchmarks.

Games come in pairs dealt from the same seed. In the second game of a pair every bot
moves one seat on, so each line-up holds the cards the other line-up held in the first
game; card luck cancels and what remains is the difference between the bots. Results
are always reported per *line-up* as given by ``--seats`` (team 0 = seats 0 and 2 of
that list), never per table seat.

In games of four individual players (Differenzler, Molotow, Spades ``bicycle``) each
``--seats`` position is a line-up of its own. There a win is a first place, shared by
everyone tied for it, and the final totals are reported too: per position and per
bot level, each with a 95 % confidence interval, and the difference between every two
levels, game by game (both levels play the same deals, so the difference is paired).
Whether a low total is good (a penalty) is read from the engine's own ranking
(``places``, lowest first) when it has one.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import itertools
import json
import math
import random
import signal
import statistics
import sys
import threading
import time
from collections.abc import (
    Callable,
    Container,
    Generator,
    Iterable,
    Iterator,
    Mapping,
    Sequence,
)
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, overload

from shared.bots import BOT_LEVELS, make_bot
from shared.deadline import CLOCK_NAMES, clock_named
from shared.i18n import N_, Msg, _, format_number, ngettext, translate
from shared.kinds import GameKind, KindTable, get_kind, kinds_for_command, load_engine
from shared.table import team_of
from shared.text import printable

GAMES: Mapping[str, str] = KindTable(lambda kind: kind.engine, "engine")
"""Game kind → ``module:Class`` of its engine (from :mod:`shared.kinds`), imported on use."""

DEFAULT_PRESETS: Mapping[str, str] = KindTable(lambda kind: kind.default_preset, "preset")
"""Game kind → the preset a simulation plays when none is given."""

MAX_ACTIONS_PER_GAME = 20_000
"""A real game needs a few hundred decisions; far more means a loop in a bot or engine."""
MAX_GAMES = 1_000_000_000
MAX_JOBS = 64
MAX_BUDGET = 60.0
"""Longest thinking time per decision a searching bot may be given, in seconds."""
BUDGETED = ("strong", "expert", "ismcts")
"""The levels that search, and so take ``--budget``."""
Budget = float | Mapping[str, float] | None
"""Seconds per decision for the searching levels: one number for all of them, or a number
per level (``{"strong": 0.3, "expert": 2.0}``); a level not given keeps its own default
(``strong`` and ``ismcts`` 0.3 s, ``expert`` 2 s)."""
MAX_SEED = 2**63
MAX_TIME_SAMPLES = 100_000
"""Decision times kept per level for the median and p95 (a uniform sample beyond that)."""
PROGRESS_EVERY = 10.0
"""Seconds between progress lines when standard error is not a terminal."""
EXIT_INTERRUPTED = 130


class SimulationError(RuntimeError):
    """A game could not be played to the end (an illegal bot move, a runaway game)."""


@dataclass(frozen=True)
class GameResult:
    """One finished game, already translated from table seats to line-up positions."""

    seed: int
    shift: int
    winner: int
    """The winning line-up: a team (0/1) in partnership play, a ``--seats`` index otherwise;
    -1 for a drawn game (equal team totals)."""
    points_per_hand: tuple[float, ...]
    hands: int
    decision_ms: dict[str, list[float]]
    totals: tuple[float, ...] = ()
    """The final total of each line-up."""
    firsts: tuple[int, ...] = ()
    """The line-ups placed first: the winner, everyone tied for first, nobody in a draw."""
    lowest_wins: bool = False
    """Whether the game ranks the lowest total first (a penalty, as in Differenzler)."""
    index: int = 0
    """The game's number in the run's plan (:func:`schedule`), from 0."""


@dataclass
class SimResult:
    """The outcome of a run of games, in the shape ``--json`` prints.

    ``interrupted`` is true when Ctrl+C ended the run early: then ``games`` of
    ``planned`` games were played and everything here is about those.
    """

    kind: str
    preset: str
    seed: int
    seats: list[str]
    games: int
    wins: list[int]
    avg_points_per_hand: list[float]
    decision_ms: dict[str, list[float]] = field(repr=False)
    """Per level, the decision times (all of them, or a uniform sample of a long run's)."""
    decision_counts: dict[str, int] = field(default_factory=dict, repr=False)
    decision_totals: dict[str, float] = field(default_factory=dict, repr=False)
    planned: int = 0
    interrupted: bool = False
    draws: int = 0
    """Games nobody won (equal team totals)."""
    totals: list[Mean] = field(default_factory=list, repr=False)
    """Individual play: the final total of each line-up position, game by game."""
    levels: dict[str, LevelTally] = field(default_factory=dict, repr=False)
    """Individual play: per bot level, its first places and its seats' mean total."""
    differences: dict[tuple[str, str], Mean] = field(default_factory=dict, repr=False)
    """Individual play: per two levels (a, b), the stronger first, the game's mean total of a
    minus that of b."""
    lowest_wins: bool = False
    margin: Mean = field(default_factory=lambda: Mean(), repr=False)
    """Partnership play: per complete pair of games, the mean over its two games of line-up
    0's points per hand minus line-up 1's. Both games hold the same cards, swapped, so the
    deal's luck cancels and the interval is far narrower than the win rate's."""

    options: dict[str, Any] = field(default_factory=dict)
    """The engine options every game was played with (beyond the preset's defaults)."""
    clock: str = "wall"
    """The clock the budgets and the decision times were counted on (``wall`` or ``cpu``)."""
    log: Path | None = None
    """The run's log (``--log``), if it kept one."""
    from_log: int = 0
    """Games counted from the log of an earlier run with the same settings, not played now."""

    @property
    def individual(self) -> bool:
        """Four players each for himself: every ``--seats`` position is a line-up."""
        return len(self.wins) == 4

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
        stats = {}
        for level, times in sorted(self.decision_ms.items(), key=lambda kv: _level_key(kv[0])):
            summary = summarize_times(times)
            count = self.decision_counts.get(level)
            if count is not None:
                summary["count"] = count
                total = self.decision_totals.get(level, 0.0)
                summary["mean"] = round(total / count, 3) if count else 0.0
            stats[level] = summary
        return stats

    def to_json(self) -> dict[str, Any]:
        stats = self.decision_stats()
        data = {
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
            "options": dict(self.options),
            "seed": self.seed,
            "games_planned": self.planned or self.games,
            "interrupted": self.interrupted,
            "draws": self.draws,
            "clock": self.clock,
        }
        if self.log is not None:
            data["log"] = {"file": str(self.log), "games_from_log": self.from_log}
        if not self.individual and self.margin.count:
            data["margin_per_hand"] = {
                "pairs": self.margin.count,
                "mean": round(self.margin.mean, 2),
                "ci95": _rounded(self.margin.ci95),
            }
        if self.individual:
            data |= {
                "lowest_wins": self.lowest_wins,
                "avg_total": [round(m.mean, 2) for m in self.totals],
                "total_ci95": [_rounded(m.ci95) for m in self.totals],
                "levels": {
                    level: {
                        "seats": tally.seats,
                        "wins": tally.wins,
                        "win_rate": round(tally.wins / self.games, 4) if self.games else 0.0,
                        "ci95": _rounded(wilson_interval(tally.wins, self.games), 4),
                        "avg_total": round(tally.total.mean, 2),
                        "total_ci95": _rounded(tally.total.ci95),
                    }
                    for level, tally in self.levels.items()
                },
                "differences": [
                    {"levels": [a, b], "mean": round(d.mean, 2), "ci95": _rounded(d.ci95)}
                    for (a, b), d in self.differences.items()
                ],
            }
        return data


def _rounded(interval: tuple[float, float], digits: int = 2) -> list[float]:
    return [round(interval[0], digits), round(interval[1], digits)]


class Mean:
    """A running mean with its 95 % confidence interval (normal approximation).

    Welford's update: two numbers per quantity, whatever the number of games.
    """

    __slots__ = ("_m2", "count", "mean")

    def __init__(self) -> None:
        self.count = 0
        self.mean = 0.0
        self._m2 = 0.0

    def add(self, value: float) -> None:
        self.count += 1
        delta = value - self.mean
        self.mean += delta / self.count
        self._m2 += delta * (value - self.mean)

    @property
    def stdev(self) -> float:
        return math.sqrt(self._m2 / (self.count - 1)) if self.count > 1 else 0.0

    @property
    def ci95(self) -> tuple[float, float]:
        """The mean ± 1.96 standard errors; the mean alone before two values."""
        half = 1.96 * self.stdev / math.sqrt(self.count) if self.count > 1 else 0.0
        return (self.mean - half, self.mean + half)


@dataclass
class LevelTally:
    """One bot level in individual play: games with one of its seats first, mean total."""

    seats: int
    wins: int = 0
    total: Mean = field(default_factory=Mean)


def _level_key(level: str) -> int:
    return BOT_LEVELS.index(level) if level in BOT_LEVELS else len(BOT_LEVELS)


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
    """The engine class of the game kind ``kind`` (see :mod:`shared.kinds`)."""
    return load_engine(get_kind(kind))


def pair_seed(seed: int, pair: int) -> int:
    """The deal seed of the ``pair``-th pair: spread out so neighbouring runs don't overlap."""
    return random.Random(f"{seed}:{pair}").randrange(2**31)


class Schedule(Sequence[tuple[int, int]]):
    """``(deal seed, seat shift)`` of each game, worked out when asked for (never stored).

    Both games of a pair share the deal; a billion games cost nothing until played.
    """

    def __init__(self, games: int, seed: int) -> None:
        self.games = max(games, 0)
        self.seed = seed

    def _item(self, index: int) -> tuple[int, int]:
        return (pair_seed(self.seed, index // 2), index % 2)

    @overload
    def __getitem__(self, index: int) -> tuple[int, int]: ...

    @overload
    def __getitem__(self, index: slice) -> list[tuple[int, int]]: ...

    def __getitem__(self, index: int | slice) -> tuple[int, int] | list[tuple[int, int]]:
        if isinstance(index, slice):
            return [self._item(i) for i in range(*index.indices(self.games))]
        if index < 0:
            index += self.games
        if not 0 <= index < self.games:
            raise IndexError("game number out of range")
        return self._item(index)

    def __len__(self) -> int:
        return self.games

    def __iter__(self) -> Iterator[tuple[int, int]]:
        for pair in itertools.count():
            if 2 * pair >= self.games:
                return
            deal = pair_seed(self.seed, pair)
            yield (deal, 0)
            if 2 * pair + 1 < self.games:
                yield (deal, 1)


def schedule(games: int, seed: int) -> Schedule:
    """``(deal seed, seat shift)`` for each game: both games of a pair share the deal."""
    return Schedule(games, seed)


def level_budget(budget: Budget, level: str) -> float | None:
    """The seconds per decision ``budget`` gives ``level``; None for its own default."""
    if level not in BUDGETED or budget is None:
        return None
    if isinstance(budget, Mapping):
        return budget.get(level)
    return budget


def seated_levels(levels: Sequence[str], shift: int) -> list[str]:
    """Levels by table seat when the bot given for seat ``k`` sits at seat ``k + shift``."""
    return [levels[(seat - shift) % 4] for seat in range(4)]


def play_game(
    kind: str,
    levels: Sequence[str],
    seed: int,
    shift: int = 0,
    preset: str | None = None,
    budget: Budget = None,
    options: dict[str, Any] | None = None,
    clock: str = "wall",
) -> GameResult:
    """Play one game to the end with the given bots; results per line-up position.

    ``budget`` goes to the searching levels (:data:`BUDGETED`, see :data:`Budget`); they
    count it, and the decision times are measured, on ``clock`` (:mod:`shared.deadline`).
    """
    read = clock_named(clock)
    cls = game_class(kind)
    game = cls.new(preset=preset or get_kind(kind).default_preset, seed=seed, **(options or {}))
    table_levels = seated_levels(levels, shift)
    bots = []
    for seat, level in enumerate(table_levels):
        extra: dict[str, Any] = {"clock": clock}
        seconds = level_budget(budget, level)
        if seconds is not None:
            extra["budget"] = seconds
        # A bot's seed follows its line-up position, so both games of a pair match.
        bot_seed = seed * 4 + (seat - shift) % 4
        bots.append(make_bot(kind, level, seed=bot_seed, **extra))
    times: dict[str, list[float]] = {level: [] for level in set(levels)}
    for _step in range(MAX_ACTIONS_PER_GAME):
        if game.phase == "game_over":
            break
        seat = game.to_move
        view = game.view(seat)
        legal = game.legal_actions()
        start = read()
        action = bots[seat].choose(view, legal)
        times[table_levels[seat]].append((read() - start) * 1000)
        try:
            game.apply(action)
        except Exception as exc:
            raise SimulationError(
                Msg(
                    "{kind} seed {seed} shift {shift}: the {level} bot at seat {seat} "
                    "chose {action} ({problem})",
                    kind=kind,
                    seed=seed,
                    shift=shift,
                    level=table_levels[seat],
                    seat=seat,
                    action=str(action),
                    problem=exc.args[0] if len(exc.args) == 1 else str(exc),
                )
            ) from exc
    else:
        raise SimulationError(
            Msg(
                "{kind} seed {seed}: no end after {actions} actions",
                kind=kind,
                seed=seed,
                actions=MAX_ACTIONS_PER_GAME,
            )
        )
    return _result(game, seed, shift, times)


def _result(game: Any, seed: int, shift: int, times: dict[str, list[float]]) -> GameResult:
    scores = tuple(game.scores)
    hands = max(len(game.hands), 1)
    lowest_wins = False
    # Table position p holds line-up position (p - shift): teams swap on an odd shift.
    if len(scores) == 2:
        winner = -1 if game.winner is None else team_of(game.winner - shift)
        by_lineup = [scores[team_of(t + shift)] for t in (0, 1)]
        firsts: tuple[int, ...] = () if winner < 0 else (winner,)
    else:
        winner = -1 if game.winner is None else (game.winner - shift) % 4
        by_lineup = [scores[(s + shift) % 4] for s in range(4)]
        places = getattr(game, "places", None)
        if places is None:
            firsts = () if winner < 0 else (winner,)
        else:  # the engine's ranking: everyone tied for first is first
            firsts = tuple(s for s in range(4) if places[(s + shift) % 4] == 1)
            best = [scores[s] for s in range(4) if places[s] == 1]
            lowest_wins = min(best) == min(scores) and min(scores) < max(scores)
    return GameResult(
        seed=seed,
        shift=shift,
        winner=winner,
        points_per_hand=tuple(p / hands for p in by_lineup),
        hands=hands,
        decision_ms=times,
        totals=tuple(float(p) for p in by_lineup),
        firsts=firsts,
        lowest_wins=lowest_wins,
    )


Task = tuple[int, str, list[str], int, int, str | None, Budget, dict[str, Any] | None, str]
"""The game's number in the plan, then the arguments of :func:`play_game`."""


def _play_task(task: Task) -> GameResult:
    return dataclasses.replace(play_game(*task[1:]), index=task[0])


def _worker_start() -> None:
    # Ctrl+C reaches every process of the terminal's group: the parent alone answers it
    # (and ends the workers), so a worker never prints a traceback of its own.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _end_pool(pool: ProcessPoolExecutor) -> None:
    """Stop ``pool`` now: queued games are dropped, running ones ended, workers gone."""
    workers = list((getattr(pool, "_processes", None) or {}).values())
    # Taken before shutdown(), which drops the pool's reference to it.
    manager = getattr(pool, "_executor_manager_thread", None)
    pool.shutdown(wait=False, cancel_futures=True)
    for worker in workers:
        with contextlib.suppress(Exception):
            if worker.is_alive():
                worker.terminate()
    for worker in workers:
        with contextlib.suppress(Exception):
            worker.join(timeout=5)
    # The pool's manager thread closes its wake-up pipe as it ends; CPython 3.11's exit
    # hook writes to that pipe unlocked and, in a race, printed "Bad file descriptor"
    # tracebacks after a Ctrl+C. Once the thread has ended, the hook finds it closed.
    if manager is not None:
        with contextlib.suppress(Exception):
            manager.join(timeout=5)


CTRL_C_POLL = 0.1
"""Seconds between two looks for a Ctrl+C while worker processes play."""


class _HeldCtrlC:
    """Ctrl+C noted while a pool runs and answered by :meth:`answer` at a safe point.

    The SIGINT handler in force (the command's, or Python's ``KeyboardInterrupt``) would
    raise wherever the main thread is, also inside ``concurrent.futures``' own locking
    (``wait`` takes every pending future's lock in turn): a lock left held blocks the
    pool's manager thread for good, and the interpreter's exit waits for that thread.
    Outside the main thread, or with no Python handler in force, nothing is held.
    """

    def __init__(self) -> None:
        self.previous: Any = None
        self.pressed: int | None = None
        if threading.current_thread() is threading.main_thread():
            previous = signal.getsignal(signal.SIGINT)
            if callable(previous):
                self.previous = previous
                signal.signal(signal.SIGINT, self._note)

    def _note(self, signum: int, frame: Any) -> None:
        self.pressed = signum

    def answer(self) -> None:
        """Hand a noted press to the handler it was held from (which raises)."""
        if self.pressed is not None and self.previous is not None:
            handler, signum = self.previous, self.pressed
            self.release()
            handler(signum, None)

    def release(self) -> None:
        """Put the held handler back (once); a press not yet answered is dropped."""
        if self.previous is not None and threading.current_thread() is threading.main_thread():
            signal.signal(signal.SIGINT, self.previous)
        self.previous = None


def _in_parallel(tasks: Iterator[Task], jobs: int) -> Generator[GameResult, None, None]:
    """Results of ``tasks`` from ``jobs`` worker processes, with a few games queued ahead."""
    pool = ProcessPoolExecutor(max_workers=jobs, initializer=_worker_start)
    pending: set[Future[GameResult]] = set()
    ctrl_c = _HeldCtrlC()
    try:
        for task in itertools.islice(tasks, 2 * jobs):
            pending.add(pool.submit(_play_task, task))
        while pending:
            ctrl_c.answer()
            done, pending = wait(pending, timeout=CTRL_C_POLL, return_when=FIRST_COMPLETED)
            ctrl_c.answer()
            for future in done:
                for task in itertools.islice(tasks, 1):
                    pending.add(pool.submit(_play_task, task))
                yield future.result()
    except BaseException:  # Ctrl+C, a failed game, or the caller stopped listening
        ctrl_c.release()
        _end_pool(pool)
        raise
    ctrl_c.release()
    pool.shutdown(wait=True)


def iter_games(
    kind: str,
    levels: Sequence[str],
    games: int,
    seed: int,
    preset: str | None,
    budget: Budget,
    jobs: int,
    options: dict[str, Any] | None = None,
    clock: str = "wall",
    done: Container[int] = (),
) -> Generator[GameResult, None, None]:
    """Results as games finish (any order with ``jobs > 1``); games are planned lazily.

    The games numbered in ``done`` (already played, e.g. in a log) are left out.
    """
    tasks: Iterator[Task] = (
        (index, kind, list(levels), s, shift, preset, budget, options, clock)
        for index, (s, shift) in enumerate(schedule(games, seed))
        if index not in done
    )
    if jobs <= 1:
        for task in tasks:
            yield _play_task(task)
        return
    yield from _in_parallel(tasks, jobs)


class _Tally:
    """Running totals of a run: memory stays the same for ten games or a billion."""

    def __init__(self, seats: Sequence[str] = ()) -> None:
        self.seats = list(seats)
        self.games = 0
        self.wins: list[int] = []
        self.points: list[float] = []
        self.samples: dict[str, list[float]] = {}
        self.counts: dict[str, int] = {}
        self.totals: dict[str, float] = {}
        self.draws = 0
        self.lowest_wins = False
        self.final: list[Mean] = []
        self.levels: dict[str, LevelTally] = {}
        self.differences: dict[tuple[str, str], Mean] = {}
        self.margin = Mean()
        self._half_pairs: dict[int, float] = {}
        """Deal seed → the margin of the first game of its pair to finish."""
        self._rng = random.Random(0)

    def add(self, result: GameResult) -> None:
        if not self.wins:
            positions = len(result.points_per_hand)
            self.wins, self.points = [0] * positions, [0.0] * positions
        self.games += 1
        if not result.firsts:
            self.draws += 1
        for first in result.firsts:
            self.wins[first] += 1
        for i, p in enumerate(result.points_per_hand):
            self.points[i] += p
        if len(result.totals) == 4 and len(self.seats) == 4:
            self._add_individual(result)
        elif len(result.points_per_hand) == 2:
            self._add_margin(result)
        for level, times in result.decision_ms.items():
            sample = self.samples.setdefault(level, [])
            seen = self.counts.get(level, 0)
            for ms in times:
                seen += 1
                if len(sample) < MAX_TIME_SAMPLES:
                    sample.append(ms)
                else:  # reservoir sampling: every time kept with the same chance
                    slot = self._rng.randrange(seen)
                    if slot < MAX_TIME_SAMPLES:
                        sample[slot] = ms
            self.counts[level] = seen
            self.totals[level] = self.totals.get(level, 0.0) + sum(times)

    def _add_margin(self, result: GameResult) -> None:
        """Pair the game with its twin on the same deal; a complete pair adds its mean margin."""
        margin = result.points_per_hand[0] - result.points_per_hand[1]
        twin = self._half_pairs.pop(result.seed, None)
        if twin is None:
            self._half_pairs[result.seed] = margin
        else:
            self.margin.add((twin + margin) / 2)

    def _add_individual(self, result: GameResult) -> None:
        """Totals per position, per level, and the paired difference of every two levels."""
        self.lowest_wins = self.lowest_wins or result.lowest_wins
        if not self.final:
            self.final = [Mean() for _ in range(4)]
            present = sorted(set(self.seats), key=_level_key)
            for level in present:
                self.levels[level] = LevelTally(seats=self.seats.count(level))
            stronger_first = present[::-1]
            for i, a in enumerate(stronger_first):
                for b in stronger_first[i + 1 :]:
                    self.differences[(a, b)] = Mean()
        for i, total in enumerate(result.totals):
            self.final[i].add(total)
        means = {}
        for level, tally in self.levels.items():
            mine = [i for i, s in enumerate(self.seats) if s == level]
            means[level] = statistics.fmean(result.totals[i] for i in mine)
            tally.total.add(means[level])
            if any(i in result.firsts for i in mine):
                tally.wins += 1
        for (a, b), difference in self.differences.items():
            difference.add(means[a] - means[b])

    def result(
        self,
        kind: str,
        preset: str,
        seed: int,
        seats: Sequence[str],
        planned: int = 0,
        interrupted: bool = False,
        options: Mapping[str, Any] | None = None,
        clock: str = "wall",
        log: Path | None = None,
        from_log: int = 0,
    ) -> SimResult:
        n = self.games
        return SimResult(
            kind=kind,
            preset=preset,
            seed=seed,
            seats=list(seats),
            games=n,
            wins=self.wins or [0, 0],
            avg_points_per_hand=[p / n for p in self.points] if n else [0.0, 0.0],
            decision_ms=self.samples,
            decision_counts=self.counts,
            decision_totals=self.totals,
            planned=planned or n,
            interrupted=interrupted,
            draws=self.draws,
            totals=self.final,
            levels=self.levels,
            differences=self.differences,
            lowest_wins=self.lowest_wins,
            margin=self.margin,
            options=dict(options or {}),
            clock=clock,
            log=log,
            from_log=from_log,
        )


def simulate(
    kind: str,
    seats: Sequence[str],
    games: int,
    preset: str | None = None,
    seed: int = 0,
    budget: Budget = None,
    jobs: int = 1,
    options: dict[str, Any] | None = None,
    progress: Callable[[GameResult], None] | None = None,
    clock: str = "wall",
    log: Path | None = None,
) -> SimResult:
    """Play ``games`` games (in seat-swapped pairs) and gather the results.

    ``clock`` is what the bots' budgets and the decision times count: ``wall`` (what a
    player feels) or ``cpu`` (the deciding process's own time, fair on a busy machine).

    ``log`` keeps every finished game in that file as it ends, and a run given the log of
    an earlier one with the same settings continues it (:mod:`shared.sim_log`): the
    logged games count (each passed to ``progress`` first) and are not played again.

    Ctrl+C (``KeyboardInterrupt``) ends the run early, workers included: the games
    finished by then come back with ``interrupted=True``.
    """
    _check_seats(seats)
    check_numbers(games=games, jobs=jobs, budget=budget, seed=seed)
    _check_clock(clock)
    preset = preset or get_kind(kind).default_preset
    tally = _Tally(seats)
    interrupted = False

    def count(result: GameResult) -> None:
        tally.add(result)
        if progress is not None:
            progress(result)

    with contextlib.ExitStack() as stack:
        run_log = None
        if log is not None:
            from shared import sim_log  # it builds on this module's records

            settings = sim_log.settings_of(kind, seats, seed, preset, options, budget, clock)
            run_log = stack.enter_context(sim_log.RunLog.open(log, settings, games))
            for result in run_log.logged:
                count(result)
        done = run_log.done if run_log is not None else ()
        results = iter_games(kind, seats, games, seed, preset, budget, jobs, options, clock, done)
        try:
            for result in results:
                if run_log is not None:
                    run_log.add(result)
                count(result)
        except KeyboardInterrupt:
            interrupted = True
        finally:
            results.close()
    return tally.result(
        kind,
        preset,
        seed,
        seats,
        planned=games,
        interrupted=interrupted,
        options=options,
        clock=clock,
        log=log,
        from_log=len(run_log.logged) if run_log is not None else 0,
    )


def aggregate(
    kind: str, preset: str, seed: int, seats: Sequence[str], results: Iterable[GameResult]
) -> SimResult:
    tally = _Tally(seats)
    for result in results:
        tally.add(result)
    return tally.result(kind, preset, seed, seats)


def check_numbers(
    games: int | None = None,
    jobs: int | None = None,
    budget: Budget = None,
    seed: int | None = None,
) -> None:
    """``ValueError`` in words for a number a simulation cannot run with."""
    if games is not None:
        _check_whole(NUMBER_OF_GAMES, games, 0, MAX_GAMES)
    if jobs is not None:
        _check_whole(NUMBER_OF_JOBS, jobs, 1, MAX_JOBS)
    if seed is not None:
        _check_whole(THE_SEED, seed, -MAX_SEED, MAX_SEED - 1)
    if isinstance(budget, Mapping):
        for level in budget:
            _check_budgeted(level)
        budgets = list(budget.values())
    else:
        budgets = [] if budget is None else [budget]
    if not all(_is_budget(seconds) for seconds in budgets):
        most = f"{MAX_BUDGET:g}"
        raise ValueError(
            Msg("the budget must be a number of seconds above 0 and at most {most}", most=most)
        )


def _check_budgeted(level: object) -> None:
    if level not in BUDGETED:
        raise ValueError(
            Msg(
                "{level} takes no budget; the levels that search are {levels}",
                level=repr(level),
                levels=", ".join(BUDGETED),
            )
        )


def _is_budget(value: object) -> bool:
    return (
        isinstance(value, int | float)
        and not isinstance(value, bool)
        and math.isfinite(value)
        and 0 < value <= MAX_BUDGET
    )


NUMBER_OF_GAMES = N_("the number of games")
NUMBER_OF_JOBS = N_("the number of jobs")
THE_SEED = N_("the seed")
"""What :func:`check_numbers` names in its messages (English; said translated)."""


def _check_whole(what: str, value: object, low: int, high: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(_whole_problem(what, low, high))


def _whole_problem(what: str, low: int, high: int) -> Msg:
    # TRANSLATORS: {what} is "the number of games", "the number of jobs" or "the seed".
    return Msg(
        "{what} must be a whole number from {low} to {high}", what=Msg(what), low=low, high=high
    )


def _check_seats(seats: Sequence[str]) -> None:
    if len(seats) != 4:
        raise ValueError(
            Msg("give four seats, e.g. easy,normal,strong,normal (got {count})", count=len(seats))
        )
    unknown = [s for s in seats if s not in BOT_LEVELS]
    if unknown:
        raise ValueError(
            Msg(
                "unknown bot level {level}; choose from {levels}",
                level=repr(unknown[0]),
                levels=", ".join(BOT_LEVELS),
            )
        )


def _check_clock(clock: str) -> None:
    if clock not in CLOCK_NAMES:
        raise ValueError(
            Msg(
                "unknown clock {clock}; choose from {clocks}",
                clock=repr(clock),
                clocks=", ".join(CLOCK_NAMES),
            )
        )


# ---------------------------------------------------------------- command line


def _parser(kind: GameKind) -> argparse.ArgumentParser:
    epilog = _("Ctrl+C stops early and prints the results of the games played so far.")
    hosted = kinds_for_command(kind.command)
    if len(hosted) > 1:
        games = ", ".join(k.id for k in hosted)
        epilog += " " + _("Another game: {command} simulate --game KIND ({games}).").format(
            command=kind.command, games=games
        )
    parser = argparse.ArgumentParser(
        prog=f"{kind.command} simulate",
        description=_("Play bot games headless, in pairs on the same deals with seats swapped."),
        epilog=epilog,
    )
    parser.add_argument(
        "--games",
        type=_whole_number(NUMBER_OF_GAMES, 1, MAX_GAMES),
        default=100,
        help=_("games to play (1 to {most})").format(most=format_number(MAX_GAMES)),
    )
    parser.add_argument(
        "--seats",
        type=_seats,
        default="normal,easy,normal,easy",
        help=_(
            "bot level per seat 0-3 ({levels}), comma separated (team 0 = seats 0 and 2)"
        ).format(levels=", ".join(BOT_LEVELS)),
    )
    parser.add_argument("--preset", default=kind.default_preset, help=_("rule preset"))
    parser.add_argument(
        "--seed",
        type=_whole_number(THE_SEED, -MAX_SEED, MAX_SEED - 1),
        default=0,
        help=_("seed of the first deal"),
    )
    parser.add_argument(
        "--jobs",
        type=_whole_number(NUMBER_OF_JOBS, 1, MAX_JOBS),
        default=1,
        help=_("worker processes (1 to {most})").format(most=MAX_JOBS),
    )
    parser.add_argument(
        "--budget",
        type=_budget,
        default=None,
        metavar="SECONDS|LEVEL=SECONDS,...",
        help=_(
            "seconds per decision for the searching bots ({levels}), above 0 and up to "
            "{most}: one number for all of them, or a number per level, e.g. "
            "strong=0.3,expert=2; a level not given keeps its own (strong and ismcts 0.3, "
            "expert 2)"
        ).format(levels=", ".join(BUDGETED), most=f"{MAX_BUDGET:g}"),
    )
    parser.add_argument(
        "--clock",
        type=_clock,
        metavar="{wall,cpu}",
        default="wall",
        help=_(
            "what the budget and the decision times count: wall, the time a player waits "
            "(the default), or cpu, the deciding process's own processor time, fair on a "
            "busy machine"
        ),
    )
    parser.add_argument(
        "--option",
        dest="options",
        metavar="NAME=VALUE",
        type=_option,
        action="append",
        default=[],
        help=_(
            "an engine option for every game, repeatable (e.g. --option jokers=jokers_deuces "
            "--option blind_nil=true); true/false, none and whole numbers are read as such"
        ),
    )
    parser.add_argument(
        "--log",
        type=Path,
        metavar="FILE",
        help=_(
            "keep each finished game in FILE as it ends; the same command with the same "
            "FILE continues a stopped run (a larger --games extends it)"
        ),
    )
    parser.add_argument("--json", action="store_true", help=_("print one JSON object"))
    return parser


OptionValue = int | bool | str | None
TRUE_WORDS = ("true", "on", "yes")
FALSE_WORDS = ("false", "off", "no")


def _option(text: str) -> tuple[str, str]:
    """``NAME=VALUE`` as a pair of texts; the engine's defaults give the value its type."""
    name, sep, value = text.partition("=")
    name = name.strip()
    if not sep or not name.isidentifier():
        raise argparse.ArgumentTypeError(
            _("{text}: give an engine option as NAME=VALUE, e.g. jokers=jokers").format(
                text=repr(printable(text[:40]))
            )
        )
    return name, value.strip()


def option_value(name: str, text: str, default: OptionValue) -> OptionValue:
    """``text`` as a value of the option ``name`` whose default is ``default``.

    A flag takes true/false (on/off, yes/no); a number a whole number, or ``none`` where
    the engine allows none (it says so if not); a word option the word itself.
    """
    lower = text.lower()
    if isinstance(default, bool):
        if lower in TRUE_WORDS or lower in FALSE_WORDS:
            return lower in TRUE_WORDS
        raise ValueError(
            Msg("{name} is true or false, not {text}", name=name, text=repr(printable(text[:40])))
        )
    if isinstance(default, int) or default is None:
        if lower == "none":
            return None
        if text.lstrip("-").isdecimal() and len(text) <= 12:
            return int(text)
        if isinstance(default, int):
            raise ValueError(
                Msg(
                    "{name} is a whole number, not {text}",
                    name=name,
                    text=repr(printable(text[:40])),
                )
            )
    return text


def engine_options(
    kind: GameKind, preset: str, pairs: Iterable[tuple[str, str]]
) -> dict[str, OptionValue]:
    """``--option`` pairs as the engine's keyword arguments, typed by its defaults and
    checked by the engine itself (its own words for a value it refuses). A name given
    twice keeps the last value."""
    pairs = list(pairs)
    if not pairs:
        return {}
    engine = load_engine(kind)
    defaults: Mapping[str, OptionValue] = getattr(engine.new(preset=preset, seed=0), "options", {})
    typed: dict[str, OptionValue] = {}
    for name, text in pairs:
        if name not in defaults:
            raise ValueError(
                Msg(
                    "unknown {game} option {name}; the options are {options}",
                    game=kind.id,
                    name=repr(name),
                    options=", ".join(defaults),
                )
            )
        typed[name] = option_value(name, text, defaults[name])
    engine.new(preset=preset, seed=0, **typed)
    return typed


def _whole_number(what: str, low: int, high: int) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = None
        if value is None or not low <= value <= high:
            raise argparse.ArgumentTypeError(
                _("{text}: {problem}").format(
                    text=repr(printable(text[:40])),
                    problem=translate(_whole_problem(what, low, high)),
                )
            )
        return value

    parse.__name__ = what
    return parse


def _budget(text: str) -> float | dict[str, float]:
    """``--budget``: ``SECONDS`` for every searching level, or ``LEVEL=SECONDS,...``."""
    if "=" not in text:
        return _seconds(text)
    budgets: dict[str, float] = {}
    for part in text.split(","):
        level, sep, seconds = part.partition("=")
        level = level.strip().lower()
        if not sep:
            raise argparse.ArgumentTypeError(
                _("{text}: give a budget as SECONDS or LEVEL=SECONDS,..., e.g. {example}").format(
                    text=repr(printable(part[:40])), example="strong=0.3,expert=2"
                )
            )
        try:
            _check_budgeted(level)
        except ValueError as exc:
            raise argparse.ArgumentTypeError(printable(_said(exc))) from None
        budgets[level] = _seconds(seconds)
    return budgets


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or not 0 < value <= MAX_BUDGET:
        raise argparse.ArgumentTypeError(
            _("{text}: the budget must be seconds above 0 and at most {most}").format(
                text=repr(printable(text[:40])), most=f"{MAX_BUDGET:g}"
            )
        )
    return value


def _clock(text: str) -> str:
    clock = text.strip().lower()
    if clock not in CLOCK_NAMES:
        raise argparse.ArgumentTypeError(
            _("{text}: the clock is wall or cpu").format(text=repr(printable(text[:40])))
        )
    return clock


def _seats(text: str) -> list[str]:
    seats = [s.strip().lower() for s in text.split(",")]
    try:
        _check_seats(seats)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(printable(_said(exc))) from None
    return seats


def main(kind: str, argv: list[str]) -> int:
    """``jass simulate …`` / ``spades simulate …``; returns the exit status.

    0 when every game was played, 1 when the run could not start or a game failed,
    130 when Ctrl+C stopped it (the results of the games played so far are printed).
    """
    game_kind = get_kind(kind)
    prog = f"{game_kind.command} simulate"
    args = _parser(game_kind).parse_args(argv)
    seats = args.seats if isinstance(args.seats, list) else _seats(args.seats)
    with _only_one_ctrl_c():
        try:
            _check_preset(game_kind, args.preset)
            options = engine_options(game_kind, args.preset, args.options)
            result = _run_with_progress(game_kind, seats, args, options)
        except (ValueError, SimulationError) as exc:
            print(f"{prog}: {printable(_said(exc))}", file=sys.stderr)
            return 1
        except KeyboardInterrupt:  # before the first game started
            print(
                _("{prog}: interrupted before any game was played").format(prog=prog),
                file=sys.stderr,
            )
            return EXIT_INTERRUPTED
        if result.interrupted:
            print(
                _(
                    "{prog}: interrupted after {games} of {planned} games; "
                    "the results are for those games only"
                ).format(
                    prog=prog,
                    games=format_number(result.games),
                    planned=format_number(result.planned),
                ),
                file=sys.stderr,
            )
        if args.json:
            print(json.dumps(result.to_json()))
        else:
            _print_tables(result, args.budget)
    return EXIT_INTERRUPTED if result.interrupted else 0


def _said(exc: BaseException) -> str:
    """What an exception says, in the current language when it speaks in a ``Msg``."""
    said = exc.args[0] if len(exc.args) == 1 else None
    return translate(said) if isinstance(said, Msg) else str(exc)


@contextlib.contextmanager
def _only_one_ctrl_c() -> Iterator[None]:
    """The first Ctrl+C stops the run; later ones are ignored while the command ends.

    So a second or third Ctrl+C cannot cut the clean-up (ending the workers) or the
    partial results short, nor print a traceback.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    pressed = False

    def first(signum: int, frame: Any) -> None:
        nonlocal pressed
        pressed = True
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGINT, first)
    try:
        yield
    finally:
        if not pressed:  # once stopped, the command is ending: later presses stay ignored
            signal.signal(signal.SIGINT, previous)


def _check_preset(kind: GameKind, preset: str) -> None:
    """Refuse an unknown preset before any worker starts (the engine's words)."""
    load_engine(kind).new(preset=preset, seed=0)


def _run_with_progress(
    kind: GameKind,
    seats: list[str],
    args: argparse.Namespace,
    options: dict[str, OptionValue] | None = None,
) -> SimResult:
    run: dict[str, Any] = {
        "preset": args.preset,
        "seed": args.seed,
        "budget": args.budget,
        "jobs": args.jobs,
        "options": options or None,
        "clock": args.clock,
        "log": args.log,
    }
    if not _is_terminal(sys.stderr):
        return simulate(kind.id, seats, args.games, progress=_progress_lines(kind, args), **run)

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
        task = bar.add_task(printable(f"{kind.id} {' '.join(seats)}"), total=args.games)
        return simulate(
            kind.id, seats, args.games, progress=lambda _result: bar.advance(task), **run
        )


def _progress_lines(kind: GameKind, args: argparse.Namespace) -> Callable[[GameResult], None]:
    """A line on standard error at the start, then every :data:`PROGRESS_EVERY` seconds.

    For a standard error that is not a terminal (a log file): no bar to redraw there.
    """
    done = 0
    last = time.monotonic()
    print(_progress_line(kind, 0, args.games), file=sys.stderr, flush=True)

    def report(_result: GameResult) -> None:
        nonlocal done, last
        done += 1
        now = time.monotonic()
        if now - last >= PROGRESS_EVERY:
            last = now
            print(_progress_line(kind, done, args.games), file=sys.stderr, flush=True)

    return report


def _progress_line(kind: GameKind, done: int, games: int) -> str:
    # TRANSLATORS: progress of "jass simulate" on a log: "jass simulate: 40/1,000 games".
    return _("{command} simulate: {done}/{games} games").format(
        command=kind.command, done=format_number(done), games=format_number(games)
    )


def _is_terminal(stream: Any) -> bool:
    try:
        return bool(stream is not None and stream.isatty())
    except (AttributeError, ValueError, OSError):
        return False


def _print_tables(result: SimResult, budget: Budget) -> None:
    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table
    from rich.text import Text

    played = _("{n} games").format(n=result.games)
    if result.interrupted:
        played = _("interrupted after {games} of {planned} games (partial results)").format(
            games=result.games, planned=result.planned
        )
    rules = "".join(f", {name}={value}" for name, value in result.options.items())
    caption = _("pairs of games on the same deals with the seats swapped")
    if result.draws:
        caption += _("; {n} drawn").format(n=result.draws)
    if result.log is not None and result.from_log:
        caption += "\n" + ngettext(
            "{n} game from the log {file}, played before",
            "{n} games from the log {file}, played before",
            result.from_log,
        ).format(n=result.from_log, file=escape(printable(str(result.log))))
    if not result.individual and result.margin.count:
        margin = result.margin
        caption += "\n" + ngettext(
            "team 0+2 − team 1+3: {mean} points per hand (95 % CI {interval}, {n} pair)",
            "team 0+2 − team 1+3: {mean} points per hand (95 % CI {interval}, {n} pairs)",
            margin.count,
        ).format(mean=f"{margin.mean:+.1f}", interval=_interval(margin.ci95), n=margin.count)
    if result.individual:
        if result.lowest_wins:
            caption += _("; a tie for first is a win for each tied seat; lower totals are better")
        else:
            caption += _("; a tie for first is a win for each tied seat; higher totals are better")
    # TRANSLATORS: the title of simulate's results: "jass schieber-1000: 100 games, seed 0".
    title = _("{kind} {preset}{rules}: {played}, seed {seed}").format(
        kind=result.kind, preset=result.preset, rules=rules, played=played, seed=result.seed
    )
    wins = Table(title=Text(title), caption=caption)
    columns = [LINE_UP, BOTS, WINS, WIN_RATE, CI, POINTS_PER_HAND]
    if result.individual:
        columns += [TOTAL_PER_GAME, CI_OF_TOTAL]
    for column in columns:
        wins.add_column(_column(column), justify="left" if column in (LINE_UP, BOTS) else "right")
    if len(result.wins) == 2:
        names = [_("team 0+2"), _("team 1+3")]
    else:
        names = [_("seat {number}").format(number=i) for i in range(4)]
    for i, name in enumerate(names):
        lo, hi = result.ci95[i]
        row = [
            name,
            result.lineups[i],
            str(result.wins[i]),
            f"{result.win_rate[i]:.1%}",
            f"{lo:.1%} – {hi:.1%}",
            f"{result.avg_points_per_hand[i]:.1f}",
        ]
        if result.individual and result.totals:
            total = result.totals[i]
            row += [f"{total.mean:.1f}", _interval(total.ci95)]
        wins.add_row(*row)
    tables = [wins]
    if result.individual and result.levels:
        tables.append(_level_table(result))
    # TRANSLATORS: {clock} is "wall" or "cpu", the --clock the times were counted on.
    speed = Table(title=_("decision time per level (ms, {clock} clock)").format(clock=result.clock))
    for column in (LEVEL, DECISIONS, MEAN, MEDIAN, P95):
        speed.add_column(_column(column), justify="left" if column == LEVEL else "right")
    for level, s in result.decision_stats().items():
        label = level
        seconds = level_budget(budget, level)
        if seconds is not None:
            label = _("{level} (budget {seconds} s)").format(level=level, seconds=f"{seconds:g}")
        speed.add_row(
            label, str(s["count"]), f"{s['mean']:.2f}", f"{s['median']:.2f}", f"{s['p95']:.2f}"
        )
    tables.append(speed)
    console = Console()
    for table in tables:
        console.print(table)


LINE_UP = N_("line-up")
BOTS = N_("bots")
WINS = N_("wins")
WIN_RATE = N_("win rate")
CI = N_("95 % CI")
CI_OF_TOTAL = "95 % CI "
"""The interval of the totals: the same heading as :data:`CI`, told apart by a space."""
POINTS_PER_HAND = N_("points / hand")
TOTAL_PER_GAME = N_("total / game")
LEVEL = N_("level")
SEATS = N_("seats")
DECISIONS = N_("decisions")
MEAN = N_("mean")
MEDIAN = N_("median")
P95 = N_("p95")


def _column(heading: str) -> str:
    """A column heading in the current language (:data:`CI_OF_TOTAL` keeps its space)."""
    if heading == CI_OF_TOTAL:
        return _(CI) + " "
    return _(heading)


def _interval(interval: tuple[float, float]) -> str:
    return f"{interval[0]:.1f} – {interval[1]:.1f}"


def _level_table(result: SimResult) -> Any:
    """Individual play: each level's first places and mean total, and their differences."""
    from rich.table import Table

    notes = [
        _("{a} − {b}: {mean} per game (95 % CI {interval})").format(
            a=a, b=b, mean=f"{d.mean:+.1f}", interval=_interval(d.ci95)
        )
        for (a, b), d in result.differences.items()
    ]
    table = Table(
        title=_("per bot level (a level wins a game when one of its seats is first)"),
        caption="; ".join(notes) or None,
    )
    for column in (LEVEL, SEATS, WINS, WIN_RATE, CI, TOTAL_PER_GAME, CI_OF_TOTAL):
        table.add_column(_column(column), justify="left" if column == LEVEL else "right")
    for level, tally in result.levels.items():
        rate = tally.wins / result.games if result.games else 0.0
        lo, hi = wilson_interval(tally.wins, result.games)
        table.add_row(
            level,
            str(tally.seats),
            str(tally.wins),
            f"{rate:.1%}",
            f"{lo:.1%} – {hi:.1%}",
            f"{tally.total.mean:.1f}",
            _interval(tally.total.ci95),
        )
    return table
