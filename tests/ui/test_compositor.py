"""The table's compositor writes exactly what Textual's would, rendering less
(issue 18: a card played rendered the hand log and every container top to bottom)."""

from __future__ import annotations

import re
import types
from pathlib import Path
from typing import Any

import pytest
from textual._compositor import ChopsUpdate, Compositor
from textual.widgets import RichLog

from shared.ui.compositor import RowCroppedCompositor
from tests.jass_ui.helpers import first_legal_key, make_app, players, settle
from tests.jass_ui.test_snapshots import SOLO, mid_hand

IDLE_MOVE = re.compile(r"\x1b\[\d+;\d+H(?=\x1b\[\d+;\d+H|\r?\n|$)")
"""A cursor move with nothing written after it (Textual moves to a piece that starts
where a changed span ends, and then writes none of it)."""


def written(update: ChopsUpdate, console: Any) -> str:
    """What ``update`` writes to the terminal, less the moves that write nothing."""
    return IDLE_MOVE.sub("", update.render_segments(console))


def stock_update(compositor: Compositor, regions: set[Any]) -> ChopsUpdate | None:
    """What Textual's own compositor makes of ``regions``."""
    compositor._dirty_regions.update(regions)
    compositor._get_renders = types.MethodType(Compositor._get_renders, compositor)  # type: ignore[method-assign]
    try:
        return Compositor.render_partial_update(compositor)
    finally:
        del compositor._get_renders


@pytest.mark.parametrize("size", [(80, 24), (160, 50)])
async def test_partial_updates_write_what_textuals_would(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    compared: list[int] = []
    log_rendered: list[int] = []
    in_stock: list[int] = []  # non-empty while Textual's own compositor renders
    ours = RowCroppedCompositor.render_partial_update

    def both(self: RowCroppedCompositor) -> ChopsUpdate | None:
        regions = set(self._dirty_regions)
        mine = ours(self)
        in_stock.append(1)
        try:
            theirs = stock_update(self, regions)
        finally:
            in_stock.clear()
        assert self._dirty_regions == set()
        if mine is None or theirs is None:
            assert mine is theirs
            return mine
        console = app.console
        assert written(mine, console) == written(theirs, console)
        compared.append(1)
        return mine

    monkeypatch.setattr(RowCroppedCompositor, "render_partial_update", both)
    app = make_app(tmp_path, mid_hand(), players(*SOLO))
    async with app.run_test(size=size) as pilot:
        await settle(pilot, app)
        assert isinstance(app.screen._compositor, RowCroppedCompositor)
        log = app.screen.query_one("#log", RichLog)
        render_lines = log.render_lines

        def counted(crop: Any) -> Any:
            if not in_stock:
                log_rendered.append(1)
            return render_lines(crop)

        await pilot.press("right")  # the log lines held back at the opening go in
        await settle(pilot, app)
        monkeypatch.setattr(log, "render_lines", counted)
        await pilot.press("left", "right", "left")
        await settle(pilot, app)
        cursor_moves = len(log_rendered)
        for _ in range(3):
            await pilot.press(first_legal_key(app))
            await settle(pilot, app)
    assert len(compared) >= 6
    assert cursor_moves == 0, "a cursor move in the hand rendered the hand log"
