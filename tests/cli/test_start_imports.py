"""The start menu's first frame comes before the heavy parts are imported (issue 18).

``jass`` and ``spades`` run in a pseudo-terminal as from a shell; at the first frame of
the start screen the child writes down which modules are loaded and what the Continue
entry says, and ends. None of the parts the start menu does not need may be loaded by
then: pydantic (the saves' validation, the settings and players models), the envelope
and the store of the saves, the engines, the bots, the set-up and table screens, the
statistics, babel. With an autosave present the Continue line is in that first frame
(read by ``shared.persistence.glance``, without pydantic). The table warms these up
in the background once the menu shows (``shared.ui.warm``).
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import select
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path
from typing import Any

import pytest

from shared.persistence import autosave
from shared.players import PlayerSpec

ROOT = Path(__file__).resolve().parents[2]

HEAVY = (
    "babel",
    "pydantic",
    "pydantic_core",
    "shared.bots",
    "shared.cards",
    "shared.engine.base",
    "shared.persistence.envelope",
    "shared.persistence.migrations",
    "shared.persistence.store",
    "shared.players",
    "shared.sim",
    "shared.stats",
    "shared.tricks",
    "shared.ui.screens.load",
    "shared.ui.screens.setup",
    "shared.ui.screens.table",
    "shared.ui.settings",
    "jass_tui.bots",
    "jass_tui.screens.setup",
    "jass_tui.screens.table",
    "jass_tui.state",
    "spades_tui.bots",
    "spades_tui.screens.setup",
    "spades_tui.screens.table",
    "spades_tui.state",
)
"""Modules (and their submodules) the start menu's first frame must do without."""

CHILD = """
import json, os, runpy, sys
report = sys.argv[1]
from textual.app import App
display = App._display
def first_frame(self, screen, renderable):
    display(self, screen, renderable)
    if renderable is None or self._batch_count or type(screen).__name__ == "Screen":
        return
    from textual.widgets import OptionList
    entry = screen.query_one(OptionList).get_option("continue")
    with open(report, "w") as out:
        json.dump({"screen": type(screen).__name__, "modules": sorted(sys.modules),
                   "continue": str(entry.prompt), "enabled": not entry.disabled}, out)
    os._exit(0)
App._display = first_frame
sys.argv = [sys.argv[2], *sys.argv[3:]]
runpy.run_module(sys.argv[0], run_name="__main__", alter_sys=True)
"""


def first_frame(module: str, saves: Path, report: Path, timeout: float = 60.0) -> Any:
    """What the child saw at its first frame, run in an 80×24 pseudo-terminal."""
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    env = dict(os.environ, TERM="xterm-256color", COLUMNS="80", LINES="24")
    env.pop("TEXTUAL", None)
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(report), module, "--saves", str(saves)],
        stdin=slave,
        stdout=slave,
        stderr=slave,
        cwd=ROOT,
        env=env,
        start_new_session=True,
    )
    os.close(slave)
    output = b""
    try:
        deadline = time.monotonic() + timeout
        while child.poll() is None and time.monotonic() < deadline:
            ready, _, _ = select.select([master], [], [], 0.1)
            if ready:
                with contextlib.suppress(OSError):
                    output += os.read(master, 65536)
    finally:
        with contextlib.suppress(ProcessLookupError):
            child.kill()
        child.wait()
        os.close(master)
    assert report.exists(), f"{module}: no first frame; the terminal said {output[-600:]!r}"
    return json.loads(report.read_text())


def heavy_loaded(modules: list[str]) -> list[str]:
    return [name for name in modules if any(name == h or name.startswith(h + ".") for h in HEAVY)]


def save_unfinished(kind: str, folder: Path) -> None:
    from shared.kinds import load_engine

    game = load_engine(kind).new(seed=3)
    for _ in range(6):
        game.apply(game.legal_actions()[0])
    people = [
        PlayerSpec(name=name, kind="human" if seat == 0 else "easy")
        for seat, name in enumerate(("Anna", "Beat", "Chris", "Dora"))
    ]
    autosave(kind, game, people, {}, folder)


@pytest.mark.parametrize("module, kind", [("jass_tui", "jass"), ("spades_tui", "spades")])
@pytest.mark.parametrize("saved", [False, True], ids=["no-autosave", "autosave"])
def test_the_start_menu_shows_before_the_heavy_parts(
    tmp_path: Path, module: str, kind: str, saved: bool
) -> None:
    saves = tmp_path / "saves"
    saves.mkdir()
    if saved:
        save_unfinished(kind, saves)
    seen = first_frame(module, saves, tmp_path / "report.json")
    assert seen["screen"] == "StartScreen"
    assert heavy_loaded(seen["modules"]) == []
    if saved:
        # The line the full reader would give (cut to the menu's width with "…").
        from shared.persistence import autosave_path, read_save_info

        info = read_save_info(autosave_path(kind, saves), kind)
        assert info is not None and info.error is None
        assert seen["enabled"]
        shown = seen["continue"].removeprefix("Continue  (").removesuffix(")").rstrip("…")
        assert len(shown) > 20 and str(info.summary).startswith(shown)
    else:
        assert not seen["enabled"]
        assert seen["continue"] == "Continue"
