"""Seats, partnerships and the direction play goes round the table.

Seat 0 is South (bottom of the screen), 1 East, 2 North, 3 West; 0+2 and 1+3 are
partners. Jass plays to the right (0 → 1 → 2 → 3), Spades to the left (0 → 3 → 2 → 1).
"""

from __future__ import annotations

from enum import IntEnum

from shared.i18n import N_, Msg

SEATS = (0, 1, 2, 3)
SEAT_NAMES = (N_("South"), N_("East"), N_("North"), N_("West"))
"""In English; ``_(SEAT_NAMES[seat])`` where shown."""
TEAM_NAMES = (N_("North–South"), N_("East–West"))
"""Team 0 is seats 0+2, team 1 is seats 1+3; in English, ``_()`` where shown."""


class Direction(IntEnum):
    """The step from one seat to the next in play order."""

    RIGHT = 1  # Jass: counter-clockwise on screen, 0 → 1 → 2 → 3
    LEFT = -1  # Spades: clockwise on screen, 0 → 3 → 2 → 1


NEXT_SEATS = {Direction.RIGHT: (1, 2, 3, 0), Direction.LEFT: (3, 0, 1, 2)}
"""``NEXT_SEATS[direction][seat]``: the seat after ``seat``, as a table for hot paths."""


TEAM_OF_SEAT = (0, 1, 0, 1)
"""``TEAM_OF_SEAT[seat]``: :func:`team_of` as a table for hot paths."""


def team_of(seat: int) -> int:
    return seat % 2


def partner_of(seat: int) -> int:
    return (seat + 2) % 4


def team_seats(team: int) -> tuple[int, int]:
    return (team, team + 2)


def next_seat(seat: int, direction: Direction) -> int:
    return (seat + direction) % 4


def previous_seat(seat: int, direction: Direction) -> int:
    return (seat - direction) % 4


def seat_at(first: int, steps: int, direction: Direction) -> int:
    """The seat ``steps`` turns after ``first`` in play order."""
    return (first + steps * direction) % 4


def turns_after(first: int, seat: int, direction: Direction) -> int:
    """How many turns after ``first`` the seat ``seat`` acts (0 for ``first`` itself)."""
    return ((seat - first) * direction) % 4


def play_order(first: int, direction: Direction) -> tuple[int, int, int, int]:
    """The four seats in the order they act, starting with ``first``."""
    return (
        first,
        (first + direction) % 4,
        (first + 2 * direction) % 4,
        (first + 3 * direction) % 4,
    )


def seat_name(seat: object) -> str:
    """A seat in words for messages; anything that is not a seat says what it is.

    A :class:`~shared.i18n.Msg`: the English word, said in the player's language where
    the message it is part of is translated.
    """
    if seat is None:
        return Msg("nobody")
    if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < 4:
        return Msg(SEAT_NAMES[seat])
    return Msg("seat {seat} (not a seat)", seat=repr(seat))


PLAY_ORDERS: dict[Direction, tuple[tuple[int, int, int, int], ...]] = {
    direction: tuple(play_order(first, direction) for first in SEATS) for direction in Direction
}
"""``PLAY_ORDERS[direction][first][k]``: the seat acting ``k``-th when ``first`` starts.

:func:`play_order` as a table, for loops that ask it thousands of times a second.
"""
