"""Coiffeur saves: the kernel's replay-verified round trip, and edits it refuses."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from jass_tui.coiffeur import FORMAT_VERSION, CoiffeurGame
from tests.coiffeur.helpers import MODES_DEAL, play, play_hand_out


def _game() -> CoiffeurGame:
    game = CoiffeurGame.from_deal(MODES_DEAL, dealer=3, preset="coiffeur-10", seed=4)
    play(game, "push", "push", "slalom une")
    play_hand_out(game)
    play(game, "push")
    return game


def _edited(game: CoiffeurGame, edit: Callable[[dict[str, Any]], None]) -> str:
    data = json.loads(game.to_json())
    edit(data)
    return json.dumps(data)


def test_a_save_holds_the_version_options_and_the_hand_fields() -> None:
    game = _game()
    data = json.loads(game.to_json())
    assert data["version"] == FORMAT_VERSION == 1
    assert data["preset"] == "coiffeur-10" and data["options"] == {"push_to": "next"}
    first = data["hands"][0]
    assert first["cell"] == "slalom:une" and first["chooser"] == 2 and first["pushes"] == [0, 1]
    assert first["multiplier"] == 7 and first["raw"] * 7 == first["points"][0]
    loaded = CoiffeurGame.from_json(game.to_json())
    assert loaded == game and loaded.board == game.board and loaded.to_move == game.to_move


def test_a_partner_push_game_round_trips() -> None:
    game = CoiffeurGame.from_deal(MODES_DEAL, dealer=3, seed=4, push_to="partner")
    play(game, "push", "obe", "play SA", "play S9")  # North chose, so North leads
    assert CoiffeurGame.from_json(game.to_json()) == game


@pytest.mark.parametrize(
    ("field", "value", "match"),
    [
        ("cell", "slalom:obe", "hand 1: the stored cell 'slalom:obe' does not match"),
        ("cell", "joker:X", "'joker:X' is not a Coiffeur cell"),
        ("raw", 0, "hand 1: the stored raw"),
        ("chooser", 1, "hand 1: the stored chooser"),
        ("pushes", [0], "hand 1: the stored pushes"),
        ("multiplier", 8, "hand 1: the stored multiplier"),
        ("match", 0, "hand 1: the stored match"),
    ],
)
def test_an_edited_hand_is_refused(field: str, value: object, match: str) -> None:
    def edit(data: dict[str, Any]) -> None:
        data["hands"][0][field] = value

    with pytest.raises(ValueError, match=match):
        CoiffeurGame.from_json(_edited(_game(), edit))


def test_a_push_that_was_not_allowed_is_refused() -> None:
    game = CoiffeurGame.from_deal(MODES_DEAL, dealer=3, seed=4, push_to="partner")
    play(game, "push", "obe")

    def edit(data: dict[str, Any]) -> None:
        data["hands"][0]["actions"][1] = "push"

    with pytest.raises(ValueError, match=r"action 2 \('push' by North\) is not allowed"):
        CoiffeurGame.from_json(_edited(game, edit))


def test_options_must_be_complete_and_valid() -> None:
    def edit(data: dict[str, Any]) -> None:
        data["options"] = {"push_to": "around"}

    with pytest.raises(ValueError, match="push_to must be 'next' or 'partner'"):
        CoiffeurGame.from_json(_edited(_game(), edit))
