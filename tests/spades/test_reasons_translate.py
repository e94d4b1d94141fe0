"""The engine's reasons are messages: English as text, German through ``translate``."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from shared.i18n import Msg, set_language, translate
from spades_tui.rules import SPADES, bid_range_message, not_in_deck, play_reason
from spades_tui.state import SpadesGame


@pytest.fixture
def german() -> Iterator[None]:
    set_language("de")
    try:
        yield
    finally:
        set_language("en")


def test_follow_suit_reason_translates(german: None) -> None:
    held: list[list[str]] = [["SA"], ["HK"], [], []]
    reason = play_reason(held, SPADES, 1, True, False)
    assert isinstance(reason, Msg)
    assert str(reason) == "you must follow hearts"
    assert translate(reason) == "du musst Herz angeben"


def test_spades_not_broken_reason_translates(german: None) -> None:
    held: list[list[str]] = [["SA"], ["HK"], [], []]
    reason = play_reason(held, SPADES, -1, False, False)
    assert reason is not None
    assert str(reason).startswith("spades are not broken yet")
    assert translate(reason).startswith("Pik ist noch nicht gebrochen")


def test_joker_note_names_the_card_in_german(german: None) -> None:
    held: list[list[str]] = [["play LJ"], ["play HK"], [], []]
    reason = play_reason(held, SPADES, -1, False, False, card="LJ", mode="jokers")
    assert reason is not None
    assert str(reason) == (
        "the Little Joker is a spade, and spades are not broken yet: "
        "you may lead a spade only after one was played"
    )
    assert translate(reason).startswith("Kleiner Joker zählt als Pik, und Pik ist noch nicht")


def test_opening_and_deck_reasons(german: None) -> None:
    assert str(not_in_deck("C2", "jokers")) == (
        "the two of clubs is not in the deck: with jokers, the 2♣ and 2♦ make way for them"
    )
    assert translate(not_in_deck("C2", "jokers")) == (
        "Kreuz-Zwei ist nicht im Kartensatz: mit Jokern fallen 2♣ und 2♦ weg"
    )
    assert str(bid_range_message(1)) == "bid must be between 1 and 13"
    assert translate(bid_range_message(1)) == "die Ansage muss zwischen 1 und 13 liegen"


def test_game_reason_stays_english_as_text(german: None) -> None:
    game = SpadesGame.new("standard", 7)
    reason = game.legal_reason("SA")
    assert reason == "everybody bids before the first card is played"
    assert translate(reason) == "zuerst sagen alle an, dann wird die erste Karte gespielt"
