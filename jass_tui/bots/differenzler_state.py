"""A Differenzler seat's picture of the hand, and the penalty it is scored by, for bots.

The hand itself is the individual-play :class:`~jass_tui.bots.solo_state.SoloState`;
this adds what is Differenzler's own: the seat's prediction as its target (the others'
stay hidden until the hand ends) and the penalty of RULES.md 3.2.
"""

from __future__ import annotations

from typing import Any

from jass_tui.bots.solo_state import ORDER, SoloState, replay
from jass_tui.differenzler import EXACT_BONUS
from shared.cards import Card

__all__ = ["miss", "state_from_view"]


def state_from_view(view: Any) -> SoloState:
    """The seat's picture of the hand in play: its cards, the public tricks, voids shown.

    The seat's own prediction is its target; the others' are unknown here (0).
    """
    seat = view.seat
    mine_played = [c for t in view.tricks for i, c in enumerate(t.cards) if _player(t, i) == seat]
    hands: list[list[Card]] = [[], [], [], []]
    hands[seat] = [*view.hand, *mine_played]
    tricks = view.tricks
    state = SoloState(
        contract=view.trump, hands=hands, leader=tricks[0].leader if tricks else view.forehand
    )
    replay(state, tricks)
    state.targets[seat] = view.predictions[seat] or 0
    return state


def _player(trick: Any, index: int) -> int:
    player: int = ORDER[trick.leader][index]
    return player


def miss(world: SoloState, seat: int, exact_bonus: bool) -> float:
    """The penalty ``seat`` gets for this hand (negative with an exact bonus)."""
    target = world.targets[seat]
    difference = abs(world.taken[seat] - target)
    if exact_bonus and difference == 0 and target:
        return float(-EXACT_BONUS)
    return float(difference)
