"""The hand record: what one Spades hand dealt, who did what, and what it scored.

Per-unit tuples have two entries (team 0+2, team 1+3) in partnership presets and four
(one per seat) in ``bicycle``. Outcome fields are ``None`` until the hand is finished;
``contract`` is known as soon as the bidding is over.
"""

from __future__ import annotations

from typing import Literal

from pydantic import StrictBool, StrictInt

from shared.engine.records import HandRecord

EndReason = Literal["target", "target_higher", "loss_limit"]
"""Why a game of Spades ended (RULES.md 2.8), checked after each complete hand:

- ``target``: the winner reached the target, and nobody else did;
- ``target_higher``: more than one side reached the target; the highest total won;
- ``loss_limit``: nobody reached the target, but a side fell to the loss limit or
  below, and the highest total won.

Equal totals at the top end nothing (another hand is played), so a game that went on
past a tie ends with one of these too. Derived from the scores on every replay, never
saved: a save of any format version has it.
"""


class SpadesHand(HandRecord):
    """One hand played or in progress; ``cards`` are in display order."""

    bids: tuple[StrictInt | None, ...] = (None, None, None, None)
    """Per seat; a Nil is 0, a Blind Nil too (``blind`` tells them apart)."""
    blind: tuple[StrictBool, ...] = (False, False, False, False)
    """Per seat: True where the bid was Blind Nil (``bid blind``, RULES.md Part 4)."""
    tricks_won: tuple[StrictInt, ...] = (0, 0, 0, 0)
    contract: tuple[StrictInt, ...] | None = None
    made: tuple[bool, ...] | None = None
    nil_results: tuple[bool | None, ...] = (None, None, None, None)
    """Per seat: None (no Nil bid), True (Nil or Blind Nil made), False (failed)."""
    bags_this_hand: tuple[int, ...] | None = None
    bag_penalty: tuple[int, ...] | None = None
    """Points lost to the bag penalty this hand (positive: 100 per ten bags)."""
    bags: tuple[int, ...] | None = None
    """Bags carried forward after this hand, penalty applied."""
