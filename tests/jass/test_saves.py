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


def _edited(game: JassGame, edit: object) -> str:
    data = json.loads(game.to_json())
    edit(data)  # type: ignore[operator]
    return json.dumps(data)


def test_format_version_is_stored() -> None:
    assert json.loads(_midgame().to_json())["version"] == FORMAT_VERSION == 2


def test_hand_with_eight_cards() -> None:
    def edit(d: dict) -> None:  # type: ignore[type-arg]
        d["hands"][0]["cards"][1].pop()

    game = JassGame.from_deal(WEIS_DEAL, dealer=3, seed=1)
    with pytest.raises(ValueError, match="hand 1 has 8 cards for East"):
        JassGame.from_json(_edited(game, edit))


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
