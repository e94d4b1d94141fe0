"""The ``ismcts`` yardstick for Schieber: one hand as a :class:`shared.ismcts.World`.

A world is one determinization of the hand the bot is deciding in, played on the lean
:class:`~jass_tui.bots.hand_state.HandState` (the cards the bot has not seen are dealt
by :func:`jass_tui.bots.search.sample_world`, or, before the contract, at random):

- **contract**: forehand's six contracts or a push, then the partner's six;
- **Weis**: the bot's own answer is a move; the others' are hidden until the first
  trick is complete and drawn with the deal (:mod:`jass_tui.bots.weis_answers`); the
  best Weis is scored for its team when the first trick is complete, as the engine does;
- **Stöck**: counted for the holder's team when the contract is chosen in the world
  (it follows from the deal); once the contract is fixed it is the same whatever the
  bot plays, and left out.

The result is the bot's team's point margin from the decision to the end of the hand
(card points, last trick, Match, Weis and Stöck, multiplied), as a reward: a margin of a
Match at the highest multiplier still possible is 1 for the winners, its negative 0.

``strong`` plays its cards by the same tree (:func:`decide_card`), with the hand valued as
its own search values it (in a game's last hand, finishing ahead counts).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from jass_tui.actions import ACTIONS, FOREHAND_ACTIONS, PARTNER_ACTIONS, PLAY, WEIS_ACTIONS
from jass_tui.bots.hand_state import ORDER, HandState, state_from_view
from jass_tui.bots.inference import play_likelihood
from jass_tui.bots.search import sample_world
from jass_tui.bots.weis_answers import WeisAnswers, dealt_cards
from jass_tui.presets import PRESETS, Preset
from jass_tui.rules import DECK, MATCH_BONUS, winning_index
from jass_tui.scoring import STOECK_POINTS, TRICKS_PER_HAND, stoeck_holder
from jass_tui.weis import Weis, best_weis_seat, find_weis
from shared.cards import Card
from shared.determinize import sample_hands
from shared.inference import DealPool, Play
from shared.ismcts import Sampler, Search, random_expand, scaled
from shared.table import SEATS, partner_of, team_of, team_seats

__all__ = ["SchieberWorld", "dealer", "decide", "decide_card"]

MATCH_POINTS = 157 + MATCH_BONUS
"""Raw points of a Match: the margin (times the multiplier) that makes a reward 1."""


@dataclass(frozen=True, slots=True)
class Table:
    """What stays fixed in every world of one decision."""

    seat: int
    forehand: int
    preset: Preset
    undenufe_values: str
    multipliers: dict[str, int]
    scale: float
    """The margin that is worth a reward of 1."""
    value: Callable[[float], float] | None = None
    """What a margin (the bot's team's) is worth when more than the margin counts, as
    :meth:`jass_tui.bots.search.Scoreboard.outcome` says (``strong``; none for ``ismcts``);
    ``scale`` then bounds the value, not the margin."""

    def find_weis(self, contract: str) -> Callable[[Sequence[Card]], list[Weis]]:
        """Each seat's Weis under ``contract`` (it decides only the tie-breaks)."""
        preset = self.preset

        def find(cards: Sequence[Card]) -> list[Weis]:
            return find_weis(cards, contract, preset.long_sequences, preset.four_nines)

        return find


@dataclass(slots=True)
class SchieberWorld:
    """One imagined deal of the hand, from the contract (``hand`` unset) or from play."""

    table: Table
    rng: random.Random
    hands: list[list[Card]]
    """The dealt hands while the contract is open."""
    to_choose: int
    pushed: bool = False
    hand: HandState | None = None
    start: tuple[int, int] = (0, 0)
    """The teams' card points at the decision: the margin counts from there."""
    multiplier: int = 1
    extra: list[int] = field(default_factory=lambda: [0, 0])
    """Weis and Stöck per team, raw, scored in this world."""
    weis: WeisAnswers | None = None

    def to_move(self) -> int:
        return self.to_choose if self.hand is None else self.hand.to_move

    def moves(self) -> Sequence[str]:
        hand = self.hand
        if hand is None:
            return PARTNER_ACTIONS if self.pushed else FOREHAND_ACTIONS
        seat = hand.to_move
        if self.weis is not None and self.weis.asks(seat, hand.trick_no):
            return WEIS_ACTIONS
        return [PLAY[card] for card in hand.legal(seat)]

    def play(self, move: str) -> None:
        action = ACTIONS[move]
        hand = self.hand
        if hand is None:
            if action.kind == "push":
                self.pushed = True
                self.to_choose = partner_of(self.table.forehand)
            else:
                self._choose(action.contract or "")
            return
        if action.kind in ("weis", "noweis"):
            assert self.weis is not None
            self.weis.declares[self.table.seat] = action.kind == "weis"
            return
        self.play_card(action.card or "")

    def play_card(self, card: Card) -> None:
        """:meth:`play` of a card in the play, without the move's name (for roll-outs)."""
        hand = self.hand
        assert hand is not None
        hand.play(card)
        if self.weis is not None and self.weis.open and hand.trick_no == 1:
            self._score_weis(hand.contract)

    def _choose(self, contract: str) -> None:
        table = self.table
        hands = self.hands
        if table.preset.stoeck:
            holder = stoeck_holder(hands, contract)
            if holder is not None:
                self.extra[team_of(holder)] += STOECK_POINTS
        if table.preset.weis:
            self.weis = WeisAnswers.drawn(
                table.seat, hands, table.find_weis(contract), None, self.rng
            )
        self.multiplier = table.multipliers.get(contract, 1)
        self.hand = HandState.dealt(
            contract,
            hands,
            table.forehand,
            self.to_choose,
            table.undenufe_values,
            table.preset.match,
        )

    def _score_weis(self, contract: str) -> None:
        assert self.weis is not None
        self.weis.open = False
        declared = self.weis.declared()
        best = best_weis_seat(declared, contract, self.table.forehand)
        if best is not None:
            team = team_of(best)
            self.extra[team] += sum(w.points for s in team_seats(team) for w in declared[s])

    def over(self) -> bool:
        return self.hand is not None and self.hand.trick_no == TRICKS_PER_HAND

    def rewards(self) -> Sequence[float]:
        assert self.hand is not None
        points = self.hand.trick_points
        gained = [points[t] - self.start[t] + self.extra[t] for t in (0, 1)]
        margin = float((gained[0] - gained[1]) * self.multiplier)
        table = self.table
        scale = table.scale
        if table.value is not None:
            mine = margin if team_of(table.seat) == 0 else -margin
            value = table.value(mine)
            margin = value if team_of(table.seat) == 0 else -value
        first = scaled(margin, -scale, scale)
        return (first, 1.0 - first, first, 1.0 - first)


def _table(view: Any, value: Callable[[float], float] | None = None, bonus: float = 0) -> Table:
    multipliers = dict(view.multipliers)
    highest = view.multiplier or max(multipliers.values(), default=1)
    return Table(
        value=value,
        seat=view.seat,
        forehand=view.forehand,
        preset=PRESETS[view.preset],
        undenufe_values=view.undenufe_values,
        multipliers=multipliers,
        scale=float(MATCH_POINTS * highest + bonus),
    )


def contract_sampler(view: Any) -> Sampler:
    """Worlds from the contract on: the other hands dealt at random (nothing is seen yet)."""
    table = _table(view)
    seat = view.seat
    mine = list(view.hand)
    unseen = [card for card in DECK if card not in mine]
    sizes = {s: TRICKS_PER_HAND for s in SEATS if s != seat}

    def sample(rng: random.Random) -> SchieberWorld:
        dealt = sample_hands(unseen, sizes, rng)
        hands = [list(mine) if s == seat else dealt[s] for s in SEATS]
        return SchieberWorld(table, rng, hands, to_choose=view.to_move, pushed=view.pushed)

    return sample


def play_sampler(
    view: Any,
    legal: Sequence[Any],
    value: Callable[[float], float] | None = None,
    bonus: float = 0,
    pool: int = 0,
) -> Sampler:
    """Worlds from a card or a Weis question on, consistent with the play so far.

    ``value`` turns the bot's team's margin into what the hand is worth (at most ``bonus``
    points away from the margin); without it the margin is the reward. With ``pool``
    the deals are weighted by how well they explain the other seats' play
    (:mod:`jass_tui.bots.inference`), from a pool of at most that many.
    """
    table = _table(view, value, bonus)
    seat = view.seat
    state = state_from_view(view)
    start = (state.trick_points[0], state.trick_points[1])
    weis_open = table.preset.weis and state.trick_no == 0
    asked = any(a.kind == "weis" for a in legal)
    mine = None if asked else bool(view.declared_weis[seat])
    find = table.find_weis(state.contract)
    deal = dealer(view, state, pool)

    def sample(rng: random.Random) -> SchieberWorld:
        hand = deal(rng)
        weis = (
            WeisAnswers.drawn(
                seat, dealt_cards(hand.hands, hand.leader, hand.trick), find, mine, rng
            )
            if weis_open
            else None
        )
        return SchieberWorld(
            table, rng, [], seat, hand=hand, start=start, multiplier=view.multiplier or 1, weis=weis
        )

    return sample


def dealer(view: Any, state: HandState, pool: int) -> Callable[[random.Random], HandState]:
    """How a search deals the unseen cards: each deal as likely (``pool`` 0, or nothing
    played yet), or weighted by the play seen from a pool of at most ``pool`` deals."""
    seat = view.seat

    def fresh(rng: random.Random) -> HandState:
        return sample_world(state, seat, rng)

    if not pool or not view.tricks:
        return fresh
    play = Play.from_view(view)
    played = play.by_seat(ORDER)

    def weigh(world: HandState) -> float:
        return play_likelihood(world, play, played, quick_card)

    return DealPool(fresh, weigh, pool).draw


def decide(view: Any, legal: Sequence[Any], search: Search) -> Any:
    """The ``ismcts`` choice among ``legal`` (Schieber actions) for ``view``'s seat."""
    sample = contract_sampler(view) if view.phase == "contract" else play_sampler(view, legal)
    return search.best(sample, legal)


def decide_card(
    view: Any,
    legal: Sequence[Any],
    search: Search,
    value: Callable[[float], float],
    bonus: float,
    pool: int = 0,
) -> Any:
    """A card (or Weis answer) among ``legal`` by the tree, a hand worth ``value(margin)``;
    with ``pool``, deals weighted by the play seen (see :func:`play_sampler`)."""
    return search.best(play_sampler(view, legal, value, bonus, pool), legal)


QUICK_EPSILON = 0.1
"""How often a :func:`quick_rollout` move is random instead of the rule of thumb."""


def quick_rollout(world: SchieberWorld, rng: random.Random) -> None:
    """Finish ``world`` by rules of thumb every player knows (see :func:`quick_card`)."""
    while not world.over():
        hand = world.hand
        assert hand is not None
        seat = hand.to_move
        weis = world.weis
        if weis is not None and weis.asks(seat, hand.trick_no):
            world.play(WEIS_ACTIONS[rng.randrange(len(WEIS_ACTIONS))])
            continue
        legal = hand.legal(seat)
        if len(legal) == 1 or rng.random() < QUICK_EPSILON:
            card = legal[rng.randrange(len(legal))]
        else:
            card = quick_card(hand, legal)
        world.play_card(card)


QUICK_BIAS = 2.0
"""Progressive bias for the card :func:`quick_expand` grows first (``shared.ismcts``):
against ``ismcts`` over 200 pairs, 60.75 % of 400 games and a margin of about +11.4
points a hand, against 57.5 % and +10.0 without; a bias of 8 drowned the search (52 %, +0.0)."""


def quick_expand(world: SchieberWorld, fresh: Sequence[str], rng: random.Random) -> str:
    """The untried card the rules of thumb would play (:func:`quick_card`), else a random
    one of ``fresh``: the tree grows the likely card of each seat first, so even a node
    visited a few times has weighed it. Weis answers stay random."""
    hand = world.hand
    if hand is not None and len(fresh) > 1:
        seat = hand.to_move
        weis = world.weis
        if weis is None or not weis.asks(seat, hand.trick_no):
            move = PLAY[quick_card(hand, hand.legal(seat))]
            if move in fresh:
                return move
    return random_expand(world, fresh, rng)


def quick_lead(hand: HandState, legal: Sequence[Card]) -> Card:
    """A lead by the table's first rules: the top trump while trumps are out against it
    (pulling them), else the top card left of a side suit with the most points, else
    the cheapest side card."""
    strength = hand.strength
    points = hand.points
    trump = hand.trump
    # The strongest card still out of this hand, per suit: a card above it is a top card.
    out: dict[str, int] = {}
    for card in hand.unseen(hand.to_move):
        suit = card[0]
        s = strength[card]
        if s > out.get(suit, -1):  # not max(): this loop is a tenth of a roll-out's time
            out[suit] = s
    tops = [c for c in legal if strength[c] > out.get(c[0], -1)]
    if trump is not None and trump in out:
        pulls = [c for c in tops if c[0] == trump]
        if pulls:
            return pulls[0]
    sides = [c for c in tops if c[0] != trump]
    if sides:
        return max(sides, key=points.__getitem__)
    spare = [c for c in legal if c[0] != trump] or list(legal)
    return min(spare, key=lambda c: (points[c], strength[c]))


def quick_card(hand: HandState, legal: Sequence[Card]) -> Card:
    """A card by the table's first rules: give points to a partner who takes the trick,
    take it with the cheapest card that does, else throw the cheapest card; a lead is
    :func:`quick_lead`'s. Far cheaper than the ``normal`` policy, far better than chance."""
    trick = hand.trick
    if not trick:
        return quick_lead(hand, legal)
    strength = hand.strength
    points = hand.points
    trump = hand.trump
    win = winning_index(trick, hand.contract)
    best = trick[win]
    spare = [c for c in legal if c[0] != trump] or list(legal)
    if len(trick) - win == 2:  # the partner's card takes the trick so far
        return max(spare, key=points.__getitem__)
    suit = best[0]
    takers = [
        c
        for c in legal
        if (c[0] == suit and strength[c] > strength[best]) or (c[0] == trump and suit != trump)
    ]
    if takers:
        return min(takers, key=strength.__getitem__)
    return min(spare, key=lambda c: (points[c], strength[c]))
