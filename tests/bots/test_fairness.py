"""Bots see only their own hand and the public table, and a strong bot's imagined deals
never contradict what it has seen (RULES.md 1.5, 1.6 and 2.3 on what play reveals)."""

from __future__ import annotations

import random
import re

import pytest

from jass_tui.bots import hand_state as jass_state
from jass_tui.bots import search as jass_search
from jass_tui.view import JassView
from shared.table import Direction, play_order
from spades_tui.bots import hand_state as spades_state
from spades_tui.bots import search as spades_search
from spades_tui.view import SpadesView
from tests.bots.walk import positions

CARD = re.compile(r"\b[SHDC][2-9TJQKA]\b")


def _cards_in(view: JassView | SpadesView) -> set[str]:
    return set(CARD.findall(view.model_dump_json()))


@pytest.mark.parametrize("kind", ["jass", "spades"])
def test_a_view_holds_no_card_of_another_hand(kind: str) -> None:
    for game in positions(kind, seed=11, levels=("normal",) * 4, target=400):
        for seat in range(4):
            view = game.view(seat)
            played = {c for t in view.tricks for c in t.cards}
            public = set(view.hand) | played
            if isinstance(view, JassView):
                first_trick_done = len(view.tricks) > 1 or (
                    bool(view.tricks) and view.tricks[0].winner is not None
                )
                for other, declared in enumerate(view.declared_weis):
                    if other != seat and not first_trick_done:
                        assert declared == ()  # others' Weis stay secret until scored
                    public |= {c for w in declared for c in w.cards}
            leaked = _cards_in(view) - public
            assert not leaked, f"seat {seat} can see {leaked}"


def test_the_view_types_have_no_field_for_other_hands() -> None:
    for view_type in (JassView, SpadesView):
        names = set(view_type.model_fields)
        assert "hand" in names
        assert not names & {"hands", "cards", "held", "deal", "dealt"}


def _shown_void_jass(tricks: list[tuple[int, tuple[str, ...]]], trump: str | None) -> dict:
    """Per seat, the cards the rule book says it cannot hold after these tricks."""
    suits = {s: [s + r for r in "6789TJQKA"] for s in "SHDC"}
    out: dict[int, set[str]] = {s: set() for s in range(4)}
    for leader, cards in tricks:
        if not cards:
            continue
        led = cards[0][0]
        for i, card in enumerate(cards[1:], 1):
            seat = play_order(leader, Direction.RIGHT)[i]
            if card[0] == led:
                continue
            if trump is None or (led != trump and card[0] != trump):
                out[seat] |= set(suits[led])  # did not follow, did not trump
            elif led == trump:
                out[seat] |= {c for c in suits[trump] if c[1] != "J"}  # may keep the Puur
    return out


def test_jass_samples_respect_every_observation() -> None:
    rng = random.Random(5)
    checked = 0
    for game in positions("jass", seed=3, levels=("normal",) * 4, target=600):
        seat = game.to_move
        assert seat is not None
        view = game.view(seat)
        if view.phase != "play" or game.legal_actions()[0].kind != "play":
            continue
        state = jass_state.state_from_view(view)
        # What the bot infers is true of the real hands (never excludes a held card).
        for other in range(4):
            assert not state.excluded[other] & set(game.held(other))
            assert state.known[other] <= set(game.held(other))
        tricks = [(t.leader, t.cards) for t in view.tricks]
        trump = view.contract if view.contract in ("H", "D", "S", "C") else None
        void = _shown_void_jass(tricks, trump)
        seen = set(view.hand) | {c for _, cards in tricks for c in cards}
        for _ in range(3):
            world = jass_search.sample_world(state, seat, rng)
            assert world.hands[seat] == list(view.hand)
            for other in range(4):
                if other == seat:
                    continue
                hand = set(world.hands[other])
                assert not hand & seen
                assert not hand & void[other]
                assert len(hand) == len(game.held(other))
                assert state.known[other] <= hand
        checked += 1
    assert checked > 50


def test_spades_samples_respect_every_observation() -> None:
    rng = random.Random(5)
    checked = 0
    for game in positions("spades", seed=4, levels=("normal",) * 4, target=200):
        seat = game.to_move
        assert seat is not None
        view = game.view(seat)
        if view.phase != "play":
            continue
        state = spades_state.state_from_view(view)
        for other in range(4):
            assert not state.voids[other] & {c[0] for c in game.held(other)}
        void: dict[int, set[str]] = {s: set() for s in range(4)}
        for trick in view.tricks:
            for i, card in enumerate(trick.cards[1:], 1):
                if card[0] != trick.cards[0][0]:
                    void[play_order(trick.leader, Direction.LEFT)[i]].add(trick.cards[0][0])
        seen = set(view.hand) | {c for t in view.tricks for c in t.cards}
        for _ in range(3):
            world = spades_search.sample_world(state, seat, rng)
            for other in range(4):
                if other == seat:
                    continue
                hand = world.hands[other]
                assert not set(hand) & seen
                assert not {c[0] for c in hand} & void[other]
                assert len(hand) == len(game.held(other))
        checked += 1
    assert checked > 50


def test_weis_cards_declared_by_an_opponent_stay_in_his_sampled_hand() -> None:
    from jass_tui.state import JassGame
    from tests.bots.helpers import complete_deal

    # East holds four tens (and no sequence) and declares them; after the first trick
    # everybody knows he holds the tens he has not played yet.
    east = ["ST", "HT", "DT", "CT", "S6", "SA", "H8", "DQ", "CK"]
    deal = complete_deal([[], east, [], []], "6789TJQKA")
    game = JassGame.from_deal(deal, 3)
    game.apply("trump C")
    while not game.hands[-1].tricks or game.hands[-1].tricks[0].winner is None:
        legal = game.legal_actions()
        if legal[0].kind == "weis":
            game.apply("weis")
        else:
            tens = [a for a in legal if a.card and a.card[1] == "T"]
            others = [a for a in legal if a not in tens]
            game.apply((others or tens)[0])
    view = game.view(2)
    state = jass_state.state_from_view(view)
    still_held = {"ST", "HT", "DT", "CT"} & set(game.held(1))
    assert still_held and state.known[1] == still_held
    for seed in range(10):
        world = jass_search.sample_world(state, 2, random.Random(seed))
        assert still_held <= set(world.hands[1])
