"""A Molotow seat's picture of the hand in play, for bots.

The hand itself is the individual-play :class:`~jass_tui.bots.solo_state.SoloState`,
started without trump (the first card that does not follow fixes it) and with table
Weis on; this reads a Molotow view into it: the seat's own cards, the public tricks, its
own Stöck, and the cards of the others' declared Weis still in their hands.
"""

from __future__ import annotations

from typing import Any

from jass_tui.bots.solo_state import NO_TRUMP_YET, ORDER, SoloState, replay
from shared.cards import Card

__all__ = ["state_from_view"]


def state_from_view(view: Any) -> SoloState:
    """The seat's picture of the hand in play: its cards, the public tricks, voids shown,
    the others' declared Weis cards still in their hands."""
    seat = view.seat
    tricks = view.tricks
    mine_played = [c for t in tricks for i, c in enumerate(t.cards) if ORDER[t.leader][i] == seat]
    hands: list[list[Card]] = [[], [], [], []]
    hands[seat] = [*view.hand, *mine_played]
    state = SoloState(
        contract=NO_TRUMP_YET,
        hands=hands,
        leader=tricks[0].leader if tricks else view.forehand,
        fixable=True,
        table_weis_on=True,
    )
    replay(state, tricks)
    if view.stoeck_seat is not None:
        state.stoeck_holder = None
        state.stoeck = list(view.stoeck)
    elif state.stoeck_holder is not None and state.stoeck_holder != seat:
        state.stoeck_holder = None  # only the seat's own Stöck can be known
    for other, declared in enumerate(view.declared_weis):
        if other != seat:
            state.known[other].update(
                c for weis in declared for c in weis.cards if c in state.remaining
            )
    return state
