"""JSON round trip and the checks that refuse a damaged or edited save."""

from __future__ import annotations

import json
from typing import Any

import pytest

from spades_tui.state import FORMAT_VERSION, SpadesGame
from tests.spades.helpers import SOUTH, bid_all, play_out_hand, suit_deal


def _game_after_two_hands() -> SpadesGame:
    game = SpadesGame.new(seed=21, target=2000, nil=True)
    for _ in range(2):
        bid_all(game, {0: 3, 1: 0, 2: 4, 3: 2})
        play_out_hand(game)
    game.apply("bid 2")
    return game


def _edited(game: SpadesGame, edit: Any) -> str:
    data = json.loads(game.to_json())
    edit(data)
    return json.dumps(data)


def test_save_names_its_format_version() -> None:
    data = json.loads(SpadesGame.new(seed=1).to_json())
    assert data["format_version"] == FORMAT_VERSION == 3
    assert data["origin"] == "new"
    assert data["preset"] == "standard"
    assert data["seed"] == 1


def test_record_points_that_do_not_match_the_actions() -> None:
    game = _game_after_two_hands()

    def edit(data: dict[str, Any]) -> None:
        data["hands"][0]["points"][0] += 10
        data["scores"][0] += 10

    with pytest.raises(ValueError, match=r"hand 1: the stored points .* does not match"):
        SpadesGame.from_json(_edited(game, edit))


def test_negative_bag_count() -> None:
    def edit(data: dict[str, Any]) -> None:
        data["bags"] = [-1, 0]

    with pytest.raises(ValueError, match="negative bag count"):
        SpadesGame.from_json(_edited(SpadesGame.new(seed=1), edit))


def test_illegal_stored_action() -> None:
    game = SpadesGame.from_deal(suit_deal(SOUTH), 1, seed=1)
    bid_all(game, {0: 1, 1: 1, 2: 1, 3: 1})
    game.apply("play SA")

    def edit(data: dict[str, Any]) -> None:
        data["hands"][0]["actions"][4] = "play HA"

    with pytest.raises(ValueError, match=r"action 5 .* is not allowed: you do not hold"):
        SpadesGame.from_json(_edited(game, edit))


def test_unknown_preset_or_option_in_a_save() -> None:
    def preset(data: dict[str, Any]) -> None:
        data["preset"] = "whist"

    def option(data: dict[str, Any]) -> None:
        data["options"]["target"] = -5

    with pytest.raises(ValueError, match="unknown Spades preset 'whist'"):
        SpadesGame.from_json(_edited(SpadesGame.new(seed=1), preset))
    with pytest.raises(ValueError, match="target must be"):
        SpadesGame.from_json(_edited(SpadesGame.new(seed=1), option))


def test_save_without_the_next_hand() -> None:
    game = SpadesGame.from_deal(suit_deal(SOUTH), 1, seed=1)
    bid_all(game, {0: 1, 1: 1, 2: 1, 3: 1})
    play_out_hand(game)

    def edit(data: dict[str, Any]) -> None:
        data["hands"].pop()
        data["hand_number"] = 1

    with pytest.raises(ValueError, match="but the save has no hand 2"):
        SpadesGame.from_json(_edited(game, edit))


def test_a_version_1_game_is_migrated_and_replayed_from_its_first_deal() -> None:
    game = SpadesGame.new(seed=5)
    game.apply("bid 3")
    data = json.loads(game.to_json())
    del data["origin"]
    data["format_version"] = 1
    loaded = SpadesGame.from_json(json.dumps(data))
    assert loaded.hands == game.hands
    assert json.loads(loaded.to_json())["origin"] == "deal"
