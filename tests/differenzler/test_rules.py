"""Differenzler, RULES.md 3.2, rule by rule on constructed deals."""

from __future__ import annotations

import json
from typing import Any

import pytest

from jass_tui.differenzler import (
    MAX_PREDICTION,
    PREDICT,
    DifferenzlerGame,
    describe_action,
    drawn_trump,
)
from jass_tui.rules import legal_cards
from shared.engine import IllegalAction, InvalidAction
from tests.differenzler.helpers import (
    ALL_HEARTS_DEAL,
    FOLLOW_DEAL,
    PUUR_DEAL,
    legal,
    play,
    play_hand,
    seed_with_trump,
)

HEARTS = seed_with_trump("H")


def hearts_game(deal: list[list[str]], **options: Any) -> DifferenzlerGame:
    """``deal`` dealt by West, so South is forehand; hearts are trump."""
    game = DifferenzlerGame.from_deal(deal, 3, seed=HEARTS, **options)
    assert game.trump == "H"
    return game


# ---------------------------------------------------------------------- trump


def test_trump_is_a_suit_drawn_from_the_seed_and_shown_before_anyone_predicts() -> None:
    seen = set()
    for seed in range(40):
        game = DifferenzlerGame.new(seed=seed)
        assert game.phase == "predict" and not game.hands[0].actions
        assert game.trump == drawn_trump(seed, 1) == game.hands[0].trump
        for seat in range(4):
            assert game.view(seat).trump == game.trump
        seen.add(game.trump)
    assert seen == {"H", "D", "S", "C"}  # a suit, never Obenabe or Undenufe


def test_each_hand_draws_its_own_trump_reproducibly() -> None:
    game = DifferenzlerGame.new(seed=11, hands=8)
    while game.phase != "game_over":
        game.apply(game.legal_actions()[0])
    trumps = [h.trump for h in game.hands]
    assert trumps == [drawn_trump(11, n) for n in range(1, 9)]
    assert len(set(trumps)) > 1


# ---------------------------------------------------------------------- predictions


def test_forehand_predicts_first_then_in_play_order_then_leads() -> None:
    game = DifferenzlerGame.from_deal(FOLLOW_DEAL, 2, seed=HEARTS)  # North deals
    assert game.hands[0].forehand == 3
    order = []
    for points in (10, 20, 30, 40):
        assert game.phase == "predict"
        order.append(game.to_move)
        game.apply(f"predict {points}")
    assert order == [3, 0, 1, 2]
    assert game.phase == "play" and game.to_move == 3
    assert game.hands[0].predictions == (20, 30, 40, 10)
    assert game.hands[0].tricks[-1].leader == 3


def test_the_predict_phase_offers_all_158_predictions_interned() -> None:
    game = DifferenzlerGame.new(seed=1)
    actions = game.legal_actions()
    assert [str(a) for a in actions] == [f"predict {n}" for n in range(158)]
    assert all(a is p for a, p in zip(actions, PREDICT, strict=True))
    assert DifferenzlerGame.new(seed=2).legal_actions()[40] is PREDICT[40]
    assert all(a.kind == "predict" and a.prediction == n for n, a in enumerate(actions))
    game.apply("predict 157")
    game.apply(" Predict  0 ")
    assert game.hands[0].predictions.count(None) == 2


@pytest.mark.parametrize(
    "text", ["predict 158", "predict -1", "predict", "predict 4 5", "predict x", "predict ٣"]
)
def test_a_prediction_outside_0_to_157_is_no_action(text: str) -> None:
    game = DifferenzlerGame.new(seed=1)
    before = game.to_json()
    with pytest.raises(InvalidAction):
        game.apply(text)
    assert game.to_json() == before
    assert MAX_PREDICTION == 157


def test_cards_wait_for_the_predictions_and_predictions_for_nobody() -> None:
    game = hearts_game(FOLLOW_DEAL)
    with pytest.raises(IllegalAction, match="everybody predicts before the first card"):
        game.apply("play CA")
    assert game.legal_reason("CA") == "everybody predicts before the first card is played"
    play(game, "predict 30", "predict 30", "predict 30", "predict 30")
    with pytest.raises(IllegalAction, match="the predictions are made"):
        game.apply("predict 12")
    with pytest.raises(InvalidAction):
        game.apply("trump H")  # a Schieber action, not a Differenzler one
    with pytest.raises(InvalidAction):
        game.apply("weis")


def test_predictions_are_private_until_the_hand_ends() -> None:
    game = hearts_game(ALL_HEARTS_DEAL)
    play(game, "predict 151", "predict 3")
    for seat in range(4):
        view = game.view(seat)
        assert view.predicted == (True, True, False, False)
        mine = {0: 151, 1: 3}.get(seat)
        assert view.predictions == tuple(mine if s == seat else None for s in range(4))
        if seat != 0:
            assert "151" not in view.model_dump_json()
        assert view.history == ()
    play(game, "predict 0", "predict 2")
    play(game, "play HA")
    view = game.view(2)
    assert view.predictions == (None, None, 0, None)
    assert view.history == ("play HA",)
    assert json.loads(view.model_dump_json())["results"] == []
    play_hand(game)
    assert game.hand_number == 2
    for seat in range(4):
        (result,) = game.view(seat).results
        assert result.predictions == (151, 3, 0, 2)
        assert result.taken == (157, 0, 0, 0)
        assert game.view(seat).predictions == (None, None, None, None)  # the new hand
    game.apply("predict 9")  # East is forehand of hand 2
    assert game.view(1).predictions == (None, 9, None, None)
    assert game.view(0).predictions == (None, None, None, None)


def test_describe_action() -> None:
    assert describe_action("predict 40") == "predicts 40 points"
    assert describe_action("play HJ") == "plays the jack of hearts"
    assert describe_action("dance") == "dance"


# ---------------------------------------------------------------------- play


def test_a_trump_may_be_played_instead_of_following_and_undertrumping_is_allowed() -> None:
    game = hearts_game(FOLLOW_DEAL)
    play(game, "predict 0", "predict 0", "predict 0", "predict 0", "play CA")
    # East holds the clubs king: follow, or play any trump.
    assert legal(game) == ["play H9", "play H7", "play CK"]
    game.apply("play H9")
    # North may undertrump East's nine with the six (Schieber would refuse it).
    assert legal(game) == ["play H6", "play CQ"]
    assert "H6" not in legal_cards(game.held(2), ["CA", "H9"], "H")
    assert game.legal_reason("SK") == "you must follow clubs or play a trump"
    assert game.legal_reason("H6") is None
    game.apply("play H6")
    game.apply("play C9")
    trick = game.hands[0].tricks[0]
    assert trick.cards == ("CA", "H9", "H6", "C9") and trick.winner == 1
    assert game.hands[0].taken == (0, 11 + 0 + 14 + 0, 0, 0)


def test_a_player_void_in_the_led_suit_may_play_any_card() -> None:
    game = hearts_game(FOLLOW_DEAL)
    play(game, "predict 0", "predict 0", "predict 0", "predict 0")
    play(game, "play CA", "play H9", "play H6", "play C9")  # East leads next
    game.apply("play D6")
    assert game.to_move == 2 and set(legal(game)) == {"play DJ", "play DQ", "play DK", "play DA"}
    game.apply("play DA")
    # West holds no diamond: every card, trumps and clubs alike.
    assert sorted(legal(game)) == sorted(f"play {c}" for c in game.held(3))


def test_trumps_led_must_be_followed_except_the_lone_puur() -> None:
    game = hearts_game(PUUR_DEAL)
    play(game, "predict 0", "predict 0", "predict 0", "predict 0", "play H6")
    assert sorted(legal(game)) == sorted(f"play {c}" for c in PUUR_DEAL[1])  # Puur kept
    game.apply("play CA")
    assert legal(game) == ["play H7"]
    assert game.legal_reason("SK") == "you must follow trumps"
    game.apply("play H7")
    assert legal(game) == ["play HA", "play HK", "play HQ", "play H9"]


# ---------------------------------------------------------------------- scoring


def test_penalty_is_the_difference_and_157_are_taken_without_weis_or_stoeck() -> None:
    # South holds a nine-card sequence and the Stöck: neither counts in Differenzler.
    game = hearts_game(ALL_HEARTS_DEAL)
    play(game, "predict 157", "predict 0", "predict 10", "predict 0")
    while game.hand_number == 1:
        assert all(a.kind == "play" for a in game.legal_actions())
        game.apply(game.legal_actions()[0])
    hand = game.hands[0]
    assert hand.finished and len(hand.tricks) == 9
    assert hand.taken == (157, 0, 0, 0)
    assert hand.differences == (0, 0, 10, 0)
    assert hand.points == (0, 0, 10, 0)
    assert game.scores == (0, 0, 10, 0)


def test_exact_bonus_takes_10_off_an_exact_non_zero_prediction_below_zero() -> None:
    game = hearts_game(ALL_HEARTS_DEAL, exact_bonus=True)
    play(game, "predict 157", "predict 0", "predict 10", "predict 0")
    play_hand(game)
    hand = game.hands[0]
    assert hand.differences == (0, 0, 10, 0)
    # Exact 157: −10. Exact 0: no bonus. A miss: the difference.
    assert hand.points == (-10, 0, 10, 0)
    assert game.scores == (-10, 0, 10, 0)
    assert game.places == (1, 2, 4, 2)


def test_exact_bonus_is_off_by_default() -> None:
    game = hearts_game(ALL_HEARTS_DEAL)
    assert game.options == {"hands": 12, "exact_bonus": False}
    play(game, "predict 157", "predict 1", "predict 1", "predict 1")
    play_hand(game)
    assert game.hands[0].points == (0, 1, 1, 1)


def test_a_prediction_missed_upwards_and_downwards() -> None:
    game = hearts_game(ALL_HEARTS_DEAL)
    play(game, "predict 100", "predict 57", "predict 0", "predict 0")
    play_hand(game)
    assert game.hands[0].points == (57, 57, 0, 0)


def test_penalties_are_credited_only_when_the_hand_is_finished() -> None:
    game = hearts_game(ALL_HEARTS_DEAL)
    play(game, "predict 0", "predict 0", "predict 0", "predict 0", "play HA")
    for _ in range(3):
        game.apply(game.legal_actions()[0])
    hand = game.hands[0]
    assert hand.taken[0] > 0 and hand.points is None and hand.differences is None
    assert game.scores == (0, 0, 0, 0)
