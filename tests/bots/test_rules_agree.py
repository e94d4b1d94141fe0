"""The bots' search states play by the engine's rules: properties over random legal play.

A strong bot plays thousands of hands forward in its own lean :class:`HandState`, which
asks the rules modules for legal cards, trick winners and points. Here random legal play
runs through the real engine and, at every position, the search state must agree with it:
the same seat to move, the same legal cards, the same trick winner and the same points per
trick and per hand. A search state rebuilt from the seat's view must agree as well, and
whatever it infers about hidden hands (suits shown out, cards excluded) must be true.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import event, given
from hypothesis import strategies as st

from jass_tui import rules as jass_rules
from jass_tui.actions import CONTRACT_ACTION
from jass_tui.bots.hand_state import HandState as JassState
from jass_tui.bots.hand_state import state_from_view as jass_state
from jass_tui.state import JassGame
from shared.cards import JASS_RANKS, RANKS, make_deck
from shared.table import SEATS, next_seat, team_of
from spades_tui import rules as spades_rules
from spades_tui.bots.hand_state import HandState as SpadesState
from spades_tui.bots.hand_state import state_from_view as spades_state
from spades_tui.state import SpadesGame
from tests.bots.helpers import jass_position

JASS_DECK = make_deck(JASS_RANKS)
SPADES_DECK = make_deck(RANKS)
JASS_PRESETS = ["schieber-1000", "pagat-3000", "swisslos-2500", "tournament"]


def _deals(deck: list[str]) -> st.SearchStrategy[list[list[str]]]:
    size = len(deck) // 4
    return st.permutations(deck).map(lambda d: [list(d[i * size : (i + 1) * size]) for i in SEATS])


def _give_suit(deal: list[list[str]], seat: int, suit: str) -> list[list[str]]:
    """Swap cards so that ``seat`` holds the whole of ``suit`` (a Jass suit is a hand)."""
    hands = [list(h) for h in deal]
    for other in SEATS:
        if other == seat:
            continue
        for card in [c for c in hands[other] if c[0] == suit]:
            give = next(c for c in hands[seat] if c[0] != suit)
            hands[other][hands[other].index(card)] = give
            hands[seat][hands[seat].index(give)] = card
    return hands


def _fill(state: JassState | SpadesState, game: JassGame | SpadesGame) -> None:
    """Give the search state every seat's real cards, as a rollout on this deal would."""
    state.hands = [list(game.held(s)) for s in SEATS]


# ---------------------------------------------------------------------------- Jass


def _check_jass_view_state(game: JassGame, seat: int, mirror: JassState) -> None:
    """The state a bot builds from its view: the same facts, and only true inferences."""
    fresh = jass_state(game.view(seat))
    assert fresh.hands[seat] == list(game.held(seat))
    assert (fresh.leader, fresh.trick, fresh.trick_no) == (
        mirror.leader,
        mirror.trick,
        mirror.trick_no,
    )
    assert (fresh.trick_points, fresh.tricks_won) == (mirror.trick_points, mirror.tricks_won)
    assert fresh.played == mirror.played and fresh.remaining == mirror.remaining
    puur = fresh.contract + jass_rules.PUUR_RANK  # may stay behind when trumps are led
    for other in SEATS:
        held = set(game.held(other))
        assert not fresh.excluded[other] & held
        for suit in fresh.voids[other]:
            assert {c for c in held if c[0] == suit} <= {puur}
    _fill(fresh, game)
    assert fresh.legal(seat) == mirror.legal(seat)


@pytest.mark.parametrize("contract", jass_rules.CONTRACTS)
@given(
    deal=_deals(JASS_DECK),
    dealer=st.integers(0, 3),
    preset=st.sampled_from(JASS_PRESETS),
    sweep=st.booleans(),
    rng=st.randoms(use_true_random=False),
)
def test_jass_search_state_plays_by_the_engine_rules(
    contract: str,
    deal: list[list[str]],
    dealer: int,
    preset: str,
    sweep: bool,
    rng: random.Random,
) -> None:
    forehand = next_seat(dealer, jass_rules.DIRECTION)
    if sweep:
        # Forehand holds all of the trump suit (or of one suit without trumps): his
        # team takes every trick, whatever is played, so the Match bonus is tested too.
        deal = _give_suit(deal, forehand, contract if contract in jass_rules.TRUMP_SUITS else "S")
    options = {"hands": 10**6} if preset == "tournament" else {"target": 10**9}
    game = JassGame.from_deal(deal, dealer, preset, 1, **options)
    game.apply(CONTRACT_ACTION[contract])
    mirror = jass_state(game.view(forehand))
    _fill(mirror, game)
    while game.hand_number == 1:
        actions = game.legal_actions()
        action = actions[rng.randrange(len(actions))]
        if action.kind != "play":  # the Weis question: no card moves
            game.apply(action)
            continue
        seat = game.to_move
        assert seat is not None and mirror.to_move == seat
        legal = [a.card for a in actions]
        assert mirror.legal(seat) == legal
        if mirror.trick:
            # beats() is the comparison winning_index() makes, card by card.
            led = mirror.trick[0][0]
            _, best = mirror.winning()
            for card in legal:
                assert card is not None
                takes = jass_rules.winning_index([*mirror.trick, card], contract) == len(
                    mirror.trick
                )
                assert jass_rules.beats(card, best, led, contract) == takes
        _check_jass_view_state(game, seat, mirror)
        if len(jass_rules.shown_out(str(action.card), mirror.trick, contract)) > 1:
            event("an undertrump shows a hand of nothing but trumps")
        trick = [*mirror.trick, action.card]
        mirror.play(str(action.card))
        game.apply(action)
        record = game.hands[0]
        done = [t for t in record.tricks if t.winner is not None]
        assert len(done) == mirror.trick_no
        if not mirror.trick:  # the card completed a trick
            assert done[-1].cards == tuple(trick)
            assert done[-1].winner == mirror.leader
            assert jass_rules.trick_winner(done[-1].leader, trick, contract) == mirror.leader
            assert tuple(mirror.trick_points) == record.trick_points
    record = game.hands[0]
    assert record.finished and mirror.trick_no == len(record.tricks) == 9
    assert tuple(mirror.trick_points) == record.trick_points
    swept = [t for t in (0, 1) if mirror.tricks_won[t] == 9]
    match = swept[0] if swept and mirror.match_on else None
    assert record.match == match
    event(f"Match: {match is not None}")
    bonus = jass_rules.MATCH_BONUS if match is not None else 0
    assert sum(mirror.trick_points) == jass_rules.HAND_TOTAL + bonus
    if sweep:
        assert swept == [team_of(forehand)]


# --------------------------------------------------------------------------- Spades


SPADES_TABLES = [
    ("standard", {}),
    ("standard", {"first_trick_spades": False}),
    ("standard", {"failed_nil_tricks": "nothing", "bag_penalty": False}),
    ("standard", {"nil": False, "first_trick_spades": False}),
    ("bicycle", {}),
    ("bicycle", {"first_trick_spades": False}),
]


def _check_spades_view_state(game: SpadesGame, seat: int, mirror: SpadesState) -> None:
    fresh = spades_state(game.view(seat))
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
    for other in SEATS:
        assert not {c[0] for c in game.held(other)} & fresh.voids[other]
    _fill(fresh, game)
    assert fresh.legal(seat) == mirror.legal(seat)


@pytest.mark.parametrize(("preset", "options"), SPADES_TABLES)
@given(
    deal=_deals(SPADES_DECK),
    dealer=st.integers(0, 3),
    rng=st.randoms(use_true_random=False),
)
def test_spades_search_state_plays_by_the_engine_rules(
    preset: str, options: dict[str, object], deal: list[list[str]], dealer: int, rng: random.Random
) -> None:
    game = SpadesGame.from_deal(deal, dealer, preset, 1, **options)
    while game.phase == "bid":
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
    seat = game.to_move
    assert seat is not None
    mirror = spades_state(game.view(seat))
    _fill(mirror, game)
    while game.hand_number == 1 and game.phase == "play":
        seat = game.to_move
        assert seat is not None and mirror.to_move == seat
        actions = game.legal_actions()
        assert mirror.legal(seat) == [a.card for a in actions]
        _check_spades_view_state(game, seat, mirror)
        action = actions[rng.randrange(len(actions))]
        if (
            len(
                spades_rules.shown_out(str(action.card), mirror.trick, mirror.broken, mirror.barred)
            )
            > 1
        ):
            event("a spade shows a hand of nothing but spades")
        trick = [*mirror.trick, str(action.card)]
        mirror.play(str(action.card))
        game.apply(action)
        record = game.hands[0]
        done = [t for t in record.tricks if t.winner is not None]
        assert len(done) == mirror.trick_no
        if not mirror.trick:
            assert done[-1].cards == tuple(trick)
            assert done[-1].winner == mirror.leader
            assert spades_rules.trick_winner(done[-1].leader, trick) == mirror.leader
            assert tuple(mirror.tricks_won) == record.tricks_won
    record = game.hands[0]
    assert record.finished and mirror.trick_no == spades_rules.TRICKS_PER_HAND
    assert tuple(mirror.tricks_won) == record.tricks_won
    assert mirror.score() == record.points


def test_the_named_jass_rule_constants_match_the_tables() -> None:
    """Bot code names TRUMP_STRENGTH and PUUR_RANK instead of repeating their values."""
    for contract in jass_rules.CONTRACTS:
        for card, strength in jass_rules.STRENGTH[contract].items():
            assert (strength >= jass_rules.TRUMP_STRENGTH) == (card[0] == contract)
    assert jass_rules.TRUMP_ORDER[-1] == jass_rules.PUUR_RANK


def test_an_undertrump_tells_the_bots_the_hand_holds_nothing_but_trumps() -> None:
    """Random play rarely undertrumps; here South must: eight hearts left, hearts trump."""
    south = ["H6", "H7", "H8", "H9", "HT", "HQ", "HK", "HA", "C6"]
    game = jass_position(
        [south, ["DA", "SA"], ["D6", "HJ"], ["D7", "S6"]],
        "trump H",
        # East leads both tricks; North trumps the second with the Puur, South goes under.
        ["DA", "D6", "D7", "C6", "SA", "HJ", "S6", "H6"],
        avoid={2: "S"},
        dealer=0,
    )
    assert game.hands[0].tricks[1].cards == ("SA", "HJ", "S6", "H6")
    state = jass_state(game.view(1))
    assert set("SDC") <= state.voids[0]
    assert state.excluded[0] == set(JASS_DECK) - {c for c in JASS_DECK if c[0] == "H"}
    assert not state.excluded[0] & set(game.held(0))
