"""The trick in the centre of the table: each card next to the seat that played it.

Places are screen places, not seats (the table turns so the player at the keyboard sits
at the bottom): ``"bottom"``, ``"right"``, ``"top"``, ``"left"``. Each card has a caption
with the player's name and a mark (``★`` wins, ``▸`` leads); the middle shows a title
such as "Trick 3" or "Last trick", always on one line: :func:`fit_title` drops what
follows a " · " when the whole title does not fit the middle (the ★ on the winning card
still says who took it), and cuts with an ellipsis only as a last resort.

    trick.show([TrickPlay("left", "Vreni", "HA", "▸")], title="Trick 2", style=FRENCH)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from rich.text import Text
from textual.geometry import Region
from textual.strip import Strip
from textual.widget import Widget

from shared.ui.card import CARD_COMPONENTS, card_css, card_rows, card_style
from shared.ui.deck import FRENCH, DeckStyle

PLACES = ("bottom", "right", "top", "left")


@dataclass(frozen=True)
class TrickPlay:
    """One card on the table: where it lies, who played it, and an optional mark."""

    place: str
    name: str
    card: str
    mark: str = ""


SEPARATOR = " · "


def fit_title(title: str, width: int) -> str:
    """``title`` on one line of ``width`` cells: whole, else its part before " · "."""
    candidates = [title]
    if SEPARATOR in title:
        candidates.append(title.split(SEPARATOR, 1)[0])
    for candidate in candidates:
        if Text(candidate).cell_len <= width:
            return candidate
    text = Text(candidates[-1])
    text.truncate(max(width, 0), overflow="ellipsis")
    return text.plain


PLACE_CELLS = {"top": (1, 0), "left": (0, 1), "right": (2, 1), "bottom": (1, 2)}
"""Screen place → (column, row) of the 3×3 grid; the middle cell holds the title."""


def thirds(total: int) -> list[tuple[int, int]]:
    """(offset, length) of three equal parts of ``total`` cells, as ``1fr 1fr 1fr`` cuts."""
    cuts = [total * part // 3 for part in range(4)]
    return [(cuts[i], cuts[i + 1] - cuts[i]) for i in range(3)]


def _cells(value: object, default: int) -> int:
    cells = getattr(value, "cells", None)
    return int(cells) if isinstance(cells, int | float) else default


def _fit(text: str, width: int) -> Text:
    """``text`` centred in ``width`` cells, cut with an ellipsis when it is longer."""
    line = Text(text, no_wrap=True, end="")
    if line.cell_len > width:
        line.truncate(max(width, 0), overflow="ellipsis")
    left = max(width - line.cell_len, 0) // 2
    line.pad_left(left)
    line.pad_right(max(width - line.cell_len, 0))
    return line


class TrickView(Widget):
    """Up to four played cards laid out as the seats sit, with a title in the middle.

    One widget that draws its 3×3 grid itself (a card is played every few seconds, and
    a grid of cell widgets repainted and restyled ~17 widgets each time). The card size
    is the component style ``.trick--card`` (width, height); the title's colour
    ``.trick--title``; card colours :data:`CARD_COMPONENTS`.
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {"trick--card", "trick--title", *CARD_COMPONENTS}

    DEFAULT_CSS = """
    TrickView { height: 100%; width: 100%; }
    TrickView > .trick--card { width: 4; height: 1; }
    TrickView > .trick--title { color: $text-muted; }
    """ + card_css("TrickView")

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.deck_style: DeckStyle = FRENCH
        self.trick_title = ""
        """The whole title last shown (the middle may show it shortened)."""
        self.plays: tuple[TrickPlay, ...] = ()
        self._strips: list[Strip] | None = None
        self._drawn: tuple[object, ...] | None = None
        self._shown: tuple[object, ...] | None = None

    def show(
        self, plays: Sequence[TrickPlay], title: str = "", style: DeckStyle | None = None
    ) -> None:
        """Lay out ``plays`` (at most one per place) under ``title``."""
        if style is not None:
            self.deck_style = style
        shown = (tuple(plays), title, self.deck_style)
        if shown == self._shown:
            return
        self._shown = shown
        self.plays, self.trick_title = shown[0], title
        self._strips = None
        self.refresh()

    def cell_region(self, column: int, row: int) -> Region:
        """Where one cell of the grid is on the screen."""
        box = self.content_region
        x, width = thirds(box.width)[column]
        y, height = thirds(box.height)[row]
        return Region(box.x + x, box.y + y, width, height)

    @property
    def centre_region(self) -> Region:
        """The middle cell, where the title is."""
        return self.cell_region(1, 1)

    @property
    def title_shown(self) -> str:
        """The title as the middle shows it now, fitted to its width."""
        return fit_title(self.trick_title, self.centre_region.width)

    def render_line(self, y: int) -> Strip:
        card = self.get_component_styles("trick--card")
        geometry = (_cells(card.width, 4), _cells(card.height, 1))
        drawn = (geometry, self.size)
        if self._strips is None or self._drawn != drawn:
            self._strips = self._draw(*geometry)
            self._drawn = drawn
        if 0 <= y < len(self._strips):
            return self._strips[y]
        return Strip.blank(self.size.width, self.rich_style)

    def _draw(self, card_width: int, card_height: int) -> list[Strip]:
        width, height = self.size
        columns, rows = thirds(width), thirds(height)
        canvas = [Text(" " * width, no_wrap=True, end="") for _ in range(height)]
        by_place = {play.place: play for play in self.plays}
        for place, (column, row) in PLACE_CELLS.items():
            play = by_place.get(place)
            if play is None:
                continue
            x, cell_width = columns[column]
            top, cell_height = rows[row]
            top += max(cell_height - (card_height + 1), 0) // 2
            left = x + max(cell_width - card_width, 0) // 2
            look = card_style(self, play.card)
            faces = card_rows(play.card, self.deck_style, card_width, card_height)
            for line, face in enumerate(faces):
                _paste(canvas, top + line, left, Text(face.ljust(card_width)[:card_width], look))
            _paste(canvas, top + card_height, x, _fit(f"{play.mark}{play.name}", cell_width))
        x, cell_width = columns[1]
        top, cell_height = rows[1]
        title = _fit(fit_title(self.trick_title, cell_width), cell_width)
        title.stylize(self.get_component_rich_style("trick--title"))
        _paste(canvas, top + max(cell_height - 1, 0) // 2, x, title)
        base = self.rich_style
        console = self.app.console
        return [
            Strip(line.render(console)).crop_pad(width, 0, 0, base).apply_style(base)
            for line in canvas
        ]


def _paste(canvas: list[Text], row: int, column: int, piece: Text) -> None:
    """Write ``piece`` over ``canvas[row]`` from ``column`` on (clipped to the line)."""
    if not 0 <= row < len(canvas):
        return
    line = canvas[row]
    end = min(column + piece.cell_len, line.cell_len)
    if column >= end:
        return
    piece = piece[: end - column]
    canvas[row] = Text.assemble(line[:column], piece, line[end:], no_wrap=True, end="")
