"""Thinking time as the player feels it: the searching bots answer within their budget
(counted from the call of ``choose``) plus 50 ms, on the wall clock or the CPU clock."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest

from shared.bots import make_bot
from shared.deadline import CLOCK_NAMES, Deadline, clock_named
from shared.kinds import load_engine
from tests.bots.walk import timed

BUDGET = 0.05
SLACK = 0.15
"""The brief allows 50 ms past the budget; the test allows more, for a busy machine
(the benchmark ``bench_bots.py`` measures the real 95th percentile)."""
KINDS = {
    "jass": {},
    "coiffeur": {},
    "differenzler": {"hands": 4},
    "molotow": {"hands": 2},
    "spades": {},
}


def decisions(kind: str, count: int) -> Iterator[tuple[Any, list[Any]]]:
    """The first ``count`` real choices (more than one legal action) of a normal game,
    the contract, bids or predictions included."""
    game = load_engine(kind).new(seed=6, **KINDS[kind])
    bot = make_bot(kind, "normal", seed=1)
    found = 0
    while found < count and game.phase != "game_over":
        seat = game.to_move
        view, legal = game.view(seat), game.legal_actions()
        if len(legal) > 1:
            found += 1
            yield view, legal
        game.apply(bot.choose(view, legal))


@pytest.mark.parametrize("level", ["strong", "ismcts"])
@pytest.mark.parametrize("kind", list(KINDS))
def test_a_searching_bot_answers_within_its_budget(kind: str, level: str) -> None:
    bot = make_bot(kind, level, seed=1, budget=BUDGET)
    longest = 0.0
    for view, legal in decisions(kind, 6):
        elapsed = timed(bot, view, legal)
        if elapsed >= BUDGET + SLACK:
            # Timed once more: a bot that overruns does so again, a stall of the machine
            # (a test worker's garbage collection, another process: once 0.31 s in CI
            # for a decision that takes 0.050 s alone) does not.
            elapsed = timed(bot, view, legal)
        longest = max(longest, elapsed)
    assert longest < BUDGET + SLACK


def test_the_cpu_clock_does_not_count_waiting() -> None:
    deadline = Deadline.after(0.05, "cpu")
    time.sleep(0.1)
    assert not deadline.passed()
    assert Deadline.after(0.0, "wall").remaining() <= 0.0


def test_a_deadline_can_be_shared_out() -> None:
    deadline = Deadline(end=time.perf_counter() + 10.0)
    half = deadline.sooner(0.5)
    assert 4.0 < half.remaining() <= 5.0
    assert half.clock is deadline.clock


def test_clocks_are_named() -> None:
    assert CLOCK_NAMES == ("wall", "cpu")
    assert clock_named("cpu") is time.thread_time
    with pytest.raises(ValueError, match="wall, cpu"):
        clock_named("sundial")


@pytest.mark.parametrize("kind", ["jass", "spades"])
def test_a_bot_on_the_cpu_clock_still_answers(kind: str) -> None:
    bot = make_bot(kind, "strong", seed=1, budget=BUDGET, clock="cpu")
    for view, legal in decisions(kind, 2):
        assert bot.choose(view, legal) in legal
