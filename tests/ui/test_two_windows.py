"""Two windows on one saves folder: the second never overwrites the first one's game."""

from __future__ import annotations

import signal
import subprocess
import sys
import textwrap
from pathlib import Path

from jass_tui.app import JassApp
from jass_tui.state import JassGame
from shared.persistence import autosave_path, load_save
from shared.persistence.lock import lock_path
from shared.ui.screens.slot_busy import SlotBusyScreen
from shared.ui.screens.start import StartScreen
from spades_tui.app import SpadesApp
from tests.jass_ui.helpers import make_app, players, settle

ROOT = Path(__file__).resolve().parents[2]


async def test_second_window_offers_a_separate_slot(tmp_path: Path) -> None:
    first = make_app(tmp_path, JassGame.new(seed=11), players("human", "easy", "easy", "easy"))
    async with first.run_test(size=(80, 24)) as pilot_one:
        await settle(pilot_one, first)
        await pilot_one.press("1")  # whatever the table asks, the first window plays on
        await settle(pilot_one, first)
        slot = autosave_path("jass", tmp_path)
        assert slot.exists()
        owned = slot.read_bytes()

        second = make_app(tmp_path, JassGame.new(seed=22), players("human", "easy", "easy", "easy"))
        async with second.run_test(size=(80, 24)) as pilot_two:
            await pilot_two.pause()
            assert isinstance(second.screen, SlotBusyScreen)
            assert second.game is None  # nothing opened, nothing written yet
            await pilot_two.press("s")
            await settle(pilot_two, second)
            assert second.game is not None and second.game.seed == 22
            assert second.saves.slot.name == "autosave-jass-2.json"
            for _ in range(3):
                await pilot_two.press("1")
                await settle(pilot_two, second)
            separate = load_save(second.saves.slot, "jass", tmp_path)
            assert separate.game.seed == 22
            assert slot.read_bytes() == owned  # the first window's game is untouched
        assert load_save(slot, "jass", tmp_path).game.seed == 11


async def test_second_window_may_quit(tmp_path: Path) -> None:
    first = SpadesApp(tmp_path, bot_delay=0)
    async with first.run_test(size=(80, 24)) as pilot_one:
        await pilot_one.pause()
        assert isinstance(first.screen, StartScreen)
        second = SpadesApp(tmp_path, bot_delay=0)
        async with second.run_test(size=(80, 24)) as pilot_two:
            await pilot_two.pause()
            assert isinstance(second.screen, SlotBusyScreen)
            await pilot_two.press("q")
            await pilot_two.pause()
        assert second.return_value == 0
        assert not autosave_path("spades", tmp_path).with_name("autosave-spades-2.json").exists()


async def test_window_closing_frees_the_slot(tmp_path: Path) -> None:
    first = JassApp(tmp_path, bot_delay=0)
    async with first.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
    again = JassApp(tmp_path, bot_delay=0)
    async with again.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(again.screen, StartScreen)


HOLD = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from shared.persistence.lock import try_lock
    lock = try_lock(Path(sys.argv[1]))
    print("held" if lock else "busy", flush=True)
    time.sleep(60)
    """
)


async def test_a_killed_window_leaves_no_lock_that_blocks(tmp_path: Path) -> None:
    slot = autosave_path("jass", tmp_path)
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(slot)], stdout=subprocess.PIPE, text=True, cwd=ROOT
    )
    assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
    busy = JassApp(tmp_path, bot_delay=0)
    async with busy.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(busy.screen, SlotBusyScreen)
        assert str(holder.pid) in str(busy.screen.pid)
    holder.send_signal(signal.SIGKILL)
    holder.wait()
    assert lock_path(slot).exists()  # the stale lock file is still there…
    after = JassApp(tmp_path, bot_delay=0)
    async with after.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(after.screen, StartScreen)  # …and blocks nobody
