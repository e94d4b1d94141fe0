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

from shared.i18n import N_, _, translate
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
        Binding("s", "answer(True)", N_("Separate slot"), id="busy.separate"),
        Binding("q,escape", "answer(False)", N_("Quit"), id="busy.quit"),
    ]

    def __init__(self, title: str, folder: str, pid: int | None = None) -> None:
        super().__init__()
        self.game_title = title
        self.folder = folder
        self.pid = pid

    def compose(self) -> ComposeResult:
        title = translate(self.game_title)
        if self.pid:
            # TRANSLATORS: {pid} is the process id of the other window.
            busy = _(
                "Another {game} window (process {pid}) is playing and autosaving in "
                "{folder}. This window will not overwrite its game."
            )
        else:
            busy = _(
                "Another {game} window is playing and autosaving in {folder}. "
                "This window will not overwrite its game."
            )
        with Vertical():
            yield Static(plain(_("{game} is already open").format(game=title)), id="busy-title")
            yield Static(
                plain(busy.format(game=title, pid=self.pid, folder=self.folder)),
                classes="busy-text",
            )
            yield Static(
                plain(
                    _(
                        "Continue here with a separate autosave slot (your game will be "
                        "listed under Load), or quit."
                    )
                ),
                classes="busy-text",
            )
            with Horizontal():
                yield Button(_("Separate slot (s)"), id="separate", variant="success")
                yield Button(_("Quit (q)"), id="quit", variant="error")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#separate", Button).focus()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "separate")

    def action_answer(self, separate: bool) -> None:
        self.dismiss(separate)
