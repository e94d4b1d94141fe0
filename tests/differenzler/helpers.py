"""Scripting Differenzler hands in tests."""

from __future__ import annotations

import random

from jass_tui.differenzler import DifferenzlerGame, drawn_trump


def seed_with_trump(trump: str, number: int = 1) -> int:
    """The smallest seed whose hand ``number`` draws ``trump``: a constructed deal's trump."""
    return next(s for s in range(1000) if drawn_trump(s, number) == trump)


def legal(game: DifferenzlerGame) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def play(game: DifferenzlerGame, *actions: str) -> None:
    for action in actions:
        game.apply(action)


def play_hand(game: DifferenzlerGame, rng: random.Random | None = None) -> None:
    """Play the current hand's cards to its end: random legal cards, or the first ones."""
    number = game.hand_number
    while game.phase == "play" and game.hand_number == number:
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))] if rng else actions[0])


def taken_if_played(game: DifferenzlerGame, rng_seed: int | None = None) -> tuple[int, ...]:
    """What each seat takes this hand if the rest is played by :func:`play_hand`.

    Works on a copy with any predictions (they change nothing in play), so a test can
    then predict exactly or miss by a chosen amount.
    """
    twin = game.copy()
    while twin.phase == "predict":
        twin.apply("predict 0")
    number = twin.hand_number
    play_hand(twin, random.Random(rng_seed) if rng_seed is not None else None)
    return twin.hands[number - 1].taken


# South holds all nine hearts; with hearts trump South takes every trick: 157 to South.
ALL_HEARTS_DEAL = [
    ["H6", "H7", "H8", "H9", "HT", "HJ", "HQ", "HK", "HA"],
    ["S6", "S7", "S8", "S9", "ST", "SJ", "SQ", "SK", "SA"],
    ["D6", "D7", "D8", "D9", "DT", "DJ", "DQ", "DK", "DA"],
    ["C6", "C7", "C8", "C9", "CT", "CJ", "CQ", "CK", "CA"],
]

# Hearts trump. South leads the ace of clubs; East (clubs king, hearts 9 and 7) may trump
# instead of following; North (clubs queen, hearts 6) may then undertrump East's nine.
FOLLOW_DEAL = [
    ["CA", "C6", "C7", "C8", "S8", "S9", "ST", "SJ", "SQ"],
    ["CK", "H9", "H7", "S6", "D6", "D7", "D8", "D9", "DT"],
    ["CQ", "H6", "S7", "SK", "SA", "DJ", "DQ", "DK", "DA"],
    ["HJ", "HT", "HQ", "HK", "HA", "H8", "C9", "CT", "CJ"],
]

# Hearts trump, South leads the six of hearts: East's only trump is the Puur.
PUUR_DEAL = [
    ["H6", "H8", "HT", "C6", "C7", "C8", "S8", "S9", "ST"],
    ["HJ", "CA", "CK", "SJ", "SQ", "D6", "D7", "D8", "D9"],
    ["H7", "CQ", "S7", "SK", "SA", "DJ", "DQ", "DK", "DA"],
    ["H9", "HQ", "HK", "HA", "CJ", "CT", "C9", "S6", "DT"],
]
