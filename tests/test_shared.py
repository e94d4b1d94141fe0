"""The shared card notation, seats and trick winner."""

from __future__ import annotations

import random

import pytest

from shared.cards import (
    JASS_RANKS,
    CardError,
    card_label,
    card_name,
    deal,
    display_sort,
    make_deck,
    parse_card,
)
from shared.game import IllegalAction
from shared.table import Direction, partner_of, play_order, team_of
from shared.tricks import trick_winner


def test_parse_accepts_case_spaces_and_ten() -> None:
    assert parse_card(" hj ") == "HJ"
    assert parse_card("C10") == "CT"


@pytest.mark.parametrize("text", ["", "XX", "H1", "HJJ", "ZA"])
def test_parse_rejects_non_cards(text: str) -> None:
    with pytest.raises(CardError):
        parse_card(text)


def test_names() -> None:
    assert card_name("HJ") == "jack of hearts"
    assert card_label("CT") == "10♣"


def test_seeded_deal_is_reproducible_and_complete() -> None:
    deck = make_deck(JASS_RANKS)
    a = deal(deck, random.Random(7))
    b = deal(deck, random.Random(7))
    assert a == b
    assert sorted(c for h in a for c in h) == sorted(deck)
    assert [len(h) for h in a] == [9, 9, 9, 9]


def test_display_sort_groups_suits_high_first() -> None:
    assert display_sort(["C6", "HA", "H6", "SK"], suit_order="HSDC") == ["HA", "H6", "SK", "C6"]


def test_seats_and_directions() -> None:
    assert play_order(0, Direction.RIGHT) == (0, 1, 2, 3)
    assert play_order(0, Direction.LEFT) == (0, 3, 2, 1)
    assert partner_of(1) == 3
    assert team_of(2) == 0


def test_trick_winner_by_strength_and_direction() -> None:
    order = "23456789TJQKA"

    def strength(card: str, led: str) -> int:
        return order.index(card[1]) + 1 if card[0] == led else 0

    # Led by seat 1 to the left: seats 1, 0, 3, 2; the king (third card) wins for seat 3.
    assert trick_winner(1, ["H2", "HT", "HK", "S4"], strength, Direction.LEFT) == 3
    # To the right: seats 1, 2, 3, 0; the king is seat 3 again.
    assert trick_winner(1, ["H2", "HT", "HK", "S4"], strength, Direction.RIGHT) == 3
    assert trick_winner(2, ["H2", "HT", "HK", "S4"], strength, Direction.LEFT) == 0


def test_illegal_action_is_a_value_error() -> None:
    assert issubclass(IllegalAction, ValueError)


def test_trick_mismatch_names_hand_trick_and_seats() -> None:
    from shared.tricks import TrickRecord, trick_mismatch

    real = [TrickRecord(leader=0, cards=("H6", "HA", "H7", "H8"), winner=1)]
    edited = [TrickRecord(leader=0, cards=("H6", "HA", "H7", "H8"), winner=2)]
    assert trick_mismatch(3, real, real) is None
    assert trick_mismatch(3, edited, real) == (
        "hand 3, trick 1: the save says North won it, but the cards give East"
    )
    assert "save lists 0 tricks" in (trick_mismatch(1, [], real) or "")


def test_seat_name_never_fails() -> None:
    from shared.table import seat_name

    assert seat_name(2) == "North"
    assert seat_name(None) == "nobody"
    assert seat_name(7) == "seat 7 (not a seat)"


def test_engine_modules_never_load_textual() -> None:
    import subprocess
    import sys

    code = (
        "import sys, jass_tui.state, jass_tui.bots, spades_tui.state, spades_tui.bots, "
        "jass_tui.differenzler, jass_tui.molotow, "
        "shared.persistence, shared.sim, shared.cli; "
        "sys.exit('textual' in sys.modules)"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0
