"""Differenzler bots (RULES.md 3.2), registered with :mod:`shared.bots` on import.

Each player predicts the card points he will take and is penalised by the difference.

- ``normal`` predicts from a hand evaluation (:func:`expected_take`: each card's chance to
  take a trick, from trump rank, aces and masters, suit length, times what such a trick
  is worth) and then plays to hit its number: for every legal card it weighs the chance
  that the card takes this trick, the trick's worth and what the rest of the hand is
  still expected to take, and plays the card whose expected miss is smallest, taking
  tricks while it is short of its number and ducking once it is near.
- ``strong`` predicts by playing sampled deals out with the normal policy aiming at a few
  numbers around the normal prediction, and plays its cards by determinization and
  rollouts (:mod:`jass_tui.bots.solo_state`); its objective is always the difference,
  never raw points.

The yardstick ``ismcts`` searches the world of :mod:`jass_tui.bots.differenzler_ismcts`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

from jass_tui.bots import differenzler_ismcts
from jass_tui.bots.differenzler_state import miss, state_from_view
from jass_tui.bots.search import best_of, distinct_cards
from jass_tui.bots.solo_state import (
    Outstanding,
    SoloState,
    later_players,
    sample_world,
)
from jass_tui.rules import HAND_TOTAL, LAST_TRICK_BONUS, beats
from jass_tui.scoring import TRICKS_PER_HAND
from shared.bots import RandomBot, SearchingBot, expert_of, register
from shared.cards import Card
from shared.deadline import Deadline
from shared.ismcts import ismcts_factory
from shared.table import SEATS

__all__ = [
    "ExpertDifferenzlerBot",
    "NormalDifferenzlerBot",
    "StrongDifferenzlerBot",
    "choose_card",
    "expected_take",
    "predict",
    "state_from_view",
]

A = TypeVar("A")

# ------------------------------------------------------------------------ hand evaluation

TRUMP_WIN = (0.97, 0.62, 0.38, 0.22, 0.12)
"""Chance a trump takes a trick, by how many unseen trumps rank above it."""
SIDE_WIN = (0.85, 0.35, 0.12, 0.04)
"""Chance a side card takes a trick, by how many unseen cards of its suit rank above it."""
SIDE_DECAY = (1.0, 0.8, 0.55, 0.35, 0.2, 0.1, 0.05, 0.0, 0.0)
"""A side suit's k-th best card held: the later round it wins in, the likelier a ruff."""
LONG_TRUMP = 0.18
"""Each trump held beyond two is worth this chance of a trick (ruffing, long trumps)."""

PREDICT_FIT = (-9.0, 1.0)
"""``prediction = a + b × expected take``, fitted on normal bots' hands (taken against
the evaluation of the hand dealt)."""


def card_chances(hand: Sequence[Card], state: SoloState, out: Outstanding) -> dict[Card, float]:
    """Each card's chance to take a trick sometime this hand (a club player's count)."""
    strength = state.strength
    trump = state.trump
    chances: dict[Card, float] = {}
    trumps = sum(1 for c in hand if c[0] == trump)
    trumps_out = out.count[trump] if trump is not None else 0
    by_suit: dict[str, list[Card]] = {}
    for card in hand:
        by_suit.setdefault(card[0], []).append(card)
    for suit, cards in by_suit.items():
        cards.sort(key=strength.__getitem__, reverse=True)
        for k, card in enumerate(cards):
            h = out.higher(card, strength)
            if suit == trump:
                p = TRUMP_WIN[min(h, 4)]
                if trumps > 2:
                    p = max(p, min(0.85, LONG_TRUMP * (trumps - 2) + 0.1))
            else:
                p = SIDE_WIN[min(h, 3)]
                if trumps_out:
                    p *= SIDE_DECAY[k]
            chances[card] = p
    return chances


def card_worths(
    hand: Sequence[Card], state: SoloState, out: Outstanding, chances: dict[Card, float]
) -> dict[Card, float]:
    """Each card's expected points: its chance times its points and three others' average."""
    others = 3 * out.avg_points
    points = state.points
    return {card: chances[card] * (points[card] + others) for card in hand}


def expected_take(hand: Sequence[Card], state: SoloState, seat: int) -> float:
    """Card points ``hand`` is expected to take from now on (the last-trick 5 included)."""
    if not hand:
        return 0.0
    out = Outstanding(state, seat)
    chances = card_chances(hand, state, out)
    worth = sum(card_worths(hand, state, out, chances).values())
    return worth + LAST_TRICK_BONUS * sum(chances.values()) / len(hand)


def predict(hand: Sequence[Card], trump: str) -> int:
    """The normal prediction for a dealt ``hand`` with ``trump``: 0 to 157."""
    state = SoloState(contract=trump, hands=[list(hand), [], [], []], leader=0)
    a, b = PREDICT_FIT
    return max(0, min(HAND_TOTAL, round(a + b * expected_take(hand, state, 0))))


# ------------------------------------------------------------------------ card play


def choose_card(state: SoloState, seat: int, legal: list[Card]) -> Card:
    """The card whose expected miss of ``state.targets[seat]`` is smallest."""
    if len(legal) == 1:
        return legal[0]
    hand = state.hands[seat]
    out = Outstanding(state, seat)
    chances = card_chances(hand, state, out)
    worths = card_worths(hand, state, out, chances)
    need = state.targets[seat] - state.taken[seat]
    last_trick = state.trick_no == TRICKS_PER_HAND - 1
    rest_total = sum(worths.values())
    bonus_share = LAST_TRICK_BONUS * sum(chances.values()) / len(hand) if not last_trick else 0.0
    trick = state.trick
    points = state.points
    later = later_players(state)
    at_stake = sum(points[c] for c in trick) + later * out.avg_points
    if last_trick:
        at_stake += LAST_TRICK_BONUS
    if trick:
        led = trick[0][0]
        _, best = state.winning()
    best_cost = None
    choice = legal[0]
    for card in legal:
        if not trick:
            p = chances[card]
        elif not beats(card, best, led, state.contract):
            p = 0.0
        elif later == 0:
            p = 1.0
        else:
            p = 1.0 - (1.0 - chances[card]) * later / 3
        future = rest_total - worths[card] + bonus_share
        value = at_stake + points[card]
        cost = p * abs(need - value - future) + (1.0 - p) * abs(need - future)
        if best_cost is None or cost < best_cost - 1e-9:
            best_cost, choice = cost, card
    return choice


# ------------------------------------------------------------------------ rollouts


def guess_targets(world: SoloState, seat: int) -> None:
    """In a sampled deal, the other seats' predictions as a normal bot would make them."""
    trump = world.contract
    for other in SEATS:
        if other != seat:
            world.targets[other] = predict(world.dealt(other), trump)


def play_out(world: SoloState) -> None:
    while world.trick_no < TRICKS_PER_HAND:
        seat = world.to_move
        world.play(choose_card(world, seat, world.legal(seat)))


# ------------------------------------------------------------------------ bots


class NormalDifferenzlerBot:
    """Level ``normal``: predicts from a hand evaluation, then plays to hit its number."""

    level = "normal"

    def __init__(self, seed: int | None = None, **_options: Any) -> None:
        self.seed = seed

    def choose(self, view: Any, legal: Sequence[A]) -> A:
        if len(legal) == 1:
            return legal[0]
        if view.phase == "predict":
            return _prediction_action(legal, predict(view.hand, view.trump))
        state = state_from_view(view)
        by_card = {_card(a): a for a in legal}
        return by_card[choose_card(state, view.seat, list(by_card))]


def _card(action: Any) -> str:
    card: str = action.card
    return card


def _prediction_action(legal: Sequence[A], points: int) -> A:
    return next(a for a in legal if getattr(a, "prediction", None) == points)


PREDICTION_STEPS = (-20, -10, 0, 10, 20)
"""The numbers around the normal prediction the strong bot plays out."""


class StrongDifferenzlerBot(SearchingBot):
    """Level ``strong``: sampled deals played out with the normal policy; the smallest mean
    difference decides both the prediction and each card.

    ``budget`` is the thinking time per decision in seconds, counted from the call of
    ``choose`` on ``clock`` (``wall`` or ``cpu``, :mod:`shared.deadline`); ``max_samples``
    caps the sampled deals (with the cap ending the search, the same seed gives the same choices).
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
            if view.phase == "predict":
                return _prediction_action(legal, self._predict(view, deadline))
            state = state_from_view(view)
            cards = [_card(a) for a in legal]
            fallback = choose_card(state, view.seat, cards)
            best = self._search_card(view, state, cards, fallback, deadline)
            return legal[cards.index(best)]

    def _predict(self, view: Any, deadline: Deadline) -> int:
        seat = view.seat
        normal = predict(view.hand, view.trump)
        candidates = sorted({max(0, min(HAND_TOTAL, normal + d)) for d in PREDICTION_STEPS})
        hands: list[list[Card]] = [[], [], [], []]
        hands[seat] = list(view.hand)
        state = SoloState(contract=view.trump, hands=hands, leader=view.forehand)
        rng = self._rng(view)

        def sample() -> SoloState:
            world = sample_world(state, seat, rng)
            guess_targets(world, seat)
            return world

        def evaluate(world: SoloState, target: str) -> float:
            twin = world.copy()
            twin.targets[seat] = int(target)
            play_out(twin)
            return -miss(twin, seat, view.exact_bonus)

        best = best_of(
            [str(c) for c in candidates],
            sample,
            evaluate,
            deadline,
            self.max_samples,
            str(normal),
            MIN_PREDICTION_SAMPLES,
        )
        return int(best)

    def _search_card(
        self, view: Any, state: SoloState, cards: list[str], fallback: str, deadline: Deadline
    ) -> str:
        seat = view.seat
        cards = distinct_cards(state, seat, cards)
        if len(cards) == 1:
            return cards[0]
        rng = self._rng(view)

        def sample() -> SoloState:
            world = sample_world(state, seat, rng)
            guess_targets(world, seat)
            return world

        def evaluate(world: SoloState, card: str) -> float:
            twin = world.copy()
            twin.play(card)
            play_out(twin)
            return -miss(twin, seat, view.exact_bonus)

        return best_of(cards, sample, evaluate, deadline, self.max_samples, fallback)


MIN_PREDICTION_SAMPLES = 10
"""Below this many sampled deals the normal prediction is kept."""


ExpertDifferenzlerBot = expert_of(StrongDifferenzlerBot)
"""Level ``expert``: the strong search with 2 s per decision and no cap on the samples."""


register("differenzler", "easy", RandomBot)
register("differenzler", "normal", NormalDifferenzlerBot)
register("differenzler", "strong", StrongDifferenzlerBot)
register("differenzler", "expert", ExpertDifferenzlerBot)
register("differenzler", "ismcts", ismcts_factory(differenzler_ismcts.decide))
