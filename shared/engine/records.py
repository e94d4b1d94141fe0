"""What every hand record holds, whatever the game: the deal, the moves, the tricks.

Records are finished values (frozen, unknown fields refused); each game's record
subclasses :class:`HandRecord` with its own outcome fields. Engines build them lazily
from their plain hot-path state, so playing a card never creates a pydantic object.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, StrictInt

from shared.cards import CardCode
from shared.tricks import TrickRecord


class HandRecord(BaseModel):
    """One hand, finished or in progress.

    ``tricks`` ends with the trick in progress (``winner`` unset) while the hand is
    played; ``points`` is what the hand credited to the running scores (per team, or per
    seat in individual games), ``None`` where a game scores only finished hands.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    number: StrictInt = Field(ge=1)
    dealer: StrictInt = Field(ge=0, le=3)
    cards: tuple[tuple[CardCode, ...], ...]
    """The four hands as dealt, by seat."""
    actions: tuple[str, ...] = ()
    """Every decision and card of the hand in order, as action texts."""
    tricks: tuple[TrickRecord, ...] = ()
    finished: bool = False
    points: tuple[StrictInt, ...] | None = None
