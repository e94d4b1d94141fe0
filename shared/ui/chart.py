"""The score race drawn with Rich: the scores after each hand, one line per team or seat.

Plain characters in a grid (no plotting library): each series is a coloured line of
``─`` between hands, ``╭╮╰╯│`` where it climbs or falls, the target and loss limit as
dim dotted lines, the score axis on the left, hand numbers below and a legend with the
final scores. Reads well at 80×24 (a few rows) and grows with the space given.

    text = race_chart(race, width=76, height=10)
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from rich.text import Text

SERIES_STYLES = ("bold green", "bold magenta", "bold cyan", "bold yellow")
REFERENCE_STYLE = "dim"
AXIS_STYLE = "dim"
_UNDER = (" ", "┄", "·", "─")
"""What a series' flat line may draw over: nothing, the reference lines, another flat line."""


def _ticks(low: int, high: int) -> tuple[int, int]:
    if low == high:
        return low - 1, high + 1
    return low, high


def race_chart(
    labels: Sequence[str],
    scores: Sequence[Sequence[int]],
    references: Sequence[int] = (),
    *,
    width: int,
    height: int,
    no_data: str = "",
) -> Text:
    """``height`` rows of ``width`` cells: the plot, the hand axis and the legend."""
    rows = max(height - 2, 2)
    values = [v for entry in scores for v in entry] + list(references) + [0]
    low, high = _ticks(min(values), max(values))
    axis_width = max(len(str(low)), len(str(high))) + 1
    plot_width = max(width - axis_width - 1, 4)
    hands = max(len(scores) - 1, 1)

    def row_of(value: int) -> int:
        return round((high - value) * (rows - 1) / (high - low))

    def column_of(index: int) -> int:
        return round(index * (plot_width - 1) / hands)

    grid: list[list[tuple[str, str]]] = [[(" ", "")] * plot_width for _ in range(rows)]
    for reference in references:
        r = row_of(reference)
        grid[r] = [("┄", REFERENCE_STYLE) if ch == " " else (ch, st) for ch, st in grid[r]]
    zero = row_of(0)
    if low < 0 < high:
        grid[zero] = [("·", AXIS_STYLE) if ch == " " else (ch, st) for ch, st in grid[zero]]
    for series in range(len(labels)):
        style = SERIES_STYLES[series % len(SERIES_STYLES)]
        points = [(column_of(i), row_of(entry[series])) for i, entry in enumerate(scores)]

        def flat(y: int, x: int, style: str = style) -> None:
            # a line along never hides another series' climb or fall
            if grid[y][x][0] in _UNDER:
                grid[y][x] = ("─", style)

        for (x0, y0), (x1, y1) in itertools.pairwise(points):
            # flat along y0 up to the hand, then up or down to y1 at x1
            for x in range(x0, x1):
                flat(y0, x)
            if y1 == y0:
                flat(y1, x1)
                continue
            up = y1 < y0
            grid[y0][x1] = ("╯" if up else "╮", style)
            for y in range(min(y0, y1) + 1, max(y0, y1)):
                grid[y][x1] = ("│", style)
            grid[y1][x1] = ("╭" if up else "╰", style)
    text = Text()
    for r, line in enumerate(grid):
        label = ""
        if r == 0:
            label = str(high)
        elif r == rows - 1:
            label = str(low)
        elif r == zero and low < 0 < high:
            label = "0"
        for reference in references:
            if r == row_of(reference) and not label:
                label = str(reference)
        text.append(label.rjust(axis_width - 1) + " ", AXIS_STYLE)
        text.append("│", AXIS_STYLE)
        for ch, style in line:
            text.append(ch, style)
        text.append("\n")
    # hand numbers under the plot: the first, the last and a few between
    axis = [" "] * plot_width
    shown = sorted({1, hands, *range(5, hands, 5)}) if len(scores) > 1 else []
    for hand in shown:
        label = str(hand)
        x = min(column_of(hand), plot_width - len(label))
        if all(c == " " for c in axis[max(x - 1, 0) : x + len(label) + 1]):
            axis[x : x + len(label)] = list(label)
    text.append(" " * axis_width + "└", AXIS_STYLE)
    text.append("".join(axis), AXIS_STYLE)
    text.append("\n")
    if len(scores) <= 1 and no_data:
        text.append(" " * (axis_width + 1) + no_data, "italic")
        return text
    final = scores[-1] if scores else ()
    for series, label in enumerate(labels):
        if series:
            text.append("   ")
        text.append("━━ ", SERIES_STYLES[series % len(SERIES_STYLES)])
        score = f" {final[series]}" if series < len(final) else ""
        text.append(f"{label}{score}")
    return text


__all__ = ["race_chart"]
