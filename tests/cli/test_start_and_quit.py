"""``--seed N`` starts a game at once; Ctrl+Q says how to resume it (issue 19, item 8).

The real tables run here under a pilot: :func:`cli._find_app` is replaced by a starter
that opens the app the command line asks for with ``run_test`` and plays a script, so
the whole path (arguments → request → table → exit → the line on stderr) is exercised.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from textual.app import App
from textual.pilot import Pilot

from jass_tui.family_app import app_class
from shared import cli
from shared.i18n import set_language
from shared.persistence import LaunchRequest, autosave, autosave_path, engine_class, write_save
from shared.players import default_players
from shared.ui.screens.setup import SetupScreen
from shared.ui.screens.start import StartScreen
from spades_tui.app import SpadesApp
from tests.jass_ui.helpers import settle
from tests.persistence.conftest import mid_game, play_random

Script = Callable[[Pilot[Any], Any], Awaitable[None]]


@pytest.fixture(autouse=True)
def english(monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.delenv("CARDS_SAVES_DIR", raising=False)
    monkeypatch.delenv(cli.SERVED_ENV, raising=False)
    yield
    set_language("en")


def _table(request: LaunchRequest) -> Any:
    if request.kind == "spades":
        return SpadesApp(request.saves_dir, loaded=request.loaded, seed=request.seed, bot_delay=0)
    cls = app_class(request.kind)
    return cls(request.saves_dir, loaded=request.loaded, seed=request.seed, bot_delay=0)


def drive(monkeypatch: pytest.MonkeyPatch, script: Script) -> list[App[int]]:
    """Make the command open its real table under a pilot and play ``script`` there."""
    apps: list[App[int]] = []

    def find_app(kind: str) -> Callable[[LaunchRequest], int]:
        def start(request: LaunchRequest) -> int:
            app = _table(request)

            async def run() -> None:
                async with app.run_test(size=(80, 24)) as pilot:
                    await settle(pilot, app)
                    await script(pilot, app)

            asyncio.run(run())
            apps.append(app)
            return int(app.return_code or 0)

        return start

    monkeypatch.setattr(cli, "_find_app", find_app)
    return apps


async def quit_now(pilot: Pilot[Any], app: Any) -> None:
    await pilot.press("ctrl+q")


@pytest.mark.parametrize(
    ("command", "argv", "kind", "resume"),
    [
        ("jass", [], "jass", "jass --continue"),
        ("spades", [], "spades", "spades --continue"),
        ("jass", ["--game", "coiffeur"], "coiffeur", "jass --game coiffeur --continue"),
    ],
)
def test_seed_starts_a_new_game_at_once_and_ctrl_q_says_how_to_resume(
    command: str,
    argv: list[str],
    kind: str,
    resume: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    seen: list[tuple[str, int, bool]] = []

    async def play(pilot: Pilot[Any], app: Any) -> None:
        # The table, not the start menu or the set-up screen.
        assert app.game is not None
        assert not any(isinstance(s, (SetupScreen, StartScreen)) for s in [app.screen])
        seen.append((app.GAME_KIND, app.game.seed, app.players[0].kind == "human"))
        app.save_now()  # as after every card
        await pilot.press("ctrl+q")

    apps = drive(monkeypatch, play)
    status = cli.main(command, [*argv, "--saves", str(tmp_path), "--seed", "7"])
    assert status == 0 and len(apps) == 1
    assert seen == [(kind, 7, True)]
    assert autosave_path(kind, tmp_path).exists()
    assert capsys.readouterr().err == f"{command}: saved — `{resume}` resumes\n"


def test_without_seed_the_start_screen_opens_and_nothing_is_said(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    screens: list[type] = []

    async def look(pilot: Pilot[Any], app: Any) -> None:
        screens.append(type(app.screen))
        await pilot.press("ctrl+q")

    drive(monkeypatch, look)
    assert cli.main("jass", ["--saves", str(tmp_path)]) == 0
    assert screens == [StartScreen]
    assert capsys.readouterr().err == ""


def test_quitting_a_continued_game_at_once_says_it_is_still_saved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    autosave("spades", mid_game("spades"), default_players(("Ada", "Ben", "Cleo")), {}, tmp_path)
    drive(monkeypatch, quit_now)
    assert cli.main("spades", ["--saves", str(tmp_path), "--continue", "--lang", "de"]) == 0
    assert (
        capsys.readouterr().err
        == "spades: gespeichert — `spades --continue` setzt die Partie fort\n"
    )


def test_a_named_save_quit_before_any_card_leaves_no_autosave_to_mention(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    write_save(tmp_path / "evening.json", "jass", mid_game("jass"), default_players())
    drive(monkeypatch, quit_now)
    assert cli.main("jass", ["--saves", str(tmp_path), "--load", "evening"]) == 0
    assert not autosave_path("jass", tmp_path).exists()
    assert capsys.readouterr().err == ""


def test_an_old_autosave_the_table_did_not_touch_is_not_mentioned(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    autosave("jass", mid_game("jass"), default_players(), {}, tmp_path)
    drive(monkeypatch, quit_now)
    assert cli.main("jass", ["--saves", str(tmp_path)]) == 0  # start screen, then Ctrl+Q
    assert capsys.readouterr().err == ""


def test_a_finished_game_is_not_offered_for_continuing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def start(request: LaunchRequest) -> int:
        game = play_random(engine_class("jass").new(seed=3, target=50), random.Random(3), 5000)
        assert game.phase == "game_over"  # the table autosaves a game's last card too
        autosave("jass", game, default_players(), {}, tmp_path)
        return 0

    monkeypatch.setattr(cli, "_find_app", lambda kind: start)
    assert cli.main("jass", ["--saves", str(tmp_path), "--seed", "3"]) == 0
    assert autosave_path("jass", tmp_path).exists()
    assert capsys.readouterr().err == ""


def test_a_table_that_fails_says_nothing_about_resuming(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def start(request: LaunchRequest) -> int:
        autosave("jass", mid_game("jass"), default_players(), {}, tmp_path)
        return 1

    monkeypatch.setattr(cli, "_find_app", lambda kind: start)
    assert cli.main("jass", ["--saves", str(tmp_path)]) == 1
    assert capsys.readouterr().err == ""


def test_a_served_tab_with_a_seed_still_starts_at_the_start_screen(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    launched: list[LaunchRequest] = []
    monkeypatch.setattr(cli, "_find_app", lambda kind: lambda r: launched.append(r) or 0)
    monkeypatch.setenv(cli.SERVED_ENV, "1")
    assert cli.main("jass", ["--saves", str(tmp_path), "--seed", "5"]) == 0
    assert launched == [LaunchRequest(kind="jass", saves_dir=tmp_path, loaded=None, seed=5)]


def test_help_says_what_seed_does(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main("jass", ["--help"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "Without arguments the start screen opens" in out
    assert "--seed N starts a new game at once" in out
