"""Information-set Monte-Carlo tree search: the ``ismcts`` bot level, a yardstick.

Single-observer ISMCTS as Cowling, Powley and Whitehouse describe it ("Information Set
Monte Carlo Tree Search", IEEE TCIAIG 4(2), 2012), with no knowledge beyond the rules:

1. each iteration samples a *determinization*: the hidden cards dealt consistently
   with what the bot's seat has seen (:mod:`shared.determinize`);
2. it descends one tree whose nodes are the bot's information sets, keyed by the moves
   played from the decision; at each node only the moves legal *in this
   determinization* compete, by UCB1 with *availability* counts (how often a move was
   on offer when its parent was visited, in place of the parent's visits);
3. it adds one node for a move not tried there yet, plays the rest of the hand at
   random, and adds the result to every node on the path, each from the view of the
   seat that made the node's move (so rivals' nodes maximise the rivals' result).
   A game may pass :class:`Search` its own policies for which untried move grows first
   (*expand*) and how the hand is finished (*rollout*); the yardstick keeps both random.
   With a *bias* (progressive bias, Chaslot et al. 2008), the move a node grew first,
   the one its expand policy prefers, keeps a bonus of ``bias / (visits + 1)`` in UCB1,
   so the policy's move leads until its own results speak; the yardstick has none.

The move tried most often at the root is played. Results are rewards in [0, 1] (each
game's adapter scales its own scoring, :func:`scaled`); the exploration constant
:data:`EXPLORATION` is the paper's 0.7 for rewards on that scale.

This module knows no game. A game plugs in with a *sampler*: a function that, given the
search's random generator, returns a fresh :class:`World` (one determinization, played
forward in place), and a *decide* function that builds the sampler from a view; see
:class:`IsmctsBot`. Hidden moves of other seats (an opponent's Weis answer before it is
shown, a Differenzler prediction) are not searched: a sampler draws them at random with
the deal, as part of what the bot cannot see.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any, Protocol, TypeVar

from shared.bots import SearchingBot
from shared.deadline import Deadline

__all__ = [
    "EXPLORATION",
    "Expand",
    "IsmctsBot",
    "Node",
    "Rollout",
    "Sampler",
    "Search",
    "World",
    "grow",
    "ismcts_factory",
    "most_visited",
    "random_expand",
    "random_rollout",
    "scaled",
]

A = TypeVar("A")

EXPLORATION = 0.7
"""UCB1's exploration constant for rewards in [0, 1] (Cowling et al. use 0.7)."""
DEFAULT_BUDGET = 0.3
"""Seconds per decision when none is given: the ``strong`` bots' default."""


class World(Protocol):
    """One determinization of a hand: every card placed, played forward in place.

    Moves are the engine's action texts (:class:`~shared.engine.action.Action` values
    are ``str``), or a game's own words for a step the engine does in one action.
    """

    def to_move(self) -> int:
        """The seat whose move it is."""
        ...

    def moves(self) -> Sequence[str]:
        """The legal moves now, in a stable order (the tree's tie-breaks follow it)."""
        ...

    def play(self, move: str) -> None: ...

    def over(self) -> bool:
        """Whether the hand is finished (nothing more to search or play)."""
        ...

    def rewards(self) -> Sequence[float]:
        """Per seat, how good the finished hand is for that seat, in [0, 1]."""
        ...


Sampler = Callable[[random.Random], World]


def scaled(value: float, low: float, high: float) -> float:
    """``value`` on the scale ``low`` … ``high`` as a reward in [0, 1], clipped at both ends."""
    return min(1.0, max(0.0, (value - low) / (high - low)))


class Node:
    """One information set: reached by ``move`` of ``player`` (-1 at the root).

    ``reward`` is the sum of the results for ``player`` over the ``visits``; ``avails``
    counts the visits of the parent in which ``move`` was legal (starting at 1, as in
    the paper's reference code, so a fresh node's logarithm is defined). A node holds no
    link to its parent: without cycles a finished tree is freed at once by reference
    counting, instead of waiting for (and lengthening) a full garbage collection, which
    in a big process takes longer than the budget's slack. ``bonus`` is the progressive
    bias of the first move its parent grew (0 for the others and without a bias).
    """

    __slots__ = ("avails", "bonus", "children", "move", "player", "reward", "visits")

    def __init__(self, move: str | None = None, player: int = -1) -> None:
        self.move = move
        self.player = player
        self.children: dict[str, Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.avails = 1
        self.bonus = 0.0

    def untried(self, legal: Sequence[str]) -> list[str]:
        children = self.children
        return [move for move in legal if move not in children]

    def select(self, legal: Sequence[str], exploration: float) -> Node:
        """UCB1 over the children legal now (all tried); each of them was available once more."""
        children = self.children
        best = children[legal[0]]
        best_value = -math.inf
        for move in legal:
            child = children[move]
            visits = child.visits
            value = (
                child.reward / visits
                + exploration * math.sqrt(math.log(child.avails) / visits)
                + child.bonus / (visits + 1)
            )
            if value > best_value:
                best, best_value = child, value
        for move in legal:
            children[move].avails += 1
        return best

    def expand(self, move: str, player: int) -> Node:
        child = Node(move, player)
        self.children[move] = child
        return child


def random_rollout(world: World, rng: random.Random) -> None:
    """Finish ``world`` by uniformly random legal moves: the textbook roll-out."""
    while not world.over():
        legal = world.moves()
        world.play(legal[rng.randrange(len(legal))])


Rollout = Callable[[Any, random.Random], None]
"""Finishes a :class:`World` in place (a game may pass one that knows its own kind)."""


def random_expand(world: World, fresh: Sequence[str], rng: random.Random) -> str:
    """One of the untried moves ``fresh`` at random: the textbook expansion."""
    return fresh[rng.randrange(len(fresh))]


Expand = Callable[[Any, Sequence[str], random.Random], str]
"""Picks which untried move (one of ``fresh``) a node grows next, from the :class:`World`
about to make it; a game may try its most likely move first, so a short search has
looked at it."""


def iterate(
    root: Node,
    world: World,
    rng: random.Random,
    exploration: float,
    rollout: Rollout = random_rollout,
    expand: Expand = random_expand,
    bias: float = 0.0,
) -> None:
    """One iteration on ``world`` (a fresh determinization): select, expand, roll out, back up."""
    node = root
    path = [root]
    while not world.over():
        legal = world.moves()
        fresh = node.untried(legal)
        if fresh:
            first = not node.children
            move = expand(world, fresh, rng)
            player = world.to_move()
            world.play(move)
            node = node.expand(move, player)
            if first:
                node.bonus = bias
            path.append(node)
            break
        node = node.select(legal, exploration)
        world.play(node.move or "")
        path.append(node)
    rollout(world, rng)
    rewards = world.rewards()
    for step in path:
        step.visits += 1
        if step.player >= 0:
            step.reward += rewards[step.player]


def grow(
    sample: Sampler,
    rng: random.Random,
    deadline: Deadline | None = None,
    iterations: int | None = None,
    exploration: float = EXPLORATION,
    cap: int | None = None,
    rollout: Rollout = random_rollout,
    expand: Expand = random_expand,
    bias: float = 0.0,
) -> Node:
    """The search tree after ``iterations`` iterations, or as many as fit before ``deadline``.

    At least one iteration runs (its move is better than none); one iteration is one
    sampled deal and one hand played at random, well under the budgets' slack. ``cap``
    (with a deadline) ends the search after that many iterations, or sooner once the most
    visited move at the root can no longer be overtaken in the iterations left: the
    choice is then the one the whole cap would give, so a search the cap ends is repeated
    exactly for a seed, and an obvious move costs a fraction of the budget.
    """
    root = Node()
    done = 0
    while True:
        iterate(root, sample(rng), rng, exploration, rollout, expand, bias)
        done += 1
        if iterations is not None:
            if done >= iterations:
                return root
        elif deadline is None or deadline.passed() or _capped(root, done, cap):
            return root


def _capped(root: Node, done: int, cap: int | None) -> bool:
    return cap is not None and (done >= cap or _settled(root, cap - done))


def _settled(root: Node, left: int) -> bool:
    """Whether the root's most visited move leads the next by more than ``left`` visits."""
    first = second = 0
    for child in root.children.values():
        visits = child.visits
        if visits > first:
            first, second = visits, first
        elif visits > second:
            second = visits
    return first - second > left


def most_visited(root: Node, moves: Sequence[A]) -> A:
    """The move of ``moves`` whose root child was visited most (the first of equals)."""
    children = root.children

    def visits(move: A) -> int:
        child = children.get(str(move))
        return child.visits if child is not None else -1

    return max(moves, key=visits)


@dataclass(frozen=True)
class Search:
    """What one decision may spend: its random generator, its deadline or a fixed count."""

    rng: random.Random
    deadline: Deadline
    iterations: int | None = None
    exploration: float = EXPLORATION
    cap: int | None = None
    """With the deadline, at most this many iterations (see :func:`grow`)."""
    rollout: Rollout = random_rollout
    expand: Expand = random_expand
    bias: float = 0.0
    """Progressive bias for the move each node grows first (see the module's notes)."""

    def best(self, sample: Sampler, moves: Sequence[A], deadline: Deadline | None = None) -> A:
        """The move of ``moves`` the search from ``sample``'s worlds prefers.

        ``deadline`` (a part of the decision's own) ends this search sooner; with a
        fixed number of iterations the clock is not read at all.
        """
        root = grow(
            sample,
            self.rng,
            deadline or self.deadline,
            self.iterations,
            self.exploration,
            self.cap,
            self.rollout,
            self.expand,
            self.bias,
        )
        return most_visited(root, moves)


Decide = Callable[[Any, Sequence[Any], Search], Any]
"""A game's adapter: ``decide(view, legal, search)`` returns one of ``legal``."""


class IsmctsBot(SearchingBot):
    """Level ``ismcts``: the textbook search, the yardstick ``strong`` is measured by.

    ``budget`` is the thinking time per decision in seconds, counted from the call of
    :meth:`choose` on ``clock`` (``wall`` or ``cpu``, :mod:`shared.deadline`);
    ``iterations`` fixes the work instead (the clock is then not read), so the same seed
    gives the same choices. ``decide`` is the game's adapter.
    """

    level = "ismcts"

    def __init__(
        self,
        decide: Decide,
        seed: int | None = None,
        budget: float = DEFAULT_BUDGET,
        iterations: int | None = None,
        clock: str = "wall",
        exploration: float = EXPLORATION,
        **_options: Any,
    ) -> None:
        if iterations is not None and (isinstance(iterations, bool) or iterations < 1):
            raise ValueError(f"iterations must be a whole number above 0, not {iterations!r}")
        super().__init__(seed, budget, clock)
        self.decide = decide
        self.iterations = iterations
        self.exploration = exploration

    def choose(self, view: Any, legal: Sequence[A]) -> A:
        deadline = Deadline.after(self.budget, self.clock)
        if len(legal) == 1:
            return legal[0]
        with self._lock:
            search = Search(self._rng(view), deadline, self.iterations, self.exploration)
            choice: A = self.decide(view, legal, search)
            return choice


def ismcts_factory(decide: Decide) -> Callable[..., IsmctsBot]:
    """What a game registers for ``ismcts``: ``factory(seed=..., **options)``."""
    return partial(IsmctsBot, decide)
