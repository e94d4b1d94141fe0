"""Properties over random deals and random legal play (hypothesis, derandomized).

The legal-card check here is an independent brute-force reading of RULES.md 1.5, card by
card; it deliberately imports nothing from the engine's rules module.
"""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from jass_tui.state import JassGame

DECK = [s + r for s in "SHDC" for r in "6789TJQKA"]
TRUMP_LOW_TO_HIGH = "678TQKA9J"
PRESETS = ["schieber-1000", "pagat-3000", "swisslos-2500", "tournament"]


def brute_force_legal(hand: list[str], trick: list[str], contract: str) -> set[str]:
    """RULES.md 1.5 applied to each card of ``hand`` in turn."""
    if not trick:
        return set(hand)
    led = trick[0][0]
    holds_led = any(c[0] == led for c in hand)
    allowed = set()
    for card in hand:
        if contract in ("obe", "une"):
            ok = card[0] == led or not holds_led
        elif led == contract:
            trumps = [c for c in hand if c[0] == contract]
            # Must follow trumps, unless none is held or the only one is the Puur.
            ok = not trumps or trumps == [contract + "J"] or card[0] == contract
        elif all(c[0] == contract for c in hand):
            ok = True
        elif card[0] == contract:
            in_trick = [TRUMP_LOW_TO_HIGH.index(c[1]) for c in trick if c[0] == contract]
            ok = not in_trick or TRUMP_LOW_TO_HIGH.index(card[1]) > max(in_trick)
        else:
            ok = card[0] == led or not holds_led
        if ok:
            allowed.add(card)
    return allowed


deals = st.permutations(DECK).map(lambda d: [list(d[i * 9 : (i + 1) * 9]) for i in range(4)])


@given(
    deal=deals,
    dealer=st.integers(0, 3),
    preset=st.sampled_from(PRESETS),
    rng=st.randoms(use_true_random=False),
)
def test_random_hand_invariants(
    deal: list[list[str]], dealer: int, preset: str, rng: random.Random
) -> None:
    options = {"hands": 10**6} if preset == "tournament" else {"target": 10**9}
    game = JassGame.from_deal(deal, dealer, preset, 1, **options)
    played: list[str] = []
    while game.hand_number == 1:
        actions = game.legal_actions()
        if game.phase == "play" and actions[0].kind == "play":
            seat = game.to_move
            assert seat is not None
            hand = game.hands[-1]
            trick = list(hand.tricks[-1].cards)
            contract = hand.contract
            assert contract is not None
            expected = brute_force_legal(list(game.held(seat)), trick, contract)
            assert {a.card for a in actions} == expected
        action = actions[rng.randrange(len(actions))]
        if action.kind == "play":
            played.append(str(action.card))
        game.apply(action)
    hand = game.hands[0]
    assert hand.finished
    assert sorted(played) == sorted(DECK)  # every card exactly once
    assert len(hand.tricks) == 9 and all(t.winner is not None for t in hand.tricks)
    assert sum(hand.trick_points) == (257 if hand.match is not None else 157)
    for team in (0, 1):
        raw = hand.trick_points[team] + hand.weis[team] + hand.stoeck[team]
        assert hand.points[team] == raw * hand.multiplier
    assert hand.weis[1 - (hand.weis_winner or 0)] == 0


@given(
    seed=st.integers(0, 2**31),
    preset=st.sampled_from(PRESETS),
    moves=st.integers(0, 200),
    rng=st.randoms(use_true_random=False),
)
def test_json_round_trip_at_random_points(
    seed: int, preset: str, moves: int, rng: random.Random
) -> None:
    game = JassGame.new(preset, seed)
    for _ in range(moves):
        if game.phase == "game_over":
            break
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
    copy = JassGame.from_json(game.to_json())
    assert copy == game
    assert copy.hands == game.hands
    assert (copy.phase, copy.to_move, copy.scores, copy.winner) == (
        game.phase,
        game.to_move,
        game.scores,
        game.winner,
    )
    assert copy.legal_actions() == game.legal_actions()
