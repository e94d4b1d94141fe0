"""Coiffeur, RULES.md 3.1, rule by rule on constructed deals."""

from __future__ import annotations

import pytest

from jass_tui.coiffeur import CoiffeurGame
from jass_tui.coiffeur_actions import describe_action, parse_action
from jass_tui.coiffeur_presets import PRESETS, cell_modes
from shared.engine import IllegalAction, InvalidAction
from shared.table import NEXT_SEATS, Direction, team_of
from tests.coiffeur.helpers import MODES_DEAL, TRICK_1, TRICK_2, legal, play, play_hand_out
from tests.jass.helpers import ALL_HEARTS_DEAL, EXAMPLE_DEAL

NEXT = NEXT_SEATS[Direction.RIGHT]
SUITS = ("S", "C", "D", "H")
JOKER = [f"joker {a}" for a in (*SUITS, "obe", "une")]
JOKER2 = [f"joker2 {a}" for a in (*SUITS, "obe", "une")]
PLAIN = ["trump S", "trump C", "trump D", "trump H", "obe", "une"]


def first_legal_until(game: CoiffeurGame, done: object) -> None:
    while game.phase != "game_over" and not done():  # type: ignore[operator]
        game.apply(game.legal_actions()[0])


# ---------------------------------------------------------------------- presets


def test_coiffeur_8_rows_and_multipliers() -> None:
    assert CoiffeurGame.DEFAULT_PRESET == "coiffeur-8"
    assert PRESETS["coiffeur-8"].rows == (
        ("S", 1),
        ("C", 2),
        ("D", 3),
        ("H", 4),
        ("obe", 5),
        ("une", 6),
        ("joker", 7),
        ("joker2", 8),
    )
    game = CoiffeurGame.new(seed=1)
    assert game.preset == "coiffeur-8" and game.hands_total == 16
    assert [(r.row, r.multiplier) for r in game.board.rows] == list(PRESETS["coiffeur-8"].rows)


def test_coiffeur_10_adds_slalom_and_guschti_and_moves_the_jokers() -> None:
    assert PRESETS["coiffeur-10"].rows == (
        ("S", 1),
        ("C", 2),
        ("D", 3),
        ("H", 4),
        ("obe", 5),
        ("une", 6),
        ("slalom", 7),
        ("guschti", 8),
        ("joker", 9),
        ("joker2", 10),
    )
    assert CoiffeurGame.new("coiffeur-10", seed=1).hands_total == 20


def test_options_and_their_mistakes() -> None:
    assert CoiffeurGame.new(seed=1).options == {"push_to": "next"}
    assert CoiffeurGame.new(seed=1, push_to="partner").options == {"push_to": "partner"}
    assert CoiffeurGame.new(seed=1, push_to=None).options == {"push_to": "next"}
    with pytest.raises(ValueError, match="push_to must be 'next' or 'partner'"):
        CoiffeurGame.new(seed=1, push_to="left")
    with pytest.raises(ValueError, match="unknown Coiffeur option 'target'"):
        CoiffeurGame.new(seed=1, target=1000)
    with pytest.raises(ValueError, match="unknown Coiffeur preset"):
        CoiffeurGame.new("schieber-1000", seed=1)


# ---------------------------------------------------------------------- forehand


def test_first_forehand_holds_the_seven_of_hearts_then_rotates_right() -> None:
    for seed in range(6):
        game = CoiffeurGame.new(seed=seed)
        first = game.hands[0]
        assert "H7" in first.cards[first.forehand]
        assert first.forehand == NEXT[first.dealer]
        first_legal_until(game, lambda g=game: g.hand_number == 3)
        assert game.hands[1].forehand == NEXT[first.forehand]
        assert game.hands[2].forehand == NEXT[game.hands[1].forehand]
        assert game.hands[1].dealer == NEXT[first.dealer]


def test_from_deal_forehand_is_after_the_dealer() -> None:
    game = CoiffeurGame.from_deal(MODES_DEAL, dealer=1, seed=1)
    assert game.to_move == 2 and game.hands[0].forehand == 2


# ---------------------------------------------------------------------- the choice


def test_the_choice_offers_the_open_cells_in_board_order() -> None:
    game = CoiffeurGame.from_deal(MODES_DEAL, dealer=3, seed=1)
    assert game.phase == "contract" and game.to_move == 0
    assert legal(game) == [*PLAIN, *JOKER, *JOKER2, "push"]
    game10 = CoiffeurGame.from_deal(MODES_DEAL, dealer=3, preset="coiffeur-10", seed=1)
    switches = ["slalom obe", "slalom une", "guschti obe", "guschti une"]
    assert legal(game10) == [*PLAIN, *switches, *JOKER, *JOKER2, "push"]
    view = game.view(2)
    assert view.can_push and view.choices[:6] == ("S", "C", "D", "H", "obe", "une")
    assert "joker:une" in view.choices and "joker2:H" in view.choices


def test_the_chooser_leads_the_first_trick() -> None:
    game = CoiffeurGame.from_deal(MODES_DEAL, dealer=3, seed=1)
    play(game, "push", "obe")  # East chooses for East-West
    hand = game.hands[0]
    assert hand.chooser == 1 and hand.pushes == (0,) and hand.cell == "obe"
    assert game.to_move == 1 and hand.tricks[0].leader == 1


def test_push_next_goes_round_the_table_then_forehand_must_choose() -> None:
    game = CoiffeurGame.from_deal(MODES_DEAL, dealer=3, seed=1)
    for seat in (0, 1, 2, 3):
        assert game.to_move == seat and "push" in legal(game)
        game.apply("push")
    assert game.to_move == 0 and game.phase == "contract"
    assert "push" not in legal(game) and not game.view(0).can_push
    with pytest.raises(IllegalAction, match="everybody who can choose has pushed"):
        game.apply("push")
    game.apply("joker une")
    hand = game.hands[0]
    assert hand.pushes == (0, 1, 2, 3) and hand.chooser == 0 and hand.cell == "joker:une"


def test_push_partner_once_as_in_schieber() -> None:
    game = CoiffeurGame.from_deal(MODES_DEAL, dealer=3, seed=1, push_to="partner")
    game.apply("push")
    assert game.to_move == 2 and "push" not in legal(game)
    with pytest.raises(IllegalAction, match="you cannot push back"):
        game.apply("push")
    game.apply("trump D")
    assert game.hands[0].chooser == 2 and game.to_move == 2  # North leads


def test_a_team_with_no_open_cell_cannot_choose() -> None:
    # North-South always choose (East-West push whenever the choice is theirs), so
    # North-South's board is full after eight hands; from then on East-West choose.
    game = CoiffeurGame.new(seed=11)
    while game.phase != "game_over":
        if game.phase == "contract":
            seat = game.to_move
            assert seat is not None
            offered = {a.contract for a in game.legal_actions() if a.kind == "contract"}
            open_cells = set(game.view(seat).choices)
            assert offered == open_cells
            if game.hand_number > 8:
                assert team_of(seat) == 1
                forehand = game.hands[-1].forehand
                # The choice passes from a North-South forehand to the next player.
                assert seat == (forehand if team_of(forehand) == 1 else NEXT[forehand])
            if team_of(seat) == 1 and "push" in legal(game) and game.hand_number <= 8:
                game.apply("push")
                continue
        game.apply(game.legal_actions()[0])
    assert [h.chooser is not None and team_of(h.chooser) for h in game.hands] == [0] * 8 + [1] * 8


def test_with_one_team_left_push_next_goes_to_the_partner_then_back() -> None:
    game = CoiffeurGame.new(seed=11)
    while game.hand_number < 9:
        if game.phase == "contract" and team_of(game.to_move or 0) == 1 and "push" in legal(game):
            game.apply("push")
        else:
            game.apply(game.legal_actions()[0])
    first = game.to_move
    assert first is not None and team_of(first) == 1
    game.apply("push")
    assert game.to_move == (first + 2) % 4
    game.apply("push")
    assert game.to_move == first and "push" not in legal(game)
    assert game.hands[-1].pushes == (first, (first + 2) % 4)


# ---------------------------------------------------------------------- modes


def test_joker_as_a_suit_plays_by_the_trump_rules() -> None:
    # RULES.md 1.5's worked example with hearts as the Joker's trump: after C♣A and
    # East's nine of hearts North may play only the king of clubs.
    game = CoiffeurGame.from_deal(EXAMPLE_DEAL, dealer=3, seed=1)
    play(game, "joker H", "play CA", "play H9")
    assert legal(game) == ["play CK"]
    assert game.legal_reason("HA") == (
        "no undertrumping: a trump lower than the nine of hearts may not be played here"
    )
    assert game.mode == "H" and game.hands[0].multiplier == 7


def test_joker2_is_the_higher_joker_row() -> None:
    game = CoiffeurGame.from_deal(ALL_HEARTS_DEAL, dealer=3, seed=1)
    play(game, "joker2 obe")
    hand = game.hands[0]
    assert hand.cell == "joker2:obe" and hand.multiplier == 8 and hand.modes == ("obe",) * 9
    play_hand_out(game)
    board = game.board
    assert board.row("joker2").cells[0].cell == "joker2:obe"
    assert board.row("joker").cells[0].open
    assert game.open_rows(0) == ("S", "C", "D", "H", "obe", "une", "joker")
    game10 = CoiffeurGame.from_deal(ALL_HEARTS_DEAL, dealer=3, preset="coiffeur-10", seed=1)
    play(game10, "joker une")
    assert game10.hands[0].multiplier == 9


def test_a_filled_joker_row_is_refused_and_the_other_is_still_offered() -> None:
    game = CoiffeurGame.from_deal(ALL_HEARTS_DEAL, dealer=3, seed=1)
    play(game, "joker H")
    play_hand_out(game)
    while team_of(game.to_move or 0) != 0:
        game.apply("push")  # the choice passes to North-South
    assert not any(a.startswith("joker ") for a in legal(game))
    assert all(a in legal(game) for a in JOKER2)
    with pytest.raises(IllegalAction, match=r"already played its ×7 row \(Joker as hearts trump"):
        game.apply("joker obe")


@pytest.mark.parametrize(
    ("cell", "winners", "points"),
    [
        # Slalom, Obenabe first: Obenabe then Undenufe.
        ("slalom obe", (2, 0), (40, 0)),
        # Guschti, Obenabe first: both tricks Obenabe.
        ("guschti obe", (2, 3), (19, 10)),
    ],
)
def test_slalom_and_guschti_rank_and_count_each_trick_by_its_mode(
    cell: str, winners: tuple[int, int], points: tuple[int, int]
) -> None:
    game = CoiffeurGame.from_deal(MODES_DEAL, dealer=3, preset="coiffeur-10", seed=1)
    play(game, cell)
    assert game.mode == "obe"
    play(game, *TRICK_1)
    assert game.mode == ("une" if cell.startswith("slalom") else "obe")
    play(game, *TRICK_2)
    hand = game.hands[0]
    assert tuple(t.winner for t in hand.tricks[:2]) == winners
    assert hand.trick_points == points


def test_slalom_undenufe_first() -> None:
    game = CoiffeurGame.from_deal(MODES_DEAL, dealer=3, preset="coiffeur-10", seed=1)
    play(game, "slalom une", *TRICK_1)
    hand = game.hands[0]
    assert hand.tricks[0].winner == 0 and hand.trick_points == (8, 0)  # the seven, 8 points
    assert hand.modes == ("une", "obe") * 4 + ("une",)


def test_the_modes_of_slalom_and_guschti() -> None:
    assert cell_modes("slalom:obe") == (
        "obe",
        "une",
        "obe",
        "une",
        "obe",
        "une",
        "obe",
        "une",
        "obe",
    )
    assert cell_modes("guschti:obe") == ("obe",) * 5 + ("une",) * 4
    assert cell_modes("guschti:une") == ("une",) * 5 + ("obe",) * 4
    assert cell_modes("joker2:C") == ("C",) * 9 and cell_modes("D") == ("D",) * 9


def test_no_weis_and_no_stoeck() -> None:
    # South holds all nine hearts (a sequence of nine, king and queen of trumps).
    game = CoiffeurGame.from_deal(ALL_HEARTS_DEAL, dealer=3, seed=1)
    play(game, "trump H")
    assert legal(game)[0].startswith("play")
    with pytest.raises(InvalidAction, match="Coiffeur has no Weis"):
        game.apply("weis")
    play_hand_out(game)
    assert game.hands[0].raw == 257  # cards and Match only


# ---------------------------------------------------------------------- scoring


def test_match_writes_257_and_is_multiplied() -> None:
    game = CoiffeurGame.from_deal(ALL_HEARTS_DEAL, dealer=3, seed=1)
    play(game, "trump H")
    play_hand_out(game)
    hand = game.hands[0]
    assert hand.finished and hand.match == 0 and hand.trick_points == (257, 0)
    assert hand.raw == 257 and hand.multiplier == 4 and hand.points == (1028, 0)
    cell = game.board.row("H").cells[0]
    assert (cell.cell, cell.raw, cell.points, cell.hand) == ("H", 257, 1028, 1)
    assert game.scores == (1028, 0) == game.board.totals


def test_a_slalom_match_writes_257_too() -> None:
    # South leads hearts, which nobody else holds: all nine tricks in either mode. By
    # the tricks' own modes the cards are worth 113 + 11 × (aces in Obenabe tricks and
    # sixes in Undenufe tricks), but a Match is 257 whatever the modes.
    game = CoiffeurGame.from_deal(ALL_HEARTS_DEAL, dealer=3, preset="coiffeur-10", seed=1)
    play(game, "slalom obe")
    for lead in ("H7", "HA", "H6", "H8", "H9", "HT", "HJ", "HQ", "HK"):
        game.apply(f"play {lead}")  # the ace in an Undenufe trick, the six in Obenabe
        for _ in range(3):
            game.apply(game.legal_actions()[0])
    hand = game.hands[0]
    assert hand.match == 0 and hand.trick_points == (257, 0) and hand.raw == 257
    assert hand.points == (257 * 7, 0)
    elevens = sum(
        1
        for trick, mode in zip(hand.tricks, hand.modes, strict=True)
        for card in trick.cards
        if (card[1], mode) in (("A", "obe"), ("6", "une"))
    )
    assert 113 + 11 * elevens != 157  # the cards alone would not make 157 here


def test_only_the_choosing_team_counts_and_no_trick_writes_0() -> None:
    # East chooses hearts trump; South (all hearts) trumps East's lead and wins every
    # trick. East-West write 0; North-South's 157 count for nothing (no Match: they did
    # not choose).
    game = CoiffeurGame.from_deal(ALL_HEARTS_DEAL, dealer=0, seed=1)
    assert game.to_move == 1
    play(game, "trump H")
    play_hand_out(game)
    hand = game.hands[0]
    assert hand.chooser == 1 and hand.trick_points == (157, 0) and hand.match is None
    assert hand.raw == 0 and hand.points == (0, 0) and game.scores == (0, 0)
    cell = game.board.row("H").cells[1]
    assert (cell.cell, cell.raw, cell.points) == ("H", 0, 0)
    assert not cell.open and game.board.row("H").cells[0].open
    assert game.open_rows(1) == ("S", "C", "D", "obe", "une", "joker", "joker2")


def test_scores_are_raw_times_multiplier_mid_hand_nothing_is_credited() -> None:
    game = CoiffeurGame.from_deal(MODES_DEAL, dealer=3, preset="coiffeur-10", seed=1)
    play(game, "slalom obe", *TRICK_1, *TRICK_2)
    hand = game.hands[0]
    assert hand.raw == 40 and hand.points == (0, 0) and game.scores == (0, 0)
    play_hand_out(game)
    hand = game.hands[0]
    assert hand.raw is not None and hand.points == (hand.raw * 7, 0) == game.scores
    assert game.board.row("slalom").cells[0].cell == "slalom:obe"


# ---------------------------------------------------------------------- end of game


@pytest.mark.parametrize(("preset", "hands"), [("coiffeur-8", 16), ("coiffeur-10", 20)])
def test_the_game_ends_when_every_cell_is_filled(preset: str, hands: int) -> None:
    game = CoiffeurGame.new(preset, seed=2)
    first_legal_until(game, lambda: False)
    assert game.phase == "game_over" and game.to_move is None and game.legal_actions() == []
    assert len(game.hands) == hands and all(h.finished for h in game.hands)
    assert game.board.complete
    a, b = game.scores
    assert game.winner == (0 if a > b else 1)
    with pytest.raises(IllegalAction, match="the game is over"):
        game.apply("push")
    assert game.legal_reason("HA") == "the game is over"


def test_equal_totals_are_a_draw() -> None:
    # Found by search: seed 8188 with the first legal action every time ends 2727 : 2727.
    game = CoiffeurGame.new(seed=8188)
    first_legal_until(game, lambda: False)
    assert game.phase == "game_over" and game.scores == (2727, 2727)
    assert game.winner is None and game.view(0).winner is None
    loaded = CoiffeurGame.from_json(game.to_json())
    assert loaded == game and loaded.winner is None and loaded.phase == "game_over"


# ---------------------------------------------------------------------- actions


@pytest.mark.parametrize(
    ("text", "canonical", "cell"),
    [
        ("trump h", "trump H", "H"),
        ("OBE", "obe", "obe"),
        ("Joker une", "joker une", "joker:une"),
        ("joker  h", "joker H", "joker:H"),
        ("JOKER2 Obe", "joker2 obe", "joker2:obe"),
        ("slalom OBE", "slalom obe", "slalom:obe"),
        ("guschti une", "guschti une", "guschti:une"),
    ],
)
def test_action_texts(text: str, canonical: str, cell: str) -> None:
    action = parse_action(text)
    assert str(action) == canonical and action.kind == "contract" and action.contract == cell


@pytest.mark.parametrize(
    ("text", "match"),
    [
        ("slalom H", "Slalom starts with Obenabe or Undenufe"),
        ("guschti", "Guschti starts with"),
        ("joker", "a Joker is announced as a suit, Obenabe or Undenufe"),
        ("joker X", "a Joker is announced"),
        ("trump obe", "is not a suit"),
        ("noweis", "no Weis"),
        ("bid 3", "is not a Coiffeur action"),
        ("play H5", "not a Jass card"),
    ],
)
def test_invalid_texts(text: str, match: str) -> None:
    game = CoiffeurGame.new(seed=1)
    with pytest.raises(InvalidAction, match=match):
        game.apply(text)


def test_illegal_actions_say_why_and_change_nothing() -> None:
    game = CoiffeurGame.from_deal(MODES_DEAL, dealer=3, seed=1)
    before = game.to_json()
    with pytest.raises(IllegalAction, match="coiffeur-8 preset has no Slalom row"):
        game.apply("slalom obe")
    with pytest.raises(IllegalAction, match="choose the contract first"):
        game.apply("play S7")
    assert game.legal_reason("S7") == "choose the contract first"
    assert game.to_json() == before
    play(game, "obe")
    with pytest.raises(IllegalAction, match="already chosen: Obenabe"):
        game.apply("une")
    with pytest.raises(IllegalAction, match="already chosen"):
        game.apply("push")
    play(game, "play S7")
    with pytest.raises(IllegalAction, match="you must follow spades"):
        game.apply("play D7")
    assert game.legal_reason("D7") == "you must follow spades"
    assert game.legal_reason("S8") is None


def test_describe_action() -> None:
    assert describe_action("joker une") == "chooses Joker as Undenufe"
    assert describe_action("joker2 H") == "chooses Joker (the second) as hearts trump"
    assert describe_action("slalom obe") == "chooses Slalom, Obenabe first"
    assert describe_action("trump S") == "chooses spades trump"
    assert describe_action("push") == "pushes"
    assert describe_action("play HJ") == "plays the jack of hearts"


# ---------------------------------------------------------------------- views


def test_the_view_holds_the_board_the_open_rows_and_the_modes() -> None:
    game = CoiffeurGame.from_deal(MODES_DEAL, dealer=3, preset="coiffeur-10", seed=1)
    play(game, "push", "push", "guschti une")
    view = game.view(3)
    assert set(view.hand) == set(MODES_DEAL[3]) and len(view.hand) == 9
    assert view.chooser == 2 and view.pushes == (0, 1) and view.cell == "guschti:une"
    assert view.multiplier == 8 and view.mode == "une" and view.modes == cell_modes("guschti:une")
    assert view.choices == () and not view.can_push and view.hands_total == 20
    assert view.open_rows[0] == PRESETS["coiffeur-10"].row_ids
    assert view.board == game.board and view.to_move == 2 and view.team == 1
    assert view.history == ("push", "push", "guschti une")
    assert view.current_trick is not None and view.current_trick.leader == 2
