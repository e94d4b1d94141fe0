"""Statistics: the numbers per player for one game kind, and the race of the scores.

``StatisticsScreen`` is a full screen (``Screen[None]``): a table with one column per
player (games, wins, points per hand, the kind's own counts, bots faced), a line of the
kinds with ←/→ to switch between them, and the score race of the current or last game
drawn by :func:`shared.ui.chart.race_chart`. Escape or ``q`` closes it.

    StatisticsScreen(read_statistics(folder), ("jass", "coiffeur"), race=race)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.table import Table
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer, Static

from shared.i18n import N_, _, gettext, translate
from shared.kinds import get_kind
from shared.stats import YOU, ScoreRace, Statistics, table_rows
from shared.ui.chart import race_chart
from shared.ui.screens.base import CoveredScreen


class RaceChart(Static):
    """The score race, redrawn to the size it is given."""

    def __init__(self, race: ScoreRace | None, current: bool, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.race = race
        self.current = current

    def on_resize(self, event: events.Resize) -> None:
        self.update(self.drawn(event.size.width, event.size.height))

    def drawn(self, width: int, height: int) -> Text:
        race = self.race
        if race is None:
            return Text(_("No game to show yet: finish one and its score race is drawn here."))
        title = (
            _("Score race of this game ({kind})")
            if self.current
            else _("Score race of the last game ({kind})")
        ).format(kind=_(get_kind(race.kind).title))
        text = Text(title + "\n", style="bold")
        labels = [
            " & ".join(_(YOU) if part == YOU else part for part in label.split(" & "))
            for label in race.labels
        ]
        text.append_text(
            race_chart(
                labels,
                race.scores,
                race.references,
                width=width,
                height=max(height - 1, 4),
                no_data=_("No hand finished yet."),
            )
        )
        return text


class StatisticsScreen(CoveredScreen[None]):
    """The numbers of every player, by game kind, and a score race."""

    DEFAULT_CSS = """
    StatisticsScreen { background: $surface; padding: 0 1; }
    StatisticsScreen #stats-kinds { height: 1; }
    StatisticsScreen #stats-problem { color: $error; height: auto; }
    StatisticsScreen #stats-numbers { height: auto; max-height: 60%; }
    StatisticsScreen RaceChart { height: 1fr; min-height: 6; margin-top: 1; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "kind(-1)", N_("Previous game"), id="stats.previous"),
        Binding("right", "kind(1)", N_("Next game"), id="stats.next"),
        Binding("escape,q,s", "close", N_("Close"), id="stats.close"),
    ]

    def __init__(
        self,
        stats: Statistics | None,
        kinds: Sequence[str],
        *,
        race: ScoreRace | None = None,
        current: bool = False,
        problem: str | None = None,
    ) -> None:
        super().__init__()
        self.stats = stats or Statistics()
        self.kinds = tuple(kinds) or self.stats.kinds()
        self.kind_index = 0
        self.problem = problem
        self.race = race if race is not None else self.stats.last_race
        self.current = current and race is not None

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(id="stats-kinds")
            if self.problem:
                yield Static(translate(self.problem), id="stats-problem", markup=False)
            yield Static(id="stats-numbers")
            yield RaceChart(self.race, self.current)
        yield Footer()

    def on_mount(self) -> None:
        self.show_kind()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "kind":
            return len(self.kinds) > 1
        return True

    @property
    def kind(self) -> str | None:
        return self.kinds[self.kind_index] if self.kinds else None

    def show_kind(self) -> None:
        kinds_line = Text(_("Statistics") + ":  ", style="bold")
        for index, kind in enumerate(self.kinds):
            title = _(get_kind(kind).title)
            if index == self.kind_index:
                kinds_line.append(f"[{title}]", style="bold reverse")
            else:
                kinds_line.append(f" {title} ", style="dim")
            kinds_line.append(" ")
        self.query_one("#stats-kinds", Static).update(kinds_line)
        self.query_one("#stats-numbers", Static).update(self.numbers())

    def numbers(self) -> Table | Text:
        kind = self.kind
        names, rows = table_rows(self.stats, kind, gettext) if kind else ([], [])
        if not names:
            return Text(_("No finished game of this kind yet."), style="italic")
        table = Table(box=None, padding=(0, 1), show_edge=False, header_style="bold")
        table.add_column("")
        for name in names:
            table.add_column(name, justify="right", overflow="ellipsis", no_wrap=True)
        for label, values in rows:
            table.add_row(Text(label, style="dim"), *values)
        return table

    def action_kind(self, step: int) -> None:
        if self.kinds:
            self.kind_index = (self.kind_index + step) % len(self.kinds)
            self.show_kind()

    def action_close(self) -> None:
        self.dismiss(None)


__all__ = ["RaceChart", "StatisticsScreen"]
