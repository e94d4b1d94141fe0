"""A yes/no question as ``ModalScreen[bool]``.

    app.push_screen(ConfirmScreen("Delete save 'friday'?"), callback=on_answer)

``y``/Enter answer yes, ``n``/Escape no.
"""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Static

from shared.ui.plain import plain
from shared.ui.screens.base import CoveredModal


class ConfirmScreen(CoveredModal[bool]):
    """Ask ``question``; dismisses with True (yes) or False (no)."""

    DEFAULT_CSS = """
    ConfirmScreen { align: center middle; }
    ConfirmScreen > Vertical {
        width: 56; height: auto; border: thick $warning; background: $surface; padding: 1 2;
    }
    ConfirmScreen #confirm-question { width: 100%; margin-bottom: 1; }
    ConfirmScreen Horizontal { height: auto; align-horizontal: center; }
    ConfirmScreen Button { margin: 0 1; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", "Yes", id="confirm.yes"),
        Binding("n,escape", "answer(False)", "No", id="confirm.no"),
    ]

    def __init__(self, question: str, yes: str = "Yes", no: str = "No") -> None:
        super().__init__()
        self.question = question
        self.yes_label = yes
        self.no_label = no

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(plain(self.question), id="confirm-question")
            with Horizontal():
                yield Button(self.yes_label, id="yes", variant="warning")
                yield Button(self.no_label, id="no", variant="primary")

    def on_mount(self) -> None:
        self.query_one("#no", Button).focus()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, value: bool) -> None:
        self.dismiss(value)
