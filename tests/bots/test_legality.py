"""Every level plays only legal actions, and the bots' search states agree with the engines
in bot games (random play over every contract: :mod:`tests.bots.test_rules_agree`)."""

from __future__ import annotations

import pytest

from jass_tui.bots.hand_state import state_from_view as jass_state
from shared import sim
from spades_tui.bots.hand_state import state_from_view as spades_state
from tests.bots.walk import positions

JASS_PRESETS = ["schieber-1000", "pagat-3000", "swisslos-2500", "tournament"]


@pytest.mark.parametrize("preset", JASS_PRESETS)
def test_easy_and_normal_jass_bots_play_legal_moves_in_every_preset(preset: str) -> None:
    options = {"hands": 3} if preset == "tournament" else {"target": 700}
    for seed in range(3):
        # play_game raises SimulationError on the first illegal action.
        result = sim.play_game(
            "jass", ["normal", "easy", "normal", "easy"], seed, seed % 2, preset, None, options
        )
        assert result.winner in (0, 1)


@pytest.mark.parametrize(
    ("preset", "options"),
    [
        ("standard", {}),
        ("standard", {"first_trick_spades": False, "target": 250}),
        ("standard", {"failed_nil_tricks": "nothing", "target": 250}),
        ("bicycle", {"target": 250}),
    ],
)
def test_easy_and_normal_spades_bots_play_legal_moves(preset: str, options: dict) -> None:
    for seed in range(3):
        result = sim.play_game(
            "spades", ["normal", "easy", "normal", "easy"], seed, seed % 2, preset, None, options
        )
        assert result.winner in range(4)


@pytest.mark.parametrize("kind", ["jass", "spades"])
def test_strong_bots_play_legal_moves(kind: str) -> None:
    preset = "schieber-1000" if kind == "jass" else "standard"
    options = {"target": 300} if kind == "jass" else {"target": 150}
    result = sim.play_game(
        kind, ["strong", "normal", "strong", "easy"], 7, 0, preset, 0.01, options
    )
    assert result.decision_ms["strong"]


def test_normal_against_normal_plays_every_hand_legally_in_long_games() -> None:
    for seed in range(2):
        sim.play_game("jass", ["normal"] * 4, seed)
        sim.play_game("spades", ["normal"] * 4, seed)


@pytest.mark.parametrize("seed", range(3))
def test_jass_rollout_rules_agree_with_the_engine(seed: int) -> None:
    for game in positions("jass", seed, ("normal", "easy", "easy", "normal"), target=500):
        legal = game.legal_actions()
        if game.phase != "play" or legal[0].kind != "play":
            continue
        seat = game.to_move
        assert seat is not None
        state = jass_state(game.view(seat))
        state.hands = [list(game.held(s)) for s in range(4)]
        assert state.to_move == seat
        assert state.legal(seat) == [a.card for a in legal]


@pytest.mark.parametrize("first_trick_spades", [True, False])
def test_spades_rollout_rules_agree_with_the_engine(first_trick_spades: bool) -> None:
    levels = ("normal", "easy", "easy", "normal")
    for game in positions("spades", 2, levels, target=200, first_trick_spades=first_trick_spades):
        if game.phase != "play":
            continue
        seat = game.to_move
        assert seat is not None
        state = spades_state(game.view(seat))
        state.hands = [list(game.held(s)) for s in range(4)]
        assert state.to_move == seat
        assert state.legal(seat) == [a.card for a in game.legal_actions()]


def test_spades_rollout_scores_a_hand_as_the_engine_does() -> None:
    """Play a hand to the end in the rollout copy and in the engine: same points."""
    from spades_tui.bots.policy import choose_card
    from spades_tui.rules import PLAY_ACTION

    for game in positions("spades", 9, ("normal",) * 4, target=150):
        if game.phase == "play" and not game.hands[-1].tricks[-1].cards:
            break
    seat = game.to_move
    assert seat is not None
    state = spades_state(game.view(seat))
    state.hands = [list(game.held(s)) for s in range(4)]
    number = game.hand_number
    while game.hand_number == number and game.phase != "game_over":
        card = choose_card(state, state.to_move, state.legal(state.to_move))
        game.apply(PLAY_ACTION[card])
        state.play(card)
    assert state.score() == game.hands[number - 1].points
