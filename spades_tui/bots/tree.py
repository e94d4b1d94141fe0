"""The card play of ``expert`` Spades: a tree search guided by the normal policy.

The flat search of :mod:`spades_tui.bots.search` tries each card in sampled deals and
lets the ``normal`` policy play on for all four seats, so however long it thinks, its
answer is the best card *against that policy*: an error more time does not shrink
(``expert`` at 2 s and ``strong`` at 0.3 s chose differently in about a quarter of the
card decisions, and the longer search won no more). This is the information-set tree of
:mod:`shared.ismcts` instead, on the same deals, with the game's knowledge where the
yardstick is random:

- **roll-outs** by the normal policy, the last :data:`~spades_tui.bots.endgame.SOLVE_TRICKS`
  tricks of a partnership hand solved exactly (:func:`policy_rollout`), as the flat
  search does;
- **expansion**: a node grows the normal policy's card first (:func:`policy_expand`),
  with a progressive bias of :data:`POLICY_BIAS`, so a short search has weighed the
  likely card of every seat;
- **rewards** for the game, not the hand: the hand's value of
  :func:`~spades_tui.bots.search.hand_value` (margin, and the game won or lost when the
  hand ends it), scaled so a margin of :data:`VALUE_SCALE` is the whole range.

The other seats' nodes pick their own best replies within the tree, so the longer it
searches, the less its answer rests on the policy's guesses of what they will do.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from shared.ismcts import Sampler, Search, random_expand, scaled
from shared.table import SEATS
from spades_tui.bots.hand_state import HandState
from spades_tui.bots.ismcts import CARD_OF
from spades_tui.bots.policy import choose_card
from spades_tui.bots.search import hand_value, rollout_value, sample_world
from spades_tui.rules import PLAY_ACTION, TRICKS_PER_HAND

__all__ = [
    "POLICY_BIAS",
    "VALUE_SCALE",
    "PlayWorld",
    "choose_card_by_tree",
    "policy_expand",
    "policy_rollout",
]

POLICY_BIAS = 2.0
"""Progressive bias for the card :func:`policy_expand` grows first (``shared.ismcts``)."""
VALUE_SCALE = 300
"""A hand's value worth the whole reward range: a win of the game (worth 500 more) is
1 and a loss 0, whatever the margin."""


@dataclass(slots=True)
class PlayWorld:
    """One sampled deal of the hand, from the bot's card decision to the end."""

    hand: HandState
    result: list[float] | None = None
    """The rewards once known: set by an exact solve of the last tricks."""

    def to_move(self) -> int:
        return self.hand.to_move

    def moves(self) -> Sequence[str]:
        hand = self.hand
        return [PLAY_ACTION[card] for card in hand.legal(hand.to_move)]

    def play(self, move: str) -> None:
        self.hand.play(CARD_OF[move])

    def over(self) -> bool:
        return self.result is not None or self.hand.trick_no == TRICKS_PER_HAND

    def rewards(self) -> Sequence[float]:
        if self.result is None:
            hand = self.hand
            table = hand.table
            points = hand.score()
            self.result = [_reward(hand_value(table, points, table.unit_of(s))) for s in SEATS]
        return self.result


def _reward(value: float) -> float:
    return scaled(value, -VALUE_SCALE, VALUE_SCALE)


def policy_rollout(world: PlayWorld, rng: random.Random) -> None:
    """Finish ``world`` by the normal policy; in a partnership game the last
    :data:`~spades_tui.bots.endgame.SOLVE_TRICKS` tricks are solved exactly for both
    sides (the flat search's :func:`~spades_tui.bots.search.rollout_value`)."""
    hand = world.hand
    if hand.table.partnerships:
        # Two sides, and each side's value is the other's negated (margin, game won).
        ours = rollout_value(hand, 0)
        world.result = [_reward(ours if s % 2 == 0 else -ours) for s in SEATS]
        return
    while hand.trick_no < TRICKS_PER_HAND:
        mover = hand.to_move
        hand.play(choose_card(hand, mover, hand.legal(mover)))


def policy_expand(world: PlayWorld, fresh: Sequence[str], rng: random.Random) -> str:
    """The untried card the normal policy would play, else a random one of ``fresh``."""
    if len(fresh) > 1:
        hand = world.hand
        move = PLAY_ACTION[choose_card(hand, hand.to_move, hand.legal(hand.to_move))]
        if move in fresh:
            return move
    return random_expand(world, fresh, rng)


def play_sampler(state: HandState, seat: int) -> Sampler:
    """Deals consistent with what ``seat`` has seen (:func:`sample_world`)."""

    def sample(rng: random.Random) -> PlayWorld:
        return PlayWorld(sample_world(state, seat, rng))

    return sample


def choose_card_by_tree(state: HandState, seat: int, cards: Sequence[str], search: Search) -> str:
    """The card of ``cards`` (``seat``'s legal cards in ``state``) the tree prefers."""
    moves = [PLAY_ACTION[card] for card in cards]
    best = search.best(play_sampler(state, seat), moves)
    return CARD_OF[best]
