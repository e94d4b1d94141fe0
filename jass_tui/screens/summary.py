"""The hand summary: trick points, who took the last trick, Match, Weis, Stöck,
multiplier, hand total and new totals for both teams; and why the game ended mid-hand.

Every number shown is a field of the engine's hand record (``JassHand``: ``trick_points``
— the card points with the last-trick bonus and the Match bonus already in —, ``weis``,
``stoeck``, ``multiplier``, ``points``); nothing is worked out here. ``summary_rows``
lays a record out as rows; ``HandSummaryScreen`` shows them and closes on Enter.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Footer, Static

from jass_tui.records import JassHand
from jass_tui.widgets.contract_badge import contract_words
from shared.table import team_of
from shared.ui.deck import DeckStyle
from shared.ui.plain import plain
from shared.ui.screens.base import CoveredModal

TEAMS = (0, 1)
TICK = "✓"
END_WORDS = {
    "stoeck": "with Stöck",
    "weis": "with Weis (Wys)",
    "trick": "with a trick (Stich)",
}


def last_trick_team(record: JassHand) -> int | None:
    """The team that took the hand's last trick, once the hand is finished."""
    done = [trick for trick in record.tricks if trick.winner is not None]
    if record.finished and done and done[-1].winner is not None:
        return team_of(done[-1].winner)
    return None


def summary_rows(record: JassHand) -> list[tuple[str, str, str]]:
    """Rows (label, team 0, team 1) for one hand record, each number a record field."""
    last = last_trick_team(record)

    def row(label: str, first: str, second: str) -> tuple[str, str, str]:
        return (label, first, second)

    return [
        row("Trick points", str(record.trick_points[0]), str(record.trick_points[1])),
        row("  Last trick", *(TICK if last == team else "" for team in TEAMS)),
        row("  Match", *(TICK if record.match == team else "" for team in TEAMS)),
        row("Weis", str(record.weis[0]), str(record.weis[1])),
        row("Stöck", str(record.stoeck[0]), str(record.stoeck[1])),
        row("Multiplier", f"×{record.multiplier}", f"×{record.multiplier}"),
        row("Hand total", str(record.points[0]), str(record.points[1])),
    ]


def weis_lines(record: JassHand, names: Sequence[str]) -> list[str]:
    """The winning Weis, by player, as the engine describes them."""
    if record.weis_winner is None:
        return []
    lines: list[str] = []
    for seat, declared in enumerate(record.declared_weis):
        if team_of(seat) == record.weis_winner:
            lines.extend(f"{names[seat]}: {weis.describe()}" for weis in declared)
    return lines


def end_reason(
    record: JassHand, team_names: Sequence[str], target: int | None, winner: int | None
) -> str:
    """'Stöck, Wys, Stich: Anna & Ruedi reached 1000 with Weis (Wys) …' or ''."""
    if not record.ended_game or record.end_reason is None or winner is None:
        return ""
    return (
        f"Stöck, Wys, Stich: {team_names[winner]} reached {target} "
        f"{END_WORDS.get(record.end_reason, '')} — the game ends at once."
    )


class HandSummaryScreen(CoveredModal[None]):
    """What the hand scored; Enter goes on."""

    DEFAULT_CSS = """
    HandSummaryScreen { align: center middle; }
    HandSummaryScreen > VerticalScroll {
        width: 72; height: auto; max-height: 100%;
        border: thick $accent; background: $surface; padding: 0 1;
    }
    HandSummaryScreen .summary-title { text-style: bold; }
    HandSummaryScreen .summary-end { text-style: bold; color: $warning; }
    HandSummaryScreen .summary-note { color: $text-muted; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,escape,space", "close", "Continue", id="summary.close")
    ]

    def __init__(
        self,
        record: JassHand,
        names: Sequence[str],
        team_names: Sequence[str],
        totals: Sequence[int],
        target: int | None,
        style: DeckStyle,
        winner: int | None = None,
    ) -> None:
        super().__init__()
        self.winner = winner
        self.record = record
        self.names = list(names)
        self.team_names = list(team_names)
        self.totals = list(totals)
        self.target = target
        self.deck_style = style

    def compose(self) -> ComposeResult:
        record = self.record
        contract = (
            contract_words(record.contract, self.deck_style) if record.contract else "no contract"
        )
        chooser = self.names[record.chooser] if record.chooser is not None else "?"
        pushed = ", geschoben" if record.pushed else ""
        table = Table(box=None, padding=(0, 2), expand=False)
        table.add_column("")
        table.add_column(plain(self.team_names[0]), justify="right")
        table.add_column(plain(self.team_names[1]), justify="right")
        for label, first, second in summary_rows(record):
            bold = "bold" if label == "Hand total" else ""
            table.add_row(
                Text(label, style=bold), Text(first, style=bold), Text(second, style=bold)
            )
        table.add_row(
            Text("New totals", style="bold"),
            Text(str(self.totals[0]), style="bold"),
            Text(str(self.totals[1]), style="bold"),
        )
        with VerticalScroll():
            yield Static(
                plain(f"Hand {record.number}: {contract} (chosen by {chooser}{pushed})"),
                classes="summary-title",
            )
            yield Static(table)
            yield Static(
                Text("Trick points include the last-trick bonus and the Match bonus."),
                classes="summary-note",
            )
            weis = weis_lines(record, self.names)
            if weis:
                yield Static(plain("Weis scored: " + "; ".join(weis)))
            seat = record.stoeck_seat
            if seat is not None:
                stoeck = record.stoeck[team_of(seat)]
                yield Static(plain(f"Stöck: {self.names[seat]} (+{stoeck})"))
            if record.match is not None:
                team = self.team_names[record.match]
                yield Static(plain(f"Match! {team} took all nine tricks."))
            reason = end_reason(record, self.team_names, self.target, self.winner)
            if reason:
                yield Static(plain(reason), classes="summary-end")
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)
