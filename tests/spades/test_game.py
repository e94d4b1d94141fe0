"""Whole hands and games through the engine contract: order, bidding, play, game end."""

from __future__ import annotations

import random

import pytest

from shared.engine import InvalidAction
from spades_tui.state import IllegalAction, SpadesGame, describe_action
from tests.spades.helpers import (
    EAST,
    NORTH,
    SOUTH,
    WEST,
    bid_all,
    deal_with,
    play_out_hand,
    suit_deal,
)

HEARTS = ["H" + r for r in "23456789TJQKA"]


# ----------------------------------------------------------------- turn order & deal


@pytest.mark.parametrize(("dealer", "first"), [(0, 3), (3, 2), (2, 1), (1, 0)])
def test_player_left_of_dealer_bids_first_and_bidding_goes_clockwise(
    dealer: int, first: int
) -> None:
    game = SpadesGame.from_deal(suit_deal(), dealer, seed=1)
    order = []
    for _ in range(4):
        order.append(game.to_move)
        game.apply("bid 1")
    assert order == [first, (first - 1) % 4, (first - 2) % 4, (first - 3) % 4]
    assert game.phase == "play"
    # The player to the dealer's left also leads the first trick.
    assert game.to_move == first


def test_play_goes_clockwise_and_the_winner_leads() -> None:
    game = SpadesGame.from_deal(suit_deal(), 1, seed=1)  # South leads
    bid_all(game, {SOUTH: 13, EAST: 1, NORTH: 1, WEST: 1})
    seats = []
    for _ in range(4):
        seats.append(game.to_move)
        game.apply(game.legal_actions()[0])
    assert seats == [SOUTH, WEST, NORTH, EAST]
    trick = game.hands[0].tricks[0]
    assert trick.leader == SOUTH
    assert trick.winner == SOUTH
    assert game.to_move == SOUTH


def test_trick_won_by_highest_spade_else_highest_of_led_suit() -> None:
    hands = deal_with({SOUTH: ["H2", "S2"], WEST: ["HA"], NORTH: ["HK"], EAST: ["H3"]})
    game = SpadesGame.from_deal(hands, 1, seed=1)
    bid_all(game, {SOUTH: 1, EAST: 1, NORTH: 1, WEST: 1})
    for action in ("play H2", "play HA", "play HK", "play H3"):
        game.apply(action)
    assert game.hands[0].tricks[0].winner == WEST


def test_spade_trumps_the_led_suit() -> None:
    # East is void in clubs and holds spades; South leads a club.
    hands = deal_with(
        {
            SOUTH: ["C2", *HEARTS[:12]],
            EAST: ["S2", "D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9", "DT", "DJ", "DQ", "DK"],
            WEST: ["CA"],
            NORTH: ["C3"],
        }
    )
    game = SpadesGame.from_deal(hands, 1, seed=1)
    bid_all(game, {SOUTH: 1, EAST: 1, NORTH: 1, WEST: 1})
    game.apply("play C2")
    game.apply("play CA")
    game.apply("play C3")
    game.apply("play S2")  # East trumps with the lowest spade
    assert game.hands[0].tricks[0].winner == EAST
    assert game.spades_broken


def test_deal_rotates_one_seat_to_the_left_each_hand() -> None:
    game = SpadesGame.new(seed=11, target=10_000, loss_limit=None)
    dealers = []
    for _ in range(6):
        dealers.append(game.hands[-1].dealer)
        assert game.to_move == (dealers[-1] - 1) % 4
        bid_all(game, {0: 3, 1: 3, 2: 3, 3: 3})
        play_out_hand(game)
    assert all(dealers[i + 1] == (dealers[i] - 1) % 4 for i in range(5))


def test_new_is_reproducible_and_records_a_drawn_dealer() -> None:
    first = {SpadesGame.new(seed=s).hands[0].dealer for s in range(40)}
    assert first == {0, 1, 2, 3}
    assert SpadesGame.new(seed=5) == SpadesGame.new(seed=5)
    assert SpadesGame.new(seed=5).hands[0].cards == SpadesGame.new(seed=5).hands[0].cards
    assert SpadesGame.new(seed=5).hands[0].cards != SpadesGame.new(seed=6).hands[0].cards


def test_seed_none_draws_and_stores_a_seed() -> None:
    game = SpadesGame.new()
    assert isinstance(game.seed, int)
    assert SpadesGame.new(seed=game.seed) == game


def test_from_deal_later_hands_come_from_the_seed() -> None:
    a = SpadesGame.from_deal(suit_deal(SOUTH), 2, seed=9)
    b = SpadesGame.from_deal(suit_deal(EAST), 2, seed=9)
    c = SpadesGame.from_deal(suit_deal(SOUTH), 2, seed=10)
    assert a.hands[0].cards != b.hands[0].cards
    for game in (a, b, c):
        bid_all(game, {0: 1, 1: 1, 2: 1, 3: 1})
        play_out_hand(game)
        assert game.hand_number == 2
        assert game.hands[1].dealer == 1
    assert a.hands[1].cards == b.hands[1].cards
    assert a.hands[1].cards != c.hands[1].cards


def test_every_player_is_dealt_13_cards_of_one_deck() -> None:
    cards = SpadesGame.new(seed=3).hands[0].cards
    assert [len(h) for h in cards] == [13, 13, 13, 13]
    assert len({c for h in cards for c in h}) == 52


# ---------------------------------------------------------------------------- bidding


def test_bids_are_zero_to_thirteen_in_order() -> None:
    game = SpadesGame.new(seed=1)
    assert [str(a) for a in game.legal_actions()] == [f"bid {n}" for n in range(14)]


@pytest.mark.parametrize(("preset", "options"), [("bicycle", {}), ("standard", {"nil": False})])
def test_without_nil_the_lowest_bid_is_one(preset: str, options: dict[str, object]) -> None:
    game = SpadesGame.new(preset, seed=1, **options)
    assert [str(a) for a in game.legal_actions()] == [f"bid {n}" for n in range(1, 14)]
    with pytest.raises(IllegalAction, match="bid must be between 1 and 13"):
        game.apply("bid 0")


def test_bicycle_may_switch_nil_on() -> None:
    game = SpadesGame.from_deal(suit_deal(SOUTH), 1, preset="bicycle", seed=1, nil=True)
    bid_all(game, {SOUTH: 13, EAST: 0, NORTH: 2, WEST: 1})
    play_out_hand(game)
    assert game.hands[0].points == (130, 100, 0, 0)


def test_bids_need_not_total_13() -> None:
    game = SpadesGame.from_deal(suit_deal(), 1, seed=1)
    bid_all(game, {0: 13, 1: 13, 2: 13, 3: 13})
    assert game.phase == "play"
    assert game.hands[0].bids == (13, 13, 13, 13)
    assert game.hands[0].contract == (26, 26)


# ------------------------------------------------------------------ breaking spades


def test_spades_cannot_be_led_before_broken() -> None:
    hands = deal_with({SOUTH: ["SA", *HEARTS[:12]]})
    game = SpadesGame.from_deal(hands, 1, seed=1)
    bid_all(game, {0: 1, 1: 1, 2: 1, 3: 1})
    assert "play SA" not in game.legal_actions()
    assert game.legal_reason("SA") == (
        "spades are not broken yet: you may lead a spade only after one was played"
    )
    with pytest.raises(IllegalAction, match="spades are not broken yet"):
        game.apply("play SA")
    assert game.hands[0].actions == ("bid 1",) * 4


def test_leader_holding_only_spades_may_lead_one() -> None:
    game = SpadesGame.from_deal(suit_deal(SOUTH), 1, seed=1)
    bid_all(game, {0: 1, 1: 1, 2: 1, 3: 1})
    assert not game.spades_broken
    assert game.legal_actions() == [f"play S{r}" for r in "AKQJT98765432"]


def test_a_spade_played_on_a_side_suit_breaks_spades_for_later_leads() -> None:
    hands = deal_with(
        {
            SOUTH: [*HEARTS[:12], "SA"],
            WEST: ["S2", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9", "CT", "CJ", "CQ", "CK"],
            NORTH: ["HA"],
            EAST: ["SK", "D2"],
        }
    )
    game = SpadesGame.from_deal(hands, 1, seed=1)
    bid_all(game, {0: 1, 1: 1, 2: 1, 3: 1})
    game.apply("play H2")
    game.apply("play S2")  # West trumps: spades are broken
    assert game.spades_broken
    game.apply("play HA")  # North's only heart
    game.apply("play SK")  # East over-trumps and will lead
    assert game.hands[0].tricks[0].winner == EAST
    assert game.to_move == EAST
    assert game.legal_reason("SQ") is None
    assert "play SQ" in game.legal_actions()
    assert "play D2" in game.legal_actions()


# ------------------------------------------------------- first_trick_spades option


def _first_trick_table(**options: object) -> SpadesGame:
    hands = deal_with(
        {
            SOUTH: HEARTS,
            WEST: ["S2", "S3", "S4", "S5", "S6", "S7", "C2", "C3", "C4", "C5", "C6", "C7", "C8"],
        }
    )
    game = SpadesGame.from_deal(hands, 1, seed=1, **options)
    bid_all(game, {0: 1, 1: 1, 2: 1, 3: 1})
    game.apply("play H2")
    return game


def test_first_trick_spades_allowed_by_default() -> None:
    game = _first_trick_table()
    assert game.to_move == WEST
    legal = game.legal_actions()
    assert "play S7" in legal and "play C8" in legal
    assert len(legal) == 13


def test_first_trick_spades_forbidden() -> None:
    game = _first_trick_table(first_trick_spades=False)
    assert game.legal_actions() == [f"play C{r}" for r in "8765432"]
    assert game.legal_reason("S7") == "no spades on the first trick (unless you hold nothing else)"
    with pytest.raises(IllegalAction, match="no spades on the first trick"):
        game.apply("play S7")


def test_first_trick_spades_forbidden_only_on_the_first_trick() -> None:
    game = _first_trick_table(first_trick_spades=False)
    for _ in range(3):
        game.apply(game.legal_actions()[0])
    assert game.hands[0].tricks[0].winner == SOUTH
    game.apply("play H3")
    assert "play S7" in game.legal_actions()


def test_first_trick_spades_forbidden_but_holding_only_spades() -> None:
    game = SpadesGame.from_deal(suit_deal(WEST), 1, seed=1, first_trick_spades=False)
    bid_all(game, {0: 1, 1: 1, 2: 1, 3: 1})
    game.apply(game.legal_actions()[0])
    assert game.to_move == WEST
    assert len(game.legal_actions()) == 13


def test_must_follow_message() -> None:
    hands = deal_with({SOUTH: ["H2", *["C" + r for r in "23456789TJQK"]], WEST: ["HA", "CA"]})
    game = SpadesGame.from_deal(hands, 1, seed=1)
    bid_all(game, {0: 1, 1: 1, 2: 1, 3: 1})
    game.apply("play H2")
    assert game.legal_reason("CA") == "you must follow hearts"
    with pytest.raises(IllegalAction, match="you must follow hearts"):
        game.apply("play CA")
    assert "play HA" in game.legal_actions()
    assert all(a.startswith("play H") for a in game.legal_actions())


# --------------------------------------------------------- hand records & game end


def test_hand_record_of_a_finished_hand() -> None:
    game = SpadesGame.from_deal(suit_deal(SOUTH), 1, seed=1)
    bid_all(game, {SOUTH: 4, EAST: 2, NORTH: 0, WEST: 3})
    play_out_hand(game)
    hand = game.hands[0]
    assert hand.finished
    assert len(hand.tricks) == 13
    assert hand.tricks_won == (13, 0, 0, 0)
    assert hand.contract == (4, 5)
    assert hand.made == (True, False)
    assert hand.nil_results == (None, None, True, None)
    # South 4 of 13: 40 + 9; North's Nil +100. East-West set: -50.
    assert hand.points == (149, -50)
    assert hand.bags_this_hand == (9, 0)
    assert hand.bag_penalty == (0, 0)
    assert hand.bags == (9, 0)
    assert game.scores == (149, -50)
    assert game.bags == (9, 0)
    assert game.hand_number == 2
    assert game.phase == "bid"
    assert not game.hands[1].finished
    assert game.hands[1].points is None


def test_failed_nil_tricks_are_bags_and_trigger_the_penalty() -> None:
    game = SpadesGame.from_deal(suit_deal(NORTH), 1, seed=1)
    bid_all(game, {SOUTH: 4, EAST: 1, NORTH: 0, WEST: 1})
    play_out_hand(game)
    hand = game.hands[0]
    # North failed Nil with 13 tricks: -100 + 13; South set: -40; 13 bags: -100, 3 kept.
    assert hand.nil_results[NORTH] is False
    assert hand.points[0] == -100 + 13 - 40 - 100
    assert hand.bag_penalty == (100, 0)
    assert hand.bags == (3, 0)


def test_failed_nil_tricks_nothing_option_in_a_game() -> None:
    game = SpadesGame.from_deal(suit_deal(NORTH), 1, seed=1, failed_nil_tricks="nothing")
    bid_all(game, {SOUTH: 4, EAST: 1, NORTH: 0, WEST: 1})
    play_out_hand(game)
    assert game.hands[0].points[0] == -140
    assert game.bags == (0, 0)


def test_both_partners_nil_in_a_game() -> None:
    game = SpadesGame.from_deal(suit_deal(SOUTH), 1, seed=1)
    bid_all(game, {SOUTH: 13, EAST: 0, NORTH: 0, WEST: 0})
    play_out_hand(game)
    hand = game.hands[0]
    assert hand.nil_results == (None, True, True, True)
    # South 13 of 13 and North's Nil: 130 + 100. East and West both made Nil: 200.
    assert hand.points == (230, 200)
    assert hand.contract == (13, 0)


def test_bag_penalty_option_off_in_a_game() -> None:
    game = SpadesGame.from_deal(suit_deal(SOUTH), 1, seed=1, bag_penalty=False)
    bid_all(game, {SOUTH: 1, EAST: 1, NORTH: 1, WEST: 1})
    play_out_hand(game)
    assert game.hands[0].points[0] == 20 + 11
    assert game.bags[0] == 11


def test_bag_penalty_triggered_twice_in_one_game() -> None:
    # Everyone bids 1 and plays his first legal card: bags pile up fast.
    game = SpadesGame.new(seed=4, target=10_000, loss_limit=None)
    penalties = 0
    bags_before = [0, 0]
    for _ in range(12):
        bid_all(game, {0: 1, 1: 1, 2: 1, 3: 1})
        play_out_hand(game)
        hand = game.hands[-2]
        for team in (0, 1):
            total = bags_before[team] + hand.bags_this_hand[team]
            assert hand.bag_penalty[team] == 100 * (total // 10)
            assert hand.bags[team] == total % 10
            bags_before[team] = hand.bags[team]
            penalties += total // 10
    assert penalties >= 2
    assert sum(sum(h.points or (0, 0)) for h in game.hands) == sum(game.scores)


def test_loss_limit_ends_the_game() -> None:
    game = SpadesGame.from_deal(suit_deal(SOUTH), 1, seed=1)
    bid_all(game, {SOUTH: 6, EAST: 13, NORTH: 6, WEST: 13})
    play_out_hand(game)
    assert game.scores == (121, -260)
    assert game.phase == "game_over"
    assert game.winner == 0
    assert game.to_move is None
    assert game.legal_actions() == []
    assert len(game.hands) == 1


def test_loss_limit_none_plays_on() -> None:
    game = SpadesGame.from_deal(suit_deal(SOUTH), 1, seed=1, loss_limit=None)
    bid_all(game, {SOUTH: 6, EAST: 13, NORTH: 6, WEST: 13})
    play_out_hand(game)
    assert game.phase == "bid"
    assert game.winner is None


def test_lower_loss_limit_plays_on() -> None:
    game = SpadesGame.from_deal(suit_deal(SOUTH), 1, seed=1, loss_limit=-300)
    bid_all(game, {SOUTH: 6, EAST: 13, NORTH: 6, WEST: 13})
    play_out_hand(game)
    assert game.phase == "bid"


def test_reaching_the_target_ends_the_game() -> None:
    game = SpadesGame.from_deal(suit_deal(SOUTH), 1, seed=1, target=100)
    bid_all(game, {SOUTH: 6, EAST: 1, NORTH: 6, WEST: 1})
    play_out_hand(game)
    assert game.scores == (121, -20)
    assert game.winner == 0
    assert game.phase == "game_over"


def test_default_target_500_plays_on() -> None:
    game = SpadesGame.from_deal(suit_deal(SOUTH), 1, seed=1)
    bid_all(game, {SOUTH: 6, EAST: 1, NORTH: 6, WEST: 1})
    play_out_hand(game)
    assert game.phase == "bid"
    assert game.options["target"] == 500


def test_tie_at_the_target_plays_another_hand() -> None:
    game = SpadesGame.from_deal(suit_deal(SOUTH), 1, seed=1, target=40, bag_penalty=False)
    # North-South: contract 3 of 13 tricks = 30 + 10. East Nil made +100, West 6 set -60.
    bid_all(game, {SOUTH: 2, EAST: 0, NORTH: 1, WEST: 6})
    play_out_hand(game)
    assert game.scores == (40, 40)
    assert game.winner is None
    assert game.phase == "bid"
    assert game.hand_number == 2


def test_higher_total_wins_when_both_pass_the_target() -> None:
    game = SpadesGame.from_deal(suit_deal(SOUTH), 1, seed=1, target=10)
    bid_all(game, {SOUTH: 6, EAST: 0, NORTH: 6, WEST: 0})
    play_out_hand(game)
    assert game.scores == (121, 200)
    assert game.winner == 1


def test_bicycle_game_scores_four_players() -> None:
    game = SpadesGame.from_deal(suit_deal(SOUTH), 1, preset="bicycle", seed=1)
    bid_all(game, {SOUTH: 5, EAST: 3, NORTH: 1, WEST: 13})
    play_out_hand(game)
    hand = game.hands[0]
    assert hand.contract == (5, 3, 1, 13)
    assert hand.made == (True, False, False, False)
    assert hand.points == (58, 0, 0, 0)
    assert game.scores == (58, 0, 0, 0)
    assert game.bags == (8, 0, 0, 0)
    assert game.options["bag_penalty"] is False
    assert game.options["loss_limit"] is None


def test_bicycle_winner_is_a_seat() -> None:
    game = SpadesGame.from_deal(suit_deal(WEST), 1, preset="bicycle", seed=1, target=50)
    bid_all(game, {SOUTH: 5, EAST: 3, NORTH: 1, WEST: 6})
    play_out_hand(game)
    assert game.scores == (0, 0, 0, 67)
    assert game.winner == WEST


# ------------------------------------------------------------------------ bad input


def _bidding() -> SpadesGame:
    return SpadesGame.from_deal(suit_deal(SOUTH), 1, seed=1)


@pytest.mark.parametrize(
    ("action", "message"),
    [
        ("bid 14", "bid must be between 0 and 13"),
        ("bid -1", "bid must be between 0 and 13"),
        ("bid x", "bid must be between 0 and 13"),
        ("bid", "'bid' needs a number of tricks"),
        ("", "no action given"),
        ("   ", "no action given"),
        ("fold", "is not an action"),
        ("play SA", "everybody bids before the first card is played"),
        (None, "an action is text"),
        (4, "an action is text"),
        (["bid", 4], "an action is text"),
    ],
)
def test_bad_input_while_bidding(action: object, message: str) -> None:
    game = _bidding()
    before = game.to_json()
    with pytest.raises(IllegalAction, match=message):
        game.apply(action)
    assert game.to_json() == before


@pytest.mark.parametrize(
    ("action", "message"),
    [
        ("play XX", "'XX' is not a card"),
        ("play", "'play' needs one card"),
        ("play HA", "you do not hold the ace of hearts"),
        ("bid 3", "the bidding is over"),
        ("play S2 S3", "'play' needs one card"),
    ],
)
def test_bad_input_while_playing(action: str, message: str) -> None:
    game = _bidding()
    bid_all(game, {0: 1, 1: 1, 2: 1, 3: 1})
    before = game.to_json()
    with pytest.raises(IllegalAction, match=message):
        game.apply(action)
    assert game.to_json() == before


def test_anything_after_the_game_is_over() -> None:
    game = SpadesGame.from_deal(suit_deal(SOUTH), 1, seed=1, target=100)
    bid_all(game, {SOUTH: 6, EAST: 1, NORTH: 6, WEST: 1})
    play_out_hand(game)
    for action in ("bid 3", "play SA", "", "nonsense"):
        with pytest.raises(IllegalAction, match="the game is over"):
            game.apply(action)
    assert game.legal_reason("SA") == "the game is over"


def test_actions_in_other_spellings_are_accepted_and_normalised() -> None:
    game = _bidding()
    game.apply(" BID 2 ")
    game.apply("bid nil")
    game.apply("bid 3")
    game.apply("bid 1")
    game.apply("play sa")
    assert game.hands[0].actions == ("bid 2", "bid 0", "bid 3", "bid 1", "play SA")


def test_legal_reason_during_bidding_and_for_non_cards() -> None:
    game = _bidding()
    assert game.legal_reason("SA") == "everybody bids before the first card is played"
    bid_all(game, {0: 1, 1: 1, 2: 1, 3: 1})
    assert game.legal_reason("SA") is None
    assert game.legal_reason("HA") == "you do not hold the ace of hearts"
    assert "is not a card" in (game.legal_reason("ZZ") or "")


def test_describe_action() -> None:
    assert describe_action("bid 4") == "bids 4"
    assert describe_action("bid 0") == "bids Nil"
    assert describe_action("play HJ") == "plays the jack of hearts"
    assert describe_action("play ST") == "plays the ten of spades"


# --------------------------------------------------------------------------- options


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"preset": "whist"}, "unknown Spades preset 'whist'"),
        ({"colour": "red"}, "unknown Spades option 'colour'"),
        ({"target": 0}, "target must be a whole number above 0"),
        ({"target": "500"}, "target must be a whole number above 0"),
        ({"target": True}, "target must be a whole number above 0"),
        ({"loss_limit": 100}, "loss_limit must be None or a whole number below 0"),
        ({"bag_penalty": "yes"}, "bag_penalty must be True or False"),
        ({"nil": 1}, "nil must be True or False"),
        ({"first_trick_spades": None}, "first_trick_spades must be True or False"),
        ({"failed_nil_tricks": "points"}, "failed_nil_tricks must be 'bags' or 'nothing'"),
        ({"seed": "abc"}, "seed must be a whole number"),
    ],
)
def test_bad_presets_and_options(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        SpadesGame.new(**kwargs)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("hands", "dealer", "message"),
    [
        (suit_deal()[:3], 0, "four hands"),
        ([*suit_deal()[:3], ["SA", *suit_deal()[3][1:]]], 0, "the ace of spades is dealt twice"),
        ([*suit_deal()[:3], suit_deal()[3][:12]], 0, "hand 1 has 12 cards for West"),
        ([*suit_deal()[:3], ["X1", *suit_deal()[3][1:]]], 0, "is not a card"),
        (suit_deal(), 4, "dealer must be a seat from 0 to 3"),
    ],
)
def test_bad_deals(hands: list[list[str]], dealer: int, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        SpadesGame.from_deal(hands, dealer)


def test_resolved_options_are_exposed() -> None:
    game = SpadesGame.new("standard", seed=2, target=300, nil=False)
    assert game.preset == "standard"
    assert game.options == {
        "target": 300,
        "loss_limit": -200,
        "bag_penalty": True,
        "nil": False,
        "first_trick_spades": True,
        "failed_nil_tricks": "bags",
        "jokers": "off",
        "first_lead": "left_of_dealer",
        "blind_nil": False,
    }
    assert game.seed == 2
    assert game.hand_number == 1
    bicycle = SpadesGame.new("bicycle", seed=2)
    assert bicycle.scores == (0, 0, 0, 0)
    assert bicycle.options["nil"] is False


def test_a_bid_of_thousands_of_digits_is_an_invalid_action() -> None:
    game = SpadesGame.new(seed=1)
    before = game.to_json()
    with pytest.raises(InvalidAction, match="bid must be between 0 and 13"):
        game.apply("bid " + "9" * 5000)
    assert game.to_json() == before


# --------------------------------------------------- Part 4 options off: as before


PART_4_OFF = {"jokers": "off", "first_lead": "left_of_dealer", "blind_nil": False}


@pytest.mark.parametrize("preset", ["standard", "bicycle"])
@pytest.mark.parametrize("seed", [1, 21, 99])
def test_the_part_4_options_off_play_exactly_the_game_as_before(preset: str, seed: int) -> None:
    plain = SpadesGame.new(preset, seed=seed)
    off = SpadesGame.new(preset, seed=seed, **PART_4_OFF)
    rng_a, rng_b = random.Random(seed), random.Random(seed)
    while plain.phase != "game_over":
        assert plain.legal_actions() == off.legal_actions()
        assert "bid blind" not in plain.legal_actions()
        plain.apply(rng_a.choice(plain.legal_actions()))
        off.apply(rng_b.choice(off.legal_actions()))
    assert off == plain and off.to_json() == plain.to_json()
    # The first lead is the first bidder's, hands have the plain 52 cards, no Blind Nil.
    for hand in plain.hands:
        assert hand.tricks[0].leader == (hand.dealer - 1) % 4
        assert sorted(c for h in hand.cards for c in h) == sorted(
            s + r for s in "SHDC" for r in "23456789TJQKA"
        )
        assert hand.blind == (False,) * 4


def test_the_game_keeps_few_enough_attributes_for_fast_lookups() -> None:
    # CPython 3.11 shares an instance's keys (and specialises attribute reads on the hot
    # path) only up to 30 attributes; beyond that every read is a slower dict lookup.
    game = SpadesGame.new(seed=1, jokers="jokers_deuces", first_lead="two_of_clubs", blind_nil=True)
    assert len(vars(game)) <= 30
