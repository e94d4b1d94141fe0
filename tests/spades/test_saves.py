"""JSON round trip and the checks that refuse a damaged or edited save."""

from __future__ import annotations

import json
from typing import Any

import pytest

from spades_tui.state import FORMAT_VERSION, SpadesGame
from tests.spades.helpers import EAST, NORTH, SOUTH, WEST, bid_all, play_out_hand, suit_deal


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


def test_round_trip_equals_and_plays_on_identically() -> None:
    game = _game_after_two_hands()
    text = game.to_json()
    restored = SpadesGame.from_json(text)
    assert restored == game
    assert restored.to_json() == text
    assert restored.hands == game.hands
    for _ in range(3):
        restored.apply("bid 3")
        game.apply("bid 3")
    while game.hand_number == 3:
        action = game.legal_actions()[-1]
        assert restored.legal_actions() == game.legal_actions()
        game.apply(action)
        restored.apply(action)
    # The next hand is dealt from the seed in both.
    assert restored.hands[-1].cards == game.hands[-1].cards
    assert restored == game


def test_save_names_its_format_version() -> None:
    data = json.loads(SpadesGame.new(seed=1).to_json())
    assert data["format_version"] == FORMAT_VERSION == 2
    assert data["origin"] == "new"
    assert data["preset"] == "standard"
    assert data["seed"] == 1


def test_games_differing_only_in_a_move_are_not_equal() -> None:
    a = SpadesGame.new(seed=1)
    b = SpadesGame.new(seed=1)
    a.apply("bid 3")
    b.apply("bid 4")
    assert a != b
    assert a != "not a game"


def test_copy_is_independent() -> None:
    game = _game_after_two_hands()
    twin = game.copy()
    assert twin == game
    twin.apply("bid 1")
    assert twin != game
    assert game.to_move != twin.to_move


def test_finished_game_round_trips() -> None:
    game = SpadesGame.from_deal(suit_deal(SOUTH), 1, seed=1, target=100)
    bid_all(game, {SOUTH: 6, EAST: 1, NORTH: 6, WEST: 1})
    play_out_hand(game)
    restored = SpadesGame.from_json(game.to_json())
    assert restored == game
    assert restored.winner == 0
    assert restored.phase == "game_over"


def test_card_dealt_twice() -> None:
    game = SpadesGame.from_deal(suit_deal(SOUTH), 1, seed=1)

    def edit(data: dict[str, Any]) -> None:
        data["hands"][0]["cards"][1][0] = "SA"

    with pytest.raises(ValueError, match="the ace of spades is dealt twice"):
        SpadesGame.from_json(_edited(game, edit))


def test_scores_that_do_not_match_the_records() -> None:
    game = _game_after_two_hands()

    def edit(data: dict[str, Any]) -> None:
        data["scores"][0] += 10

    with pytest.raises(ValueError, match=r"the stored scores .* do not match the hand records"):
        SpadesGame.from_json(_edited(game, edit))


def test_record_points_that_do_not_match_the_actions() -> None:
    game = _game_after_two_hands()

    def edit(data: dict[str, Any]) -> None:
        data["hands"][0]["points"][0] += 10
        data["scores"][0] += 10

    with pytest.raises(ValueError, match=r"hand 1: the stored points .* does not match"):
        SpadesGame.from_json(_edited(game, edit))


def test_recorded_turn_that_is_wrong() -> None:
    game = SpadesGame.from_deal(suit_deal(SOUTH), 0, seed=1)  # West bids first
    assert game.to_move == WEST

    def edit(data: dict[str, Any]) -> None:
        data["to_move"] = NORTH

    with pytest.raises(ValueError, match="the recorded turn is North but it is West's turn"):
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


def test_later_hand_not_from_the_seed() -> None:
    game = _game_after_two_hands()

    def edit(data: dict[str, Any]) -> None:
        cards = data["hands"][1]["cards"]
        cards[0][0], cards[1][0] = cards[1][0], cards[0][0]

    with pytest.raises(ValueError, match="hand 2's cards do not match the deal from seed"):
        SpadesGame.from_json(_edited(game, edit))


def test_wrong_dealer_of_a_later_hand() -> None:
    game = _game_after_two_hands()

    def edit(data: dict[str, Any]) -> None:
        data["hands"][1]["dealer"] = (data["hands"][1]["dealer"] + 2) % 4

    with pytest.raises(ValueError, match="hand 2 was dealt by North, but the deal is"):
        SpadesGame.from_json(_edited(game, edit))


def test_newer_format_is_refused() -> None:
    def edit(data: dict[str, Any]) -> None:
        data["format_version"] = 3

    with pytest.raises(ValueError, match="format version 3, newer"):
        SpadesGame.from_json(_edited(SpadesGame.new(seed=1), edit))


@pytest.mark.parametrize(
    "text",
    ["", "{}", "[1, 2]", '{"format_version": 1}', "not json"],
)
def test_malformed_json(text: str) -> None:
    with pytest.raises(ValueError):
        SpadesGame.from_json(text)


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
