"""RULES.md 1.6: Weis points, best split, comparison, team scoring and the Weis question."""

from __future__ import annotations

import pytest

from jass_tui.state import IllegalAction, JassGame
from jass_tui.weis import Weis, best_weis_seat, find_weis
from tests.jass.helpers import cards_of, legal, play


def _points(cards: list[str], **kw: object) -> list[int]:
    return [w.points for w in find_weis(cards, **kw)]  # type: ignore[arg-type]


FILLER = ["SA", "D7", "C9", "DJ"]  # no sequence or quartet with the test cards


@pytest.mark.parametrize(("length", "points"), [(3, 20), (4, 50), (5, 100)])
def test_short_sequences(length: int, points: int) -> None:
    run = ["H" + r for r in "6789T"[:length]]
    assert _points(run + FILLER) == [points]


@pytest.mark.parametrize(("length", "graded"), [(6, 150), (7, 200), (8, 250), (9, 300)])
def test_long_sequences_graded(length: int, graded: int) -> None:
    run = ["H" + r for r in "6789TJQKA"[:length]]
    assert _points(run, long_sequences="graded") == [graded]


@pytest.mark.parametrize("length", [6, 7, 8, 9])
def test_long_sequences_flat_are_100(length: int) -> None:
    run = ["C" + r for r in "6789TJQKA"[:length]]
    weis = find_weis(run, long_sequences="flat")
    assert [(w.points, len(w.cards)) for w in weis] == [(100, length)]


def test_a_run_is_one_sequence_and_is_never_cut_in_two() -> None:
    # Eight in a row is "a sequence of 8" (flat: 100), not a 5 and a 3 (120): a run of
    # cards is declared whole; only a card taken by a quartet can separate two runs.
    run = ["C" + r for r in "6789TJQK"]
    assert _points(run, long_sequences="flat") == [100]


@pytest.mark.parametrize(("rank", "points"), [("J", 200), ("A", 100), ("K", 100), ("Q", 100)])
def test_quartets(rank: str, points: int) -> None:
    assert _points(
        [s + rank for s in "SHDC"] + ["S6", "H8", "DT", "CQ" if rank != "Q" else "CK"]
    ) == [points]


def test_four_tens() -> None:
    assert _points(["ST", "HT", "DT", "CT", "S6", "H8", "DQ", "CA"]) == [100]


def test_four_nines_option() -> None:
    nines = ["S9", "H9", "D9", "C9", "S6", "H7", "DQ", "CA"]
    assert _points(nines, four_nines=True) == [150]
    assert _points(nines, four_nines=False) == []


def test_low_quartets_are_no_weis() -> None:
    for rank in "678":
        assert _points([s + rank for s in "SHDC"] + ["SQ", "HA"]) == []


def test_sequences_use_natural_order_whatever_the_contract() -> None:
    # J-T-9 of trumps is a sequence; J-9-A (trump order) is not.
    assert _points(["HJ", "HT", "H9", "SA", "D7"], contract="H") == [20]
    assert _points(["HJ", "H9", "HA", "S7", "D7"], contract="H") == []
    assert _points(["H6", "H7", "H8", "S7", "D9"], contract="une") == [20]


def test_describe() -> None:
    four = find_weis(["SJ", "HJ", "DJ", "CJ"])[0]
    seq = find_weis(["HK", "HQ", "HJ", "HT"])[0]
    assert four.describe() == "four jacks (200)"
    assert seq.describe() == "sequence of 4 to the king of hearts (50)"


def test_best_split_quartet_against_sequence() -> None:
    # The jack of hearts could be in four jacks or in T-J-Q-K of hearts: four jacks (200)
    # beat the sequence (50), and T-Q-K without the jack is no sequence.
    cards = ["SJ", "HJ", "DJ", "CJ", "HT", "HQ", "HK", "S6", "D8"]
    weis = find_weis(cards)
    assert [w.describe() for w in weis] == ["four jacks (200)"]


def test_best_split_uses_both_when_points_add_up() -> None:
    # Four tens + 6-7-8-9 of hearts (150) against 6…J of hearts: flat 100 → the split.
    cards = ["H6", "H7", "H8", "H9", "HT", "HJ", "ST", "DT", "CT"]
    flat = find_weis(cards, long_sequences="flat")
    assert sorted(w.points for w in flat) == [50, 100]
    # Graded: 150 against 150 — a tie on points; the best single Weis (sequence of 6,
    # 150) beats the best of the split (four tens, 100).
    graded = find_weis(cards, long_sequences="graded")
    assert [(w.kind, w.points) for w in graded] == [("sequence", 150)]


def test_best_split_prefers_more_cards_on_a_tie() -> None:
    run = ["S" + r for r in "6789TJ"]
    weis = find_weis([*run, "H6", "DA", "C8"], long_sequences="flat")
    assert [len(w.cards) for w in weis] == [6]


# ----------------------------------------------------------------- comparison


def _one(cards: list[str], contract: str | None = None, **kw: object) -> Weis:
    found = find_weis(cards, contract, **kw)  # type: ignore[arg-type]
    assert len(found) == 1
    return found[0]


def _winner(a: Weis, b: Weis, contract: str | None, leader: int = 0) -> int | None:
    """Seat 0 declares ``a``, seat 1 ``b``; who has the better Weis?"""
    return best_weis_seat([[a], [b], [], []], contract, leader)


def test_more_points_wins() -> None:
    assert _winner(_one(["H6", "H7", "H8"]), _one(["S6", "S7", "S8", "S9"]), "C") == 1


def test_equal_points_quartet_beats_sequence() -> None:
    nines = _one(["S9", "H9", "D9", "C9"])
    seq6 = _one(["D" + r for r in "9TJQKA"], long_sequences="graded")
    assert seq6.points == nines.points == 150
    assert _winner(seq6, nines, "C") == 1
    assert _winner(nines, seq6, "C") == 0


def test_equal_points_longer_sequence_beats_shorter() -> None:
    six = _one(["S" + r for r in "6789TJ"], long_sequences="flat")
    five = _one(["H" + r for r in "TJQKA"], long_sequences="flat")
    assert six.points == five.points == 100
    assert _winner(five, six, "C") == 1


def test_higher_top_card_wins() -> None:
    assert _winner(_one(["S7", "S8", "S9"]), _one(["HJ", "HQ", "HK"]), "obe") == 1
    aces = _one(["SA", "HA", "DA", "CA"])
    kings = _one(["SK", "HK", "DK", "CK"])
    assert _winner(aces, kings, "obe") == 0


def test_undenufe_reverses_the_top_card() -> None:
    low = _one(["S6", "S7", "S8"], "une")
    high = _one(["HQ", "HK", "HA"], "une")
    assert _winner(high, low, "une") == 1
    aces = _one(["SA", "HA", "DA", "CA"], "une")
    kings = _one(["SK", "HK", "DK", "CK"], "une")
    assert _winner(aces, kings, "une") == 1


def test_trump_sequence_wins_a_tie() -> None:
    hearts = _one(["H6", "H7", "H8"], "H")
    spades = _one(["S6", "S7", "S8"], "H")
    assert _winner(spades, hearts, "H") == 1
    assert _winner(hearts, spades, "H") == 0


def test_earlier_player_in_first_trick_wins_a_full_tie() -> None:
    a = _one(["S6", "S7", "S8"], "H")
    b = _one(["D6", "D7", "D8"], "H")
    assert _winner(a, b, "H", leader=0) == 0
    assert _winner(a, b, "H", leader=1) == 1


# ----------------------------------------------------------------- in a game

# South H6-7-8 (20), East T-J-Q-K of hearts (50), North J-Q-K of spades (20) and the
# Stöck with spades trump, West no Weis.
WEIS_DEAL = [
    cards_of("H6", "H7", "H8", "S6", "S8", "D6", "D8", "C6", "C8"),
    cards_of("HT", "HJ", "HQ", "HK", "S7", "S9", "D7", "D9", "C7"),
    cards_of("SJ", "SQ", "SK", "H9", "DT", "DQ", "C9", "CJ", "CA"),
    cards_of("HA", "ST", "SA", "DJ", "DK", "DA", "CT", "CQ", "CK"),
]


def _weis_game(preset: str = "schieber-1000") -> JassGame:
    game = JassGame.from_deal(WEIS_DEAL, dealer=3, preset=preset)
    game.apply("trump S")
    return game


def test_weis_question_before_first_card_only_when_holding_weis() -> None:
    game = _weis_game()
    assert legal(game) == ["weis", "noweis"]
    assert [w.describe() for w in game.pending_weis(0)] == [
        "sequence of 3 to the eight of hearts (20)"
    ]
    with pytest.raises(IllegalAction, match="Weis"):
        game.apply("play C6")
    game.apply("weis")
    assert "play C6" in legal(game)
    play(game, "play C6")
    assert legal(game) == ["weis", "noweis"]  # East
    play(game, "play C7", weis="weis")
    play(game, "play C9", weis="weis")
    assert game.to_move == 3 and "weis" not in legal(game)  # West holds none
    with pytest.raises(IllegalAction, match="no Weis"):
        game.apply("weis")


def test_only_best_team_scores_all_its_weis_credited_after_first_trick() -> None:
    game = _weis_game()
    play(game, "play C6", "play C7", "play C9", weis="weis")
    assert game.scores == (0, 0)
    assert game.hands[-1].weis == (0, 0)
    play(game, "play CT")
    hand = game.hands[-1]
    # East's 50 beats both 20s of South and North: team 1 scores its Weis, team 0 none.
    assert hand.weis == (0, 50)
    assert hand.weis_winner == 1
    assert hand.trick_points == (0, 10)
    assert game.scores == (0, 60)


def test_winning_team_scores_both_partners_weis() -> None:
    game = _weis_game()
    play(game, "play C6", weis="weis")
    play(game, "play C7", weis="noweis")  # East keeps his 50 secret
    play(game, "play C9", "play CT", weis="weis")
    assert game.hands[-1].weis == (40, 0)
    assert game.scores == (40, 10)


def test_declaring_is_optional() -> None:
    game = _weis_game()
    play(game, "play C6", "play C7", "play C9", "play CT", weis="noweis")
    assert game.hands[-1].weis == (0, 0)
    assert game.scores == (0, 10)


def test_weis_visible_to_others_only_after_first_trick() -> None:
    game = _weis_game()
    play(game, "play C6", weis="weis")
    assert game.view(0).declared_weis[0] != ()
    assert game.view(1).declared_weis[0] == ()
    play(game, "play C7", "play C9", "play CT", weis="weis")
    assert game.view(3).declared_weis[1][0].points == 50
    assert game.view(3).declared_weis[0][0].points == 20


def test_no_weis_question_in_tournament() -> None:
    game = _weis_game("tournament")
    assert "weis" not in legal(game)
    assert game.pending_weis(0) == []


def test_stoeck_independent_of_losing_weis() -> None:
    game = _weis_game()
    play(game, "play C6", "play C7", "play C9", "play CT", weis="weis")
    # West leads; North (Stöck holder, spades trump) plays the king and later the queen.
    play(game, "play DA", "play D6", "play D7", "play SK")
    assert game.hands[-1].stoeck == (0, 0)
    trick = game.hands[-1].tricks[-2]
    assert trick.winner == 2
    play(game, "play SQ")
    hand = game.hands[-1]
    assert hand.stoeck == (20, 0)
    assert hand.stoeck_seat == 2
    assert hand.weis == (0, 50)
