"""The hand log draws what Textual's RichLog draws, and keeps its styled lines between
repaints (issue 18: the log was a third of the work of drawing the table beneath a
dialog)."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.containers import Horizontal
from textual.geometry import Region
from textual.widgets import RichLog

from shared.ui.hand_log import HandLog

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
