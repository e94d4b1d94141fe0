"""RULES.md Part 4, option ``blind_nil``: ``bid blind`` for a player whose team is behind
by at least 100, before his own bid of the hand; +200 made, -200 failed, otherwise a Nil.

The engine's rule (the table decides whether the player has seen his cards): Blind Nil
is legal for the player to bid while his own bid of the hand is still to come and his
team's total is at least 100 below the other team's. ``view(seat).blind_nil_offer``
says so for each seat from the start of the hand until that seat has bid.
"""

from __future__ import annotations

import json

import pytest

from spades_tui.rules import BLIND_NIL
from spades_tui.scoring import score_hand
from spades_tui.state import IllegalAction, SpadesGame, describe_action
from tests.spades.helpers import EAST, NORTH, SOUTH, WEST, bid_all, play_out_hand, suit_deal

BEHIND = "Blind Nil only when your team is behind by at least 100 points"


def behind_by(points: int, seed: int = 5, **options: object) -> SpadesGame:
    """A game after one hand in which East–West fell exactly ``points`` behind (100 or 99).

    Hand 1: South holds every spade and takes all 13 tricks (East deals, South leads).
    Without the bag penalty North–South score 13 + 9 × their contract and East–West
    -10 × theirs: bids 2+1 against 3+3 give 40 : -60, bids 2+2 against 3+2 give 49 : -50.
    Hand 2 is dealt by South from ``seed``; West bids first.
    """
    bids = {
        100: {SOUTH: 2, NORTH: 1, EAST: 3, WEST: 3},
        99: {SOUTH: 2, NORTH: 2, EAST: 3, WEST: 2},
    }[points]
    settings: dict[str, object] = {"blind_nil": True, "bag_penalty": False} | options
    game = SpadesGame.from_deal(suit_deal(SOUTH), EAST, seed=seed, **settings)
    bid_all(game, bids)
    play_out_hand(game)
    assert game.scores[0] - game.scores[1] == points
    assert game.hand_number == 2 and game.to_move == WEST
    return game


def test_offered_to_the_team_behind_by_100_before_each_player_bids() -> None:
    game = behind_by(100)
    assert [game.view(s).blind_nil_offer for s in range(4)] == [False, True, False, True]
    assert game.legal_actions()[-1] == "bid blind"
    assert [str(a) for a in game.legal_actions()] == [*(f"bid {n}" for n in range(14)), "bid blind"]
    game.apply("bid 3")  # West bids a number: his offer is gone, East's stays
    assert not game.view(WEST).blind_nil_offer
    assert game.view(EAST).blind_nil_offer
    assert game.to_move == NORTH
    assert "bid blind" not in game.legal_actions()
    with pytest.raises(IllegalAction, match=BEHIND):
        game.apply("bid blind")
    game.apply("bid 2")
    assert game.to_move == EAST
    assert "bid blind" in game.legal_actions()
    game.apply("bid blind")
    assert not game.view(EAST).blind_nil_offer
    game.apply("bid 2")
    assert game.phase == "play"
    assert not any(game.view(s).blind_nil_offer for s in range(4))
    assert game.hands[1].bids == (2, 0, 2, 3)
    assert game.hands[1].blind == (False, True, False, False)


def test_not_offered_at_99_behind() -> None:
    game = behind_by(99)
    assert not any(game.view(s).blind_nil_offer for s in range(4))
    assert "bid blind" not in game.legal_actions()
    before = game.to_json()
    with pytest.raises(IllegalAction, match=BEHIND):
        game.apply("bid blind")
    assert game.to_json() == before


def test_not_offered_in_the_first_hand_or_with_the_option_off() -> None:
    game = SpadesGame.new(seed=1, blind_nil=True)
    assert not game.view(game.to_move or 0).blind_nil_offer
    with pytest.raises(IllegalAction, match=BEHIND):
        game.apply("bid blind")
    plain = SpadesGame.new(seed=1)
    with pytest.raises(IllegalAction, match="Blind Nil is not played in this game"):
        plain.apply("bid blind")
    assert not plain.view(0).blind_nil_offer


def test_not_during_play() -> None:
    game = behind_by(100)
    bid_all(game, {SOUTH: 4, EAST: 4, NORTH: 4, WEST: 4})
    with pytest.raises(IllegalAction, match="the bidding is over"):
        game.apply("bid blind")


def test_blind_nil_made_scores_200() -> None:
    game = behind_by(100, seed=5)
    game.apply("bid blind")  # West
    for _ in range(3):
        game.apply("bid 4")
    play_out_hand(game)
    hand = game.hands[1]
    assert hand.actions[0] == "bid blind"
    assert hand.blind == (False, False, False, True)
    assert hand.bids == (4, 4, 4, 0)
    assert hand.tricks_won == (1, 10, 2, 0)
    assert hand.nil_results == (None, None, None, True)
    # East–West: Blind Nil made +200, East 4 of 10: 40 + 6 bags.
    assert hand.contract == (8, 4)
    assert hand.points == (-80, 246)
    assert hand.bags_this_hand == (0, 6)


def test_blind_nil_failed_scores_minus_200_and_its_tricks_as_bags() -> None:
    game = behind_by(100, seed=1)
    game.apply("bid blind")
    for _ in range(3):
        game.apply("bid 4")
    play_out_hand(game)
    hand = game.hands[1]
    assert hand.tricks_won == (3, 8, 1, 1)
    assert hand.nil_results == (None, None, None, False)
    # East–West: -200 + West's 1 trick as a bag; East 4 of 8 (West's trick not counted).
    assert hand.points[1] == -200 + 1 + 40 + 4
    assert hand.bags_this_hand[1] == 1 + 4


def test_blind_nil_failed_with_failed_nil_tricks_nothing() -> None:
    game = behind_by(100, seed=1, failed_nil_tricks="nothing")
    game.apply("bid blind")
    for _ in range(3):
        game.apply("bid 4")
    play_out_hand(game)
    hand = game.hands[1]
    assert hand.points[1] == -200 + 40 + 4
    assert hand.bags_this_hand[1] == 4


def test_both_partners_may_bid_blind() -> None:
    game = behind_by(100, seed=5)
    game.apply("bid blind")
    game.apply("bid 4")
    game.apply("bid blind")
    game.apply("bid 4")
    assert game.hands[1].blind == (False, True, False, True)
    assert game.hands[1].contract == (8, 0)


def test_scoring_rows() -> None:
    def team0(bids: tuple[int, ...], tricks: tuple[int, ...], blind: tuple[bool, ...]) -> int:
        out = score_hand(
            bids,
            tricks,
            (0, 0),
            partnerships=True,
            set_penalty=True,
            bag_penalty=True,
            failed_nil_tricks="bags",
            blind=blind,
        )
        return out.points[0]

    no = (False, False, False, False)
    north_blind = (False, False, True, False)
    # North (Blind) Nil, South 4 of 5.
    assert team0((4, 4, 0, 4), (5, 4, 0, 4), no) == 141
    assert team0((4, 4, 0, 4), (5, 4, 0, 4), north_blind) == 241
    # North's Nil fails with 1 trick, South 3 of 4.
    assert team0((4, 4, 0, 4), (3, 5, 1, 4), no) == -139
    assert team0((4, 4, 0, 4), (3, 5, 1, 4), north_blind) == -239


def test_blind_nil_is_refused_for_bicycle_and_without_nil() -> None:
    with pytest.raises(ValueError, match="blind_nil is for partnership presets only"):
        SpadesGame.new("bicycle", seed=1, blind_nil=True)
    with pytest.raises(ValueError, match="blind_nil needs nil=True"):
        SpadesGame.new(seed=1, blind_nil=True, nil=False)
    with pytest.raises(ValueError, match="blind_nil must be True or False"):
        SpadesGame.new(seed=1, blind_nil="yes")
    assert SpadesGame.new("bicycle", seed=1, blind_nil=False).options["blind_nil"] is False


def test_the_action_and_its_words() -> None:
    assert str(BLIND_NIL) == "bid blind"
    assert BLIND_NIL.kind == "bid" and BLIND_NIL.bid == 0
    assert describe_action("bid blind") == "bids Blind Nil"
    game = behind_by(100)
    game.apply(" BID Blind ")
    assert game.hands[1].actions == ("bid blind",)


def test_a_blind_nil_round_trips_and_an_edited_blind_flag_is_refused() -> None:
    game = behind_by(100, seed=5)
    game.apply("bid blind")
    for _ in range(3):
        game.apply("bid 4")
    game.apply(game.legal_actions()[0])
    loaded = SpadesGame.from_json(game.to_json())
    assert loaded == game and loaded.hands == game.hands
    data = json.loads(game.to_json())
    data["hands"][1]["blind"] = [False, False, False, False]
    with pytest.raises(ValueError, match="hand 2: the stored blind"):
        SpadesGame.from_json(json.dumps(data))
    data["hands"][1]["blind"] = [False, False, False, "yes"]
    with pytest.raises(ValueError, match="blind"):
        SpadesGame.from_json(json.dumps(data))


def test_view_shows_blind_bids_to_everybody() -> None:
    game = behind_by(100)
    game.apply("bid blind")
    assert all(game.view(s).blind == (False, False, False, True) for s in range(4))
    assert game.view(SOUTH).bids == (None, None, None, 0)
