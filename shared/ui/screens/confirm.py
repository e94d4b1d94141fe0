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

from shared.i18n import N_, _
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
        Binding("y", "answer(True)", N_("Yes"), id="confirm.yes"),
        Binding("n,escape", "answer(False)", N_("No"), id="confirm.no"),
    ]

    def __init__(self, question: str, yes: str | None = None, no: str | None = None) -> None:
        """``question`` as the caller wrote it (translated); the buttons "Yes" and "No"
        in the current language unless ``yes`` / ``no`` name them."""
        super().__init__()
        self.question = question
        self.yes_label = yes if yes is not None else _("Yes")
        self.no_label = no if no is not None else _("No")

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
