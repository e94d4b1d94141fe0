"""Jass bots at four levels and the yardstick, registered with :mod:`shared.bots` on import.

- ``easy``: a uniformly random legal action (:class:`shared.bots.RandomBot`);
- ``normal``: :mod:`jass_tui.bots.policy`, the heuristics of a club player;
- ``strong``: :mod:`jass_tui.bots.search` for the contract (determinization and rollouts),
  the tree search of ``ismcts`` for the cards (the flat search when the target is in reach);
- ``expert``: the same search with more time and no cap (:func:`shared.bots.expert_of`);
- ``ismcts``: :mod:`shared.ismcts` on the Schieber world of :mod:`jass_tui.bots.ismcts`,
  the textbook tree search ``strong`` is measured by (never offered at the table).

Every bot reads a :class:`jass_tui.view.JassView`, which holds no other seat's cards.

The Jass variants have modules of their own, each registering its kind's levels
when imported (the registry names them): :mod:`jass_tui.bots.coiffeur` (Schieber's card
play and search with a mode per trick, its own choice of the cell),
:mod:`jass_tui.bots.differenzler` and :mod:`jass_tui.bots.molotow`, both on the lean
individual-play state of :mod:`jass_tui.bots.solo_state`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

from jass_tui.bots import ismcts
from jass_tui.bots.hand_state import HandState, state_from_view
from jass_tui.bots.policy import PUSH, choose_card, choose_contract
from jass_tui.bots.search import LAST_HAND_BONUS, Scoreboard, search_card, search_contract
from shared.bots import RandomBot, SearchingBot, expert_of, register
from shared.deadline import Deadline
from shared.ismcts import Expand, Rollout, Search, ismcts_factory

__all__ = ["ExpertJassBot", "NormalJassBot", "StrongJassBot"]

A = TypeVar("A")

ITERATIONS_PER_DEAL = 20
"""Tree iterations ``strong`` may spend per deal of its cap (200 deals: 4,000 iterations,
more than 0.3 s allows before the last tricks, where the cap and the settled lead end it)."""


INFERENCE_POOL = 1000
"""Deals ``strong`` weighs by the play seen (:mod:`jass_tui.bots.inference`) per card
decision: against strong without it, over 100 pairs of one-hand games at 0.3 s (deals of
seeds 0 and 100000, cpu clock), 52.5 % of 200 games and a margin of +4.5 points a hand
(-0.05...+9.1); a trust of 0.7 instead of 0.5 measured +1.8 (-3.8...+7.4). Drawing from
the pool is cheaper than dealing afresh, so it costs no iterations."""


# Legal actions are :class:`~shared.engine.action.Action` values: read, never sliced.


def _option(action: Any) -> str:
    """What a contract-phase action chooses: its contract, or :data:`PUSH`."""
    option: str = action.contract or action.kind
    return option


def _card(action: Any) -> str:
    card: str = action.card
    return card


def _kind(action: Any) -> str:
    kind: str = action.kind
    return kind


def _contract_action(legal: Sequence[A], option: str) -> A:
    return next(a for a in legal if _option(a) == option)


def _normal_action(view: Any, legal: Sequence[A], state: HandState | None) -> A:
    if _kind(legal[0]) in ("weis", "noweis"):
        # Declared Weis score for the team, and the rivals learn little they can use.
        return next(a for a in legal if _kind(a) == "weis")
    if view.phase == "contract":
        may_push = any(_kind(a) == PUSH for a in legal)
        return _contract_action(legal, choose_contract(list(view.hand), may_push))
    assert state is not None
    by_card = {_card(a): a for a in legal}
    return by_card[choose_card(state, view.seat, list(by_card))]


class NormalJassBot:
    """Level ``normal``: hand-strength contracts, pushing, Weis, and club-player card play."""

    level = "normal"

    def __init__(self, seed: int | None = None, **_options: Any) -> None:
        self.seed = seed

    def choose(self, view: Any, legal: Sequence[A]) -> A:
        if len(legal) == 1:
            return legal[0]
        state = state_from_view(view) if view.phase == "play" else None
        return _normal_action(view, legal, state)


class StrongJassBot(SearchingBot):
    """Level ``strong``: the contract by sampled deals played out with the normal policy,
    the cards by a tree search over the bot's information sets.

    - **Contract** (and pushing): :func:`~jass_tui.bots.search.search_contract`, every
      option played out on the same whole deals; it measured +5.6 points a hand over
      ``ismcts``'s own contract choice (issue 16).
    - **Cards**: the ISMCTS of :mod:`shared.ismcts` on the Schieber world of
      :mod:`jass_tui.bots.ismcts` (a tree over the later tricks, not one roll-out per
      candidate), which measured about 11 points a hand better than trying each card in
      sampled deals with the normal policy playing on. In the last hand of a game of so
      many hands a finished hand is worth :meth:`~jass_tui.bots.search.Scoreboard.outcome`
      (finishing ahead counts). When a team may reach the target in this hand
      (:meth:`~jass_tui.bots.search.Scoreboard.race_in_reach`) the cards are chosen by the
      flat search instead, whose roll-outs see who gets there first, trick by trick.
    - **Reading the play**: both card searches draw their deals from a pool weighted by
      how well each explains the other seats' cards (:mod:`jass_tui.bots.inference`,
      ``pool`` deals a decision; 0 deals each as likely).

    ``budget`` is the thinking time per decision in seconds, counted from the call of
    ``choose`` on ``clock`` (``wall`` or ``cpu``, :mod:`shared.deadline`); ``max_samples``
    caps the sampled deals (and the tree's iterations at :data:`ITERATIONS_PER_DEAL` times
    as many), so easy positions end early. With the cap (not the clock) ending the search,
    the same seed gives the same choices.
    """

    level = "strong"

    def __init__(
        self,
        seed: int | None = None,
        budget: float = 0.3,
        max_samples: int = 200,
        clock: str = "wall",
        pool: int = INFERENCE_POOL,
        **_: Any,
    ) -> None:
        super().__init__(seed, budget, clock)
        self.max_samples = max_samples
        self.rollout: Rollout = ismcts.quick_rollout
        """How the tree finishes a hand from a new node."""
        self.expand: Expand = ismcts.quick_expand
        """Which untried card a node of the tree grows first."""
        self.bias = ismcts.QUICK_BIAS
        """Progressive bias for that card in the tree's UCB1."""
        self.pool = pool
        """Deals weighted by the play seen, at most this many a decision (0: unweighted)."""

    def choose(self, view: Any, legal: Sequence[A]) -> A:
        deadline = Deadline.after(self.budget, self.clock)
        if len(legal) == 1:
            return legal[0]
        with self._lock:
            board = Scoreboard.from_view(view)
            if view.phase == "contract":
                normal = _normal_action(view, legal, None)
                options = [_option(a) for a in legal]
                best = search_contract(
                    view,
                    board,
                    options,
                    _option(normal),
                    self._rng(view),
                    deadline,
                    self.max_samples,
                )
                return _contract_action(legal, best)
            state = state_from_view(view)
            normal = _normal_action(view, legal, state)
            if _kind(normal) in ("weis", "noweis"):
                return normal
            multiplier = board.multipliers.get(state.contract, 1)
            if not board.race_in_reach(state, multiplier):
                search = Search(
                    self._rng(view),
                    deadline,
                    cap=self.max_samples * ITERATIONS_PER_DEAL,
                    rollout=self.rollout,
                    expand=self.expand,
                    bias=self.bias,
                )
                bonus = LAST_HAND_BONUS if board.last_hand else 0
                chosen: A = ismcts.decide_card(view, legal, search, board.outcome, bonus, self.pool)
                return chosen
            cards = [_card(a) for a in legal]
            best = search_card(
                state,
                view.seat,
                board,
                cards,
                _card(normal),
                self._rng(view),
                deadline,
                self.max_samples,
                ismcts.dealer(view, state, self.pool),
            )
            return legal[cards.index(best)]  # best is one of the cards offered


ExpertJassBot = expert_of(StrongJassBot)
"""Level ``expert``: the strong search with 2 s per decision and no cap on the samples."""


register("jass", "easy", RandomBot)
register("jass", "normal", NormalJassBot)
register("jass", "strong", StrongJassBot)
register("jass", "expert", ExpertJassBot)
register("jass", "ismcts", ismcts_factory(ismcts.decide))
