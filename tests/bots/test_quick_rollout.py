"""The rules of thumb strong Schieber's tree finishes a hand with."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from jass_tui.actions import ACTIONS, PLAY, WEIS_ACTIONS
from jass_tui.bots.hand_state import HandState
from jass_tui.bots.ismcts import SchieberWorld, play_sampler, quick_card, quick_expand, quick_lead
from jass_tui.rules import DECK, legal_cards
from jass_tui.scoring import TRICKS_PER_HAND
from jass_tui.state import JassGame
from shared.bots import make_bot


def _hand(contract: str, leader: int, trick: list[str], hands: list[list[str]]) -> HandState:
    return HandState(
        contract=contract,
        hands=hands,
        leader=leader,
        trick=trick,
        played=set(trick),
        trick_no=0,
        chooser=0,
        trick_points=[0, 0],
        tricks_won=[0, 0],
    )


def test_a_partner_taking_the_trick_gets_the_most_points_but_no_trump() -> None:
    # Seat 1 led the spade ace, seat 2 followed; seat 3, seat 1's partner, is to play.
    hand = _hand("H", 1, ["SA", "S6"], [[], [], [], ["ST", "S7", "HJ"]])
    assert quick_card(hand, ["ST", "S7"]) == "ST"


def test_the_trick_is_taken_with_the_cheapest_card_that_takes_it() -> None:
    hand = _hand("obe", 0, ["S9"], [[], ["SA", "SK", "ST", "S6"], [], []])
    assert quick_card(hand, ["SA", "SK", "ST", "S6"]) == "ST"


def test_a_trick_that_cannot_be_taken_gets_the_cheapest_card() -> None:
    hand = _hand("H", 0, ["SA"], [[], ["SK", "S6", "ST"], [], []])
    assert quick_card(hand, ["SK", "S6", "ST"]) == "S6"


def test_an_opponents_trick_is_trumped_when_the_suit_is_out() -> None:
    hand = _hand("H", 0, ["SA"], [[], ["H6", "HJ", "D6"], [], []])
    assert quick_card(hand, ["H6", "HJ", "D6"]) == "H6"


def _lead(contract: str, mine: list[str], gone: set[str]) -> HandState:
    hand = _hand(contract, 0, [], [mine, [], [], []])
    hand.remaining = set(DECK) - gone
    return hand


def test_the_top_trump_is_led_while_trumps_are_out_against_it() -> None:
    hand = _lead("H", ["HJ", "H6", "SA", "D7"], set())
    assert quick_lead(hand, hand.hands[0]) == "HJ"


def test_a_trump_that_is_not_the_top_one_is_not_led() -> None:
    hand = _lead("H", ["H9", "SA", "SK", "D7"], set())
    assert quick_lead(hand, hand.hands[0]) == "SA"


def test_with_trumps_all_in_hand_the_top_side_card_with_most_points_is_led() -> None:
    others = {c for c in DECK if c[0] == "H"} - {"HJ"}
    # The spade ace and the diamond king (the ace gone) are both top cards; the ace counts 11.
    hand = _lead("H", ["HJ", "DK", "SA", "C7"], others | {"DA"})
    assert quick_lead(hand, hand.hands[0]) == "SA"


def test_without_a_top_card_the_cheapest_side_card_is_led() -> None:
    hand = _lead("obe", ["SK", "DQ", "C6", "CT"], set())
    assert quick_lead(hand, hand.hands[0]) == "C6"


def test_undenufe_tops_are_the_low_cards() -> None:
    hand = _lead("une", ["S6", "SA", "D9"], set())
    assert quick_lead(hand, hand.hands[0]) == "S6"


@settings(max_examples=60)
@given(st.randoms(use_true_random=False), st.sampled_from(["H", "S", "obe", "une"]))
def test_the_rules_of_thumb_only_play_legal_cards(rng: random.Random, contract: str) -> None:
    deck = list(DECK)
    rng.shuffle(deck)
    hand = _hand(contract, 0, [], [deck[i * 9 : (i + 1) * 9] for i in range(4)])
    while hand.trick_no < TRICKS_PER_HAND:
        legal = legal_cards(hand.hands[hand.to_move], hand.trick, contract)
        card = quick_card(hand, legal)
        assert card in legal
        hand.play(card)


def _world_at_first_card(preset: str, seed: int = 11) -> tuple[SchieberWorld, int]:
    game = JassGame.new(seed=seed, preset=preset)
    bot = make_bot("jass", "normal", seed=1)
    while game.phase != "play":
        seat = game.to_move
        assert seat is not None
        game.apply(bot.choose(game.view(seat), game.legal_actions()))
    seat = game.to_move
    assert seat is not None
    world = play_sampler(game.view(seat), game.legal_actions())(random.Random(2))
    return world, seat


def test_the_tree_grows_the_rule_of_thumb_card_first() -> None:
    world, seat = _world_at_first_card("tournament")  # no Weis
    hand = world.hand
    assert hand is not None and world.weis is None
    likely = PLAY[quick_card(hand, hand.legal(seat))]
    fresh = list(world.moves())
    assert len(fresh) > 2 and likely in fresh
    assert {quick_expand(world, fresh, random.Random(s)) for s in range(10)} == {likely}
    # Once it is grown, the others come at random among those left.
    rest = [m for m in fresh if m != likely]
    picks = {quick_expand(world, rest, random.Random(s)) for s in range(40)}
    assert picks == set(rest)


def test_weis_questions_are_grown_at_random() -> None:
    world, seat = _world_at_first_card("schieber-1000", seed=4)  # the bot holds a Weis
    weis, hand = world.weis, world.hand
    assert weis is not None and hand is not None and weis.asks(seat, hand.trick_no)
    fresh = list(world.moves())
    assert fresh == list(WEIS_ACTIONS)
    picks = {quick_expand(world, fresh, random.Random(s)) for s in range(20)}
    assert picks == set(fresh)


def test_cards_played_directly_score_the_weis_after_the_first_trick() -> None:
    # Roll-outs play cards by play_card, not by the move's name: the Weis declared in
    # the world must still be scored once the first trick is complete.
    scored = 0
    for seed in (4, 14, 18):  # deals whose worlds hold a Weis that is declared
        world, _ = _world_at_first_card("schieber-1000", seed=seed)
        assert world.weis is not None and world.hand is not None
        rng = random.Random(seed)
        while world.hand.trick_no == 0:
            moves = list(world.moves())
            move = moves[rng.randrange(len(moves))]
            card = ACTIONS[move].card
            if card is None:  # a Weis answer
                world.play(move)
            else:
                world.play_card(card)
        assert not world.weis.open
        scored += sum(world.extra) > 0
    assert scored == 3
