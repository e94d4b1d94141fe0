"""The table's global keys work in every dialog (issue 19, item 4): Ctrl+S saves under a
name, ? shows the help, Ctrl+Q quits; Esc from the save-name dialog goes back to the
dialog with nothing decided; and every dialog's footer names its own keys."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.screen import Screen

from jass_tui.screens.cell_choice import CellChoiceScreen
from jass_tui.screens.coiffeur_board import CoiffeurBoardScreen
from jass_tui.screens.contract import ContractScreen
from jass_tui.screens.player_sheet import PlayerSheetScreen
from jass_tui.screens.prediction import PredictionScreen
from jass_tui.screens.scoreboard import ScoreboardScreen
from jass_tui.screens.summary import HandSummaryScreen
from jass_tui.screens.weis import WeisScreen
from jass_tui.state import JassGame
from shared.i18n import set_language
from shared.ui.screens.help import HelpScreen
from shared.ui.screens.save import SaveNameScreen
from tests.dialog_keys import GLOBAL_KEYS, footer_line, global_key_actions
from tests.jass_ui.helpers import make_app, players, screen_text, settle
from tests.jass_ui.test_flows import WEIS_HANDS


@pytest.mark.parametrize(
    "screen",
    [
        ContractScreen,
        WeisScreen,
        CellChoiceScreen,
        PredictionScreen,
        HandSummaryScreen,
        ScoreboardScreen,
        CoiffeurBoardScreen,
        PlayerSheetScreen,
    ],
)
def test_every_jass_dialog_and_sheet_binds_the_global_keys(screen: type[Screen[Any]]) -> None:
    assert global_key_actions(screen) == GLOBAL_KEYS


async def test_ctrl_s_in_the_contract_dialog_saves_and_esc_decides_nothing(
    tmp_path: Path,
) -> None:
    game = JassGame.from_deal(WEIS_HANDS, dealer=3, seed=1)
    app = make_app(tmp_path, game, players("human", "easy", "normal", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        assert isinstance(app.screen, ContractScreen)
        assert (
            await footer_line(pilot, app, screen_text) == "↑↓ Move ⏎ Choose ^s Save ? Help ^q Quit"
        )
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SaveNameScreen)
        # Only the save-name dialog's own keys, not the table's behind it.
        assert await footer_line(pilot, app, screen_text) == "⏎ Save esc Cancel"
        await pilot.press("escape")
        await settle(pilot, app)
        assert isinstance(app.screen, ContractScreen)
        record = app.game.hands[0]
        assert record.contract is None and record.chooser is None and not record.pushed
        # Saving under a name from the dialog keeps the dialog open, undecided.
        await pilot.press("ctrl+s", *"friday", "enter")
        await settle(pilot, app)
        assert isinstance(app.screen, ContractScreen)
        assert any(path.stem == "friday" for path in tmp_path.rglob("*") if path.is_file())
        assert app.game.hands[0].contract is None
        # ? shows the help over the dialog; Esc closes it and the dialog still waits.
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        await settle(pilot, app)
        assert isinstance(app.screen, ContractScreen)
        assert app.game.hands[0].contract is None


async def test_ctrl_q_in_the_contract_dialog_quits(tmp_path: Path) -> None:
    game = JassGame.from_deal(WEIS_HANDS, dealer=3, seed=1)
    app = make_app(tmp_path, game, players("human", "easy", "normal", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        assert isinstance(app.screen, ContractScreen)
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert app.return_code == 0


async def test_the_german_contract_dialog_footer_names_its_keys(tmp_path: Path) -> None:
    set_language("de")  # the autouse fixture sets English back
    game = JassGame.from_deal(WEIS_HANDS, dealer=3, seed=1)
    app = make_app(tmp_path, game, players("human", "easy", "normal", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        line = await footer_line(pilot, app, screen_text)
        assert line == "↑↓ Auswahl ⏎ Wählen ^s Speichern ? Hilfe ^q Beenden"
