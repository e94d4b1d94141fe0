"""Differenzler and Molotow at one keyboard: every decision behind its own hand-over,
nobody sees another's hand, and nobody sees another's prediction before the hand ends."""

from __future__ import annotations

import re
from pathlib import Path

from jass_tui.differenzler import DifferenzlerGame
from jass_tui.molotow import MolotowGame
from jass_tui.screens.player_sheet import PlayerSheetScreen
from jass_tui.screens.prediction import PredictionScreen
from shared.ui.screens.handover import HandOverScreen
from shared.ui.table_model import completed
from tests.jass_ui.test_hotseat import visible_labels
from tests.solo_ui.helpers import make_app, players, screen_text, settle, step

NAMES = ("Anna", "Beat", "Chris", "Dora")
PREDICTIONS = {0: "101", 1: "113", 2: "127", 3: "139"}


async def test_each_prediction_is_private_until_the_hand_ends(tmp_path: Path) -> None:
    game = DifferenzlerGame.new(seed=9, hands=4)
    app = make_app("differenzler", tmp_path, game, players(*["human"] * 4), autosave=False)
    confirmed: int | None = None
    predicted_behind_handover = 0
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        for _ in range(400):
            text = screen_text(app)
            hand_over = game.hands[-1].number > 1 or isinstance(app.screen, PlayerSheetScreen)
            if hand_over:
                break
            for seat in range(4):
                if seat != confirmed:
                    assert not visible_labels(text, game.held(seat)), (seat, text)
                    assert PREDICTIONS[seat] not in text, (seat, confirmed, text)
            for shown in re.findall(r"(\w+) predicted (\d+)", text):
                assert shown == (NAMES[confirmed or 0], PREDICTIONS[confirmed or 0]), text
            if isinstance(app.screen, HandOverScreen):
                name = re.search(r"Pass the keyboard to (\w+)", text)
                assert name is not None
                await pilot.press("enter")
                await settle(pilot, app)
                confirmed = NAMES.index(name.group(1))
                if isinstance(app.screen, PredictionScreen):
                    predicted_behind_handover += 1
                continue
            if isinstance(app.screen, PredictionScreen):
                assert confirmed == game.to_move
                await step(pilot, app, (*PREDICTIONS[confirmed], "enter"))
                continue
            await step(pilot, app)
        assert isinstance(app.screen, PlayerSheetScreen)
        text = screen_text(app)
        # Once the hand is over, every prediction is on the sheet.
        for seat in range(4):
            assert PREDICTIONS[seat] in text
    assert predicted_behind_handover == 4
    assert game.hands[0].predictions == tuple(int(PREDICTIONS[s]) for s in range(4))


async def test_molotow_at_one_keyboard_shows_only_the_confirmed_hand(tmp_path: Path) -> None:
    game = MolotowGame.new(seed=4, hands=4)
    app = make_app("molotow", tmp_path, game, players(*["human"] * 4), autosave=False)
    confirmed: int | None = None
    handovers = 0
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        for _ in range(300):
            # Three tricks hand the keyboard on a dozen times: every seat takes it unseen.
            tricks_done = len(completed(game.hands[-1].tricks))
            if (
                game.hand_number > 1
                or tricks_done >= 3
                or isinstance(app.screen, PlayerSheetScreen)
            ):
                break
            text = screen_text(app)
            for seat in range(4):
                if seat != confirmed:
                    assert not visible_labels(text, game.held(seat)), (seat, text)
            if isinstance(app.screen, HandOverScreen):
                handovers += 1
                name = re.search(r"Pass the keyboard to (\w+)", text)
                assert name is not None
                await pilot.press("enter")
                await settle(pilot, app)
                confirmed = NAMES.index(name.group(1))
                continue
            await step(pilot, app)
    assert handovers >= 11  # about one per card of the three tricks
