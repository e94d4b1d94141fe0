"""Who declares which Weis in one imagined deal, for the ``ismcts`` worlds (Schieber, Molotow).

A seat is asked about its Weis with its first card; the answers stay hidden until the
first trick is complete. So in a world the bot's own answer is a move it searches, while
every other seat's answer is drawn with the deal, at even odds, when the seat has a Weis
there: the bot cannot see it, and the rules give no reason to assume either.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from jass_tui.rules import DIRECTION
from jass_tui.weis import Weis
from shared.cards import Card
from shared.table import PLAY_ORDERS, SEATS

ORDER = PLAY_ORDERS[DIRECTION]


@dataclass(slots=True)
class WeisAnswers:
    """Each seat's Weis in a dealt world and whether it declares it.

    ``declares[seat]`` is ``None`` while the bot (``seat``) has not answered; ``open`` is
    true until the first trick is complete and the declared Weis are scored.
    """

    seat: int
    found: list[list[Weis]]
    declares: list[bool | None]
    open: bool = True

    @classmethod
    def closed(cls, seat: int) -> WeisAnswers:
        """No Weis to reckon with: the first trick is over, or the game has none."""
        return cls(seat, [[], [], [], []], [False] * 4, open=False)

    @classmethod
    def drawn(
        cls,
        seat: int,
        dealt: Sequence[Sequence[Card]],
        find: Callable[[Sequence[Card]], list[Weis]],
        mine: bool | None,
        rng: random.Random,
    ) -> WeisAnswers:
        """The Weis of the cards each seat was ``dealt``; ``mine`` is the bot's own answer
        (``None``: still to give), the others' are drawn."""
        found = [find(cards) for cards in dealt]
        declares: list[bool | None] = [
            mine if s == seat else bool(found[s]) and rng.random() < 0.5 for s in SEATS
        ]
        return cls(seat, found, declares)

    def asks(self, to_move: int, trick_no: int) -> bool:
        """Whether the bot, to move, must first answer its Weis question."""
        seat = self.seat
        return (
            self.open
            and to_move == seat
            and trick_no == 0
            and self.declares[seat] is None
            and bool(self.found[seat])
        )

    def declared(self) -> list[list[Weis]]:
        """Per seat, the Weis it declares (empty if none or not declared)."""
        return [found if self.declares[s] else [] for s, found in enumerate(self.found)]


def dealt_cards(
    hands: Sequence[Sequence[Card]], leader: int, trick: Sequence[Card]
) -> list[list[Card]]:
    """What each seat was dealt, during the first trick: its hand plus its card on the table."""
    dealt = [list(hand) for hand in hands]
    for i, card in enumerate(trick):
        dealt[ORDER[leader][i]].append(card)
    return dealt
