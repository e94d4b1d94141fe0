"""Deck styles (RULES.md 3.0): ♥=Rosen=Herz, ♦=Schellen, ♠=Schilten=Grün, ♣=Eicheln=Eichel,
and no suit symbol is a mark the hand draws at the cursor."""

from __future__ import annotations

import pytest

from jass_tui.widgets.deck import CURSOR_MARKS, DECK_STYLES, GERMAN, SWISS, deck_style
from shared.ui.deck import FRENCH
from shared.ui.settings import DeckName


def test_swiss_suits_follow_the_rule_book() -> None:
    assert dict(SWISS.suit_names) == {
        "H": "Rosen",
        "D": "Schellen",
        "S": "Schilten",
        "C": "Eicheln",
    }
    assert SWISS.name("DJ") == "Under of Schellen" and SWISS.name("CT") == "Banner of Eicheln"
    assert SWISS.label("CQ") == "O" + SWISS.symbol("C")


def test_the_german_deck() -> None:
    assert dict(GERMAN.suit_names) == {"H": "Herz", "D": "Schellen", "S": "Grün", "C": "Eichel"}
    assert GERMAN.name("SJ") == "Unter of Grün" and GERMAN.name("HQ") == "Ober of Herz"
    assert GERMAN.label("ST") == "10" + GERMAN.symbol("S")
    # Schellen and Eichel look the same in both German-speaking decks.
    assert GERMAN.symbol("D") == SWISS.symbol("D") and GERMAN.symbol("C") == SWISS.symbol("C")


@pytest.mark.parametrize("style", list(DECK_STYLES.values()), ids=list(DECK_STYLES))
def test_symbols_are_distinct_and_never_a_cursor_mark(style: object) -> None:
    symbols = [style.symbol(suit) for suit in "HDSC"]  # type: ignore[attr-defined]
    assert len(set(symbols)) == 4
    assert not set(symbols) & CURSOR_MARKS
    assert all(len(symbol) == 1 for symbol in symbols)


def test_every_deck_name_has_a_style() -> None:
    assert {name.value for name in DeckName} == set(DECK_STYLES)
    assert deck_style("german") is GERMAN and deck_style("nonsense") is FRENCH
