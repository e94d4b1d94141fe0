"""Molotow as a whole game: options, forehand, end, winner and places."""

from __future__ import annotations

import random
from typing import Any

import pytest

from jass_tui.individual import lowest_seat, places
from jass_tui.molotow import MolotowGame


def random_game(seed: int, **options: Any) -> MolotowGame:
    rng = random.Random(seed)
    game = MolotowGame.new(seed=seed, **options)
    while game.phase != "game_over":
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
    return game


def test_unknown_preset_and_bad_options_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown Molotow preset 'differenzler'"):
        MolotowGame.new("differenzler")
    with pytest.raises(ValueError, match="unknown Molotow option 'exact_bonus'"):
        MolotowGame.new(exact_bonus=True)
    with pytest.raises(ValueError, match="positive whole number"):
        MolotowGame.new(hands=0)
    with pytest.raises(ValueError, match="last_hand_double must be true or false"):
        MolotowGame.new(last_hand_double="yes")


def test_defaults_and_options() -> None:
    game = MolotowGame.new(seed=1)
    assert game.preset == "molotow" and game.phase == "play"
    assert game.options == {"hands": 8, "last_hand_double": False}
    assert MolotowGame.new(seed=1, hands=None, last_hand_double=None).options == game.options
    assert MolotowGame.new(seed=1, hands=5).hands_limit == 5


def test_the_holder_of_the_seven_of_hearts_is_first_forehand_then_it_moves_right() -> None:
    for seed in range(6):
        game = random_game(seed, hands=4)
        first = game.hands[0]
        assert "H7" in first.cards[first.forehand]
        forehands = [h.forehand for h in game.hands]
        assert forehands == [(first.forehand + k) % 4 for k in range(4)]
        assert all(h.tricks[0].leader == h.forehand for h in game.hands)


def test_the_preset_plays_eight_hands_to_the_end() -> None:
    game = random_game(9)
    assert len(game.hands) == 8 and all(h.finished for h in game.hands)
    assert game.to_move is None and game.legal_actions() == []
    totals = [sum(h.points[s] for h in game.hands if h.points) for s in range(4)]
    assert list(game.scores) == totals
    assert game.winner == lowest_seat(game.scores)
    assert game.places == places(game.scores)
    assert MolotowGame.from_json(game.to_json()) == game


def test_every_hand_ends_with_a_trump_fixed() -> None:
    # Nine cards per suit: some trick must hold a card that does not follow.
    game = random_game(12, hands=6)
    assert all(h.trump is not None and h.trump_fixed_by is not None for h in game.hands)


def test_the_view_carries_the_scoreboard() -> None:
    game = random_game(3, hands=2)
    view = game.view(1)
    assert [r.number for r in view.results] == [1, 2]
    for result, record in zip(view.results, game.hands, strict=True):
        assert result.points == record.points and result.taken == record.taken
        assert result.hand_weis == record.hand_weis and result.stoeck == record.stoeck
    assert view.scores == game.scores and view.places == game.places
    assert view.winner == game.winner
