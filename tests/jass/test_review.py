"""Independent review of the Jass engine against RULES.md Part 1: corners the other
test files leave out (both teams reaching the target in one trick, Match with a
multiplier and Weis, the Undenufe Weis reversal played out in a game)."""

from __future__ import annotations

import pytest

from jass_tui.state import JassGame
from tests.jass.helpers import ALL_HEARTS_DEAL, cards_of, legal, play


def play_first_legal(game: JassGame, weis: str, hand_number: int = 1) -> None:
    """Play the first legal action until hand ``hand_number`` is over, answering Weis."""
    while game.hand_number == hand_number and game.phase != "game_over":
        actions = legal(game)
        game.apply(weis if actions == ["weis", "noweis"] else actions[0])


# Spades trump, South forehand (dealer West). South holds the Stöck (K+Q of spades);
# North's only trump is the Puur.
STOECK_RACE_DEAL = [
    cards_of("SK", "SQ", "S6", "D6", "D7", "DT", "H6", "H7", "HT"),
    cards_of("SA", "S7", "CA", "CK", "C6", "D8", "DQ", "H8", "HQ"),
    cards_of("SJ", "C7", "C9", "CJ", "HA", "HK", "H9", "DA", "D9"),
    cards_of("S8", "S9", "ST", "HJ", "DJ", "DK", "C8", "CT", "CQ"),
]


def test_puur_alone_may_be_kept_when_trumps_are_led() -> None:
    game = JassGame.from_deal(STOECK_RACE_DEAL, dealer=3, seed=1, target=20)
    play(game, "trump S", "play SK", "play S7")
    assert set(legal(game)) == {f"play {c}" for c in STOECK_RACE_DEAL[2]}


def test_stoeck_comes_before_the_trick_when_both_teams_reach_the_target() -> None:
    # Trick 1 goes to West's nine (18 for East-West). In trick 2 South plays the second
    # Stöck card (20 for North-South) and East over-trumps with the ace, which would
    # take East-West past 20 as well: Stöck counts first, so North-South win.
    game = JassGame.from_deal(STOECK_RACE_DEAL, dealer=3, seed=1, target=20)
    play(game, "trump S", "play SK", "play S7", "play C7", "play S9")
    assert game.scores == (0, 18) and game.to_move == 3
    play(game, "play DK", "play SQ")
    assert game.phase == "game_over"
    assert game.winner == 0
    assert game.scores == (20, 18)
    hand = game.hands[-1]
    assert hand.end_reason == "stoeck" and hand.stoeck == (20, 0)
    assert hand.tricks[-1].cards == ("DK", "SQ") and hand.tricks[-1].winner is None


@pytest.mark.parametrize(
    ("contract", "multiplier", "stoeck"),
    [("obe", 3, 0), ("une", 4, 0), ("trump H", 2, 20)],
)
def test_pagat_match_with_weis_is_multiplied(contract: str, multiplier: int, stoeck: int) -> None:
    # South holds all nine hearts and leads them: all nine tricks (157 + 100 = 257).
    # Every seat holds a run of nine (100 with flat long sequences); the equal Weis go
    # to South, first in the first trick, so North-South score both partners' 200.
    game = JassGame.from_deal(ALL_HEARTS_DEAL, dealer=3, preset="pagat-3000", seed=1)
    play(game, contract)
    play_first_legal(game, "weis")
    hand = game.hands[0]
    assert hand.finished
    assert hand.match == 0
    assert hand.trick_points == (257, 0)
    # With hearts trump South's run is also the trump sequence: South wins either way.
    assert hand.weis == (200, 0)
    assert hand.stoeck == (stoeck, 0)  # South was dealt the king and queen of hearts
    assert hand.multiplier == multiplier
    assert hand.points == ((257 + 200 + stoeck) * multiplier, 0)
    assert game.scores == hand.points


def test_tournament_has_no_match_and_multipliers_off_counts_once() -> None:
    game = JassGame.from_deal(ALL_HEARTS_DEAL, dealer=3, preset="tournament", seed=1)
    play(game, "obe")
    assert legal(game)[0].startswith("play")  # no Weis question in the tournament
    play_first_legal(game, "weis")
    assert game.hands[0].trick_points == (157, 0) and game.hands[0].match is None

    game = JassGame.from_deal(
        ALL_HEARTS_DEAL, dealer=3, preset="swisslos-2500", seed=1, multipliers=False
    )
    play(game, "obe")
    play_first_legal(game, "noweis")
    assert game.hands[0].multiplier == 1
    assert game.hands[0].points == (257, 0)


# South holds Q-K-A of spades, East 6-7-8 of diamonds; North and West hold no Weis.
UNDENUFE_WEIS_DEAL = [
    cards_of("SQ", "SK", "SA", "H6", "H8", "HT", "D9", "DJ", "C6"),
    cards_of("D6", "D7", "D8", "H7", "H9", "HJ", "S6", "S8", "C8"),
    cards_of("S7", "S9", "ST", "HQ", "HK", "DT", "DQ", "C9", "CQ"),
    cards_of("SJ", "HA", "DK", "DA", "C7", "CT", "CJ", "CK", "CA"),
]


@pytest.mark.parametrize(("contract", "team"), [("une", 1), ("obe", 0), ("trump C", 0)])
def test_undenufe_reverses_the_sequence_comparison_in_play(contract: str, team: int) -> None:
    # RULES 1.6 (3): in Undenufe 6-7-8 beats Q-K-A; otherwise the higher top card wins.
    game = JassGame.from_deal(UNDENUFE_WEIS_DEAL, dealer=3, seed=1)
    play(game, contract)
    while game.hands[0].tricks[0].winner is None:
        actions = legal(game)
        game.apply("weis" if actions == ["weis", "noweis"] else actions[0])
    hand = game.hands[0]
    assert hand.weis_winner == team
    expected = [0, 0]
    expected[team] = 20
    assert hand.weis == tuple(expected)
