"""Coiffeur hot seat: four people at one keyboard see only their own hand, after every
push too, and the hand-over screen says who pushed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from jass_tui.coiffeur import CoiffeurGame
from jass_tui.screens.cell_choice import CellChoiceScreen
from jass_tui.screens.coiffeur_board import CoiffeurBoardScreen
from shared.ui.screens.handover import HandOverScreen
from shared.ui.table_model import completed
from tests.coiffeur_ui.helpers import make_app, players, screen_text, settle, step
from tests.jass_ui.test_hotseat import visible_labels

NAMES = ("Anna", "Beat", "Chris", "Dora")


def check_privacy(text: str, game: CoiffeurGame, confirmed: int | None) -> None:
    for seat in range(4):
        if seat != confirmed:
            held = game.held(seat)
            assert not visible_labels(text, held), (seat, confirmed, text)


@pytest.mark.parametrize("push_to", ["next", "partner"])
async def test_every_push_hands_the_keyboard_over_unseen(tmp_path: Path, push_to: str) -> None:
    game = CoiffeurGame.new(seed=21, push_to=push_to)
    app = make_app(tmp_path, game, players("human", "human", "human", "human"), autosave=False)
    first = game.to_move
    assert first is not None
    pushes_seen: list[str] = []
    handovers = 0
    confirmed: int | None = None
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        for _ in range(400):
            text = screen_text(app)
            if isinstance(app.screen, HandOverScreen):
                handovers += 1
                check_privacy(text, game, None)
                name = re.search(r"Pass the keyboard to (\w+)", text)
                assert name is not None, text
                note = re.search(r"(\w+) pushed to you: choose a cell|Everybody pushed", text)
                if note:
                    pushes_seen.append(note.group(0))
                await pilot.press("enter")
                await settle(pilot, app)
                confirmed = NAMES.index(name.group(1))
                continue
            check_privacy(text, game, confirmed)
            if isinstance(app.screen, CellChoiceScreen):
                assert confirmed == game.to_move
                if app.screen.push_words:
                    await pilot.press("p")
                else:
                    await pilot.press("1")
                await settle(pilot, app)
                continue
            if isinstance(app.screen, CoiffeurBoardScreen):
                confirmed = None  # everybody reads the board; the hand is hidden under it
            # Three tricks hand the keyboard on a dozen times: enough to see every seat
            # take it unseen, without playing the other six tricks of the hand.
            if game.hand_number > 1 or len(completed(game.hands[0].tricks)) >= 3:
                break
            await step(pilot, app)
    record = game.hands[0]
    if push_to == "next":
        # Round the table: each of the four pushed once, then the first had to choose.
        assert list(record.pushes) == [first, (first + 1) % 4, (first + 2) % 4, (first + 3) % 4]
        pusher = [NAMES[seat] for seat in record.pushes]
        assert pushes_seen == [
            f"{pusher[0]} pushed to you: choose a cell",
            f"{pusher[1]} pushed to you: choose a cell",
            f"{pusher[2]} pushed to you: choose a cell",
            "Everybody pushed",
        ]
        assert record.chooser == first
    else:
        assert list(record.pushes) == [first]
        assert pushes_seen == [f"{NAMES[first]} pushed to you: choose a cell"]
        assert record.chooser == (first + 2) % 4
    assert handovers >= 12  # every card of three tricks went to a new person


async def test_the_choice_dialog_says_who_pushed(tmp_path: Path) -> None:
    game = CoiffeurGame.new(seed=5)
    first = game.to_move
    assert first is not None
    game.apply("push")
    seats = ["human"] * 4
    app = make_app(tmp_path, game, players(*seats), autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        assert isinstance(app.screen, HandOverScreen)
        assert f"{NAMES[first]} pushed to you: choose a cell" in screen_text(app)
        await pilot.press("enter")
        await settle(pilot, app)
        assert isinstance(app.screen, CellChoiceScreen)
        text = screen_text(app)
        assert f"{NAMES[first]} pushed to you" in text
        nxt = game.to_move
        assert nxt is not None
        assert visible_labels(text, game.held(nxt)) == set(game.held(nxt))
        check_privacy(text, game, nxt)
