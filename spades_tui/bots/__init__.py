"""Spades bots at four levels and the yardstick, registered with :mod:`shared.bots` on import.

- ``easy``: a uniformly random legal action (:class:`shared.bots.RandomBot`);
- ``normal``: :mod:`spades_tui.bots.policy`, the heuristics of a club player;
- ``strong``: :mod:`spades_tui.bots.search`, determinization and rollouts;
- ``expert``: the strong bids with more time and no cap (:func:`shared.bots.expert_of`),
  the cards by the policy-guided tree of :mod:`spades_tui.bots.tree`;
- ``ismcts``: :mod:`shared.ismcts` on the world of :mod:`spades_tui.bots.ismcts`, the
  textbook tree search ``strong`` is measured by (never offered at the table).

Every bot reads a :class:`spades_tui.view.SpadesView`, which holds no other seat's cards,
and plays with the deck of the game's ``jokers`` option. Blind Nil (``bid blind``) is
decided by :func:`~spades_tui.bots.policy.wants_blind_nil` from the view's
``blind_nil_offer``, the scores and the bids so far, never from the hand.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, TypeVar, cast

from shared.bots import RandomBot, SearchingBot, expert_of, register
from shared.deadline import Deadline
from shared.ismcts import Search, ismcts_factory
from spades_tui.bots import ismcts
from spades_tui.bots.hand_state import HandState, state_from_view
from spades_tui.bots.policy import choose_bid, choose_card, wants_blind_nil
from spades_tui.bots.search import best_by_sampling, bid_out, rollout_value
from spades_tui.bots.tree import POLICY_BIAS, choose_card_by_tree, policy_expand, policy_rollout
from spades_tui.rules import BLIND_NIL, NIL

ITERATIONS_PER_DEAL = 20
"""With the tree, the cap on its iterations per sampled deal the flat search would take."""

__all__ = ["ExpertSpadesBot", "NormalSpadesBot", "StrongSpadesBot"]

A = TypeVar("A")


def _bid_value(action: Any) -> int:
    bid: int = action.bid  # legal actions are :class:`~shared.engine.action.Action` values
    return bid


def _card_of(action: Any) -> str:
    card: str = action.card
    return card


def _is_bid(action: Any) -> bool:
    return bool(action.kind == "bid")


def _blind_nil_call(view: Any, legal: Sequence[A]) -> A | None:
    """The ``bid blind`` action if the seat goes Blind Nil now, else None.

    Reads only what is public before the cards are seen: the offer, the scores, the
    target and the bids made so far (:func:`wants_blind_nil`).
    """
    blind = next((a for a in legal if a == BLIND_NIL), None)
    if blind is None:
        return None
    seat = view.seat
    target = int(view.options["target"])
    if wants_blind_nil(view.blind_nil_offer, seat, view.scores, target, view.bids):
        return blind
    return None


def _seen_bids(legal: Sequence[A]) -> list[A]:
    """The bids made after looking at the cards: every legal bid but Blind Nil."""
    return [a for a in legal if a != BLIND_NIL]


class NormalSpadesBot:
    """Level ``normal``: sure-trick bidding, Nil on weak hands, goal-driven card play."""

    level = "normal"

    def __init__(self, seed: int | None = None, **_options: Any) -> None:
        self.seed = seed

    def choose(self, view: Any, legal: Sequence[A]) -> A:
        if len(legal) == 1:
            return legal[0]
        blind = _blind_nil_call(view, legal)
        if blind is not None:
            return blind
        state = state_from_view(view)
        return _normal_action(state, view.seat, _seen_bids(legal))


def _normal_action(state: HandState, seat: int, legal: Sequence[A]) -> A:
    """The normal policy's action among ``legal`` (Blind Nil taken out beforehand)."""
    if _is_bid(legal[0]):
        bid = choose_bid(state, seat, [_bid_value(a) for a in legal])
        return next(a for a in legal if _bid_value(a) == bid)
    by_card: dict[str, A] = {a.card: a for a in cast(Sequence[Any], legal)}
    return by_card[choose_card(state, seat, list(by_card))]


class StrongSpadesBot(SearchingBot):
    """Level ``strong``: sampled deals played out with the normal policy, best mean margin.

    ``budget`` is the thinking time per decision in seconds, counted from the call of
    ``choose`` on ``clock`` (``wall`` or ``cpu``, :mod:`shared.deadline`); ``max_samples``
    caps the sampled deals so easy positions end early. With the cap (not the clock) ending the
    search, the same seed gives the same choices. ``tree`` chooses the cards by the tree of
    :mod:`spades_tui.bots.tree` (``expert`` does), capped at :data:`ITERATIONS_PER_DEAL`
    iterations per sampled deal of the cap.
    """

    level = "strong"

    def __init__(
        self,
        seed: int | None = None,
        budget: float = 0.3,
        max_samples: int = 200,
        clock: str = "wall",
        tree: bool = False,
        **_: Any,
    ) -> None:
        super().__init__(seed, budget, clock)
        self.max_samples = max_samples
        self.tree = tree
        """Cards by the policy-guided tree (:mod:`spades_tui.bots.tree`), not the flat search."""

    def _rng(self, view: Any) -> random.Random:
        # Seeded per decision, so asking for a hint never changes later decisions.
        return random.Random(f"{self.seed}:{view.hand_number}:{len(view.history)}:{view.seat}")

    def choose(self, view: Any, legal: Sequence[A]) -> A:
        deadline = Deadline.after(self.budget, self.clock)
        if len(legal) == 1:
            return legal[0]
        blind = _blind_nil_call(view, legal)
        if blind is not None:
            return blind
        legal = _seen_bids(legal)
        if len(legal) == 1:
            return legal[0]
        with self._lock:
            state = state_from_view(view)
            seat = view.seat
            normal = _normal_action(state, seat, legal)
            if _is_bid(legal[0]):
                return self._choose_bid(state, seat, legal, normal, deadline, view)
            cards = [_card_of(a) for a in legal]
            if self.tree:
                search = Search(
                    self._rng(view),
                    deadline,
                    cap=self.max_samples * ITERATIONS_PER_DEAL,
                    rollout=policy_rollout,
                    expand=policy_expand,
                    bias=POLICY_BIAS,
                )
                return legal[cards.index(choose_card_by_tree(state, seat, cards, search))]

            def evaluate(world: HandState, card: object) -> float:
                world.play(cast(str, card))
                return rollout_value(world, seat)

            best = best_by_sampling(
                state,
                seat,
                list(cards),
                evaluate,
                self._rng(view),
                deadline,
                self.max_samples,
                _card_of(normal),
            )
            return legal[cards.index(cast(str, best))]

    def _choose_bid(
        self,
        state: HandState,
        seat: int,
        legal: Sequence[A],
        normal: A,
        deadline: Deadline,
        view: Any,
    ) -> A:
        base = _bid_value(normal)
        allowed = {_bid_value(a): a for a in legal}
        options = sorted({b for b in (base - 1, base, base + 1, NIL) if b in allowed})

        def evaluate(world: HandState, bid: object) -> float:
            return bid_out(world, seat, cast(int, bid))

        best = best_by_sampling(
            state, seat, list(options), evaluate, self._rng(view), deadline, self.max_samples, base
        )
        return allowed[cast(int, best)]


ExpertSpadesBot = expert_of(StrongSpadesBot, tree=True)
"""Level ``expert``: 2 s per decision, the bids by the strong search without a cap on the
samples, the cards by the policy-guided tree (:mod:`spades_tui.bots.tree`), whose answer
keeps improving with time where the flat search's stops at its model's error."""


register("spades", "easy", RandomBot)
register("spades", "normal", NormalSpadesBot)
register("spades", "strong", StrongSpadesBot)
register("spades", "expert", ExpertSpadesBot)
register("spades", "ismcts", ismcts_factory(ismcts.decide))
