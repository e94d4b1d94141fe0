"""Browser tests: the served table in Debian's Chromium, driven by Playwright.

They need the ``playwright`` package (in the ``test`` extra), textual-serve (``web``
extra) and a Chromium: ``/usr/bin/chromium`` (``apt-get install chromium``) or the
executable named by ``$CARDS_CHROMIUM``. Without them the tests are skipped, so a plain
``pytest`` passes on a developer's machine; ``.ci/run`` installs Chromium and sets
``CARDS_BROWSER_TESTS=required``, which turns a skip into a failure.

Playwright's own browser download is not used: Playwright starts the given executable.
Every test starts its own server on a free loopback port and stops it (Ctrl+C) at the end.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.browser.table_page import Served, TablePage

CHROMIUM_ENV = "CARDS_CHROMIUM"
REQUIRED_ENV = "CARDS_BROWSER_TESTS"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
VIEWPORT = {"width": 1180, "height": 720}
"""About 130×40 cells at the page's 16-pixel font: the roomy table."""


def chromium_path() -> str | None:
    chosen = os.environ.get(CHROMIUM_ENV)
    if chosen:
        return chosen if os.access(chosen, os.X_OK) else None
    for candidate in ("/usr/bin/chromium", "chromium", "chromium-browser"):
        found = shutil.which(candidate)
        if found:
            return found
    return None


def _missing() -> str | None:
    for module, extra in (("playwright", "test"), ("textual_serve", "web")):
        if importlib.util.find_spec(module) is None:
            return f"{module} is not installed (pip install -e '.[{extra}]')"
    if chromium_path() is None:
        return f"no Chromium (apt-get install chromium, or set ${CHROMIUM_ENV})"
    return None


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    missing = _missing()
    if missing is not None:
        if os.environ.get(REQUIRED_ENV) == "required":
            pytest.fail(f"browser tests are required here, but {missing}")
        pytest.skip(missing)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture
def serve(tmp_path: Path) -> Iterator[Callable[..., Served]]:
    """``serve("jass_tui", "--seed", "7")``: a running server; stopped after the test."""
    started: list[Served] = []

    def start(module: str, *args: str) -> Served:
        served = Served(module, tmp_path / "saves", tmp_path / f"serve-{len(started)}.log", args)
        started.append(served)
        served.start()
        return served

    yield start
    for served in started:
        served.kill()


@pytest.fixture
def open_table(browser: Any) -> Iterator[Callable[[str], TablePage]]:
    """``open_table(url)``: a new browser tab (its own context) on the served table."""
    contexts: list[Any] = []

    def open_page(url: str) -> TablePage:
        context = browser.new_context(viewport=VIEWPORT)
        context.set_default_timeout(30_000)
        contexts.append(context)
        table = TablePage(context.new_page(), url)
        table.open()
        return table

    yield open_page
    for context in contexts:
        context.close()


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    """Where a test's screenshots go: ``$CARDS_BROWSER_SHOTS`` if set, else the tmp folder."""
    folder = Path(os.environ.get("CARDS_BROWSER_SHOTS") or tmp_path / "shots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder
