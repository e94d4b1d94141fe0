"""The hand log draws what Textual's RichLog draws, and keeps its styled lines between
repaints (issue 18: the log was a third of the work of drawing the table beneath a
dialog)."""

from __future__ import annotations

from pathlib import Path

from textual.app import App, ComposeResult
from textual.containers import Horizontal
from textual.geometry import Region
from textual.widgets import RichLog

from shared.ui.hand import HandView
from shared.ui.hand_log import HandLog
from tests.jass_ui.helpers import make_app, players, settle
from tests.jass_ui.test_snapshots import SOLO, mid_hand

LINES = [f"Line {n}: Ruedi plays the queen of hearts and wins the trick" for n in range(30)]


class _Logs(App[None]):
    AUTO_FOCUS = None
    CSS = "RichLog { width: 20; height: 12; }"

    def compose(self) -> ComposeResult:
        with Horizontal():
            yield HandLog(id="ours")
            yield RichLog(id="theirs", wrap=True, markup=False, max_lines=400, min_width=1)


async def test_the_hand_log_draws_what_rich_log_draws_and_keeps_its_lines() -> None:
    app = _Logs()
    async with app.run_test(size=(60, 14)) as pilot:
        ours, theirs = app.query_one("#ours", HandLog), app.query_one("#theirs", RichLog)
        for line in LINES:
            ours.write(line)
            theirs.write(line)
        await pilot.pause()
        await pilot.pause()
        everything = Region(0, 0, 20, 12)
        assert ours.virtual_size == theirs.virtual_size
        assert ours.render_lines(everything) == theirs.render_lines(everything)
        styled: list[object] = []
        render_line = ours.render_line

        def seen(y: int) -> object:
            styled.append(render_line(y))
            return styled[-1]

        ours.render_line = seen  # type: ignore[method-assign,assignment]
        for _ in range(2):
            ours._styles_cache.clear()  # as a full repaint finds it
            ours.render_lines(everything)
        first, again = styled[:12], styled[12:]
        assert len(again) == 12
        assert all(a is b for a, b in zip(first, again, strict=True))
        del ours.render_line
        ours.scroll_home(animate=False)
        theirs.scroll_home(animate=False)
        await pilot.pause()
        assert ours.render_lines(everything) == theirs.render_lines(everything)
        ours.clear()
        theirs.clear()
        await pilot.pause()
        assert ours.render_lines(everything) == theirs.render_lines(everything)
        assert ours._styled == {}


async def test_the_table_keeps_no_focus_and_scrolls_its_log_by_key(tmp_path: Path) -> None:
    """Nothing on the table takes the focus (a key starts at the table's bindings, not at
    a focused log), and ↑ ↓ PgUp PgDn Home End scroll the log on a wide table."""
    app = make_app(tmp_path, mid_hand(), players(*SOLO))
    async with app.run_test(size=(160, 50)) as pilot:
        await settle(pilot, app)
        await pilot.click("#log")
        assert app.focused is None
        log = app.screen.query_one("#log", HandLog)
        for line in LINES * 3:
            log.write(line)
        await settle(pilot, app)
        bottom = log.scroll_y
        assert bottom == log.max_scroll_y > 0
        await pilot.press("pageup")
        assert log.scroll_y < bottom
        await pilot.press("home")
        assert log.scroll_y == 0
        await pilot.press("down", "down")
        assert log.scroll_y == 2
        await pilot.press("up")
        assert log.scroll_y == 1
        await pilot.press("end")
        assert log.scroll_y == bottom
        hand = app.screen.query_one(HandView)
        cursor = hand.cursor
        await pilot.press("right")
        assert hand.cursor != cursor  # ← → still move in the hand
        await pilot.press("pagedown")
        assert log.scroll_y == bottom


async def test_log_keys_do_nothing_on_a_narrow_table(tmp_path: Path) -> None:
    app = make_app(tmp_path, mid_hand(), players(*SOLO))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        assert not app.screen.query_one("#log", HandLog).display
        await pilot.press("up", "pageup", "home", "end", "down", "pagedown")
        await settle(pilot, app)
        assert app.focused is None and app.screen is app.table
