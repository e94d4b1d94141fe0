"""Whole Differenzler and Molotow games at the table, and what their tables say."""

from __future__ import annotations

from pathlib import Path

import pytest

from jass_tui.differenzler import DifferenzlerGame
from jass_tui.molotow import MolotowGame
from jass_tui.screens.player_sheet import PlayerSheetScreen
from jass_tui.screens.prediction import PredictionScreen
from shared.ui.screens.game_over import GameOverScreen
from tests.solo_ui.helpers import make_app, players, screen_text, settle, step

ENGINES = {"differenzler": DifferenzlerGame, "molotow": MolotowGame}


@pytest.mark.parametrize("kind", ["differenzler", "molotow"])
async def test_a_whole_game_of_easy_bots_ends_with_places(tmp_path: Path, kind: str) -> None:
    game = ENGINES[kind].new(seed=5, hands=4)
    app = make_app(kind, tmp_path, game, players("easy", "easy", "easy", "easy"), autosave=False)
    sheets = 0
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        for _ in range(100):
            if isinstance(app.screen, GameOverScreen):
                break
            if isinstance(app.screen, PlayerSheetScreen):
                sheets += 1
            await step(pilot, app)
        assert isinstance(app.screen, GameOverScreen)
        text = screen_text(app)
    assert game.phase == "game_over" and sheets == 4
    names = ("Anna", "Beat", "Chris", "Dora")
    firsts = [names[seat] for seat in range(4) if game.places[seat] == 1]
    assert (f"{firsts[0]} wins!" in text) == (len(firsts) == 1)
    for seat, total in enumerate(game.scores):
        assert f"{names[seat]} {total}" in text  # "1st Anna 34 · 2nd …"
    assert "Place" in text and "Total" in text


async def test_a_person_types_a_prediction(tmp_path: Path) -> None:
    game = DifferenzlerGame.new(seed=3, hands=4)
    app = make_app(
        "differenzler", tmp_path, game, players("human", "easy", "easy", "easy"), autosave=False
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        for _ in range(20):
            if isinstance(app.screen, PredictionScreen):
                break
            await step(pilot, app)
        assert isinstance(app.screen, PredictionScreen)
        text = screen_text(app)
        trump = {"H": "hearts", "D": "diamonds", "S": "spades", "C": "clubs"}[game.trump]
        assert "Trump: " in text and trump in text
        assert "40" in text  # the starting number
        await pilot.press("right", "right", "up")  # 40 → 42 → 52
        assert app.screen.value == 52
        await pilot.press("6", "3")  # typed: 63
        assert app.screen.value == 63
        await pilot.press("backspace", "1")  # 61
        await pilot.press("enter")
        await settle(pilot, app)
        assert game.hands[-1].predictions[0] == 61
        assert "Anna predicted 61" in screen_text(app).splitlines()[0]


async def test_molotow_says_no_trump_until_somebody_fixes_it(tmp_path: Path) -> None:
    game = MolotowGame.new(seed=2, hands=4)
    app = make_app("molotow", tmp_path, game, players("human", "easy", "easy", "easy"))
    statuses: list[str] = []
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        for _ in range(100):
            if isinstance(app.screen, PlayerSheetScreen) or game.hand_number > 1:
                break
            record = game.hands[0]
            status = screen_text(app).splitlines()[0]
            statuses.append(status)
            if record.trump is None:
                assert "No trump yet" in status, status
            else:
                who = ("Anna", "Beat", "Chris", "Dora")[record.trump_fixed_by or 0]
                assert f"fixed by {who} in trick {record.trump_fixed_in}" in status, status
            await step(pilot, app)
    assert any("No trump yet" in line for line in statuses)
    assert any("fixed by" in line for line in statuses)
    record = game.hands[0]
    assert record.trump is not None
