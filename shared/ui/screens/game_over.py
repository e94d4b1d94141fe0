"""Game over: the winner, why, the totals, and what next (rematch, scores, start, quit).

``GameOverScreen`` is a ``ModalScreen[str]`` dismissed with ``"rematch"``, ``"scores"``,
``"statistics"``, ``"start"`` or ``"quit"``. ``detail`` (optional) is a widget shown under
the lines, in a scrolling box: a final score pad, say.

    GameOverScreen("Anna & Chris win!", ["Anna & Chris: 1012    Beat & Dora: 870"])
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widget import Widget
from textual.widgets import Button, Footer, Static

from shared.i18n import N_, _, translate
from shared.ui.held_table import HeldTable
from shared.ui.plain import plain
from shared.ui.screens.base import CoveredModal


class GameOverScreen(CoveredModal[str]):
    """The end of the game."""

    # The screen's own choice on activation: a focus() in on_mount raced with Textual's
    # default auto-focus, which sometimes left the focus on the scrolling detail.
    AUTO_FOCUS = "#rematch"

    DEFAULT_CSS = """
    GameOverScreen { align: center middle; }
    GameOverScreen > Vertical {
        width: 70; height: auto; border: double $success; background: $surface; padding: 1 2;
    }
    GameOverScreen #winner { text-style: bold; color: $success; }
    GameOverScreen #game-over-detail { height: auto; max-height: 12; margin-top: 1; }
    /* At 24 rows or fewer the detail gives way, so the headline and why stay in view. */
    GameOverScreen.-compact-h #game-over-detail { max-height: 7; }
    GameOverScreen.-short #game-over-detail { max-height: 4; }
    GameOverScreen Horizontal { height: auto; margin-top: 1; align-horizontal: center; }
    GameOverScreen Button { margin: 0 1; min-width: 12; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "choose('rematch')", N_("Rematch"), id="over.rematch"),
        Binding("t", "choose('scores')", N_("Scores"), id="over.scores"),
        Binding("i", "choose('statistics')", N_("Statistics"), id="over.statistics"),
        Binding("s,escape", "choose('start')", N_("Start screen"), id="over.start"),
        Binding("q", "choose('quit')", N_("Quit"), id="over.quit"),
    ]

    def __init__(self, headline: str, lines: Sequence[str], detail: Widget | None = None) -> None:
        super().__init__()
        self.headline = headline
        self.lines = list(lines)
        self.detail = detail

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(plain(translate(self.headline)), id="winner")
            for line in self.lines:
                yield Static(plain(translate(line)))
            if self.detail is not None:
                # A held table scrolls by itself, its header in view; anything else here.
                box = Vertical if isinstance(self.detail, HeldTable) else VerticalScroll
                with box(id="game-over-detail"):
                    yield self.detail
            with Horizontal():
                yield Button(_("Rematch (r)"), id="rematch", variant="success")
                yield Button(_("Scores (t)"), id="scores")
                yield Button(_("Start (s)"), id="start")
                yield Button(_("Quit (q)"), id="quit", variant="error")
        yield Footer()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id or "start")

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice)
