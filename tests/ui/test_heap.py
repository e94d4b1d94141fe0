"""Once a table is open, what lives then is left out of the collector's full passes
(issue 18: those passes were the longest stalls of a game)."""

from __future__ import annotations

import gc
from pathlib import Path

from shared.ui import app as app_module
from tests.jass_ui.helpers import make_app, players, settle
from tests.jass_ui.test_snapshots import SOLO, mid_hand


async def test_the_first_table_keeps_the_heap_out_of_full_collections(tmp_path: Path) -> None:
    app_module._HEAP_KEPT = False
    gc.unfreeze()
    assert gc.get_freeze_count() == 0
    app = make_app(tmp_path, mid_hand(), players(*SOLO))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        kept = gc.get_freeze_count()
        assert kept > 10_000  # the modules, the styles, the table's widgets
        await app.open_game(mid_hand(), app.players, app.settings)
        await settle(pilot, app)
        # Once a process: nothing more is kept (a kept object freed by its count goes).
        assert gc.get_freeze_count() <= kept
