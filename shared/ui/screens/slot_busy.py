"""Another window owns the autosave: play in a separate slot, or quit.

``SlotBusyScreen`` is a ``ModalScreen[bool]``: True continues in a separate slot, False
quits. It appears instead of ever writing over a game another running window owns.

    app.push_screen(SlotBusyScreen("Schieber Jass", "/home/anna/saves", pid=4242), on_answer)
"""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Footer, Static

from shared.ui.plain import plain
from shared.ui.screens.base import CoveredModal


class SlotBusyScreen(CoveredModal[bool]):
    """Explain that the autosave is in use and offer a separate slot (``s``) or quit (``q``)."""

    DEFAULT_CSS = """
    SlotBusyScreen { align: center middle; }
    SlotBusyScreen > Vertical {
        width: 72; height: auto; border: thick $warning; background: $surface; padding: 1 2;
    }
    SlotBusyScreen #busy-title { text-style: bold; color: $warning; margin-bottom: 1; }
    SlotBusyScreen .busy-text { width: 100%; margin-bottom: 1; }
    SlotBusyScreen Horizontal { height: auto; align-horizontal: center; }
    SlotBusyScreen Button { margin: 0 1; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("s", "answer(True)", "Separate slot", id="busy.separate"),
        Binding("q,escape", "answer(False)", "Quit", id="busy.quit"),
    ]

    def __init__(self, title: str, folder: str, pid: int | None = None) -> None:
        super().__init__()
        self.game_title = title
        self.folder = folder
        self.pid = pid

    def compose(self) -> ComposeResult:
        holder = f" (process {self.pid})" if self.pid else ""
        with Vertical():
            yield Static(plain(f"{self.game_title} is already open"), id="busy-title")
            yield Static(
                plain(
                    f"Another {self.game_title} window{holder} is playing and autosaving in "
                    f"{self.folder}. This window will not overwrite its game."
                ),
                classes="busy-text",
            )
            yield Static(
                plain(
                    "Continue here with a separate autosave slot (your game will be listed "
                    "under Load), or quit."
                ),
                classes="busy-text",
            )
            with Horizontal():
                yield Button("Separate slot (s)", id="separate", variant="success")
                yield Button("Quit (q)", id="quit", variant="error")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#separate", Button).focus()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "separate")

    def action_answer(self, separate: bool) -> None:
        self.dismiss(separate)
