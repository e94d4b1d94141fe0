"""A finished hand, step by step, with all four hands open: what the review screen shows.

Pure values, no Textual. Step 0 is the deal (every hand as dealt, the contract or bids,
the Weis declared), then one step per trick (who led, the cards by seat, who won, what
the trick counted, the cards each seat still holds, the running totals), and a last step
with the hand's result. Each game builds its review from its hand record with
:func:`build_review`, passing what a trick is worth by its own rules functions; nothing
here knows a rule. Words are :class:`~shared.i18n.Msg` values, said in the player's
language and deck by the screen.

Only a finished hand may be reviewed (its cards were secret while it was played):
:func:`reviewable` lists them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal, Protocol

from shared.cards import CardCode
from shared.i18n import Msg
from shared.table import Direction
from shared.tricks import TrickRecord

Counts = Literal["points", "tricks"]
"""What a trick is worth in the totals: card points (Jass) or one trick (Spades)."""


class ReviewedHand(Protocol):
    """The part of a hand record a review reads."""

    @property
    def number(self) -> int: ...

    @property
    def cards(self) -> tuple[tuple[CardCode, ...], ...]: ...

    @property
    def tricks(self) -> tuple[TrickRecord, ...]: ...

    @property
    def finished(self) -> bool: ...


@dataclass(frozen=True)
class ReviewStep:
    """One step: the deal (``trick`` is ``None``, ``number`` 0), a trick, or the result."""

    number: int
    """0 the deal, 1 … n the tricks, n + 1 the result."""
    hands: tuple[tuple[CardCode, ...], ...]
    """The cards each seat holds after this step (at the deal: as dealt)."""
    trick: TrickRecord | None = None
    points: int | None = None
    """What the trick counted for ``unit`` (card points, or 1 trick)."""
    unit: int | None = None
    """The team (or, in games for four players, the seat) the trick counted for."""
    totals: tuple[int, ...] = ()
    """Running totals per unit after this step."""
    notes: tuple[str, ...] = ()
    """What else happened: Weis, Stöck, the last-trick bonus, Match; the result lines.

    Each a :class:`~shared.i18n.Msg`, or a text already in the player's language."""


@dataclass(frozen=True)
class HandReview:
    """A finished hand as steps."""

    number: int
    heading: Msg
    """E.g. "Hand 3 · hearts trump, chosen by Anna"."""
    units: tuple[str, ...]
    """The names of the scoring units (teams or players), for the totals."""
    steps: tuple[ReviewStep, ...]
    direction: Direction
    counts: Counts = "points"

    @property
    def trick_count(self) -> int:
        return sum(1 for step in self.steps if step.trick is not None)

    @property
    def last(self) -> int:
        """The index of the result step."""
        return len(self.steps) - 1


def reviewable(hands: Sequence[ReviewedHand], *, game_over: bool = False) -> list[int]:
    """Indexes into ``hands`` of the finished hands (never the hand in progress).

    ``game_over``: the game is over, so a last hand cut short (a Schieber target reached
    in the middle of a hand) is over too and may be reviewed.
    """
    last = len(hands) - 1
    return [
        index
        for index, record in enumerate(hands)
        if record.finished or (game_over and index == last and _played(record))
    ]


def _played(record: ReviewedHand) -> bool:
    return any(trick.cards for trick in record.tricks)


def remove_played(
    held: Sequence[Sequence[CardCode]], trick: TrickRecord, direction: Direction
) -> tuple[tuple[CardCode, ...], ...]:
    """``held`` by seat without the cards of ``trick``."""
    gone = {trick.seat_of(i, direction): card for i, card in enumerate(trick.cards)}
    return tuple(
        tuple(card for card in cards if card != gone.get(seat)) for seat, cards in enumerate(held)
    )


def build_review(
    record: ReviewedHand,
    *,
    heading: Msg,
    units: Sequence[str],
    unit_of: Callable[[int], int],
    trick_value: Callable[[int, TrickRecord], int],
    direction: Direction,
    order: Callable[[Sequence[CardCode]], Sequence[CardCode]] = tuple,
    deal_notes: Sequence[str] = (),
    trick_notes: Callable[[int, TrickRecord], Sequence[str]] = lambda number, trick: (),
    result: Sequence[str] = (),
    counts: Counts = "points",
    cut_short: bool = False,
) -> HandReview:
    """Steps of ``record``: the deal, each completed trick, the result.

    ``trick_value(number, trick)`` is what trick ``number`` (1-based) counted for the
    winner's unit ``unit_of(winner)``, from the game's rules functions; ``order`` puts a
    seat's cards in the table's display order. ``cut_short``: the hand ended with the game
    before its last trick (the caller knows the game is over); its completed tricks show.
    """
    if not record.finished and not cut_short:
        raise ValueError(f"hand {record.number} is not finished: it cannot be reviewed")
    hands = tuple(tuple(order(cards)) for cards in record.cards)
    totals = [0] * len(units)
    steps = [ReviewStep(0, hands, totals=tuple(totals), notes=tuple(deal_notes))]
    done = [trick for trick in record.tricks if trick.winner is not None]
    for number, trick in enumerate(done, 1):
        assert trick.winner is not None
        hands = remove_played(hands, trick, direction)
        unit = unit_of(trick.winner)
        value = trick_value(number, trick)
        totals[unit] += value
        steps.append(
            ReviewStep(
                number,
                hands,
                trick,
                value,
                unit,
                tuple(totals),
                tuple(trick_notes(number, trick)),
            )
        )
    steps.append(ReviewStep(len(done) + 1, hands, totals=tuple(totals), notes=tuple(result)))
    return HandReview(record.number, heading, tuple(units), tuple(steps), direction, counts)
