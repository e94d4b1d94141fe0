"""One saves folder, wherever the command starts (issue 19, item 13).

``--saves`` and ``$CARDS_SAVES_DIR`` come first; else a source checkout (the project's
``pyproject.toml`` and ``saves/.gitkeep`` beside the ``shared`` package) uses its own
``saves/``, and an installed copy the platform's user data folder. The locations are
monkeypatched here: no test writes to the real user data folder.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from jass_tui.app import JassApp
from shared import cli
from shared.persistence import LaunchRequest, autosave, default_saves_path, saves_dir
from shared.persistence import files as saves_files
from shared.players import default_players
from shared.ui.screens.load import LoadScreen
from spades_tui.app import SpadesApp
from tests.jass_ui.helpers import screen_text
from tests.persistence.conftest import mid_game


@pytest.fixture
def places(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    """A fake checkout, a fake user data folder and an unrelated folder to start from."""
    checkout = tmp_path / "checkout"
    (checkout / "saves").mkdir(parents=True)
    (checkout / "pyproject.toml").write_text("[project]\nname = 'terminal-card-tables'\n")
    (checkout / "saves" / ".gitkeep").write_text("")
    user_data = tmp_path / "user-data"
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    seen: list[tuple[str, object]] = []

    def fake_user_data_dir(name: str, appauthor: object = None) -> str:
        seen.append((name, appauthor))
        return str(user_data / name)

    monkeypatch.setattr(saves_files, "PROJECT_ROOT", checkout)
    monkeypatch.setattr(saves_files, "user_data_dir", fake_user_data_dir)
    monkeypatch.delenv("CARDS_SAVES_DIR", raising=False)
    monkeypatch.chdir(elsewhere)
    return {"checkout": checkout, "user_data": user_data, "elsewhere": elsewhere}


def test_a_source_checkout_keeps_its_saves_in_the_projects_folder(
    places: dict[str, Path],
) -> None:
    assert default_saves_path() == places["checkout"] / "saves"
    assert saves_dir() == places["checkout"] / "saves"
    assert not (places["elsewhere"] / "saves").exists()  # no ./saves of the current folder


def test_an_installed_copy_uses_the_user_data_folder(places: dict[str, Path]) -> None:
    (places["checkout"] / "saves" / ".gitkeep").unlink()  # site-packages: no such files
    expected = places["user_data"] / "terminal-card-tables" / "saves"
    assert default_saves_path() == expected
    assert saves_dir() == expected and expected.is_dir()
    (places["checkout"] / "saves" / ".gitkeep").write_text("")
    (places["checkout"] / "pyproject.toml").unlink()
    assert default_saves_path() == expected


def test_the_option_and_the_variable_still_come_first(
    places: dict[str, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CARDS_SAVES_DIR", str(places["elsewhere"] / "from-env"))
    assert saves_dir() == places["elsewhere"] / "from-env"
    assert saves_dir("mine") == Path("mine")
    assert (places["elsewhere"] / "mine").is_dir()


def test_continue_finds_the_game_from_any_folder(
    places: dict[str, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    game = mid_game("jass")
    autosave("jass", game, default_players(), {}, places["checkout"] / "saves")
    launched: list[LaunchRequest] = []
    monkeypatch.setattr(cli, "_find_app", lambda kind: lambda r: launched.append(r) or 0)
    for folder in (places["elsewhere"], places["user_data"].parent):
        os.chdir(folder)
        assert cli.main("jass", ["--continue"]) == 0
        loaded = launched[-1].loaded
        assert loaded is not None and loaded.game == game
        assert launched[-1].saves_dir == places["checkout"] / "saves"


def test_saves_and_help_name_the_folder(
    places: dict[str, Path],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("COLUMNS", "300")
    folder = places["checkout"] / "saves"
    assert cli.main("spades", ["saves"]) == 0
    assert capsys.readouterr().out == f"No Spades saves in {folder} yet.\n"
    assert cli.main("jass", ["--help"]) == 0
    assert f"The saves folder is {folder} unless" in capsys.readouterr().out


@pytest.mark.parametrize("app_class", [JassApp, SpadesApp])
async def test_the_load_list_shows_the_folder(app_class: type, tmp_path: Path) -> None:
    folder = tmp_path / "my saves"
    folder.mkdir()
    app = app_class(folder, bot_delay=0)
    async with app.run_test(size=(160, 40)) as pilot:
        await pilot.press("l")
        await pilot.pause()
        assert isinstance(app.screen, LoadScreen)
        assert app.screen.folder == folder
        assert f"Folder: {folder}" in screen_text(app)


async def test_a_load_list_given_a_plain_function_shows_no_folder(tmp_path: Path) -> None:
    app = JassApp(tmp_path, bot_delay=0)
    async with app.run_test(size=(160, 40)) as pilot:
        await app.push_screen(LoadScreen(lambda: [], lambda path: None))
        await pilot.pause()
        assert app.screen.folder is None  # type: ignore[attr-defined]
        assert "Folder:" not in screen_text(app)
        await app.push_screen(LoadScreen(lambda: [], lambda path: None, folder=tmp_path))
        await pilot.pause()
        assert f"Folder: {tmp_path}" in screen_text(app)
