"""``simulate`` at any size, under Ctrl+C, with bad numbers (issue 5, item 5).

Games are planned lazily, so a billion of them start at once; the first Ctrl+C stops the
run cleanly, workers included, prints the games played so far as partial results and
exits with 130; every number is checked before anything runs.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from shared import sim
from shared.bots import _REGISTRY, LEVELS, RandomBot, register
from shared.kinds import GameKind, register_kind, unregister_kind

ROOT = Path(__file__).resolve().parents[2]

TOY = GameKind(
    id="toysim",
    command="toysim",
    title="Toy game",
    short_title="Toy",
    engine="tests.bots.toy_game:ToyGame",
    default_preset="toy",
    save_format="toysim-save",
    bot_names=("A", "B", "C"),
    bots="tests.bots.toy_game",
    app="tests.bots.toy_game:ToyGame",
)


@pytest.fixture
def toy() -> Iterator[str]:
    register_kind(TOY)
    for level in LEVELS:
        register(TOY.id, level, RandomBot)
    yield TOY.id
    unregister_kind(TOY.id)
    for level in LEVELS:
        del _REGISTRY[(TOY.id, level)]


# ---------------------------------------------------------------- lazy planning


def test_a_billion_games_are_planned_without_being_built() -> None:
    plan = sim.schedule(10**9, seed=3)
    assert len(plan) == 10**9
    assert plan[0][0] == plan[1][0] == sim.pair_seed(3, 0)
    assert plan[-1] == (sim.pair_seed(3, (10**9 - 1) // 2), 1)
    assert plan[10:12] == [(sim.pair_seed(3, 5), 0), (sim.pair_seed(3, 5), 1)]
    with pytest.raises(IndexError):
        plan[10**9]


@pytest.mark.parametrize("games", [0, 1, 2, 5, 6])
def test_the_lazy_plan_is_the_old_list(games: int) -> None:
    old = [(sim.pair_seed(7, i // 2), i % 2) for i in range(games)]
    plan = sim.schedule(games, 7)
    assert list(plan) == old == [plan[i] for i in range(games)] == plan[:]


def test_a_billion_game_run_starts_at_once_and_stops_on_ctrl_c(toy: str) -> None:
    seen = []

    def progress(result: sim.GameResult) -> None:
        seen.append(result)
        if len(seen) == 5:
            raise KeyboardInterrupt

    result = sim.simulate(toy, ["easy"] * 4, games=10**9, seed=1, progress=progress)
    assert (result.games, result.planned, result.interrupted) == (5, 10**9, True)
    assert sum(result.wins) == 5
    data = result.to_json()
    assert data["interrupted"] is True and data["games_planned"] == 10**9


def test_decision_times_are_counted_in_full_and_sampled_in_bounded_memory(
    toy: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sim, "MAX_TIME_SAMPLES", 10)
    result = sim.simulate(toy, ["easy", "normal", "easy", "normal"], games=20, seed=2)
    assert len(result.decision_ms["easy"]) == 10
    assert result.decision_stats()["easy"]["count"] == 20 * 4


# ---------------------------------------------------------------- numbers


@pytest.mark.parametrize(
    ("option", "value"),
    [
        ("--budget", "0"),
        ("--budget", "-1"),
        ("--budget", "nan"),
        ("--budget", "inf"),
        ("--budget", "-inf"),
        ("--budget", "1e999"),
        ("--budget", "61"),
        ("--budget", "soon"),
        ("--budget", "normal=1"),
        ("--budget", "expert=0"),
        ("--budget", "expert=2,0.3"),
        ("--budget", "expert=soon"),
        ("--games", "0"),
        ("--games", "-3"),
        ("--games", "1e3"),
        ("--games", "1000000001"),
        ("--games", "9" * 5000),
        ("--jobs", "0"),
        ("--jobs", "65"),
        ("--seed", str(2**63)),
        ("--seed", "1.5"),
        ("--clock", "sundial"),
        ("--seats", "easy,easy,easy,ismcts2"),
    ],
)
def test_every_number_is_checked(
    option: str, value: str, toy: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        sim.main(toy, [option, value, "--games", "2"] if option != "--games" else [option, value])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert f"argument {option}: " in err and "Traceback" not in err
    assert len(err.splitlines()[-1]) < 200


@pytest.mark.parametrize(
    ("numbers", "problem"),
    [
        ({"games": -1}, "number of games"),
        ({"jobs": 0}, "number of jobs"),
        ({"budget": float("nan")}, "budget"),
        ({"budget": 0.0}, "budget"),
        ({"seed": 2**70}, "seed"),
    ],
)
def test_the_library_call_checks_them_too(
    numbers: dict[str, float], problem: str, toy: str
) -> None:
    args = {"games": 2, **numbers}
    with pytest.raises(ValueError, match=problem):
        sim.simulate(toy, ["easy"] * 4, **args)  # type: ignore[arg-type]


def test_the_clock_is_chosen_and_reported(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "200")
    argv = ["--games", "2", "--seats", "ismcts,easy,strong,easy", "--budget", "0.002"]
    argv += ["--clock", "cpu", "--option", "target=300"]
    assert sim.main("jass", [*argv, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["clock"] == "cpu"
    assert set(data["decision_ms"]) == {"easy", "strong", "ismcts"}
    assert sim.main("jass", argv) == 0
    words = " ".join(capsys.readouterr().out.split())
    assert "decision time per level (ms, cpu clock)" in words
    assert "team 0+2 − team 1+3:" in words and "points per hand" in words and "1 pair)" in words
    assert "strong (budget 0.002 s)" in words and "ismcts (budget 0.002 s)" in words


def test_each_searching_level_may_have_a_budget_of_its_own(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "200")
    argv = ["--games", "2", "--seats", "expert,strong,expert,strong"]
    argv += ["--budget", "strong=0.002,EXPERT=0.004", "--clock", "cpu", "--option", "target=300"]
    assert sim.main("jass", argv) == 0
    words = " ".join(capsys.readouterr().out.split())
    assert "expert+expert" in words and "strong+strong" in words
    assert "strong (budget 0.002 s)" in words and "expert (budget 0.004 s)" in words
    assert "--budget" in sim._parser(sim.get_kind("jass")).format_help()


def test_the_clock_is_the_wall_unless_told_otherwise(toy: str) -> None:
    assert sim.simulate(toy, ["easy"] * 4, games=2).clock == "wall"
    assert sim.simulate(toy, ["easy"] * 4, games=2, clock="cpu").to_json()["clock"] == "cpu"
    with pytest.raises(ValueError, match="clock"):
        sim.simulate(toy, ["easy"] * 4, games=2, clock="sundial")


def test_an_unknown_preset_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert sim.main("jass", ["--preset", "nope", "--games", "2"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("jass simulate: unknown Jass preset 'nope'") and err.count("\n") == 1


def test_without_a_terminal_progress_is_a_plain_line_on_stderr(
    toy: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sim, "PROGRESS_EVERY", 0.0)
    assert sim.main(toy, ["--games", "3", "--json"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["games"] == 3
    assert err.splitlines() == [f"toysim simulate: {n}/3 games" for n in (0, 1, 2, 3)]


def test_more_workers_give_the_same_results() -> None:
    args = {"games": 6, "seed": 4}
    one = sim.simulate("jass", ["easy"] * 4, jobs=1, **args)
    two = sim.simulate("jass", ["easy"] * 4, jobs=2, **args)
    assert one.wins == two.wins
    assert [round(p, 6) for p in one.avg_points_per_hand] == [
        round(p, 6) for p in two.avg_points_per_hand
    ]


# ---------------------------------------------------------------- Ctrl+C, for real


def _children(pid: int) -> list[int]:
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(child) for child in path.read_text().split()] if path.exists() else []


def _gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return Path(f"/proc/{pid}/stat").read_text().split(") ")[1].startswith("Z")


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="needs Linux /proc")
@pytest.mark.parametrize(
    ("jobs", "output", "presses"),
    [(2, "--json", 1), (2, "tables", 3), (1, "--json", 3)],
)
def test_the_first_ctrl_c_stops_cleanly_with_partial_results(
    jobs: int, output: str, presses: int
) -> None:
    argv = ["--games", "1000000", "--jobs", str(jobs), "--seats", "easy,easy,easy,easy"]
    if output == "--json":
        argv.append("--json")
    child = subprocess.Popen(
        [sys.executable, "-m", "jass_tui", "simulate", *argv],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "COLUMNS": "200"},
        start_new_session=True,  # its own process group, as a terminal's Ctrl+C reaches
    )
    try:
        assert child.stderr is not None
        first_line = child.stderr.readline()  # the run has started: "… 0/1,000,000 games"
        assert first_line == "jass simulate: 0/1,000,000 games\n"
        deadline = time.monotonic() + 30
        workers: list[int] = []
        while time.monotonic() < deadline and len(workers) < (jobs if jobs > 1 else 0):
            time.sleep(0.05)
            workers = _children(child.pid)
        time.sleep(0.5)  # some games finish
        for _ in range(presses):  # Ctrl+C reaches the whole group, as at a terminal
            os.killpg(child.pid, signal.SIGINT)
            time.sleep(0.02)
        out, err = child.communicate(timeout=30)
    finally:
        if child.poll() is None:
            os.killpg(child.pid, signal.SIGKILL)
            child.communicate()

    assert child.returncode == 130, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    assert "interrupted after" in err and "the results are for those games only" in err
    if output == "--json":
        data = json.loads(out)
        assert data["interrupted"] is True and data["games_planned"] == 1_000_000
        assert 0 <= data["games"] < 1_000_000
    else:
        words = " ".join(out.split())  # the table's title may wrap
        assert "interrupted after" in words and "games (partial results)" in words
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and not all(_gone(pid) for pid in workers):
        time.sleep(0.05)
    assert all(_gone(pid) for pid in workers)


def test_ending_the_pool_waits_for_its_manager_thread() -> None:
    """At exit CPython 3.11 writes to the manager thread's wake-up pipe without a lock; a
    thread still closing that pipe then made it print 'Bad file descriptor' tracebacks."""
    task: sim.Task = (0, "jass", ["easy"] * 4, 1, 0, None, None, None, "wall")
    before = set(threading.enumerate())
    games = sim._in_parallel(iter([task] * 8), 2)
    next(games)
    pool_threads = [
        t for t in set(threading.enumerate()) - before if "ExecutorManager" in type(t).__name__
    ]
    assert pool_threads  # this run's own pool, not one another test left behind
    games.close()  # the caller stops listening: the pool is ended at once
    assert not any(thread.is_alive() for thread in pool_threads)


@pytest.mark.skipif(
    threading.current_thread() is not threading.main_thread(), reason="signals: main thread"
)
def test_a_ctrl_c_while_workers_play_is_answered_between_waits() -> None:
    """Raised inside ``concurrent.futures``' locking, a Ctrl+C could leave a lock held and
    the exit hanging: while the pool runs it is noted, and raised by the handler it was
    held from once the loop is between two waits."""
    calls: list[int] = []

    def handler(signum: int, frame: object) -> None:
        calls.append(signum)
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGINT, handler)
    try:
        task: sim.Task = (0, "jass", ["easy"] * 4, 1, 0, None, None, None, "wall")
        games = sim._in_parallel(iter([task] * 1000), 2)
        next(games)
        signal.raise_signal(signal.SIGINT)
        assert calls == []  # noted, not raised where the consumer happens to be
        with pytest.raises(KeyboardInterrupt):
            for _ in games:
                pass
        assert calls == [signal.SIGINT]
        assert signal.getsignal(signal.SIGINT) is handler  # the held handler is back
    finally:
        signal.signal(signal.SIGINT, previous)


def test_a_parallel_run_leaves_the_ctrl_c_handler_as_it_found_it() -> None:
    before = signal.getsignal(signal.SIGINT)
    task: sim.Task = (0, "jass", ["easy"] * 4, 1, 0, None, None, None, "wall")
    assert len(list(sim._in_parallel(iter([task] * 4), 2))) == 4
    assert signal.getsignal(signal.SIGINT) is before


# ---------------------------------------------------------------- individual games


def test_individual_games_report_per_seat_and_per_level(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["--games", "2", "--seats", "normal,easy,normal,easy", "--json"]
    assert sim.main("differenzler", argv) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 2 and data["lowest_wins"] is True
    assert "margin_per_hand" not in data  # four players: no team margin
    assert len(data["wins"]) == len(data["win_rate"]) == len(data["ci95"]) == 4
    assert len(data["avg_total"]) == len(data["total_ci95"]) == 4
    pairs = zip(data["avg_total"], data["total_ci95"], strict=True)
    assert all(lo <= mean <= hi for mean, (lo, hi) in pairs)
    assert set(data["levels"]) == {"normal", "easy"}
    for level in data["levels"].values():
        assert set(level) == {"seats", "wins", "win_rate", "ci95", "avg_total", "total_ci95"}
        assert level["seats"] == 2
    [difference] = data["differences"]
    assert difference["levels"] == ["normal", "easy"]  # the stronger level first
    lo, hi = difference["ci95"]
    assert lo <= difference["mean"] <= hi
    normal, easy = data["levels"]["normal"], data["levels"]["easy"]
    assert difference["mean"] == pytest.approx(normal["avg_total"] - easy["avg_total"], abs=0.02)
    assert sum(data["wins"]) >= 2  # a tie for first is a win for each tied seat


def test_molotow_and_coiffeur_simulate_too(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        sim.main("molotow", ["--games", "2", "--seats", "easy,normal,easy,normal", "--json"]) == 0
    )
    data = json.loads(capsys.readouterr().out)
    assert data["lowest_wins"] is True and data["differences"][0]["levels"] == ["normal", "easy"]
    assert sim.main("coiffeur", ["--games", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert len(data["wins"]) == 2 and "levels" not in data
    assert sum(data["wins"]) + data["draws"] == 2


def test_individual_tables_name_the_levels_and_which_way_is_better(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "200")
    assert sim.main("molotow", ["--games", "2", "--seats", "normal,easy,easy,easy"]) == 0
    words = " ".join(capsys.readouterr().out.split())
    assert "lower totals are better" in words and "per bot level" in words
    assert "normal − easy:" in words


def test_a_drawn_team_game_counts_for_nobody() -> None:
    common = {"points_per_hand": (1.0, 1.0), "hands": 1, "decision_ms": {}}
    results = [
        sim.GameResult(seed=1, shift=0, winner=-1, firsts=(), **common),  # type: ignore[arg-type]
        sim.GameResult(seed=1, shift=1, winner=0, firsts=(0,), **common),  # type: ignore[arg-type]
    ]
    result = sim.aggregate("toy", "toy", 1, ["easy"] * 4, results)
    assert (result.wins, result.draws) == ([1, 0], 1)
    assert result.to_json()["draws"] == 1


def test_the_mean_and_its_interval() -> None:
    mean = sim.Mean()
    assert mean.ci95 == (0.0, 0.0)
    for value in (1.0, 2.0, 3.0, 4.0):
        mean.add(value)
    assert mean.mean == pytest.approx(2.5)
    assert mean.stdev == pytest.approx(1.2909944)
    lo, hi = mean.ci95
    assert (lo + hi) / 2 == pytest.approx(2.5)
    assert hi - lo == pytest.approx(2 * 1.96 * 1.2909944 / 2)
