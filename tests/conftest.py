"""Test-wide settings (deterministic hypothesis runs, same on every machine) and helpers."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

from shared.i18n import set_language

settings.register_profile(
    "ci",
    derandomize=True,
    deadline=None,
    max_examples=60,
    suppress_health_check=[HealthCheck.too_slow],
    print_blob=True,
)
settings.register_profile(
    "dev",
    derandomize=True,
    deadline=None,
    max_examples=60,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


_LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


class SpokenSize(tuple[int, int]):
    """A terminal size that also says the language a snapshot is taken in."""

    language: str

    def __new__(cls, width: int, height: int, language: str) -> SpokenSize:
        self = super().__new__(cls, (width, height))
        self.language = language
        return self


GERMAN_80X24 = pytest.param(SpokenSize(80, 24, "de"), id="80x24-de")
"""Add to a snapshot module's sizes: every screen once more, in German at 80×24."""


@pytest.fixture(autouse=True)
def _english_unless_asked(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> Iterator[None]:
    """Every test starts in English whatever the machine's locale, and leaves it so.

    A test of German sets the language itself (``set_language("de")`` or ``--lang de``),
    or takes a ``size`` parameter that is a :class:`SpokenSize`; the language is
    process-wide, so it is put back after each test.
    """
    for variable in _LOCALE_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    callspec = getattr(request.node, "callspec", None)
    size = callspec.params.get("size") if callspec is not None else None
    set_language(size.language if isinstance(size, SpokenSize) else "en")
    yield
    set_language("en")


async def write_held_log(pilot: Any, app: Any) -> None:
    """Write the log lines the table holds back for the next frame now, and wait until
    every screen has repainted: a headless run paints no frame, and the timer that writes
    them instead may fire before or after the picture is taken on a busy machine. A
    dialog shows the table beneath it as it was last repainted, so the table's own
    repaint must be through too."""
    if app.table is not None:
        app.table.write_held_log()
    await pilot.pause()
    for _ in range(200):
        if not any(screen._dirty_widgets for screen in app.screen_stack):
            break
        await pilot.pause(0.01)
    await pilot.pause()
