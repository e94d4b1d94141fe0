"""RULES.md Part 4, option ``first_lead``: with ``two_of_clubs`` the holder of the 2♣ (the
3♣ when the jokers took the 2♣ out) leads it to the first trick. Bidding is unchanged:
it starts left of the dealer; once it is over the lead passes to that card's holder."""

from __future__ import annotations

import pytest

from spades_tui.state import IllegalAction, SpadesGame
from tests.spades.helpers import EAST, NORTH, SOUTH, WEST, bid_all, play_out_hand
from tests.spades.part4 import MODES, fill

OPENING = {"off": "C2", "jokers": "C3", "jokers_deuces": "C3"}
LABEL = {"C2": "2♣", "C3": "3♣"}


def holder_of(game: SpadesGame, card: str) -> int:
    return next(s for s, cards in enumerate(game.hands[-1].cards) if card in cards)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("holder", [SOUTH, EAST, NORTH, WEST])
@pytest.mark.parametrize("dealer", [SOUTH, WEST])
def test_the_holder_of_the_lowest_club_leads_it_after_the_bidding(
    mode: str, holder: int, dealer: int
) -> None:
    opening = OPENING[mode]
    hands = fill({holder: [opening, "HA", "SA"]}, mode)
    game = SpadesGame.from_deal(hands, dealer, seed=1, jokers=mode, first_lead="two_of_clubs")
    # Bidding still starts left of the dealer and goes round once.
    first_bidder = (dealer - 1) % 4
    order = []
    for _ in range(4):
        order.append(game.to_move)
        game.apply("bid 2")
    assert order == [
        first_bidder,
        (first_bidder - 1) % 4,
        (first_bidder - 2) % 4,
        (first_bidder - 3) % 4,
    ]
    assert game.phase == "play"
    assert game.to_move == holder
    assert [str(a) for a in game.legal_actions()] == [f"play {opening}"]
    assert game.hands[0].tricks[-1].leader == holder
    assert game.view(holder).tricks[-1].leader == holder
    reason = f"the {LABEL[opening]} must lead the first trick"
    assert game.legal_reason("HA") == reason
    assert game.legal_reason(opening) is None
    before = game.to_json()
    for other in ("HA", "SA"):
        with pytest.raises(IllegalAction, match=reason):
            game.apply(f"play {other}")
    assert game.to_json() == before
    game.apply(f"play {opening}")
    assert game.hands[0].tricks[0].cards == (opening,)
    assert game.to_move == (holder - 1) % 4


def test_the_rule_binds_the_first_trick_only() -> None:
    hands = fill({WEST: ["C2", "HA", "HK", "DA"], EAST: ["CA"]}, "off")
    game = SpadesGame.from_deal(hands, SOUTH, seed=1, first_lead="two_of_clubs")
    bid_all(game, {SOUTH: 1, EAST: 1, NORTH: 1, WEST: 1})
    assert game.to_move == WEST
    for _ in range(4):
        game.apply(game.legal_actions()[0])
    trick = game.hands[0].tricks[0]
    assert trick.leader == WEST and trick.cards[0] == "C2"
    leader = game.to_move
    assert leader == trick.winner
    held = game.held(leader)
    non_spades = [c for c in held if c[0] != "S"]
    assert [a.card for a in game.legal_actions()] == (non_spades or held)


def test_by_default_the_first_bidder_leads_whoever_holds_the_two_of_clubs() -> None:
    hands = fill({NORTH: ["C2"]}, "off")
    game = SpadesGame.from_deal(hands, EAST, seed=1)
    bid_all(game, {SOUTH: 1, EAST: 1, NORTH: 1, WEST: 1})
    assert game.to_move == SOUTH
    assert len(game.legal_actions()) > 1
    assert game.options["first_lead"] == "left_of_dealer"


@pytest.mark.parametrize("mode", MODES)
def test_every_later_hand_too_is_opened_by_its_holder(mode: str) -> None:
    game = SpadesGame.new(
        seed=7, jokers=mode, first_lead="two_of_clubs", target=10_000, loss_limit=None
    )
    for _ in range(4):
        bid_all(game, {0: 3, 1: 3, 2: 3, 3: 3})
        holder = holder_of(game, OPENING[mode])
        assert game.to_move == holder
        assert game.legal_actions() == [f"play {OPENING[mode]}"]
        play_out_hand(game)
    finished = game.hands[:-1]
    assert all(h.tricks[0].cards[0] == OPENING[mode] for h in finished)
    assert SpadesGame.from_json(game.to_json()) == game


def test_first_lead_is_checked() -> None:
    with pytest.raises(ValueError, match="first_lead must be 'left_of_dealer' or 'two_of_clubs'"):
        SpadesGame.new(seed=1, first_lead="south")
