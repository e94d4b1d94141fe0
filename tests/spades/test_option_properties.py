"""Properties of the Part 4 options over random deals and random legal play, checked
against an independent reading of the rule book (tests/spades/part4.py, no engine tables).

Per option: 13 tricks a hand, no card twice, exactly the option's deck, the engine offers
exactly the legal cards (never an illegal one, never refusing a legal one), the reasons
agree with the legal list, and the hand scores as the rule book says (Blind Nil ±200).
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from spades_tui.state import IllegalAction, SpadesGame
from tests.spades.part4 import MODES, deck, display, power, suit

OPENING = {"off": "C2", "jokers": "C3", "jokers_deuces": "C3"}


def brute_force_legal(
    hand: list[str],
    trick: list[str],
    broken: bool,
    first_trick: bool,
    spades_first_ok: bool,
    mode: str,
) -> list[str]:
    """Every card of ``hand`` the rule book allows, tried one by one (suits in play)."""
    only_spades = all(suit(c, mode) == "S" for c in hand)
    legal = []
    for card in hand:
        mine = suit(card, mode)
        if not trick:
            if mine == "S" and not broken and not only_spades:
                continue
        else:
            led = suit(trick[0], mode)
            if mine != led and any(suit(c, mode) == led for c in hand):
                continue
            if mine == "S" != led and first_trick and not spades_first_ok and not only_spades:
                continue
        legal.append(card)
    return display(legal, mode)


def taker(leader: int, trick: list[str], mode: str) -> int:
    led = suit(trick[0], mode)
    best = max(range(4), key=lambda i: power(trick[i], led, mode))
    return (leader - best) % 4


def reference_points(
    bids: list[int], blind: list[bool], tricks: list[int], partnerships: bool
) -> list[int]:
    """Hand points before the bag penalty, failed-Nil tricks as bags (RULES.md 2.4, Part 4)."""
    units = [(0, 2), (1, 3)] if partnerships else [(0,), (1,), (2,), (3,)]
    out = []
    for seats in units:
        points = 0
        contract = sum(bids[s] for s in seats if bids[s] > 0)
        taken = sum(tricks[s] for s in seats if bids[s] > 0)
        for s in seats:
            if bids[s] == 0:
                bonus = 200 if blind[s] else 100
                points += bonus if tricks[s] == 0 else -bonus + tricks[s]
        if taken >= contract:
            points += 10 * contract + (taken - contract)
        elif partnerships:
            points -= 10 * contract
        out.append(points)
    return out


@settings(max_examples=60)
@given(
    deal_seed=st.integers(0, 2**32),
    dealer=st.integers(0, 3),
    preset=st.sampled_from(["standard", "bicycle"]),
    mode=st.sampled_from(MODES),
    first_lead=st.sampled_from(["left_of_dealer", "two_of_clubs"]),
    spades_first_ok=st.booleans(),
    pick=st.randoms(use_true_random=False),
)
def test_one_random_hand_of_each_option_against_the_rule_book(
    deal_seed: int,
    dealer: int,
    preset: str,
    mode: str,
    first_lead: str,
    spades_first_ok: bool,
    pick: random.Random,
) -> None:
    cards = deck(mode)
    random.Random(deal_seed).shuffle(cards)
    hands = [cards[i * 13 : (i + 1) * 13] for i in range(4)]
    game = SpadesGame.from_deal(
        hands,
        dealer,
        preset=preset,
        seed=deal_seed,
        jokers=mode,
        first_lead=first_lead,
        first_trick_spades=spades_first_ok,
        target=10_000,
        loss_limit=None,
    )
    assert [list(h) for h in game.hands[0].cards] == [display(h, mode) for h in hands]
    held = [list(h) for h in hands]
    bids = [0, 0, 0, 0]
    seat = (dealer - 1) % 4
    for _ in range(4):
        assert game.to_move == seat
        choice = pick.choice(game.legal_actions())
        assert choice.bid is not None and choice != "bid blind"
        bids[seat] = choice.bid
        game.apply(choice)
        seat = (seat - 1) % 4

    opening = OPENING[mode]
    if first_lead == "two_of_clubs":
        leader = next(s for s in range(4) if opening in held[s])
    else:
        leader = (dealer - 1) % 4
    broken = False
    tricks_won = [0, 0, 0, 0]
    played: list[str] = []
    for trick_no in range(13):
        trick: list[str] = []
        seat = leader
        for _ in range(4):
            assert game.to_move == seat
            if trick_no == 0 and not trick and first_lead == "two_of_clubs":
                expected = [opening]
            else:
                expected = brute_force_legal(
                    held[seat], trick, broken, trick_no == 0, spades_first_ok, mode
                )
            assert [a.card for a in game.legal_actions()] == expected
            for card in held[seat]:
                assert (game.legal_reason(card) is None) == (card in expected), card
            refused = [c for c in held[seat] if c not in expected]
            if refused:
                wrong = pick.choice(refused)
                try:
                    game.apply(f"play {wrong}")
                except IllegalAction as exc:
                    assert str(exc) == game.legal_reason(wrong)
                else:
                    raise AssertionError(f"the engine let {seat} play {wrong}")
                assert game.to_move == seat and len(game.hands[0].actions) == 4 + len(played)
            card = pick.choice(expected)
            game.apply(f"play {card}")
            held[seat].remove(card)
            trick.append(card)
            played.append(card)
            broken = broken or suit(card, mode) == "S"
            seat = (seat - 1) % 4
        leader = taker(leader, trick, mode)
        tricks_won[leader] += 1

    record = game.hands[0]
    assert record.finished and len(record.tricks) == 13
    assert all(t.winner is not None and len(t.cards) == 4 for t in record.tricks)
    assert len(set(played)) == 52 and sorted(played) == sorted(deck(mode))
    assert list(record.tricks_won) == tricks_won
    partnerships = preset == "standard"
    raw = reference_points(bids, [False] * 4, tricks_won, partnerships)
    penalty = list(record.bag_penalty or ())
    assert [p + lost for p, lost in zip(record.points or (), penalty, strict=True)] == raw
    second = game.hands[1].cards
    assert sorted(c for h in second for c in h) == sorted(deck(mode))


@settings(max_examples=30)
@given(
    seed=st.integers(0, 2**32),
    preset=st.sampled_from(["standard", "bicycle"]),
    mode=st.sampled_from(MODES),
    first_lead=st.sampled_from(["left_of_dealer", "two_of_clubs"]),
    blind_nil=st.booleans(),
    pick=st.randoms(use_true_random=False),
)
def test_every_option_plays_a_game_to_its_end(
    seed: int, preset: str, mode: str, first_lead: str, blind_nil: bool, pick: random.Random
) -> None:
    blind_nil = blind_nil and preset == "standard"
    game = SpadesGame.new(
        preset, seed=seed, jokers=mode, first_lead=first_lead, blind_nil=blind_nil, target=300
    )
    steps = 0
    while game.phase != "game_over":
        seat = game.to_move
        assert seat is not None
        if game.phase == "bid":
            hand = game.hands[-1]
            scores = game.scores
            behind = blind_nil and scores[1 - seat % 2] - scores[seat % 2] >= 100
            assert ("bid blind" in game.legal_actions()) == behind
            for other in range(4):
                other_behind = blind_nil and scores[1 - other % 2] - scores[other % 2] >= 100
                offer = other_behind and hand.bids[other] is None
                assert game.view(other).blind_nil_offer == offer
        game.apply(_sensible(game, pick))
        steps += 1
        assert steps < 100_000
    partnerships = preset == "standard"
    for hand in game.hands:
        assert hand.finished and len(hand.tricks) == 13
        dealt = [c for h in hand.cards for c in h]
        assert sorted(dealt) == sorted(deck(mode))
        assert sorted(c for t in hand.tricks for c in t.cards) == sorted(deck(mode))
        assert [a == "bid blind" for a in hand.actions[:4]] == [
            hand.blind[s] for s in _bid_order(hand.dealer)
        ]
        if first_lead == "two_of_clubs":
            assert hand.tricks[0].cards[0] == OPENING[mode]
        bids = [b if b is not None else -1 for b in hand.bids]
        raw = reference_points(bids, list(hand.blind), list(hand.tricks_won), partnerships)
        penalty = list(hand.bag_penalty or ())
        assert [p + lost for p, lost in zip(hand.points or (), penalty, strict=True)] == raw
    assert game.winner is not None
    assert (
        tuple(sum(h.points[u] for h in game.hands if h.points) for u in range(len(game.scores)))
        == game.scores
    )
    assert SpadesGame.from_json(game.to_json()) == game


def _bid_order(dealer: int) -> list[int]:
    first = (dealer - 1) % 4
    return [(first - k) % 4 for k in range(4)]


def _sensible(game: SpadesGame, pick: random.Random) -> str:
    """A random legal action, bids kept low (and Blind Nil taken half the time it is
    offered) so that hands are often made and Blind Nil chances come up."""
    legal = game.legal_actions()
    if game.phase != "bid":
        return pick.choice(legal)
    if "bid blind" in legal and pick.random() < 0.5:
        return "bid blind"
    return pick.choice([a for a in legal if a != "bid blind" and (a.bid or 0) <= 4])


def test_the_random_games_above_do_meet_blind_nil() -> None:
    """The game property is not vacuous for Blind Nil: such play bids it."""
    blind_bids = 0
    for seed in range(8):
        game = SpadesGame.new(seed=seed, blind_nil=True, target=300)
        pick = random.Random(seed)
        while game.phase != "game_over":
            game.apply(_sensible(game, pick))
        blind_bids += sum(sum(h.blind) for h in game.hands)
    assert blind_bids > 0
