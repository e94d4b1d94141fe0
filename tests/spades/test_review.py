"""Findings of an independent rules review, each written from RULES.md Part 2 / DESIGN.md."""

from __future__ import annotations

import pytest

from spades_tui.state import IllegalAction, SpadesGame
from tests.spades.helpers import EAST, NORTH, SOUTH, WEST, bid_all, play_out_hand, suit_deal


@pytest.mark.parametrize(("preset", "options"), [("bicycle", {}), ("standard", {"nil": False})])
@pytest.mark.parametrize("spelling", ["bid nil", "bid Nil", "bid NIL"])
def test_nil_spelled_out_is_refused_when_nil_is_not_allowed(
    preset: str, options: dict[str, object], spelling: str
) -> None:
    # RULES.md 2.5: without Nil the lowest bid is 1, however the bid is written.
    game = SpadesGame.from_deal(suit_deal(SOUTH), 0, preset=preset, seed=1, **options)
    before = game.to_json()
    with pytest.raises(IllegalAction, match="between 1 and 13"):
        game.apply(spelling)
    assert game.to_json() == before
    assert game.hands[-1].bids == (None, None, None, None)


def test_nil_spelled_out_is_a_bid_of_zero_when_nil_is_allowed() -> None:
    game = SpadesGame.from_deal(suit_deal(SOUTH), 0, seed=1)
    bidder = game.to_move
    assert bidder is not None
    game.apply("bid nil")
    assert game.hands[-1].bids[bidder] == 0


@pytest.mark.parametrize("text", ["bid ²", "bid ½", "bid 1²"])
def test_a_bid_that_is_no_number_is_an_illegal_action(text: str) -> None:
    # DESIGN.md: an illegal action raises IllegalAction (not a bare ValueError) and
    # leaves the state unchanged.
    game = SpadesGame.from_deal(suit_deal(SOUTH), 0, seed=1)
    before = game.to_json()
    with pytest.raises(IllegalAction, match="bid must be between 0 and 13"):
        game.apply(text)
    assert game.to_json() == before


# The corners below were probed and found right; kept as regression tests.
# suit_deal(SOUTH): South holds all spades and takes all 13 tricks.


def _play_one_hand(game: SpadesGame, bids: dict[int, int]) -> None:
    bid_all(game, bids)
    play_out_hand(game)


def test_target_and_loss_limit_reached_in_the_same_hand() -> None:
    # RULES.md 2.4: the game ends after the hand; the higher total wins.
    game = SpadesGame.from_deal(suit_deal(SOUTH), 0, seed=1, target=200)
    _play_one_hand(game, {SOUTH: 13, NORTH: 0, EAST: 13, WEST: 13})
    assert game.scores == (230, -260)
    assert (game.phase, game.winner, game.to_move) == ("game_over", 0, None)


def test_falling_exactly_to_the_loss_limit_ends_the_game_and_the_higher_total_wins() -> None:
    # Both totals negative: the team less far down wins.
    game = SpadesGame.from_deal(suit_deal(SOUTH), 0, seed=1)
    _play_one_hand(game, {SOUTH: 13, NORTH: 7, EAST: 1, WEST: 1})
    assert game.scores == (-200, -20)
    assert (game.phase, game.winner) == ("game_over", 1)


def test_bicycle_tie_at_the_top_plays_another_hand() -> None:
    # Three players make Nil (+100 each, target 100); South, bid 1 and 13 taken, scores 22.
    game = SpadesGame.from_deal(suit_deal(SOUTH), 0, preset="bicycle", seed=1, nil=True, target=100)
    _play_one_hand(game, {SOUTH: 1, EAST: 0, NORTH: 0, WEST: 0})
    assert game.scores == (22, 100, 100, 100)
    assert (game.phase, game.winner, game.hand_number) == ("bid", None, 2)
