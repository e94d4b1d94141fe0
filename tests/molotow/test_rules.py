"""Molotow, RULES.md 3.3, rule by rule on one constructed deal (tests/molotow/helpers.py)."""

from __future__ import annotations

from typing import Any

import pytest

from jass_tui.molotow import MolotowGame, describe_action, table_weis
from jass_tui.rules import legal_cards
from shared.engine import IllegalAction, InvalidAction
from tests.molotow.helpers import DEAL, legal, play, play_hand


def dealt(**options: Any) -> MolotowGame:
    return MolotowGame.from_deal(DEAL, 3, seed=1, **options)


def test_a_hand_starts_without_trump_and_tricks_go_as_in_obenabe() -> None:
    game = dealt()
    assert game.phase == "play" and game.to_move == 0 and game.trump is None
    assert game.contract == "obe"
    assert game.view(1).trump is None and game.hands[0].trump is None
    play(game, "play D8")
    # No trump yet: follow suit as in Obenabe, nothing else.
    assert legal(game) == ["play DJ", "play D9", "play D7"]
    assert game.legal_reason("SA") == "you must follow diamonds"
    play(game, "play D9", "play DK", "play DA")
    trick = game.hands[0].tricks[0]
    assert trick.winner == 3  # the ace is highest, as in Obenabe
    assert game.trump is None  # everybody followed: still no trump
    # Provisional value with Obenabe points: 8 + 0 + 4 + 11.
    assert game.hands[0].taken == (0, 0, 0, 23)


def test_the_first_player_who_cannot_follow_fixes_trump_and_that_card_already_wins() -> None:
    game = dealt()
    play(game, "play SK", "play SA")
    assert game.trump is None
    play(game, "play H6")  # North has no spade
    assert game.trump == "H" and game.contract == "H"
    record = game.hands[0]
    assert (record.trump, record.trump_fixed_by, record.trump_fixed_in) == ("H", 2, 1)
    view = game.view(0)
    assert (view.trump, view.trump_fixed_by, view.trump_fixed_in) == ("H", 2, 1)
    game.apply("noweis")
    # From now on a trump may be played at any time: West holds spades yet may trump.
    assert set(legal(game)) == {f"play {c}" for c in DEAL[3] if c[0] in "SH"}
    assert game.legal_reason("DA") == "you must follow spades or play a trump"
    play(game, "play S6")
    trick = game.hands[0].tricks[0]
    assert trick.cards == ("SK", "SA", "H6", "S6")
    assert trick.winner == 2  # the lowest trump beats the ace of the led suit


def test_undertrumping_is_allowed_once_trump_is_fixed() -> None:
    game = dealt()
    play(game, "play SK", "play SA", "play HA", "noweis")
    # West may play the seven of hearts under North's ace (Schieber would refuse it).
    assert "play H7" in legal(game)
    assert "H7" not in legal_cards(game.held(3), ["SK", "SA", "HA"], "H")
    play(game, "play H7")
    assert game.hands[0].tricks[0].winner == 2


def test_trumps_led_must_be_followed_except_the_lone_puur() -> None:
    game = dealt()
    play(game, "play SK", "play SA", "play H6", "play S6")  # North wins, leads
    play(game, "play H8")
    assert legal(game) == ["play HK", "play HQ", "play H9", "play H7"]  # West must follow
    assert game.legal_reason("ST") == "you must follow trumps"
    play(game, "play H9")
    # South's only trump is the Puur: he may keep it and play anything.
    assert sorted(legal(game)) == sorted(f"play {c}" for c in game.held(0))
    play(game, "play C6")
    assert sorted(legal(game)) == sorted(f"play {c}" for c in game.held(1))  # East: void
    play(game, "play C7")
    assert game.hands[0].tricks[1].winner == 3


def test_card_points_are_counted_with_the_final_contract() -> None:
    game = dealt()
    play(game, "play D8", "play D9", "play DK", "play DA")  # West: 23 as Obenabe
    assert game.hands[0].taken == (0, 0, 0, 23)
    play(game, "play S6", "play S8", "play S7", "play DQ")  # North fixes diamonds
    assert game.trump == "D"
    # Trick 1 is now diamonds as trumps: 8 = 0, 9 = 14, K = 4, A = 11.
    assert game.hands[0].taken[3] == 29
    play_hand(game)
    record = game.hands[0]
    assert record.finished and sum(record.taken) == 157


def test_each_player_scores_his_own_tricks_and_157_in_all() -> None:
    game = dealt(hands=1)
    play_hand(game)
    record = game.hands[0]
    assert sum(record.taken) == 157 and len(record.tricks) == 9
    assert record.hand_weis == (0, 0, 0, 0)  # nobody declared
    assert record.points == tuple(
        record.taken[s] + record.table_weis[s] - record.stoeck[s] for s in range(4)
    )
    assert game.scores == record.points and game.phase == "game_over"


# ---------------------------------------------------------------------- Stöck


def test_stoeck_when_both_king_and_queen_are_held_as_trump_is_fixed() -> None:
    game = dealt(hands=1)
    play(game, "play SK", "play SA", "play H6", "play S6")  # hearts: West holds K and Q
    seen = []
    while game.phase == "play":
        before = game.hands[0].stoeck[3]
        actions = legal(game)
        action = "noweis" if actions == ["weis", "noweis"] else actions[0]
        game.apply(action)
        if game.hands[0].stoeck[3] != before:
            seen.append(action)
    record = game.hands[0]
    assert record.stoeck == (0, 0, 0, 20) and record.stoeck_seat == 3
    assert seen and seen[0] in ("play HK", "play HQ")  # scored on the second card
    assert "play HK" in record.actions and "play HQ" in record.actions
    assert record.points is not None
    assert record.points[3] == record.taken[3] + record.table_weis[3] - 20


def test_stoeck_when_the_king_itself_fixes_trump_and_the_queen_is_held() -> None:
    game = dealt(hands=1)
    play(game, "play SK", "play SA", "play DK")  # North fixes diamonds with the king
    assert game.trump == "D" and game.hands[0].stoeck == (0, 0, 0, 0)
    play(game, "play S6")
    while game.phase == "play" and "play DQ" not in legal(game):
        play_one(game)
    assert game.to_move == 2 and game.hands[0].stoeck == (0, 0, 0, 0)
    play(game, "play DQ")
    assert game.hands[0].stoeck == (0, 0, 20, 0) and game.view(1).stoeck_seat == 2


def test_no_stoeck_when_the_king_was_played_before_trump_was_fixed() -> None:
    game = dealt(hands=1)
    play(game, "play D8", "play D9", "play DK", "play DA")  # North's king, still no trump
    play(game, "play S6", "play S8", "play S7", "play DQ")  # now diamonds are trump
    assert game.trump == "D"
    play_hand(game)
    record = game.hands[0]
    assert record.stoeck == (0, 0, 0, 0) and record.stoeck_seat is None
    assert record.points == tuple(
        t + w for t, w in zip(record.taken, record.table_weis, strict=True)
    )


def play_one(game: MolotowGame) -> None:
    actions = legal(game)
    game.apply("noweis" if actions == ["weis", "noweis"] else actions[0])


# ---------------------------------------------------------------------- Weis


def test_hand_weis_are_declared_with_the_first_card_and_all_subtracted() -> None:
    game = dealt(hands=1)
    play(game, "play SK", "play SA")
    assert legal(game) == ["weis", "noweis"]
    with pytest.raises(IllegalAction, match="first say whether you declare your Weis"):
        game.apply("play H6")
    assert [w.points for w in game.view(2).weis_options] == [20]
    play(game, "play H6", weis="weis")
    # North's declaration is his own secret until the first trick is complete.
    assert [w.points for w in game.view(2).declared_weis[2]] == [20]
    assert game.view(0).declared_weis[2] == ()
    assert game.hands[0].hand_weis == (0, 0, 0, 0)
    play(game, "play S6", weis="weis")
    record = game.hands[0]
    # No comparison: both declarations count, each for its declarer.
    assert record.hand_weis == (0, 0, 20, 20)
    assert [w.points for w in game.view(0).declared_weis[3]] == [20]
    with pytest.raises(IllegalAction, match="only with your first card"):
        game.apply("weis")
    play_hand(game)
    record = game.hands[0]
    assert record.points is not None
    for seat in (2, 3):
        expected = record.taken[seat] + record.table_weis[seat] - 20 - record.stoeck[seat]
        assert record.points[seat] == expected


def test_weis_kept_secret_score_nothing() -> None:
    game = dealt(hands=1)
    play(game, "play SK", "play SA", "play H6", "play S6", weis="noweis")
    assert game.hands[0].hand_weis == (0, 0, 0, 0)
    assert game.view(0).declared_weis == ((), (), (), ())


def test_a_seat_without_weis_is_not_asked() -> None:
    game = dealt()
    assert legal(game)[0].startswith("play")  # South has none
    with pytest.raises(IllegalAction, match="no Weis to declare"):
        game.apply("weis")


def test_table_weis_goes_to_the_trick_winner() -> None:
    game = dealt()
    play(game, "play DT", "play DJ", "play DQ", "play DA")  # 10-J-Q of diamonds on the table
    record = game.hands[0]
    assert record.tricks[0].winner == 3
    (weis,) = record.trick_weis
    assert weis is not None and weis.kind == "sequence" and weis.points == 20
    assert record.table_weis == (0, 0, 0, 20)
    assert game.view(1).table_weis == (0, 0, 0, 20)


@pytest.mark.parametrize(
    ("cards", "points"),
    [
        (("HJ", "SJ", "DJ", "CJ"), 200),
        (("H9", "S9", "D9", "C9"), 150),
        (("HA", "SA", "DA", "CA"), 100),
        (("HT", "ST", "DT", "CT"), 100),
        (("H8", "S8", "D8", "C8"), None),
        (("H6", "H7", "H8", "H9"), 50),
        (("H6", "H7", "H8", "HT"), 20),
        (("SQ", "CA", "SK", "SA"), 20),
        (("S6", "H7", "S8", "S9"), None),
        (("H6", "H7", "S8", "S9"), None),
    ],
)
def test_table_weis_values(cards: tuple[str, ...], points: int | None) -> None:
    weis = table_weis(cards)
    assert (weis.points if weis else None) == points


# ---------------------------------------------------------------------- game


def test_last_hand_double_counts_the_last_hand_twice() -> None:
    plain = dealt(hands=1)
    double = dealt(hands=1, last_hand_double=True)
    for game in (plain, double):
        play(game, "play SK", "play SA", "play H6", "play S6", weis="weis")
        play_hand(game, weis="weis")
    single, twice = plain.hands[0], double.hands[0]
    assert (single.multiplier, twice.multiplier) == (1, 2)
    assert twice.taken == single.taken and twice.hand_weis == single.hand_weis == (0, 0, 20, 20)
    assert single.points is not None and twice.points is not None
    assert twice.points == tuple(2 * p for p in single.points)
    assert double.scores == tuple(2 * s for s in plain.scores)


def test_last_hand_double_touches_only_the_last_hand() -> None:
    game = dealt(hands=3, last_hand_double=True)
    assert game.view(0).multiplier == 1
    while game.phase != "game_over":
        play_one(game)
    assert [h.multiplier for h in game.hands] == [1, 1, 2]
    assert game.options == {"hands": 3, "last_hand_double": True}


def test_actions_in_text() -> None:
    game = dealt()
    with pytest.raises(InvalidAction):
        game.apply("predict 3")
    with pytest.raises(InvalidAction):
        game.apply("trump H")
    with pytest.raises(InvalidAction, match="which one card"):
        game.apply("play")
    game.apply(" PLAY d8 ")
    assert game.hands[0].actions == ("play D8",)
    assert describe_action("play HJ") == "plays the jack of hearts"
    assert describe_action("weis") == "declares Weis"
    assert describe_action("noweis") == "declares no Weis"
