"""The hand review: a finished hand step by step, all four hands open.

``v`` opens it after a hand (from the hand summary or the score sheet) on the latest
finished hand; ← / → step through the deal, every trick and the result, Home / End jump
to the deal and the result, Page Up / Page Down go to an earlier or later finished hand,
Escape closes it. The screen only lays out :class:`~shared.review.HandReview` values
(built by the game from its hand records); it computes nothing. Cards are drawn in the
table's deck, words said in the player's language.

Only finished hands are ever given to it, so in hot-seat nothing secret is shown.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import ClassVar

from textual._path import CSSPathType
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Horizontal, Vertical
from textual.widgets import Footer, Static

from shared.i18n import N_, _, ngettext, translate
from shared.review import HandReview, ReviewStep
from shared.table import SEATS
from shared.ui.card import CardWidget
from shared.ui.deck import DeckStyle
from shared.ui.plain import clean, plain
from shared.ui.screens.base import SheetScreen
from shared.ui.table_model import place_of
from shared.ui.trick import TrickPlay, TrickView
from shared.ui.updates import set_content

MAX_CARDS = 13
LEAD = "▸"
WON = "★"


class OpenHand(Vertical):
    """One seat's name and the cards it still holds, face up."""

    def __init__(self, place: str) -> None:
        super().__init__(id=f"open-{place}", classes="open-hand")
        self.place = place

    def compose(self) -> ComposeResult:
        yield Static("", classes="open-name", markup=False)
        with Center(), Horizontal(classes="open-cards"):
            for _index in range(MAX_CARDS):
                yield CardWidget(None, blank=True)

    def show(self, name: str, cards: Sequence[str], style: DeckStyle) -> None:
        set_content(self.query_one(".open-name", Static), plain(name))
        for index, widget in enumerate(self.query(CardWidget)):
            widget.set_style(style)
            if index < len(cards):
                widget.show(cards[index])
                widget.display = True
            else:
                widget.show(None, blank=True)
                widget.display = False


class HandReviewScreen(SheetScreen[None]):
    """Step through ``reviews[index]``; Page Up / Down change the hand."""

    CSS_PATH: ClassVar[CSSPathType | None] = Path(__file__).with_name("review.tcss")

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "step(-1)", N_("Back"), id="review.back"),
        Binding("right", "step(1)", N_("Next"), id="review.next"),
        Binding("home", "jump(0)", N_("Deal"), show=False, id="review.first"),
        Binding("end", "jump(-1)", N_("Result"), show=False, id="review.last"),
        Binding("pageup", "hand(-1)", N_("Earlier hand"), id="review.earlier"),
        Binding("pagedown", "hand(1)", N_("Later hand"), id="review.later"),
        Binding("escape,v", "close", N_("Close"), id="review.close"),
    ]

    def __init__(
        self,
        reviews: Sequence[HandReview],
        names: Sequence[str],
        style: DeckStyle,
        *,
        index: int = -1,
        viewpoint: int = 0,
    ) -> None:
        super().__init__()
        if not reviews:
            raise ValueError("no finished hand to review")
        self.reviews = list(reviews)
        self.hand_index = index % len(self.reviews)
        self.step_index = 0
        self.names = list(names)
        self.deck_style = style
        self.viewpoint = viewpoint

    @property
    def review(self) -> HandReview:
        return self.reviews[self.hand_index]

    @property
    def step(self) -> ReviewStep:
        return self.review.steps[self.step_index]

    def compose(self) -> ComposeResult:
        yield Static("", id="review-title", markup=False)
        yield Static("", id="review-line", markup=False)
        with Vertical(id="review-table"):
            yield OpenHand("top")
            with Horizontal(id="review-middle"):
                yield OpenHand("left")
                yield TrickView(id="review-trick")
                yield OpenHand("right")
            yield OpenHand("bottom")
        yield Static("", id="review-notes", markup=False)
        yield Static("", id="review-totals", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.paint()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Page Up / Down only where there is another hand (and only then in the footer).
        if action == "hand":
            return len(self.reviews) > 1
        return True

    # ------------------------------------------------------------------ words
    def title_text(self) -> str:
        heading = translate(self.review.heading, self.deck_style)
        if len(self.reviews) == 1:
            return heading
        return _("{heading} · finished hand {n} of {total}").format(
            heading=heading, n=self.hand_index + 1, total=len(self.reviews)
        )

    def step_line(self) -> str:
        """ "Trick 4 of 9 · West led · North won · 23 points", or the deal, or the result."""
        review, step = self.review, self.step
        trick = step.trick
        if step.number == 0:
            return _("The deal: every hand open · → steps through the tricks")
        if trick is None or trick.winner is None:
            return _("Result of the hand")
        if review.counts == "tricks":
            worth = _("a trick for {side}").format(side=review.units[step.unit or 0])
        else:
            points = step.points or 0
            worth = ngettext("{n} point", "{n} points", points).format(n=points)
        return _("Trick {number} of {total} · {leader} led · {winner} won · {worth}").format(
            number=step.number,
            total=review.trick_count,
            leader=self.names[trick.leader],
            winner=self.names[trick.winner],
            worth=worth,
        )

    def totals_line(self) -> str:
        review, step = self.review, self.step
        parts = " · ".join(
            f"{unit} {total}" for unit, total in zip(review.units, step.totals, strict=True)
        )
        if review.counts == "tricks":
            return _("Tricks: {totals}").format(totals=parts)
        return _("Card points: {totals}").format(totals=parts)

    # ------------------------------------------------------------------ painting
    def paint(self) -> None:
        step = self.step
        set_content(self.query_one("#review-title", Static), plain(self.title_text()))
        set_content(self.query_one("#review-line", Static), plain(self.step_line()))
        for seat in SEATS:
            place = place_of(seat, self.viewpoint)
            self.query_one(f"#open-{place}", OpenHand).show(
                self.names[seat], step.hands[seat], self.deck_style
            )
        plays: list[TrickPlay] = []
        trick = step.trick
        if trick is not None:
            for i, card in enumerate(trick.cards):
                seat = trick.seat_of(i, self.review.direction)
                mark = (LEAD if i == 0 else "") + (WON if seat == trick.winner else "")
                place = place_of(seat, self.viewpoint)
                plays.append(TrickPlay(place, self.names[seat], card, mark))
            centre = _("Trick {number}").format(number=step.number)
        elif step.number == 0:
            centre = _("Deal")
        else:
            centre = _("Result")
        self.query_one(TrickView).show(plays, centre, self.deck_style)
        # Each note cleaned alone: a newline inside a name stays visible as a control picture.
        notes = "\n".join(clean(translate(note, self.deck_style)) for note in step.notes)
        set_content(self.query_one("#review-notes", Static), plain(notes, keep_newlines=True))
        set_content(self.query_one("#review-totals", Static), plain(self.totals_line()))

    # ------------------------------------------------------------------ keys
    def action_step(self, delta: int) -> None:
        self.step_index = max(0, min(self.review.last, self.step_index + delta))
        self.paint()

    def action_jump(self, where: int) -> None:
        self.step_index = where % len(self.review.steps)
        self.paint()

    def action_hand(self, delta: int) -> None:
        index = max(0, min(len(self.reviews) - 1, self.hand_index + delta))
        if index != self.hand_index:
            self.hand_index = index
            self.step_index = 0
            self.paint()

    def action_close(self) -> None:
        self.dismiss(None)
