"""Deals and small helpers for scripting Coiffeur hands in tests."""

from __future__ import annotations

from jass_tui.coiffeur import CoiffeurGame
from tests.jass.helpers import cards_of


def legal(game: CoiffeurGame) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def play(game: CoiffeurGame, *actions: str) -> None:
    for action in actions:
        game.apply(action)


def play_hand_out(game: CoiffeurGame) -> None:
    """Play the first legal card until the hand in progress is over."""
    number = game.hand_number
    while game.hand_number == number and game.phase == "play":
        game.apply(game.legal_actions()[0])


# South chooses and leads (dealer West). Trick 1 is S7 S8 SA S9, trick 2 (led by North,
# who takes trick 1 in Obenabe) D9 DT D6 D7. By mode:
#   trick 1 Obenabe: North's ace takes it, 19 points (A 11, 8 8);
#            Undenufe: South's seven takes it, 8 points;
#   trick 2 Undenufe: South's six takes it, 21 points (6 11, T 10);
#            Obenabe: West's ten takes it, 10 points.
MODES_DEAL = [
    cards_of("S7", "D6", "H6", "H7", "H8", "H9", "HT", "C6", "C7"),
    cards_of("S8", "D7", "HJ", "HQ", "HK", "HA", "C8", "C9", "CT"),
    cards_of("SA", "D9", "S6", "ST", "SJ", "D8", "DJ", "CJ", "CQ"),
    cards_of("S9", "DT", "SQ", "SK", "DQ", "DK", "DA", "CK", "CA"),
]
TRICK_1 = ("play S7", "play S8", "play SA", "play S9")
TRICK_2 = ("play D9", "play DT", "play D6", "play D7")
