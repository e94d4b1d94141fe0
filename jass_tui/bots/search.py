"""The ``strong`` Schieber player's flat search: determinization and rollouts within a budget.

``strong`` chooses its contract here, and its cards here only when a team may reach the
target in this hand (:meth:`Scoreboard.race_in_reach`); otherwise a tree search plays them
(:class:`jass_tui.bots.StrongJassBot`).

For a card it deals the unseen cards to the other seats consistently with the play so far
(voids shown, declared Weis still in hand), plays each legal card in that world and the
rest of the hand with the ``normal`` policy for all four seats, and keeps the card with
the best mean result. For the contract it does the same with whole hands, one rollout
per contract (and one for pushing, where the partner then chooses as a normal bot would).
Every candidate is tried on the same sampled deals, so luck does not decide between them.

The result of a rollout is the point margin of the bot's team from now to the end of the
hand, plus a large bonus or malus when a team reaches the target during it (near the end
of a game only being first to the target counts), or, in the last hand of a game of so
many hands, a bonus or malus for finishing ahead or behind: there a hand lost by one
point is a game lost, and a hand won by a few is as good as one won by many.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from jass_tui.bots.hand_state import ORDER, HandState
from jass_tui.bots.policy import PUSH, choose_card, choose_contract
from jass_tui.presets import PRESETS
from jass_tui.rules import DECK, HAND_TOTAL, MATCH_BONUS, legal_cards
from jass_tui.scoring import STOECK_POINTS, TRICKS_PER_HAND, stoeck_holder
from shared.cards import Card
from shared.deadline import Deadline
from shared.determinize import sample_hands
from shared.table import SEATS, partner_of, team_of

MIN_CONTRACT_SAMPLES = 16
"""Below this many whole deals the hand-strength count chooses the contract better
(measured: with ~6 deals, as a 0.05 s budget allows, the search lost points)."""
RACE_BONUS = 400
"""Worth of reaching the target first, in points: a game won outweighs any margin."""
LAST_HAND_BONUS = 100
"""Worth of finishing the last hand of a game of so many hands ahead, in points (and its
malus behind): a win weighs as much as 100 points of margin, so the margin still tells
apart choices that win (or lose) in the same samples."""


WEIS_ALLOWANCE = 200
"""Points a Weis may still bring before the first trick is complete (four Jacks)."""


@dataclass(frozen=True, slots=True)
class Scoreboard:
    """The game around the hand: running scores, target and multipliers."""

    team: int
    scores: tuple[int, int]
    target: int | None
    multipliers: dict[str, int]
    last_hand: bool = False
    """The game ends with this hand (a game of so many hands), unless it ends level."""

    @classmethod
    def from_view(cls, view: Any) -> Scoreboard:
        limit = view.hands_limit
        return cls(
            team_of(view.seat),
            tuple(view.scores),
            view.target,
            dict(view.multipliers),
            last_hand=limit is not None and view.hand_number >= limit,
        )

    def race_in_reach(self, state: HandState, multiplier: int) -> bool:
        """Whether a team can still reach the target with the points left in this hand
        (then who gets there first counts, trick by trick, not the margin)."""
        if self.target is None:
            return False
        # Stöck may still be shown, and before the first trick is complete a Weis scored;
        # counting them too generously only keeps the race search a little longer.
        left = HAND_TOTAL - sum(state.trick_points) + STOECK_POINTS
        if state.match_on and 0 in state.tricks_won:
            left += MATCH_BONUS
        if state.trick_no == 0:
            left += WEIS_ALLOWANCE
        return max(self.scores) + left * multiplier >= self.target

    def outcome(self, margin: float) -> float:
        """What a hand that ends ``margin`` points better for ``team`` than now is worth."""
        if not self.last_hand:
            return margin
        lead = self.scores[self.team] - self.scores[1 - self.team] + margin
        return margin + (LAST_HAND_BONUS if lead > 0 else -LAST_HAND_BONUS if lead < 0 else 0)


def play_out(world: HandState, board: Scoreboard, multiplier: int, extra: int = 0) -> float:
    """Finish the hand with the normal policy for everyone; the value for ``board.team``.

    ``extra`` is points (already multiplied) the hand brings ``board.team`` besides its
    tricks, such as Stöck.
    """
    start = list(world.trick_points)
    target = board.target
    team = board.team
    contract = world.contract
    while world.trick_no < TRICKS_PER_HAND:
        seat = world.to_move
        world.play(choose_card(world, seat, legal_cards(world.hands[seat], world.trick, contract)))
        if target is not None and not world.trick:
            winners = team_of(world.leader)
            for t in (winners, 1 - winners):
                if board.scores[t] + (world.trick_points[t] - start[t]) * multiplier >= target:
                    return (
                        _margin(world, start, team, multiplier)
                        + extra
                        + (RACE_BONUS if t == team else -RACE_BONUS)
                    )
    return board.outcome(_margin(world, start, team, multiplier) + extra)


def _margin(world: HandState, start: list[int], team: int, multiplier: int) -> float:
    gained = [world.trick_points[t] - start[t] for t in (0, 1)]
    return float((gained[team] - gained[1 - team]) * multiplier)


def hand_sizes(state: HandState, seat: int) -> dict[int, int]:
    """Cards each other seat still holds: 9 minus what it has played."""
    in_trick = ORDER[state.leader][: len(state.trick)]
    left = TRICKS_PER_HAND - state.trick_no
    return {other: left - (other in in_trick) for other in SEATS if other != seat}


def sample_world(state: HandState, seat: int, rng: random.Random) -> HandState:
    """A full deal consistent with everything ``seat`` has seen; ``state`` is unchanged."""
    world = state.copy()
    dealt = sample_hands(
        sorted(state.unseen(seat)),
        hand_sizes(state, seat),
        rng,
        excluded={s: state.excluded[s] for s in SEATS if s != seat},
        known={s: sorted(state.known[s]) for s in SEATS if s != seat and state.known[s]},
    )
    for other, cards in dealt.items():
        world.hands[other] = cards
    return world


def best_of(
    candidates: Sequence[str],
    sample: Callable[[], Any],
    evaluate: Callable[[Any, str], float],
    deadline: Deadline,
    max_samples: int,
    fallback: str,
    min_samples: int = 1,
) -> str:
    """The candidate with the best total over complete samples.

    ``fallback`` (the normal policy's choice) when fewer than ``min_samples`` samples
    were complete by the deadline.
    """
    totals = [0.0] * len(candidates)
    complete = 0
    while complete < max_samples:
        world = sample()
        values = []
        for candidate in candidates:
            if deadline.passed():
                break
            values.append(evaluate(world, candidate))
        if len(values) < len(candidates):
            break
        complete += 1
        for i, v in enumerate(values):
            totals[i] += v
    if complete < min(min_samples, max_samples) or complete == 0:
        return fallback
    return candidates[max(range(len(candidates)), key=lambda i: (totals[i], -i))]


class CardTables(Protocol):
    """What :func:`distinct_cards` reads of a hand state (Schieber's or another Jass game's)."""

    strength: dict[Card, int]
    points: dict[Card, int]

    def unseen(self, seat: int) -> set[Card]: ...


def distinct_cards(state: CardTables, seat: int, cards: Sequence[Card]) -> list[Card]:
    """One card of each group that plays alike: same suit and points, nothing unseen between.

    Holding the 6 and 8 of a side suit after the 7 has fallen, either card does exactly
    the same work; trying both would only halve the samples each candidate gets.
    """
    strength, points = state.strength, state.points
    unseen = state.unseen(seat)
    keep: list[Card] = []
    for card in sorted(cards, key=lambda c: (c[0], strength[c])):
        if keep:
            last = keep[-1]
            if (
                last[0] == card[0]
                and points[last] == points[card]
                and not any(
                    c[0] == card[0] and strength[last] < strength[c] < strength[card]
                    for c in unseen
                )
            ):
                continue
        keep.append(card)
    return keep


def search_card(
    state: HandState,
    seat: int,
    board: Scoreboard,
    cards: Sequence[str],
    fallback: str,
    rng: random.Random,
    deadline: Deadline,
    max_samples: int,
    deal: Callable[[random.Random], HandState] | None = None,
) -> str:
    """The best of ``cards`` over sampled deals, each finished by the normal policy;
    ``deal`` draws the deals (by default :func:`sample_world`, each as likely)."""
    multiplier = board.multipliers.get(state.contract, 1)
    cards = distinct_cards(state, seat, cards)
    if len(cards) == 1:
        return cards[0]

    def evaluate(world: HandState, card: str) -> float:
        twin = world.copy()
        twin.play(card)
        return play_out(twin, board, multiplier)

    draw = deal or (lambda r: sample_world(state, seat, r))
    return best_of(cards, lambda: draw(rng), evaluate, deadline, max_samples, fallback)


def search_contract(
    view: Any,
    board: Scoreboard,
    options: Sequence[str],
    fallback: str,
    rng: random.Random,
    deadline: Deadline,
    max_samples: int,
) -> str:
    """The best of ``options`` (contracts, maybe :data:`PUSH`) over sampled whole deals."""
    seat = view.seat
    forehand = view.forehand
    preset = PRESETS[view.preset]
    mine = list(view.hand)
    unseen = [c for c in DECK if c not in mine]
    others = {s: TRICKS_PER_HAND for s in SEATS if s != seat}

    def sample() -> list[list[Card]]:
        dealt = sample_hands(unseen, others, rng)
        return [mine if s == seat else dealt[s] for s in SEATS]

    def evaluate(hands: list[list[Card]], option: str) -> float:
        chooser = seat
        contract = option
        if option == PUSH:
            chooser = partner_of(seat)
            contract = choose_contract(hands[chooser], may_push=False)
        world = HandState.dealt(
            contract,
            [list(h) for h in hands],
            forehand,
            chooser,
            view.undenufe_values,
            preset.match,
        )
        multiplier = board.multipliers.get(contract, 1)
        stoeck = _stoeck(hands, contract, board.team) * multiplier if preset.stoeck else 0
        return play_out(world, board, multiplier, stoeck)

    return best_of(options, sample, evaluate, deadline, max_samples, fallback, MIN_CONTRACT_SAMPLES)


def _stoeck(hands: list[list[Card]], contract: str, team: int) -> int:
    """Stöck this contract would give: + for our team, - for theirs."""
    holder = stoeck_holder(hands, contract)
    if holder is None:
        return 0
    return STOECK_POINTS if team_of(holder) == team else -STOECK_POINTS
