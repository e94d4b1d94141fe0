"""Scripting Molotow hands in tests."""

from __future__ import annotations

from jass_tui.molotow import MolotowGame

WEIS_ANSWERS = ["weis", "noweis"]


def legal(game: MolotowGame) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def play(game: MolotowGame, *actions: str, weis: str = "noweis") -> None:
    """Apply ``actions``; a pending Weis question is answered with ``weis`` first."""
    for action in actions:
        if action.startswith("play") and legal(game) == WEIS_ANSWERS:
            game.apply(weis)
        game.apply(action)


def play_hand(game: MolotowGame, weis: str = "noweis") -> None:
    """Play the current hand to its end: the first legal card each time."""
    number = game.hand_number
    while game.phase == "play" and game.hand_number == number:
        actions = legal(game)
        game.apply(weis if actions == WEIS_ANSWERS else actions[0])


# Spades, hearts and diamonds as the tests need them:
# - North has no spades; on a spade lead his card fixes trump;
# - West holds the hearts king and queen (Stöck if hearts become trump), and spades;
# - South's only heart is the jack (the Puur exemption once hearts are trump);
# - North holds the diamonds king and queen (Stöck if he fixes diamonds with one of them);
# - Weis: North clubs Q-K-A (20), West spades 10-J-Q (20); South and East have none.
DEAL = [
    ["SK", "S8", "D6", "D8", "DT", "C6", "C8", "CT", "HJ"],
    ["SA", "S9", "S7", "D7", "D9", "DJ", "C7", "C9", "CJ"],
    ["HA", "H6", "H8", "HT", "DQ", "DK", "CQ", "CK", "CA"],
    ["S6", "ST", "SJ", "SQ", "H7", "H9", "HQ", "HK", "DA"],
]
"""Dealt by West (3): South (0) is forehand and leads."""
