"""The normal Jass bot makes the moves a club player would (hand-made positions)."""

from __future__ import annotations

import pytest

from jass_tui.bots import NormalJassBot
from jass_tui.state import JassGame
from tests.bots.helpers import bot_move, complete_deal, jass_position

BOT = NormalJassBot(seed=0)


def test_schmieren_partner_takes_the_trick_last_to_play_gives_the_ten() -> None:
    # Hearts trump. South leads C7, East (our partner) takes with the ace, North plays C8.
    # West is last: the trick is ours for sure, so the ten goes on it, not the six.
    game = jass_position(
        [["C7"], ["CA"], ["C8"], ["CT", "C6"]], "trump H", ["C7", "CA", "C8"], avoid={3: "C"}
    )
    assert game.to_move == 3
    assert bot_move(game, BOT) == "play CT"


def test_no_schmieren_while_an_opponent_may_still_take_the_trick() -> None:
    # South (partner) leads the king of clubs; the ace is still out and West plays after
    # North: the ten could be lost to the opponents, so North plays the seven.
    game = jass_position(
        [["CK"], ["C6"], ["CT", "C7"], ["CA"]], "trump H", ["CK", "C6"], avoid={2: "C"}
    )
    assert game.to_move == 2
    assert bot_move(game, BOT) == "play C7"


def test_the_chooser_leads_the_puur_to_pull_trumps() -> None:
    game = jass_position([["HJ", "H9", "H6"], [], [], []], "trump H", avoid={0: "H"})
    assert game.to_move == 0
    assert bot_move(game, BOT) == "play HJ"


def test_the_puur_is_not_wasted_on_a_trick_without_points() -> None:
    game = jass_position(
        [["S6"], ["S7"], ["S8"], ["HJ"]], "trump H", ["S6", "S7", "S8"], avoid={3: "SH"}
    )
    assert bot_move(game, BOT) != "play HJ"


def test_the_puur_takes_a_trick_worth_having() -> None:
    # The opponents' ace and ten of spades (21 points) are worth the Puur.
    game = jass_position(
        [["SA"], ["S6"], ["ST"], ["HJ"]], "trump H", ["SA", "S6", "ST"], avoid={3: "SH"}
    )
    assert bot_move(game, BOT) == "play HJ"


def test_last_to_play_takes_with_the_side_ace_rather_than_a_trump() -> None:
    game = jass_position(
        [["DK"], ["D6"], ["D7"], ["DA", "H6"]], "trump H", ["DK", "D6", "D7"], avoid={3: "DH"}
    )
    assert bot_move(game, BOT) == "play DA"


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        (["HJ", "H9", "HA", "HK", "SA", "DA", "CA", "S6", "D6"], "trump H"),
        (["SA", "SK", "SQ", "HA", "HK", "DA", "DK", "CA", "C9"], "obe"),
        (["S6", "S7", "S8", "H6", "H7", "D6", "D7", "C6", "CA"], "une"),
        (["S6", "S8", "H7", "HT", "D7", "D9", "C6", "C8", "CJ"], "push"),
    ],
)
def test_contract_from_hand_strength(hand: list[str], expected: str) -> None:
    game = JassGame.from_deal(complete_deal([hand, [], [], []], "6789TJQKA"), 3)
    assert game.phase == "contract" and game.to_move == 0
    assert bot_move(game, BOT) == expected


def test_after_a_push_the_partner_names_a_contract() -> None:
    weak = ["S6", "S8", "H7", "HT", "D7", "D9", "C6", "C8", "CJ"]
    game = JassGame.from_deal(complete_deal([weak, [], [], []], "6789TJQKA"), 3)
    game.apply("push")
    assert game.to_move == 2
    assert bot_move(game, BOT) in {"trump H", "trump D", "trump S", "trump C", "obe", "une"}


def test_weis_are_declared() -> None:
    hand = ["HA", "HK", "HQ", "S6", "S8", "D7", "D9", "C6", "C8"]
    game = JassGame.from_deal(complete_deal([hand, [], [], []], "6789TJQKA"), 3)
    game.apply("trump S")
    assert [str(a) for a in game.legal_actions()] == ["weis", "noweis"]
    assert bot_move(game, BOT) == "weis"


def test_a_trick_that_cannot_be_won_gets_a_small_card_not_a_master() -> None:
    # Hearts trump; South leads clubs, East trumps with the Nell. North holds no club,
    # only a trump below the Nell (no undertrumping) and diamonds, the ace a sure trick
    # later: the six goes, the ace is kept.
    game = jass_position(
        [["C7"], ["H9"], ["DA", "D6", "H6"], []], "trump H", ["C7", "H9"], avoid={2: "CHS"}
    )
    assert game.to_move == 2
    assert bot_move(game, BOT) == "play D6"
