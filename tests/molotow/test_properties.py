"""Molotow properties over random deals and random legal play (hypothesis).

Trump fixing, legality, trick winners, card points, table Weis and Stöck are checked
against an independent reading of RULES.md 3.3; nothing comes from the engine's rules.
"""

from __future__ import annotations

import random
from itertools import pairwise

from hypothesis import given
from hypothesis import strategies as st

from jass_tui.molotow import MolotowGame

DECK = [s + r for s in "SHDC" for r in "6789TJQKA"]
NATURAL = "6789TJQKA"
TRUMP_LOW_TO_HIGH = "678TQKA9J"
TRUMP_VALUES = {"J": 20, "9": 14, "A": 11, "K": 4, "Q": 3, "T": 10, "8": 0, "7": 0, "6": 0}
PLAIN_VALUES = {"A": 11, "K": 4, "Q": 3, "J": 2, "T": 10, "9": 0, "8": 0, "7": 0, "6": 0}
OBE_VALUES = PLAIN_VALUES | {"8": 8}
FOURS = {"J": 200, "9": 150, "A": 100, "K": 100, "Q": 100, "T": 100}


def brute_force_legal(hand: list[str], trick: list[str], trump: str | None) -> set[str]:
    if not trick:
        return set(hand)
    led = trick[0][0]
    holds_led = any(c[0] == led for c in hand)
    allowed = set()
    for card in hand:
        if trump is None:
            ok = not holds_led or card[0] == led
        elif led == trump:
            trumps = [c for c in hand if c[0] == trump]
            ok = not trumps or trumps == [trump + "J"] or card[0] == trump
        else:
            ok = not holds_led or card[0] in (led, trump)
        if ok:
            allowed.add(card)
    return allowed


def brute_force_winner(cards: tuple[str, ...], trump: str | None) -> int:
    def strength(card: str) -> int:
        if card[0] == trump:
            return 100 + TRUMP_LOW_TO_HIGH.index(card[1])
        if card[0] == cards[0][0]:
            return NATURAL.index(card[1])
        return -1

    return max(range(4), key=lambda i: strength(cards[i]))


def table_weis_points(cards: tuple[str, ...]) -> int:
    ranks = {c[1] for c in cards}
    if len(ranks) == 1:
        return FOURS.get(cards[0][1], 0)
    best = 0
    for suit in "SHDC":
        idx = sorted(NATURAL.index(c[1]) for c in cards if c[0] == suit)
        run = longest = 1 if idx else 0
        for a, b in pairwise(idx):
            run = run + 1 if b == a + 1 else 1
            longest = max(longest, run)
        best = max(best, {3: 20, 4: 50}.get(longest, 0))
    return best


def value(card: str, trump: str | None) -> int:
    if trump is None:
        return OBE_VALUES[card[1]]
    return (TRUMP_VALUES if card[0] == trump else PLAIN_VALUES)[card[1]]


deals = st.permutations(DECK).map(lambda d: [list(d[i * 9 : (i + 1) * 9]) for i in range(4)])


@given(
    deal=deals,
    dealer=st.integers(0, 3),
    double=st.booleans(),
    rng=st.randoms(use_true_random=False),
)
def test_random_hand_invariants(
    deal: list[list[str]], dealer: int, double: bool, rng: random.Random
) -> None:
    game = MolotowGame.from_deal(deal, dealer, seed=1, hands=1, last_hand_double=double)
    trump: str | None = None
    fixed_by = None
    stoeck_holder = None
    played: list[str] = []
    while game.phase != "game_over":
        actions = game.legal_actions()
        seat = game.to_move
        assert seat is not None
        if actions[0].kind == "play":
            trick = list(game.hands[-1].tricks[-1].cards)
            expected = brute_force_legal(list(game.held(seat)), trick, trump)
            assert {a.card for a in actions} == expected
            for card in game.held(seat):
                assert (game.legal_reason(card) is None) == (card in expected)
        else:
            assert [str(a) for a in actions] == ["weis", "noweis"]
        action = actions[rng.randrange(len(actions))]
        if action.kind == "play":
            card = str(action.card)
            trick = list(game.hands[-1].tricks[-1].cards)
            if trump is None and trick and card[0] != trick[0][0]:
                trump, fixed_by = card[0], seat
                pair = {trump + "K", trump + "Q"}
                holders = [s for s in range(4) if pair <= set(game.held(s))]
                stoeck_holder = holders[0] if holders else None
            played.append(card)
        game.apply(action)
        assert game.hands[0].trump == trump
    hand = game.hands[0]
    assert hand.finished and len(hand.tricks) == 9
    assert sorted(played) == sorted(DECK)  # every card exactly once
    assert trump is not None and hand.trump_fixed_by == fixed_by
    taken = [0, 0, 0, 0]
    table = [0, 0, 0, 0]
    tricks_before = (hand.trump_fixed_in or 10) - 1
    for number, done in enumerate(hand.tricks, 1):
        decided_by = trump if number > tricks_before else None
        winner = (done.leader + brute_force_winner(done.cards, decided_by)) % 4
        assert done.winner == winner
        taken[winner] += sum(value(c, trump) for c in done.cards) + (5 if number == 9 else 0)
        table[winner] += table_weis_points(done.cards)
    assert hand.taken == tuple(taken) and sum(taken) == 157
    assert hand.table_weis == tuple(table)
    stoeck = [0, 0, 0, 0]
    if stoeck_holder is not None:
        stoeck[stoeck_holder] = 20
    assert hand.stoeck == tuple(stoeck)
    declared = [sum(w.points for w in weis) for weis in hand.declared_weis]
    assert hand.hand_weis == tuple(declared)
    factor = 2 if double else 1
    expected_points = tuple(
        (taken[s] + table[s] - declared[s] - stoeck[s]) * factor for s in range(4)
    )
    assert hand.points == expected_points == game.scores
    assert game.winner == min(range(4), key=lambda s: (game.scores[s], s))
