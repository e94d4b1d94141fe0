"""The start screen's Language entry switches the table's words at once and remembers it."""

from __future__ import annotations

from pathlib import Path

from jass_tui.app import JassApp
from shared.i18n import language
from shared.persistence.preferences import read_preferences
from shared.ui.screens.start import StartScreen
from spades_tui.app import SpadesApp
from tests.jass_ui.helpers import screen_text


async def test_language_entry_switches_to_german_and_back(tmp_path: Path) -> None:
    app = JassApp(saves_dir=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "New game" in screen_text(app) and "g Language" in screen_text(app)
        await pilot.press("g")
        await pilot.pause()
        text = screen_text(app)
        assert language() == "de" and isinstance(app.screen, StartScreen)
        assert "Neue Partie" in text and "Sprache: Deutsch" in text
        assert "n Neue Partie" in text and "q Beenden" in text and "New game" not in text
        assert read_preferences(tmp_path).language == "de"
        await pilot.press("g")
        await pilot.pause()
        assert "New game" in screen_text(app) and language() == "en"
    assert read_preferences(tmp_path).language == "en"


async def test_spades_offers_the_same_entry(tmp_path: Path) -> None:
    app = SpadesApp(saves_dir=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("g")
        await pilot.pause()
        assert "Sprache: Deutsch" in screen_text(app)
