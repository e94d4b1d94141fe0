"""The Jass engines' words in German: rule reasons, refusals and descriptions are ``Msg``
values that the table names in its deck's words, while ``str()`` stays the English."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from jass_tui.coiffeur_presets import describe_cell
from jass_tui.differenzler import parse_action as parse_differenzler
from jass_tui.rules import CONTRACT_NAMES, illegal_reason
from jass_tui.state import IllegalAction, JassGame
from jass_tui.weis import find_weis
from shared.engine.errors import InvalidAction
from shared.i18n import Msg, set_language, translate
from tests.jass.helpers import EXAMPLE_DEAL, play

SWISS_SUITS = {"H": "Rosen", "D": "Schellen", "S": "Schilten", "C": "Eicheln"}
SWISS_RANKS = {
    "6": "Sechs",
    "7": "Sieben",
    "8": "Acht",
    "9": "Neun",
    "T": "Banner",
    "J": "Under",
    "Q": "Ober",
    "K": "König",
    "A": "Ass",
}


class SwissNames:
    """A tiny deck style: the Swiss deck's German names."""

    def name(self, card: str) -> str:
        return f"{SWISS_SUITS[card[0]]}-{SWISS_RANKS[card[1]]}"

    def suit_name(self, suit: str) -> str:
        return SWISS_SUITS[suit]


SWISS = SwissNames()


@pytest.fixture
def german() -> Iterator[None]:
    set_language("de")
    yield
    set_language("en")


def _example_game() -> JassGame:
    game = JassGame.from_deal(EXAMPLE_DEAL, dealer=3, preset="tournament")
    play(game, "trump H", "play CA", "play H9")
    return game


def test_follow_suit_in_the_deck_s_words(german: None) -> None:
    reason = _example_game().legal_reason("S6") or ""
    assert isinstance(reason, Msg)
    assert str(reason) == "you must follow clubs"
    assert translate(reason, SWISS) == "du musst Eicheln angeben"
    assert translate(reason) == "du musst Kreuz angeben"


def test_undertrump_names_the_card(german: None) -> None:
    reason = _example_game().legal_reason("HA") or ""
    assert reason == (
        "no undertrumping: a trump lower than the nine of hearts may not be played here"
    )
    assert translate(reason, SWISS) == (
        "nicht untertrumpfen: ein Trumpf unter Rosen-Neun ist hier nicht erlaubt"
    )


def test_refused_action_carries_its_msg(german: None) -> None:
    game = _example_game()
    with pytest.raises(IllegalAction) as caught:
        game.apply("obe")
    message = caught.value.args[0]
    assert str(caught.value) == "the contract is already chosen: hearts trump"
    assert translate(message, SWISS) == "es ist schon angesagt: Trumpf Rosen"


def test_before_the_contract(german: None) -> None:
    game = JassGame.from_deal(EXAMPLE_DEAL, dealer=3, preset="tournament")
    reason = game.legal_reason("CA")
    assert reason == "choose the contract first"
    assert translate(reason or "") == "sag zuerst an, was gespielt wird"


def test_not_held_and_free_trump(german: None) -> None:
    reason = illegal_reason("HJ", ["CK", "S6"], ["CA"], "H")
    assert reason == "you do not hold the jack of hearts"
    assert translate(reason or "", SWISS) == "du hast die Karte Rosen-Under nicht"


def test_contract_names_and_cells(german: None) -> None:
    assert translate(CONTRACT_NAMES["S"], SWISS) == "Trumpf Schilten"
    assert translate(CONTRACT_NAMES["obe"], SWISS) == "Obenabe"
    cell = describe_cell("joker2:H")
    assert cell == "Joker (the second) as hearts trump"
    assert translate(cell, SWISS) == "Joker (der zweite) als Trumpf Rosen"
    assert translate(describe_cell("slalom:une")) == "Slalom, zuerst Undenufe"


def test_weis_in_german(german: None) -> None:
    (four,) = find_weis(["HJ", "SJ", "DJ", "CJ", "S6"], "obe")
    assert four.describe() == "four jacks (200)"
    assert translate(four.describe(), SWISS) == "vier Buben (200)"
    (run,) = find_weis(["HA", "HK", "HQ", "HJ", "S6"], "obe")
    assert run.describe() == "sequence of 4 to the ace of hearts (50)"
    assert translate(run.describe(), SWISS) == "Vierblatt bis Rosen-Ass (50)"


def test_prediction_out_of_range(german: None) -> None:
    with pytest.raises(InvalidAction) as caught:
        parse_differenzler("predict 200")
    assert str(caught.value) == "a prediction is 0 to 157 card points, not 200"
    assert translate(caught.value.args[0]) == "eine Ansage ist 0 bis 157 Kartenpunkte, nicht 200"
