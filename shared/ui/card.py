"""One playing card as a widget: compact one-line ``A♠`` or a boxed card, face up or down.

The widget draws whatever size the stylesheet gives it: one row gives the compact form
(``10♥``), five rows or more a rounded box with the rank top-left mirrored bottom-right
and the suit symbol in the middle. The table stylesheet switches sizes with breakpoints.
Colours come from theme variables through the classes ``-red`` / ``-black`` and, for the
four-colour deck (app class ``-four-colour``), ``suit-H`` … ``suit-C``. A joker has the
class ``-joker`` (bold), the Big Joker's star in red (``-red``), the Little Joker's black.

    card = CardWidget("HJ", style=FRENCH)
    card.show(None)                 # turn it face down
    card.show("HJ", dimmed=True)    # not playable now

A click posts :class:`CardWidget.Clicked`.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.message import Message
from textual.widget import Widget

from shared.cards import BIG_JOKER, RED_SUITS, is_joker
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


def card_rows(card: str | None, style: DeckStyle, width: int, height: int) -> list[str]:
    """The rows of ``card`` (``None``: face down) drawn ``width``×``height`` cells."""
    if height < 4 or width < 5:
        if card is None:
            return [BACK * max(width, 1)]
        return [compact_face(style.label(card))]
    if card is None:
        return boxed_back(width, height)
    return boxed_face(style.corner(card), style.pip(card), width, height)


CARD_COMPONENTS = frozenset(
    {
        "card--face",
        "card--red",
        "card--joker",
        "card--back",
        "card--dimmed",
        "card--selected",
        *(f"card--suit-{suit}" for suit in "SHDC"),
    }
)
"""Component classes of a widget that draws cards itself (a hand, a trick): the looks of
:class:`CardWidget`'s classes, so one stylesheet colours both."""


def card_css(host: str) -> str:
    """The component styles of :data:`CARD_COMPONENTS` for the widget type ``host``.

    The same looks as :class:`CardWidget`, in the same order: a later class wins, and the
    four-colour deck's suit colours (``App.-four-colour .card--suit-D``) win over all.
    """
    return f"""
    {host} > .card--face {{ background: $card-face; color: $card-black; }}
    {host} > .card--red {{ color: $card-red; }}
    {host} > .card--joker {{ text-style: bold; }}
    {host} > .card--back {{ background: $card-back; color: $card-back-ink; }}
    {host} > .card--dimmed {{
        background: $card-face-dim; color: $card-ink-dim; text-style: dim;
    }}
    {host} > .card--selected {{ text-style: bold reverse; }}
    """


def card_layers(card: str | None, *, dimmed: bool = False, selected: bool = False) -> list[str]:
    """The component classes that colour ``card``, in the order their rules apply."""
    layers = ["card--face"]
    suit = ""
    if card is None:
        layers.append("card--back")
    else:
        joker = is_joker(card)
        suit = "" if joker else card[0]
        if suit in RED_SUITS or card == BIG_JOKER:
            layers.append("card--red")
        if joker:
            layers.append("card--joker")
    if dimmed:
        layers.append("card--dimmed")
    if selected:
        layers.append("card--selected")
    if suit:
        layers.append(f"card--suit-{suit}")
    return layers


def card_style(
    widget: Widget, card: str | None, *, dimmed: bool = False, selected: bool = False
) -> Style:
    """The Rich style ``widget`` draws ``card`` in, from its :data:`CARD_COMPONENTS`.

    Each layer sets only what its rules name, as the cascade does for CardWidget's
    classes; a text style replaces the one before it (``dim`` then ``bold reverse``).
    """
    colour = background = None
    text = Style()
    for name in card_layers(card, dimmed=dimmed, selected=selected):
        styles = widget.get_component_styles(name)
        if styles.has_rule("color"):
            colour = styles.color.rich_color
        if styles.has_rule("background"):
            background = styles.background.rich_color
        if styles.has_rule("text_style"):
            text = styles.text_style
    return Style(color=colour, bgcolor=background) + text


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
    CardWidget.-joker { text-style: bold; }
    CardWidget.-back { background: $card-back; color: $card-back-ink; }
    CardWidget.-dimmed { background: $card-face-dim; color: $card-ink-dim; text-style: dim; }
    CardWidget.-selected { text-style: bold reverse; }
    CardWidget.-blank { background: transparent; }
    """

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
        self.card: str | None = card
        self.blank = blank
        self.dimmed = False
        self.selected = False
        self._apply_classes()

    def set_style(self, style: DeckStyle) -> None:
        if style is not self.deck_style:
            self.deck_style = style
            self.refresh()

    def show(
        self,
        card: str | None,
        *,
        blank: bool = False,
        dimmed: bool = False,
        selected: bool = False,
    ) -> None:
        """Show ``card`` (``None``: face down); ``blank`` leaves an empty place.

        All classes change in one batch, so a repaint restyles each card at most once.
        """
        state = (card, blank, dimmed, selected)
        if state == (self.card, self.blank, self.dimmed, self.selected):
            return
        redraw = (card, blank) != (self.card, self.blank)
        self.card, self.blank, self.dimmed, self.selected = state
        self._apply_classes()
        if redraw:
            self.refresh()

    def _apply_classes(self) -> None:
        card = None if self.blank else self.card
        joker = card is not None and is_joker(card)
        suit = card[0] if card and not joker else ""
        classes = {
            "-blank": self.blank,
            "-back": not self.blank and card is None,
            "-red": suit in RED_SUITS or card == BIG_JOKER,
            "-joker": joker,
            "-dimmed": self.dimmed,
            "-selected": self.selected,
        }
        for each in "SHDC":
            classes[f"suit-{each}"] = suit == each
        self.update_classes(classes, animate=False)

    def render(self) -> Text:
        width, height = self.size
        if self.blank:
            return Text("")
        return Text("\n".join(card_rows(self.card, self.deck_style, width, height)))

    def on_click(self) -> None:
        if not self.blank:
            self.post_message(self.Clicked(self))
