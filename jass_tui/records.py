"""The hand record: what one hand dealt, what was played, and what it scored.

Records are finished values (frozen). The engine builds them lazily from its plain
hot-path state, so playing a card never creates a pydantic object.
"""

from __future__ import annotations

from typing import Literal

from pydantic import StrictInt

from jass_tui.weis import Weis
from shared.engine.records import HandRecord

Contract = Literal["H", "D", "S", "C", "obe", "une"]
EndReason = Literal["stoeck", "weis", "trick"]
Pair = tuple[StrictInt, StrictInt]


class JassHand(HandRecord):
    """One hand of Schieber, finished or in progress.

    Point fields per team (team 0 = seats 0+2, team 1 = seats 1+3):

    - ``weis``, ``stoeck``: raw points credited, before the multiplier;
    - ``trick_points``: raw card points of the tricks taken, **including** the 5 for the
      last trick and the 100 Match bonus, before the multiplier;
    - ``points``: everything the hand credited to the running scores, multiplied.

    ``tricks`` holds the trick in progress last (``winner`` unset) while the hand is
    being played, also before its first card. When the game ended with the Weis of the
    first trick, that trick keeps its winner but its points were never counted.
    """

    forehand: StrictInt
    chooser: StrictInt | None = None
    pushed: bool = False
    contract: Contract | None = None
    multiplier: StrictInt = 1
    declared_weis: tuple[tuple[Weis, ...], ...] = ((), (), (), ())
    weis: Pair = (0, 0)
    weis_winner: StrictInt | None = None
    stoeck: Pair = (0, 0)
    stoeck_seat: StrictInt | None = None
    stoeck_claimed: bool = False
    """``stoeck_claim = held``: the engine claimed the Stöck, both cards still in hand."""
    trick_points: Pair = (0, 0)
    match: StrictInt | None = None
    points: Pair = (0, 0)
    ended_game: bool = False
    end_reason: EndReason | None = None
