"""The last tricks of a Spades hand played exactly: every card seen, both sides at their best.

A rollout by the normal policy plays its last tricks by rule of thumb; in a sampled deal
with few cards left the best play can be found outright by alpha-beta over the two
partnerships (``strong`` solves the last :data:`SOLVE_TRICKS` tricks of each rollout).
Only partnership games are solved: with four players each for himself the game is not
two-sided, and the rollout plays on by the policy.

The value of a finished hand depends only on the tricks each seat took (the bids are
made), so the values of the final trick counts are kept and each is scored once.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from shared.cards import Card
from spades_tui.bots.hand_state import ORDER, HandState, legal_cards, winning_index
from spades_tui.rules import TRICKS_PER_HAND, TRUMP

SOLVE_TRICKS = 3
"""Tricks left when a rollout hands over to the solver (4 costs several times more)."""

Value = Callable[[tuple[int, ...]], float]
"""The value for one side of a finished hand, given the tricks each seat took."""


def solve(world: HandState, team: int, value: Value) -> float:
    """The exact value for the side of seat ``team`` (0 or 1: seats 0+2 or 1+3) of the rest
    of the hand in ``world`` (a full deal, bids made); ``world`` is left as it was."""
    solver = _Solver(world, team, value)
    return solver.search(
        list(world.trick), world.leader, world.trick_no, world.broken, -math.inf, math.inf
    )


class _Solver:
    def __init__(self, world: HandState, team: int, value: Value) -> None:
        self.hands = [list(h) for h in world.hands]
        self.deck = world.table.deck
        self.won = list(world.tricks_won)
        self.team = team
        self.value = value
        self.leaves: dict[tuple[int, ...], float] = {}

    def _leaf(self) -> float:
        key = tuple(self.won)
        v = self.leaves.get(key)
        if v is None:
            v = self.leaves[key] = self.value(key)
        return v

    def search(
        self,
        trick: list[Card],
        leader: int,
        trick_no: int,
        broken: bool,
        alpha: float,
        beta: float,
    ) -> float:
        if trick_no == TRICKS_PER_HAND - 1:
            return self._last(trick, leader)
        seat = ORDER[leader][len(trick)]
        hand = self.hands[seat]
        deck = self.deck
        maximize = seat % 2 == self.team
        # The first trick (barred spades, the opening lead) is never this late.
        moves = legal_cards(deck, hand, trick, broken, False)
        if len(moves) > 1:
            # High cards first: they decide tricks, so the cut-offs come early.
            led = deck.suit[trick[0]] if trick else None
            table = deck.strength[led] if led else None
            if table is not None:
                moves.sort(key=table.__getitem__, reverse=True)
            else:
                moves.sort(key=deck.rank.__getitem__, reverse=True)
        best = -math.inf if maximize else math.inf
        for card in moves:
            at = hand.index(card)
            del hand[at]
            trick.append(card)
            now_broken = broken or deck.suit[card] == TRUMP
            if len(trick) == 4:
                winner = ORDER[leader][winning_index(deck, trick)]
                self.won[winner] += 1
                if trick_no + 1 == TRICKS_PER_HAND:
                    v = self._leaf()
                else:
                    v = self.search([], winner, trick_no + 1, now_broken, alpha, beta)
                self.won[winner] -= 1
            else:
                v = self.search(trick, leader, trick_no, now_broken, alpha, beta)
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

    def _last(self, trick: list[Card], leader: int) -> float:
        """The last trick: everybody's one card is forced, no search needed."""
        order = ORDER[leader]
        cards = trick + [self.hands[order[i]][0] for i in range(len(trick), 4)]
        winner = order[winning_index(self.deck, cards)]
        self.won[winner] += 1
        v = self._leaf()
        self.won[winner] -= 1
        return v
