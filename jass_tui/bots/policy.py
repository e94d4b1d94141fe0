"""The ``normal`` Schieber player: what a club player does without thinking too hard.

Contract: count the hand's strength for each trump suit, Obenabe and Undenufe; name the
best, or push (schieben) when nothing is strong enough. Play: draw trumps with the Puur
or the Nell, cash master cards, give points (schmieren) to a partner who is taking the
trick, take tricks cheaply, never waste the Puur on a small trick, and keep the strong
cards for the last trick. Everything reads only the seat's own hand and what is
public, so the same functions drive the strong bot's rollouts on sampled deals.
"""

from __future__ import annotations

from jass_tui.bots.hand_state import TRICKS, HandState
from shared.cards import Card

NATURAL = "6789TJQKA"
PUSH_BELOW = 34
"""Forehand pushes when no contract scores this much (see :func:`contract_scores`)."""

# ------------------------------------------------------------------------ contract

_TRUMP_VALUE = {"J": 12, "9": 9, "A": 6, "K": 4, "Q": 3, "T": 3, "8": 2, "7": 2, "6": 2}


def trump_score(hand: list[Card], trump: str) -> float:
    """Strength of ``hand`` with ``trump`` as trumps (about 45 and up is a clear choice)."""
    trumps = [c[1] for c in hand if c[0] == trump]
    n = len(trumps)
    score = float(sum(_TRUMP_VALUE[r] for r in trumps))
    if "J" not in trumps and "9" not in trumps:
        score -= 4  # without Puur or Nell the opponents hold the top trumps
    score += 3 * max(0, n - 3)
    for suit in "SHDC":
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
    """Strength for Obenabe (``order`` high to low "AKQJT9876") or Undenufe (reversed).

    What counts are runs from the top of a suit: each card of an unbroken run from the
    highest rank takes a trick for sure, and a long suit with a run runs the rest.
    """
    score = 0.0
    for suit in "SHDC":
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
    scores = {suit: trump_score(hand, suit) for suit in "HDSC"}
    scores["obe"] = run_score(hand, "AKQJT9876")
    scores["une"] = run_score(hand, "6789TJQKA")
    return scores


def choose_contract(hand: list[Card], may_push: bool) -> str:
    """A contract ("H" … "C", "obe", "une"), or "push"."""
    scores = contract_scores(hand)
    best = max(scores, key=lambda c: (scores[c], c))
    if may_push and scores[best] < PUSH_BELOW:
        return "push"
    return best


# ------------------------------------------------------------------------ card play


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
        value += 12 + state.strength[card] - 100
        if card[1] in "J9":
            value += 20
    elif _is_master(state, card, out):
        value += 9
    return value


def _discard(state: HandState, legal: list[Card], out: Outstanding) -> Card:
    return min(legal, key=lambda c: (_keep_value(state, c, out), c))


def _opponents_after(state: HandState, seat: int) -> list[int]:
    count = 3 - len(state.trick)
    return [(seat + k) % 4 for k in range(1, count + 1) if (seat + k) % 2 != seat % 2]


def _may_be_beaten(
    state: HandState, card: Card, led: str, rivals: list[int], out: Outstanding
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
        ours = state.chooser % 2 == seat % 2
        if mine:
            top = max(mine, key=strength.__getitem__)
            # Puur, or Nell once the Puur is gone: pull the opponents' trumps.
            if _is_master(state, top, out) and (ours or len(mine) >= 3):
                return top
    opponents = ((seat + 1) % 4, (seat + 3) % 4)
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
    length = {s: 0 for s in "SHDC"}
    for c in hand:
        length[c[0]] += 1
    return min(side, key=lambda c: (_keep_value(state, c, out) - 1.5 * length[c[0]], c))


def _follow(state: HandState, seat: int, legal: list[Card], out: Outstanding) -> Card:
    led = state.trick[0][0]
    best_seat, best = state.winning()
    rivals = _opponents_after(state, seat)
    points = state.points
    trick_value = sum(points[c] for c in state.trick)
    last_trick = state.trick_no == TRICKS - 1
    if last_trick:
        trick_value += 5
    if best_seat % 2 == seat % 2:
        if not _may_be_beaten(state, best, led, rivals, out):
            return _schmieren(state, legal, out)
        return _discard(state, legal, out)
    trump = state.trump
    strength = state.strength
    winners = sorted(
        (c for c in legal if state.beats(c, best, led)),
        key=lambda c: (c[0] == trump, strength[c], c),
    )
    for card in winners:
        if not _may_be_beaten(state, card, led, rivals, out) and _worth_it(
            state, card, trick_value, last_trick
        ):
            return card
    return _discard(state, legal, out)


def _worth_it(state: HandState, card: Card, trick_value: int, last_trick: bool) -> bool:
    """Take the trick with ``card``? Side cards always; trumps only for enough points."""
    if card[0] != state.trump or last_trick:
        return True
    if card[1] == "J":
        return trick_value >= 15  # don't waste the Puur on a small trick
    if card[1] == "9":
        return trick_value >= 12
    return trick_value >= 8 or state.points[card] + trick_value >= 10


def _schmieren(state: HandState, legal: list[Card], out: Outstanding) -> Card:
    """Partner takes the trick: give him points, but not trumps or cards that win later."""
    points = state.points
    late = state.trick_no >= TRICKS - 2

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
