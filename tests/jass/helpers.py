"""Small helpers for scripting Jass hands in tests."""

from __future__ import annotations

from jass_tui.state import JassGame


def play(game: JassGame, *actions: str, weis: str = "noweis") -> None:
    """Apply ``actions`` in order; a pending Weis question is answered with ``weis`` first."""
    for action in actions:
        if action.startswith("play") and [str(a) for a in game.legal_actions()] == [
            "weis",
            "noweis",
        ]:
            game.apply(weis)
        game.apply(action)


def cards_of(*codes: str) -> list[str]:
    """A hand written as one string per card; checks the test's own deal has 9 cards."""
    assert len(codes) == 9, codes
    return list(codes)


def legal(game: JassGame) -> list[str]:
    return [str(a) for a in game.legal_actions()]


# Hearts trump worked example of RULES.md 1.5: North (2) holds K♣, A♥, 6♠ plus cards that
# change nothing (diamonds and a spade: must follow clubs anyway).
EXAMPLE_DEAL = [
    cards_of("CA", "C6", "C7", "C8", "S8", "S9", "ST", "SJ", "SQ"),
    cards_of("H9", "H8", "H7", "H6", "SK", "SA", "DJ", "DQ", "DK"),
    cards_of("CK", "HA", "S6", "D6", "D7", "D8", "D9", "DT", "S7"),
    cards_of("HT", "HJ", "HQ", "HK", "DA", "C9", "CT", "CJ", "CQ"),
]

# South holds all nine hearts: with hearts trump (or Obenabe/Undenufe led from hearts)
# South takes every trick.
ALL_HEARTS_DEAL = [
    cards_of("H6", "H7", "H8", "H9", "HT", "HJ", "HQ", "HK", "HA"),
    cards_of("S6", "S7", "S8", "S9", "ST", "SJ", "SQ", "SK", "SA"),
    cards_of("D6", "D7", "D8", "D9", "DT", "DJ", "DQ", "DK", "DA"),
    cards_of("C6", "C7", "C8", "C9", "CT", "CJ", "CQ", "CK", "CA"),
]
