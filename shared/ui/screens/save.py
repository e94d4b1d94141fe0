"""Ask for a save name: ``ModalScreen[str | None]`` (None when cancelled).

    app.push_screen(SaveNameScreen(default="friday"), callback=on_name)

The app sanitises the name and asks before overwriting; this screen only asks.
"""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer, Input, Static

from shared.i18n import N_, _
from shared.ui.screens.base import CoveredModal


class NameInput(Input):
    """The name field; its Enter (saves) is named in the footer."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "submit", N_("Save"), id="save.submit")
    ]


class SaveNameScreen(CoveredModal[str | None]):
    """A one-line name prompt; Enter saves, Escape cancels."""

    DEFAULT_CSS = """
    SaveNameScreen { align: center middle; }
    SaveNameScreen > Vertical {
        width: 56; height: auto; border: thick $primary; background: $surface; padding: 1 2;
    }
    SaveNameScreen Static { margin-bottom: 1; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", N_("Cancel"), id="save.cancel")
    ]

    def __init__(self, default: str = "") -> None:
        super().__init__()
        self.default = default

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(_("Save the game as (letters, digits, - and _):"))
            # TRANSLATORS: the placeholder of the save-name field.
            yield NameInput(value=self.default, placeholder=_("name"), id="save-name")
        # Its own keys only: the table's footer behind must not show through.
        yield Footer()

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        name = event.value.strip()
        if name:
            self.dismiss(name)
        else:
            self.notify(_("Type a name first."), severity="warning")

    def action_cancel(self) -> None:
        self.dismiss(None)
