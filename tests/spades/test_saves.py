"""JSON round trip and the checks that refuse a damaged or edited save."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from shared.persistence import load_save
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


# ------------------------------------------------------------ Part 4 options in saves

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
PART_4_OFF = {"jokers": "off", "first_lead": "left_of_dealer", "blind_nil": False}


def _as_version_2(game: SpadesGame) -> dict[str, Any]:
    """``game``'s save as format 2 wrote it: no Part 4 options, no ``blind`` in records."""
    data = json.loads(game.to_json())
    data["format_version"] = 2
    for name in PART_4_OFF:
        del data["options"][name]
    for hand in data["hands"]:
        del hand["blind"]
    return data


def test_a_version_2_game_loads_with_the_part_4_options_off() -> None:
    game = _game_after_two_hands()
    loaded = SpadesGame.from_json(json.dumps(_as_version_2(game)))
    assert loaded == game
    assert loaded.hands == game.hands and loaded.scores == game.scores
    assert {k: loaded.options[k] for k in PART_4_OFF} == PART_4_OFF
    assert json.loads(loaded.to_json())["format_version"] == 3
    assert all(h.blind == (False,) * 4 for h in loaded.hands)


def test_a_version_1_game_gets_both_migrations() -> None:
    data = _as_version_2(SpadesGame.new(seed=5))
    del data["origin"]
    data["format_version"] = 1
    loaded = SpadesGame.from_json(json.dumps(data))
    assert loaded.options["jokers"] == "off"


def test_the_migration_keeps_a_missing_older_option_missing() -> None:
    data = _as_version_2(SpadesGame.new(seed=5))
    del data["options"]["nil"]
    with pytest.raises(ValueError, match=r"the stored options .* are not complete"):
        SpadesGame.from_json(json.dumps(data))


def test_a_version_3_save_without_a_part_4_option_is_refused() -> None:
    data = json.loads(SpadesGame.new(seed=5).to_json())
    del data["options"]["jokers"]
    with pytest.raises(ValueError, match=r"the stored options .* are not complete"):
        SpadesGame.from_json(json.dumps(data))


@pytest.mark.parametrize(
    ("name", "value", "message"),
    [
        ("jokers", "wild", "jokers must be 'off', 'jokers' or 'jokers_deuces'"),
        ("first_lead", "dealer", "first_lead must be"),
        ("blind_nil", 1, "blind_nil must be True or False"),
    ],
)
def test_an_edited_part_4_option_is_refused(name: str, value: object, message: str) -> None:
    def edit(data: dict[str, Any]) -> None:
        data["options"][name] = value

    with pytest.raises(ValueError, match=message):
        SpadesGame.from_json(_edited(SpadesGame.new(seed=1), edit))


def test_switching_jokers_on_in_a_save_no_longer_matches_its_deal() -> None:
    game = SpadesGame.new(seed=4)
    game.apply("bid 3")

    def edit(data: dict[str, Any]) -> None:
        data["options"]["jokers"] = "jokers"

    with pytest.raises(ValueError, match="hand 1"):
        SpadesGame.from_json(_edited(game, edit))


def test_a_removed_deuce_put_back_into_a_joker_deal_is_refused() -> None:
    game = SpadesGame.from_deal(
        [list(h) for h in SpadesGame.new(seed=3, jokers="jokers").hands[0].cards],
        0,
        seed=3,
        jokers="jokers",
    )

    def edit(data: dict[str, Any]) -> None:
        cards = data["hands"][0]["cards"]
        seat = next(s for s in range(4) if "BJ" in cards[s])
        cards[seat][cards[seat].index("BJ")] = "C2"

    with pytest.raises(ValueError, match="hand 1: the two of clubs is not in the deck"):
        SpadesGame.from_json(_edited(game, edit))


@pytest.mark.parametrize("jokers", ["off", "jokers", "jokers_deuces"])
@pytest.mark.parametrize("first_lead", ["left_of_dealer", "two_of_clubs"])
def test_every_option_round_trips_mid_hand(jokers: str, first_lead: str) -> None:
    game = SpadesGame.new(seed=12, jokers=jokers, first_lead=first_lead, blind_nil=True)
    for _ in range(4):
        game.apply("bid 3")
    for _ in range(9):
        game.apply(game.legal_actions()[-1])
    data = json.loads(game.to_json())
    assert {k: data["options"][k] for k in PART_4_OFF} == {
        "jokers": jokers,
        "first_lead": first_lead,
        "blind_nil": True,
    }
    loaded = SpadesGame.from_json(game.to_json())
    assert loaded == game and loaded.legal_actions() == game.legal_actions()
    assert loaded.to_json() == game.to_json()


@pytest.mark.parametrize("name", ["spades-v1.json", "spades-v2.json"])
def test_the_old_save_files_load_unchanged(name: str, tmp_path: Path) -> None:
    path = tmp_path / name
    shutil.copy(FIXTURES / name, path)
    before = path.read_bytes()
    loaded = load_save(path, "spades")
    game = loaded.game
    stored = json.loads(before)["game"]
    assert path.read_bytes() == before
    assert {k: game.options[k] for k in PART_4_OFF} == PART_4_OFF
    assert list(game.scores) == stored["scores"]
    assert game.hand_number == stored["hand_number"] == len(game.hands)
    for record, old in zip(game.hands, stored["hands"], strict=True):
        assert [list(c) for c in record.cards] == old["cards"]
        assert list(record.actions) == old["actions"]
        assert list(record.bids) == old["bids"]
        assert record.blind == (False,) * 4
        assert record.points == (tuple(old["points"]) if old["points"] is not None else None)
