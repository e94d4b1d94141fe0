"""Undo in the engine, for every game kind: ``undone(n)`` is the game replayed without the
hand's last ``n`` actions, never across a scored hand, and the undo count is saved."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from jass_tui.state import JassGame
from shared.engine.base import TrickGame
from spades_tui.state import SpadesGame
from tests.engine.kinds import ENGINES

Game = TrickGame[Any, Any]

kinds = pytest.mark.parametrize("cls", ENGINES, ids=lambda c: c.TITLE)


def replayed(cls: type[Game], seed: int, hands: list[list[str]]) -> Game:
    """A new game from ``seed`` with the actions of each hand applied."""
    game = cls.new(seed=seed)
    for actions in hands:
        for action in actions:
            game.apply(action)
    return game


def history(game: Game) -> list[list[str]]:
    return [list(hand.actions) for hand in game.hands]


def played(cls: type[Game], seed: int, until: Any) -> Game:
    """A game from ``seed`` played at random until ``until(game)``."""
    game = cls.new(seed=seed)
    rng = random.Random(seed)
    for _ in range(5000):
        if until(game):
            return game
        legal = game.legal_actions()
        if not legal:
            break
        game.apply(rng.choice(legal))
    raise AssertionError(f"seed {seed} does not get there")


def tricks_done(game: Game) -> int:
    return sum(len(trick.cards) == 4 for trick in game.hands[-1].tricks)


def in_second_hand_after_two_tricks(game: Game) -> bool:
    return game.hand_number == 2 and tricks_done(game) >= 2 and game.phase != "game_over"


@kinds
@pytest.mark.parametrize("steps", [1, 2, 5])
def test_undone_is_the_replay_without_the_last_actions(cls: type[Game], steps: int) -> None:
    game = played(cls, 21, in_second_hand_after_two_tricks)
    moves = history(game)
    moves[-1] = moves[-1][:-steps]
    expected = replayed(cls, 21, moves)
    back = game.undone(steps)
    assert back.undos == 1 and expected.undos == 0
    expected.undos = 1
    assert back == expected
    assert back.hands == expected.hands and back.legal_actions() == expected.legal_actions()
    assert (back.phase, back.to_move, back.scores) == (
        expected.phase,
        expected.to_move,
        expected.scores,
    )
    # The game undone from is untouched.
    assert history(game)[-1][-steps:] != [] and len(game.hand_actions) == len(moves[-1]) + steps


@kinds
def test_undo_then_the_same_action_again_gives_the_same_game(cls: type[Game]) -> None:
    game = played(cls, 8, in_second_hand_after_two_tricks)
    last = game.hand_actions[-1]
    again = game.undone(1)
    again.apply(last)
    assert again.to_saved().model_copy(update={"undos": 0}) == game.to_saved()
    assert again.to_json() != game.to_json()  # the undo is on record


@kinds
def test_undo_across_a_trick(cls: type[Game]) -> None:
    game = played(cls, 7, in_second_hand_after_two_tricks)
    done = tricks_done(game)
    open_cards = len(game.hands[-1].tricks[-1].cards) if game.hands[-1].tricks else 0
    back = game.undone(open_cards % 4 + 1)
    assert tricks_done(back) == done - 1


@kinds
def test_never_across_a_hand(cls: type[Game]) -> None:
    game = played(cls, 10, lambda g: g.hand_number == 2 and not g.hand_actions)
    assert game.undoable() == 0
    for steps in (1, 0, -1, True):
        with pytest.raises(ValueError):
            game.undone(steps)
    game.apply(game.legal_actions()[0])
    assert game.undoable() == 1
    with pytest.raises(ValueError, match="cannot take back 2 actions"):
        game.undone(2)
    assert game.undone(1).hand_number == 2


@kinds
def test_undo_steps_reach_back_to_the_seats_last_action(cls: type[Game]) -> None:
    game = played(cls, 9, in_second_hand_after_two_tricks)
    probe = game.undone(len(game.hand_actions))
    movers = []
    for action in game.hand_actions:
        movers.append(probe.to_move)
        probe.apply(action)
    for seat in range(4):
        steps = game.undo_steps(seat)
        if seat in movers:
            assert steps == len(movers) - max(i for i, s in enumerate(movers) if s == seat)
            assert game.undone(steps).to_move == seat
        else:
            assert steps == 0
    assert game.undo_steps(range(4)) == 1
    start = cls.new(seed=9)
    assert start.undo_steps(0) == 0 or start.hand_actions


def steps_back(movers: list[int], seat: int) -> int:
    """How far back ``seat`` last acted in ``movers`` (0: not at all)."""
    for back, mover in enumerate(reversed(movers), 1):
        if mover == seat:
            return back
    return 0


@kinds
@pytest.mark.parametrize("seed", [4, 17])
def test_undo_steps_follow_every_move_of_a_whole_game(cls: type[Game], seed: int) -> None:
    # undo_steps reads who made each move from the hand, not from a replay: after every
    # move of a game, and in its copy and its reloaded save, it says what a replay says.
    game = cls.new(seed=seed)
    rng = random.Random(seed)
    movers: list[int] = []
    hand = game.hand_number
    while game.phase != "game_over":
        seat = game.to_move
        assert seat is not None
        game.apply(rng.choice(game.legal_actions()))
        if game.hand_number != hand:
            movers, hand = [], game.hand_number
        else:
            movers.append(seat)
        over = game.phase == "game_over"  # a finished game has nothing to take back
        expected = [0 if over else steps_back(movers, s) for s in range(4)]
        twin = game.copy() if len(movers) % 7 else cls.from_json(game.to_json())
        for probe in (game, twin):
            assert [probe.undo_steps(s) for s in range(4)] == expected
        if len(movers) == 5:
            assert game.undone(2).undo_steps(range(4)) == 1


@kinds
def test_the_undo_count_is_saved_and_restored(cls: type[Game]) -> None:
    game = played(cls, 4, in_second_hand_after_two_tricks).undone(2).undone(1)
    assert game.undos == 2
    loaded = cls.from_json(game.to_json())
    assert loaded == game and loaded.undos == 2
    assert json.loads(game.to_json())["undos"] == 2
    other = cls.from_json(game.to_json())
    other.undos = 3
    assert other != game  # the count is part of the game's identity
    assert game.copy().undos == 2


@kinds
def test_a_save_from_before_undo_loads_with_no_undos(cls: type[Game]) -> None:
    game = played(cls, 3, in_second_hand_after_two_tricks)
    data = json.loads(game.to_json())
    assert "undos" not in data  # never undone: saved as before undo existed
    loaded = cls.from_json(json.dumps(data))
    assert loaded.undos == 0 and loaded == game
    data = json.loads(game.undone(1).to_json())
    del data["undos"]
    assert cls.from_json(json.dumps(data)).undos == 0


@kinds
@pytest.mark.parametrize("bad", [-1, "1", 1.5, None])
def test_a_bad_undo_count_is_refused(cls: type[Game], bad: object) -> None:
    data = json.loads(cls.new(seed=2).to_json())
    data["undos"] = bad
    with pytest.raises(ValueError, match="undos"):
        cls.from_json(json.dumps(data))


def test_schieber_undo_takes_back_the_contract_choice() -> None:
    game = JassGame.new(seed=12)
    chooser = game.to_move
    assert game.phase == "contract"
    game.apply(game.legal_actions()[0])
    while game.phase != "play" or game.to_move == chooser:
        game.apply(game.legal_actions()[0])
    assert chooser is not None
    back = game.undone(game.undo_steps(chooser))
    if back.phase == "contract":
        assert back.to_move == chooser and not back.hand_actions
    assert back.to_move == chooser


def test_spades_undo_takes_back_a_bid_and_the_bids_after_it() -> None:
    game = SpadesGame.new(seed=4)
    assert game.phase == "bid"
    first = game.to_move
    while game.phase == "bid":
        game.apply(game.legal_actions()[0])
    assert first is not None
    steps = game.undo_steps(first)
    assert steps >= 4  # his bid, the other three, and any card since
    back = game.undone(steps)
    assert back.phase == "bid" and back.to_move == first and not back.hand_actions
