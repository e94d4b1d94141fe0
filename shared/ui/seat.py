"""A seat at the table: name, who plays it, markers, cards left, and whose turn it is.

The game fills in the words; the panel only lays them out. Whose turn it is shows as
``▶`` before the name and a heavy border in the accent colour, so colour is never
the only cue.

    panel.show(SeatInfo(name="Vreni", kind="bot normal", markers="D", count=7, turn=True))
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import ClassVar

from rich.cells import cell_len, set_cell_size
from rich.text import Text
from textual.geometry import Size
from textual.strip import Strip

from shared.ui.drawn import DrawnWidget, line_of
from shared.ui.hand import backs_text


@dataclass(frozen=True)
class SeatInfo:
    """What one seat shows: ``markers`` like "D" (dealer), ``detail`` a game-specific line."""

    name: str
    kind: str = ""
    markers: str = ""
    count: int | None = None
    turn: bool = False
    detail: str = ""


BORDERS: dict[bool, tuple[str, ...]] = {False: tuple("╭─╮│╰─╯"), True: tuple("┏━┓┃┗━┛")}
"""The panel's frame, corners and edges: round, and heavy while it is the seat's turn."""


class SeatPanel(DrawnWidget):
    """One seat's panel; ``count`` None hides the face-down cards (e.g. your own seat).

    One widget that draws its lines and its frame itself: whose turn it is changes after
    every card, and a border set as a style restyled the panel each time (a class on a
    panel with child widgets restyled the whole subtree). The frame's colours are the
    component styles ``.seat--border`` and ``.seat--turn-border``.
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "seat--name",
        "seat--turn-name",
        "seat--border",
        "seat--turn-border",
        "seat--detail",
        "seat--backs",
    }

    DEFAULT_CSS = """
    SeatPanel {
        height: auto;
        width: 22;
    }
    SeatPanel > .seat--name { text-style: bold; }
    SeatPanel > .seat--turn-name { text-style: bold; color: $accent; }
    SeatPanel > .seat--border { color: $panel-lighten-2; }
    SeatPanel > .seat--turn-border { color: $accent; }
    SeatPanel > .seat--detail { color: $text-muted; }
    SeatPanel > .seat--backs { color: $card-back-ink; }
    """

    FRAME = 2
    """Cells the frame and the space inside it take on each side of a line."""

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._info: SeatInfo | None = None

    @property
    def info(self) -> SeatInfo | None:
        return self._info

    def show(self, info: SeatInfo) -> None:
        if self._info == info:
            return
        before = self._info
        self._info = info
        if before is None or len(_plain_lines(before)) != len(_plain_lines(info)):
            # Lines come and go (detail, cards) only between hands: lay out only then.
            self._strips = None
            self.refresh(layout=True)
        else:
            self.redraw()

    @property
    def turn_shown(self) -> bool:
        """Whether the panel shows that it is this seat's turn (its heavy frame)."""
        strips = self.drawn_strips()
        return bool(strips) and strips[0].text.startswith(BORDERS[True][0])

    def lines(self) -> list[str]:
        """The panel's lines as plain text: name, detail (if any, one line per line of
        it), cards (if shown); a line too long for the panel wraps when drawn."""
        return [""] if self._info is None else _plain_lines(self._info)

    # ------------------------------------------------------------------ drawing
    # Lines drawn as strips (Textual's line API), not a Rich renderable: a renderable
    # went through a console render and a dozen intermediate strips on every turn change.
    def _styled_lines(self) -> list[tuple[str, str]]:
        """Each line with the component class it is drawn in."""
        info = self._info
        lines = self.lines()
        names = ["seat--turn-name" if info is not None and info.turn else "seat--name"]
        names += ["seat--detail"] * (len(lines) - 1)
        if info is not None and info.count is not None:
            names[-1] = "seat--backs"
        return list(zip(lines, names, strict=True))

    def _draw(self, width: int) -> list[Strip]:
        """The framed panel ``width`` cells wide."""
        inner = max(width - 2 * self.FRAME, 0)
        base = self.base_style()
        turn = self._info is not None and self._info.turn
        frame = self.component_style("seat--turn-border" if turn else "seat--border")
        left, top, right, side, bottom_left, bottom, bottom_right = BORDERS[turn]
        edge = max(width - 2, 0)
        strips = [line_of(width, [(0, left + top * edge + right, frame)], base)]
        for index, (line, name) in enumerate(self._styled_lines()):
            style = self.component_style(name)
            if cell_len(line) <= inner:
                rows = [line]
            elif index == 0:
                rows = [set_cell_size(line, max(inner - 1, 0)) + "…"]  # a name never wraps
            else:
                wrapped = Text(line).wrap(self.app.console, inner)
                rows = [row.plain.rstrip() for row in wrapped]
            strips += [
                line_of(
                    width,
                    [(0, side, frame), (self.FRAME, row, style), (width - 1, side, frame)],
                    base,
                )
                for row in rows
            ]
        strips.append(
            line_of(width, [(0, bottom_left + bottom * edge + bottom_right, frame)], base)
        )
        return strips

    def draw_key(self) -> Hashable:
        return self.size.width

    def draw(self) -> list[Strip]:
        return self._draw(self.size.width)

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return max((cell_len(line) for line in self.lines()), default=0) + 2 * self.FRAME

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self._draw(width))


def _plain_lines(info: SeatInfo) -> list[str]:
    arrow = "▶ " if info.turn else ""
    markers = f" [{info.markers}]" if info.markers else ""
    lines = [f"{arrow}{info.name}{markers}"]
    detail = " · ".join(part for part in (info.kind, info.detail) if part)
    if detail:
        lines += detail.split("\n")
    if info.count is not None:
        lines.append(backs_text(info.count))
    return lines
