"""The seat view: what a bot is given, and nothing of the other hands."""

from __future__ import annotations

import pydantic
import pytest

from spades_tui.state import SpadesGame
from spades_tui.view import SpadesView
from tests.spades.helpers import EAST, NORTH, SOUTH, WEST, bid_all, suit_deal


def test_view_has_no_field_for_other_cards() -> None:
    fields = set(SpadesView.model_fields)
    assert fields == {
        "seat",
        "hand",
        "preset",
        "partnerships",
        "options",
        "phase",
        "to_move",
        "dealer",
        "bids",
        "blind",
        "blind_nil_offer",
        "tricks",
        "tricks_won",
        "spades_broken",
        "scores",
        "bags",
        "hand_number",
        "history",
    }


def test_view_contents_during_play() -> None:
    game = SpadesGame.from_deal(suit_deal(SOUTH), 1, seed=1)
    bid_all(game, {SOUTH: 5, EAST: 0, NORTH: 2, WEST: 3})
    game.apply("play SA")
    game.apply("play C2")
    view = game.view(NORTH)
    assert view.seat == NORTH
    assert view.hand == tuple("D" + r for r in "AKQJT98765432")
    assert view.preset == "standard"
    assert view.partnerships
    assert view.options["target"] == 500
    assert view.phase == "play"
    assert view.to_move == NORTH
    assert view.dealer == EAST
    assert view.bids == (5, 0, 2, 3)
    assert len(view.tricks) == 1
    assert view.tricks[0].leader == SOUTH
    assert view.tricks[0].cards == ("SA", "C2")
    assert view.tricks[0].winner is None
    assert view.spades_broken
    assert view.scores == (0, 0)
    assert view.bags == (0, 0)
    assert view.hand_number == 1
    assert view.history == ("bid 5", "bid 3", "bid 2", "bid 0", "play SA", "play C2")


def test_view_is_frozen_and_valid() -> None:
    view = SpadesGame.new(seed=3).view(WEST)
    with pytest.raises(pydantic.ValidationError):
        view.seat = 0  # type: ignore[misc]
    assert SpadesView.model_validate_json(view.model_dump_json()) == view


def test_current_trick_is_shown_empty_with_its_leader_when_play_starts() -> None:
    game = SpadesGame.from_deal(suit_deal(SOUTH), 1, seed=1)
    assert game.hands[0].tricks == ()
    bid_all(game, {0: 1, 1: 1, 2: 1, 3: 1})
    trick = game.hands[0].tricks[-1]
    assert (trick.leader, trick.cards, trick.winner) == (SOUTH, (), None)
    assert game.hands[0].contract == (2, 2)
    game.apply("play SA")  # the cached record follows the game
    assert game.hands[0].tricks[-1].cards == ("SA",)
    assert game.hands[0].actions[-1] == "play SA"
