"""Coiffeur bots (RULES.md 3.1), registered with :mod:`shared.bots` on import.

Coiffeur plays Schieber's tricks, so the card play reuses the Schieber pieces: a
:class:`~jass_tui.bots.coiffeur_state.CoiffeurState` is a Schieber hand state whose
contract follows the mode of each trick (Slalom and Guschti change it between tricks), the
``normal`` card is :func:`jass_tui.bots.policy.choose_card`, and the ``strong`` card is
the Schieber search on sampled deals. Only the choosing team's card points count, so the
defenders' aim (fewest points for the choosers) is the Schieber defenders' aim too.

What is Coiffeur's own is the choice of the cell:

- ``normal`` gives each open cell of its team the value ``multiplier × (expected raw −
  par of the row)``: the expected raw points come from the Schieber hand-strength count
  for the cell's mode (:func:`expected_raw`), the *par* is what the row scores on average
  when it is filled later (:data:`ROW_PAR`: a Joker, which takes any mode, has a high
  par, so it is kept for a hand that is strong in some mode). A strong hand goes where
  it gains most over par, which is where the multiplier is high; a hand that gains
  nothing anywhere is pushed, when pushing is allowed.
- ``strong`` samples the other hands and plays the best few cells (and a push, followed
  by what the next choosers would do) out with the normal policy, scoring each the same
  way, multiplier × (raw − par), positive for its team and negative for the other.

The yardstick ``ismcts`` searches the world of :mod:`jass_tui.bots.coiffeur_ismcts`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

from jass_tui.bots import coiffeur_ismcts
from jass_tui.bots.coiffeur_state import (
    Board,
    CoiffeurState,
    new_state,
    next_chooser,
    state_from_view,
)
from jass_tui.bots.hand_state import HandState
from jass_tui.bots.policy import OBENABE_ORDER, choose_card, run_score, trump_score
from jass_tui.bots.search import best_of, distinct_cards, sample_world
from jass_tui.coiffeur_presets import (
    cell_modes,
    cell_row,
)
from jass_tui.rules import (
    DECK,
    NATURAL,
    TRUMP_SUITS,
)
from jass_tui.scoring import TRICKS_PER_HAND
from shared.bots import RandomBot, SearchingBot, expert_of, register
from shared.cards import Card
from shared.deadline import Deadline
from shared.determinize import sample_hands
from shared.ismcts import ismcts_factory
from shared.table import SEATS, team_of

__all__ = [
    "CoiffeurState",
    "ExpertCoiffeurBot",
    "NormalCoiffeurBot",
    "StrongCoiffeurBot",
    "cell_values",
    "choose_cell",
    "expected_raw",
    "state_from_view",
]

A = TypeVar("A")
PUSH = "push"

# ------------------------------------------------------------------------ the hand


def play_out(world: CoiffeurState) -> int:
    """Finish the hand with the normal policy for everyone: the choosing team's raw points."""
    while world.trick_no < TRICKS_PER_HAND:
        seat = world.to_move
        world.play(choose_card(world, seat, world.legal(seat)))
    return world.trick_points[team_of(world.chooser)]


# ------------------------------------------------------------------------ choosing a cell

RAW_FIT: dict[str, tuple[float, float]] = {
    "trump": (48.5, 1.47),
    "obe": (59.8, 1.43),
    "une": (61.0, 1.51),
}
"""``raw ≈ a + b × strength`` per kind of mode, fitted on normal-policy play of random
deals (the chooser's Schieber strength count against the raw points his team took)."""

ROW_PAR: dict[str, float] = {
    "S": 77.0,
    "C": 83.0,
    "D": 92.0,
    "H": 96.0,
    "obe": 90.0,
    "une": 100.0,
    "slalom": 80.0,
    "guschti": 80.0,
    "joker": 112.0,
    "joker2": 112.0,
}
"""The raw points a row is worth when it is left for a later hand: what a cell must beat
to be worth filling with this hand. Measured on normal bots' games (the mean raw each row
was filled with, over two rounds of measuring with the pars of the round before); the
two Joker rows share one par, so the first hand good enough for a Joker takes the ×8."""

PUSH_BELOW = -40.0
"""Push (when allowed) when no cell gains this much over par, multiplied (a judgement,
tuned in normal-against-normal games)."""


def mode_raw(hand: Sequence[Card], mode: str) -> float:
    """Expected raw points of the choosing team playing ``hand`` in one mode."""
    if mode in TRUMP_SUITS:
        a, b = RAW_FIT["trump"]
        score = trump_score(list(hand), mode)
    elif mode == "obe":
        a, b = RAW_FIT["obe"]
        score = run_score(list(hand), OBENABE_ORDER)
    else:
        a, b = RAW_FIT["une"]
        score = run_score(list(hand), NATURAL)
    return min(157.0, max(0.0, a + b * score))


def expected_raw(hand: Sequence[Card], cell: str) -> float:
    """Expected raw points of ``cell`` for the choosing team holding ``hand``."""
    modes = cell_modes(cell)
    if len(set(modes)) == 1:
        return mode_raw(hand, modes[0])
    first, other = modes[0], next(m for m in modes if m != modes[0])
    weight = modes.count(first) / len(modes)  # Slalom and Guschti: 5 of the 9 tricks
    return weight * mode_raw(hand, first) + (1 - weight) * mode_raw(hand, other)


def cell_values(
    hand: Sequence[Card], cells: Sequence[str], multipliers: Mapping[str, int]
) -> dict[str, float]:
    """Each cell's gain over par, multiplied: ``multiplier × (expected raw − par)``."""
    return {
        cell: multipliers[cell_row(cell)] * (expected_raw(hand, cell) - ROW_PAR[cell_row(cell)])
        for cell in cells
    }


def choose_cell(
    hand: Sequence[Card], cells: Sequence[str], multipliers: Mapping[str, int], may_push: bool
) -> str:
    """The cell to fill with ``hand`` (one of ``cells``), or :data:`PUSH`."""
    values = cell_values(hand, cells, multipliers)
    best = max(cells, key=lambda c: (values[c], c))
    if may_push and values[best] < PUSH_BELOW:
        return PUSH
    return best


def ranked_cells(
    hand: Sequence[Card], cells: Sequence[str], multipliers: Mapping[str, int]
) -> list[str]:
    values = cell_values(hand, cells, multipliers)
    return sorted(cells, key=lambda c: (-values[c], c))


def par_value(board: Board, cell: str, raw: float) -> float:
    """A filled cell in par terms: multiplier × (raw − par of its row)."""
    row = cell_row(cell)
    return board.multipliers[row] * (raw - ROW_PAR[row])


# ------------------------------------------------------------------------ bots


def _card(action: Any) -> str:
    card: str = action.card
    return card


def _option(action: Any) -> str:
    option: str = action.contract or action.kind
    return option


def _normal_contract(view: Any, legal: Sequence[A]) -> str:
    board = Board.from_view(view)
    cells = [_option(a) for a in legal if _option(a) != PUSH]
    may_push = any(_option(a) == PUSH for a in legal)
    return choose_cell(view.hand, cells, board.multipliers, may_push)


class NormalCoiffeurBot:
    """Level ``normal``: the cell its hand beats par most in (multiplied), or a push;
    Schieber's club-player card play in the mode of each trick."""

    level = "normal"

    def __init__(self, seed: int | None = None, **_options: Any) -> None:
        self.seed = seed

    def choose(self, view: Any, legal: Sequence[A]) -> A:
        if len(legal) == 1:
            return legal[0]
        if view.phase == "contract":
            option = _normal_contract(view, legal)
            return next(a for a in legal if _option(a) == option)
        state = state_from_view(view)
        by_card = {_card(a): a for a in legal}
        return by_card[choose_card(state, view.seat, list(by_card))]


MIN_CONTRACT_SAMPLES = 12
"""Below this many sampled deals the normal cell choice is kept (too few to judge by)."""
CONTRACT_CANDIDATES = 4
"""The cells (by the normal bot's values) the contract search plays out, plus a push."""


class StrongCoiffeurBot(SearchingBot):
    """Level ``strong``: determinization as for Schieber, for the card and for the cell.

    ``budget`` is the thinking time per decision in seconds, counted from the call of
    ``choose`` on ``clock`` (``wall`` or ``cpu``, :mod:`shared.deadline`); ``max_samples``
    caps the sampled deals, so with the cap (not the clock) ending a search, the same seed gives
    the same choices.
    """

    level = "strong"

    def __init__(
        self,
        seed: int | None = None,
        budget: float = 0.3,
        max_samples: int = 200,
        clock: str = "wall",
        **_: Any,
    ) -> None:
        super().__init__(seed, budget, clock)
        self.max_samples = max_samples

    def choose(self, view: Any, legal: Sequence[A]) -> A:
        deadline = Deadline.after(self.budget, self.clock)
        if len(legal) == 1:
            return legal[0]
        with self._lock:
            if view.phase == "contract":
                best = self._contract(view, legal, deadline)
                return next(a for a in legal if _option(a) == best)
            state = state_from_view(view)
            cards = [_card(a) for a in legal]
            fallback = choose_card(state, view.seat, cards)
            best = search_card(
                state, view.seat, cards, fallback, self._rng(view), deadline, self.max_samples
            )
            return legal[cards.index(best)]

    def _contract(self, view: Any, legal: Sequence[A], deadline: Deadline) -> str:
        normal = _normal_contract(view, legal)
        board = Board.from_view(view)
        cells = [_option(a) for a in legal if _option(a) != PUSH]
        options = ranked_cells(view.hand, cells, board.multipliers)[:CONTRACT_CANDIDATES]
        if normal not in options:
            options.append(normal)
        if any(_option(a) == PUSH for a in legal) and PUSH not in options:
            options.append(PUSH)
        return search_cell(
            view, board, options, normal, self._rng(view), deadline, self.max_samples
        )


def search_card(
    state: CoiffeurState,
    seat: int,
    cards: Sequence[str],
    fallback: str,
    rng: random.Random,
    deadline: Deadline,
    max_samples: int,
) -> str:
    """The card with the best mean result for ``seat``'s team over sampled deals."""
    if not state.switching:
        cards = distinct_cards(state, seat, cards)  # alike now and in every later trick
    if len(cards) == 1:
        return cards[0]
    sign = 1.0 if team_of(state.chooser) == team_of(seat) else -1.0

    def evaluate(world: HandState, card: str) -> float:
        assert isinstance(world, CoiffeurState)
        twin = world.copy()
        twin.play(card)
        return sign * play_out(twin)

    return best_of(
        cards, lambda: sample_world(state, seat, rng), evaluate, deadline, max_samples, fallback
    )


def search_cell(
    view: Any,
    board: Board,
    options: Sequence[str],
    fallback: str,
    rng: random.Random,
    deadline: Deadline,
    max_samples: int,
) -> str:
    """The best of ``options`` (cells, maybe :data:`PUSH`) over sampled whole deals."""
    seat = view.seat
    mine = list(view.hand)
    unseen = [c for c in DECK if c not in mine]
    others = {s: TRICKS_PER_HAND for s in SEATS if s != seat}
    team = team_of(seat)
    pushes = list(view.pushes)

    def sample() -> list[list[Card]]:
        dealt = sample_hands(unseen, others, rng)
        return [mine if s == seat else dealt[s] for s in SEATS]

    def evaluate(hands: list[list[Card]], option: str) -> float:
        chooser, cell = seat, option
        if option == PUSH:
            chooser, cell = _after_push(board, hands, seat, pushes)
        world = new_state([list(h) for h in hands], cell, chooser, chooser, board.undenufe_values)
        value = par_value(board, cell, play_out(world))
        return value if team_of(chooser) == team else -value

    return best_of(options, sample, evaluate, deadline, max_samples, fallback, MIN_CONTRACT_SAMPLES)


def _after_push(
    board: Board, hands: list[list[Card]], seat: int, pushes: Sequence[int]
) -> tuple[int, str]:
    """Who chooses which cell after ``seat`` pushes, the others choosing as normal bots."""
    done = [*pushes, seat]
    chooser, may_push = next_chooser(board, seat, done)
    for _ in range(8):
        cells = board.cells(team_of(chooser))
        option = choose_cell(hands[chooser], cells, board.multipliers, may_push)
        if option != PUSH:
            return chooser, option
        done.append(chooser)
        chooser, may_push = next_chooser(board, chooser, done)
    cells = board.cells(team_of(chooser))
    return chooser, choose_cell(hands[chooser], cells, board.multipliers, False)


ExpertCoiffeurBot = expert_of(StrongCoiffeurBot)
"""Level ``expert``: the strong search with 2 s per decision and no cap on the samples."""


register("coiffeur", "easy", RandomBot)
register("coiffeur", "normal", NormalCoiffeurBot)
register("coiffeur", "strong", StrongCoiffeurBot)
register("coiffeur", "expert", ExpertCoiffeurBot)
register("coiffeur", "ismcts", ismcts_factory(coiffeur_ismcts.decide))
