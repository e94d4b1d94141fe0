"""What the table screen shows, as one frozen value the app builds after every change.

The app (which knows the game) builds a :class:`TableModel`; the table screen (which
knows widgets) only lays it out. ``viewpoint`` is the seat drawn at the bottom: the
player at the keyboard, so the table turns with the hot seat. ``hand`` holds that seat's
cards face up, or nothing when nobody has confirmed the hand-over yet. Each game
subclasses the model with its own typed status fields (contract badge, score line…).

``cards_left`` counts a seat's cards as dealt minus played, from a hand record with
``cards`` and ``tricks`` (both engines keep those).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from shared.i18n import _
from shared.table import Direction, play_order
from shared.tricks import TrickRecord
from shared.ui.deck import FRENCH, DeckStyle
from shared.ui.game_protocol import HandRecord
from shared.ui.seat import SeatInfo

PLACES = ("bottom", "right", "top", "left")


def place_of(seat: int, viewpoint: int) -> str:
    """Where ``seat`` sits on screen when ``viewpoint`` is at the bottom.

    Seat numbers go round the table bottom → right → top → left (RULES.md: 0 South,
    1 East, 2 North, 3 West), whatever direction the game plays in.
    """
    return PLACES[play_order(viewpoint, Direction.RIGHT).index(seat)]


@dataclass(frozen=True)
class PlayedCard:
    """A card on the table: its seat, code and a mark ("★" won, "▸" led)."""

    seat: int
    card: str
    mark: str = ""


@dataclass(frozen=True)
class TableModel:
    """Everything the shared table screen draws."""

    viewpoint: int
    seats: tuple[SeatInfo, ...]
    hand: tuple[str, ...] = ()
    reasons: tuple[str | None, ...] = ()
    hand_active: bool = False
    trick: tuple[PlayedCard, ...] = ()
    trick_title: str = ""
    last_trick: tuple[PlayedCard, ...] = ()
    last_title: str = ""
    style: DeckStyle = FRENCH
    event: str = ""


def cards_left(record: HandRecord, seat: int, direction: Direction) -> int:
    """Cards ``seat`` still holds in the hand ``record`` (dealt minus played)."""
    played = sum(
        1
        for trick in record.tricks
        for player in play_order(trick.leader, direction)[: len(trick.cards)]
        if player == seat
    )
    return len(record.cards[seat]) - played


def trick_plays(
    trick: TrickRecord, direction: Direction, winner_mark: str = "★"
) -> tuple[PlayedCard, ...]:
    """The cards of ``trick`` with the leader and, if known, the winner marked."""
    plays = []
    for index, (seat, card) in enumerate(
        zip(play_order(trick.leader, direction), trick.cards, strict=False)
    ):
        mark = ""
        if trick.winner is not None and seat == trick.winner:
            mark = winner_mark + " "
        elif index == 0:
            mark = "▸ "
        plays.append(PlayedCard(seat, card, mark))
    return tuple(plays)


def completed(tricks: Sequence[TrickRecord]) -> list[TrickRecord]:
    return [trick for trick in tricks if trick.winner is not None]


def trick_on_table(
    record: HandRecord, names: Sequence[str], direction: Direction
) -> tuple[tuple[PlayedCard, ...], str, tuple[PlayedCard, ...], str]:
    """(trick, title, last trick, its title) for a hand record, as the table shows them.

    The trick in progress if it has a card; else the last complete trick stays in view
    until the next lead; before the first card, nothing under "Hand N".
    """
    done = completed(record.tricks)
    last = trick_plays(done[-1], direction) if done else ()
    winner = done[-1].winner if done else None
    last_title = ""
    if winner is not None:
        # TRANSLATORS: the title of the last trick, "Trick 3 · Anna took it".
        last_title = _("Trick {number} · {name} took it").format(
            number=len(done), name=names[winner]
        )
    current = record.tricks[-1] if record.tricks and record.tricks[-1].winner is None else None
    if current is not None and current.cards:
        title = _("Trick {number}").format(number=len(done) + 1)
        return trick_plays(current, direction), title, last, last_title
    if done:
        return last, last_title, last, last_title
    # TRANSLATORS: before the first card of a hand (one deal), "Hand 3".
    return (), _("Hand {number}").format(number=record.number), last, last_title
