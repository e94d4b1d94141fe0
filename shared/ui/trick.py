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
from functools import partial
from typing import ClassVar

from rich.cells import set_cell_size
from rich.style import Style
from rich.text import Text
from textual.geometry import Region
from textual.strip import Strip

from shared.ui.card import CARD_COMPONENTS, card_css, card_rows, card_style
from shared.ui.deck import FRENCH, DeckStyle
from shared.ui.drawn import DrawnWidget, Piece, line_of

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


def _fit(text: str, width: int) -> str:
    """``text`` centred in ``width`` cells, cut with an ellipsis when it is longer."""
    line = Text(text, no_wrap=True, end="")
    if line.cell_len > width:
        line.truncate(max(width, 0), overflow="ellipsis")
    left = max(width - line.cell_len, 0) // 2
    return set_cell_size(" " * left + line.plain, max(width, 0))


class TrickView(DrawnWidget):
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
        self.redraw()

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

    def draw(self) -> list[Strip]:
        card = self.get_component_styles("trick--card")
        card_width, card_height = _cells(card.width, 4), _cells(card.height, 1)
        width, height = self.size
        columns, rows = thirds(width), thirds(height)
        pieces: list[list[Piece]] = [[] for _ in range(height)]

        def paste(row: int, column: int, text: str, style: Style | None) -> None:
            if 0 <= row < height:
                pieces[row].append((column, text, style))

        by_place = {play.place: play for play in self.plays}
        for place, (column, row) in PLACE_CELLS.items():
            play = by_place.get(place)
            if play is None:
                continue
            x, cell_width = columns[column]
            top, cell_height = rows[row]
            top += max(cell_height - (card_height + 1), 0) // 2
            left = x + max(cell_width - card_width, 0) // 2
            look = self.kept_style((play.card, False, False), partial(card_style, self, play.card))
            faces = card_rows(play.card, self.deck_style, card_width, card_height)
            for line, face in enumerate(faces):
                paste(top + line, left, face.ljust(card_width)[:card_width], look)
            paste(top + card_height, x, _fit(f"{play.mark}{play.name}", cell_width), None)
        x, cell_width = columns[1]
        top, cell_height = rows[1]
        title = _fit(fit_title(self.trick_title, cell_width), cell_width)
        paste(
            top + max(cell_height - 1, 0) // 2,
            x,
            title,
            self.component_style("trick--title"),
        )
        base = self.base_style()
        blank = Strip.blank(width, base)
        return [line_of(width, row, base) if row else blank for row in pieces]
