"""Deals and scripted moves for the Spades tests, written from the rule book only."""

from __future__ import annotations

from spades_tui.state import SpadesGame

SUITS = "SHDC"
RANKS = "23456789TJQKA"
DECK = [s + r for s in SUITS for r in RANKS]

# Seat numbers as RULES.md draws them.
SOUTH, EAST, NORTH, WEST = 0, 1, 2, 3


def suit_deal(spades_seat: int = SOUTH) -> list[list[str]]:
    """Every seat holds one whole suit; ``spades_seat`` holds the spades.

    Whoever leads, the spade holder takes every trick: a spade led wins, and a
    side suit led is trumped (he is void in it). So the tricks are 13 for that seat.
    """
    others = [s for s in "HDC"]
    hands: list[list[str]] = [[], [], [], []]
    hands[spades_seat] = ["S" + r for r in RANKS]
    rest = [seat for seat in range(4) if seat != spades_seat]
    for seat, suit in zip(rest, others, strict=True):
        hands[seat] = [suit + r for r in RANKS]
    return hands


def deal_with(fixed: dict[int, list[str]]) -> list[list[str]]:
    """A deal where the given seats hold the given cards (13 or fewer); the rest of the
    deck fills the hands in deck order."""
    used = {c for cards in fixed.values() for c in cards}
    spare = [c for c in DECK if c not in used]
    hands = []
    for seat in range(4):
        cards = list(fixed.get(seat, []))
        while len(cards) < 13:
            cards.append(spare.pop(0))
        hands.append(cards)
    return hands


def bid_all(game: SpadesGame, bids: dict[int, int]) -> None:
    """Make the four bids, each seat when its turn comes."""
    for _ in range(4):
        seat = game.to_move
        assert seat is not None
        game.apply(f"bid {bids[seat]}")


def play_out_hand(game: SpadesGame) -> None:
    """Play the current hand to its end, each player choosing his first legal card."""
    number = game.hand_number
    while game.hand_number == number and game.phase == "play":
        game.apply(game.legal_actions()[0])
