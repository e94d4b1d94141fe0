"""Strong Jass searches only the contracts worth searching."""

from __future__ import annotations

from jass_tui.bots.policy import PUSH, contract_scores
from jass_tui.bots.search import CONTRACT_CANDIDATES, contract_candidates
from jass_tui.rules import CONTRACTS

HAND = ["HJ", "H9", "HA", "HK", "H6", "SA", "SK", "D7", "C8"]


def test_the_best_counted_contracts_and_pushing_are_searched() -> None:
    options = [*CONTRACTS, PUSH]
    kept = contract_candidates(HAND, options, "H")
    scores = contract_scores(HAND)
    best = sorted(CONTRACTS, key=lambda c: (-scores[c], c))[:CONTRACT_CANDIDATES]
    assert set(kept) == {*best, PUSH}
    assert kept == [o for o in options if o in kept]  # the engine's order kept


def test_the_normal_choice_is_always_among_them() -> None:
    kept = contract_candidates(HAND, list(CONTRACTS), "une")
    assert "une" in kept
    assert len(kept) == CONTRACT_CANDIDATES + 1
