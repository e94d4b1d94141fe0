"""Findings of an independent rules review, each written from RULES.md Part 2 / DESIGN.md."""

from __future__ import annotations

import pytest

from spades_tui.state import IllegalAction, SpadesGame
from tests.spades.helpers import SOUTH, suit_deal


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
