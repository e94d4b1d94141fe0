"""A dialog draws the dimmed table beneath it once, and again only when the table changes
(issue 18: the table was rendered and tinted again on every repaint of the dialog)."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.segment import Segment
from rich.style import Style
from textual.color import Color
from textual.renderables.background_screen import BackgroundScreen

from shared.ui import backdrop
from shared.ui.screens.confirm import ConfirmScreen
from tests.jass_ui.helpers import make_app, players, screen_text, settle
from tests.jass_ui.test_snapshots import SOLO, mid_hand


def test_the_tint_is_textuals() -> None:
    linked = Style(color="red", bgcolor="green", bold=True, link="https://example.org")
    segments = [
        Segment("ab", linked),
        Segment("cd", Style(color="blue")),
        Segment("ef", None),
        Segment("gh", linked),
        Segment("", None, [(1, 0)]),  # a control segment passes untouched
    ]
    for tint in (Color(0, 0, 0, 0.6), Color(10, 20, 30, 0.3), Color(0, 0, 0, 0)):
        ours = backdrop.tinted(segments, tint)
        textuals = list(BackgroundScreen.process_segments(segments, tint))
        assert ours == textuals


@pytest.mark.parametrize("size", [(80, 24), (160, 50)])
async def test_a_dialog_draws_the_table_beneath_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    drawn: list[int] = []
    tinted = backdrop.tinted

    def counted(*args: object) -> list[Segment]:
        drawn.append(1)
        return tinted(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(backdrop, "tinted", counted)
    app = make_app(tmp_path, mid_hand(), players(*SOLO))
    async with app.run_test(size=size) as pilot:
        await settle(pilot, app)
        table_only = screen_text(app)
        app.push_screen(ConfirmScreen("Really?"))
        await pilot.pause()
        await pilot.pause()
        assert drawn, "the dialog shows the table beneath"
        opened = len(drawn)
        for _ in range(6):  # the dialog's own repaints: focus between its buttons
            await pilot.press("tab")
        await pilot.pause()
        assert len(drawn) == opened
        # The table changes beneath the dialog: the dialog shows the change.
        assert app.table is not None
        before = screen_text(app)
        app.table.tell("Beneath the dialog")
        await pilot.pause()
        await pilot.pause()
        assert len(drawn) > opened
        after = screen_text(app)
        assert after != before
        assert "Beneath the dialog" in after
        app.screen.dismiss(False)
        await pilot.pause()
        assert "Beneath the dialog" in screen_text(app)
        assert screen_text(app) != table_only
