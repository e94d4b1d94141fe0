"""The hand summary: trick points, last-trick bonus, Match, Weis, Stöck, multiplier,
hand total and new totals for both teams; and why the game ended mid-hand, if it did.

``summary_rows`` turns an engine hand record into rows (no rules: it only splits the
engine's numbers for display); ``HandSummaryScreen`` shows them and closes on Enter.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Footer, Static

from jass_tui.rules import LAST_TRICK_BONUS, MATCH_BONUS
from jass_tui.widgets.contract_badge import contract_words
from shared.ui.deck import DeckStyle
from shared.ui.screens.base import CoveredModal

END_WORDS = {
    "stoeck": "with Stöck",
    "weis": "with Weis (Wys)",
    "trick": "with a trick (Stich)",
}


def last_trick_team(record: Any) -> int | None:
    """The team credited with the last-trick bonus, if the hand reached its ninth trick."""
    done = [trick for trick in record.tricks if trick.winner is not None]
    if len(done) == 9 and record.finished:
        return int(done[-1].winner) % 2
    return None


def summary_rows(record: Any) -> list[tuple[str, str, str]]:
    """Rows (label, team 0, team 1) for one hand record."""
    last = last_trick_team(record)
    bonus = [LAST_TRICK_BONUS if last == team else 0 for team in (0, 1)]
    match = [MATCH_BONUS if record.match == team else 0 for team in (0, 1)]
    cards = [record.trick_points[team] - bonus[team] - match[team] for team in (0, 1)]
    rows = [
        ("Card points", str(cards[0]), str(cards[1])),
        ("Last trick", str(bonus[0]), str(bonus[1])),
        ("Match", str(match[0]), str(match[1])),
        ("Weis", str(record.weis[0]), str(record.weis[1])),
        ("Stöck", str(record.stoeck[0]), str(record.stoeck[1])),
        ("Multiplier", f"×{record.multiplier}", f"×{record.multiplier}"),
        ("Hand total", str(record.points[0]), str(record.points[1])),
    ]
    return rows


def weis_lines(record: Any, names: Sequence[str]) -> list[str]:
    """The winning Weis, by player, as the engine describes them."""
    if record.weis_winner is None:
        return []
    lines = []
    for seat, declared in enumerate(record.declared_weis):
        if seat % 2 == record.weis_winner:
            lines.extend(f"{names[seat]}: {weis.describe()}" for weis in declared)
    return lines


def end_reason(
    record: Any, team_names: Sequence[str], target: int | None, winner: int | None
) -> str:
    """'Stöck, Wys, Stich: Anna & Ruedi reached 1000 with Weis (Wys) …' or ''."""
    if not record.ended_game or record.end_reason is None or winner is None:
        return ""
    team = winner
    return (
        f"Stöck, Wys, Stich: {team_names[team]} reached {target} "
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
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,escape,space", "close", "Continue", id="summary.close")
    ]

    def __init__(
        self,
        record: Any,
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
        table.add_column(self.team_names[0], justify="right")
        table.add_column(self.team_names[1], justify="right")
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
                Text(f"Hand {record.number}: {contract} (chosen by {chooser}{pushed})"),
                classes="summary-title",
            )
            yield Static(table)
            weis = weis_lines(record, self.names)
            if weis:
                yield Static(Text("Weis scored: " + "; ".join(weis)))
            if record.stoeck_seat is not None:
                yield Static(Text(f"Stöck: {self.names[record.stoeck_seat]} (+20)"))
            if record.match is not None:
                yield Static(Text(f"Match! {self.team_names[record.match]} took all nine tricks."))
            reason = end_reason(record, self.team_names, self.target, self.winner)
            if reason:
                yield Static(Text(reason), classes="summary-end")
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)
