"""RULES.md Part 4, option ``jokers``: the deck, the trump order, and the jokers (with
deuces the 2♦) as spades for following, breaking and leading. Constructed deals only."""

from __future__ import annotations

from itertools import pairwise

import pytest

from spades_tui.rules import display_key, get_deck, strength, suit_in_play
from spades_tui.state import IllegalAction, SpadesGame, describe_action
from tests.spades.helpers import EAST, NORTH, SOUTH, WEST, bid_all
from tests.spades.part4 import MODES, deck, display, fill, power, suit, trumps

HEARTS_DOWN_TO_3 = ["H" + r for r in "AKQJT9876543"]


def started(hands: list[list[str]], mode: str, **options: object) -> SpadesGame:
    """East deals, so South bids first and leads; everybody bids 1."""
    game = SpadesGame.from_deal(hands, EAST, seed=1, jokers=mode, **options)
    bid_all(game, {SOUTH: 1, EAST: 1, NORTH: 1, WEST: 1})
    assert game.to_move == SOUTH
    return game


def legal_cards(game: SpadesGame) -> list[str]:
    return [str(a.card) for a in game.legal_actions()]


# ------------------------------------------------------------------------------ deck


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("seed", range(6))
def test_new_deals_exactly_the_deck_of_the_option(mode: str, seed: int) -> None:
    game = SpadesGame.new(seed=seed, jokers=mode)
    cards = game.hands[0].cards
    assert [len(h) for h in cards] == [13] * 4
    dealt = [c for h in cards for c in h]
    assert sorted(dealt) == sorted(deck(mode))
    assert len(set(dealt)) == 52


def test_jokers_off_deals_as_before_the_option() -> None:
    assert SpadesGame.new(seed=21).hands == SpadesGame.new(seed=21, jokers="off").hands


def test_the_two_joker_decks_leave_out_the_named_deuces() -> None:
    assert {"C2", "D2"}.isdisjoint(deck("jokers")) and "H2" in deck("jokers")
    assert {"C2", "H2"}.isdisjoint(deck("jokers_deuces")) and "D2" in deck("jokers_deuces")
    for mode in ("jokers", "jokers_deuces"):
        game = SpadesGame.from_deal(fill({}, mode), 0, seed=1, jokers=mode)
        assert sorted(c for h in game.hands[0].cards for c in h) == sorted(deck(mode))


@pytest.mark.parametrize(
    ("mode", "dealt", "message"),
    [
        ("off", "jokers", "hand 1: there are no jokers in this game"),
        (
            "jokers",
            "off",
            r"hand 1: the two of (clubs|diamonds) is not in the deck: "
            "with jokers, the 2♣ and 2♦ make way for them",
        ),
        (
            "jokers_deuces",
            "jokers",
            r"hand 1: the two of hearts is not in the deck: "
            "with jokers, the 2♣ and 2♥ make way for them",
        ),
        ("jokers_deuces", "off", "hand 1: (there are no jokers|the two of)"),
    ],
)
def test_a_deal_must_be_exactly_the_deck_of_the_option(mode: str, dealt: str, message: str) -> None:
    hands = fill({}, dealt)
    if dealt == "off" and mode == "jokers_deuces":
        hands[3][-1] = "BJ"  # one joker in, one of the deuces still there
    with pytest.raises(ValueError, match=message):
        SpadesGame.from_deal(hands, 0, seed=1, jokers=mode)


def test_a_joker_dealt_twice_is_refused() -> None:
    hands = fill({SOUTH: ["BJ"]}, "jokers")
    hands[NORTH][0] = "BJ"
    with pytest.raises(ValueError, match="the Big Joker is dealt twice"):
        SpadesGame.from_deal(hands, 0, seed=1, jokers="jokers")


@pytest.mark.parametrize("mode", MODES)
def test_hands_show_the_spades_in_trump_order_first(mode: str) -> None:
    south = [c for c in ["S2", "C3", "BJ", "HA", "D2", "SA", "LJ", "H2", "D3"] if c in deck(mode)]
    hands = fill({SOUTH: south}, mode)
    game = SpadesGame.from_deal(hands, EAST, seed=1, jokers=mode)
    shown = game.view(SOUTH).hand
    assert list(shown) == display(hands[SOUTH], mode)
    assert list(game.hands[0].cards[SOUTH]) == display(hands[SOUTH], mode)
    if mode == "jokers_deuces":
        assert shown[:4] == ("BJ", "LJ", "D2", "S2")
    elif mode == "jokers":
        assert shown[:3] == ("BJ", "LJ", "SA")


# ----------------------------------------------------------------------- trump order


def _trump_duel(mode: str, west: str, north: str) -> SpadesGame:
    """South leads the A♥; West and North, void in hearts, trump with ``west`` and
    ``north``; East holds no spade in play and cannot overtrump."""
    hands = fill(
        {SOUTH: [*HEARTS_DOWN_TO_3, "C9"], WEST: [west], NORTH: [north]},
        mode,
        avoid={WEST: "H", NORTH: "H", EAST: "S"},
    )
    game = started(hands, mode)
    game.apply("play HA")
    game.apply(f"play {west}")
    game.apply(f"play {north}")
    game.apply(game.legal_actions()[0])
    return game


@pytest.mark.parametrize("mode", MODES)
def test_each_trump_beats_the_next_lower_one(mode: str) -> None:
    order = trumps(mode)
    for high, low in pairwise(order):
        game = _trump_duel(mode, west=low, north=high)
        assert game.hands[0].tricks[0].winner == NORTH, (high, low)
        game = _trump_duel(mode, west=high, north=low)
        assert game.hands[0].tricks[0].winner == WEST, (high, low)


def test_the_trump_orders_of_the_rule_book() -> None:
    assert trumps("jokers")[:4] == ["BJ", "LJ", "SA", "SK"]
    assert trumps("jokers")[-1] == "S2"
    assert trumps("jokers_deuces")[:5] == ["BJ", "LJ", "D2", "S2", "SA"]
    assert trumps("jokers_deuces")[-1] == "S3"


def test_a_joker_trumps_the_ace_of_the_led_suit() -> None:
    game = _trump_duel("jokers", west="S2", north="LJ")
    trick = game.hands[0].tricks[0]
    assert trick.cards[:3] == ("HA", "S2", "LJ") and trick.winner == NORTH


# ---------------------------------------------------------------- following suit


def test_a_joker_must_follow_a_spade_lead_if_it_is_the_only_spade() -> None:
    # South holds only spades and may lead one; West's only spade is the Little Joker.
    south = ["S" + r for r in "AKQJT98765432"]
    hands = fill({SOUTH: south, WEST: ["LJ"]}, "jokers", avoid={WEST: "S"})
    game = started(hands, "jokers")
    game.apply("play SA")
    assert game.to_move == WEST
    assert legal_cards(game) == ["LJ"]
    other = next(c for c in game.held(WEST) if c != "LJ")
    reason = "you must follow spades: the Little Joker is a spade"
    assert game.legal_reason(other) == reason
    with pytest.raises(IllegalAction, match=reason):
        game.apply(f"play {other}")
    game.apply("play LJ")
    assert game.hands[0].tricks[0].cards == ("SA", "LJ")


def test_with_deuces_the_two_of_diamonds_must_follow_a_spade_lead() -> None:
    south = ["S" + r for r in "AKQJT98765432"]
    hands = fill({SOUTH: south, WEST: ["D2"]}, "jokers_deuces", avoid={WEST: "S"})
    game = started(hands, "jokers_deuces")
    game.apply("play S2")  # South's lowest spade: the 2♠ is high with deuces
    assert legal_cards(game) == ["D2"]
    other = next(c for c in game.held(WEST) if c != "D2")
    reason = "you must follow spades: the 2♦ counts as a spade"
    with pytest.raises(IllegalAction, match=reason):
        game.apply(f"play {other}")


def test_with_deuces_the_two_of_diamonds_does_not_follow_diamonds() -> None:
    hands = fill({SOUTH: ["DA", *HEARTS_DOWN_TO_3], WEST: ["D2", "D5", "D9"]}, "jokers_deuces")
    game = started(hands, "jokers_deuces")
    game.apply("play DA")
    west_diamonds = [c for c in game.held(WEST) if c[0] == "D" and c != "D2"]
    assert legal_cards(game) == display(west_diamonds, "jokers_deuces")
    reason = "the 2♦ counts as a spade: you must follow diamonds"
    assert game.legal_reason("D2") == reason
    before = game.to_json()
    with pytest.raises(IllegalAction, match=reason):
        game.apply("play D2")
    assert game.to_json() == before


def test_with_deuces_a_player_whose_only_diamond_is_the_two_is_void() -> None:
    hands = fill(
        {SOUTH: ["DA", *HEARTS_DOWN_TO_3], WEST: ["D2"]}, "jokers_deuces", avoid={WEST: "D"}
    )
    game = started(hands, "jokers_deuces")
    game.apply("play DA")
    assert sorted(legal_cards(game)) == sorted(game.held(WEST))
    game.apply("play D2")  # trumps the ace of diamonds
    assert game.spades_broken


@pytest.mark.parametrize("mode", ["jokers", "jokers_deuces"])
def test_a_joker_may_not_be_played_while_following_another_suit(mode: str) -> None:
    hands = fill({SOUTH: ["DA", *HEARTS_DOWN_TO_3], WEST: ["LJ", "D5"]}, mode)
    game = started(hands, mode)
    game.apply("play DA")
    reason = "the Little Joker is a spade: you must follow diamonds"
    assert game.legal_reason("LJ") == reason
    with pytest.raises(IllegalAction, match=reason):
        game.apply("play LJ")


# ------------------------------------------------------------- breaking and leading


@pytest.mark.parametrize(
    ("mode", "card", "reason"),
    [
        ("jokers", "BJ", "the Big Joker is a spade, and spades are not broken yet"),
        ("jokers", "LJ", "the Little Joker is a spade, and spades are not broken yet"),
        ("jokers_deuces", "BJ", "the Big Joker is a spade, and spades are not broken yet"),
        ("jokers_deuces", "D2", "the 2♦ counts as a spade, and spades are not broken yet"),
    ],
)
def test_a_joker_or_the_deuce_may_not_be_led_before_spades_are_broken(
    mode: str, card: str, reason: str
) -> None:
    hands = fill({SOUTH: [card, *HEARTS_DOWN_TO_3]}, mode)
    game = started(hands, mode)
    assert card not in legal_cards(game)
    full = f"{reason}: you may lead a spade only after one was played"
    assert game.legal_reason(card) == full
    with pytest.raises(IllegalAction, match=full):
        game.apply(f"play {card}")


def test_a_joker_led_is_a_spade_lead() -> None:
    # South holds nothing but spades in play, so he may lead the Big Joker at once.
    south = ["BJ", "LJ", *["S" + r for r in "AKQJT987654"]]
    hands = fill({SOUTH: south, WEST: ["S3", *HEARTS_DOWN_TO_3]}, "jokers")
    game = started(hands, "jokers")
    assert sorted(legal_cards(game)) == sorted(south)
    game.apply("play BJ")
    assert game.spades_broken
    assert legal_cards(game) == ["S3"]  # West must follow spades
    with pytest.raises(IllegalAction, match="you must follow spades"):
        game.apply("play HA")


@pytest.mark.parametrize(("mode", "card"), [("jokers", "LJ"), ("jokers_deuces", "D2")])
def test_a_joker_or_the_deuce_played_on_a_side_suit_breaks_spades(mode: str, card: str) -> None:
    hands = fill({SOUTH: [*HEARTS_DOWN_TO_3, "C9"], WEST: [card]}, mode, avoid={WEST: "H"})
    game = started(hands, mode)
    game.apply("play HA")
    assert not game.spades_broken
    game.apply(f"play {card}")
    assert game.spades_broken
    while len(game.hands[0].tricks) < 2:
        game.apply(game.legal_actions()[0])
    assert game.hands[0].tricks[0].winner in (WEST, NORTH, EAST)
    leader = game.to_move
    assert leader is not None
    spades = [c for c in game.held(leader) if suit(c, mode) == "S"]
    assert all(game.legal_reason(c) is None for c in spades)


def test_no_joker_on_the_first_trick_when_first_trick_spades_is_off() -> None:
    hands = fill(
        {SOUTH: [*HEARTS_DOWN_TO_3, "C9"], WEST: ["LJ", "D5"]}, "jokers", avoid={WEST: "H"}
    )
    game = started(hands, "jokers", first_trick_spades=False)
    game.apply("play HA")
    reason = (
        "the Little Joker is a spade: no spades on the first trick (unless you hold nothing else)"
    )
    assert game.legal_reason("LJ") == reason
    with pytest.raises(IllegalAction, match="the Little Joker is a spade: no spades"):
        game.apply("play LJ")
    assert all(suit(c, "jokers") != "S" for c in legal_cards(game))


# ------------------------------------------------------------ cards not in this deck


@pytest.mark.parametrize(
    ("mode", "card", "message"),
    [
        ("off", "BJ", "there are no jokers in this game"),
        ("off", "LJ", "there are no jokers in this game"),
        ("jokers", "C2", "the two of clubs is not in the deck"),
        ("jokers", "D2", "the two of diamonds is not in the deck"),
        ("jokers_deuces", "H2", "the two of hearts is not in the deck"),
    ],
)
def test_playing_a_card_outside_the_deck_is_illegal_and_changes_nothing(
    mode: str, card: str, message: str
) -> None:
    game = started(fill({}, mode), mode)
    before = game.to_json()
    assert (game.legal_reason(card) or "").startswith(message)
    with pytest.raises(IllegalAction, match=message):
        game.apply(f"play {card}")
    assert game.to_json() == before


def test_a_joker_not_held_is_named() -> None:
    game = started(fill({NORTH: ["BJ"]}, "jokers"), "jokers")
    with pytest.raises(IllegalAction, match="you do not hold the Big Joker"):
        game.apply("play BJ")


def test_jokers_in_the_game_log() -> None:
    assert describe_action("play BJ") == "plays the Big Joker"
    assert describe_action("play lj") == "plays the Little Joker"


@pytest.mark.parametrize("mode", MODES)
def test_option_is_exposed_and_saved(mode: str) -> None:
    game = started(fill({}, mode), mode)
    game.apply(game.legal_actions()[0])
    assert game.options["jokers"] == mode
    assert game.view(NORTH).options["jokers"] == mode
    loaded = SpadesGame.from_json(game.to_json())
    assert loaded == game and loaded.options["jokers"] == mode


@pytest.mark.parametrize("mode", MODES)
def test_the_rule_helpers_for_bots_and_tables_agree_with_the_rule_book(mode: str) -> None:
    table = get_deck(mode)
    assert sorted(table.cards) == sorted(deck(mode))
    assert list(table.trumps) == trumps(mode)
    assert list(table.display_order) == display(deck(mode), mode)
    assert table.opening == ("C2" if mode == "off" else "C3")
    for card in deck(mode):
        assert suit_in_play(card, mode) == suit(card, mode)
        assert display_key(card, mode) == table.display_order.index(card)
        for led in "SHDC":
            for other in deck(mode):
                mine, theirs = strength(card, led, mode), strength(other, led, mode)
                assert (mine > theirs) == (power(card, led, mode) > power(other, led, mode))
