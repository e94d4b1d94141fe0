"""The last tricks of a Schieber hand played exactly: every card seen, both teams at their best.

A rollout by the normal policy plays its last tricks by rule of thumb; in a sampled deal
with few cards left the best play can be found outright by alpha-beta over the team
minimax. ``strong`` solves the last :data:`SOLVE_TRICKS` tricks of each rollout so (its own
last decisions of a hand are exact in every sampled deal), and the last
:data:`EARLY_SOLVE_TRICKS` of a rollout from earlier in the hand.

The value is what :func:`jass_tui.bots.search.play_out` counts: the point margin of one
team from here to the end of the hand, times the multiplier, plus or minus a bonus when
a team reaches the target first (the winners of a trick score before anybody else).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from jass_tui.bots.hand_state import ORDER, HandState
from jass_tui.rules import legal_cards, winning_index
from jass_tui.scoring import TRICKS_PER_HAND, trick_score
from shared.cards import Card
from shared.table import team_of

SOLVE_TRICKS = 3
"""Tricks left when a rollout hands over to the solver (measured: 4 costs ~10x as much)."""
EARLY_SOLVE_TRICKS = 2
"""The same for a decision with more than :data:`SOLVE_TRICKS` tricks to go: solving 3
tricks doubles a rollout's cost (2 adds ~6 %), and early on more deals count for more."""


def solve_tricks(tricks_left: int) -> int:
    """How many last tricks to solve in the rollouts of a decision ``tricks_left`` from the end."""
    return SOLVE_TRICKS if tricks_left <= SOLVE_TRICKS else EARLY_SOLVE_TRICKS


@dataclass(frozen=True, slots=True)
class Race:
    """The stakes of the rest of the hand for ``team``."""

    team: int
    multiplier: int
    need: tuple[float, float]
    """Raw points each team still has to take to reach the target (``inf`` without one)."""
    bonus: float


NO_RACE_NEED = (math.inf, math.inf)


def solve(world: HandState, race: Race) -> float:
    """The exact value for ``race.team`` of the rest of the hand in ``world`` (a full deal).

    ``world`` is left as it was.
    """
    solver = _Solver(world, race)
    return solver.value(
        list(world.trick),
        world.leader,
        world.trick_no,
        list(world.tricks_won),
        [0, 0],
        -math.inf,
        math.inf,
    )


class _Solver:
    def __init__(self, world: HandState, race: Race) -> None:
        self.hands = [list(h) for h in world.hands]
        self.contract = world.contract
        self.points = world.points
        self.strength = world.strength
        self.match_on = world.match_on
        self.race = race

    def value(
        self,
        trick: list[Card],
        leader: int,
        trick_no: int,
        won: list[int],
        gained: list[int],
        alpha: float,
        beta: float,
    ) -> float:
        if trick_no == TRICKS_PER_HAND - 1:
            return self._last(trick, leader, won, gained)
        seat = ORDER[leader][len(trick)]
        hand = self.hands[seat]
        maximize = team_of(seat) == self.race.team
        moves = legal_cards(hand, trick, self.contract)
        if len(moves) > 1:
            # Strong cards first: they decide tricks, so the cut-offs come early.
            strength = self.strength
            moves.sort(key=strength.__getitem__, reverse=True)
        best = -math.inf if maximize else math.inf
        for card in moves:
            at = hand.index(card)
            del hand[at]
            trick.append(card)
            if len(trick) == 4:
                v = self._complete(trick, leader, trick_no, won, gained, alpha, beta)
            else:
                v = self.value(trick, leader, trick_no, won, gained, alpha, beta)
            trick.pop()
            hand.insert(at, card)
            if maximize:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            elif v < best:
                best = v
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        return best

    def _last(self, trick: list[Card], leader: int, won: list[int], gained: list[int]) -> float:
        """The last trick: everybody's one card is forced, no search needed."""
        order = ORDER[leader]
        cards = trick + [self.hands[order[i]][0] for i in range(len(trick), 4)]
        return self._complete(cards, leader, TRICKS_PER_HAND - 1, won, gained, 0.0, 0.0)

    def _complete(
        self,
        trick: list[Card],
        leader: int,
        trick_no: int,
        won: list[int],
        gained: list[int],
        alpha: float,
        beta: float,
    ) -> float:
        race = self.race
        winner = ORDER[leader][winning_index(trick, self.contract)]
        t = team_of(winner)
        number = trick_no + 1
        won[t] += 1
        points = trick_score(trick, self.points, number, won[t], self.match_on)
        gained[t] += points
        margin = (gained[race.team] - gained[1 - race.team]) * race.multiplier
        if gained[t] >= race.need[t]:
            v = margin + (race.bonus if t == race.team else -race.bonus)
        elif number == TRICKS_PER_HAND:
            v = float(margin)
        else:
            v = self.value([], winner, number, won, gained, alpha, beta)
        gained[t] -= points
        won[t] -= 1
        return v
