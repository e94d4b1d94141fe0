"""Coiffeur, Differenzler and Molotow bots: every level plays whole games legally and
deterministically, and the bots' hand states agree with the engines move by move."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from typing import Any

import pytest

from jass_tui.bots import coiffeur as coiffeur_bots
from jass_tui.bots import differenzler as differenzler_bots
from jass_tui.bots import molotow as molotow_bots
from jass_tui.bots.solo_state import SoloState
from shared import sim
from shared.bots import make_bot
from shared.kinds import load_engine

SHORT = {
    "coiffeur": {},  # 16 hands, one per cell
    "differenzler": {"hands": 4},
    "molotow": {"hands": 2},
}
BUILDERS = {
    "coiffeur": coiffeur_bots.state_from_view,
    "differenzler": differenzler_bots.state_from_view,
    "molotow": molotow_bots.state_from_view,
}


def positions(kind: str, seed: int, levels: tuple[str, ...], **options: Any) -> Iterator[Any]:
    """Every position of one game played by ``levels`` (by seat), before each action."""
    game = load_engine(kind).new(seed=seed, **options)
    bots = [make_bot(kind, level, seed=seed * 4 + s) for s, level in enumerate(levels)]
    while game.phase != "game_over":
        yield game
        seat = game.to_move
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions()))


@pytest.mark.parametrize(
    ("kind", "preset", "options"),
    [
        ("coiffeur", "coiffeur-8", {}),
        ("coiffeur", "coiffeur-10", {"push_to": "partner"}),
        ("differenzler", "differenzler", {"hands": 4}),
        ("differenzler", "differenzler", {"hands": 4, "exact_bonus": True}),
        ("molotow", "molotow", {"hands": 3}),
        ("molotow", "molotow", {"hands": 2, "last_hand_double": True}),
    ],
)
def test_easy_and_normal_bots_play_whole_games_legally(
    kind: str, preset: str, options: dict[str, Any]
) -> None:
    for seed in range(2):
        # play_game raises SimulationError on the first illegal action.
        result = sim.play_game(
            kind, ["normal", "easy", "normal", "easy"], seed, seed % 2, preset, None, options
        )
        assert len(result.totals) in (2, 4)


@pytest.mark.parametrize("kind", ["coiffeur", "differenzler", "molotow"])
def test_strong_bots_play_whole_games_legally(kind: str) -> None:
    result = sim.play_game(
        kind, ["strong", "normal", "strong", "easy"], 7, 0, None, 0.004, SHORT[kind]
    )
    assert result.decision_ms["strong"]


def test_normal_coiffeur_bots_play_slalom_and_guschti() -> None:
    cells = set()
    for seed in range(2):
        for game in positions("coiffeur", seed, ("normal",) * 4, preset="coiffeur-10"):
            if game.cell:
                cells.add(game.cell.partition(":")[0])
    assert {"slalom", "guschti", "joker", "joker2"} <= cells


@pytest.mark.parametrize("kind", ["coiffeur", "differenzler", "molotow"])
def test_same_seed_same_games(kind: str) -> None:
    levels = ["normal", "easy", "normal", "easy"]
    a = sim.simulate(kind, levels, games=2, seed=3, options=SHORT[kind])
    b = sim.simulate(kind, levels, games=2, seed=3, options=SHORT[kind])
    assert (a.wins, a.avg_points_per_hand) == (b.wins, b.avg_points_per_hand)


@pytest.mark.parametrize("kind", ["coiffeur", "differenzler", "molotow"])
def test_strong_bot_repeats_its_choices_when_the_sample_cap_ends_the_search(kind: str) -> None:
    # A budget far above what 3 samples need: the cap, not the clock, decides.
    first = make_bot(kind, "strong", seed=42, budget=30.0, max_samples=3)
    second = make_bot(kind, "strong", seed=42, budget=30.0, max_samples=3)
    compared = 0
    for game in positions(kind, 5, ("normal",) * 4, **SHORT[kind]):
        legal = game.legal_actions()
        if len(legal) > 1 and compared < 12 and game.hand_number == 1:
            view = game.view(game.to_move)
            assert first.choose(view, legal) == second.choose(view, legal)
            compared += 1
    assert compared == 12


@pytest.mark.parametrize("kind", ["coiffeur", "differenzler", "molotow"])
def test_strong_bot_stays_near_its_budget(kind: str) -> None:
    bot = make_bot(kind, "strong", seed=1, budget=0.03)
    times = []
    for game in positions(kind, 6, ("normal",) * 4, **SHORT[kind]):
        if game.hand_number > 1:
            break
        start = time.perf_counter()
        action = bot.choose(game.view(game.to_move), game.legal_actions())
        times.append(time.perf_counter() - start)
        assert action in game.legal_actions()
    # One rollout may run past the deadline; a loaded machine adds its share.
    assert sim.percentile(times, 50) < 0.03 + 0.05


# ------------------------------------------------------------------ states agree with engines


def _truth(state: Any, game: Any) -> None:
    state.hands = [list(game.held(s)) for s in range(4)]


@pytest.mark.parametrize(
    ("kind", "options"),
    [
        ("coiffeur", {"preset": "coiffeur-10"}),
        ("differenzler", {"hands": 4}),
        ("molotow", {"hands": 3}),
    ],
)
def test_bot_states_agree_with_the_engine_at_every_position(
    kind: str, options: dict[str, Any]
) -> None:
    """Random play: seat to move, legal cards, what play proves, and the hand's points
    played on in the bots' state and in the engine."""
    rng = random.Random(4)
    checked = 0
    for seed in range(3):
        game = load_engine(kind).new(seed=seed, **options)
        while game.phase != "game_over":
            legal = game.legal_actions()
            if game.phase == "play" and legal[0].kind == "play":
                seat = game.to_move
                state = BUILDERS[kind](game.view(seat))
                assert sorted(state.hands[seat]) == sorted(game.held(seat))
                for other in range(4):
                    held = set(game.held(other))
                    assert not state.excluded[other] & held  # never rules out a held card
                    assert state.known[other] <= held
                _truth(state, game)
                assert state.to_move == seat
                assert state.legal(seat) == [a.card for a in legal]
                if checked % 7 == 0:
                    _play_hand_in_both(kind, state, game.copy(), rng)
                checked += 1
            game.apply(rng.choice(legal))
    assert checked > 300


def _play_hand_in_both(kind: str, state: Any, game: Any, rng: random.Random) -> None:
    number = game.hand_number
    fixed_before = kind == "molotow" and game.trump is not None
    while game.hand_number == number and game.phase != "game_over":
        legal = game.legal_actions()
        if legal[0].kind in ("weis", "noweis"):
            game.apply("noweis")
            continue
        action = rng.choice(legal)
        assert state.legal(state.to_move) == [a.card for a in legal]
        game.apply(action)
        state.play(action.card)
    record = game.hands[number - 1]
    if kind == "coiffeur":
        assert state.trick_points[record.chooser % 2] == record.raw
        return
    assert tuple(state.taken) == record.taken
    if kind == "molotow":
        assert tuple(state.table_weis) == record.table_weis
        if not fixed_before:  # Stöck is reckoned when trump is fixed, with the hands then
            assert tuple(state.stoeck) == record.stoeck


def test_a_sampled_deal_never_contradicts_what_the_seat_saw() -> None:
    from jass_tui.bots.solo_state import sample_world

    rng = random.Random(2)
    for kind in ("differenzler", "molotow"):
        for game in positions(kind, 8, ("normal", "easy", "normal", "easy"), **SHORT[kind]):
            legal = game.legal_actions()
            if legal[0].kind != "play":
                continue
            seat = game.to_move
            view = game.view(seat)
            state: SoloState = BUILDERS[kind](view)
            seen = set(view.hand) | {c for t in view.tricks for c in t.cards}
            world = sample_world(state, seat, rng)
            assert world.hands[seat] == state.hands[seat]
            for other in range(4):
                if other != seat:
                    hand = set(world.hands[other])
                    assert not hand & seen and not hand & state.excluded[other]
                    assert len(hand) == len(game.held(other))
