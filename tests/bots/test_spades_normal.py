"""The normal Spades bot makes the moves a club player would (hand-made positions)."""

from __future__ import annotations

from shared.cards import RANKS
from shared.tricks import TrickRecord
from spades_tui.bots import NormalSpadesBot
from spades_tui.rules import DISPLAY_ORDER, PLAY_ACTION
from spades_tui.state import SpadesGame
from spades_tui.view import SpadesView
from tests.bots.helpers import bot_move, complete_deal, spades_position

BOT = NormalSpadesBot(seed=0)

# Dealer West (3): North (2) bids and leads first, then East (1), South (0), West (3).
TWO_TRICKS = ["CA", "C2", "C3", "C4", "DA", "D2", "D3", "D4"]
"""North takes two tricks with his aces: the North–South partnership has two tricks."""


def _third_in_hearts(south_bid: int) -> SpadesGame:
    fixed = [
        ["C3", "D3", "HK", "H5", "H2"],
        ["C2", "D2", "H9"],
        ["CA", "DA", "H8"],
        ["C4", "D4"],
    ]
    # North 1, East 3, South as given, West 3; then North leads H8 and East plays H9.
    game = spades_position(
        fixed, [1, 3, south_bid, 3], [*TWO_TRICKS, "H8", "H9"], avoid={0: "H", 2: "CD", 1: "CD"}
    )
    assert game.to_move == 0
    return game


def test_contract_made_ducks_under_the_winning_card() -> None:
    # North 1 + South 1 = 2 tricks, already taken: another trick would only be a bag.
    assert bot_move(_third_in_hearts(1), BOT) == "play H5"


def test_a_nil_bidder_plays_the_highest_card_that_still_loses() -> None:
    assert bot_move(_third_in_hearts(0), BOT) == "play H5"


def test_still_needing_tricks_third_hand_plays_high() -> None:
    assert bot_move(_third_in_hearts(5), BOT) == "play HK"


def test_covering_the_partners_nil() -> None:
    # North bid Nil and leads the seven of hearts; East plays low, so North is winning.
    # South must take the trick above him.
    game = spades_position(
        [["HA", "H8", "H3"], ["H2"], ["H7"], []], [0, 3, 4, 3], ["H7", "H2"], avoid={0: "H"}
    )
    assert game.to_move == 0
    assert bot_move(game, BOT) in {"play H8", "play HA"}


def test_last_to_play_takes_the_trick_with_the_cheapest_winner() -> None:
    # East-West need tricks; West is last with the ace and queen over South's jack.
    game = spades_position(
        [["DJ"], ["D5"], ["D2"], ["DA", "DQ", "D3"]],
        [1, 3, 4, 3],
        ["D2", "D5", "DJ"],
        avoid={3: "D"},
    )
    assert game.to_move == 3
    assert bot_move(game, BOT) == "play DQ"


def _bid_for(hand: list[str]) -> int | None:
    game = SpadesGame.from_deal(complete_deal([hand, [], [], []], RANKS), 1)
    assert game.phase == "bid" and game.to_move == 0
    return bot_move(game, BOT).bid


def test_a_strong_hand_bids_its_sure_tricks_and_spade_length() -> None:
    hand = ["SA", "SK", "SQ", "SJ", "ST", "S9", "HA", "HK", "DA", "DK", "CA", "C2", "D3"]
    assert (_bid_for(hand) or 0) >= 10


def test_an_average_hand_bids_a_few() -> None:
    hand = ["SA", "S7", "S4", "HK", "H8", "H3", "DA", "D9", "D5", "D2", "CQ", "C6", "C3"]
    assert 2 <= (_bid_for(hand) or 0) <= 4


def test_a_very_weak_hand_bids_nil() -> None:
    hand = ["S2", "S5", "H2", "H4", "H6", "H9", "D3", "D5", "D7", "C2", "C4", "C8", "CT"]
    assert _bid_for(hand) == 0


def test_last_to_play_leaves_the_trick_to_a_partner_who_is_winning() -> None:
    # Same cards, but East (West's partner) is winning with the jack: West plays low.
    game = spades_position(
        [["D5"], ["DJ"], ["D2"], ["DA", "DQ", "D3"]],
        [1, 3, 4, 3],
        ["D2", "DJ", "D5"],
        avoid={3: "D"},
    )
    assert bot_move(game, BOT) == "play D3"


def _end_of_hand_view(tricks_won: tuple[int, int, int, int]) -> SpadesView:
    """Eleven tricks gone (South led and won each with the top card of one suit);
    South leads the twelfth holding the ace of spades and the two of hearts."""
    left = {"SA", "H2", "SK", "D2", "SQ", "C2", "SJ", "ST"}
    gone = [c for c in DISPLAY_ORDER if c not in left]  # suit by suit, highest first
    tricks = [
        TrickRecord(leader=0, cards=tuple(gone[i : i + 4]), winner=0) for i in range(0, 44, 4)
    ]
    return SpadesView(
        seat=0,
        hand=("SA", "H2"),
        preset="standard",
        partnerships=True,
        options=SpadesGame.new().options,
        phase="play",
        to_move=0,
        dealer=1,
        bids=(2, 4, 1, 4),
        tricks=(*tricks, TrickRecord(leader=0)),
        tricks_won=tricks_won,
        spades_broken=True,
        scores=(100, 100),
        bags=(0, 0),
        hand_number=3,
        history=(),
    )


LEAD = [PLAY_ACTION["SA"], PLAY_ACTION["H2"]]


def test_contract_made_and_opponents_one_short_sets_them() -> None:
    # North-South (2 + 1) have 4 tricks; East-West bid 8 and have 7 with two to go:
    # taking both tricks sets them, worth far more than the bag it costs.
    assert BOT.choose(_end_of_hand_view((2, 4, 2, 3)), LEAD) == "play SA"


def test_contract_made_and_opponents_made_too_ducks() -> None:
    assert BOT.choose(_end_of_hand_view((1, 5, 2, 3)), LEAD) == "play H2"
