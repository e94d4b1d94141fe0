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

from rich.console import Console, ConsoleOptions, RenderResult
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Center, Vertical
from textual.widget import Widget
from textual.widgets import Static

from shared.ui.card import CardWidget
from shared.ui.deck import FRENCH, DeckStyle
from shared.ui.updates import set_content

PLACES = ("bottom", "right", "top", "left")
_GRID = (None, "top", None, "left", "centre", "right", None, "bottom", None)


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


@dataclass(frozen=True)
class _FittedTitle:
    """A title that renders as :func:`fit_title` at the width it is given."""

    title: str

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield Text(fit_title(self.title, options.max_width), no_wrap=True, end="")


class TrickCell(Vertical):
    """A card and its caption, or an empty place."""

    DEFAULT_CSS = """
    TrickCell { width: 1fr; height: 100%; align: center middle; }
    TrickCell > Center { height: auto; }
    TrickCell > .caption {
        width: 100%; height: 1; text-align: center; text-wrap: nowrap; text-overflow: ellipsis;
    }
    """

    def __init__(self, place: str) -> None:
        super().__init__(id=f"trick-{place}")
        self.place = place

    def compose(self) -> ComposeResult:
        with Center():
            yield CardWidget(None, blank=True)
        yield Static("", classes="caption", markup=False)


class TrickView(Widget):
    """Up to four played cards laid out as the seats sit, with a title in the middle."""

    DEFAULT_CSS = """
    TrickView {
        layout: grid;
        grid-size: 3 3;
        grid-columns: 1fr 1fr 1fr;
        grid-rows: 1fr 1fr 1fr;
        height: 100%;
        width: 100%;
    }
    TrickView > .corner { height: 1; }
    TrickView > #trick-centre {
        width: 100%; height: 100%;
        content-align: center middle; text-align: center; color: $text-muted;
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.deck_style: DeckStyle = FRENCH
        self.trick_title = ""
        """The whole title last shown (the middle may show it shortened)."""

    def compose(self) -> ComposeResult:
        for place in _GRID:
            if place is None:
                yield Static("", classes="corner")
            elif place == "centre":
                yield Static("", id="trick-centre", markup=False)
            else:
                yield TrickCell(place)

    def show(
        self, plays: Sequence[TrickPlay], title: str = "", style: DeckStyle | None = None
    ) -> None:
        """Lay out ``plays`` (at most one per place) under ``title``."""
        if style is not None:
            self.deck_style = style
        self.trick_title = title
        by_place = {play.place: play for play in plays}
        for cell in self.query(TrickCell):
            card_widget = cell.query_one(CardWidget)
            card_widget.set_style(self.deck_style)
            caption = cell.query_one(".caption", Static)
            play = by_place.get(cell.place)
            if play is None:
                card_widget.show(None, blank=True)
                set_content(caption, "", layout=False)
            else:
                card_widget.show(play.card)
                set_content(caption, f"{play.mark}{play.name}", layout=False)
        set_content(self.query_one("#trick-centre", Static), _FittedTitle(title), layout=False)

    @property
    def title_shown(self) -> str:
        """The title as the middle shows it now, fitted to its width."""
        centre = self.query_one("#trick-centre", Static)
        return fit_title(self.trick_title, centre.content_size.width)
