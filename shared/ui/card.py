"""One playing card as a widget: compact one-line ``A♠`` or a boxed card, face up or down.

The widget draws whatever size the stylesheet gives it: one row gives the compact form
(``10♥``), five rows or more a rounded box with the rank top-left mirrored bottom-right
and the suit symbol in the middle. The table stylesheet switches sizes with breakpoints.
Colours come from theme variables through the classes ``-red`` / ``-black`` and, for the
four-colour deck (app class ``-four-colour``), ``suit-H`` … ``suit-C``.

    card = CardWidget("HJ", style=FRENCH)
    card.card = None        # turn it face down
    card.dimmed = True      # not playable now

A click posts :class:`CardWidget.Clicked`.
"""

from __future__ import annotations

from rich.text import Text
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from shared.cards import RED_SUITS
from shared.ui.deck import FRENCH, DeckStyle

BACK = "▒"


def compact_face(label: str) -> str:
    """The one-row form, padded to four cells ("10♥ ", " A♠ ")."""
    return f"{label:>3} "


def boxed_face(rank: str, symbol: str, width: int, height: int) -> list[str]:
    """Rows of a rounded card box of ``width``×``height`` cells (at least 5×4)."""
    inner = width - 2
    rows = ["╭" + "─" * inner + "╮"]
    body = height - 2
    for row in range(body):
        if row == 0:
            text = rank.ljust(inner)
        elif row == body - 1:
            text = rank.rjust(inner)
        elif row == body // 2:
            text = symbol.center(inner)
        else:
            text = " " * inner
        rows.append("│" + text + "│")
    rows.append("╰" + "─" * inner + "╯")
    return rows


def boxed_back(width: int, height: int) -> list[str]:
    """Rows of a face-down card: a hatched box."""
    inner = width - 2
    middle = ["│" + BACK * inner + "│"] * (height - 2)
    return ["╭" + "─" * inner + "╮", *middle, "╰" + "─" * inner + "╯"]


class CardWidget(Widget):
    """A card face up (``card`` is a code) or face down (``card`` is ``None``)."""

    DEFAULT_CSS = """
    CardWidget {
        width: 4;
        height: 1;
        background: $card-face;
        color: $card-black;
    }
    CardWidget.-red { color: $card-red; }
    CardWidget.-back { background: $card-back; color: $card-back-ink; }
    CardWidget.-dimmed { background: $card-face-dim; color: $card-ink-dim; text-style: dim; }
    CardWidget.-selected { text-style: bold reverse; }
    CardWidget.-blank { background: transparent; }
    """

    card: reactive[str | None] = reactive(None)
    dimmed: reactive[bool] = reactive(False)
    selected: reactive[bool] = reactive(False)

    class Clicked(Message):
        """The player clicked a card; ``widget.card`` says which."""

        def __init__(self, widget: CardWidget) -> None:
            super().__init__()
            self.widget = widget

        @property
        def control(self) -> CardWidget:
            return self.widget

    def __init__(
        self,
        card: str | None = None,
        *,
        style: DeckStyle = FRENCH,
        blank: bool = False,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(id=id, classes=classes)
        self.deck_style = style
        self.blank = blank
        self.set_reactive(CardWidget.card, card)
        self._sync_classes()

    def set_style(self, style: DeckStyle) -> None:
        if style is not self.deck_style:
            self.deck_style = style
            self.refresh()

    def show(self, card: str | None, *, blank: bool = False) -> None:
        """Show ``card`` (``None``: face down); ``blank`` leaves an empty place."""
        if blank == self.blank and card == self.card:
            return
        self.blank = blank
        if self.card != card:
            self.card = card
        else:
            self._sync_classes()
            self.refresh()

    def watch_card(self) -> None:
        self._sync_classes()

    def watch_dimmed(self, value: bool) -> None:
        self.set_class(value, "-dimmed")

    def watch_selected(self, value: bool) -> None:
        self.set_class(value, "-selected")

    def _sync_classes(self) -> None:
        card = None if self.blank else self.card
        suit = card[0] if card else ""
        self.set_class(self.blank, "-blank")
        self.set_class(not self.blank and card is None, "-back")
        self.set_class(suit in RED_SUITS, "-red")
        for each in "SHDC":
            self.set_class(suit == each, f"suit-{each}")

    def render(self) -> Text:
        width, height = self.size
        if self.blank:
            return Text("")
        card = self.card
        if height < 4 or width < 5:
            if card is None:
                return Text(BACK * max(width, 1))
            return Text(compact_face(self.deck_style.label(card)))
        if card is None:
            return Text("\n".join(boxed_back(width, height)))
        rank = self.deck_style.rank_label(card[1])
        symbol = self.deck_style.symbol(card[0])
        return Text("\n".join(boxed_face(rank, symbol, width, height)))

    def on_click(self) -> None:
        if not self.blank:
            self.post_message(self.Clicked(self))
