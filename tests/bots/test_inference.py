"""Sampled deals weighted by how well they explain the other seats' play."""

from __future__ import annotations

import random

import pytest

from jass_tui.bots.hand_state import ORDER, HandState, state_from_view
from jass_tui.bots.inference import play_likelihood
from jass_tui.bots.ismcts import play_sampler, quick_card
from jass_tui.state import JassGame
from shared.bots import make_bot
from shared.cards import JASS_RANKS
from shared.inference import DealPool, Play

from .helpers import complete_deal, skip_weis


def _now(deal: list[list[str]], leader: int, cards: list[str]) -> HandState:
    """The deal after ``cards`` of the first trick (Obenabe, ``leader`` first)."""
    state = HandState.dealt("obe", [list(h) for h in deal], leader, leader, "six_high", True)
    for card in cards:
        state.play(card)
    return state


# Seat 0 leads the spade king in Obenabe and seat 1 follows with the seven: with the ace
# beside it, the rules would have taken the trick; without it, the seven was forced.
WITH_ACE = complete_deal([["SK"], ["SA", "S7"], [], []], JASS_RANKS, avoid={1: "S"})
WITHOUT_ACE = [list(hand) for hand in WITH_ACE]
WITHOUT_ACE[1][WITH_ACE[1].index("SA")] = WITH_ACE[2][0]
WITHOUT_ACE[2][0] = "SA"
PLAY = Play(((0, ("SK", "S7")),), observer=0)
PLAYED = [["SK"], ["S7"], [], []]


def _weight(deal: list[list[str]], play: Play = PLAY, trust: float = 0.5) -> float:
    return play_likelihood(_now(deal, 0, ["SK", "S7"]), play, PLAYED, quick_card, trust)


def test_a_card_the_rules_would_not_play_makes_the_deal_less_likely() -> None:
    # Two spades to choose from, the rules take with the ace: the seven is half of the
    # random half, a quarter; the forced seven tells nothing.
    assert _weight(WITH_ACE) == pytest.approx(0.25)
    assert _weight(WITHOUT_ACE) == pytest.approx(1.0)


def test_the_observers_own_cards_are_certain_and_weigh_nothing() -> None:
    # Seen by seat 1, only seat 0's lead weighs, and seat 0 holds the same in both deals.
    own = Play(PLAY.tricks, observer=1)
    assert WITH_ACE[0] == WITHOUT_ACE[0]
    assert _weight(WITH_ACE, own) == pytest.approx(_weight(WITHOUT_ACE, own))
    assert _weight(WITH_ACE, own) < 1.0


def test_without_trust_every_legal_card_is_as_likely() -> None:
    assert _weight(WITH_ACE, trust=0.0) == pytest.approx(0.5)


def test_the_cards_played_are_sorted_to_their_seats_by_the_play_order() -> None:
    play = Play(((2, ("H6", "H7", "H8", "H9")), (1, ("SA",))), observer=0)
    assert play.by_seat(ORDER) == [["H8"], ["H9", "SA"], ["H6"], ["H7"]]


def _pool(weights: list[float], size: int) -> tuple[DealPool[HandState], list[int]]:
    made: list[int] = []

    def fresh(rng: random.Random) -> HandState:
        made.append(len(made))
        deal = _now(WITH_ACE, 0, [])
        deal.trick_no = len(made) - 1  # which deal it is, for the test to read back
        return deal

    def weigh(deal: HandState) -> float:
        return weights[deal.trick_no]

    return DealPool(fresh, weigh, size), made


def test_the_pool_draws_deals_in_proportion_to_their_weight() -> None:
    pool, made = _pool([1.0, 0.0, 3.0], 3)
    rng = random.Random(1)
    drawn = [pool.draw(rng).trick_no for _ in range(4000)]
    assert len(made) == 3  # never more fresh deals than the pool holds
    assert 1 not in drawn  # a deal that cannot explain the play is never searched
    assert drawn.count(2) / drawn.count(0) == pytest.approx(3.0, rel=0.15)


def test_the_pool_hands_out_copies() -> None:
    pool, _ = _pool([1.0], 1)
    rng = random.Random(2)
    first = pool.draw(rng)
    first.hands[1].clear()
    assert pool.draw(rng).hands[1]


def _positions(cards: int) -> list[JassGame]:
    games = []
    for seed in range(6):
        game = JassGame.new(seed=seed, preset="tournament", hands=1)
        bots = [make_bot("jass", "normal", seed=s) for s in range(4)]
        played = 0
        while game.phase != "play" or played < cards:
            seat = game.to_move
            assert seat is not None
            played += game.phase == "play"
            game.apply(bots[seat].choose(game.view(seat), game.legal_actions()))
        skip_weis(game)
        games.append(game)
    return games


def test_weighted_deals_put_more_cards_where_they_truly_are() -> None:
    right = {0: 0.0, 400: 0.0}
    for game in _positions(10):
        seat = game.to_move
        assert seat is not None
        view = game.view(seat)
        truth = [set(game.view(s).hand) for s in range(4)]
        for pool in right:
            sample = play_sampler(view, game.legal_actions(), pool=pool)
            rng = random.Random(seat)
            for _ in range(300):
                hand = sample(rng).hand
                assert hand is not None
                others = (s for s in range(4) if s != seat)
                right[pool] += sum(len(truth[s] & set(hand.hands[s])) for s in others)
    assert right[400] > right[0] * 1.04


def test_weighted_deals_respect_what_the_play_proves() -> None:
    for game in _positions(14):
        seat = game.to_move
        assert seat is not None
        view = game.view(seat)
        state = state_from_view(view)
        sample = play_sampler(view, game.legal_actions(), pool=50)
        rng = random.Random(3)
        for _ in range(100):
            hand = sample(rng).hand
            assert hand is not None
            assert hand.hands[seat] == list(view.hand)
            for other in range(4):
                if other != seat:
                    assert not set(hand.hands[other]) & state.excluded[other]
                    assert state.known[other] <= set(hand.hands[other])
            assert sorted(c for h in hand.hands for c in h) == sorted(state.remaining)


def test_strong_with_a_pool_plays_only_legal_cards_to_the_end() -> None:
    game = JassGame.new(seed=4, preset="tournament", hands=1)
    bots = [make_bot("jass", "strong", seed=s, budget=0.02, pool=200) for s in range(4)]
    while game.phase != "game_over":
        seat = game.to_move
        assert seat is not None
        legal = game.legal_actions()
        action = bots[seat].choose(game.view(seat), legal)
        assert action in legal
        game.apply(action)
    assert sum(game.view(0).scores) >= 157
