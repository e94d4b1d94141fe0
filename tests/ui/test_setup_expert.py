"""Set-up: a seat cycles on from ``Bot strong`` to ``Bot expert``, and plays as one."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.app import App

from jass_tui.app import JassApp
from jass_tui.family_app import BOT_LEVELS
from shared.levels import LEVELS
from shared.players import PLAYER_KINDS
from shared.ui.fields import CycleField
from shared.ui.screens.setup import KIND_LABELS
from spades_tui.app import BOT_KINDS, SpadesApp
from tests.jass_ui.helpers import screen_text, settle


def test_every_level_has_its_words() -> None:
    assert tuple(KIND_LABELS) == PLAYER_KINDS
    assert tuple(BOT_KINDS) == tuple(BOT_LEVELS) == LEVELS


@pytest.mark.parametrize("app_class", [JassApp, SpadesApp])
async def test_a_seat_becomes_an_expert_bot(tmp_path: Path, app_class: type[App[None]]) -> None:
    app: Any = app_class(tmp_path, bot_delay=0)  # type: ignore[call-arg]
    built: dict[int, Any] = {}
    make_bot = app.make_bot

    def quick_bot(level: str, seed: int) -> Any:
        bot = make_bot(level, seed)
        if level == "expert":
            built[seed % 4] = bot
            bot.budget = 0.05  # the real expert bot, thinking less for the test
        return bot

    app.make_bot = quick_bot
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        field = app.screen.query_one("#kind-1", CycleField)
        assert field.value == "normal"
        assert field.values == ["human", "easy", "normal", "strong", "expert"]
        field.focus()
        await pilot.press("right", "right")
        await pilot.pause()
        assert field.value == "expert"
        assert "Bot expert" in screen_text(app)
        await pilot.press("ctrl+g")
        await settle(pilot, app)
        assert [p.kind for p in app.players] == ["human", "expert", "normal", "normal"]
        assert app.bots[1].level == "expert" and built[1] is app.bots[1]
        if isinstance(app, JassApp):  # the contract choice covers the seat panels
            game = app.game
            assert game is not None
            [panel] = [info for info in app.seat_infos(game.hands[-1], 0) if "Ruedi" in info.name]
            assert panel.kind == "bot expert"
        else:
            assert "bot expert" in screen_text(app)
