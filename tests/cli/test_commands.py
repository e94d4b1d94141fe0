"""The commands when a name, a path or the terminal is hostile (issue 5, items 2 and 6).

Names are data: markup and terminal escapes in a save are shown as text, never obeyed.
Without a terminal the table refuses at once; ``saves`` and ``simulate`` work anyway,
also on an output that cannot encode every letter. Paths naming no home folder are one
message, not a traceback.
"""

from __future__ import annotations

import io
import os
import pty
import subprocess
import sys
import time
from pathlib import Path

import pytest

from shared import cli
from shared.persistence import LaunchRequest, write_save
from shared.players import PlayerSpec
from shared.text import printable
from tests.persistence.conftest import mid_game

ROOT = Path(__file__).resolve().parents[2]

HOSTILE_NAMES = (
    PlayerSpec(name="[bold red]x[/blink]", kind="human"),
    PlayerSpec(name="\x1b]0;pwned\x07Eve", kind="easy"),
    PlayerSpec(name="Zoë\u202eevil\x1b[2J", kind="normal"),
    PlayerSpec(name="a\nb\x00c\x9b", kind="strong"),
)


@pytest.fixture(autouse=True)
def plain_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "200")
    monkeypatch.delenv("CARDS_SAVES_DIR", raising=False)


def _run(*args: str, **kwargs: object) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "COLUMNS": "200", **kwargs.pop("env", {})}  # type: ignore[dict-item]
    return subprocess.run(
        [sys.executable, *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        **kwargs,  # type: ignore[arg-type]
    )


# ---------------------------------------------------------------- printable


@pytest.mark.parametrize(
    ("raw", "shown"),
    [
        ("Vreni", "Vreni"),
        ("Zoë 🂡 👨‍👩‍👧", "Zoë 🂡 👨‍👩‍👧"),  # letters, emoji, joiners: kept
        ("[bold]x[/]", "[bold]x[/]"),  # markup is text already
        ("\x1b]0;title\x07", "\\x1b]0;title\\x07"),
        ("a\tb\nc\rd", "a\\tb\\nc\\rd"),
        ("\x00\x7f\x9b", "\\x00\\x7f\\x9b"),
        ("left\u202eright\u2066", "left\\u202eright\\u2066"),
        ("line\u2028sep", "line\\u2028sep"),
        ("bad\udcffname", "bad\\udcffname"),  # an undecodable file-name byte
    ],
)
def test_printable_shows_every_control_as_an_escape(raw: str, shown: str) -> None:
    assert printable(raw) == shown
    assert printable(shown) == shown  # nothing left to escape
    assert printable(raw).isprintable() or " " in raw


# ---------------------------------------------------------------- names in `saves`


def test_names_and_file_names_are_shown_as_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write_save(
        tmp_path / "[red]evil[bold]\x1b[31m.json", "spades", mid_game("spades"), HOSTILE_NAMES
    )
    (tmp_path / "[blink]broken\x1b]0;x\x07.json").write_bytes(b"{")
    folder = tmp_path / "[b]dir\x1b["
    folder.mkdir()
    write_save(folder / "x.json", "jass", mid_game("jass"), HOSTILE_NAMES)

    assert cli.main("spades", ["saves", "--saves", str(tmp_path)]) == 0
    assert cli.main("jass", ["--saves", str(folder), "saves"]) == 0
    out, err = capsys.readouterr()

    assert err == ""
    assert "\x1b" not in out and "\x07" not in out and "\u202e" not in out
    for text in (
        "[bold red]x[/blink]",
        "\\x1b]0;pwned\\x07Eve (easy)",
        "Zoë\\u202eevil\\x1b[2J (normal)",
        "a\\nb\\x00c\\x9b (strong)",
        "[red]evil[bold]\\x1b[31m",
        "[blink]broken\\x1b]0;x\\x07",
        f"Jass saves in {tmp_path}/[b]dir\\x1b[",
    ):
        assert text in out.replace("\n", "").replace("│", "") or text in out, text


def test_an_error_naming_a_hostile_file_is_one_plain_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "x\x1b[2J.json"
    path.write_bytes(b"{")
    assert cli.main("jass", ["--saves", str(tmp_path), "--load", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "\x1b" not in err
    assert "x\\x1b[2J.json is damaged" in err


# ---------------------------------------------------------------- no terminal


def test_without_a_terminal_the_table_refuses_at_once(tmp_path: Path) -> None:
    started = time.monotonic()
    result = _run("-m", "jass_tui", "--saves", str(tmp_path), stdin=subprocess.DEVNULL)
    assert time.monotonic() - started < 30
    assert result.returncode == 1
    assert result.stdout == ""
    assert result.stderr == (
        "jass: the card table needs a terminal, and standard input is not one "
        "('jass saves' and 'jass simulate' work without one)\n"
    )


@pytest.mark.skipif(not hasattr(pty, "openpty"), reason="needs a pseudo-terminal")
def test_a_redirected_output_is_refused_too(tmp_path: Path) -> None:
    leader, follower = pty.openpty()
    try:
        result = _run("-m", "spades_tui", "--saves", str(tmp_path), stdin=follower)
    finally:
        os.close(leader)
        os.close(follower)
    assert result.returncode == 1
    assert "standard output is not one" in result.stderr


def test_saves_and_help_work_without_a_terminal(tmp_path: Path) -> None:
    for args in (["saves", "--saves", str(tmp_path)], ["--help"]):
        result = _run("-m", "jass_tui", *args, stdin=subprocess.DEVNULL)
        assert result.returncode == 0, result.stderr
        assert result.stderr == ""


def test_the_check_comes_before_the_table_is_imported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "jass_tui.app", None)  # importing it would fail
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert cli.main("jass", ["--saves", str(tmp_path)]) == 1
    assert "needs a terminal" in capsys.readouterr().err


def test_terminal_problem_names_the_end_that_is_not_one() -> None:
    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    assert cli.terminal_problem("jass", Tty(), Tty()) is None
    assert "standard input" in (cli.terminal_problem("jass", io.StringIO(), Tty()) or "")
    assert "standard output" in (cli.terminal_problem("jass", Tty(), io.StringIO()) or "")
    closed = io.StringIO()
    closed.close()  # isatty() on it raises
    assert cli.terminal_problem("jass", closed, Tty()) is not None


# ---------------------------------------------------------------- paths with ~


@pytest.mark.parametrize(
    "argv",
    [
        ["--saves", "~nosuchuser-7f3a/saves", "saves"],
        ["saves", "--saves", "~nosuchuser-7f3a"],
        ["--saves", "~nosuchuser-7f3a/saves"],
        ["--load", "~nosuchuser-7f3a/x.json", "--saves", "{tmp}"],
    ],
)
def test_a_path_of_a_user_that_does_not_exist_is_one_message(
    argv: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = [arg.format(tmp=tmp_path) for arg in argv]
    requests: list[LaunchRequest] = []
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(cli, "_find_app", lambda kind: lambda r: requests.append(r) or 0)
        assert cli.main("jass", argv) == 1
    err = capsys.readouterr().err
    assert err.startswith("~nosuchuser-7f3a")
    assert err.endswith("cannot be used: there is no user 'nosuchuser-7f3a'\n")
    assert requests == []


def test_the_environment_variable_with_a_missing_user(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("CARDS_SAVES_DIR", "~nosuchuser-7f3a/saves")
    assert cli.main("spades", ["saves"]) == 1
    assert "there is no user 'nosuchuser-7f3a'" in capsys.readouterr().err


def test_no_home_folder_is_one_message(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import pwd

    def no_entry(uid: int) -> pwd.struct_passwd:
        raise KeyError(uid)

    monkeypatch.delenv("HOME", raising=False)
    monkeypatch.setattr(pwd, "getpwuid", no_entry)
    assert cli.main("jass", ["--saves", "~/saves", "saves"]) == 1
    assert capsys.readouterr().err == "~/saves cannot be used: the home folder is not known\n"


# ---------------------------------------------------------------- an ASCII-only output


def test_saves_on_an_ascii_output(tmp_path: Path) -> None:
    write_save(tmp_path / "zürich.json", "spades", mid_game("spades"), HOSTILE_NAMES)
    (tmp_path / "kaputt-ä.json").write_bytes(b"\xff")
    result = _run(
        "-m", "spades_tui", "saves", "--saves", str(tmp_path), env={"PYTHONIOENCODING": "ascii"}
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert "z?rich" in result.stdout and "Spades" in result.stdout
    assert "is not a save file" in result.stdout


def test_an_error_on_an_ascii_output(tmp_path: Path) -> None:
    result = _run(
        "-m",
        "jass_tui",
        "--saves",
        str(tmp_path),
        "--load",
        "grüezi",
        env={"PYTHONIOENCODING": "ascii"},
    )
    assert result.returncode == 1
    assert result.stderr == f"{tmp_path}/gr?ezi.json does not exist\n"


def test_simulate_on_an_ascii_output() -> None:
    result = _run(
        "-m",
        "jass_tui",
        "simulate",
        "--games",
        "2",
        "--seats",
        "easy,easy,easy,easy",
        env={"PYTHONIOENCODING": "ascii"},
    )
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert "2 games" in result.stdout and "95 % CI" in result.stdout


def test_a_folder_that_cannot_be_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from shared.persistence import list_saves

    real_scandir = os.scandir

    def refuse(path: object = ".") -> object:
        if Path(str(path)) == tmp_path:
            raise PermissionError(13, "Permission denied")
        return real_scandir(path)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "scandir", refuse)
    assert list_saves(tmp_path) == []  # a table's list shows nothing rather than failing
    assert cli.main("jass", ["saves", "--saves", str(tmp_path)]) == 1
    assert capsys.readouterr().err == f"{tmp_path} cannot be read (Permission denied)\n"


def test_loading_a_long_game_says_so_on_a_terminal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import random

    from tests.persistence.conftest import engine_class, players_for

    game = engine_class("jass").new(seed=5, target=10**9)
    rng = random.Random(5)
    while game.hand_number < cli.LONG_GAME_HANDS:
        game.apply(rng.choice(game.legal_actions()))
    write_save(tmp_path / "long.json", "jass", game, players_for("jass"))
    requests: list[LaunchRequest] = []
    monkeypatch.setattr(cli, "_find_app", lambda kind: lambda r: requests.append(r) or 0)
    monkeypatch.setattr(cli, "_is_terminal", lambda stream: True)
    assert cli.main("jass", ["--saves", str(tmp_path), "--load", "long"]) == 0
    assert capsys.readouterr().err == "jass: rebuilding the saved game from its 200 hands…\n"
    assert requests[0].loaded is not None
