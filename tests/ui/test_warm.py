"""The background warm-up: each module once, failures left alone, held back by keys."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

from shared.ui import warm


@pytest.fixture
def modules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Three fresh modules nobody has imported (removed again afterwards)."""
    names = [f"warm_probe_{tmp_path.name[-12:].replace('-', '_')}_{n}" for n in range(3)]
    for name in names:
        (tmp_path / f"{name}.py").write_text("VALUE = 1\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    yield names
    for name in names:
        sys.modules.pop(name, None)


def test_the_modules_are_imported_once_in_the_background(modules: list[str]) -> None:
    thread = warm.warm_up(modules[:2])
    assert thread is not None and thread.daemon
    thread.join(10)
    assert all(name in sys.modules for name in modules[:2])
    assert warm.warm_up(modules[:2]) is None  # nothing new
    again = warm.warm_up(modules)
    assert again is not None
    again.join(10)
    assert modules[2] in sys.modules


def test_a_module_that_fails_is_left_alone(modules: list[str]) -> None:
    thread = warm.warm_up(["shared.no_such_module_here", modules[0]])
    assert thread is not None
    thread.join(10)
    assert modules[0] in sys.modules


def test_a_key_holds_the_next_import_back(
    modules: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(warm, "QUIET_SECONDS", 30.0)
    warm.player_busy()
    thread = warm.warm_up(modules[:1])
    assert thread is not None
    time.sleep(0.2)
    assert modules[0] not in sys.modules
    monkeypatch.setattr(warm, "QUIET_SECONDS", 0.0)  # the player has gone quiet
    thread.join(10)
    assert modules[0] in sys.modules
