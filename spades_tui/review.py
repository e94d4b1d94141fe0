"""Reviews of finished Spades hands: the bids, then every trick counted for its side.

Pure (no Textual): a trick counts one for the winner's side (partnership, or the
player in ``bicycle``); the result lines are the hand summary's own sentences
(:func:`spades_tui.scorepad.hand_sentences`), passed in by the table.
"""

from __future__ import annotations

from collections.abc import Sequence

from shared.i18n import Msg
from shared.review import HandReview, build_review
from shared.tricks import TrickRecord
from spades_tui.records import SpadesHand
from spades_tui.scorepad import seat_bid_word
from spades_tui.state import SpadesGame

DIRECTION = SpadesGame.DIRECTION


def spades_review(
    record: SpadesHand,
    names: Sequence[str],
    units: Sequence[str],
    *,
    partnerships: bool,
    result: Sequence[str] = (),
) -> HandReview:
    """A finished Spades hand; ``units`` names the sides (or the four players)."""

    def unit_of(seat: int) -> int:
        return seat % 2 if partnerships else seat

    def value(number: int, trick: TrickRecord) -> int:
        return 1

    each = " · ".join(f"{names[seat]} {seat_bid_word(record, seat)}" for seat in range(4))
    bids = [Msg("Bids: {bids}", bids=each)]
    return build_review(
        record,
        heading=Msg("Hand {number}", number=record.number),
        units=units,
        unit_of=unit_of,
        trick_value=value,
        direction=DIRECTION,
        deal_notes=bids,
        result=result,
        counts="tricks",
    )
