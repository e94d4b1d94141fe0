"""The Jassteppich: one team's score as a chalk Z on green felt.

Top line: the 100s as strokes standing on it (every fifth crossing four: ``┼┼┼┼``);
diagonal: the 50s as crosses ``╳`` on the line; bottom line: the 20s as strokes; the
rest under 20 written at the side. The split comes from :func:`jass_tui.steppich.strokes`,
so the marks always add up to the score.
"""

from __future__ import annotations

from rich.text import Text
from textual.geometry import Size
from textual.reactive import reactive
from textual.widget import Widget

from jass_tui.steppich import FIFTY, HUNDRED, TWENTY, Strokes, strokes, tally_groups
from shared.i18n import _
from shared.ui.plain import plain

DIAGONAL_ROWS = 4


def tally_text(count: int) -> str:
    """Strokes in bundles of five: a five is four strokes crossed ("┼┼┼┼"), then "│"s."""
    return " ".join("┼┼┼┼" if size == 5 else "│" * size for size in tally_groups(count))


def wrap_marks(text: str, width: int) -> list[str]:
    """Split a tally into lines of at most ``width`` cells, at bundle boundaries."""
    lines: list[str] = []
    current = ""
    for bundle in text.split(" "):
        candidate = f"{current} {bundle}" if current else bundle
        if len(candidate) > width and current:
            lines.append(current)
            current = bundle
        else:
            current = candidate
    if current:
        lines.append(current)
    return lines


def draw_z(marks: Strokes, width: int) -> list[str]:
    """The rows of the Z for ``marks`` in ``width`` cells (at least 16)."""
    label_width = 6
    inner = max(width - label_width, 10)
    rows: list[str] = []
    hundreds = wrap_marks(tally_text(marks.hundreds), inner) or [""]
    for index, line in enumerate(hundreds):
        label = (
            f"{marks.hundreds * HUNDRED:>5} " if index == len(hundreds) - 1 else " " * label_width
        )
        rows.append(" " + line.ljust(inner - 1) + label)
    rows.append("━" * inner + " " * label_width)
    for row in range(DIAGONAL_ROWS):
        column = int((inner - 2) * (DIAGONAL_ROWS - row) / (DIAGONAL_ROWS + 1))
        glyph = "╳" if row < marks.fifties * 2 and row % 2 == 1 else "╱"
        shown = row == DIAGONAL_ROWS // 2 and marks.fifties
        label = f"{marks.fifties * FIFTY:>5} " if shown else " " * label_width
        rows.append((" " * column + glyph).ljust(inner) + label)
    rows.append("━" * inner + " " * label_width)
    twenties = wrap_marks(tally_text(marks.twenties), inner) or [""]
    for index, line in enumerate(twenties):
        label = (
            f"{marks.twenties * TWENTY:>5} " if index == 0 and marks.twenties else " " * label_width
        )
        rows.append(" " + line.ljust(inner - 1) + label)
    # TRANSLATORS: the points under 20 beside the Jassteppich's Z, e.g. "rest 7".
    rest = _("rest {points}").format(points=marks.rest)
    rows.append(rest.rjust(inner + label_width - 1) + " ")
    return rows


class Jassteppich(Widget):
    """One team's Z: set ``score`` and ``title``."""

    DEFAULT_CSS = """
    Jassteppich {
        width: 1fr; height: auto; min-height: 10;
        background: $felt; color: $felt-ink; padding: 0 1;
        text-wrap: nowrap; text-overflow: clip;
        border: round $felt-ink 50%;
    }
    """

    score: reactive[int] = reactive(0, layout=True)
    title: reactive[str] = reactive("")

    def __init__(self, title: str, score: int, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.set_reactive(Jassteppich.title, title)
        self.set_reactive(Jassteppich.score, score)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self._rows(width)) + 1

    def _rows(self, width: int) -> list[str]:
        return draw_z(strokes(self.score), max(width, 16))

    def render(self) -> Text:
        width = self.content_size.width
        text = plain(f"{self.title}: {self.score}", style="bold")
        text.append("\n")
        text.append("\n".join(self._rows(width)))
        return text
