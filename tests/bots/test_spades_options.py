"""The Spades bots under the options of RULES.md Part 4: jokers and deuces, the 2♣ lead,
Blind Nil.

The bots' search state must play by the engine's rules with every deck (a joker and a
deuces' 2♦ are spades for following, voids and breaking), lead the opening card with
``first_lead="two_of_clubs"``, score a Blind Nil at ±200, count the jokers as top
spades when bidding, and decide Blind Nil from public facts only, never from the hand.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shared import sim
from shared.table import SEATS, partner_of, team_of
from spades_tui.bots import NormalSpadesBot, StrongSpadesBot
from spades_tui.bots import search as spades_search
from spades_tui.bots.hand_state import TABLES, HandState, state_from_view
from spades_tui.bots.policy import (
    BLIND_NIL_BEHIND,
    BLIND_NIL_LATE,
    choose_bid,
    estimate_tricks,
    nil_is_sound,
    wants_blind_nil,
)
from spades_tui.rules import BLIND_NIL, DECKS, NIL, PLAY_ACTION
from spades_tui.state import SpadesGame
from spades_tui.view import SpadesView
from tests.bots.walk import positions

JOKER_MODES = ["off", "jokers", "jokers_deuces"]
OPTION_SETS: list[dict[str, Any]] = [
    {"jokers": "jokers"},
    {"jokers": "jokers_deuces"},
    {"first_lead": "two_of_clubs"},
    {"jokers": "jokers_deuces", "first_lead": "two_of_clubs", "first_trick_spades": False},
    {"jokers": "jokers", "first_lead": "two_of_clubs"},
    {"blind_nil": True},
]


def _deals(mode: str) -> st.SearchStrategy[list[list[str]]]:
    deck = list(DECKS[mode].cards)
    return st.permutations(deck).map(lambda d: [list(d[i * 13 : (i + 1) * 13]) for i in SEATS])


def _check_fresh(game: SpadesGame, seat: int, mirror: HandState) -> None:
    """The state the seat builds from its view: the same facts, and only true inferences."""
    fresh = state_from_view(game.view(seat))
    assert fresh.hands[seat] == game.held(seat)
    assert (fresh.leader, fresh.trick, fresh.trick_no) == (
        mirror.leader,
        mirror.trick,
        mirror.trick_no,
    )
    assert (fresh.tricks_won, fresh.broken, fresh.bids) == (
        mirror.tricks_won,
        mirror.broken,
        mirror.bids,
    )
    assert fresh.played == mirror.played and fresh.remaining == mirror.remaining
    assert fresh.voids == mirror.voids
    suit = fresh.deck.suit
    for other in SEATS:
        assert not {suit[c] for c in game.held(other)} & fresh.voids[other]
        if other != seat:
            excluded = spades_search.exclusions(fresh, seat)[other]
            assert not excluded & set(game.held(other))
            for card in spades_search.known_cards(fresh, seat).get(other, []):
                assert card in game.held(other)
    fresh.hands = [list(game.held(s)) for s in SEATS]
    assert fresh.legal(seat) == mirror.legal(seat)


@pytest.mark.parametrize("mode", JOKER_MODES)
@pytest.mark.parametrize("first_lead", ["left_of_dealer", "two_of_clubs"])
@settings(max_examples=25, deadline=None)
@given(data=st.data(), dealer=st.integers(0, 3), rng=st.randoms(use_true_random=False))
def test_search_state_plays_by_the_engine_rules_with_every_deck(
    mode: str, first_lead: str, data: st.DataObject, dealer: int, rng: random.Random
) -> None:
    deal = data.draw(_deals(mode))
    barred = data.draw(st.booleans())
    game = SpadesGame.from_deal(
        deal, dealer, "standard", 1, jokers=mode, first_lead=first_lead, first_trick_spades=barred
    )
    while game.phase == "bid":
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
    seat = game.to_move
    assert seat is not None
    mirror = state_from_view(game.view(seat))
    mirror.hands = [list(game.held(s)) for s in SEATS]
    if first_lead == "two_of_clubs":
        assert game.held(seat)[-1] == DECKS[mode].opening  # the lowest club leads
        assert mirror.legal(seat) == [DECKS[mode].opening]
    while game.hand_number == 1 and game.phase == "play":
        seat = game.to_move
        assert seat is not None and mirror.to_move == seat
        actions = game.legal_actions()
        assert mirror.legal(seat) == [a.card for a in actions]
        _check_fresh(game, seat, mirror)
        action = actions[rng.randrange(len(actions))]
        trick = [*mirror.trick, str(action.card)]
        mirror.play(str(action.card))
        game.apply(action)
        record = game.hands[0]
        done = [t for t in record.tricks if t.winner is not None]
        assert len(done) == mirror.trick_no
        if not mirror.trick:
            assert done[-1].cards == tuple(trick)
            assert done[-1].winner == mirror.leader
    record = game.hands[0]
    assert record.finished
    assert tuple(mirror.tricks_won) == record.tricks_won
    assert mirror.score() == record.points


def test_a_rollout_leads_the_opening_card_after_the_bidding() -> None:
    """Bidding rollouts: the holder of the 3♣ (jokers took the 2♣) leads it to trick 1."""
    game = SpadesGame.new(seed=7, jokers="jokers", first_lead="two_of_clubs")
    seat = game.to_move
    assert seat is not None
    state = state_from_view(game.view(seat))
    world = spades_search.sample_world(state, seat, random.Random(1))
    assert world.table.opening == "C3"
    holder = next(s for s in SEATS if "C3" in world.hands[s])
    for s in SEATS:
        world.bids[s] = 3
    world.lead_opening()
    assert world.to_move == holder and world.legal(holder) == ["C3"]
    points = spades_search.play_out(world)
    assert len(points) == 2 and world.trick_no == 13


def test_the_named_leader_holds_the_opening_card_in_every_sample() -> None:
    for seed in range(12):
        game = SpadesGame.new(seed=seed, jokers="jokers_deuces", first_lead="two_of_clubs")
        while game.phase == "bid":
            game.apply("bid 3")
        leader = game.to_move
        assert leader is not None
        for seat in SEATS:
            if seat == leader:
                continue
            state = state_from_view(game.view(seat))
            world = spades_search.sample_world(state, seat, random.Random(seed))
            assert "C3" in world.hands[leader]  # the 2♣ made way for a joker


# ----------------------------------------------------------------------- bidding


def test_hand_evaluation_counts_jokers_and_deuces_as_the_top_spades() -> None:
    deuces = TABLES["jokers_deuces"]
    top = ["BJ", "LJ", "D2", "S2"]
    side = ["H3", "H4", "H5", "D3", "D4", "D5", "C3", "C4", "C5"]
    assert estimate_tricks(top + side, deuces) >= 4
    # The same four cards are nothing special without jokers: the 2♠ and 2♦ are low.
    plain = ["SA", "SK", "H2", "S2", *side]
    assert estimate_tricks(plain, TABLES["off"]) < estimate_tricks(top + side, deuces)
    jokers = TABLES["jokers"]
    # Big and Little Joker above the ace: the ace of spades is the third-best spade.
    assert estimate_tricks(["BJ", "LJ", "SA", *side, "H6"], jokers) >= 3
    assert estimate_tricks(["SA", "SK", "SQ", *side, "H6"], jokers) < 3
    # A joker is never a Nil hand, nor is the 2♦ with deuces.
    low = ["H2", "H3", "H4", "H5", "D3", "D4", "D5", "D6", "C3", "C4", "C5", "C6"]
    assert nil_is_sound([*low, "S3"], TABLES["jokers"])
    assert not nil_is_sound([*low, "LJ"], TABLES["jokers"])
    low_deuces = [c for c in low if c != "H2"] + ["C7"]
    assert not nil_is_sound([*low_deuces, "D2"], deuces)


def _view(**fields: Any) -> SpadesView:
    base: dict[str, Any] = {
        "seat": 0,
        "hand": (),
        "preset": "standard",
        "partnerships": True,
        "options": SpadesGame.new(seed=1, blind_nil=True).options,
        "phase": "bid",
        "to_move": 0,
        "dealer": 1,
        "bids": (None, None, None, None),
        "blind_nil_offer": True,
        "tricks": (),
        "tricks_won": (0, 0, 0, 0),
        "spades_broken": False,
        "scores": (100, 350),
        "bags": (0, 0),
        "hand_number": 5,
        "history": (),
    }
    return SpadesView(**(base | fields))


def _blind_legal() -> list[Any]:
    return [*SpadesGame.new(seed=1).legal_actions(), BLIND_NIL]


def test_blind_nil_only_far_behind_and_late() -> None:
    target = 500
    assert wants_blind_nil(True, 0, (100, 350), target, (None,) * 4)
    assert not wants_blind_nil(False, 0, (100, 350), target, (None,) * 4)  # not offered
    # Behind by 150 only: a normal bid can still catch up.
    assert not wants_blind_nil(True, 0, (200, 350), target, (None,) * 4)
    # Far behind but early: the opponents are nowhere near the target.
    assert not wants_blind_nil(True, 0, (-250, 0), target, (None,) * 4)
    # The partner (seat 2) has bid Nil or Blind Nil already: somebody must cover.
    assert not wants_blind_nil(True, 0, (100, 350), target, (None, 4, NIL, None))
    assert wants_blind_nil(True, 0, (100, 350), target, (None, 4, 3, None))
    # Seat 1 plays for East–West: the scores read for his side.
    assert wants_blind_nil(True, 1, (350, 100), target, (None,) * 4)
    assert not wants_blind_nil(True, 1, (100, 350), target, (None,) * 4)
    # The constants mean what they say.
    behind = 500 - BLIND_NIL_LATE - BLIND_NIL_BEHIND
    assert wants_blind_nil(True, 0, (behind, target - BLIND_NIL_LATE), target, (None,) * 4)
    assert not wants_blind_nil(True, 0, (behind + 1, target - BLIND_NIL_LATE), target, (None,) * 4)


@pytest.mark.parametrize("bot", [NormalSpadesBot(seed=1), StrongSpadesBot(seed=1, budget=0.05)])
def test_blind_nil_is_decided_without_looking_at_the_hand(bot: Any) -> None:
    rng = random.Random(3)
    deck = list(DECKS["off"].cards)
    for scores, blind in (((100, 350), True), ((300, 350), False), ((-300, 0), False)):
        for _ in range(6):
            rng.shuffle(deck)
            view = _view(hand=tuple(deck[:13]), scores=scores)
            action = bot.choose(view, _blind_legal())
            assert (action == BLIND_NIL) is blind, (scores, action)


def test_the_strong_bot_bids_a_plain_nil_as_nil_never_as_blind() -> None:
    """``bid blind`` carries ``bid == 0`` as Nil does: choosing Nil must not turn blind."""
    bot = StrongSpadesBot(seed=2, budget=0.2, max_samples=20)
    nil_hand = ("S3", "H2", "H3", "H4", "H5", "D3", "D4", "D5", "D6", "C3", "C4", "C5", "C6")
    view = _view(hand=nil_hand, scores=(250, 350))  # offered, but not far enough behind
    action = bot.choose(view, _blind_legal())
    assert action != BLIND_NIL
    assert NormalSpadesBot(seed=2).choose(view, _blind_legal()) == "bid 0"


def test_a_partner_of_a_blind_nil_covers_and_does_not_bid_nil() -> None:
    game = SpadesGame.new(seed=5)
    seat = game.to_move
    assert seat is not None
    state = state_from_view(game.view(seat))
    state.bids[partner_of(seat)] = NIL
    state.blind[partner_of(seat)] = True
    # Even a hand made for Nil bids a number beside a partner's Blind Nil.
    assert choose_bid(state, seat, list(range(14))) != NIL


def test_a_blind_nil_scores_200_in_the_rollout_as_in_the_engine() -> None:
    # Dealer 1: seat 0 bids first; East-West are 200 behind after a scripted hand.
    game = SpadesGame.new(seed=11, blind_nil=True)
    while True:
        behind = [s for s in SEATS if any(a == BLIND_NIL for a in _legal_for(game, s))]
        if behind or game.phase == "game_over":
            break
        _play_greedy(game)
    assert behind, "nobody ever fell 100 behind"
    while game.phase == "bid":
        seat = game.to_move
        assert seat is not None
        game.apply(BLIND_NIL if BLIND_NIL in game.legal_actions() else "bid 3")
    seat = game.to_move
    assert seat is not None
    state = state_from_view(game.view(seat))
    assert any(state.blind)
    state.hands = [list(game.held(s)) for s in SEATS]
    number = game.hand_number
    from spades_tui.bots.policy import choose_card

    while game.hand_number == number and game.phase != "game_over":
        card = choose_card(state, state.to_move, state.legal(state.to_move))
        game.apply(PLAY_ACTION[card])
        state.play(card)
    record = game.hands[number - 1]
    assert any(record.blind)
    assert state.score() == record.points


def _legal_for(game: SpadesGame, seat: int) -> list[Any]:
    return game.legal_actions() if game.to_move == seat and game.phase == "bid" else []


def _play_greedy(game: SpadesGame) -> None:
    """One action: North–South bid 6 each and East–West 1, then the first legal card."""
    seat = game.to_move
    assert seat is not None
    if game.phase == "bid":
        game.apply("bid 6" if team_of(seat) == 0 else "bid 1")
    else:
        game.apply(game.legal_actions()[0])


# ------------------------------------------------------------------- whole games


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: ",".join(map(str, o.values())))
def test_normal_and_easy_bots_play_whole_games_with_the_options(options: dict[str, Any]) -> None:
    for seed in range(3):
        result = sim.play_game(
            "spades", ["normal", "easy", "normal", "easy"], seed, seed % 2, None, None, options
        )
        assert result.hands >= 1


@pytest.mark.parametrize("options", OPTION_SETS[1:4:2], ids=lambda o: ",".join(o))
def test_strong_bots_play_a_game_with_the_options(options: dict[str, Any]) -> None:
    levels = ("strong", "normal", "strong", "normal")
    bots = [
        StrongSpadesBot(seed=s, budget=0.01, max_samples=3)
        if lvl == "strong"
        else NormalSpadesBot(s)
        for s, lvl in enumerate(levels)
    ]
    game = SpadesGame.new(seed=3, target=150, **options)
    while game.phase != "game_over":
        seat = game.to_move
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions()))
    assert game.winner is not None


def test_blind_nil_is_bid_in_simulated_games_and_only_when_far_behind_and_late() -> None:
    """Over whole games, normal bots bid Blind Nil sometimes, each time far behind, late."""
    bot = NormalSpadesBot(seed=0)
    blind_bids = 0
    for seed in range(20):
        for game in positions("spades", seed, ("normal",) * 4, blind_nil=True):
            seat = game.to_move
            if seat is None or game.phase != "bid" or BLIND_NIL not in game.legal_actions():
                continue
            assert isinstance(game, SpadesGame)
            view = game.view(seat)
            if bot.choose(view, game.legal_actions()) == BLIND_NIL:
                blind_bids += 1
                ours, theirs = view.scores[team_of(seat)], view.scores[1 - team_of(seat)]
                assert theirs - ours >= BLIND_NIL_BEHIND
                assert theirs >= 500 - BLIND_NIL_LATE
                assert view.bids[partner_of(seat)] != NIL
    assert blind_bids > 0
