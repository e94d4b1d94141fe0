"""Who sits where: the player specs that travel in every save."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from shared.players import BOT_NAMES, PlayerSpec, default_players


def test_default_table_is_one_person_and_three_normal_bots() -> None:
    players = default_players()
    assert [p.name for p in players] == ["You", "Ruedi", "Vreni", "Hansruedi"]
    assert [p.kind for p in players] == ["human", "normal", "normal", "normal"]
    assert [p.is_bot for p in players] == [False, True, True, True]


def test_bot_names_and_level_are_chosen_by_the_caller() -> None:
    players = default_players(BOT_NAMES["spades"], human_name="Ada Lovelace", level="strong")
    assert players[0] == PlayerSpec(name="Ada Lovelace", kind="human")
    assert [p.name for p in players[1:]] == list(BOT_NAMES["spades"])
    assert {p.kind for p in players[1:]} == {"strong"}


def test_three_bot_names_are_needed() -> None:
    with pytest.raises(ValueError, match="three bot names"):
        default_players(("Ruedi", "Vreni"))


@pytest.mark.parametrize("kind", ["robot", "Human", ""])
def test_unknown_player_kinds_are_refused(kind: str) -> None:
    with pytest.raises(ValidationError):
        PlayerSpec(name="X", kind=kind)  # type: ignore[arg-type]


def test_player_specs_are_frozen_and_need_a_name() -> None:
    spec = PlayerSpec(name="Vreni", kind="easy")
    with pytest.raises(ValidationError):
        spec.name = "Other"  # type: ignore[misc]
    with pytest.raises(ValidationError):
        PlayerSpec(name="", kind="human")
