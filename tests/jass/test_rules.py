"""RULES.md 1.4 and 1.5: rank and card points per contract, legal cards, trick winner."""

from __future__ import annotations

import itertools

import pytest

from jass_tui.rules import card_points, legal_cards, trick_winner
from jass_tui.state import IllegalAction, JassGame
from tests.jass.helpers import EXAMPLE_DEAL, cards_of, legal, play

# ----------------------------------------------------------------- 1.4 rank and points

TRUMP_RANK_HIGH_FIRST = "J9AKQT876"
PLAIN_RANK_HIGH_FIRST = "AKQJT9876"


@pytest.mark.parametrize("contract", ["H", "D", "S", "C"])
def test_trump_suit_rank_order(contract: str) -> None:
    for hi, lo in itertools.pairwise(TRUMP_RANK_HIGH_FIRST):
        assert trick_winner(0, [contract + lo, contract + hi], contract) == 1
        assert trick_winner(0, [contract + hi, contract + lo], contract) == 0
    # The lowest trump beats the ace of the led suit.
    assert trick_winner(0, ["SA" if contract != "S" else "CA", contract + "6"], contract) == 1


def test_plain_suit_order_in_trump_game_and_obenabe() -> None:
    for contract in ("H", "obe"):
        for hi, lo in itertools.pairwise(PLAIN_RANK_HIGH_FIRST):
            assert trick_winner(0, ["S" + lo, "S" + hi], contract) == 1
            assert trick_winner(0, ["S" + hi, "S" + lo], contract) == 0


def test_undenufe_order_is_reversed_six_takes() -> None:
    for hi, lo in itertools.pairwise(PLAIN_RANK_HIGH_FIRST):
        assert trick_winner(0, ["S" + hi, "S" + lo], "une") == 1
    assert trick_winner(2, ["SA", "S7", "S6", "SK"], "une") == 0  # seat 2 + 2 played the 6


@pytest.mark.parametrize(
    ("contract", "table"),
    [
        ("H", {"J": 20, "9": 14, "A": 11, "K": 4, "Q": 3, "T": 10, "8": 0, "7": 0, "6": 0}),
        ("obe", {"A": 11, "K": 4, "Q": 3, "J": 2, "T": 10, "9": 0, "8": 8, "7": 0, "6": 0}),
    ],
)
def test_card_points(contract: str, table: dict[str, int]) -> None:
    for rank, points in table.items():
        assert card_points("H" + rank, contract) == points


def test_plain_suit_points_in_trump_game() -> None:
    table = {"A": 11, "K": 4, "Q": 3, "J": 2, "T": 10, "9": 0, "8": 0, "7": 0, "6": 0}
    for rank, points in table.items():
        assert card_points("C" + rank, "H") == points


@pytest.mark.parametrize(("values", "six", "ace"), [("six_high", 11, 0), ("ace_high", 0, 11)])
def test_undenufe_values(values: str, six: int, ace: int) -> None:
    assert card_points("D6", "une", values) == six
    assert card_points("DA", "une", values) == ace
    for rank, points in {"8": 8, "T": 10, "J": 2, "Q": 3, "K": 4, "9": 0, "7": 0}.items():
        assert card_points("D" + rank, "une", values) == points


@pytest.mark.parametrize("contract", ["H", "D", "S", "C", "obe", "une"])
@pytest.mark.parametrize("values", ["six_high", "ace_high"])
def test_every_contract_totals_152(contract: str, values: str) -> None:
    deck = [s + r for s in "SHDC" for r in "6789TJQKA"]
    assert sum(card_points(c, contract, values) for c in deck) == 152


# ----------------------------------------------------------------- 1.5 trick winner


def test_highest_trump_wins() -> None:
    assert trick_winner(1, ["CA", "H6", "CK", "H7"], "H") == 0  # seat 1+3 = 0 played H7
    assert trick_winner(0, ["CA", "HJ", "H9", "CK"], "H") == 1


def test_card_of_another_suit_never_wins_without_trump() -> None:
    assert trick_winner(0, ["C6", "SA", "DA", "HA"], "obe") == 0
    assert trick_winner(0, ["C6", "SA", "DA", "C7"], "S") == 1  # spades trump


def test_undenufe_other_suit_six_does_not_win() -> None:
    assert trick_winner(0, ["CK", "S6", "D6", "CQ"], "une") == 3


# ----------------------------------------------------------------- 1.5 legal cards


def _example_game(deal: list[list[str]] | None = None) -> JassGame:
    game = JassGame.from_deal(deal or EXAMPLE_DEAL, dealer=3, preset="tournament")
    play(game, "trump H", "play CA", "play H9")
    return game


def test_worked_example_only_the_king_of_clubs() -> None:
    game = _example_game()
    assert game.to_move == 2
    assert legal(game) == ["play CK"]
    assert game.legal_reason("HA") == (
        "no undertrumping: a trump lower than the nine of hearts may not be played here"
    )
    assert game.legal_reason("S6") == "you must follow clubs"
    assert legal_cards(["CK", "HA", "S6"], ["CA", "H9"], "H") == ["CK"]


def test_worked_example_with_the_puur_instead_of_the_ace() -> None:
    deal = [list(h) for h in EXAMPLE_DEAL]
    deal[2][deal[2].index("HA")] = "HJ"
    deal[3][deal[3].index("HJ")] = "HA"
    game = _example_game(deal)
    assert set(legal(game)) == {"play CK", "play HJ"}
    assert game.legal_reason("HJ") is None
    assert sorted(legal_cards(["CK", "HJ", "S6"], ["CA", "H9"], "H")) == ["CK", "HJ"]


def test_illegal_card_raises_and_leaves_state() -> None:
    game = _example_game()
    before = game.to_json()
    with pytest.raises(IllegalAction, match=r"^no undertrumping"):
        game.apply("play HA")
    with pytest.raises(IllegalAction, match="you must follow clubs"):
        game.apply("play S6")
    assert game.to_json() == before


TWO_TRUMPS_DEAL = [
    cards_of("CA", "C6", "C7", "S6", "S7", "S8", "D6", "D7", "D8"),
    cards_of("HQ", "H6", "H7", "S9", "ST", "SJ", "D9", "DT", "DJ"),
    cards_of("H9", "H8", "HT", "SQ", "SK", "SA", "DQ", "DK", "DA"),
    cards_of("HJ", "HA", "HK", "C8", "C9", "CT", "CJ", "CQ", "CK"),
]


def test_undertrump_compares_with_the_highest_trump_in_the_trick() -> None:
    # Clubs led, East trumps with the queen, North over-trumps with the nine: West's ace
    # and king are above the queen but below the nine, so they would undertrump.
    game = JassGame.from_deal(TWO_TRUMPS_DEAL, dealer=3, preset="tournament")
    play(game, "trump H", "play CA", "play HQ", "play H9")
    assert game.to_move == 3
    assert set(legal(game)) == {"play HJ"} | {f"play C{r}" for r in "89TJQK"}
    reason = game.legal_reason("HA")
    assert reason is not None and reason.startswith("no undertrumping")
    assert "nine of hearts" in reason


def test_undertrump_highest_trump_played_first() -> None:
    # The nine came first and a (forced, all-trump) queen after it: still the nine counts.
    assert legal_cards(["HA", "C8"], ["CA", "H9", "HQ"], "H") == ["C8"]
    assert legal_cards(["HA", "C8"], ["CA", "HQ", "H9"], "H") == ["C8"]
    assert legal_cards(["HJ", "C8"], ["CA", "H9", "HQ"], "H") == ["HJ", "C8"]


def test_over_trumping_is_always_allowed() -> None:
    assert "HJ" in legal_cards(["HJ", "C8"], ["CA", "H9"], "H")
    assert "HA" in legal_cards(["HA", "C8", "S6"], ["CA", "HK"], "H")


def test_all_trumps_may_undertrump() -> None:
    assert legal_cards(["H6", "H7"], ["CA", "H9"], "H") == ["H6", "H7"]


def test_void_in_led_suit_plays_anything_never_forced_to_trump() -> None:
    assert sorted(legal_cards(["H6", "S7", "D8"], ["CA"], "H")) == ["D8", "H6", "S7"]


def test_void_player_may_not_undertrump_but_may_discard() -> None:
    assert legal_cards(["H6", "S7", "D8"], ["CA", "H9"], "H") == ["S7", "D8"]


def test_holding_the_led_suit_may_follow_or_trump() -> None:
    assert sorted(legal_cards(["C6", "H6", "S7"], ["CA"], "H")) == ["C6", "H6"]


def test_trump_led_must_follow_trumps() -> None:
    assert legal_cards(["H6", "HK", "S7"], ["HA"], "H") == ["H6", "HK"]
    assert legal_cards(["HJ", "H6", "S7"], ["HA"], "H") == ["HJ", "H6"]


def test_trump_led_puur_alone_may_be_kept() -> None:
    assert legal_cards(["HJ", "S7", "D8"], ["HA"], "H") == ["HJ", "S7", "D8"]


def test_trump_led_void_in_trumps_plays_anything() -> None:
    assert legal_cards(["S7", "D8"], ["HA"], "H") == ["S7", "D8"]


def test_trump_led_message() -> None:
    deal = [
        cards_of("H6", "C6", "C7", "C8", "S8", "S9", "ST", "SJ", "SQ"),
        cards_of("H9", "H8", "H7", "CA", "SK", "SA", "DJ", "DQ", "DK"),
        cards_of("CK", "HA", "S6", "D6", "D7", "D8", "D9", "DT", "S7"),
        cards_of("HT", "HJ", "HQ", "HK", "DA", "C9", "CT", "CJ", "CQ"),
    ]
    game = JassGame.from_deal(deal, dealer=3, preset="tournament")
    play(game, "trump H", "play H6")
    assert game.legal_reason("CA") == "you must follow trumps"
    assert legal(game) == ["play H9", "play H8", "play H7"]


@pytest.mark.parametrize("contract", ["obe", "une"])
def test_no_trump_must_follow(contract: str) -> None:
    assert legal_cards(["C6", "HJ", "S7"], ["CA"], contract) == ["C6"]
    assert legal_cards(["HJ", "S7"], ["CA"], contract) == ["HJ", "S7"]
    game = JassGame.from_deal(EXAMPLE_DEAL, dealer=3, preset="tournament")
    play(game, contract, "play CA")
    assert game.legal_reason("SK") is None  # East has no club
    play(game, "play SK")
    assert game.legal_reason("D6") == "you must follow clubs"
    assert legal(game) == ["play CK"]


def test_leader_plays_any_card() -> None:
    game = JassGame.from_deal(EXAMPLE_DEAL, dealer=3, preset="tournament")
    play(game, "trump H")
    assert len(legal(game)) == 9
