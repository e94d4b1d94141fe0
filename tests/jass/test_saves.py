"""JSON round trip and the clear errors ``from_json`` gives for broken or edited saves."""

from __future__ import annotations

import json
import random

import pytest

from jass_tui.state import FORMAT_VERSION, JassGame
from tests.jass.test_weis import WEIS_DEAL


def _midgame(seed: int = 3, moves: int = 60) -> JassGame:
    game = JassGame.new(seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
    return game


def test_round_trip_equal_and_continues_identically() -> None:
    game = _midgame()
    copy = JassGame.from_json(game.to_json())
    assert copy == game
    assert copy.hands == game.hands
    assert copy.scores == game.scores and copy.to_move == game.to_move
    rng_a, rng_b = random.Random(1), random.Random(1)
    for _ in range(80):
        if game.phase == "game_over":
            break
        a = game.legal_actions()
        b = copy.legal_actions()
        assert a == b
        game.apply(a[rng_a.randrange(len(a))])
        copy.apply(b[rng_b.randrange(len(b))])
    assert copy == game
    assert copy.hands == game.hands


def test_round_trip_from_deal_and_finished_game() -> None:
    game = JassGame.from_deal(WEIS_DEAL, dealer=2, preset="pagat-3000", seed=5)
    assert JassGame.from_json(game.to_json()) == game
    rng = random.Random(5)
    while game.phase != "game_over":
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
    copy = JassGame.from_json(game.to_json())
    assert copy == game and copy.winner == game.winner


def test_games_differ_when_play_differs() -> None:
    a, b = JassGame.new(seed=1), JassGame.new(seed=1)
    a.apply("obe")
    b.apply("une")
    assert a != b


def _edited(game: JassGame, edit: object) -> str:
    data = json.loads(game.to_json())
    edit(data)  # type: ignore[operator]
    return json.dumps(data)


def test_format_version_is_stored() -> None:
    assert json.loads(_midgame().to_json())["version"] == FORMAT_VERSION == 1


@pytest.mark.parametrize("text", ["", "not json", "[]", "42", '{"version": 1}', '{"hands": "x"}'])
def test_garbage_is_a_clear_value_error(text: str) -> None:
    with pytest.raises(ValueError):
        JassGame.from_json(text)


def test_newer_version_refused() -> None:
    text = _edited(_midgame(), lambda d: d.update(version=FORMAT_VERSION + 1))
    with pytest.raises(ValueError, match="newer than this program reads"):
        JassGame.from_json(text)


def test_card_dealt_twice() -> None:
    def edit(d: dict) -> None:  # type: ignore[type-arg]
        d["hands"][0]["cards"][1][0] = d["hands"][0]["cards"][0][0]

    game = JassGame.from_deal(WEIS_DEAL, dealer=3, seed=1)
    with pytest.raises(ValueError, match="hand 1: the six of hearts is dealt twice"):
        JassGame.from_json(_edited(game, edit))


def test_hand_with_eight_cards() -> None:
    def edit(d: dict) -> None:  # type: ignore[type-arg]
        d["hands"][0]["cards"][1].pop()

    game = JassGame.from_deal(WEIS_DEAL, dealer=3, seed=1)
    with pytest.raises(ValueError, match="hand 1 has 8 cards for East"):
        JassGame.from_json(_edited(game, edit))


def test_tampered_scores() -> None:
    game = _midgame()
    real = game.scores

    def edit(d: dict) -> None:  # type: ignore[type-arg]
        d["scores"] = [real[0], real[1] + 10]

    with pytest.raises(
        ValueError,
        match=rf"the stored scores {real[0]}:{real[1] + 10} do not match the hand records "
        rf"\({real[0]}:{real[1]}\)",
    ):
        JassGame.from_json(_edited(game, edit))


def test_tampered_turn() -> None:
    game = JassGame.from_deal(WEIS_DEAL, dealer=3, seed=1)
    game.apply("obe")  # South (0) leads; South holds a Weis: still his turn
    with pytest.raises(ValueError, match="the recorded turn is North but it is South's turn"):
        JassGame.from_json(_edited(game, lambda d: d.update(to_move=2)))


def test_tampered_hand_points() -> None:
    game = _midgame(moves=80)

    def edit(d: dict) -> None:  # type: ignore[type-arg]
        d["hands"][0]["points"][0] += 10

    with pytest.raises(ValueError, match="hand 1: the stored points"):
        JassGame.from_json(_edited(game, edit))


def test_illegal_action_in_history() -> None:
    game = JassGame.from_deal(WEIS_DEAL, dealer=3, seed=1)
    game.apply("push")

    def edit(d: dict) -> None:  # type: ignore[type-arg]
        d["hands"][0]["actions"] = ["push", "push"]

    with pytest.raises(ValueError, match=r"hand 1, action 2 \('push' by North\) is not allowed"):
        JassGame.from_json(_edited(game, edit))


def test_later_deal_must_come_from_the_seed() -> None:
    game = _midgame(moves=60)
    assert game.hand_number >= 2

    def edit(d: dict) -> None:  # type: ignore[type-arg]
        cards = d["hands"][1]["cards"]
        cards[0][0], cards[1][0] = cards[1][0], cards[0][0]

    with pytest.raises(ValueError, match="hand 2's cards do not match the deal from seed"):
        JassGame.from_json(_edited(game, edit))


def test_wrong_dealer() -> None:
    game = _midgame(moves=60)

    def edit(d: dict) -> None:  # type: ignore[type-arg]
        d["hands"][1]["dealer"] = (d["hands"][1]["dealer"] + 1) % 4

    with pytest.raises(ValueError, match="hand 2 was dealt by"):
        JassGame.from_json(_edited(game, edit))
