"""The normal bots of the Jass variants decide as a club player would (hand-made
positions), and what they infer from play follows each game's own rules."""

from __future__ import annotations

import random

import pytest

from jass_tui.bots import coiffeur as coiffeur_bots
from jass_tui.bots import differenzler as differenzler_bots
from jass_tui.bots import molotow as molotow_bots
from jass_tui.bots.solo_state import SoloState, sample_world
from jass_tui.coiffeur import CoiffeurGame
from jass_tui.coiffeur_presets import cell_modes, cell_row
from jass_tui.differenzler import DifferenzlerGame
from jass_tui.molotow import MolotowGame
from jass_tui.rules import SUIT_CARDS, free_trump_shown_missing, shown_missing
from shared.cards import JASS_RANKS
from tests.bots.helpers import bot_move, complete_deal
from tests.differenzler.helpers import FOLLOW_DEAL, seed_with_trump
from tests.molotow.helpers import DEAL as MOLOTOW_DEAL
from tests.molotow.helpers import play as molotow_play

# ------------------------------------------------------------------ Coiffeur: the cell

STRONG_HEARTS = ["HJ", "H9", "HA", "HK", "HQ", "H6", "SA", "DA", "CA"]
WEAK = ["S7", "S8", "H7", "H8", "DT", "DQ", "D9", "CT", "CQ"]
FAIR_CLUBS = ["CJ", "C9", "CA", "C7", "SK", "S8", "H7", "DT", "D8"]


def _coiffeur_choice(hand: list[str], preset: str = "coiffeur-8") -> str:
    """What the normal bot chooses as forehand (South) holding ``hand``, board empty."""
    game = CoiffeurGame.from_deal(complete_deal([hand, [], [], []], JASS_RANKS), 3, preset)
    assert game.to_move == 0
    action = bot_move(game, coiffeur_bots.NormalCoiffeurBot(seed=0))
    return action.contract or action.kind


@pytest.mark.parametrize("preset", ["coiffeur-8", "coiffeur-10"])
def test_a_strong_trump_hand_goes_into_a_high_multiplier_cell(preset: str) -> None:
    cell = _coiffeur_choice(STRONG_HEARTS, preset)
    multipliers = dict(CoiffeurGame.new(preset=preset, seed=1).settings.preset.rows)
    assert set(cell_modes(cell)) == {"H"}
    assert multipliers[cell_row(cell)] >= 4


def test_a_weak_hand_is_pushed_once_the_cheap_row_is_played() -> None:
    # With the ×1 row still open a weak hand may as well fill it; once it is played the
    # weak hand would lose too much against any other row's par: push.
    game = CoiffeurGame.from_deal(complete_deal([WEAK, [], [], []], JASS_RANKS), 3)
    view = game.view(0)
    open_rows = (view.open_rows[0][1:], view.open_rows[1])
    assert view.open_rows[0][0] == "S"
    view = view.model_copy(update={"open_rows": open_rows})
    legal = [a for a in game.legal_actions() if a != "trump S"]
    bot = coiffeur_bots.NormalCoiffeurBot(seed=0)
    assert bot.choose(view, legal) == "push"
    assert _coiffeur_choice(WEAK) == "S"


def test_a_fair_hand_takes_its_own_row_and_keeps_the_jokers_for_later() -> None:
    cell = _coiffeur_choice(FAIR_CLUBS)
    assert cell == "C"


def test_the_cell_values_weigh_the_multiplier_against_the_rows_par() -> None:
    values = coiffeur_bots.cell_values(
        STRONG_HEARTS,
        ["H", "S", "joker2:H"],
        {
            "H": 4,
            "S": 1,
            "joker2": 8,
        },
    )
    assert values["joker2:H"] > values["H"] > values["S"]
    # The same strength is worth twice as much over par in a row counting twice as much.
    raw = coiffeur_bots.expected_raw(STRONG_HEARTS, "H")
    assert values["H"] == pytest.approx(4 * (raw - coiffeur_bots.ROW_PAR["H"]))


def test_a_push_that_would_go_round_to_nobody_is_never_made() -> None:
    # All three others pushed: forehand must choose, the bot does, even with a weak hand.
    game = CoiffeurGame.from_deal(complete_deal([WEAK, [], [], []], JASS_RANKS), 3)
    for _ in range(4):
        game.apply("push")
    assert game.to_move == 0 and "push" not in game.legal_actions()
    action = bot_move(game, coiffeur_bots.NormalCoiffeurBot(seed=0))
    assert action.kind == "contract"


# ------------------------------------------------------------------ Differenzler


def test_a_strong_hand_predicts_many_points_and_a_weak_one_few() -> None:
    strong = differenzler_bots.predict(["HJ", "H9", "HA", "HK", "SA", "SK", "DA", "CA", "CK"], "H")
    weak = differenzler_bots.predict(["S6", "S7", "D6", "D7", "D8", "C6", "C7", "C8", "H6"], "H")
    middling = differenzler_bots.predict(
        ["H8", "H7", "SA", "S9", "DQ", "D7", "CK", "C9", "C6"], "H"
    )
    assert strong >= 75
    assert weak <= 15
    assert weak < middling < strong


def _differenzler(target_east: int) -> DifferenzlerGame:
    """North leads the ten of clubs, West and South follow; East, last, holds the queen and
    the six (ace and king are out: the queen takes this trick but hardly a later one)."""
    deal = complete_deal(
        [["C9", "CA"], ["CQ", "C6"], ["CT", "CK"], ["C8"]],
        JASS_RANKS,
        avoid={1: "CH", 2: "C", 3: "C"},
    )
    game = DifferenzlerGame.from_deal(deal, 1, seed=seed_with_trump("H"))
    for seat in (2, 3, 0, 1):  # forehand North predicts first
        assert game.to_move == seat
        game.apply(f"predict {target_east if seat == 1 else 30}")
    for card in ("CT", "C8", "C9"):
        game.apply(f"play {card}")
    assert game.to_move == 1
    return game


def test_differenzler_takes_a_trick_it_needs_and_ducks_one_it_does_not() -> None:
    bot = differenzler_bots.NormalDifferenzlerBot(seed=0)
    assert bot_move(_differenzler(100), bot) == "play CQ"
    assert bot_move(_differenzler(0), bot) == "play C6"


def test_undertrumping_proves_nothing_about_the_led_suit() -> None:
    # Hearts trump. South leads the ace of clubs; East trumps with the nine though he holds
    # the king of clubs; North undertrumps with the six though he holds the queen. West
    # follows. Then East leads a diamond: West and South, without diamonds, discard.
    game = DifferenzlerGame.from_deal(FOLLOW_DEAL, 3, seed=seed_with_trump("H"))
    for _ in range(4):
        game.apply("predict 40")
    for card in ("CA", "H9", "H6", "C9", "D6", "DA", "CT", "S8"):
        game.apply(f"play {card}")
    state = differenzler_bots.state_from_view(game.view(0))
    clubs = SUIT_CARDS["C"]
    assert not state.excluded[1] & clubs and not state.excluded[2] & clubs
    assert "C" not in state.voids[1] and "C" not in state.voids[2]
    assert SUIT_CARDS["D"] <= state.excluded[3] and "D" in state.voids[3]
    # Schieber's rule (no undertrumping but with nothing else) would have said: only trumps.
    assert free_trump_shown_missing("H6", ["CA", "H9"], "H") == frozenset()
    assert shown_missing("H6", ["CA", "H9"], "H") == frozenset(c for c in SUIT_CARDS["S"]) | (
        SUIT_CARDS["D"] | clubs
    )
    worlds = [sample_world(state, 0, random.Random(seed)) for seed in range(30)]
    assert any(set(w.hands[2]) & clubs for w in worlds)  # North may still hold a club
    assert all(not set(w.hands[3]) & SUIT_CARDS["D"] for w in worlds)


# ------------------------------------------------------------------ Molotow


def test_the_card_that_fixes_trump_proves_a_void_and_a_trump_on_a_lead_does_not() -> None:
    # South leads the king of spades, East follows, North (no spades) fixes hearts with the
    # ace, West follows. North leads the queen of diamonds and West trumps with the seven of
    # hearts though he holds the ace of diamonds.
    game = MolotowGame.from_deal(MOLOTOW_DEAL, 3)
    molotow_play(game, "play SK", "play S7", "play HA", "play S6", weis="weis")
    assert game.trump == "H"
    molotow_play(game, "play DQ", "play H7", "play D6", "play D7")
    state = molotow_bots.state_from_view(game.view(0))
    assert SUIT_CARDS["S"] <= state.excluded[2]
    assert "DA" not in state.excluded[3] and "D" not in state.voids[3]
    for seed in range(20):
        world = sample_world(state, 0, random.Random(seed))
        assert not set(world.hands[2]) & SUIT_CARDS["S"]
    # West declared 10-J-Q of spades: the cards he still holds stay with him.
    assert {"ST", "SJ", "SQ"} <= state.known[3]


def _molotow_last_to_play(east: list[str], led: list[str]) -> MolotowGame:
    """North leads ``led[0]``, West and South follow with ``led[1:]``; East plays last."""
    deal = complete_deal(
        [[led[2]], east, [led[0]], [led[1]]], JASS_RANKS, avoid={0: "S", 1: "S", 3: "S"}
    )
    game = MolotowGame.from_deal(deal, 1)
    molotow_play(game, *(f"play {c}" for c in led))
    if any(a.kind == "weis" for a in game.legal_actions()):
        game.apply("weis")
    assert game.to_move == 1
    return game


def test_molotow_ducks_under_the_winning_card_when_it_can() -> None:
    game = _molotow_last_to_play(["SA", "S7"], ["S6", "S8", "S9"])
    bot = molotow_bots.NormalMolotowBot(seed=0)
    assert bot_move(game, bot) == "play S7"


def test_molotow_unloads_its_highest_card_that_still_loses() -> None:
    game = _molotow_last_to_play(["SK", "S7", "SA"], ["S6", "S8", "SQ"])
    # The queen is winning: the ace or king would take it; the seven ducks.
    game2 = _molotow_last_to_play(["SJ", "S7", "SA"], ["S6", "S8", "SQ"])
    bot = molotow_bots.NormalMolotowBot(seed=0)
    assert bot_move(game, bot) == "play S7"
    assert bot_move(game2, bot) == "play SJ"  # the jack loses too and is the riskier card


def test_molotow_declares_its_weis() -> None:
    game = MolotowGame.from_deal(MOLOTOW_DEAL, 3)
    game.apply("play SK")
    game.apply("play S7")
    assert [str(a) for a in game.legal_actions()] == ["weis", "noweis"]
    assert bot_move(game, molotow_bots.NormalMolotowBot(seed=0)) == "weis"


def test_molotow_avoids_completing_a_table_weis_it_would_take() -> None:
    # Diamonds are trump. West led the seven of spades, North the eight, East discarded a
    # club. South takes the trick with either spade: the nine would complete 7-8-9 (a
    # table Weis of 20 for the winner), the jack costs 2 points and completes nothing.
    hands = [["S9", "SJ", "H6"], ["HA", "HK"], ["HQ", "HJ"], ["HT", "H9"]]
    state = SoloState(contract="D", hands=hands, leader=1, table_weis_on=True)
    state.trick = ["S7", "S8", "C6"]
    state.remaining -= set(state.trick)
    assert state.to_move == 0
    assert molotow_bots.choose_card(state, 0, ["S9", "SJ"]) == "SJ"
    state.table_weis_on = False  # the same position without table Weis: the nine is cheaper
    assert molotow_bots.choose_card(state, 0, ["S9", "SJ"]) == "S9"
