"""The statistics at the table: counted at game over, shown from the start screen."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from shared.stats import Statistics, add_game, game_record, read_statistics, write_statistics
from shared.ui.screens.game_over import GameOverScreen
from shared.ui.screens.start import StartScreen
from shared.ui.screens.statistics import StatisticsScreen
from spades_tui.app import SpadesApp
from spades_tui.state import SpadesGame
from tests.conftest import GERMAN_80X24
from tests.spades_ui.helpers import drive, idle, seats, spades_app, visible_text
from tests.stats.test_stats import PLAYERS, played

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40"), GERMAN_80X24]


async def test_a_finished_game_is_counted_and_shown(tmp_path: Path) -> None:
    game = SpadesGame.new(seed=5, target=150)
    app = spades_app(tmp_path, game, seats("human", "easy", "normal", "normal"))
    async with app.run_test(size=(80, 24)) as pilot:
        await drive(pilot, app, lambda: isinstance(app.screen, GameOverScreen))
        await idle(pilot, app)
        stats = read_statistics(tmp_path)
        sam = stats.players["Sam"]["spades"]
        assert sam.games == 1
        assert sam.wins == int(app.game.winner in (0, 2))
        assert sam.bots == {"easy": 1, "normal": 1}
        assert set(stats.players) == {"Sam"}  # bots have none
        await pilot.press("i")
        await idle(pilot, app)
        assert isinstance(app.screen, StatisticsScreen)
        text = visible_text(app)
        assert "Sam" in text and "Bids made" in text and "Score race of this game" in text
        await pilot.press("escape")
        await idle(pilot, app)
        # the game over shows again, and the game is not counted twice
        assert isinstance(app.screen, GameOverScreen)
        assert read_statistics(tmp_path).players["Sam"]["spades"].games == 1


async def test_a_finished_save_opened_again_is_not_counted_twice(tmp_path: Path) -> None:
    game = played("spades", 3)
    for _ in range(2):
        app = spades_app(tmp_path, type(game).from_json(game.to_json()), PLAYERS)
        async with app.run_test(size=(80, 24)) as pilot:
            await idle(pilot, app)
            assert isinstance(app.screen, GameOverScreen)
    assert read_statistics(tmp_path).players["Anna"]["spades"].games == 1


async def test_the_start_screen_opens_the_statistics_with_s(tmp_path: Path) -> None:
    record_some(tmp_path)
    app = SpadesApp(tmp_path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await idle(pilot, app)
        assert isinstance(app.screen, StartScreen)
        await pilot.press("s")
        await idle(pilot, app)
        assert isinstance(app.screen, StatisticsScreen)
        text = visible_text(app)
        assert "Anna" in text and "Score race of the last game" in text
        await pilot.press("escape")
        await idle(pilot, app)
        assert isinstance(app.screen, StartScreen)


async def test_a_broken_file_is_named_and_the_app_goes_on(tmp_path: Path) -> None:
    (tmp_path / "statistics.stats").write_text("{broken")
    app = SpadesApp(tmp_path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await idle(pilot, app)
        await pilot.press("s")
        await idle(pilot, app)
        assert isinstance(app.screen, StatisticsScreen)
        # The message names the whole path, which wraps on a long tmp folder (xdist):
        # compare the screen's words without the line breaks and box edges.
        words = " ".join(visible_text(app).replace("║", " ").replace("│", " ").split())
        assert "statistics.stats cannot be read" in words.replace("/ ", "/")
    assert (tmp_path / "statistics.stats").read_text() == "{broken"


def record_some(folder: Path) -> None:
    """Deterministic numbers: three seeded Spades games of Anna and You."""
    stats = Statistics()
    for seed in (1, 2, 3):
        game = played("spades", seed, "normal")
        stats = add_game(stats, game_record("spades", game, PLAYERS))
    write_statistics(folder, stats)


@pytest.mark.parametrize("size", SIZES)
def test_statistics_snapshot(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    record_some(tmp_path)

    async def open_statistics(pilot: Any) -> None:
        await idle(pilot, pilot.app)
        await pilot.press("s")
        await idle(pilot, pilot.app)

    app = SpadesApp(tmp_path, bot_delay=0)
    assert snap_compare(app, run_before=open_statistics, terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_jass_statistics_snapshot(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    from jass_tui.app import JassApp

    stats = Statistics()
    for seed in (4, 5):
        stats = add_game(stats, game_record("jass", played("jass", seed, "normal"), PLAYERS))
    stats = add_game(stats, game_record("coiffeur", played("coiffeur", 7), PLAYERS))
    stats = add_game(stats, game_record("jass", played("jass", 6, "normal"), PLAYERS))
    write_statistics(tmp_path, stats)

    async def open_statistics(pilot: Any) -> None:
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
        await pilot.pause()

    assert snap_compare(
        JassApp(tmp_path, bot_delay=0), run_before=open_statistics, terminal_size=size
    )
