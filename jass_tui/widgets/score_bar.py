"""Team totals with progress to the target: "NS 312 ▰▰▱▱▱ · EW 415 ▰▰▱▱▱ / 1000".

The line fits the width it is given, on one row: :func:`fit_score_line` drops the
progress bars first, then shortens the players' names (an ellipsis, never a name cut
without one), and only as the very last resort crops the line. :class:`ScoreLine` is
what the table model carries; it renders itself at the width of the status bar.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from rich.console import Console, ConsoleOptions, RenderResult
from rich.text import Text
from textual.widgets import Static

from shared.table import team_seats

BAR = 6
MIN_NAME = 3
"""The fewest letters of a name kept before its ellipsis."""
ELLIPSIS = "…"


def progress_bar(score: int, target: int | None, width: int = BAR) -> str:
    """A bar of ``width`` cells filled in proportion to ``score / target``."""
    if not target:
        return ""
    filled = min(width, score * width // target)
    return "▰" * filled + "▱" * (width - filled)


def team_members(names: Sequence[str]) -> tuple[tuple[str, ...], ...]:
    """The two teams' players, by seat ("You", "Vreni"), ("Ruedi", "Hansruedi")."""
    return tuple(tuple(names[seat] for seat in team_seats(team)) for team in (0, 1))


def shorten(name: str, letters: int | None) -> str:
    """``name`` cut to ``letters`` letters plus an ellipsis ("Hansruedi" → "Hans…")."""
    if letters is None or len(name) <= letters + 1:
        return name
    return name[:letters] + ELLIPSIS


def _line(line: ScoreLine, *, bars: bool, letters: int | None, target: bool = True) -> Text:
    text = Text(no_wrap=True, overflow="crop", end="")
    for index, (members, score) in enumerate(zip(line.teams, line.scores, strict=True)):
        if index:
            text.append("  ")
        text.append("+".join(shorten(name, letters) for name in members) + " ", style="bold")
        text.append(str(score))
        if index < len(line.notes) and line.notes[index]:
            text.append(f" {line.notes[index]}", style="dim")
        bar = progress_bar(score, line.target) if bars else ""
        if bar:
            text.append(f" {bar}")
    if line.target and target:
        text.append(f"  → {line.target}")
    if line.hands_left:
        text.append(f"  {line.hands_left}")
    return text


def _attempts(line: ScoreLine) -> Iterable[Text]:
    yield _line(line, bars=True, letters=None)
    yield _line(line, bars=False, letters=None)
    longest = max((len(name) for members in line.teams for name in members), default=0)
    for letters in range(longest - 1, MIN_NAME - 1, -1):
        yield _line(line, bars=False, letters=letters)
    yield _line(line, bars=False, letters=MIN_NAME, target=False)


def fit_score_line(line: ScoreLine, width: int) -> Text:
    """The fullest form of ``line`` that fits ``width`` cells on one row."""
    text = Text()
    for text in _attempts(line):
        if text.cell_len <= width:
            return text
    text.truncate(max(width, 0), overflow="ellipsis")
    return text


@dataclass(frozen=True)
class ScoreLine:
    """Both teams' players and totals, the target and the hands left, to be fitted."""

    teams: tuple[tuple[str, ...], ...] = ()
    scores: tuple[int, ...] = ()
    target: int | None = None
    hands_left: str = ""
    notes: tuple[str, ...] = ()
    """A word after each score ("1st"), if any."""

    def fit(self, width: int) -> Text:
        return fit_score_line(self, width)

    @property
    def plain(self) -> str:
        """The full line, unshortened (for logs and tests)."""
        return _line(self, bars=True, letters=None).plain

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self.fit(options.max_width)


def score_text(
    scores: Sequence[int],
    teams: Sequence[Sequence[str]],
    target: int | None,
    hands_left: str = "",
) -> ScoreLine:
    """The score line of ``teams`` (each a list of its players' names)."""
    return ScoreLine(
        teams=tuple(tuple(members) for members in teams),
        scores=tuple(scores),
        target=target,
        hands_left=hands_left,
    )


class ScoreBar(Static):
    """The running totals of both teams, on one row of whatever width it gets."""

    DEFAULT_CSS = """
    ScoreBar { width: 1fr; height: 1; padding: 0 1; }
    """
