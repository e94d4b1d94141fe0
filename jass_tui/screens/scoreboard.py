"""The score sheet: both teams' Jassteppich side by side, then a row per hand.

Opened with ``t`` and after each hand. Enter, Escape or ``t`` closes it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import DataTable, Footer, Static

from jass_tui.records import JassHand
from jass_tui.widgets.contract_badge import contract_words
from jass_tui.widgets.jassteppich import Jassteppich
from shared.i18n import N_, _, pgettext
from shared.ui.deck import DeckStyle
from shared.ui.plain import plain
from shared.ui.screens.base import SheetScreen


def hand_rows(
    hands: Sequence[JassHand], names: Sequence[str], style: DeckStyle
) -> list[tuple[str, ...]]:
    """One row per hand: number, contract, chooser (and "geschoben"), points each side."""
    rows: list[tuple[str, ...]] = []
    for record in hands:
        if record.contract is None and not record.finished:
            continue  # a hand just dealt has nothing to show yet
        contract = contract_words(record.contract, style) if record.contract else "—"
        chooser = names[record.chooser] if record.chooser is not None else "—"
        if record.pushed:
            chooser = _("{name} (geschoben)").format(name=chooser)
        state = "" if record.finished or record.ended_game else " …"
        rows.append(
            (
                f"{record.number}{state}",
                contract + (f" ×{record.multiplier}" if record.contract else ""),
                chooser,
                str(record.points[0]),
                str(record.points[1]),
            )
        )
    return rows


class ScoreboardScreen(SheetScreen[None]):
    """Jassteppich and the hand-by-hand table."""

    DEFAULT_CSS = """
    ScoreboardScreen { background: $felt; }
    ScoreboardScreen #steppich-row { height: auto; }
    ScoreboardScreen #sheet-title { text-style: bold; padding: 0 1; color: $felt-ink; }
    ScoreboardScreen #sheet-top { height: auto; max-height: 50%; }
    ScoreboardScreen DataTable { height: 1fr; min-height: 4; margin: 0 1; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        # Priority: the focused table would take Enter (its select key) before the screen.
        Binding("escape,enter,t,space", "close", N_("Close"), id="scores.close", priority=True),
        Binding("v", "app.review_hand", N_("Review"), id="scores.review"),
    ]

    def __init__(
        self,
        hands: Sequence[JassHand],
        scores: Sequence[int],
        names: Sequence[str],
        team_names: Sequence[str],
        target: int | None,
        style: DeckStyle,
        title: str = N_("Jassteppich"),
    ) -> None:
        super().__init__()
        self.hands = list(hands)
        self.scores = list(scores)
        self.names = list(names)
        self.team_names = list(team_names)
        self.target = target
        self.deck_style = style
        self.sheet_title = _(title)

    def compose(self) -> ComposeResult:
        title = self.sheet_title
        if self.target:
            title = _("{title} · target {target}").format(title=title, target=self.target)
        # The hands scroll inside the table, under its fixed header row.
        with VerticalScroll(id="sheet-top"):
            yield Static(plain(title), id="sheet-title")
            with Horizontal(id="steppich-row"):
                for team in (0, 1):
                    yield Jassteppich(
                        self.team_names[team], self.scores[team], id=f"steppich-{team}"
                    )
        table: DataTable[Text] = DataTable(cursor_type="none", zebra_stripes=True)
        yield table
        yield Footer()

    def on_mount(self) -> None:
        table: DataTable[Text] = self.query_one(DataTable)
        # A str cell is markup to a DataTable: names go in as plain Text.
        columns = (
            _("Hand"),
            pgettext("jass", "Contract"),
            _("Chosen by"),
            self.team_names[0],
            self.team_names[1],
        )
        table.add_columns(*(plain(title) for title in columns))
        for row in hand_rows(self.hands, self.names, self.deck_style):
            table.add_row(*(plain(cell) for cell in row))

    def on_screen_resume(self) -> None:
        self.query_one(DataTable).focus()

    def action_close(self) -> None:
        self.dismiss(None)
