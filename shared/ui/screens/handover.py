"""The hot-seat hand-over: an opaque full screen, never a modal.

A ``ModalScreen`` lets the table show through; this one covers everything, so no card of
anybody is visible while the keyboard changes hands. Enter dismisses it; the app then
reveals the named player's hand.

    app.push_screen(HandOverScreen("Anna"), callback=lambda _: hot_seat.reveal(seat))

The note (``shared.ui.handover.handover_note``) says what awaits the player ("Vreni
pushed to you: choose the contract", "Your card, trick 4"), then public news.

A game may ask one yes/no question here, before the hand is shown (Spades: Blind Nil,
which is bid without looking at the cards). With a :class:`HandOverQuestion`, ``y``
dismisses with the question's ``answer`` (an action text), Enter with ``None`` as always.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer, Static

from shared.i18n import N_, _, translate
from shared.ui.handover import split_note
from shared.ui.plain import plain
from shared.ui.screens.base import CoveredScreen


@dataclass(frozen=True)
class HandOverQuestion:
    """A decision to take before the hand shows: ``y`` answers yes, Enter goes on."""

    lines: Sequence[str]
    """The question and what it means, in plain words."""
    yes: str
    """What ``y`` does ("bid Blind Nil")."""
    no: str
    """What Enter does ("look at your cards and bid as usual")."""
    answer: str
    """The action text the screen is dismissed with when the answer is yes."""


class HandOverScreen(CoveredScreen[str | None]):
    """'Pass the keyboard to NAME — press Enter when ready'."""

    DEFAULT_CSS = """
    HandOverScreen { background: $background; align: center middle; }
    HandOverScreen #handover-box {
        width: 60; height: auto; border: double $accent; padding: 1 2;
        background: $surface; text-align: center;
    }
    HandOverScreen #handover-title { text-style: bold; width: 100%; text-align: center; }
    HandOverScreen #handover-box > Static { width: 100%; text-align: center; }
    HandOverScreen #handover-task { text-style: bold; color: $accent; }
    HandOverScreen #handover-note { color: $text-muted; }
    HandOverScreen .handover-question { color: $warning; }
    HandOverScreen .handover-choice { text-style: bold; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "ready", N_("Ready"), id="handover.ready"),
        Binding("y", "answer", N_("Yes"), id="handover.yes"),
    ]

    def __init__(
        self, player: str, note: str = "", question: HandOverQuestion | None = None
    ) -> None:
        super().__init__()
        self.player = player
        self.note = note
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical(id="handover-box"):
            title = _("Pass the keyboard to {name}").format(name=self.player)
            yield Static(plain(title), id="handover-title")
            awaits, news = split_note(self.note)
            if awaits:
                yield Static(plain(translate(awaits)), id="handover-task")
            yield Static("")
            question = self.question
            if question is None:
                ready = _("{name}: press Enter when ready.").format(name=self.player)
                yield Static(plain(ready))
            if news:
                yield Static(plain(translate(news)), id="handover-note")
            if question is not None:
                yield Static("")
                for line in question.lines:
                    yield Static(plain(translate(line)), classes="handover-question")
                yield Static("")
                yield Static(plain(f"Y  {translate(question.yes)}"), classes="handover-choice")
                yield Static(plain(f"Enter  {translate(question.no)}"), classes="handover-choice")
        yield Footer()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return action != "answer" or self.question is not None

    def action_ready(self) -> None:
        self.dismiss(None)

    def action_answer(self) -> None:
        if self.question is not None:
            self.dismiss(self.question.answer)
