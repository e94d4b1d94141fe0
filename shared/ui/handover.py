"""The hot-seat policy: whose hand may show, and when the keyboard changes hands.

With one person at the table his hand always shows. With two or more, nobody's hand
shows until the player to move confirms the opaque hand-over screen; it hides again for
every summary everybody reads (the table under it already holds the next deal) and
whenever the move passes to another person.

    seat = HotSeat.for_players([False, True, True, True])   # is_bot per seat
    seat.needs_handover(0)        # False: one person, his hand is always shown

The hand-over screen says what awaits the player ("your bid", "your card, trick 4")
and then the public news; :func:`handover_note` puts the two in one note for it.

No Textual here; the app pushes the screens the policy asks for.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass
class HotSeat:
    """Who is at the keyboard (``revealed``) among the people at the table (``humans``)."""

    humans: tuple[int, ...] = ()
    revealed: int | None = None

    @classmethod
    def for_players(cls, is_bot: Sequence[bool]) -> HotSeat:
        """The policy for seats whose players are bots or not; one person is revealed."""
        humans = tuple(seat for seat, bot in enumerate(is_bot) if not bot)
        return cls(humans, humans[0] if len(humans) == 1 else None)

    @property
    def shared(self) -> bool:
        """Two or more people share the keyboard."""
        return len(self.humans) >= 2

    def needs_handover(self, seat: int) -> bool:
        """``seat`` (a person) is to move: must the keyboard be handed over first?"""
        return self.shared and self.revealed != seat

    def hide_for_interlude(self) -> bool:
        """Before a screen everybody reads: hide the hand; True if it was showing."""
        if self.shared and self.revealed is not None:
            self.revealed = None
            return True
        return False

    def hide(self) -> None:
        self.revealed = None

    def reveal(self, seat: int) -> None:
        """``seat`` confirmed the hand-over: his hand may show."""
        self.revealed = seat

    def viewpoint(self) -> int:
        """The seat drawn at the bottom: the confirmed player, else the first person."""
        if self.revealed is not None:
            return self.revealed
        return self.humans[0] if self.humans else 0


def handover_note(awaits: str, news: str = "") -> str:
    """The hand-over screen's note: what awaits the player, a line break, public news.

    A note without a line break is news only (the screen shows no task line).
    """
    return f"{awaits}\n{news}"


def split_note(note: str) -> tuple[str, str]:
    """(what awaits, news) from a :func:`handover_note`; a plain note is news only."""
    awaits, newline, news = note.partition("\n")
    return (awaits.strip(), news.strip()) if newline else ("", note.strip())


__all__ = ["HotSeat", "handover_note", "split_note"]
