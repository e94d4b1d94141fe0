"""Our tables as ratios of bare Textual, measured in the same run (issue 18).

Skipped by default; run
``python -m pytest -n 0 -p no:cacheprovider tests/benchmarks/bench_ratios.py --benchmark-only``
(or ``python -m tests.benchmarks.ratios`` for the whole table at once; ``--game`` adds
whole games). The instruments are in ``ratios.py``, the yardstick app in ``bare_app.py``.

Each test measures ours and bare Textual (``BareApp``: a screen, four labels, one key)
``ROUNDS`` times, interleaved, and compares medians; ``extra_info`` holds both medians
(seconds), the ratio and the goal. Goals (our median / bare median):

- first screen, from a shell (``python -m jass_tui`` in a terminal, to the first frame
  written): ≤ 1.4;
- cursor move, key → repainted frame: ≤ 2;
- card played (engine, autosave, repaint), key → frame: ≤ 3; the autosave holding the
  card is on disk before the next key is handled (its time is reported as ``saved``);
- a whole game with instant bots: no frame waits more than 100 ms (the longest time the
  UI thread is busy with one thing).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.benchmarks import ratios

ROUNDS = 20
SIZES = [pytest.param(size, id=f"{size[0]}x{size[1]}") for size in ratios.SIZES]
GAMES = ["jass", "spades"]


def report(benchmark: Any, what: str, ours: list[float], bare: list[float]) -> float:
    mine, theirs = ratios.median(ours), ratios.median(bare)
    ratio = mine / theirs
    benchmark.extra_info.update(
        {
            "measure": what,
            "ours_median_s": mine,
            "bare_median_s": theirs,
            "ratio": ratio,
            "goal": ratios.GOALS.get(what),
            "ours_s": ours,
            "bare_s": bare,
        }
    )
    print(f"\n{what}: ours {mine * 1000:.1f} ms, bare {theirs * 1000:.1f} ms, ratio {ratio:.2f}")
    return ratio


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("size", SIZES)
def test_first_screen_ratio(benchmark: Any, game: str, size: ratios.Size) -> None:
    ours: list[float] = []
    bare: list[float] = []

    def measure() -> None:
        for _ in range(ROUNDS):
            bare.append(ratios.cold_start("bare", size))
            ours.append(ratios.cold_start(game, size))

    benchmark.pedantic(measure, rounds=1, iterations=1)
    assert report(benchmark, "first screen", ours, bare) <= ratios.GOALS["first screen"]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("size", SIZES)
def test_cursor_move_ratio(benchmark: Any, game: str, size: ratios.Size, tmp_path: Path) -> None:
    found: dict[str, list[float]] = {}

    def measure() -> None:
        found["bare"] = ratios.bare_key(size, ROUNDS)
        found["ours"] = ratios.table_cursor(game, size, ROUNDS, tmp_path)

    benchmark.pedantic(measure, rounds=1, iterations=1)
    ratio = report(benchmark, "cursor move", found["ours"], found["bare"])
    assert ratio <= ratios.GOALS["cursor move"]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("size", SIZES)
def test_card_played_ratio(benchmark: Any, game: str, size: ratios.Size, tmp_path: Path) -> None:
    found: dict[str, Any] = {}

    def measure() -> None:
        found["bare"] = ratios.bare_key(size, ROUNDS)
        found["ours"] = ratios.table_card(game, size, ROUNDS, tmp_path)

    benchmark.pedantic(measure, rounds=1, iterations=1)
    benchmark.extra_info["saved_median_s"] = ratios.median(found["ours"]["saved"])
    ratio = report(benchmark, "card played", found["ours"]["frame"], found["bare"])
    assert ratio <= ratios.GOALS["card played"]


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", GAMES)
def test_whole_games_longest_frame(
    benchmark: Any, game: str, size: ratios.Size, tmp_path: Path
) -> None:
    found: dict[str, Any] = {}

    def measure() -> None:
        found.update(ratios.whole_games(game, size, tmp_path))

    benchmark.pedantic(measure, rounds=1, iterations=1)
    benchmark.extra_info.update(found)
    print(f"\n{game}: {found}")
    assert found["longest_stall_s"] <= ratios.LONGEST_FRAME_GOAL
