"""A held table scrolls its rows under fixed column titles, down and across (issue 19)."""

from __future__ import annotations

from rich import box
from rich.table import Table
from rich.text import Text
from textual.app import App, ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from shared.ui.held_table import HeldTable, table_lines


def _table(rows: int, teams: int = 2) -> Table:
    table = Table(box=box.SIMPLE_HEAD, padding=(0, 1), expand=False, show_edge=False)
    table.add_column("Contract")
    for team in range(teams):
        table.add_column(Text(f"Team{team}\nraw"), justify="right")
    for row in range(rows):
        table.add_row(f"row {row}", *(str(row * 10 + team) for team in range(teams)))
    table.add_row("Total", *(f"T{team}" for team in range(teams)))
    return table


class _Boxed(App[None]):
    CSS = "#box { height: auto; max-height: 10; }"

    def __init__(self, table: Table, *, open_at_end: bool = False) -> None:
        super().__init__()
        self.table = table
        self.open_at_end = open_at_end

    def compose(self) -> ComposeResult:
        yield Static("Title")
        with Vertical(id="box"):
            yield HeldTable(self.table, open_at_end=self.open_at_end)
        yield Static("after")


def _shown(app: App[None]) -> list[str]:
    return ["".join(s.text for s in line) for line in app.screen._compositor.render_strips()]


def test_the_header_is_the_titles_and_the_rule_under_them() -> None:
    head, body = table_lines(_table(3))
    assert len(head) == 3 and "Team0" in head[0].text and "raw" in head[1].text
    assert set(head[2].text.strip()) == {"─"}
    assert [strip.text.split()[0] for strip in body] == ["row", "row", "row", "Total"]


async def test_a_short_table_is_as_high_as_its_lines() -> None:
    app = _Boxed(_table(3))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        held = app.query_one(HeldTable)
        assert held.size.height == 7 and held.max_scroll_y == 0
        assert _shown(app)[8].startswith("after")  # no blank lines below the table


async def test_rows_scroll_under_the_titles() -> None:
    app = _Boxed(_table(40))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        held = app.query_one(HeldTable)
        assert held.size.height == 10 and held.max_scroll_y == 44 - 10
        held.focus()
        await pilot.press("end")
        await pilot.pause()
        shown = "\n".join(_shown(app))
        assert "Team0" in shown and "Team1" in shown  # the header, still there
        assert "Total" in shown and "row 39" in shown and "row 0 " not in shown
        assert shown.index("Team0") < shown.index("row 39")
        await pilot.press("home")
        await pilot.pause()
        assert "row 0 " in "\n".join(_shown(app))


async def test_the_titles_move_across_with_the_rows() -> None:
    app = _Boxed(_table(40, teams=12))  # wider than 80 columns
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        held = app.query_one(HeldTable)
        assert held.max_scroll_x > 0
        held.scroll_to(x=held.max_scroll_x, y=held.max_scroll_y, animate=False, immediate=True)
        await pilot.pause()
        shown = "\n".join(_shown(app))
        assert "Team11" in shown and "T11" in shown and "Contract" not in shown
        head = next(line for line in _shown(app) if "Team11" in line)
        total = next(line for line in _shown(app) if "T11" in line)
        # The last team's title stands over its numbers: both end in the same column.
        assert head.rstrip().rfind("Team11") + len("Team11") == total.rfind("T11") + len("T11")


async def test_a_pad_can_open_at_its_last_line() -> None:
    app = _Boxed(_table(40), open_at_end=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.pause()
        shown = "\n".join(_shown(app))
        assert "Total" in shown and "Team0" in shown and "row 0 " not in shown


def test_text_lines_give_the_header_first() -> None:
    held = HeldTable(_table(2))
    assert held.head_lines == 3
    assert held.text_lines()[0].split() == ["Team0", "Team1"]
    assert held.text_lines()[-1].split() == ["Total", "T0", "T1"]
