"""The hand record: what one Spades hand dealt, who did what, and what it scored.

Per-unit tuples have two entries (team 0+2, team 1+3) in partnership presets and four
(one per seat) in ``bicycle``. Outcome fields are ``None`` until the hand is finished;
``contract`` is known as soon as the bidding is over.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from shared.cards import CardCode
from shared.tricks import TrickRecord


class SpadesHand(BaseModel):
    """One hand played or in progress."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    number: int = Field(ge=1)
    dealer: int = Field(ge=0, le=3)
    cards: tuple[tuple[CardCode, ...], ...]
    """The four hands as dealt, by seat, in display order."""
    actions: tuple[str, ...] = ()
    """Every bid and card of the hand in order, as action texts."""
    bids: tuple[int | None, ...] = (None, None, None, None)
    tricks: tuple[TrickRecord, ...] = ()
    """Completed tricks, then (during play) the trick in progress with ``winner`` None."""
    tricks_won: tuple[int, ...] = (0, 0, 0, 0)
    finished: bool = False
    contract: tuple[int, ...] | None = None
    made: tuple[bool, ...] | None = None
    nil_results: tuple[bool | None, ...] = (None, None, None, None)
    points: tuple[int, ...] | None = None
    bags_this_hand: tuple[int, ...] | None = None
    bag_penalty: tuple[int, ...] | None = None
    """Points lost to the bag penalty this hand (positive: 100 per ten bags)."""
    bags: tuple[int, ...] | None = None
    """Bags carried forward after this hand, penalty applied."""
