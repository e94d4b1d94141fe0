"""The ``ismcts`` yardstick: the tree's UCB1 and availability counts on tiny games, and
whole games of every kind played legally, deterministically and better than random."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest
from pydantic import ValidationError

from shared import sim
from shared.bots import BOT_LEVELS, LEVELS, YARDSTICKS, make_bot
from shared.deadline import Deadline
from shared.ismcts import EXPLORATION, IsmctsBot, Node, World, grow, most_visited, scaled
from shared.kinds import load_engine
from shared.players import PLAYER_KINDS, PlayerSpec

# ------------------------------------------------------------------ tiny games


@dataclass
class OneShot:
    """One move by seat 0 among ``offered``; each move's reward for seat 0 is fixed."""

    offered: Sequence[str]
    pays: dict[str, float]
    chosen: str | None = None

    def to_move(self) -> int:
        return 0

    def moves(self) -> Sequence[str]:
        return self.offered

    def play(self, move: str) -> None:
        self.chosen = move

    def over(self) -> bool:
        return self.chosen is not None

    def rewards(self) -> Sequence[float]:
        assert self.chosen is not None
        mine = self.pays[self.chosen]
        return (mine, 1 - mine)


@dataclass
class Duel:
    """Seat 0 picks L or R, then seat 1 picks l or r; seat 1 wants what seat 0 does not.

    Seat 0's rewards: L-l 1, L-r 0, R-l 0.6, R-r 0.6. L is best only if seat 1 blunders;
    a search that gives each node its mover's reward plays R.
    """

    played: list[str] = field(default_factory=list)

    def to_move(self) -> int:
        return len(self.played)

    def moves(self) -> Sequence[str]:
        return ("L", "R") if not self.played else ("l", "r")

    def play(self, move: str) -> None:
        self.played.append(move)

    def over(self) -> bool:
        return len(self.played) == 2

    def rewards(self) -> Sequence[float]:
        first = {"Ll": 1.0, "Lr": 0.0, "Rl": 0.6, "Rr": 0.6}["".join(self.played)]
        return (first, 1 - first)


def alternating(*offers: Sequence[str], pays: dict[str, float]) -> Any:
    """A sampler whose determinizations offer ``offers[0]``, ``offers[1]``, … in turn."""
    count = [0]

    def sample(rng: random.Random) -> World:
        offered = offers[count[0] % len(offers)]
        count[0] += 1
        return OneShot(offered, pays)

    return sample


def test_availability_counts_only_the_visits_in_which_a_move_was_legal() -> None:
    # Worlds alternate: only "a" legal, then "a" and "b". After 2k iterations "a" was on
    # offer at every selection (2k - 2 of them) and "b" at every other one (k - 1).
    k = 20
    root = grow(
        alternating(("a",), ("a", "b"), pays={"a": 0.5, "b": 0.5}),
        random.Random(1),
        iterations=2 * k,
    )
    a, b = root.children["a"], root.children["b"]
    assert (a.avails, b.avails) == (1 + (2 * k - 2), 1 + (k - 1))
    assert a.visits + b.visits == root.visits == 2 * k


def test_ucb_weighs_exploration_by_availability_not_by_the_parents_visits() -> None:
    root = Node()
    a, b = root.expand("a", 0), root.expand("b", 0)
    a.visits, a.reward, a.avails = 10, 5.0, 1000  # mean 0.5, on offer often
    b.visits, b.reward, b.avails = 10, 7.0, 10  # mean 0.7, rarely on offer
    ucb_a = 0.5 + EXPLORATION * math.sqrt(math.log(1000) / 10)
    ucb_b = 0.7 + EXPLORATION * math.sqrt(math.log(10) / 10)
    assert ucb_a > ucb_b
    assert root.select(["a", "b"], EXPLORATION) is a
    assert (a.avails, b.avails) == (1001, 11)
    # Offered alone, b is chosen and only b counts one more availability.
    assert root.select(["b"], EXPLORATION) is b
    assert (a.avails, b.avails) == (1001, 12)


def test_the_search_finds_the_best_move_and_plays_the_most_visited() -> None:
    sample = alternating(("a", "b", "c"), pays={"a": 0.2, "b": 0.9, "c": 0.4})
    root = grow(sample, random.Random(3), iterations=300)
    assert most_visited(root, ["a", "b", "c"]) == "b"
    assert root.children["b"].visits > root.children["a"].visits + root.children["c"].visits


def test_each_node_is_scored_for_the_seat_that_moved_into_it() -> None:
    root = grow(lambda rng: Duel(), random.Random(5), iterations=2000)
    assert most_visited(root, ["L", "R"]) == "R"
    # Below L, seat 1's nodes hold seat 1's reward: r (seat 0 gets 0) is its best.
    below = root.children["L"].children
    assert below["r"].visits > below["l"].visits
    assert below["r"].reward / below["r"].visits == pytest.approx(1.0)


def test_iterations_fix_the_work_whatever_the_clock_says() -> None:
    passed = Deadline(end=-math.inf)
    sample = alternating(("a", "b"), pays={"a": 0.3, "b": 0.6})
    assert grow(sample, random.Random(1), passed, iterations=50).visits == 50
    # On the clock alone, a passed deadline still leaves one iteration to answer with.
    assert grow(sample, random.Random(1), passed).visits == 1


def test_a_cap_ends_the_search_once_the_leader_cannot_be_caught() -> None:
    never = Deadline(end=math.inf)
    clear = alternating(("a", "b"), pays={"a": 0.05, "b": 0.95})
    root = grow(clear, random.Random(2), never, cap=1000, exploration=0.1)
    a, b = root.children["a"].visits, root.children["b"].visits
    assert root.visits < 1000  # stopped early ...
    assert b - a > 1000 - root.visits  # ... exactly when the rest could not change the choice
    assert b - a <= 1000 - (root.visits - 1) + 1
    # A close call runs to the cap, and the same seed repeats it exactly.
    close = alternating(("a", "b"), pays={"a": 0.5, "b": 0.5})
    first = grow(close, random.Random(4), never, cap=200)
    again = grow(close, random.Random(4), never, cap=200)
    assert first.visits == again.visits == 200
    assert [c.visits for c in first.children.values()] == [
        c.visits for c in again.children.values()
    ]


def test_rewards_are_scaled_and_clipped() -> None:
    assert scaled(0, -100, 100) == 0.5
    assert scaled(150, -100, 100) == 1.0
    assert scaled(-150, -100, 100) == 0.0


# ------------------------------------------------------------------ the level


def test_ismcts_is_a_level_for_make_bot_and_simulate_but_not_for_the_table() -> None:
    assert YARDSTICKS == ("ismcts",)
    assert set(BOT_LEVELS) == {*LEVELS, "ismcts"}
    assert "ismcts" not in PLAYER_KINDS
    with pytest.raises(ValidationError):
        PlayerSpec(name="Yard", kind="ismcts")
    with pytest.raises(ValueError, match="ismcts"):
        make_bot("jass", "cleverer")
    bot = make_bot("spades", "ismcts", seed=1, budget=0.2, iterations=7, clock="cpu")
    assert isinstance(bot, IsmctsBot)
    assert (bot.budget, bot.iterations, bot.clock) == (0.2, 7, "cpu")
    with pytest.raises(ValueError, match="clock"):
        make_bot("spades", "ismcts", clock="sundial")


KINDS = {
    "jass": {"target": 300},
    "coiffeur": {},
    "differenzler": {"hands": 4},
    "molotow": {"hands": 2},
    "spades": {"target": 150},
}


@pytest.mark.parametrize("kind", list(KINDS))
def test_ismcts_plays_whole_games_of_every_kind_legally(kind: str) -> None:
    # play_game raises SimulationError on the first illegal action.
    result = sim.play_game(
        kind, ["ismcts", "easy", "ismcts", "normal"], 3, 1, None, 0.001, KINDS[kind]
    )
    assert result.decision_ms["ismcts"]


def test_ismcts_plays_spades_with_blind_nil_and_jokers_legally() -> None:
    options = {"target": 300, "blind_nil": True, "jokers": "jokers", "first_lead": "two_of_clubs"}
    result = sim.play_game(
        "spades", ["easy", "ismcts", "easy", "ismcts"], 2, 0, None, 0.001, options
    )
    assert result.decision_ms["ismcts"]


def _blind_nil_position() -> Any:
    """A Spades position where the seat to move is offered Blind Nil (its team behind)."""
    game = load_engine("spades").new(seed=4, target=500, blind_nil=True)
    bots = [make_bot("spades", level, seed=s) for s, level in enumerate(["normal", "easy"] * 2)]
    while not game.view(game.to_move).blind_nil_offer:
        seat = game.to_move
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions()))
    return game


def test_the_blind_nil_question_is_searched_without_the_bots_own_cards() -> None:
    from spades_tui.bots import ismcts as spades_ismcts
    from spades_tui.rules import BLIND_NIL

    game = _blind_nil_position()
    view = game.view(game.to_move)
    sample = spades_ismcts.blind_sampler(view)
    rng = random.Random(0)
    dealt = [sorted(sample(rng).hand.hands[view.seat]) for _ in range(5)]  # type: ignore[attr-defined]
    assert any(hand != sorted(view.hand) for hand in dealt)
    world = sample(rng)
    assert list(world.moves()) == [BLIND_NIL, spades_ismcts.LOOK]
    bot = make_bot("spades", "ismcts", seed=2, iterations=40)
    assert bot.choose(view, game.legal_actions()) in game.legal_actions()


def _ismcts_games(
    kind: str, seats: Sequence[str], games: int, iterations: int, **options: Any
) -> list[Any]:
    """Finished games with ``ismcts`` bots on a fixed number of iterations (no clock)."""
    finished = []
    for seed in range(games):
        game = load_engine(kind).new(seed=seed, **options)
        bots = [
            make_bot(kind, level, seed=seed * 4 + s, iterations=iterations)
            for s, level in enumerate(seats)
        ]
        while game.phase != "game_over":
            seat = game.to_move
            game.apply(bots[seat].choose(game.view(seat), game.legal_actions()))
        finished.append(game)
    return finished


@pytest.mark.parametrize(
    ("kind", "options"), [("jass", {"target": 300}), ("spades", {"target": 150})]
)
def test_ismcts_beats_easy_clearly(kind: str, options: dict[str, Any]) -> None:
    games = _ismcts_games(kind, ["ismcts", "easy", "ismcts", "easy"], 4, 30, **options)
    assert [game.winner for game in games] == [0, 0, 0, 0]


def test_ismcts_misses_its_differenzler_numbers_by_less_than_easy() -> None:
    # 158 predictions to try: with few iterations each seat's number is rough, so the
    # penalties are compared over both seats of each level and two games.
    games = _ismcts_games("differenzler", ["ismcts", "easy", "ismcts", "easy"], 2, 40, hands=4)
    ismcts = sum(game.scores[0] + game.scores[2] for game in games)
    easy = sum(game.scores[1] + game.scores[3] for game in games)
    assert ismcts < 0.75 * easy


@pytest.mark.parametrize("kind", list(KINDS))
def test_the_same_seed_and_iterations_give_the_same_choices(kind: str) -> None:
    first = make_bot(kind, "ismcts", seed=11, iterations=12)
    second = make_bot(kind, "ismcts", seed=11, iterations=12)
    game = load_engine(kind).new(seed=8, **KINDS[kind])
    others = make_bot(kind, "normal", seed=1)
    compared = 0
    while compared < 8:
        seat = game.to_move
        view, legal = game.view(seat), game.legal_actions()
        if len(legal) > 1:
            assert first.choose(view, legal) == second.choose(view, legal)
            compared += 1
        game.apply(others.choose(view, legal))


def test_an_expand_policy_picks_which_untried_move_grows_first() -> None:
    offered: list[list[str]] = []

    def last(world: Any, fresh: Sequence[str], rng: random.Random) -> str:
        offered.append(list(fresh))
        return fresh[-1]

    sample = alternating(("a", "b", "c"), pays={"a": 0.5, "b": 0.5, "c": 0.5})
    root = grow(sample, random.Random(1), iterations=4, expand=last)
    # Only untried moves are offered, and each iteration grew the one the policy chose.
    assert offered == [["a", "b", "c"], ["a", "b"], ["a"]]
    assert list(root.children) == ["c", "b", "a"]


def test_the_default_expansion_is_uniform_over_the_untried_moves() -> None:
    counts = {"a": 0, "b": 0, "c": 0}
    for seed in range(300):
        sample = alternating(("a", "b", "c"), pays={"a": 0.5, "b": 0.5, "c": 0.5})
        root = grow(sample, random.Random(seed), iterations=1)
        counts[next(iter(root.children))] += 1
    assert all(70 <= n <= 130 for n in counts.values()), counts


def test_a_bias_favours_the_move_a_node_grew_first_and_fades_with_its_visits() -> None:
    def last(world: Any, fresh: Sequence[str], rng: random.Random) -> str:
        return fresh[-1]

    pays = {"a": 0.5, "b": 0.5, "c": 0.5}
    root = grow(
        alternating(("a", "b", "c"), pays=pays),
        random.Random(1),
        iterations=300,
        expand=last,
        bias=2.0,
    )
    first, *others = (root.children[m] for m in ("c", "b", "a"))
    assert (first.bonus, [o.bonus for o in others]) == (2.0, [0.0, 0.0])
    # Equal rewards: only the bonus tells them apart, and it shrinks as 1 / (visits + 1),
    # so the first move is visited more, but not by all of the iterations.
    assert first.visits > max(o.visits for o in others) + 15
    assert min(o.visits for o in others) > 80
    unbiased = grow(
        alternating(("a", "b", "c"), pays=pays), random.Random(1), iterations=300, expand=last
    )
    children = unbiased.children.values()
    assert all(child.bonus == 0.0 for child in children)
    visits = [child.visits for child in children]
    assert max(visits) - min(visits) <= 1
