"""Properties over random deals and random legal play, checked against an independent
brute-force reading of RULES.md 2.3 written here (no engine rule helpers imported)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from spades_tui.state import SpadesGame

SUITS = "SHDC"
RANKS = "23456789TJQKA"
DECK = [s + r for s in SUITS for r in RANKS]


def display_order(cards: list[str]) -> list[str]:
    return sorted(cards, key=lambda c: (SUITS.index(c[0]), -RANKS.index(c[1])))


def brute_force_legal(
    hand: list[str], trick: list[str], broken: bool, first_trick: bool, spades_first_ok: bool
) -> list[str]:
    """Every card of ``hand`` that RULES.md 2.3 allows, tried one by one."""
    legal = []
    only_spades = all(c[0] == "S" for c in hand)
    for card in hand:
        if not trick:
            if card[0] == "S" and not broken and not only_spades:
                continue
        else:
            led = trick[0][0]
            holds_led = any(c[0] == led for c in hand)
            if card[0] != led and holds_led:
                continue
            if (
                card[0] == "S"
                and card[0] != led
                and first_trick
                and not spades_first_ok
                and not only_spades
            ):
                continue
        legal.append(card)
    return display_order(legal)


def trick_taker(leader: int, trick: list[str]) -> int:
    """Highest spade, else highest card of the led suit; seats go 0 → 3 → 2 → 1."""

    def power(card: str) -> int:
        if card[0] == "S":
            return 100 + RANKS.index(card[1])
        return RANKS.index(card[1]) if card[0] == trick[0][0] else -1

    best = max(range(4), key=lambda i: power(trick[i]))
    return (leader - best) % 4


def reference_points(
    bids: list[int], tricks: list[int], partnerships: bool, set_penalty: bool
) -> list[int]:
    """Hand points before the bag penalty, failed-Nil tricks as bags (RULES.md 2.4)."""
    units = [(0, 2), (1, 3)] if partnerships else [(0,), (1,), (2,), (3,)]
    out = []
    for seats in units:
        points = 0
        contract = sum(bids[s] for s in seats if bids[s] > 0)
        taken = sum(tricks[s] for s in seats if bids[s] > 0)
        for s in seats:
            if bids[s] == 0:
                points += 100 if tricks[s] == 0 else -100 + tricks[s]
        if taken >= contract:
            points += 10 * contract + (taken - contract)
        elif set_penalty:
            points -= 10 * contract
        out.append(points)
    return out


@settings(max_examples=40)
@given(
    deal_seed=st.integers(0, 2**32),
    dealer=st.integers(0, 3),
    preset=st.sampled_from(["standard", "bicycle"]),
    spades_first_ok=st.booleans(),
    nil=st.booleans(),
    pick=st.randoms(use_true_random=False),
    save_at=st.integers(0, 56),
)
def test_one_random_hand_against_brute_force(
    deal_seed: int,
    dealer: int,
    preset: str,
    spades_first_ok: bool,
    nil: bool,
    pick: random.Random,
    save_at: int,
) -> None:
    deck = list(DECK)
    random.Random(deal_seed).shuffle(deck)
    hands = [deck[i * 13 : (i + 1) * 13] for i in range(4)]
    game = SpadesGame.from_deal(
        hands,
        dealer,
        preset=preset,
        seed=deal_seed,
        first_trick_spades=spades_first_ok,
        nil=nil,
        target=10_000,
        loss_limit=None,
    )
    held = [list(h) for h in hands]
    seat = (dealer - 1) % 4
    lowest = 0 if nil else 1
    bids = []
    for step in range(4):
        assert game.to_move == seat
        legal = [str(a) for a in game.legal_actions()]
        assert legal == [f"bid {n}" for n in range(lowest, 14)]
        choice = pick.choice(legal)
        bids.append((seat, int(choice.split()[1])))
        game.apply(choice)
        if step + 1 == save_at:
            assert SpadesGame.from_json(game.to_json()) == game
        seat = (seat - 1) % 4

    broken = False
    tricks_won = [0, 0, 0, 0]
    played: list[str] = []
    leader = (dealer - 1) % 4
    for trick_no in range(13):
        trick: list[str] = []
        seat = leader
        for _ in range(4):
            assert game.to_move == seat
            expected = brute_force_legal(held[seat], trick, broken, trick_no == 0, spades_first_ok)
            assert [str(a) for a in game.legal_actions()] == [f"play {c}" for c in expected]
            for card in held[seat]:
                assert (game.legal_reason(card) is None) == (card in expected)
            card = pick.choice(expected)
            game.apply(f"play {card}")
            held[seat].remove(card)
            trick.append(card)
            played.append(card)
            broken = broken or card[0] == "S"
            if len(played) < 52:  # after the last card the next hand is dealt, unbroken
                assert game.spades_broken == broken
            if len(played) + 4 == save_at:
                restored = SpadesGame.from_json(game.to_json())
                assert restored == game
                assert restored.legal_actions() == game.legal_actions()
                assert restored.to_json() == game.to_json()
            seat = (seat - 1) % 4
        leader = trick_taker(leader, trick)
        tricks_won[leader] += 1

    record = game.hands[0]
    assert record.finished
    assert len(record.tricks) == 13
    assert all(t.winner is not None and len(t.cards) == 4 for t in record.tricks)
    assert sorted(played) == sorted(DECK)
    assert sorted(c for t in record.tricks for c in t.cards) == sorted(DECK)
    assert list(record.tricks_won) == tricks_won
    bid_list = [b for _, b in sorted(bids)]
    assert list(record.bids) == bid_list
    partnerships = preset == "standard"
    raw = reference_points(bid_list, tricks_won, partnerships, set_penalty=partnerships)
    penalty = list(record.bag_penalty or ())
    assert [p + lost for p, lost in zip(record.points or (), penalty, strict=True)] == raw
    assert game.hand_number == 2
    assert game.hands[1].dealer == (dealer - 1) % 4


@settings(max_examples=12)
@given(
    seed=st.integers(0, 2**32),
    preset=st.sampled_from(["standard", "bicycle"]),
    pick=st.randoms(use_true_random=False),
)
def test_every_game_ends_with_a_winner(seed: int, preset: str, pick: random.Random) -> None:
    game = SpadesGame.new(preset, seed=seed)
    steps = 0
    while game.phase != "game_over":
        game.apply(pick.choice(game.legal_actions()))
        steps += 1
        assert steps < 200_000
    scores = game.scores
    assert game.winner is not None
    assert scores[game.winner] == max(scores)
    assert scores.count(max(scores)) == 1
    target_or_limit = max(scores) >= game.options["target"]  # type: ignore[operator]
    limit = game.options["loss_limit"]
    if limit is not None:
        target_or_limit = target_or_limit or min(scores) <= limit  # type: ignore[operator]
    assert target_or_limit
    assert tuple(sum(h.points[u] for h in game.hands if h.points) for u in range(len(scores))) == (
        scores
    )
    assert all(h.finished for h in game.hands)
    assert SpadesGame.from_json(game.to_json()) == game


@settings(max_examples=20)
@given(seed=st.integers(0, 2**32), pick=st.randoms(use_true_random=False))
def test_views_never_show_other_hands(seed: int, pick: random.Random) -> None:
    game = SpadesGame.new(seed=seed)
    for _ in range(pick.randrange(4, 56)):
        game.apply(pick.choice(game.legal_actions()))
    dealt = game.hands[-1].cards
    played = {c for t in game.hands[-1].tricks for c in t.cards}
    for seat in range(4):
        view = game.view(seat)
        text = view.model_dump_json()
        assert sorted(view.hand) == sorted(c for c in dealt[seat] if c not in played)
        for other in range(4):
            if other != seat:
                for card in dealt[other]:
                    if card not in played:
                        assert f'"{card}"' not in text
