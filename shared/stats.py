"""Statistics per player name across games, kept in the saves folder.

Pure (no Textual): a finished game becomes a :class:`GameRecord` (who played, who won,
points, hands, the game's own counts, the bots at the table, the score race), and
:func:`record_game` adds it to ``statistics.stats`` in the saves folder: read, merge,
written atomically under a lock file, so two windows finishing at once both count. A
game is counted once, by :func:`game_id` (the kind, seed, preset, options and every
action), so resuming or reloading a finished save never counts it twice.

The shared module knows no game: each kind names its :class:`KindStats` in the
registry (``GameKind.stats``, ``"module:attribute"``), which counts what that game has
(Matches, pushes, bids made…) from the game's hand records.

    record = game_record("jass", game, players)
    notice = record_game(folder, record)      # None, or a Msg to show (file set aside)
    stats = read_statistics(folder)           # StatsError naming the file if broken
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from shared.i18n import N_, Msg
from shared.kinds import get_kind, load_object
from shared.levels import LEVEL_WORDS
from shared.persistence.files import atomic_write
from shared.persistence.lock import lock_path
from shared.players import PlayerSpec, is_you_name
from shared.table import team_of, team_seats

STATS_FILE = "statistics.stats"
"""Not ``.json``: the saves list shows every ``.json`` file as a save."""
STATS_VERSION: Literal[1] = 1
MAX_STATS_BYTES = 8 * 1024 * 1024
MAX_RECORDED = 10_000
"""How many game ids are remembered (the oldest are forgotten first)."""
LOCK_WAIT = 5.0
YOU = "You"
"""The one person's name is kept in English, whatever language the table spoke."""


class StatsError(Exception):
    """The statistics file cannot be read; ``message`` (a Msg) names the file."""

    def __init__(self, message: Msg) -> None:
        super().__init__(message)
        self.message = message


# ---------------------------------------------------------------- what a kind counts


@dataclass(frozen=True)
class Counter:
    """One number a kind counts per player: its key in the file, its label (English)."""

    key: str
    label: str


@dataclass(frozen=True)
class KindStats:
    """What a game kind adds to the common numbers.

    ``count(game, seat)`` gives the seat's counts for a finished game (keys of
    ``counters``); ``references(game)`` the scores drawn as lines on the chart (the
    target, a loss limit).
    """

    counters: tuple[Counter, ...] = ()
    count: Callable[[Any, int], Mapping[str, int]] = field(default=lambda game, seat: {})
    references: Callable[[Any], tuple[int, ...]] = field(default=lambda game: ())


NO_STATS = KindStats()


def kind_stats(kind: str) -> KindStats:
    """The kind's :class:`KindStats` (none of its own: the common numbers only)."""
    path = getattr(get_kind(kind), "stats", "")
    if not path:
        return NO_STATS
    found = load_object(path)
    return found if isinstance(found, KindStats) else NO_STATS


# ---------------------------------------------------------------- the file's values


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)


class PlayerStats(_Frozen):
    """One player's numbers in one kind of game."""

    games: int = Field(default=0, ge=0)
    wins: int = Field(default=0, ge=0)
    hands: int = Field(default=0, ge=0)
    points: int = 0
    counts: dict[str, int] = Field(default_factory=dict)
    bots: dict[str, int] = Field(default_factory=dict)
    """Bot level → games with such a bot at the table."""

    @property
    def average(self) -> float | None:
        return self.points / self.hands if self.hands else None


class ScoreRace(_Frozen):
    """The scores after each hand of one game, per team or seat, from 0 at the start."""

    kind: str
    labels: tuple[str, ...]
    scores: tuple[tuple[int, ...], ...]
    references: tuple[int, ...] = ()


class PlayerResult(_Frozen):
    """One person's part of a finished game."""

    name: str
    won: bool
    points: int
    hands: int
    counts: dict[str, int] = Field(default_factory=dict)
    bots: tuple[str, ...] = ()


class GameRecord(_Frozen):
    """A finished game, as statistics count it."""

    id: str
    kind: str
    players: tuple[PlayerResult, ...]
    race: ScoreRace


class Statistics(_Frozen):
    """The whole file: numbers by player name, then kind; the games counted; the last race."""

    version: Literal[1] = STATS_VERSION
    players: dict[str, dict[str, PlayerStats]] = Field(default_factory=dict)
    recorded: tuple[str, ...] = ()
    last_race: ScoreRace | None = None

    def kinds(self) -> tuple[str, ...]:
        """Every kind somebody played, in the order first met."""
        seen: dict[str, None] = {}
        for by_kind in self.players.values():
            seen.update(dict.fromkeys(by_kind))
        return tuple(seen)

    def rows(self, kind: str) -> list[tuple[str, PlayerStats]]:
        """The players of ``kind``: most games first, then by name."""
        rows = [(name, by_kind[kind]) for name, by_kind in self.players.items() if kind in by_kind]
        rows.sort(key=lambda row: (-row[1].games, row[0].lower()))
        return rows


# ---------------------------------------------------------------- from a game


def stats_name(name: str) -> str:
    """The name numbers are kept under: "You" in any language is one player."""
    name = name.strip()
    return YOU if is_you_name(name) else name


def game_id(kind: str, game: Any) -> str:
    """The same game, played to the same end, has the same id (a resumed save too)."""
    actions = [list(hand.actions) for hand in game.hands]
    text = json.dumps(
        [kind, game.seed, game.preset, dict(game.options), actions],
        sort_keys=True,
        default=str,
        separators=(",", ":"),
    )
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def _team_game(game: Any) -> bool:
    return len(game.scores) == 2


def score_labels(game: Any, players: Sequence[PlayerSpec]) -> tuple[str, ...]:
    names = [stats_name(player.name) for player in players]
    if _team_game(game):
        return tuple(" & ".join(names[s] for s in team_seats(team)) for team in (0, 1))
    return tuple(names)


def score_race(kind: str, game: Any, players: Sequence[PlayerSpec]) -> ScoreRace:
    """The scores after every finished hand (the first entry is the start, all 0)."""
    width = len(game.scores)
    running = [0] * width
    scores = [tuple(running)]
    for hand in game.hands:
        points = hand.points
        if not hand.finished or points is None or len(points) != width:
            continue
        running = [total + int(p) for total, p in zip(running, points, strict=True)]
        scores.append(tuple(running))
    if scores[-1] != tuple(game.scores) and game.phase == "game_over":
        scores.append(tuple(int(s) for s in game.scores))  # a last credit outside a hand
    references = tuple(int(r) for r in kind_stats(kind).references(game))
    return ScoreRace(
        kind=kind, labels=score_labels(game, players), scores=tuple(scores), references=references
    )


def _won(game: Any, seat: int) -> bool:
    winner = game.winner
    if _team_game(game):
        return winner is not None and bool(team_of(winner) == team_of(seat))
    places = getattr(game, "places", None)
    if places is not None:
        return bool(places[seat] == 1)
    return bool(winner == seat)


def game_record(kind: str, game: Any, players: Sequence[PlayerSpec]) -> GameRecord:
    """What a finished game adds: one result per person (bots have no statistics)."""
    extra = kind_stats(kind)
    hands = sum(1 for hand in game.hands if hand.finished)
    levels = tuple(sorted({p.kind for p in players if p.is_bot}))
    results = []
    for seat, player in enumerate(players):
        if player.is_bot:
            continue
        score = game.scores[team_of(seat)] if _team_game(game) else game.scores[seat]
        counts = {key: int(value) for key, value in extra.count(game, seat).items()}
        results.append(
            PlayerResult(
                name=stats_name(player.name),
                won=_won(game, seat),
                points=int(score),
                hands=hands,
                counts=counts,
                bots=levels,
            )
        )
    return GameRecord(
        id=game_id(kind, game),
        kind=kind,
        players=tuple(results),
        race=score_race(kind, game, players),
    )


def _added(numbers: dict[str, int], more: Mapping[str, int]) -> dict[str, int]:
    merged = dict(numbers)
    for key, value in more.items():
        merged[key] = merged.get(key, 0) + value
    return merged


def add_game(stats: Statistics, record: GameRecord) -> Statistics:
    """``stats`` with ``record`` counted; unchanged if that game was counted before."""
    if record.id in stats.recorded:
        return stats
    players = {name: dict(by_kind) for name, by_kind in stats.players.items()}
    seen: set[str] = set()
    for result in record.players:
        if result.name in seen:  # two people of one name at a shared keyboard: once
            continue
        seen.add(result.name)
        old = players.setdefault(result.name, {}).get(record.kind, PlayerStats())
        players[result.name][record.kind] = PlayerStats(
            games=old.games + 1,
            wins=old.wins + result.won,
            hands=old.hands + result.hands,
            points=old.points + result.points,
            counts=_added(old.counts, result.counts),
            bots=_added(old.bots, dict.fromkeys(result.bots, 1)),
        )
    recorded = (*stats.recorded, record.id)[-MAX_RECORDED:]
    return Statistics(players=players, recorded=recorded, last_race=record.race)


# ---------------------------------------------------------------- the file


def stats_path(folder: Path) -> Path:
    return Path(folder) / STATS_FILE


def _broken(path: Path, reason: str) -> StatsError:
    return StatsError(
        Msg("The statistics file {path} cannot be read ({reason}).", path=str(path), reason=reason)
    )


def read_statistics(folder: Path) -> Statistics:
    """The statistics kept in ``folder`` (empty ones if there is no file yet).

    A file that is there but not as we write it raises :class:`StatsError` naming it; the
    file is left as it is.
    """
    path = stats_path(folder)
    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_STATS_BYTES + 1)
    except FileNotFoundError:
        return Statistics()
    except OSError as exc:
        raise _broken(path, exc.strerror or type(exc).__name__) from None
    if len(raw) > MAX_STATS_BYTES:
        raise _broken(path, Msg("too big"))
    try:
        doc = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise _broken(path, Msg("not valid JSON")) from None
    if not isinstance(doc, dict):
        raise _broken(path, Msg("not a statistics document"))
    version = doc.get("version")
    if version != STATS_VERSION:
        problem = Msg(
            "version {version}, this program reads {known}",
            version=repr(version),
            known=STATS_VERSION,
        )
        raise _broken(path, problem)
    try:
        return Statistics.model_validate_json(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise _broken(path, f"{where}: {first['msg']}") from None


def write_statistics(folder: Path, stats: Statistics) -> None:
    """Write ``stats`` atomically: the file is the old or the new one at every instant."""
    text = json.dumps(stats.model_dump(mode="json"), ensure_ascii=False, indent=1)
    atomic_write(stats_path(folder), (text + "\n").encode("utf-8"))


@contextlib.contextmanager
def _locked(folder: Path, wait: float = LOCK_WAIT) -> Iterator[None]:
    """Hold the statistics' lock file (another window finishing a game waits its turn)."""
    fd = os.open(lock_path(stats_path(folder)), os.O_RDWR | os.O_CREAT, 0o644)
    try:
        deadline = time.monotonic() + wait
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise OSError("the statistics are locked by another window") from None
                time.sleep(0.02)
        yield
    finally:
        os.close(fd)  # closing drops the lock


def _set_aside(path: Path) -> Path:
    for number in range(1, 1000):
        aside = path.with_name(f"{path.name}.broken" + (f"-{number}" if number > 1 else ""))
        if not aside.exists():
            os.replace(path, aside)
            return aside
    raise OSError(f"no free name beside {path}")


def record_game(folder: Path, record: GameRecord) -> Msg | None:
    """Count ``record`` in the folder's statistics (once; read, merge, write, locked).

    A broken file is never overwritten: it is renamed to ``statistics.stats.broken`` and
    the returned message says so. ``OSError`` if the folder cannot be written.
    """
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    notice: Msg | None = None
    with _locked(folder):
        try:
            stats = read_statistics(folder)
        except StatsError as exc:
            aside = _set_aside(stats_path(folder))
            stats = Statistics()
            notice = Msg(
                "{problem} It was kept as {aside}; new statistics were started.",
                problem=exc.message,
                aside=str(aside),
            )
        updated = add_game(stats, record)
        if updated is not stats or notice is not None:
            write_statistics(folder, updated)
    return notice


__all__ = [
    "LEVEL_NAMES",
    "NO_STATS",
    "STATS_FILE",
    "STATS_VERSION",
    "Counter",
    "GameRecord",
    "KindStats",
    "PlayerResult",
    "PlayerStats",
    "ScoreRace",
    "Statistics",
    "StatsError",
    "add_game",
    "game_id",
    "game_record",
    "kind_stats",
    "read_statistics",
    "record_game",
    "score_race",
    "stats_name",
    "stats_path",
    "table_rows",
    "write_statistics",
]


# ---------------------------------------------------------------- as a table

LEVEL_NAMES: Mapping[str, str] = LEVEL_WORDS
"""The bot levels by name, weakest first (``shared.levels.LEVEL_WORDS``)."""


def _level_order(item: tuple[str, int]) -> int:
    order = list(LEVEL_NAMES)
    return order.index(item[0]) if item[0] in order else len(order)


def table_rows(
    stats: Statistics, kind: str, tr: Callable[[str], str] = str
) -> tuple[list[str], list[tuple[str, list[str]]]]:
    """The numbers of ``kind`` as a table: player names, then (label, value per player).

    Labels and level names go through ``tr`` (``gettext`` where they are shown).
    """
    players = stats.rows(kind)
    names = [tr(YOU) if name == YOU else name for name, _ in players]
    numbers = [numbers for _, numbers in players]
    rows: list[tuple[str, list[str]]] = [
        (tr(N_("Games")), [str(n.games) for n in numbers]),
        (tr(N_("Wins")), [str(n.wins) for n in numbers]),
        (tr(N_("Hands")), [str(n.hands) for n in numbers]),
        (
            tr(N_("Points per hand")),
            ["–" if n.average is None else f"{n.average:.1f}" for n in numbers],
        ),
    ]
    for counter in kind_stats(kind).counters:
        rows.append((tr(counter.label), [str(n.counts.get(counter.key, 0)) for n in numbers]))
    bots = [
        " · ".join(
            f"{tr(LEVEL_NAMES.get(level, level))} {count}"
            for level, count in sorted(n.bots.items(), key=_level_order)
        )
        or "–"
        for n in numbers
    ]
    rows.append((tr(N_("Games against bots")), bots))
    return names, rows
