"""Differenzler as a whole game: options, forehand, end, winner and shared places."""

from __future__ import annotations

import random

import pytest

from jass_tui.differenzler import HANDS_CHOICES, DifferenzlerGame
from jass_tui.individual import lowest_seat, places
from tests.differenzler.helpers import play_hand, taken_if_played


def test_unknown_preset_and_bad_options_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown Differenzler preset 'schieber-1000'"):
        DifferenzlerGame.new("schieber-1000")
    with pytest.raises(ValueError, match="unknown Differenzler option 'target'"):
        DifferenzlerGame.new(target=300)
    with pytest.raises(ValueError, match="one of 4, 8, 12, 16"):
        DifferenzlerGame.new(hands=5)
    with pytest.raises(ValueError, match="positive whole number"):
        DifferenzlerGame.new(hands=True)
    with pytest.raises(ValueError, match="exact_bonus must be true or false"):
        DifferenzlerGame.new(exact_bonus=1)


def test_defaults_and_options() -> None:
    game = DifferenzlerGame.new(seed=1)
    assert game.preset == "differenzler"
    assert game.options == {"hands": 12, "exact_bonus": False}
    assert DifferenzlerGame.new(seed=1, hands=None, exact_bonus=None).options == game.options
    assert DifferenzlerGame.new("differenzler", 1, hands=4, exact_bonus=True).options == {
        "hands": 4,
        "exact_bonus": True,
    }


def test_the_holder_of_the_seven_of_hearts_is_first_forehand_then_it_moves_right() -> None:
    for seed in range(10):
        game = DifferenzlerGame.new(seed=seed, hands=4)
        first = game.hands[0]
        assert "H7" in first.cards[first.forehand]
        assert game.to_move == first.forehand
        while game.phase != "game_over":
            game.apply(game.legal_actions()[0])
        forehands = [h.forehand for h in game.hands]
        assert forehands == [(first.forehand + k) % 4 for k in range(4)]
        assert [h.dealer for h in game.hands] == [(f - 1) % 4 for f in forehands]


@pytest.mark.parametrize("hands", HANDS_CHOICES)
def test_every_length_plays_to_the_end(hands: int) -> None:
    rng = random.Random(hands)
    game = DifferenzlerGame.new(seed=hands, hands=hands)
    while game.phase != "game_over":
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
    assert len(game.hands) == hands and all(h.finished for h in game.hands)
    assert game.to_move is None and game.legal_actions() == []
    totals = [sum(h.points[s] for h in game.hands if h.points) for s in range(4)]
    assert list(game.scores) == totals
    assert game.winner == lowest_seat(game.scores)
    assert game.places == places(game.scores)
    assert DifferenzlerGame.from_json(game.to_json()) == game


def test_the_default_preset_plays_twelve_hands() -> None:
    rng = random.Random(5)
    game = DifferenzlerGame.new(seed=5)
    while game.phase != "game_over":
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
    assert len(game.hands) == 12


def _play_with_misses(game: DifferenzlerGame, misses: tuple[int, int, int, int]) -> None:
    """Every hand: each seat predicts what it will take, off by ``misses[seat]``."""
    while game.phase != "game_over":
        taken = taken_if_played(game)
        while game.phase == "predict":
            seat = game.to_move
            assert seat is not None
            miss = misses[seat]
            guess = taken[seat] + miss if taken[seat] + miss <= 157 else taken[seat] - miss
            game.apply(f"predict {guess}")
        play_hand(game)


def test_equal_totals_share_a_place_and_the_lowest_seat_wins_the_tie() -> None:
    game = DifferenzlerGame.new(seed=21, hands=4)
    _play_with_misses(game, (3, 0, 3, 0))
    assert game.scores == (12, 0, 12, 0)
    assert game.places == (3, 1, 3, 1)
    assert game.winner == 1  # East and West tie for first: the lower seat number


def test_everybody_exact_everybody_first() -> None:
    game = DifferenzlerGame.new(seed=22, hands=4)
    _play_with_misses(game, (0, 0, 0, 0))
    assert game.scores == (0, 0, 0, 0)
    assert game.places == (1, 1, 1, 1) and game.winner == 0


def test_places_and_lowest_seat() -> None:
    assert places((10, 20, 20, 30)) == (1, 2, 2, 4)
    assert places((30, 20, 20, 10)) == (4, 2, 2, 1)
    assert places((-10, 5, -10, 5)) == (1, 3, 1, 3)
    assert lowest_seat((20, 10, 10, 30)) == 1
    assert lowest_seat((7, 7, 7, 7)) == 0


def test_the_view_carries_the_scoreboard() -> None:
    game = DifferenzlerGame.new(seed=4, hands=4)
    rng = random.Random(4)
    while game.hand_number < 3:
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
    view = game.view(2)
    assert [r.number for r in view.results] == [1, 2]
    for result, record in zip(view.results, game.hands, strict=False):
        assert result.predictions == record.predictions
        assert result.points == record.points and result.taken == record.taken
        assert sum(result.taken) == 157
    assert view.scores == game.scores and view.places == game.places
    assert view.hands_limit == 4 and view.exact_bonus is False
