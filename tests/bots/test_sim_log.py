"""``simulate --log``: a stopped run keeps its games and the same command continues it.

Every test reads the results a run would have had without being stopped, so a log that
lost, doubled or misplaced a game fails them; every refusal leaves the file byte for byte.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from shared import sim
from shared.sim_log import LogError, RunLog, settings_of
from tests.bots.test_sim import toy  # noqa: F401  (the toy game's fixture)

SEATS = ["easy", "normal", "easy", "normal"]


def _run(kind: str, games: int, log: Path | None, **extra: object) -> sim.SimResult:
    return sim.simulate(kind, SEATS, games=games, seed=4, log=log, **extra)  # type: ignore[arg-type]


@pytest.fixture
def log4(toy: str, tmp_path: Path) -> Path:  # noqa: F811
    """The log of a finished run of 4 games of the toy game."""
    log = tmp_path / "run.log"
    _run(toy, 4, log)
    return log


def _stop_after(n: int) -> object:
    """A progress callback that presses Ctrl+C once ``n`` games have been counted."""
    seen = 0

    def progress(_result: sim.GameResult) -> None:
        nonlocal seen
        seen += 1
        if seen == n:
            raise KeyboardInterrupt

    return progress


def _same(a: sim.SimResult, b: sim.SimResult) -> None:
    assert (a.games, a.wins, a.draws) == (b.games, b.wins, b.draws)
    assert a.avg_points_per_hand == pytest.approx(b.avg_points_per_hand)
    assert a.margin.count == b.margin.count
    assert a.margin.mean == pytest.approx(b.margin.mean)
    assert {k: len(v) for k, v in a.decision_ms.items()} == {
        k: len(v) for k, v in b.decision_ms.items()
    }


def test_a_stopped_run_continues_to_the_results_of_an_unbroken_one(
    toy: str,  # noqa: F811
    tmp_path: Path,
) -> None:
    whole = _run(toy, 10, None)
    log = tmp_path / "run.log"
    stopped = _run(toy, 10, log, progress=_stop_after(3))
    assert stopped.interrupted and stopped.games == 3
    assert len(log.read_text().splitlines()) == 1 + 3  # the settings, then a line per game
    again = _run(toy, 10, log)
    assert not again.interrupted and again.from_log == 3
    _same(again, whole)
    assert len(log.read_text().splitlines()) == 1 + 10
    finished = _run(toy, 10, log)  # nothing left to play: the log alone answers
    assert finished.from_log == 10
    _same(finished, whole)


def test_a_larger_games_extends_a_finished_run(toy: str, tmp_path: Path) -> None:  # noqa: F811
    log = tmp_path / "run.log"
    _run(toy, 6, log)
    extended = _run(toy, 12, log)
    assert extended.from_log == 6
    _same(extended, _run(toy, 12, None))


def test_several_workers_log_in_any_order_and_continue_the_same(
    toy: str,  # noqa: F811
    tmp_path: Path,
) -> None:
    log = tmp_path / "run.log"
    _run(toy, 5, log, jobs=2)
    games = [json.loads(line)["index"] for line in log.read_text().splitlines()[1:]]
    assert sorted(games) == [0, 1, 2, 3, 4]
    _same(_run(toy, 8, log, jobs=2), _run(toy, 8, None))


def test_a_line_cut_off_while_written_is_dropped_and_its_game_played_again(
    toy: str,  # noqa: F811
    log4: Path,
) -> None:
    log = log4
    lines = log.read_text().splitlines(keepends=True)
    log.write_text("".join(lines[:-1]) + lines[-1][: len(lines[-1]) // 2])  # killed mid-write
    again = _run(toy, 4, log)
    assert again.from_log == 3
    _same(again, _run(toy, 4, None))
    assert log.read_text().count("\n") == 5 and log.read_text().endswith("\n")


def _refused(kind: str, log: Path, match: str, games: int = 4, **extra: object) -> None:
    before = log.read_bytes()
    with pytest.raises(LogError, match=match) as caught:
        sim.simulate(kind, extra.pop("seats", SEATS), games=games, seed=4, log=log, **extra)  # type: ignore[arg-type]
    assert str(log) in str(caught.value)
    assert log.read_bytes() == before


def test_another_runs_log_is_refused_naming_what_differs(
    toy: str,  # noqa: F811
    tmp_path: Path,
) -> None:
    log = tmp_path / "run.log"
    _run(toy, 2, log)
    _refused(
        toy,
        log,
        "seats: easy,normal,easy,normal there, easy,easy,easy,easy here",
        seats=["easy"] * 4,
    )
    _refused(toy, log, r"clock: wall there, cpu here", clock="cpu")
    _refused(toy, log, r"budget: - there, 0.5 here", budget=0.5)
    _refused(toy, log, "options", options={"target": 1})


@pytest.mark.parametrize(
    ("content", "match"),
    [
        (b'{"name": "a save", "hands": []}\n', "not a simulate log"),
        (b"\x00\xff\xfe binary\n", "not a simulate log"),
        (b"just one line, no newline", "not a simulate log"),
        (b"[1, 2, 3]\n", "not a simulate log"),
    ],
)
def test_a_file_that_is_not_a_log_is_left_alone(
    toy: str,  # noqa: F811
    tmp_path: Path,
    content: bytes,
    match: str,
) -> None:
    log = tmp_path / "foreign.json"
    log.write_bytes(content)
    _refused(toy, log, match)


def _edited(log: Path, line: int, change: dict[str, object]) -> None:
    lines = log.read_text().splitlines()
    record = json.loads(lines[line - 1])
    record.update(change)
    lines[line - 1] = json.dumps(record)
    log.write_text("\n".join(lines) + "\n")


@pytest.mark.parametrize(
    ("line", "change", "match"),
    [
        (1, {"version": 9}, "version 9; this program reads version 1"),
        (1, {"seed": "four"}, "line 1 is broken"),
        (3, {"points_per_hand": [1.0, 2.0, 3.0]}, "line 3 is broken"),
        (3, {"firsts": [7]}, "line 3 is broken"),
        (3, {"winner": "team"}, "line 3 is broken"),
        (3, {"index": 0}, "line 3 is not a game of this run"),
        (3, {"seed": 12345}, "line 3 is not a game of this run"),
        (
            2,
            {"index": 40},
            "holds game 41, beyond the 4 games of this run; give --games 41 or more",
        ),
        (2, {"surprise": True}, "line 2 is broken"),
    ],
)
def test_a_broken_or_foreign_line_is_refused_with_its_number(
    toy: str,  # noqa: F811
    log4: Path,
    line: int,
    change: dict[str, object],
    match: str,
) -> None:
    _edited(log4, line, change)
    _refused(toy, log4, match)


def test_a_broken_line_in_the_middle_is_not_taken_for_a_cut_one(
    toy: str,  # noqa: F811
    log4: Path,
) -> None:
    lines = log4.read_text().splitlines()
    lines[2] = lines[2][:30]
    log4.write_text("\n".join(lines) + "\n")
    _refused(toy, log4, "line 3 is broken")


def test_two_runs_cannot_write_one_log(toy: str, tmp_path: Path) -> None:  # noqa: F811
    log = tmp_path / "run.log"
    settings = settings_of(toy, SEATS, 4, "toy", None, None, "wall")
    with RunLog.open(log, settings, 4):
        _refused(toy, log, "another run is writing it")


def test_an_unwritable_place_is_said(toy: str, tmp_path: Path) -> None:  # noqa: F811
    with pytest.raises(LogError, match="cannot"):
        _run(toy, 2, tmp_path)  # a folder, not a file
    with pytest.raises(LogError, match="cannot write it"):
        _run(toy, 2, tmp_path / "missing" / "run.log")


def test_the_command_line_continues_and_says_so(
    toy: str,  # noqa: F811
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    log = tmp_path / "run.log"
    args = ["--games", "4", "--seed", "4", "--seats", ",".join(SEATS), "--log", str(log)]
    assert sim.main(toy, [*args, "--json"]) == 0
    capsys.readouterr()
    args[1] = "6"
    assert sim.main(toy, [*args, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 6
    assert data["log"] == {"file": str(log), "games_from_log": 4}
    assert sim.main(toy, args) == 0
    assert "6 games from the log" in capsys.readouterr().out.replace("\n", " ")
    assert sim.main(toy, [*args[:5], "strong,strong,strong,strong", *args[6:]]) == 1
    err = capsys.readouterr().err
    assert str(log) in err and "another run" in err


def test_a_named_pipe_is_refused_at_once_not_read(toy: str, tmp_path: Path) -> None:  # noqa: F811
    pipe = tmp_path / "pipe.log"
    os.mkfifo(pipe)
    with pytest.raises(LogError, match="not a regular file"):
        _run(toy, 2, pipe)  # reading it would wait for a writer for ever


def test_markup_in_the_logs_name_is_printed_as_it_is(
    toy: str,  # noqa: F811
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.chdir(tmp_path)  # a short name: the caption does not wrap it
    Path("[bold]run[").mkdir()
    args = ["--games", "2", "--seats", ",".join(SEATS), "--log", "[bold]run[/x].log"]
    assert sim.main(toy, args) == 0
    assert sim.main(toy, args) == 0
    assert "[bold]run[/x].log" in capsys.readouterr().out.replace("\n", "")
