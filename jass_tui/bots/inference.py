"""What the contract says about the hands: how likely a sampled deal made the choice seen.

Forehand names a contract when its hand is strong enough and pushes when it is not; the
seat that chose named what its cards count best. A sampled deal in which the trump maker
holds no trumps is possible, but unlikely: each sample is weighted by how well the
choices made fit its hands under the normal count (:func:`jass_tui.bots.policy.contract_scores`),
softly, since the other players need not count as the normal bot does.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from jass_tui.bots.hand_state import ORDER, HandState
from jass_tui.bots.policy import PUSH_BELOW, contract_scores
from shared.cards import Card
from shared.table import SEATS

SCALE = 8.0
"""Count points by which a choice may miss the count's for its weight to fall by e
(about the worth of a king beside its ace: a judgement, tuned by play)."""


@dataclass(frozen=True, slots=True)
class ContractChoice:
    """The public facts of the contract phase."""

    forehand: int
    chooser: int
    contract: str
    pushed: bool
    observer: int
    """The seat that samples: its own hand tells it nothing new."""


def choice_weight(choice: ContractChoice, dealt: Sequence[Sequence[Card]]) -> float:
    """How likely the contract phase went as it did with these hands as dealt (1 at most)."""
    log_weight = 0.0
    if choice.pushed and choice.forehand != choice.observer:
        best = max(contract_scores(list(dealt[choice.forehand])).values())
        log_weight -= max(0.0, best - PUSH_BELOW)
    if choice.chooser != choice.observer:
        scores = contract_scores(list(dealt[choice.chooser]))
        best = max(scores.values())
        log_weight -= best - scores.get(choice.contract, best)
        if not choice.pushed:
            log_weight -= max(0.0, PUSH_BELOW - best)
    return math.exp(log_weight / SCALE)


def deal_weigher(view: Any) -> Callable[[HandState], float] | None:
    """For a card decision: the weight of a sampled world by the contract phase seen
    (None when the seat itself chose unpushed, so nobody else's choice tells anything)."""
    seat = view.seat
    chooser = view.chooser if view.chooser is not None else view.forehand
    if chooser == seat and not (view.pushed and view.forehand != seat):
        return None
    choice = ContractChoice(view.forehand, chooser, view.contract, view.pushed, seat)
    played: list[list[Card]] = [[], [], [], []]
    for trick in view.tricks:
        for player, card in zip(ORDER[trick.leader], trick.cards, strict=False):
            played[player].append(card)

    def weigh(world: HandState) -> float:
        return choice_weight(choice, [world.hands[s] + played[s] for s in SEATS])

    return weigh
