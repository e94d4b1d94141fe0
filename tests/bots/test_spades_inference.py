"""The bids weigh sampled deals: a bid that fits its hand is likelier."""

from __future__ import annotations

from spades_tui.bots.hand_state import PLAIN
from spades_tui.bots.inference import bid_log_weight
from spades_tui.rules import NIL

STRONG = ["SA", "SK", "SQ", "SJ", "HA", "HK", "DA", "DK", "CA", "C2", "C3", "D2", "H2"]
WEAK = ["S2", "S3", "H3", "H4", "H5", "H6", "D3", "D4", "D5", "D6", "C4", "C5", "C6"]


def test_a_low_bid_on_a_strong_hand_is_unlikely() -> None:
    assert bid_log_weight(1, WEAK, PLAIN) > -1
    assert bid_log_weight(1, STRONG, PLAIN) < -6


def test_a_high_bid_on_the_strong_hand_fits() -> None:
    assert bid_log_weight(8, STRONG, PLAIN) == 0.0  # the count says 8.6


def test_nil_fits_a_weak_hand_only() -> None:
    assert bid_log_weight(NIL, WEAK, PLAIN) == 0.0
    assert bid_log_weight(NIL, STRONG, PLAIN) < 0.0
