"""The start menu's Continue entry keeps to one row, however long the autosave's summary."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import OptionList

from shared.i18n import set_language
from shared.persistence import autosave
from shared.players import PlayerSpec
from shared.ui.menu import MenuChoice
from shared.ui.screens.start import StartScreen
from spades_tui.app import SpadesApp
from spades_tui.state import SpadesGame
from tests.spades_ui.helpers import idle, visible_text

LONG_NAMES = ("Annelies", "Hansruedi", "Vreneli", "Bartholomäus")


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_continue_line_is_one_row(
    tmp_path: Path, size: tuple[int, int], language: str
) -> None:
    set_language(language)
    players = tuple(
        PlayerSpec(name=name, kind="human" if seat == 0 else "normal")
        for seat, name in enumerate(LONG_NAMES)
    )
    game = SpadesGame.new(seed=3)
    game.apply(game.legal_actions()[0])
    autosave("spades", game, players, {"bot_speed": "instant"}, tmp_path)
    app = SpadesApp(tmp_path, bot_delay=0)
    async with app.run_test(size=size) as pilot:
        await idle(pilot, app)
        assert isinstance(app.screen, StartScreen)
        menu = app.screen.query_one(OptionList)
        entry = menu.get_option(MenuChoice.CONTINUE)
        assert not entry.disabled
        # One row per entry: the menu is exactly as tall as its entries.
        assert menu.virtual_size.height == menu.option_count
        shown = [line for line in visible_text(app).splitlines() if "(" in line]
        assert len(shown) == 1, shown
        assert "…" in shown[0] or ")" in shown[0], shown
