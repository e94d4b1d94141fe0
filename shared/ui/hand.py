"""A hand of cards: face up in a row with number keys and a cursor, or face down.

``HandView`` keeps one slot per card (up to 13) and updates them in place, so a repaint
after a card is played costs no mounting. Each slot shows its key (``CARD_KEYS``: 1–9,
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

from collections.abc import Sequence

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget
from textual.widgets import Static

from shared.i18n import _
from shared.ui.card import BACK, CardWidget
from shared.ui.deck import FRENCH, DeckStyle
from shared.ui.updates import set_content

MAX_SLOTS = 13

CARD_KEYS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "-", "=", "[")
"""The key that plays each place of the hand, as shown over its card: 1–9, then 0, -, =
and [ for the tenth to thirteenth card of a Spades hand (the row after the digits)."""


class CardSlot(Vertical):
    """One place in a hand: key label, card, cursor marker."""

    DEFAULT_CSS = """
    CardSlot { width: auto; height: auto; margin-right: 1; }
    CardSlot > .key, CardSlot > .pointer { width: 100%; height: 1; text-align: center; }
    CardSlot > .pointer { color: $accent; text-style: bold; }
    """

    def __init__(self, index: int) -> None:
        super().__init__(classes="slot")
        self.index = index
        # Kept at hand: the hand repaints its slots after every key (no DOM queries).
        self.key_label = Static("", classes="key")
        self.card_widget = CardWidget(None)
        self.pointer = Static("", classes="pointer")

    def compose(self) -> ComposeResult:
        yield self.key_label
        yield self.card_widget
        yield self.pointer


class HandView(Widget):
    """The face-up hand of the player at the keyboard."""

    DEFAULT_CSS = """
    HandView { height: auto; width: 100%; }
    HandView > Horizontal { height: auto; width: auto; }
    HandView > .empty { height: 3; color: $text-muted; content-align: center middle; }
    """

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
        self._slots: list[CardSlot] = []

    def compose(self) -> ComposeResult:
        with Horizontal():
            for index in range(MAX_SLOTS):
                yield CardSlot(index)

    def on_mount(self) -> None:
        self._paint()

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
        if self.is_mounted:
            self._paint()

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
        if self.is_mounted:
            self._paint()

    def _paint(self) -> None:
        # Empty places stay (blank) while the hand shrinks, so playing a card costs no
        # layout pass; only the count of places changes (9 or 13) when hands are bigger.
        places = 9 if len(self.cards) <= 9 else MAX_SLOTS
        slots = self._slots
        if not slots:
            slots = self._slots = list(self.query(CardSlot))
        for slot in slots:
            index = slot.index
            if slot.display != (index < places):
                slot.display = index < places
            if index >= places:
                continue
            if index >= len(self.cards):
                slot.card_widget.show(None, blank=True)
                set_content(slot.key_label, "", layout=False)
                set_content(slot.pointer, "", layout=False)
                continue
            card_widget = slot.card_widget
            card_widget.set_style(self.deck_style)
            dimmed = self.active and self._is_dimmed(index)
            selected = self.active and index == self.cursor
            card_widget.show(self.cards[index], dimmed=dimmed, selected=selected)
            key = slot.key_label
            if not self.active:
                label = ""
            elif dimmed:
                label = "▼·" if selected else "·"
            else:
                key_label = CARD_KEYS[index]
                label = f"▼{key_label}" if selected else key_label
            set_content(key, label, layout=False)
            set_content(slot.pointer, "▲" if selected else "", layout=False)

    @on(CardWidget.Clicked)
    def _card_clicked(self, event: CardWidget.Clicked) -> None:
        event.stop()
        slot = event.widget.parent
        if isinstance(slot, CardSlot) and slot.index < len(self.cards):
            self.cursor = slot.index
            self.post_message(self.Chosen(slot.index, self.cards[slot.index]))


class BacksView(Static):
    """A face-down hand: one hatched cell per card and the count ("▒▒▒▒ 4")."""

    # Full width, not auto: ``count`` changes without a layout pass, and an auto width
    # measured for fewer cards cut the count off when a new hand was dealt.
    DEFAULT_CSS = """
    BacksView { height: 1; width: 100%; color: $card-back-ink; }
    """

    count: reactive[int] = reactive(0)

    def render(self) -> Text:
        if self.count <= 0:
            return Text(_("no cards"))
        return Text(BACK * self.count + f" {self.count}")
