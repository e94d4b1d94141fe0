"""A whole Coiffeur game at the table: bots, the cell choice, the board after each hand."""

from __future__ import annotations

from pathlib import Path

import pytest

from jass_tui.coiffeur import CoiffeurGame
from jass_tui.screens.cell_choice import CellChoiceScreen
from jass_tui.screens.coiffeur_board import CoiffeurBoardScreen
from shared.ui.screens.game_over import GameOverScreen
from tests.coiffeur_ui.helpers import advance, make_app, players, screen_text, settle, step


@pytest.mark.parametrize(("preset", "hands"), [("coiffeur-8", 16), ("coiffeur-10", 20)])
async def test_a_whole_game_of_easy_bots_fills_the_board(
    tmp_path: Path, preset: str, hands: int
) -> None:
    # The engine plays all but the last three hands; the table plays those, by its bots,
    # to the full board (engine tests cover every hand of a whole game).
    game = advance(
        CoiffeurGame.new(preset, seed=11),
        lambda g: g.phase == "contract" and g.hand_number == hands - 2,
    )
    app = make_app(tmp_path, game, players("easy", "easy", "easy", "easy"), autosave=False)
    boards = 0
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        for _ in range(200):
            if isinstance(app.screen, GameOverScreen):
                break
            if isinstance(app.screen, CoiffeurBoardScreen):
                boards += 1
                text = screen_text(app)
                assert "Coiffeur board · after hand" in text
            await step(pilot, app)
        assert isinstance(app.screen, GameOverScreen)
        text = screen_text(app)
        assert game.phase == "game_over" and game.board.complete
        a, b = game.scores
        assert f"{a}" in text and f"{b}" in text
        assert ("win!" in text) == (a != b) and ("draw" in text.lower()) == (a == b)
        assert "Joker" in text  # the board shows whole on the game-over screen
    # After each of the three hands, the last one too (then the game over), and first the
    # board of the hand the engine ended last, shown again on opening between two hands.
    assert boards == 4
    assert len(game.hands) == hands


async def test_one_person_chooses_a_joker_as_undenufe(tmp_path: Path) -> None:
    game = CoiffeurGame.new(seed=4)
    # Let the bots (and the person, if first) play until the person is to choose.
    app = make_app(tmp_path, game, players("human", "easy", "easy", "easy"), autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        for _ in range(400):
            if isinstance(app.screen, CellChoiceScreen):
                break
            await step(pilot, app)
        assert isinstance(app.screen, CellChoiceScreen)
        text = screen_text(app)
        assert "Your team's open cells" in text and "Joker  ×7 …" in text
        screen = app.screen
        open_rows = [row.row for row in screen.rows]
        assert open_rows == list(game.open_rows(0))  # the team's open rows, no others
        joker = str(open_rows.index("joker") + 1)
        await pilot.press(joker)  # the lower Joker row: announce it
        await settle(pilot, app)
        text = screen_text(app)
        assert "Joker ×7: play it as" in text and "Undenufe" in text
        await pilot.press("escape")  # back to the rows
        await settle(pilot, app)
        assert "Your team's open cells" in screen_text(app)
        await pilot.press(joker, "6")  # Joker ×7 as Undenufe
        await settle(pilot, app)
        record = game.hands[-1]
        assert record.cell == "joker:une" and record.chooser == 0
        assert "Joker as Undenufe ⬆ ×7" in screen_text(app)


async def test_slalom_shows_each_tricks_mode(tmp_path: Path) -> None:
    game = CoiffeurGame.new("coiffeur-10", seed=2)

    def choose_slalom(g: CoiffeurGame) -> object:
        wanted = "slalom obe"
        legal = g.legal_actions()
        return next((a for a in legal if str(a) == wanted), legal[0])

    advance(game, lambda g: g.phase == "play", choose_slalom)
    assert game.cell == "slalom:obe"
    app = make_app(tmp_path, game, players("human", "easy", "easy", "easy"), autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        seen = set()
        for _ in range(300):
            if game.hands[-1].number != 1 or game.phase != "play":
                break
            text = screen_text(app)
            first_line = text.splitlines()[0]
            tricks = len([t for t in game.hands[-1].tricks if t.winner is not None])
            expected = "Obenabe" if tricks % 2 == 0 else "Undenufe"
            assert f"trick {tricks + 1}: {expected}" in first_line, first_line
            seen.add(expected)
            await step(pilot, app)
        assert seen == {"Obenabe", "Undenufe"}
