"""The Schieber ``strong`` search values a hand by the game around it."""

from __future__ import annotations

import random
from typing import Any

import pytest

from jass_tui.bots.hand_state import HandState, state_from_view
from jass_tui.bots.search import LAST_HAND_BONUS, RACE_BONUS, Scoreboard, play_out, sample_world
from jass_tui.state import JassGame
from shared.bots import make_bot


def _board(scores: tuple[int, int], last_hand: bool, target: int | None = None) -> Scoreboard:
    return Scoreboard(0, scores, target, {}, last_hand=last_hand)


def test_a_hand_before_the_last_is_worth_its_margin() -> None:
    assert _board((300, 100), last_hand=False).outcome(-150) == -150


def test_the_last_hand_counts_finishing_ahead_not_only_the_margin() -> None:
    behind = _board((100, 150), last_hand=True)
    assert behind.outcome(49) == 49 - LAST_HAND_BONUS
    assert behind.outcome(51) == 51 + LAST_HAND_BONUS
    # Level after the last hand: the game goes on, neither bonus nor malus.
    assert behind.outcome(50) == 50
    # Ahead by enough, a hand lost by a little still wins the game.
    assert _board((400, 100), last_hand=True).outcome(-120) == -120 + LAST_HAND_BONUS


def _game_at_first_card(**options: object) -> JassGame:
    game = JassGame.new(seed=11, **options)  # type: ignore[arg-type]
    bot = make_bot("jass", "normal", seed=1)
    while game.phase != "play":
        seat = game.to_move
        assert seat is not None
        game.apply(bot.choose(game.view(seat), game.legal_actions()))
    return game


def _world(view: object) -> HandState:
    """A deal the seat of ``view`` could be in (it never sees the others' cards)."""
    return sample_world(state_from_view(view), view.seat, random.Random(3))  # type: ignore[attr-defined]


def test_the_view_tells_the_search_which_hand_is_the_last() -> None:
    last = _game_at_first_card(preset="tournament", hands=1)
    seat = last.to_move
    assert seat is not None
    assert Scoreboard.from_view(last.view(seat)).last_hand
    twelve = _game_at_first_card(preset="tournament")
    assert not Scoreboard.from_view(twelve.view(seat)).last_hand
    assert not Scoreboard.from_view(_game_at_first_card().view(seat)).last_hand


def test_a_rollout_in_the_last_hand_scores_the_win_or_the_loss() -> None:
    game = _game_at_first_card(preset="tournament", hands=1)
    seat = game.to_move
    assert seat is not None
    view = game.view(seat)
    hand = Scoreboard.from_view(view)
    margin = play_out(_world(view), Scoreboard(hand.team, (0, 0), None, {}), 1)
    value = play_out(_world(view), hand, 1)
    assert abs(value - margin) == (LAST_HAND_BONUS if margin else 0)
    assert (value > margin) == (margin > 0)


def test_reaching_the_target_first_outweighs_any_margin() -> None:
    game = _game_at_first_card()
    seat = game.to_move
    assert seat is not None
    view = game.view(seat)
    team = Scoreboard.from_view(view).team
    # Both teams one point short: whoever takes the first trick wins the game.
    board = Scoreboard(team, (999, 999), 1000, {})
    value = play_out(_world(view), board, 1)
    assert abs(value) > RACE_BONUS - 157


def test_the_race_is_in_reach_when_a_team_can_still_make_the_target_this_hand() -> None:
    game = _game_at_first_card(preset="tournament")  # twelve hands, no target
    seat = game.to_move
    assert seat is not None
    state = state_from_view(game.view(seat))
    assert not _board((0, 0), last_hand=False).race_in_reach(state, 1)
    assert not _board((0, 0), last_hand=True).race_in_reach(state, 1)  # no target at all
    # Before the first trick a Weis may still come: 157 + Stöck 20 + Weis 200 = 377.
    assert not _board((600, 0), False, target=1000).race_in_reach(state, 1)
    assert _board((650, 0), False, target=1000).race_in_reach(state, 1)
    assert _board((0, 650), False, target=1000).race_in_reach(state, 1)
    assert _board((300, 0), False, target=1000).race_in_reach(state, 2)  # 377 × 2


def test_the_trees_reward_in_the_last_hand_counts_finishing_ahead() -> None:
    from jass_tui.bots import ismcts as schieber

    game = _game_at_first_card(preset="tournament", hands=1)
    seat = game.to_move
    assert seat is not None
    view = game.view(seat)
    legal = game.legal_actions()
    board = Scoreboard.from_view(view)
    plain = schieber.play_sampler(view, legal)(random.Random(5))
    ahead = schieber.play_sampler(view, legal, board.outcome, LAST_HAND_BONUS)(random.Random(5))
    while not plain.over():
        move = plain.moves()[0]
        plain.play(move)
        ahead.play(move)
    margin_reward, value_reward = plain.rewards()[seat], ahead.rewards()[seat]
    # 0 : 0 before the only hand (157 points, never level): the winners' reward rises
    # with the bonus, the losers' falls, and the two teams' rewards still add up to 1.
    assert margin_reward != 0.5
    if margin_reward > 0.5:
        assert value_reward > margin_reward
    else:
        assert value_reward < margin_reward
    assert ahead.rewards()[seat] + ahead.rewards()[(seat + 1) % 4] == pytest.approx(1.0)


def _count_searches(monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    import jass_tui.bots as jass_bots

    calls = {"tree": 0, "flat": 0}
    tree, flat = jass_bots.ismcts.decide_card, jass_bots.search_card

    def counted_tree(*args: Any) -> Any:
        calls["tree"] += 1
        return tree(*args)

    def counted_flat(*args: Any) -> Any:
        calls["flat"] += 1
        return flat(*args)

    monkeypatch.setattr(jass_bots.ismcts, "decide_card", counted_tree)
    monkeypatch.setattr(jass_bots, "search_card", counted_flat)
    return calls


def _card_decisions(game: JassGame, bot: Any, decisions: int) -> None:
    for _ in range(decisions):
        seat = game.to_move
        assert seat is not None
        legal = game.legal_actions()
        action = bot.choose(game.view(seat), legal)
        assert action in legal
        game.apply(action)


def test_strong_plays_cards_by_the_tree_unless_the_target_is_in_reach(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls = _count_searches(monkeypatch)
    bot = make_bot("jass", "strong", seed=2, budget=5.0, max_samples=5)
    _card_decisions(_game_at_first_card(preset="tournament"), bot, 8)
    assert calls["tree"] > 0 and calls["flat"] == 0
    calls.update(tree=0, flat=0)
    _card_decisions(_game_at_first_card(preset="tournament", hands=1), bot, 8)
    assert calls["tree"] > 0 and calls["flat"] == 0  # the last hand: the tree, valued
    calls.update(tree=0, flat=0)
    _card_decisions(_game_at_first_card(target=100), bot, 8)
    assert calls["flat"] > 0 and calls["tree"] == 0
