"""The ``jass`` / ``spades`` command lines (issue 4, item 6).

The table itself is replaced by a recorder of the :class:`LaunchRequest` it would get, so
these tests run without Textual.
"""

from __future__ import annotations

import subprocess
import sys
import types
from pathlib import Path

import pytest

from shared import cli
from shared.persistence import LaunchRequest, autosave, write_save
from tests.persistence.conftest import REAL_KINDS, mid_game, players_for
from tests.persistence.fakegame import FakeGame

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def launched(monkeypatch: pytest.MonkeyPatch) -> list[LaunchRequest]:
    requests: list[LaunchRequest] = []

    def run_app(request: LaunchRequest) -> int:
        requests.append(request)
        return 0

    monkeypatch.setattr(cli, "_find_app", lambda kind: run_app)
    return requests


@pytest.fixture(autouse=True)
def wide_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "200")
    monkeypatch.delenv("CARDS_SAVES_DIR", raising=False)


def test_a_new_game_gets_the_seed_and_the_folder(
    saves: Path, launched: list[LaunchRequest]
) -> None:
    assert cli.main("jass", ["--saves", str(saves), "--seed", "42"]) == 0
    [request] = launched
    assert (request.kind, request.saves_dir, request.seed) == ("jass", saves, 42)
    # The game itself comes along, for the table to open at once (issue 19, item 8).
    assert request.loaded is not None and request.loaded.game.seed == 42


def test_without_seed_the_table_opens_at_its_start_screen(
    saves: Path, launched: list[LaunchRequest]
) -> None:
    assert cli.main("jass", ["--saves", str(saves)]) == 0
    assert launched == [LaunchRequest(kind="jass", saves_dir=saves, loaded=None, seed=None)]


def test_the_environment_variable_moves_the_folder(
    tmp_path: Path, launched: list[LaunchRequest], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CARDS_SAVES_DIR", str(tmp_path / "from-env"))
    assert cli.main("spades", []) == 0
    assert launched[0].saves_dir == tmp_path / "from-env"
    assert (tmp_path / "from-env").is_dir()


@pytest.mark.parametrize("kind", REAL_KINDS)
def test_continue_resumes_the_autosave(
    kind: str, saves: Path, launched: list[LaunchRequest]
) -> None:
    game = mid_game(kind)
    autosave(kind, game, players_for(kind), {"deck": "french"}, saves)
    assert cli.main(kind, ["--continue", "--saves", str(saves)]) == 0
    [request] = launched
    assert request.loaded is not None and request.seed is None
    assert request.loaded.game.to_json() == game.to_json()
    assert request.loaded.players == players_for(kind)
    assert request.loaded.settings == {"deck": "french"}


def test_continue_without_an_autosave_is_an_error(
    saves: Path, launched: list[LaunchRequest], capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main("jass", ["--continue", "--saves", str(saves)]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err == f"{saves / 'autosave-jass.json'} does not exist: there is no game to continue\n"
    assert launched == []


def test_continue_from_the_backup_prints_the_notice(
    saves: Path,
    fake_engine: str,
    launched: list[LaunchRequest],
    capsys: pytest.CaptureFixture[str],
) -> None:
    game = FakeGame.new(seed=1)
    for _ in range(2):
        autosave("jass", game, players_for("jass"), {}, saves)
    (saves / "autosave-jass.json").write_bytes(b"{")
    assert cli.main("jass", ["--continue", "--saves", str(saves)]) == 0
    err = capsys.readouterr().err
    assert err.startswith(f"{saves / 'autosave-jass.json'} was damaged (line 1 column 2: ")
    assert "resumed from the backup saved at" in err
    assert launched[0].loaded is not None and launched[0].loaded.notice is not None


def test_load_by_name_and_by_path(
    saves: Path, tmp_path: Path, fake_engine: str, launched: list[LaunchRequest]
) -> None:
    game = FakeGame.new(seed=3)
    write_save(saves / "Final-round.json", "jass", game, players_for("jass"))
    elsewhere = tmp_path / "from-a-friend.json"
    write_save(elsewhere, "jass", game, players_for("jass"))
    assert cli.main("jass", ["--saves", str(saves), "--load", "Final round"]) == 0
    assert cli.main("jass", ["--saves", str(saves), "--load", str(elsewhere)]) == 0
    assert [r.loaded.path for r in launched if r.loaded] == [saves / "Final-round.json", elsewhere]


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b"", "is empty"),
        (b'{"format": "spades-save", "version": 2}', "is not a Jass save (it is a Spades save)"),
        (b'{"format": "jass-save", "version": 9}', "was written by a newer version (9); "),
    ],
)
def test_a_bad_save_prints_one_line_and_exits_1(
    content: bytes,
    problem: str,
    saves: Path,
    fake_engine: str,
    launched: list[LaunchRequest],
    capsys: pytest.CaptureFixture[str],
) -> None:
    (saves / "bad.json").write_bytes(content)
    assert cli.main("jass", ["--saves", str(saves), "--load", "bad"]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{saves / 'bad.json'} {problem}")
    assert err.count("\n") == 1 and "Traceback" not in err
    assert (saves / "bad.json").read_bytes() == content
    assert launched == []


def test_starting_options_exclude_each_other(saves: Path, launched: list[LaunchRequest]) -> None:
    assert cli.main("jass", ["--continue", "--load", "x", "--saves", str(saves)]) == 2
    assert cli.main("jass", ["--seed", "3", "--load", "x", "--saves", str(saves)]) == 2
    assert cli.main("jass", ["--bogus"]) == 2
    assert launched == []


def test_the_saves_table_lists_newest_first_with_problems(
    saves: Path, fake_engine: str, capsys: pytest.CaptureFixture[str]
) -> None:
    write_save(saves / "older.json", "jass", FakeGame.new(seed=1), players_for("jass"))
    write_save(saves / "newer.json", "coiffeur", FakeGame.new(seed=2), players_for("spades"))
    write_save(saves / "spades.json", "spades", FakeGame.new(seed=3), players_for("spades"))
    (saves / "zz-broken.json").write_bytes(b"hello")
    assert cli.main("jass", ["saves", "--saves", str(saves)]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"Jass saves in {saves}")
    for heading in ("name", "game", "players", "score", "saved at"):
        assert heading in out
    assert out.index("zz-broken") < out.index("newer") < out.index("older")
    assert "is not a save file (it is not JSON)" in out
    assert "You, Ada (normal), Ben (normal), Cleo (normal)" in out
    assert "Coiffeur" in out and "Jass" in out and "0 : 0" in out
    assert "spades" not in out and "Spades" not in out  # issue 19, item 8


def test_spades_saves_lists_only_spades(
    saves: Path, fake_engine: str, capsys: pytest.CaptureFixture[str]
) -> None:
    write_save(saves / "schieber.json", "jass", FakeGame.new(seed=1), players_for("jass"))
    write_save(saves / "molotow.json", "molotow", FakeGame.new(seed=1), players_for("jass"))
    assert cli.main("spades", ["saves", "--saves", str(saves)]) == 0
    assert capsys.readouterr().out == f"No Spades saves in {saves} yet.\n"
    write_save(saves / "mine.json", "spades", FakeGame.new(seed=2), players_for("spades"))
    assert cli.main("spades", ["saves", "--saves", str(saves)]) == 0
    out = capsys.readouterr().out
    # The title may wrap (a long tmp path): compare without the white space.
    assert "".join(out.split()).startswith("".join(f"Spades saves in {saves}".split()))
    assert "mine" in out and "schieber" not in out and "molotow" not in out


def test_an_empty_folder_says_so(saves: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main("spades", ["--saves", str(saves), "saves"]) == 0
    assert capsys.readouterr().out == f"No Spades saves in {saves} yet.\n"


def test_simulate_hands_the_rest_to_the_simulator(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[str, list[str]]] = []
    fake = types.ModuleType("shared.sim")

    def sim_main(kind: str, argv: list[str]) -> int:
        calls.append((kind, argv))
        return 7

    fake.main = sim_main  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "shared.sim", fake)
    argv = ["simulate", "--games", "10", "--seats", "easy,normal", "--seed", "3", "-h"]
    assert cli.main("spades", argv) == 7
    assert calls == [("spades", ["--games", "10", "--seats", "easy,normal", "--seed", "3", "-h"])]


def test_the_real_command_fails_without_a_traceback(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "spades_tui", "--saves", str(tmp_path), "--load", "missing"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 1
    assert result.stdout == ""
    assert result.stderr == f"{tmp_path / 'missing.json'} does not exist\n"
