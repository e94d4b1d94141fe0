"""The Coiffeur board as a screen: opened with ``t`` and after every hand.

A title ("After hand 5"), what the hand wrote (lines from the app, made from the hand
record), then the board with the cell just filled highlighted. Enter, Escape, Space or
``t`` closes it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer, Static

from jass_tui.coiffeur_records import CoiffeurBoard
from jass_tui.widgets.coiffeur_board import CoiffeurBoardView
from shared.i18n import N_, _
from shared.ui.deck import DeckStyle
from shared.ui.plain import plain
from shared.ui.screens.base import SheetScreen


class CoiffeurBoardScreen(SheetScreen[None]):
    """The whole board; the last filled cell highlighted."""

    DEFAULT_CSS = """
    CoiffeurBoardScreen { background: $felt; }
    CoiffeurBoardScreen #board-box { height: 1fr; }
    CoiffeurBoardScreen #board-title { text-style: bold; padding: 0 1; color: $felt-ink; }
    CoiffeurBoardScreen .board-line { padding: 0 1; color: $felt-ink; }
    CoiffeurBoardScreen CoiffeurBoardView {
        background: $surface; color: $text; padding: 0 1; margin: 0 1;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,enter,t,space", "close", N_("Close"), id="board.close"),
        Binding("v", "app.review_hand", N_("Review"), id="board.review"),
    ]

    def __init__(
        self,
        board: CoiffeurBoard,
        team_names: Sequence[str],
        style: DeckStyle,
        *,
        title: str = N_("Coiffeur board"),
        lines: Sequence[str] = (),
        highlight: tuple[int, str] | None = None,
    ) -> None:
        super().__init__()
        self.board = board
        self.team_names = list(team_names)
        self.deck_style = style
        self.sheet_title = _(title)
        self.lines = list(lines)
        self.highlight = highlight

    def compose(self) -> ComposeResult:
        yield Static(plain(self.sheet_title), id="board-title")
        for line in self.lines:
            yield Static(plain(line), classes="board-line")
        # The board scrolls by itself, under its fixed team names, in what room is left.
        with Vertical(id="board-box"):
            yield CoiffeurBoardView(
                self.board, self.team_names, self.deck_style, self.highlight, id="board"
            )
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)
