"""The ``normal`` Schieber player: what a club player does without thinking too hard.

Contract: count the hand's strength for each trump suit, Obenabe and Undenufe; name the
best, or push (schieben) when nothing is strong enough. Play: draw trumps with the Puur
or the Nell, cash master cards, give points (schmieren) to a partner who is taking the
trick, take tricks cheaply, never waste the Puur on a small trick, and keep the strong
cards for the last trick. Everything reads only the seat's own hand and what is
public, so the same functions drive the strong bot's rollouts on sampled deals.
"""

from __future__ import annotations

from jass_tui.bots.hand_state import ORDER, HandState
from jass_tui.rules import NATURAL, PUUR_RANK, TRUMP_ORDER, TRUMP_STRENGTH, TRUMP_SUITS, beats
from jass_tui.scoring import TRICKS_PER_HAND, trick_value
from shared.cards import SUITS, Card
from shared.table import SEATS, team_of

NELL_RANK = TRUMP_ORDER[-2]
"""The nine of trumps, the Nell: the second-highest trump."""
OBENABE_ORDER = NATURAL[::-1]
"""Highest first: the order in which Obenabe runs take tricks (Undenufe: :data:`NATURAL`)."""
PUSH = "push"
"""What :func:`choose_contract` answers to push (schieben): the push action's kind."""
PUSH_BELOW = 34
"""Forehand pushes when no contract scores this much (see :func:`contract_scores`)."""

# ------------------------------------------------------------------------ contract

_TRUMP_VALUE = {"J": 12, "9": 9, "A": 6, "K": 4, "Q": 3, "T": 3, "8": 2, "7": 2, "6": 2}


def trump_score(hand: list[Card], trump: str) -> float:
    """Strength of ``hand`` with ``trump`` as trumps (about 45 and up is a clear choice)."""
    trumps = [c[1] for c in hand if c[0] == trump]
    n = len(trumps)
    score = float(sum(_TRUMP_VALUE[r] for r in trumps))
    if PUUR_RANK not in trumps and NELL_RANK not in trumps:
        score -= 4  # without Puur or Nell the opponents hold the top trumps
    score += 3 * max(0, n - 3)
    for suit in SUITS:
        if suit == trump:
            continue
        ranks = [c[1] for c in hand if c[0] == suit]
        score += _side_value(ranks)
        if n >= 3:
            score += {0: 4, 1: 2}.get(len(ranks), 0)
    return score


def _side_value(ranks: list[str]) -> float:
    value = 0.0
    if "A" in ranks:
        value += 6
        if "K" in ranks:
            value += 4
        if "T" in ranks:
            value += 2
    elif "K" in ranks and len(ranks) >= 2:
        value += 2
    return value


def run_score(hand: list[Card], order: str) -> float:
    """Strength for Obenabe (``order`` high to low, :data:`OBENABE_ORDER`) or Undenufe.

    What counts are runs from the top of a suit: each card of an unbroken run from the
    highest rank takes a trick for sure, and a long suit with a run runs the rest.
    """
    score = 0.0
    for suit in SUITS:
        ranks = {c[1] for c in hand if c[0] == suit}
        run = 0
        for rank in order:
            if rank not in ranks:
                break
            run += 1
        if run:
            score += 8 + 6 * (run - 1)
            score += 3 * max(0, len(ranks) - run) if run >= 2 else 0
        elif order[1] in ranks and len(ranks) >= 2:
            score += 3  # the second card guarded: takes a trick once the top is gone
    return score


def contract_scores(hand: list[Card]) -> dict[str, float]:
    scores = {suit: trump_score(hand, suit) for suit in TRUMP_SUITS}
    scores["obe"] = run_score(hand, OBENABE_ORDER)
    scores["une"] = run_score(hand, NATURAL)
    return scores


def choose_contract(hand: list[Card], may_push: bool) -> str:
    """A contract ("H" … "C", "obe", "une"), or "push"."""
    scores = contract_scores(hand)
    best = max(scores, key=lambda c: (scores[c], c))
    if may_push and scores[best] < PUSH_BELOW:
        return PUSH
    return best


# ------------------------------------------------------------------------ card play

TOP_TRUMP_KEEP = 20
"""Extra worth of keeping the Puur or the Nell in hand (a judgement, not a score)."""
MASTER_KEEP = 9
"""Extra worth of keeping a side card no unseen card of its suit beats (a judgement)."""


def choose_card(state: HandState, seat: int, legal: list[Card]) -> Card:
    if len(legal) == 1:
        return legal[0]
    out = Outstanding(state, seat)
    if not state.trick:
        return _lead(state, seat, legal, out)
    return _follow(state, seat, legal, out)


class Outstanding:
    """Per suit, how many cards the seat has not seen and the strength of the best of them."""

    __slots__ = ("count", "top")

    def __init__(self, state: HandState, seat: int) -> None:
        strength = state.strength
        top = {"S": 0, "H": 0, "D": 0, "C": 0}
        count = {"S": 0, "H": 0, "D": 0, "C": 0}
        for card in state.unseen(seat):
            suit = card[0]
            count[suit] += 1
            if strength[card] > top[suit]:
                top[suit] = strength[card]
        self.top = top
        self.count = count


def _is_master(state: HandState, card: Card, out: Outstanding) -> bool:
    """No unseen card of the suit ranks above ``card``."""
    return state.strength[card] > out.top[card[0]]


def _keep_value(state: HandState, card: Card, out: Outstanding) -> float:
    """What losing this card costs: its points, and more for trumps and master cards."""
    value = state.points[card] + state.strength[card] * 0.1
    if card[0] == state.trump:
        value += 12 + state.strength[card] - TRUMP_STRENGTH
        if card[1] in (PUUR_RANK, NELL_RANK):
            value += TOP_TRUMP_KEEP
    elif _is_master(state, card, out):
        value += MASTER_KEEP
    return value


def _discard(state: HandState, legal: list[Card], out: Outstanding) -> Card:
    return min(legal, key=lambda c: (_keep_value(state, c, out), c))


_RIVALS_AFTER = {
    (seat, played): tuple(s for s in ORDER[seat][1 : 4 - played] if team_of(s) != team_of(seat))
    for seat in SEATS
    for played in range(4)
}
"""``(seat, cards already in the trick)``: the opponents who play after ``seat``."""


def _opponents_after(state: HandState, seat: int) -> tuple[int, ...]:
    return _RIVALS_AFTER[seat, len(state.trick)]


def _may_be_beaten(
    state: HandState, card: Card, led: str, rivals: tuple[int, ...], out: Outstanding
) -> bool:
    """Could a rival still to play take the trick from ``card``, for all we know?

    A rival is counted as trumping in only once he has shown he is out of the led suit
    (or the suit is nearly gone): holding it, players rarely trump a side card.
    """
    if not rivals:
        return False
    trump = state.trump
    voids = state.voids
    mine = state.strength[card]
    if card[0] == trump:
        return out.top[trump] > mine and any(trump not in voids[r] for r in rivals)
    if out.top[led] > mine and any(led not in voids[r] for r in rivals):
        return True
    if trump is None or led == trump or not out.count[trump]:
        return False
    nearly_gone = out.count[led] <= 2
    return any(trump not in voids[r] and (nearly_gone or led in voids[r]) for r in rivals)


def _lead(state: HandState, seat: int, legal: list[Card], out: Outstanding) -> Card:
    trump = state.trump
    hand = state.hands[seat]
    strength = state.strength
    if trump is not None and out.count[trump]:
        mine = [c for c in legal if c[0] == trump]
        ours = team_of(state.chooser) == team_of(seat)
        if mine:
            top = max(mine, key=strength.__getitem__)
            # Puur, or Nell once the Puur is gone: pull the opponents' trumps.
            if _is_master(state, top, out) and (ours or len(mine) >= 3):
                return top
    opponents = (ORDER[seat][1], ORDER[seat][3])
    trumps_out = trump is not None and out.count[trump] > 0
    masters = [
        c
        for c in legal
        if c[0] != trump
        and _is_master(state, c, out)
        and not (trumps_out and any(c[0] in state.voids[o] for o in opponents))
    ]
    if masters:
        return max(masters, key=lambda c: (state.points[c], strength[c], c))
    side = [c for c in legal if c[0] != trump] or legal
    length = dict.fromkeys(SUITS, 0)
    for c in hand:
        length[c[0]] += 1
    return min(side, key=lambda c: (_keep_value(state, c, out) - 1.5 * length[c[0]], c))


def _follow(state: HandState, seat: int, legal: list[Card], out: Outstanding) -> Card:
    led = state.trick[0][0]
    best_seat, best = state.winning()
    rivals = _opponents_after(state, seat)
    last_trick = state.trick_no == TRICKS_PER_HAND - 1
    at_stake = trick_value(state.trick, state.points, last_trick)
    if team_of(best_seat) == team_of(seat):
        if not _may_be_beaten(state, best, led, rivals, out):
            return _schmieren(state, legal, out)
        return _discard(state, legal, out)
    trump = state.trump
    strength = state.strength
    winners = sorted(
        (c for c in legal if beats(c, best, led, state.contract)),
        key=lambda c: (c[0] == trump, strength[c], c),
    )
    for card in winners:
        if not _may_be_beaten(state, card, led, rivals, out) and _worth_it(
            state, card, at_stake, last_trick
        ):
            return card
    return _discard(state, legal, out)


def _worth_it(state: HandState, card: Card, at_stake: int, last_trick: bool) -> bool:
    """Take the trick with ``card``? Side cards always; trumps only for enough points."""
    if card[0] != state.trump or last_trick:
        return True
    if card[1] == PUUR_RANK:
        return at_stake >= 15  # don't waste the Puur on a small trick
    if card[1] == NELL_RANK:
        return at_stake >= 12
    return at_stake >= 8 or state.points[card] + at_stake >= 10


def _schmieren(state: HandState, legal: list[Card], out: Outstanding) -> Card:
    """Partner takes the trick: give him points, but not trumps or cards that win later."""
    points = state.points
    late = state.trick_no >= TRICKS_PER_HAND - 2

    def gift(card: Card) -> float:
        value = float(points[card])
        if card[0] == state.trump:
            value -= 30 + points[card]
        elif not late and _is_master(state, card, out):
            value -= 7
        return value

    best = max(legal, key=lambda c: (gift(c), -state.strength[c], c))
    if gift(best) <= 0:
        return _discard(state, legal, out)
    return best
