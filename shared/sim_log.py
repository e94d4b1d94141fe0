"""The log of a simulation run (``simulate --log FILE``): a run that survives being stopped.

A long measurement (expert against strong, hundreds of games at 2 s a decision) takes
hours, and a run killed before it printed — a closed terminal, a machine that went away —
used to lose every game. With a log, each finished game is appended to the file as one
JSON line and flushed to disk, after a first line naming the run's settings. The same
command with the same file continues the run: the logged games count again, and only the
games not logged yet are played (``--games`` may grow, so a run can also be extended).

The file is read before anything is written. A file that is not a log, a log of another
run (other seats, seed, preset, options, budget or clock), a broken line or a game the
run's plan does not hold is refused with the file's name, the line and what is wrong, and
the file is left as it was. The one repair made is dropping a last line cut off in the
middle of writing it (no newline at its end), since that game was never finished in the
log. Two runs may not write one log at once (a lock, where the system has one).
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import stat
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import IO, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from shared.i18n import Msg
from shared.sim import GameResult, Schedule
from shared.text import printable

try:  # the lock is a courtesy where the system has one (not on Windows)
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

LOG_FORMAT: Literal["simulate-log"] = "simulate-log"
LOG_VERSION: Literal[1] = 1


class RunSettings(BaseModel):
    """What makes two runs the same run: a log continues only under the settings it names.

    The number of games is not among them (a run may be extended), nor ``--jobs`` (how
    many processes play changes no game).
    """

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)

    format: Literal["simulate-log"] = LOG_FORMAT
    version: Literal[1] = LOG_VERSION
    kind: str
    seats: tuple[str, ...]
    seed: int
    preset: str
    options: dict[str, int | bool | str | None]
    budget: float | dict[str, float] | None
    clock: str


MS_DIGITS = 3
"""Decision times are logged to the microsecond: finer is noise, and it halves a line."""

SETTING_NAMES = ("kind", "seats", "seed", "preset", "options", "budget", "clock")
"""The settings a log must match, in the order a refusal names them."""


class LoggedGame(BaseModel):
    """One line of a log: a finished game and its number in the run's plan."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)

    index: int = Field(ge=0)
    seed: int
    shift: int = Field(ge=0, le=1)
    winner: int = Field(ge=-1, le=3)
    points_per_hand: tuple[float, ...]
    hands: int = Field(ge=1)
    decision_ms: dict[str, list[float]]
    totals: tuple[float, ...]
    firsts: tuple[int, ...]
    lowest_wins: bool

    @model_validator(mode="after")
    def _line_ups_agree(self) -> LoggedGame:
        positions = len(self.points_per_hand)
        if positions not in (2, 4) or len(self.totals) not in (0, positions):
            raise ValueError("2 or 4 line-ups, the same number of points and totals")
        if any(not 0 <= first < positions for first in self.firsts):
            raise ValueError("a first place outside the line-ups")
        return self

    @classmethod
    def of(cls, result: GameResult) -> LoggedGame:
        game = dataclasses.asdict(result)
        game["decision_ms"] = {
            level: [round(ms, MS_DIGITS) for ms in times]
            for level, times in result.decision_ms.items()
        }
        return cls.model_validate(game)

    def result(self) -> GameResult:
        return GameResult(**self.model_dump())


class LogError(ValueError):
    """A log that cannot be continued; its one argument is a :class:`Msg` naming the file."""


@dataclass
class _Read:
    results: list[GameResult]
    size: int
    """The file's length in bytes when it was read."""
    keep: int
    """Bytes of the file that stay: all of it, or up to a last line cut off mid-write."""
    fresh: bool
    """Whether the file holds nothing yet (missing or empty): the settings line is due."""


class RunLog:
    """An open log: the games it held when opened, and :meth:`add` for each new one.

    Open it with :meth:`open` (reads and checks the file first) and close it, or use it
    as a context manager.
    """

    def __init__(self, path: Path, stream: IO[bytes], logged: list[GameResult]) -> None:
        self.path = path
        self.logged = logged
        """The games already in the file, in file order."""
        self.done = frozenset(result.index for result in logged)
        """Their numbers in the run's plan: the games not to play again."""
        self._stream = stream

    @classmethod
    def open(cls, path: Path, settings: RunSettings, games: int) -> RunLog:
        """The log at ``path`` for a run of ``games`` games under ``settings``.

        A missing or empty file starts a new log. ``LogError`` when the file cannot be
        continued (see the module's text); the file is then untouched.
        """
        read = _read(path, settings, games)
        try:
            stream = path.open("ab+")
        except OSError as exc:
            raise _error(path, Msg("cannot write it ({reason})", reason=_reason(exc))) from None
        try:
            _lock(stream, path)
            _settle(stream, path, read)
            if read.fresh:
                _write_line(stream, settings.model_dump_json())
        except BaseException:
            stream.close()
            raise
        return cls(path, stream, read.results)

    def add(self, result: GameResult) -> None:
        """Append ``result`` and flush it to disk: once this returns, the game is kept."""
        _write_line(self._stream, LoggedGame.of(result).model_dump_json())

    def close(self) -> None:
        self._stream.close()

    def __enter__(self) -> RunLog:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()


def settings_of(
    kind: str,
    seats: Sequence[str],
    seed: int,
    preset: str,
    options: Mapping[str, Any] | None,
    budget: float | Mapping[str, float] | None,
    clock: str,
) -> RunSettings:
    """The settings line of a run, as :func:`shared.sim.simulate` is given them."""
    return RunSettings(
        kind=kind,
        seats=tuple(seats),
        seed=seed,
        preset=preset,
        options=dict(options or {}),
        budget=dict(budget) if isinstance(budget, Mapping) else budget,
        clock=clock,
    )


def _read(path: Path, settings: RunSettings, games: int) -> _Read:
    try:
        mode = path.stat().st_mode
        if not stat.S_ISREG(mode) and not stat.S_ISDIR(mode):  # a pipe would hang the read
            raise _error(path, Msg("it is not a regular file"))
        data = path.read_bytes()
    except FileNotFoundError:
        return _Read([], 0, 0, fresh=True)
    except OSError as exc:
        raise _error(path, Msg("cannot read it ({reason})", reason=_reason(exc))) from None
    if not data:
        return _Read([], 0, 0, fresh=True)
    lines = data.split(b"\n")
    keep = len(data)
    if lines[-1]:  # no newline at the end: the last line was being written when cut off
        keep -= len(lines[-1])
    lines = lines[:-1]
    if not lines:
        raise _not_a_log(path)
    _check_settings(path, lines[0], settings)
    logged = [_parsed(path, number, line) for number, line in enumerate(lines[1:], start=2)]
    needed = max((game.index + 1 for game in logged), default=0)
    if needed > games:
        raise _error(
            path,
            Msg(
                "it holds game {game}, beyond the {games} games of this run; "
                "give --games {game} or more",
                game=needed,
                games=games,
            ),
        )
    plan = Schedule(games, settings.seed)
    seen: set[int] = set()
    for number, game in enumerate(logged, start=2):
        if (game.seed, game.shift) != plan[game.index] or game.index in seen:
            raise _error(
                path,
                Msg(
                    "line {line} is not a game of this run (game {game} is dealt otherwise, "
                    "or twice)",
                    line=number,
                    game=game.index + 1,
                ),
            )
        seen.add(game.index)
    return _Read([game.result() for game in logged], len(data), keep, fresh=False)


def _check_settings(path: Path, line: bytes, settings: RunSettings) -> None:
    try:
        raw = json.loads(line)
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise _not_a_log(path) from None
    if not isinstance(raw, dict) or raw.get("format") != LOG_FORMAT:
        raise _not_a_log(path)
    if raw.get("version") != LOG_VERSION:
        raise _error(
            path,
            Msg(
                "it is a log of version {found}; this program reads version {version}",
                found=printable(str(raw.get("version"))[:20]),
                version=LOG_VERSION,
            ),
        )
    try:
        logged = RunSettings.model_validate_json(line)
    except ValidationError as exc:
        raise _error(path, Msg("line 1 is broken ({problem})", problem=_problem(exc))) from None
    differing = [name for name in SETTING_NAMES if getattr(logged, name) != getattr(settings, name)]
    if differing:
        name = differing[0]
        raise _error(
            path,
            Msg(
                "it is the log of another run ({setting}: {logged} there, {wanted} here); "
                "give another --log file, or the log's settings",
                setting=name,
                logged=_shown(getattr(logged, name)),
                wanted=_shown(getattr(settings, name)),
            ),
        )


def _parsed(path: Path, number: int, line: bytes) -> LoggedGame:
    try:
        return LoggedGame.model_validate_json(line)
    except ValidationError as exc:
        raise _error(
            path, Msg("line {line} is broken ({problem})", line=number, problem=_problem(exc))
        ) from None


def _settle(stream: IO[bytes], path: Path, read: _Read) -> None:
    """Drop a last line cut off mid-write; refuse a file that changed since it was read."""
    stream.seek(0, os.SEEK_END)
    if stream.tell() != read.size:
        raise _error(path, Msg("it changed while it was read"))
    if read.keep < read.size:
        stream.truncate(read.keep)
        stream.seek(0, os.SEEK_END)


def _lock(stream: IO[bytes], path: Path) -> None:
    if fcntl is None:  # pragma: no cover - Windows
        return
    try:
        fcntl.flock(stream.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        raise _error(path, Msg("another run is writing it")) from None
    except OSError:  # a file system without locks: go on unlocked
        return


def _write_line(stream: IO[bytes], line: str) -> None:
    stream.write(line.encode() + b"\n")
    stream.flush()
    with contextlib.suppress(OSError):  # a pipe or a special file cannot be synced
        os.fsync(stream.fileno())


def _shown(value: object) -> str:
    if isinstance(value, tuple):
        value = ",".join(str(v) for v in value)
    elif isinstance(value, dict):
        value = ",".join(f"{k}={v}" for k, v in value.items()) or "-"
    elif value is None:
        value = "-"
    return printable(str(value)[:80])


def _problem(exc: ValidationError) -> str:
    first = exc.errors(include_url=False)[0]
    where = ".".join(str(part) for part in first["loc"])
    said = f"{where}: {first['msg']}" if where else str(first["msg"])
    return printable(said[:120])


def _reason(exc: OSError) -> str:
    return printable(exc.strerror or exc.__class__.__name__)


def _not_a_log(path: Path) -> LogError:
    return _error(path, Msg("it is not a simulate log; it was left as it is"))


def _error(path: Path, problem: Msg) -> LogError:
    return LogError(Msg("{file}: {problem}", file=printable(str(path)[-200:]), problem=problem))
