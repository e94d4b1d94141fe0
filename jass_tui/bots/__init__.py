"""Jass bots at three levels, registered with :mod:`shared.bots` on import.

- ``easy``: a uniformly random legal action (:class:`shared.bots.RandomBot`);
- ``normal``: :mod:`jass_tui.bots.policy`, the heuristics of a club player;
- ``strong``: :mod:`jass_tui.bots.search`, determinization and rollouts.

Every bot reads a :class:`jass_tui.view.JassView`, which holds no other seat's cards.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Sequence
from typing import Any, TypeVar

from jass_tui.bots.hand_state import HandState, state_from_view
from jass_tui.bots.policy import choose_card, choose_contract
from jass_tui.bots.search import Scoreboard, search_card, search_contract
from shared.bots import RandomBot, register

__all__ = ["NormalJassBot", "StrongJassBot"]

A = TypeVar("A")


def _text(action: object) -> str:
    return str(action)


def _card_of(action: object) -> str:
    return str(action)[5:]


def _contract_action(legal: Sequence[A], contract: str) -> A:
    wanted = contract if contract in ("obe", "une", "push") else f"trump {contract}"
    return next(a for a in legal if _text(a) == wanted)


def _normal_action(view: Any, legal: Sequence[A], state: HandState | None) -> A:
    first = _text(legal[0])
    if first in ("weis", "noweis"):
        # Declared Weis score for the team, and the rivals learn little they can use.
        return next(a for a in legal if _text(a) == "weis")
    if view.phase == "contract":
        may_push = any(_text(a) == "push" for a in legal)
        return _contract_action(legal, choose_contract(list(view.hand), may_push))
    assert state is not None
    by_card = {_card_of(a): a for a in legal}
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


class StrongJassBot:
    """Level ``strong``: sampled deals played out with the normal policy, best mean result.

    ``budget`` is the thinking time per decision in seconds, ``max_samples`` caps the
    sampled deals so easy positions end early. With the cap (not the clock) ending the
    search, the same seed gives the same choices.
    """

    level = "strong"

    def __init__(
        self, seed: int | None = None, budget: float = 0.3, max_samples: int = 200, **_: Any
    ) -> None:
        self.seed = random.SystemRandom().randrange(2**32) if seed is None else seed
        self.budget = budget
        self.max_samples = max_samples
        self._lock = threading.Lock()

    def _rng(self, view: Any) -> random.Random:
        # Seeded per decision, so asking for a hint never changes later decisions.
        key = f"{self.seed}:{view.hand_number}:{len(view.history)}:{view.seat}:{view.scores}"
        return random.Random(key)

    def choose(self, view: Any, legal: Sequence[A]) -> A:
        deadline = time.perf_counter() + self.budget
        if len(legal) == 1:
            return legal[0]
        with self._lock:
            board = Scoreboard.from_view(view)
            if view.phase == "contract":
                normal = _normal_action(view, legal, None)
                options = [_contract_key(a) for a in legal]
                best = search_contract(
                    view,
                    board,
                    options,
                    _contract_key(normal),
                    self._rng(view),
                    deadline,
                    self.max_samples,
                )
                return _contract_action(legal, best)
            state = state_from_view(view)
            normal = _normal_action(view, legal, state)
            if _text(normal) in ("weis", "noweis"):
                return normal
            cards = [_card_of(a) for a in legal]
            best = search_card(
                state,
                view.seat,
                board,
                cards,
                _card_of(normal),
                self._rng(view),
                deadline,
                self.max_samples,
            )
            return legal[cards.index(best)]  # best is one of the cards offered


def _contract_key(action: object) -> str:
    text = _text(action)
    return text[6:] if text.startswith("trump ") else text


register("jass", "easy", RandomBot)
register("jass", "normal", NormalJassBot)
register("jass", "strong", StrongJassBot)
