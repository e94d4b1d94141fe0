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
from shared.i18n import N_, Names, _, translate
from shared.table import team_of
from shared.ui.deck import DeckStyle
from shared.ui.plain import plain
from shared.ui.screens.base import DecisionModal

TEAMS = (0, 1)
TICK = "✓"
END_REASONS = {
    "stoeck": N_("Stöck, Wys, Stich: {team} reached {target} with Stöck — the game ends at once."),
    "weis": N_(
        "Stöck, Wys, Stich: {team} reached {target} with Weis (Wys) — the game ends at once."
    ),
    "trick": N_(
        "Stöck, Wys, Stich: {team} reached {target} with a trick (Stich) — the game ends at once."
    ),
}
"""Why a game ended in the middle of a hand, by the record's ``end_reason``."""
END_OTHER = N_("Stöck, Wys, Stich: {team} reached {target}  — the game ends at once.")


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
        row(N_("Trick points"), str(record.trick_points[0]), str(record.trick_points[1])),
        row(N_("  Last trick"), *(TICK if last == team else "" for team in TEAMS)),
        row(N_("  Match"), *(TICK if record.match == team else "" for team in TEAMS)),
        row(N_("Weis"), str(record.weis[0]), str(record.weis[1])),
        row(N_("Stöck"), str(record.stoeck[0]), str(record.stoeck[1])),
        row(N_("Multiplier"), f"×{record.multiplier}", f"×{record.multiplier}"),
        row(N_("Hand total"), str(record.points[0]), str(record.points[1])),
    ]


def weis_lines(record: JassHand, names: Sequence[str], style: Names | None = None) -> list[str]:
    """The winning Weis, by player, as the engine describes them (in the current
    language, cards named in ``style``'s words)."""
    if record.weis_winner is None:
        return []
    lines: list[str] = []
    for seat, declared in enumerate(record.declared_weis):
        if team_of(seat) == record.weis_winner:
            # TRANSLATORS: one winning Weis after "Weis:" (German: "{name} mit {weis}"),
            # e.g. "Anna with four jacks (200)".
            template = _("{name} with {weis}")
            lines.extend(
                template.format(name=names[seat], weis=translate(weis.describe(), style))
                for weis in declared
            )
    return lines


def end_reason(
    record: JassHand, team_names: Sequence[str], target: int | None, winner: int | None
) -> str:
    """'Stöck, Wys, Stich: Anna & Ruedi reached 1000 with Weis (Wys) …' or ''."""
    if not record.ended_game or record.end_reason is None or winner is None:
        return ""
    template = END_REASONS.get(record.end_reason, END_OTHER)
    return _(template).format(team=team_names[winner], target=target)


class HandSummaryScreen(DecisionModal[None]):
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
        Binding("enter,escape,space", "close", N_("Continue"), id="summary.close"),
        Binding("v", "app.review_hand", N_("Review"), id="summary.review"),
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
            contract_words(record.contract, self.deck_style)
            if record.contract
            else _("no contract")
        )
        chooser = self.names[record.chooser] if record.chooser is not None else "?"
        table = Table(box=None, padding=(0, 2), expand=False)
        table.add_column("")
        table.add_column(plain(self.team_names[0]), justify="right")
        table.add_column(plain(self.team_names[1]), justify="right")
        for label, first, second in summary_rows(record):
            bold = "bold" if label == "Hand total" else ""
            table.add_row(
                Text(_(label), style=bold), Text(first, style=bold), Text(second, style=bold)
            )
        table.add_row(
            Text(_("New totals"), style="bold"),
            Text(str(self.totals[0]), style="bold"),
            Text(str(self.totals[1]), style="bold"),
        )
        with VerticalScroll():
            if record.pushed:
                title = _("Hand {number}: {contract} (chosen by {name}, geschoben)")
            else:
                title = _("Hand {number}: {contract} (chosen by {name})")
            yield Static(
                plain(title.format(number=record.number, contract=contract, name=chooser)),
                classes="summary-title",
            )
            yield Static(table)
            yield Static(
                Text(_("Trick points include the last-trick bonus and the Match bonus.")),
                classes="summary-note",
            )
            weis = weis_lines(record, self.names, self.deck_style)
            if weis:
                yield Static(plain(_("Weis scored: {weis}").format(weis="; ".join(weis))))
            seat = record.stoeck_seat
            if seat is not None:
                stoeck = record.stoeck[team_of(seat)]
                text = _("Stöck: {name} (+{points})").format(name=self.names[seat], points=stoeck)
                yield Static(plain(text))
            if record.match is not None:
                team = self.team_names[record.match]
                yield Static(plain(_("Match! {team} took all nine tricks.").format(team=team)))
            reason = end_reason(record, self.team_names, self.target, self.winner)
            if reason:
                yield Static(plain(reason), classes="summary-end")
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)
