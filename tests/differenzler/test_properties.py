"""Differenzler properties over random deals and random legal play (hypothesis).

The legality check, the trick winner and the card points here are an independent
reading of RULES.md 1.4, 1.5 and 3.2; nothing is imported from the engine's rules.
"""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from jass_tui.differenzler import DifferenzlerGame

DECK = [s + r for s in "SHDC" for r in "6789TJQKA"]
NATURAL = "6789TJQKA"
TRUMP_LOW_TO_HIGH = "678TQKA9J"
TRUMP_VALUES = {"J": 20, "9": 14, "A": 11, "K": 4, "Q": 3, "T": 10, "8": 0, "7": 0, "6": 0}
PLAIN_VALUES = {"A": 11, "K": 4, "Q": 3, "J": 2, "T": 10, "9": 0, "8": 0, "7": 0, "6": 0}


def brute_force_legal(hand: list[str], trick: list[str], trump: str) -> set[str]:
    """RULES.md 3.2: follow suit or trump; void: anything; trumps led: Puur exemption."""
    if not trick:
        return set(hand)
    led = trick[0][0]
    holds_led = any(c[0] == led for c in hand)
    allowed = set()
    for card in hand:
        if led == trump:
            trumps = [c for c in hand if c[0] == trump]
            ok = not trumps or trumps == [trump + "J"] or card[0] == trump
        else:
            ok = not holds_led or card[0] in (led, trump)
        if ok:
            allowed.add(card)
    return allowed


def brute_force_winner(cards: tuple[str, ...], trump: str) -> int:
    def strength(card: str) -> int:
        if card[0] == trump:
            return 100 + TRUMP_LOW_TO_HIGH.index(card[1])
        if card[0] == cards[0][0]:
            return NATURAL.index(card[1])
        return -1

    return max(range(4), key=lambda i: strength(cards[i]))


def value(card: str, trump: str) -> int:
    return (TRUMP_VALUES if card[0] == trump else PLAIN_VALUES)[card[1]]


deals = st.permutations(DECK).map(lambda d: [list(d[i * 9 : (i + 1) * 9]) for i in range(4)])


@given(
    deal=deals,
    dealer=st.integers(0, 3),
    seed=st.integers(0, 10**6),
    bonus=st.booleans(),
    rng=st.randoms(use_true_random=False),
)
def test_random_hand_invariants(
    deal: list[list[str]], dealer: int, seed: int, bonus: bool, rng: random.Random
) -> None:
    game = DifferenzlerGame.from_deal(deal, dealer, seed=seed, hands=4, exact_bonus=bonus)
    trump = game.trump
    assert trump in "HDSC"
    played: list[str] = []
    while game.hand_number == 1:
        actions = game.legal_actions()
        if game.phase == "predict":
            assert len(actions) == 158
        else:
            seat = game.to_move
            assert seat is not None
            trick = list(game.hands[-1].tricks[-1].cards)
            expected = brute_force_legal(list(game.held(seat)), trick, trump)
            assert {a.card for a in actions} == expected
            for card in game.held(seat):  # never refuses a legal card, never allows another
                assert (game.legal_reason(card) is None) == (card in expected)
        action = actions[rng.randrange(len(actions))]
        if action.kind == "play":
            played.append(str(action.card))
        game.apply(action)
    hand = game.hands[0]
    assert hand.finished and len(hand.tricks) == 9
    assert sorted(played) == sorted(DECK)  # every card exactly once
    taken = [0, 0, 0, 0]
    for number, done in enumerate(hand.tricks, 1):
        winner = (done.leader + brute_force_winner(done.cards, trump)) % 4
        assert done.winner == winner
        taken[winner] += sum(value(c, trump) for c in done.cards) + (5 if number == 9 else 0)
    assert hand.taken == tuple(taken) and sum(taken) == 157
    for seat in range(4):
        predicted = hand.predictions[seat]
        assert predicted is not None
        miss = abs(taken[seat] - predicted)
        exact = bonus and miss == 0 and predicted > 0
        assert hand.differences is not None and hand.points is not None
        assert hand.differences[seat] == miss
        assert hand.points[seat] == (-10 if exact else miss)
    assert game.scores == hand.points


@given(seed=st.integers(0, 10**6), rng=st.randoms(use_true_random=False))
def test_random_games_end_with_the_lowest_total(seed: int, rng: random.Random) -> None:
    game = DifferenzlerGame.new(seed=seed, hands=4)
    while game.phase != "game_over":
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
    assert all(sum(h.taken) == 157 and len(h.tricks) == 9 for h in game.hands)
    low = min(game.scores)
    assert game.winner == game.scores.index(low)
    assert game.places[game.winner] == 1
