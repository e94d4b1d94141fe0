"""Level ``expert``: the strong search of every kind with more time and no cap on samples."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any, get_args

import pytest

from jass_tui.bots import ExpertJassBot, StrongJassBot
from jass_tui.bots.coiffeur import ExpertCoiffeurBot, StrongCoiffeurBot
from jass_tui.bots.differenzler import ExpertDifferenzlerBot, StrongDifferenzlerBot
from jass_tui.bots.molotow import ExpertMolotowBot, StrongMolotowBot
from shared import sim
from shared.bots import (
    _REGISTRY,
    BOT_LEVELS,
    EXPERT_BUDGET,
    EXPERT_MAX_SAMPLES,
    LEVELS,
    make_bot,
)
from shared.deadline import Deadline
from shared.kinds import kind_ids, load_engine
from shared.levels import LEVEL_WORDS, BotLevel
from shared.persistence import load_save, save_named
from shared.players import BOT_NAMES, PLAYER_KINDS, PlayerKind, PlayerSpec, default_players
from spades_tui.bots import ExpertSpadesBot, StrongSpadesBot

KINDS = {
    "jass": (StrongJassBot, ExpertJassBot),
    "coiffeur": (StrongCoiffeurBot, ExpertCoiffeurBot),
    "differenzler": (StrongDifferenzlerBot, ExpertDifferenzlerBot),
    "molotow": (StrongMolotowBot, ExpertMolotowBot),
    "spades": (StrongSpadesBot, ExpertSpadesBot),
}
SMALL_BUDGET = 0.05
SLACK = 0.25
"""Seconds of processor time a decision may take beyond its budget (set-up, last sample)."""


def positions(kind: str, seed: int = 3, count: int = 4) -> list[tuple[Any, list[Any]]]:
    """The first ``count`` real choices (two or more legal actions) of a game of normal bots,
    one every few decisions, so bids and contracts come with cards."""
    game = load_engine(kind).new(seed=seed)
    bots = [make_bot(kind, "normal", seed=seat) for seat in range(4)]
    found: list[tuple[Any, list[Any]]] = []
    step = 0
    while game.phase != "game_over" and len(found) < count:
        view, legal = game.view(game.to_move), list(game.legal_actions())
        if len(legal) > 1 and step % 5 == 0:
            found.append((view, legal))
        step += 1
        game.apply(bots[game.to_move].choose(view, legal))
    assert len(found) == count
    return found


def late_choice(kind: str, seed: int = 3) -> tuple[Any, list[Any]]:
    """A choice among several cards with at most four in the hand (short rollouts)."""
    game = load_engine(kind).new(seed=seed)
    bots = [make_bot(kind, "normal", seed=seat) for seat in range(4)]
    while game.phase != "game_over":
        view, legal = game.view(game.to_move), list(game.legal_actions())
        if len(legal) > 1 and len(view.hand) <= 4:
            return view, legal
        game.apply(bots[game.to_move].choose(view, legal))
    raise AssertionError(f"no late choice in a {kind} game")


def test_expert_is_a_level_of_the_table() -> None:
    assert LEVELS == ("easy", "normal", "strong", "expert") == get_args(BotLevel)
    assert tuple(LEVEL_WORDS) == LEVELS
    assert ("human", *LEVELS) == PLAYER_KINDS
    assert set(get_args(PlayerKind)) == set(PLAYER_KINDS)
    assert (*LEVELS, "ismcts") == BOT_LEVELS
    assert "expert" in sim.BUDGETED


@pytest.mark.parametrize("kind", kind_ids())
def test_every_kind_registers_expert_as_its_strong_search(kind: str) -> None:
    strong, expert = KINDS[kind]
    assert (kind, "expert") in _REGISTRY
    bot = make_bot(kind, "expert", seed=1)
    assert type(bot) is expert and isinstance(bot, strong)
    assert bot.level == "expert" and make_bot(kind, "strong", seed=1).level == "strong"
    assert (bot.budget, bot.max_samples, bot.clock) == (EXPERT_BUDGET, EXPERT_MAX_SAMPLES, "wall")
    assert EXPERT_BUDGET == 2.0 and EXPERT_MAX_SAMPLES > 10**9
    given = make_bot(kind, "expert", seed=1, budget=0.5, clock="cpu")
    assert (given.budget, given.clock, given.max_samples) == (0.5, "cpu", EXPERT_MAX_SAMPLES)


@pytest.mark.parametrize("kind", kind_ids())
def test_an_expert_answers_legally_within_its_budget(kind: str) -> None:
    bot = make_bot(kind, "expert", seed=7, budget=SMALL_BUDGET, clock="cpu")
    for view, legal in positions(kind):
        start = time.thread_time()
        action = bot.choose(view, legal)
        spent = time.thread_time() - start
        assert action in legal
        assert spent <= SMALL_BUDGET + SLACK, (kind, view.phase, spent)


class CountingDeadline:
    """``Deadline.passed`` that counts its calls and passes after ``limit`` of them (set on
    the class, it is called without the deadline: it is no method)."""

    def __init__(self, limit: int | None = None) -> None:
        self.calls = 0
        self.limit = limit

    def __call__(self) -> bool:
        self.calls += 1
        return self.limit is not None and self.calls > self.limit


@pytest.mark.parametrize("kind", kind_ids())
def test_expert_searches_past_the_strong_cap_until_its_deadline(
    kind: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With a clock that never runs out, strong stops at its cap of sampled deals; expert
    goes on, here three times as far, until the deadline says stop."""
    view, legal = late_choice(kind)
    never = CountingDeadline()
    monkeypatch.setattr(Deadline, "passed", never)
    assert make_bot(kind, "strong", seed=5).choose(view, legal) in legal
    capped = never.calls
    assert capped >= 200  # one look at the clock per sampled deal at least
    later = CountingDeadline(limit=3 * capped)
    monkeypatch.setattr(Deadline, "passed", later)
    assert make_bot(kind, "expert", seed=5).choose(view, legal) in legal
    assert later.calls == 3 * capped + 1  # searched on until the clock said stop


@pytest.mark.parametrize("kind", kind_ids())
def test_a_save_with_an_expert_seat_loads_back(kind: str, tmp_path: Path) -> None:
    players = default_players(BOT_NAMES[kind], level="expert")
    players = (players[0], players[1], PlayerSpec(name="Vreni", kind="strong"), players[3])
    game = load_engine(kind).new(seed=2)
    for _ in range(5):
        game.apply(game.legal_actions()[0])
    save_named(kind, "expert", game, players, {}, tmp_path)
    loaded = load_save("expert", kind, tmp_path)
    assert loaded.players == players and loaded.notice is None
    assert [p.kind for p in loaded.players] == ["human", "expert", "strong", "expert"]


def test_simulate_plays_expert_against_strong_with_a_budget_per_level() -> None:
    result = sim.simulate(
        "jass",
        ["expert", "strong", "expert", "strong"],
        games=2,
        budget={"strong": 0.01, "expert": 0.02},
        options={"target": 300},
        clock="cpu",
    )
    assert result.games == 2 and result.lineups == ["expert+expert", "strong+strong"]
    stats = result.decision_stats()
    assert set(stats) == {"expert", "strong"}
    # Each searching level thought about its own budget (single legal moves answer at once).
    assert stats["expert"]["p95"] > stats["strong"]["p95"]


def test_level_budget_reads_one_number_or_one_per_level() -> None:
    assert sim.level_budget(None, "expert") is None
    assert sim.level_budget(0.4, "expert") == sim.level_budget(0.4, "strong") == 0.4
    assert sim.level_budget(0.4, "normal") is None
    per_level = {"strong": 0.3, "expert": 2.0}
    assert sim.level_budget(per_level, "expert") == 2.0
    assert sim.level_budget(per_level, "strong") == 0.3
    assert sim.level_budget(per_level, "ismcts") is None  # keeps its own default
    with pytest.raises(ValueError, match="takes no budget"):
        sim.check_numbers(budget={"normal": 1.0})
    with pytest.raises(ValueError, match="budget"):
        sim.check_numbers(budget={"expert": 0.0})


def test_spades_expert_plays_its_cards_by_the_tree_unless_told_otherwise() -> None:
    expert = make_bot("spades", "expert", seed=1)
    assert isinstance(expert, StrongSpadesBot) and expert.tree
    plain = make_bot("spades", "expert", seed=1, tree=False)
    assert isinstance(plain, StrongSpadesBot) and not plain.tree
    strong = make_bot("spades", "strong", seed=1)
    assert isinstance(strong, StrongSpadesBot) and not strong.tree
