"""The Jass state machine: presets, deal and turn order, schieben, Stöck, scoring, game end."""

from __future__ import annotations

import random

import pytest

from jass_tui.state import IllegalAction, JassGame, describe_action
from tests.jass.helpers import ALL_HEARTS_DEAL, legal, play
from tests.jass.test_weis import WEIS_DEAL

PRESETS = ["schieber-1000", "pagat-3000", "swisslos-2500", "tournament"]


def _random_hand(game: JassGame, rng: random.Random) -> None:
    """Random legal play until the current hand is over (or the game)."""
    number = game.hand_number
    while game.phase != "game_over" and game.hand_number == number:
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])


# ----------------------------------------------------------------- presets and options


def test_unknown_preset_and_option() -> None:
    with pytest.raises(ValueError, match="unknown Jass preset 'bogus'"):
        JassGame.new("bogus")
    with pytest.raises(ValueError, match="unknown Jass option 'speed'"):
        JassGame.new(speed=3)
    with pytest.raises(ValueError, match="no target"):
        JassGame.new("tournament", target=1000)
    with pytest.raises(ValueError, match="only to the tournament"):
        JassGame.new("schieber-1000", hands=5)
    with pytest.raises(ValueError, match="positive whole number"):
        JassGame.new(target=0)


def test_options_are_resolved_and_exposed() -> None:
    game = JassGame.new("pagat-3000", seed=3, target=1500, multipliers=False)
    assert game.preset == "pagat-3000"
    assert game.options == {
        "target": 1500,
        "hands": None,
        "multipliers": False,
        "stoeck_claim": "held",
    }
    assert JassGame.new("tournament", seed=1).options["hands"] == 12
    assert JassGame.new(seed=1).options["target"] == 1000  # schieber-1000 is the default


def test_every_game_has_a_seed_and_seeds_reproduce() -> None:
    game = JassGame.new()
    assert isinstance(game.seed, int)
    a, b = JassGame.new(seed=42), JassGame.new(seed=42)
    assert a.hands[0].cards == b.hands[0].cards
    assert JassGame.new(seed=43).hands[0].cards != a.hands[0].cards


def test_contract_actions_in_stable_order() -> None:
    game = JassGame.new(seed=1)
    assert game.phase == "contract"
    assert legal(game) == ["trump H", "trump D", "trump S", "trump C", "obe", "une", "push"]


# ----------------------------------------------------------------- 1.2 deal and turn order


@pytest.mark.parametrize(("preset", "card"), [("schieber-1000", "H7"), ("pagat-3000", "C7")])
def test_opening_card_holder_is_first_forehand(preset: str, card: str) -> None:
    for seed in range(8):
        game = JassGame.new(preset, seed=seed)
        hand = game.hands[0]
        assert card in hand.cards[hand.forehand]
        assert hand.dealer == (hand.forehand - 1) % 4
        assert game.to_move == hand.forehand


def test_nine_cards_each_36_in_all() -> None:
    hand = JassGame.new(seed=9).hands[0]
    assert [len(c) for c in hand.cards] == [9, 9, 9, 9]
    assert len({c for cards in hand.cards for c in cards}) == 36


def test_from_deal_forehand_is_seat_after_dealer() -> None:
    game = JassGame.from_deal(WEIS_DEAL, dealer=1)
    assert game.hands[0].forehand == 2
    assert game.to_move == 2


def test_deal_passes_to_the_right_each_hand() -> None:
    game = JassGame.from_deal(WEIS_DEAL, dealer=1, seed=5, target=100_000)
    rng = random.Random(5)
    for _ in range(5):
        _random_hand(game, rng)
    dealers = [h.dealer for h in game.hands]
    assert dealers == [1, 2, 3, 0, 1, 2]
    assert all(h.forehand == (h.dealer + 1) % 4 for h in game.hands)


def test_later_hands_reproducible_from_seed() -> None:
    games = [JassGame.new(seed=11, target=100_000) for _ in range(2)]
    for game in games:
        rng = random.Random(0)
        _random_hand(game, rng)
    assert games[0].hands[1].cards == games[1].hands[1].cards


# ----------------------------------------------------------------- 1.3 schieben


def test_push_partner_chooses_forehand_leads() -> None:
    game = JassGame.from_deal(WEIS_DEAL, dealer=3, preset="tournament")
    game.apply("push")
    assert game.to_move == 2
    assert "push" not in legal(game)
    with pytest.raises(IllegalAction, match="cannot push back"):
        game.apply("push")
    game.apply("obe")
    hand = game.hands[-1]
    assert (hand.pushed, hand.chooser, hand.contract) == (True, 2, "obe")
    assert game.to_move == 0
    assert game.phase == "play"


def test_forehand_chooses_directly() -> None:
    game = JassGame.from_deal(WEIS_DEAL, dealer=3, preset="tournament")
    game.apply("une")
    hand = game.hands[-1]
    assert (hand.pushed, hand.chooser, hand.contract) == (False, 0, "une")


# ----------------------------------------------------------------- 1.7 Stöck


def test_stoeck_when_second_of_king_and_queen_is_played() -> None:
    game = JassGame.from_deal(WEIS_DEAL, dealer=3, seed=1)
    play(game, "trump S", "play C6", "play C7", "play C9", "play CT", "play DA", "play D6")
    play(game, "play D7", "play SK")
    assert game.hands[-1].stoeck == (0, 0)
    before = game.scores
    play(game, "play SQ")  # North's second Stöck card, first card of the trick
    assert game.scores == (before[0] + 20, before[1])
    assert game.hands[-1].stoeck_seat == 2


def test_no_stoeck_for_split_king_and_queen() -> None:
    deal = [list(h) for h in WEIS_DEAL]
    # Give West the spade queen, North the spade ace instead.
    deal[2][deal[2].index("SQ")] = "SA"
    deal[3][deal[3].index("SA")] = "SQ"
    game = JassGame.from_deal(deal, dealer=3, seed=1)
    game.apply("trump S")
    rng = random.Random(2)
    _random_hand(game, rng)
    assert game.hands[0].stoeck == (0, 0)


@pytest.mark.parametrize("contract", ["obe", "une"])
def test_no_stoeck_in_obenabe_or_undenufe(contract: str) -> None:
    game = JassGame.from_deal(ALL_HEARTS_DEAL, dealer=3, seed=1)
    game.apply(contract)
    _random_hand(game, random.Random(1))
    assert game.hands[0].stoeck == (0, 0)


# ----------------------------------------------------------------- 1.8 scoring


def _all_hearts(contract: str, preset: str = "schieber-1000", **options: object) -> JassGame:
    game = JassGame.from_deal(ALL_HEARTS_DEAL, dealer=3, preset=preset, seed=1, **options)
    game.apply(contract)
    order = "AKQJT9876" if contract != "une" else "6789TJQKA"
    for rank in order:
        play(game, f"play H{rank}")
        for _ in range(3):
            if legal(game) == ["weis", "noweis"]:
                game.apply("noweis")
            game.apply(game.legal_actions()[0])
    return game


def test_match_all_nine_tricks_257() -> None:
    hand = _all_hearts("obe").hands[0]
    assert hand.trick_points == (257, 0)
    assert hand.match == 0
    assert hand.points == (257, 0)


def test_match_with_trump_and_stoeck() -> None:
    hand = _all_hearts("trump H").hands[0]
    assert hand.trick_points == (257, 0)
    assert hand.stoeck == (20, 0)
    assert hand.points == (277, 0)


def test_tournament_no_match_no_stoeck() -> None:
    hand = _all_hearts("trump H", "tournament").hands[0]
    assert hand.trick_points == (157, 0)
    assert hand.match is None
    assert hand.points == (157, 0)


@pytest.mark.parametrize(
    ("preset", "contract", "multiplier"),
    [
        ("pagat-3000", "trump H", 2),
        ("pagat-3000", "obe", 3),
        ("pagat-3000", "une", 4),
        ("swisslos-2500", "trump H", 1),
        ("swisslos-2500", "obe", 3),
        ("swisslos-2500", "une", 3),
        ("schieber-1000", "une", 1),
    ],
)
def test_multipliers(preset: str, contract: str, multiplier: int) -> None:
    game = _all_hearts(contract, preset)
    hand = game.hands[0]
    stoeck = 20 if contract.startswith("trump") else 0
    assert hand.multiplier == multiplier
    assert hand.points == ((257 + stoeck) * multiplier, 0)
    assert game.scores == hand.points


def test_multipliers_off() -> None:
    hand = _all_hearts("une", "pagat-3000", multipliers=False).hands[0]
    assert hand.multiplier == 1
    assert hand.points == (257, 0)


@pytest.mark.parametrize(("preset", "suit", "multiplier"), [("swisslos-2500", "S", 2)])
def test_black_suit_multiplier(preset: str, suit: str, multiplier: int) -> None:
    game = JassGame.from_deal(ALL_HEARTS_DEAL, dealer=3, preset=preset, seed=1)
    game.apply(f"trump {suit}")
    assert game.hands[0].multiplier == multiplier


def test_last_trick_bonus_and_157() -> None:
    for seed in range(6):
        game = JassGame.new("tournament", seed=seed)
        _random_hand(game, random.Random(seed))
        hand = game.hands[0]
        assert hand.finished
        assert sum(hand.trick_points) == 157
        last = hand.tricks[-1]
        assert last.winner is not None


def test_undenufe_ace_high_values_in_pagat() -> None:
    # Une, South leads all his hearts low to high and takes all: card points still 152.
    assert _all_hearts("une", "pagat-3000").hands[0].trick_points == (257, 0)


# ----------------------------------------------------------------- 1.9 end of the game


def test_game_ends_at_stoeck_mid_trick() -> None:
    game = JassGame.from_deal(WEIS_DEAL, dealer=3, seed=1, target=30)
    play(game, "trump S", "play C6", "play C7", "play C9", "play CT")  # West 10
    play(game, "play DA", "play D6", "play D7", "play SK")  # North 15
    assert game.scores == (15, 10) and game.phase == "play"
    play(game, "play SQ")  # Stöck: 35
    assert game.phase == "game_over"
    assert game.winner == 0
    assert game.to_move is None
    assert game.scores == (35, 10)
    hand = game.hands[-1]
    assert hand.tricks[-1].cards == ("SQ",) and hand.tricks[-1].winner is None
    assert hand.ended_game and hand.end_reason == "stoeck" and not hand.finished
    with pytest.raises(IllegalAction, match="the game is over"):
        game.apply("play D9")
    assert game.legal_actions() == []


def test_weis_counts_before_the_first_tricks_points() -> None:
    # North takes the first trick with 21 points, but East-West's Weis (50) reach the
    # target of 20 first: "Stöck, Wys, Stich".
    game = JassGame.from_deal(WEIS_DEAL, dealer=3, seed=1, target=20)
    play(game, "trump S", "play C6", "play C7", "play CA", "play CT", weis="weis")
    assert game.phase == "game_over"
    assert game.winner == 1
    hand = game.hands[-1]
    assert hand.end_reason == "weis"
    assert hand.trick_points == (0, 0)
    assert game.scores == (0, 50)
    assert hand.tricks[0].winner == 2  # the trick is complete; its points never counted


def test_trick_points_end_the_game() -> None:
    game = JassGame.from_deal(WEIS_DEAL, dealer=3, seed=1, target=20)
    play(game, "trump S", "play C6", "play C7", "play CA", "play CT", weis="noweis")
    assert game.phase == "game_over"
    assert game.winner == 0
    assert game.scores == (21, 0)
    assert game.hands[-1].end_reason == "trick"


def test_game_continues_below_target() -> None:
    game = JassGame.from_deal(WEIS_DEAL, dealer=3, seed=1, target=22)
    play(game, "trump S", "play C6", "play C7", "play CA", "play CT", weis="noweis")
    assert game.phase == "play"
    assert game.to_move == 2


@pytest.mark.parametrize("preset", PRESETS)
def test_every_preset_plays_to_a_winner(preset: str) -> None:
    game = JassGame.new(preset, seed=7)
    rng = random.Random(7)
    while game.phase != "game_over":
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
    assert game.winner in (0, 1)
    assert game.to_move is None
    if preset == "tournament":
        assert game.hand_number >= 12
        assert all(h.finished for h in game.hands)
    else:
        target = game.options["target"]
        assert isinstance(target, int)
        assert game.scores[game.winner] >= target
        assert game.scores[1 - game.winner] < target
    assert game.scores == tuple(sum(h.points[t] for h in game.hands) for t in (0, 1))


def test_tournament_plays_fixed_hands_higher_total_wins() -> None:
    game = JassGame.new("tournament", seed=2, hands=3)
    rng = random.Random(2)
    while game.phase != "game_over":
        _random_hand(game, rng)
    assert game.hand_number == 3  # 3 × 157 is odd: never a tie
    assert game.winner == (0 if game.scores[0] > game.scores[1] else 1)


def test_tournament_tie_plays_another_hand() -> None:
    # Find a seeded two-hand tournament that ties after hand 2 (157:157).
    for seed in range(2000):
        game = JassGame.new("tournament", seed=seed, hands=2)
        rng = random.Random(seed)
        _random_hand(game, rng)
        _random_hand(game, rng)
        if game.scores[0] == game.scores[1]:
            break
    else:
        pytest.fail("no tie found")
    assert game.phase == "contract"
    assert game.hand_number == 3
    _random_hand(game, rng)
    assert game.phase == "game_over"
    assert game.winner is not None


# ----------------------------------------------------------------- bad input


@pytest.mark.parametrize(
    ("action", "message"),
    [
        ("play XX", "'XX' is not a card"),
        ("trump Z", "'Z' is not a suit"),
        ("", "the action is empty"),
        ("   ", "the action is empty"),
        ("dance", "'dance' is not a Jass action"),
        ("play H2", "not a Jass card"),
        ("play", "say which one card"),
        (None, "is not a Jass action"),
        (5, "is not a Jass action"),
    ],
)
def test_malformed_actions(action: object, message: str) -> None:
    game = JassGame.from_deal(WEIS_DEAL, dealer=3, seed=1)
    before = game.to_json()
    with pytest.raises(IllegalAction, match=message):
        game.apply(action)
    game.apply("trump S")
    game.apply("noweis")
    during = game.to_json()
    with pytest.raises(IllegalAction, match=message):
        game.apply(action)
    assert game.to_json() == during
    assert before != during


def test_card_not_in_hand_and_wrong_phase() -> None:
    game = JassGame.from_deal(WEIS_DEAL, dealer=3, seed=1)
    with pytest.raises(IllegalAction, match="choose the contract first"):
        game.apply("play C6")
    assert game.legal_reason("C6") == "choose the contract first"
    play(game, "trump S", weis="noweis")
    game.apply("noweis")
    with pytest.raises(IllegalAction, match="you do not hold the ace of spades"):
        game.apply("play SA")
    assert game.legal_reason("SA") == "you do not hold the ace of spades"
    with pytest.raises(IllegalAction, match="contract is already chosen"):
        game.apply("obe")


def test_lenient_text_is_accepted() -> None:
    game = JassGame.from_deal(WEIS_DEAL, dealer=3, seed=1)
    game.apply("  Trump  s ")
    game.apply("NOWEIS")
    game.apply("play c6")
    assert game.hands[0].actions == ("trump S", "noweis", "play C6")


def test_legal_reason_is_none_exactly_for_legal_cards() -> None:
    game = JassGame.new("tournament", seed=4)
    rng = random.Random(4)
    game.apply("trump D")
    while game.phase == "play" and game.hand_number == 1:
        seat = game.to_move
        assert seat is not None
        allowed = {a.card for a in game.legal_actions()}
        for card in game.held(seat):
            assert (game.legal_reason(card) is None) == (card in allowed)
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])


# ----------------------------------------------------------------- records and views


def test_trick_in_progress_is_last_with_no_winner() -> None:
    game = JassGame.from_deal(WEIS_DEAL, dealer=3, seed=1)
    play(game, "trump S", "play C6", weis="noweis")
    tricks = game.hands[-1].tricks
    assert len(tricks) == 1
    assert tricks[0].leader == 0 and tricks[0].cards == ("C6",) and tricks[0].winner is None


def test_view_hides_other_hands() -> None:
    game = JassGame.new("tournament", seed=3)
    game.apply(game.legal_actions()[0])
    for seat in range(4):
        view = game.view(seat)
        assert view.hand == game.held(seat)
        text = view.model_dump_json()
        for other in range(4):
            if other != seat:
                assert not any(f'"{c}"' in text for c in game.held(other))
        assert not {"cards", "hands", "held"} & set(type(view).model_fields)


def test_view_stoeck_seat_only_once_scored_and_history() -> None:
    game = JassGame.from_deal(WEIS_DEAL, dealer=3, seed=1)
    play(game, "trump S", "play C6", "play C7", "play C9", "play CT", weis="weis")
    play(game, "play DA", "play D6", "play D7", "play SK")
    assert game.view(0).stoeck_seat is None
    play(game, "play SQ")
    view = game.view(1)
    assert view.stoeck_seat == 2
    assert "weis" not in view.history and view.history[0] == "trump S"
    assert view.cards_played >= {"C6", "C7", "DA", "SQ"}


def test_describe_action() -> None:
    assert describe_action("play HJ") == "plays the jack of hearts"
    assert describe_action("trump H") == "chooses hearts as trump"
    assert describe_action("obe") == "chooses Obenabe"
    assert describe_action("push") == "pushes"
    assert describe_action("weis") == "declares Weis"
    assert describe_action("nonsense") == "nonsense"


def test_from_deal_accepts_the_tournament_length_option() -> None:
    game = JassGame.from_deal(WEIS_DEAL, 0, "tournament", seed=1, hands=2)
    assert game.options["hands"] == 2
    assert game.to_move == 1
