"""What one seat may know: the only thing a bot (or a hot-seat screen) is given.

There is deliberately no field for anybody else's cards.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from shared.cards import CardCode
from shared.tricks import TrickRecord
from spades_tui.presets import OptionValue


class SpadesView(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    seat: int
    hand: tuple[CardCode, ...]
    """This seat's cards still held, in display order (with jokers: the jokers, and with
    deuces the 2♦, first among the spades, in trump order)."""
    preset: str
    partnerships: bool
    options: dict[str, OptionValue]
    phase: str
    to_move: int | None
    dealer: int
    bids: tuple[int | None, ...]
    blind: tuple[bool, ...] = (False, False, False, False)
    """Per seat: True where the bid was Blind Nil (its entry in ``bids`` is 0)."""
    blind_nil_offer: bool = False
    """True while this seat may still bid Blind Nil this hand (option ``blind_nil``, the
    bidding not over, this seat not bid yet, its team behind by at least 100). A table
    offers it before it shows the hand: once the player has seen his cards the offer is
    gone, which only the table knows."""
    tricks: tuple[TrickRecord, ...]
    """This hand's tricks; during play the last one is the trick in progress."""
    tricks_won: tuple[int, ...]
    spades_broken: bool
    scores: tuple[int, ...]
    bags: tuple[int, ...]
    hand_number: int
    history: tuple[str, ...]
    """This hand's public actions (bids and cards played) as texts, in order."""
