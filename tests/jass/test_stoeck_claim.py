"""RULES.md 3.0, the Stöck claim: option ``stoeck_claim`` (``on_play`` or ``held``).

With ``held`` the engine claims Stöck for the player who still holds both the king and
the queen of trumps at the first moment his team reaches the target by adding it: right
after the contract is chosen and after every credit. Old saves (format 1) were played
with ``on_play`` and are pinned to it, so they replay exactly as they were played.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from jass_tui.presets import PRESETS
from jass_tui.scoring import STOECK_POINTS, stoeck_cards
from jass_tui.state import JassGame
from shared.table import team_of
from tests.jass.helpers import cards_of, play
from tests.jass.test_review import STOECK_RACE_DEAL

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"

# The tracker's case. Hearts trump (×2 in pagat-3000), South forehand (dealer West).
# South holds two sequences of three (20 + 20 Weis, the best of the table); East holds
# the king and queen of hearts: Stöck is 20 × 2 = 40.
TRACKER_DEAL = [
    cards_of("S6", "S7", "S8", "D6", "D7", "D8", "C6", "C7", "CA"),
    cards_of("HK", "HQ", "H6", "H7", "S9", "ST", "D9", "DT", "C8"),
    cards_of("H8", "HJ", "HA", "SK", "SA", "DK", "DA", "CT", "CQ"),
    cards_of("HT", "H9", "SJ", "SQ", "DJ", "DQ", "C9", "CK", "CJ"),
]
TRACKER_TRICK = ("play S6", "play S9", "play SK", "play SJ")

# Spades trump, South forehand. South holds the Stöck and a sequence D6-D7-D8 (the only
# Weis at the table); East is void in clubs and trumps South's ace with the Puur, and
# the first trick (CA SJ CT CK) is worth 45 to East-West.
FIRST_TRICK_DEAL = [
    cards_of("SK", "SQ", "D6", "D7", "D8", "CA", "H6", "H7", "HT"),
    cards_of("SJ", "S6", "S7", "H8", "HQ", "HK", "D9", "DJ", "DA"),
    cards_of("CT", "CQ", "C8", "S8", "SA", "H9", "HA", "DT", "DK"),
    cards_of("C6", "C7", "C9", "CJ", "CK", "S9", "ST", "HJ", "DQ"),
]
FIRST_TRICK = ("play CA", "play SJ", "play CT", "play CK")


# ---------------------------------------------------------------------- the option


def test_defaults_per_preset() -> None:
    assert JassGame.new("pagat-3000", seed=1).options["stoeck_claim"] == "held"
    for preset in ("schieber-1000", "swisslos-2500", "tournament"):
        assert JassGame.new(preset, seed=1).options["stoeck_claim"] == "on_play"
    assert {p.id: p.stoeck_claim for p in PRESETS.values()}["pagat-3000"] == "held"


def test_the_option_can_be_set_and_none_keeps_the_preset_default() -> None:
    assert JassGame.new(seed=1, stoeck_claim="held").options["stoeck_claim"] == "held"
    game = JassGame.new("pagat-3000", seed=1, stoeck_claim="on_play")
    assert game.options["stoeck_claim"] == "on_play"
    assert JassGame.new("pagat-3000", seed=1, stoeck_claim=None).options["stoeck_claim"] == "held"


@pytest.mark.parametrize("bad", ["later", "", 1, True])
def test_a_bad_value_is_refused(bad: object) -> None:
    with pytest.raises(ValueError, match="stoeck_claim must be 'on_play' or 'held'"):
        JassGame.new(seed=1, stoeck_claim=bad)


def test_the_view_says_which_rule_applies() -> None:
    assert JassGame.new("pagat-3000", seed=1).view(0).stoeck_claim == "held"
    assert JassGame.new(seed=1).view(2).stoeck_claim == "on_play"


# ---------------------------------------------------------------------- the tracker case


def test_tracker_case_held_gives_the_game_to_the_stoeck_team() -> None:
    game = JassGame.from_deal(TRACKER_DEAL, dealer=3, preset="pagat-3000", seed=5, target=40)
    play(game, "trump H")
    # East still holds both: 0 + 20 × 2 reaches 40 the moment hearts are trump.
    assert game.phase == "game_over" and game.winner == 1
    assert game.scores == (0, 40) and game.to_move is None and game.legal_actions() == []
    hand = game.hands[0]
    assert hand.stoeck == (0, 20) and hand.stoeck_seat == 1 and hand.stoeck_claimed
    assert hand.end_reason == "stoeck" and hand.ended_game and not hand.finished
    assert hand.weis == (0, 0) and hand.tricks == ()
    assert hand.points == (0, 40)


@pytest.mark.parametrize(
    ("preset", "options"),
    [("pagat-3000", {"stoeck_claim": "on_play"}), ("schieber-1000", {})],
)
def test_tracker_case_on_play_gives_the_game_to_the_weis_team(
    preset: str, options: dict[str, str]
) -> None:
    game = JassGame.from_deal(TRACKER_DEAL, dealer=3, preset=preset, seed=5, target=40, **options)
    play(game, "trump H")
    assert game.phase == "play"
    play(game, *TRACKER_TRICK, weis="weis")
    hand = game.hands[0]
    assert game.winner == 0 and hand.end_reason == "weis" and hand.weis == (40, 0)
    assert hand.stoeck == (0, 0) and not hand.stoeck_claimed


def test_held_in_schieber_1000_claims_at_its_own_multiplier() -> None:
    # Hearts ×1 in schieber-1000: Stöck is 20, short of 40 …
    game = JassGame.from_deal(TRACKER_DEAL, dealer=3, seed=5, target=40, stoeck_claim="held")
    play(game, "trump H")
    assert game.phase == "play"
    play(game, *TRACKER_TRICK, weis="weis")
    assert game.winner == 0 and game.hands[0].end_reason == "weis"
    # … but enough for a target of 20.
    game = JassGame.from_deal(TRACKER_DEAL, dealer=3, seed=5, target=20, stoeck_claim="held")
    play(game, "trump H")
    assert game.winner == 1 and game.scores == (0, 20) and game.hands[0].stoeck_claimed


def test_no_claim_in_obenabe_undenufe_or_for_split_king_and_queen() -> None:
    for contract in ("obe", "une", "trump S"):  # nobody holds both spade honours
        game = JassGame.from_deal(TRACKER_DEAL, dealer=3, preset="pagat-3000", seed=5, target=10)
        play(game, contract)
        assert game.phase == "play", contract


def test_the_tournament_has_no_target_and_nothing_to_claim() -> None:
    game = JassGame.from_deal(
        TRACKER_DEAL, dealer=3, preset="tournament", seed=5, stoeck_claim="held"
    )
    play(game, "trump H")
    assert game.phase == "play"


# ---------------------------------------------------------------------- after a credit


def test_a_claim_after_a_trick_credit_mid_hand() -> None:
    # Spades trump, target 40. North-South take trick 1 (HT HQ HA HJ = 26): 26 + 20
    # reaches 40 while South still holds the king and queen of spades.
    game = JassGame.from_deal(STOECK_RACE_DEAL, dealer=3, seed=1, target=40, stoeck_claim="held")
    play(game, "trump S")
    assert game.phase == "play"
    play(game, "play HT", "play HQ", "play HA", "play HJ")
    assert game.phase == "game_over" and game.winner == 0 and game.scores == (46, 0)
    hand = game.hands[0]
    assert hand.stoeck_claimed and hand.stoeck == (20, 0) and hand.end_reason == "stoeck"
    assert hand.trick_points == (26, 0) and len(hand.tricks) == 1


def test_on_play_waits_for_the_second_card() -> None:
    game = JassGame.from_deal(STOECK_RACE_DEAL, dealer=3, seed=1, target=40)
    play(game, "trump S", "play HT", "play HQ", "play HA", "play HJ")
    assert game.phase == "play" and game.scores == (26, 0)


def test_no_claim_once_one_of_the_pair_is_played() -> None:
    # South leads the king; North's Puur takes the trick (24): 24 + 20 would reach 40,
    # but South holds only the queen now, so Stöck waits for it and counts on play.
    game = JassGame.from_deal(STOECK_RACE_DEAL, dealer=3, seed=1, target=40, stoeck_claim="held")
    play(game, "trump S", "play SK", "play S7", "play SJ", "play S8")
    assert game.phase == "play" and game.scores == (24, 0)
    assert game.hands[0].stoeck == (0, 0)
    play(game, "play HA", "play HJ", "play SQ")
    assert game.phase == "game_over" and game.winner == 0 and game.scores == (44, 0)
    hand = game.hands[0]
    assert hand.end_reason == "stoeck" and not hand.stoeck_claimed and hand.stoeck == (20, 0)


def test_no_claim_while_the_stoeck_falls_short() -> None:
    # Same first trick with a target of 100: 26 + 20 is short; Stöck counts on play,
    # once, when the queen follows the king.
    game = JassGame.from_deal(STOECK_RACE_DEAL, dealer=3, seed=1, target=100, stoeck_claim="held")
    play(game, "trump S", "play HT", "play HQ", "play HA", "play HJ")
    assert game.phase == "play" and game.hands[0].stoeck == (0, 0)
    while game.hand_number == 1 and game.phase == "play":
        game.apply(game.legal_actions()[0])
    hand = game.hands[0]
    assert hand.stoeck == (20, 0) and not hand.stoeck_claimed


# ---------------------------------------------------------------------- first trick order


def test_first_trick_held_weis_then_the_claim_before_the_trick_points() -> None:
    # Target 40. After trick 1 North-South's Weis (20) is credited first, then the
    # claim (20 more: 40) wins before East-West's 45 trick points are counted.
    game = JassGame.from_deal(FIRST_TRICK_DEAL, dealer=3, seed=2, target=40, stoeck_claim="held")
    play(game, "trump S")
    assert game.phase == "play"  # 20 alone does not reach 40
    play(game, *FIRST_TRICK, weis="weis")
    assert game.phase == "game_over" and game.winner == 0 and game.scores == (40, 0)
    hand = game.hands[0]
    assert hand.weis == (20, 0) and hand.stoeck == (20, 0) and hand.stoeck_claimed
    assert hand.trick_points == (0, 0) and hand.end_reason == "stoeck"
    assert hand.tricks[0].winner == 1  # the trick is taken; its points never counted


def test_first_trick_on_play_weis_then_the_trick_points() -> None:
    game = JassGame.from_deal(FIRST_TRICK_DEAL, dealer=3, seed=2, target=40)
    play(game, "trump S", *FIRST_TRICK, weis="weis")
    assert game.phase == "game_over" and game.winner == 1 and game.scores == (20, 45)
    hand = game.hands[0]
    assert hand.end_reason == "trick" and hand.stoeck == (0, 0)


def test_first_trick_held_stoeck_before_weis_when_stoeck_alone_reaches() -> None:
    # Target 20: the claim comes right after the contract, before any Weis is scored.
    game = JassGame.from_deal(FIRST_TRICK_DEAL, dealer=3, seed=2, target=20, stoeck_claim="held")
    play(game, "trump S")
    assert game.winner == 0 and game.scores == (20, 0) and game.hands[0].weis == (0, 0)


# ---------------------------------------------------------------------- saves


def test_held_round_trips_in_a_save() -> None:
    game = JassGame.from_deal(TRACKER_DEAL, dealer=3, preset="pagat-3000", seed=5, target=40)
    play(game, "trump H")
    data = json.loads(game.to_json())
    assert data["version"] == 2 and data["options"]["stoeck_claim"] == "held"
    assert data["hands"][0]["stoeck_claimed"] is True
    loaded = JassGame.from_json(game.to_json())
    assert loaded == game and loaded.hands == game.hands and loaded.winner == 1


def test_a_stored_claim_that_did_not_happen_is_refused() -> None:
    game = JassGame.from_deal(STOECK_RACE_DEAL, dealer=3, seed=1, target=40)
    play(game, "trump S", "play SK", "play S7", "play SJ", "play S8", "play HA", "play HJ")
    play(game, "play SQ")
    data = json.loads(game.to_json())
    data["hands"][0]["stoeck_claimed"] = True
    with pytest.raises(ValueError, match="stoeck_claimed"):
        JassGame.from_json(json.dumps(data))


def test_a_format_1_pagat_save_is_pinned_to_on_play_and_replays_identically() -> None:
    # Written by the engine before stoeck_claim existed: the Weis team won after
    # trick 1. Under ``held`` this game would have ended at "trump H" instead.
    text = (FIXTURES / "jass-game-v1-pagat-stoeck-finished.json").read_text()
    stored = json.loads(text)
    assert stored["version"] == 1 and "stoeck_claim" not in stored["options"]
    game = JassGame.from_json(text)
    assert game.options["stoeck_claim"] == "on_play"
    assert (game.winner, game.scores) == (stored["winner"], tuple(stored["scores"])) == (0, (80, 0))
    assert game.hands[0].end_reason == "weis" and not game.hands[0].stoeck_claimed
    assert JassGame.from_json(game.to_json()) == game
    # Without the pin the same history is no longer a valid game.
    unpinned = JassGame.migrate(stored)
    unpinned["options"]["stoeck_claim"] = "held"
    with pytest.raises(ValueError, match="hand 1 has actions after the hand was over"):
        JassGame.from_json(json.dumps(unpinned))


def test_an_unfinished_format_1_pagat_save_plays_on_with_stoeck_on_play() -> None:
    game = JassGame.from_json((FIXTURES / "jass-game-v1-pagat-stoeck-open.json").read_text())
    assert game.phase == "play" and game.options["stoeck_claim"] == "on_play"
    play(game, *TRACKER_TRICK, weis="weis")
    assert game.winner == 0 and game.hands[0].end_reason == "weis"


def test_the_migration_leaves_a_newer_option_alone() -> None:
    raw = {"version": 1, "options": {"target": 40, "stoeck_claim": "held"}, "hands": [{}]}
    migrated = JassGame.migrate(raw)
    assert migrated["version"] == 2 and migrated["options"]["stoeck_claim"] == "held"
    assert migrated["hands"] == [{"stoeck_claimed": False}]
    assert raw["version"] == 1  # the caller's document is not changed


# ---------------------------------------------------------------------- property


def _claimable(game: JassGame) -> bool:
    """Brute force: would the held rule claim Stöck right now? (Engine internals unused.)"""
    if game.phase != "play" or game.target is None:
        return False
    hand = game.hands[-1]
    if hand.contract not in ("H", "D", "S", "C") or hand.stoeck_seat is not None:
        return False
    pair = stoeck_cards(hand.contract)
    played = {c for t in hand.tricks for c in t.cards}
    for seat in range(4):
        if pair <= set(hand.cards[seat]) and not pair & played:
            team = team_of(seat)
            return game.scores[team] + STOECK_POINTS * hand.multiplier >= game.target
    return False


@given(
    seed=st.integers(0, 2**31),
    target=st.integers(20, 700),
    preset=st.sampled_from(["pagat-3000", "schieber-1000", "swisslos-2500"]),
    rng=st.randoms(use_true_random=False),
)
def test_held_claims_at_the_first_moment_and_never_later(
    seed: int, target: int, preset: str, rng: random.Random
) -> None:
    game = JassGame.new(preset, seed, target=target, stoeck_claim="held")
    while game.phase != "game_over":
        assert not _claimable(game)  # a claim is never left waiting
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
    assert game.winner is not None and game.scores[game.winner] >= target
    for hand in game.hands:
        points = hand.trick_points[0] + hand.weis[0] + hand.stoeck[0]
        assert hand.points[0] == points * hand.multiplier
        assert sum(hand.stoeck) in (0, STOECK_POINTS)  # never scored twice
    last = game.hands[-1]
    if last.stoeck_claimed:
        assert last.end_reason == "stoeck" and last.stoeck_seat is not None
        pair = stoeck_cards(last.contract)
        assert not pair & {c for t in last.tricks for c in t.cards}
        before = game.scores[game.winner] - STOECK_POINTS * last.multiplier
        assert before < target
    assert not any(h.stoeck_claimed for h in game.hands[:-1])
    assert JassGame.from_json(game.to_json()) == game
