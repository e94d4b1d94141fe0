"""The contract phase weighs sampled deals: a choice that fits the hands is likelier."""

from __future__ import annotations

from jass_tui.bots.inference import ContractChoice, choice_weight

STRONG_HEARTS = ["HJ", "H9", "HA", "HK", "H6", "SA", "SK", "D7", "C8"]
NO_HEARTS = ["S8", "S9", "SQ", "D8", "D9", "DJ", "C8", "C9", "CJ"]
FILLER = ["S6", "ST", "S7", "DA", "DK", "DQ", "CA", "CK", "CQ"]


def deal(chooser_hand: list[str], forehand_hand: list[str]) -> list[list[str]]:
    """Seat 1 is forehand, seat 3 (its partner) chooses, seat 0 samples."""
    return [FILLER, forehand_hand, FILLER, chooser_hand]


def test_a_trump_maker_holding_the_trumps_is_likelier() -> None:
    choice = ContractChoice(forehand=3, chooser=3, contract="H", pushed=False, observer=0)
    fits = choice_weight(choice, deal(STRONG_HEARTS, FILLER))
    misfits = choice_weight(choice, deal(NO_HEARTS, FILLER))
    assert fits == 1.0
    assert misfits < 0.01


def test_a_pusher_with_a_strong_hand_is_unlikely() -> None:
    choice = ContractChoice(forehand=1, chooser=3, contract="H", pushed=True, observer=0)
    weak = choice_weight(choice, deal(STRONG_HEARTS, NO_HEARTS))
    strong = choice_weight(choice, deal(STRONG_HEARTS, STRONG_HEARTS))
    assert weak == 1.0
    assert strong < weak / 10


def test_the_observers_own_choice_weighs_nothing() -> None:
    choice = ContractChoice(forehand=0, chooser=0, contract="H", pushed=False, observer=0)
    assert choice_weight(choice, deal(NO_HEARTS, NO_HEARTS)) == 1.0
