"""Molotow bots (RULES.md 3.3), registered with :mod:`shared.bots` on import.

Points are bad: each player wants to take as few card points as he can.

- ``normal`` declares every Weis (they are subtracted) and prices each legal card: the
  chance it takes this trick times what the trick would be worth (its cards valued with
  the trump the card would leave, a table Weis it completes, the last-trick 5), plus the
  risk the cards it keeps still carry (:func:`risks`: a high card or a high trump is
  likely to take a trick later, with its points). It plays the cheapest card, so it
  ducks points, unloads its dangerous cards on other players' tricks, and when it must
  fix trump (void in the led suit, none fixed yet) picks the suit that leaves it weakest
  in trumps (and gives it Stöck if it can).
- ``strong`` plays sampled deals out with the normal policy for everyone and keeps the
  card with the fewest points for itself (determinization, :mod:`jass_tui.bots.solo_state`).

The yardstick ``ismcts`` searches the world of :mod:`jass_tui.bots.molotow_ismcts`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

from jass_tui.bots import molotow_ismcts
from jass_tui.bots.molotow_state import state_from_view
from jass_tui.bots.search import best_of, distinct_cards
from jass_tui.bots.solo_state import (
    Outstanding,
    SoloState,
    later_players,
    sample_world,
    table_weis_points,
)
from jass_tui.rules import LAST_TRICK_BONUS, POINTS, STRENGTH, beats
from jass_tui.scoring import STOECK_POINTS, TRICKS_PER_HAND, stoeck_cards
from shared.bots import RandomBot, SearchingBot, expert_of, register
from shared.cards import Card
from shared.deadline import Deadline
from shared.ismcts import ismcts_factory

__all__ = [
    "ExpertMolotowBot",
    "NormalMolotowBot",
    "StrongMolotowBot",
    "choose_card",
    "risks",
    "state_from_view",
]

A = TypeVar("A")

TRUMP_RISK = (0.9, 0.55, 0.3, 0.15, 0.08)
"""Chance a trump still takes a trick, by how many unseen trumps rank above it."""
SIDE_RISK = (0.5, 0.3, 0.15, 0.06)
"""Chance a side card still takes a trick, by how many unseen cards of its suit rank above."""
LEAD_WIN = (0.97, 0.5, 0.3, 0.18, 0.1)
"""Chance a card led keeps the trick, by how many unseen cards of its suit rank above it."""
FIXED_TRUMP_WINS = 0.9
"""Chance the card that fixes trump (the only trump in the trick) keeps it."""


def risks(
    hand: Sequence[Card], contract: str, out: Outstanding, avg_points: float
) -> dict[Card, float]:
    """Each card's expected points against its holder if kept: chance × (points + 3 others)."""
    strength = STRENGTH[contract]
    points = POINTS[(contract, "six_high")]
    others = 3 * avg_points
    result: dict[Card, float] = {}
    for card in hand:
        h = out.higher(card, strength)
        p = TRUMP_RISK[min(h, 4)] if card[0] == contract else SIDE_RISK[min(h, 3)]
        result[card] = p * (points[card] + others)
    return result


def choose_card(state: SoloState, seat: int, legal: list[Card]) -> Card:
    """The legal card with the fewest expected points for ``seat`` (now and later)."""
    if len(legal) == 1:
        return legal[0]
    hand = state.hands[seat]
    out = Outstanding(state, seat)
    trick = state.trick
    later = later_players(state)
    last_trick = state.trick_no == TRICKS_PER_HAND - 1
    base_risks: dict[str, dict[Card, float]] = {}

    def kept_risk(contract: str, card: Card) -> float:
        table = base_risks.get(contract)
        if table is None:
            table = base_risks[contract] = risks(hand, contract, out, out.avg_points)
        return sum(table.values()) - table[card]

    best_cost = None
    choice = legal[0]
    for card in legal:
        contract = state.contract
        fixing = state.fixes_trump(card)
        if fixing:
            contract = card[0]
        points = POINTS[(contract, "six_high")]
        value = sum(points[c] for c in trick) + points[card] + later * out.avg_points
        if last_trick:
            value += LAST_TRICK_BONUS
        if later == 0 and state.table_weis_on:
            value += table_weis_points([*trick, card])
        p = _take_chance(state, card, contract, fixing, out, hand)
        cost = p * value + kept_risk(contract, card)
        if fixing and stoeck_cards(contract) <= set(hand):
            cost -= STOECK_POINTS
        if best_cost is None or cost < best_cost - 1e-9:
            best_cost, choice = cost, card
    return choice


def _take_chance(
    state: SoloState, card: Card, contract: str, fixing: bool, out: Outstanding, hand: list[Card]
) -> float:
    """Chance that ``card`` takes the trick in progress."""
    trick = state.trick
    later = later_players(state)
    if fixing:
        return 1.0 if later == 0 else FIXED_TRUMP_WINS
    strength = state.strength
    if not trick:
        return LEAD_WIN[min(out.higher(card, strength), 4)]
    _, best = state.winning()
    if not beats(card, best, trick[0][0], state.contract):
        return 0.0
    if later == 0:
        return 1.0
    h = out.higher(card, strength)
    return float(LEAD_WIN[min(h, 4)] ** (later / 3))


# ------------------------------------------------------------------------ rollouts


def play_out(world: SoloState) -> None:
    while world.trick_no < TRICKS_PER_HAND:
        seat = world.to_move
        world.play(choose_card(world, seat, world.legal(seat)))


# ------------------------------------------------------------------------ bots


def _card(action: Any) -> str:
    card: str = action.card
    return card


def _kind(action: Any) -> str:
    kind: str = action.kind
    return kind


def _weis_answer(legal: Sequence[A]) -> A | None:
    """Declared Weis are subtracted from the declarer's points: always declare them."""
    if _kind(legal[0]) in ("weis", "noweis"):
        return next(a for a in legal if _kind(a) == "weis")
    return None


class NormalMolotowBot:
    """Level ``normal``: declares its Weis, ducks points, fixes trump to its advantage."""

    level = "normal"

    def __init__(self, seed: int | None = None, **_options: Any) -> None:
        self.seed = seed

    def choose(self, view: Any, legal: Sequence[A]) -> A:
        if len(legal) == 1:
            return legal[0]
        answer = _weis_answer(legal)
        if answer is not None:
            return answer
        state = state_from_view(view)
        by_card = {_card(a): a for a in legal}
        return by_card[choose_card(state, view.seat, list(by_card))]


class StrongMolotowBot(SearchingBot):
    """Level ``strong``: sampled deals played out with the normal policy; the card that
    leaves it the fewest points of the hand on average.

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
        answer = _weis_answer(legal)
        if answer is not None:
            return answer
        with self._lock:
            state = state_from_view(view)
            seat = view.seat
            cards = [_card(a) for a in legal]
            fallback = choose_card(state, seat, cards)
            if not state.fixable:  # while trump may still change, no two cards play alike
                cards = distinct_cards(state, seat, cards)
            if len(cards) == 1:
                return legal[[_card(a) for a in legal].index(cards[0])]
            rng = self._rng(view)

            def evaluate(world: SoloState, card: str) -> float:
                twin = world.copy()
                twin.play(card)
                play_out(twin)
                return -float(twin.result(seat))

            best = best_of(
                cards,
                lambda: sample_world(state, seat, rng),
                evaluate,
                deadline,
                self.max_samples,
                fallback,
            )
            return legal[[_card(a) for a in legal].index(best)]


ExpertMolotowBot = expert_of(StrongMolotowBot)
"""Level ``expert``: the strong search with 2 s per decision and no cap on the samples."""


register("molotow", "easy", RandomBot)
register("molotow", "normal", NormalMolotowBot)
register("molotow", "strong", StrongMolotowBot)
register("molotow", "expert", ExpertMolotowBot)
register("molotow", "ismcts", ismcts_factory(molotow_ismcts.decide))
