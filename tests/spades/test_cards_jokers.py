"""The joker codes in the shared card notation (shared/cards.py), and games without
jokers refusing them as cards that are not in their deck."""

from __future__ import annotations

import pytest

from jass_tui.state import JassGame
from shared.cards import (
    CARD_CODES,
    JOKERS,
    CardError,
    card_label,
    card_name,
    display_sort,
    is_joker,
    parse_card,
)
from shared.engine import InvalidAction


@pytest.mark.parametrize(
    ("text", "code"), [("BJ", "BJ"), (" bj ", "BJ"), ("lj", "LJ"), ("Lj", "LJ")]
)
def test_joker_codes_parse(text: str, code: str) -> None:
    assert parse_card(text) == code


@pytest.mark.parametrize("text", ["J", "BJJ", "XJ", "B1", "JB", "JOKER"])
def test_other_texts_are_still_no_cards(text: str) -> None:
    with pytest.raises(CardError):
        parse_card(text)


def test_joker_names_and_labels() -> None:
    assert card_name("BJ") == "Big Joker"
    assert card_name("LJ") == "Little Joker"
    assert f"the {card_name('LJ')}" == "the Little Joker"
    assert (card_label("BJ"), card_label("LJ")) == ("BJ", "LJ")
    assert JOKERS == ("BJ", "LJ") and is_joker("BJ") and not is_joker("SJ")
    assert len(CARD_CODES) == 54
    assert card_name("SJ") == "jack of spades"  # unchanged for the suited cards


def test_display_puts_the_jokers_first_among_the_spades() -> None:
    cards = ["H2", "SA", "LJ", "C3", "BJ", "S2"]
    assert display_sort(cards) == ["BJ", "LJ", "SA", "S2", "H2", "C3"]
    assert display_sort(cards, suit_order="HSDC") == ["H2", "BJ", "LJ", "SA", "S2", "C3"]


@pytest.mark.parametrize("card", ["BJ", "LJ"])
def test_jass_refuses_a_joker_as_no_jass_card(card: str) -> None:
    game = JassGame.new(seed=1)
    before = game.to_json()
    with pytest.raises(InvalidAction, match=f"the {card_name(card)} is not a Jass card"):
        game.apply(f"play {card}")
    assert game.to_json() == before
    hands = [list(h) for h in game.hands[0].cards]
    hands[0][0] = card
    with pytest.raises(ValueError, match=f"the {card_name(card)} is not in the deck"):
        JassGame.from_deal(hands, 0, seed=1)
