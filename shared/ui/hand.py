"""A hand of cards: face up in a row with number keys and a cursor, or face down.

``HandView`` draws up to 13 places itself (one widget), so a repaint after a key costs
one region and no restyling. Each place shows its key (``CARD_KEYS``: 1–9,
then 0 - = [ for cards 10–13) above the card
(``·`` when the card may not be played now) and a ``▲`` under the cursor, so neither
playability nor the cursor relies on colour.

    hand = HandView()
    hand.show(["HA", "HK", "S6"], reasons=[None, "you must follow clubs", None])
    hand.move_cursor(+1); hand.cursor_card   # "HK"

Clicking a card posts ``HandView.Chosen(index, card)``; the screen decides what to do.
``BacksView`` draws a face-down hand of ``count`` cards.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import ClassVar

from rich.segment import Segment
from rich.text import Text
from textual import events
from textual.geometry import Region, Size
from textual.message import Message
from textual.reactive import reactive
from textual.strip import Strip
from textual.widgets import Static

from shared.i18n import _
from shared.ui.card import BACK, CARD_COMPONENTS, card_css, card_rows, card_style
from shared.ui.deck import FRENCH, DeckStyle
from shared.ui.drawn import DrawnWidget

MAX_SLOTS = 13

CARD_KEYS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "-", "=", "[")
"""The key that plays each place of the hand, as shown over its card: 1–9, then 0, -, =
and [ for the tenth to thirteenth card of a Spades hand (the row after the digits)."""


@dataclass(frozen=True, slots=True)
class HandGeometry:
    """How the hand is drawn now, from its component styles (the stylesheet's sizes)."""

    card_width: int
    card_height: int
    gap: int
    pointer: bool

    @property
    def step(self) -> int:
        return self.card_width + self.gap

    @property
    def height(self) -> int:
        """Key row, card rows and (compact cards) the pointer row."""
        return 1 + self.card_height + (1 if self.pointer else 0)


def _cells(value: object, default: int) -> int:
    cells = getattr(value, "cells", None)
    return int(cells) if isinstance(cells, int | float) else default


class HandView(DrawnWidget):
    """The face-up hand of the player at the keyboard: one widget that draws every card.

    One widget, not a widget per card: a cursor move or a card played repaints this one
    region (a tree of slot widgets repainted and restyled ~50 widgets per key). The
    sizes live in the stylesheet as component styles: ``.hand--card`` (width, height,
    ``margin-right`` between cards) and ``.hand--pointer`` (``display: none`` hides the
    ``▲`` row, as with boxed cards); the card colours are :data:`CARD_COMPONENTS`.
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "hand--card",
        "hand--pointer",
        *CARD_COMPONENTS,
    }

    DEFAULT_CSS = """
    HandView { height: auto; width: 100%; }
    HandView > .hand--card { width: 4; height: 1; margin-right: 1; }
    HandView > .hand--pointer { color: $accent; text-style: bold; }
    """ + card_css("HandView")

    cursor: reactive[int] = reactive(0)

    class Chosen(Message):
        """A card of the hand was clicked."""

        def __init__(self, index: int, card: str) -> None:
            super().__init__()
            self.index = index
            self.card = card

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.cards: tuple[str, ...] = ()
        self.reasons: tuple[str | None, ...] = ()
        self.deck_style: DeckStyle = FRENCH
        self.active = False
        self._laid_out: int | None = None

    def show(
        self,
        cards: Sequence[str],
        reasons: Sequence[str | None] | None = None,
        *,
        active: bool = True,
        style: DeckStyle | None = None,
    ) -> None:
        """Show ``cards``; ``reasons[i]`` is why card i may not be played (None: playable).

        ``active`` False shows the hand without number keys or cursor (not your turn).
        """
        self.cards = tuple(cards)
        self.reasons = tuple(reasons) if reasons is not None else (None,) * len(self.cards)
        self.active = active
        if style is not None:
            self.deck_style = style
        if self.cursor >= len(self.cards) or self._is_dimmed(self.cursor):
            self.cursor = self._first_playable()
        self.redraw()

    @property
    def cursor_card(self) -> str | None:
        return self.cards[self.cursor] if 0 <= self.cursor < len(self.cards) else None

    def move_cursor(self, step: int) -> None:
        """Move the cursor ``step`` places, wrapping round the hand."""
        if self.cards:
            self.cursor = (self.cursor + step) % len(self.cards)

    def _is_dimmed(self, index: int) -> bool:
        return 0 <= index < len(self.reasons) and self.reasons[index] is not None

    def _first_playable(self) -> int:
        for index in range(len(self.cards)):
            if not self._is_dimmed(index):
                return index
        return 0

    def watch_cursor(self) -> None:
        self.redraw()

    # ------------------------------------------------------------------ drawing
    @property
    def places(self) -> int:
        """Places drawn: 9, or 13 for a bigger hand (empty places stay while it shrinks,
        so a card played never changes the hand's size)."""
        return 9 if len(self.cards) <= 9 else MAX_SLOTS

    def geometry(self) -> HandGeometry:
        card = self.get_component_styles("hand--card")
        pointer = self.get_component_styles("hand--pointer")
        return HandGeometry(
            card_width=_cells(card.width, 4),
            card_height=_cells(card.height, 1),
            gap=card.margin.right,
            pointer=pointer.display != "none",
        )

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        height = self.geometry().height
        self._laid_out = height
        return height

    def key_labels(self) -> list[str]:
        """What each place shows over its card ("▼3" under the cursor, "·" not playable)."""
        return [self._key_label(index) for index in range(self.places)]

    def _key_label(self, index: int) -> str:
        if not self.active or index >= len(self.cards):
            return ""
        selected = index == self.cursor
        if self._is_dimmed(index):
            return "▼·" if selected else "·"
        return f"▼{CARD_KEYS[index]}" if selected else CARD_KEYS[index]

    def card_regions(self) -> list[Region]:
        """Where each card of the hand is on the screen, in order."""
        geometry = self.geometry()
        origin = self.content_region.offset
        return [
            Region(
                origin.x + i * geometry.step,
                origin.y + 1,
                geometry.card_width,
                geometry.card_height,
            )
            for i in range(len(self.cards))
        ]

    def render_lines(self, crop: Region) -> list[Strip]:
        geometry = self.geometry()
        if geometry.height != self._laid_out and self._laid_out is not None:
            # The stylesheet changed the card size (a breakpoint): lay out again.
            self._laid_out = geometry.height
            self.call_after_refresh(self.refresh, layout=True)
        return super().render_lines(crop)

    def draw_key(self) -> Hashable:
        return self.size.width

    def draw(self) -> list[Strip]:
        return self._draw(self.geometry())

    def _draw(self, geometry: HandGeometry) -> list[Strip]:
        base = self.base_style()
        width = geometry.card_width
        gap = Segment(" " * geometry.gap) if geometry.gap else None
        pointer_style = self.component_style("hand--pointer", partial=True)
        rows: list[list[Segment]] = [[] for _ in range(geometry.height)]
        for index in range(self.places):
            if index < len(self.cards):
                card = self.cards[index]
                dimmed = self.active and self._is_dimmed(index)
                selected = self.active and index == self.cursor
                look = self.kept_style(
                    (card, dimmed, selected),
                    partial(card_style, self, card, dimmed=dimmed, selected=selected),
                )
                faces = card_rows(card, self.deck_style, width, geometry.card_height)
            else:
                selected = False
                look = None
                faces = [""] * geometry.card_height
            rows[0].append(Segment(_centred(self._key_label(index), width)))
            for line, face in enumerate(faces, start=1):
                rows[line].append(Segment(face.ljust(width)[:width], look))
            if geometry.pointer:
                mark = "▲" if selected else ""
                rows[-1].append(Segment(_centred(mark, width), pointer_style))
            if gap is not None:
                for row in rows:
                    row.append(gap)
        return [Strip(row).apply_style(base) for row in rows]

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        geometry = self.geometry()
        index, within = divmod(offset.x, geometry.step)
        on_card = within < geometry.card_width and 1 <= offset.y <= geometry.card_height
        if on_card and index < len(self.cards):
            event.stop()
            self.cursor = index
            self.post_message(self.Chosen(index, self.cards[index]))


def _centred(text: str, width: int) -> str:
    """``text`` centred in ``width`` cells as ``text-align: center`` places it."""
    left = (width - len(text)) // 2
    return (" " * left + text).ljust(width)[:width]


class BacksView(Static):
    """A face-down hand: one hatched cell per card and the count ("▒▒▒▒ 4")."""

    # Full width, not auto: ``count`` changes without a layout pass, and an auto width
    # measured for fewer cards cut the count off when a new hand was dealt.
    DEFAULT_CSS = """
    BacksView { height: 1; width: 100%; color: $card-back-ink; }
    """

    count: reactive[int] = reactive(0)

    def render(self) -> Text:
        return Text(backs_text(self.count))


def backs_text(count: int) -> str:
    """A face-down hand of ``count`` cards: "▒▒▒▒ 4", or "no cards"."""
    if count <= 0:
        return _("no cards")
    return BACK * count + f" {count}"
