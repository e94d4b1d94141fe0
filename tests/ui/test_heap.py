"""The collector stays out of the table's frames (issue 18: its full passes were the
longest stalls of a game): what lives once a game's table is open is left out of its
passes (and what the last game left is freed), and full passes run on their own,
while an app is open."""

from __future__ import annotations

import asyncio
import gc
import weakref
from pathlib import Path

import pytest

from shared.ui import collector
from tests.jass_ui.helpers import make_app, players, settle
from tests.jass_ui.test_snapshots import SOLO, mid_hand


async def test_each_game_leaves_its_heap_out_of_full_passes_and_the_last_game_goes(
    tmp_path: Path,
) -> None:
    gc.unfreeze()
    assert gc.get_freeze_count() == 0
    app = make_app(tmp_path, mid_hand(), players(*SOLO))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        await pilot.pause()  # the heap settles after the table's first frame
        kept = gc.get_freeze_count()
        assert kept > 10_000  # the modules, the styles, the table's widgets
        first_table = weakref.ref(app.table)
        for _ in range(3):
            await app.open_game(mid_hand(), app.players, app.settings)
            await settle(pilot, app)
            await pilot.pause()
        # Frozen once a process, the first table outlived its game for good, with all it
        # pointed at; now each game frees the last one and keeps about as much as it.
        assert first_table() is None
        assert gc.get_freeze_count() < kept * 1.2


async def test_an_open_table_runs_full_passes_itself_and_gives_them_back(tmp_path: Path) -> None:
    before = gc.get_threshold()
    app = make_app(tmp_path, mid_hand(), players(*SOLO))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        assert gc.get_threshold()[2] > 10**6  # CPython starts none
        assert gc.get_threshold()[:2] == before[:2]  # the young passes are CPython's
    assert gc.get_threshold() == before


async def test_a_full_pass_runs_once_enough_young_passes_have_gone_by(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(collector, "CHECK_EVERY", 0.01)
    full: list[int] = []

    def counted(phase: str, info: dict[str, int]) -> None:
        if phase == "stop" and info["generation"] == 2:
            full.append(1)

    passes = collector.FullPasses()
    gc.collect()  # no young pass counted yet
    gc.callbacks.append(counted)
    try:
        passes.start()
        while gc.get_count()[2] < collector.FULL_PASS_AFTER - 1:
            gc.collect(1)
        await asyncio.sleep(0.05)
        assert full == []  # not due yet
        gc.collect(1)
        await asyncio.sleep(0.05)
        assert full == [1]
        assert gc.get_count()[2] == 0
    finally:
        passes.stop()
        gc.callbacks.remove(counted)
    assert not passes.holding


def _lines_kept() -> int:
    """Widgets' line caches still alive, after a full pass."""
    from textual._styles_cache import StylesCache

    gc.collect()
    return sum(1 for thing in gc.get_objects() if isinstance(thing, StylesCache))


async def test_closed_dialogs_leave_no_rendered_lines_behind(tmp_path: Path) -> None:
    # Textual's class-wide style memo kept every closed dialog's line caches alive (about
    # 13,000 objects a Spades game, each walked by every full pass).
    app = make_app(tmp_path, mid_hand(), players(*SOLO))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)

        async def open_and_close_scores(times: int) -> None:
            for _ in range(times):
                await pilot.press("t")
                await settle(pilot, app)
                assert app.screen is not app.table
                await pilot.press("escape")
                await settle(pilot, app)
                assert app.screen is app.table

        await open_and_close_scores(2)
        after_two = _lines_kept()
        await open_and_close_scores(6)
        assert _lines_kept() <= after_two
