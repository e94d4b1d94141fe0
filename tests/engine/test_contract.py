"""The engine contract, once, for every game kind.

Each test runs against every registered engine: saves round-trip and replay, an edited
save is refused with a message, an illegal or malformed action changes nothing, a view
never holds another seat's cards. A new game kind passes these before anything else.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any, get_args

import pytest

from shared.engine import Action, ActionKind, IllegalAction, InvalidAction
from shared.engine.base import TrickGame
from tests.engine.kinds import ENGINES, SHORT_GAME

Game = TrickGame[Any, Any]
Edit = Callable[[dict[str, Any]], None]

pytestmark = pytest.mark.parametrize("cls", ENGINES, ids=lambda c: c.TITLE)


def played(cls: type[Game], moves: int, seed: int = 3) -> Game:
    """A game after ``moves`` random legal actions (fewer if it ends first)."""
    game = cls.new(seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        legal = game.legal_actions()
        if not legal:
            break
        game.apply(rng.choice(legal))
    return game


def finished(cls: type[Game], seed: int = 4) -> Game:
    options = next(v for c, v in SHORT_GAME.items() if c in cls.__mro__)
    game = cls.new(seed=seed, **options)
    rng = random.Random(seed)
    while game.phase != "game_over":
        game.apply(rng.choice(game.legal_actions()))
    return game


def edited(game: Game, edit: Edit) -> str:
    data = json.loads(game.to_json())
    edit(data)
    return json.dumps(data)


def test_round_trip_is_equal_and_plays_on_identically(cls: type[Game]) -> None:
    for moves in (0, 1, 7, 40, 90):
        game = played(cls, moves)
        loaded = cls.from_json(game.to_json())
        assert loaded == game
        assert loaded.hands == game.hands
        assert (loaded.phase, loaded.to_move, loaded.scores) == (
            game.phase,
            game.to_move,
            game.scores,
        )
        rng_a, rng_b = random.Random(9), random.Random(9)
        for _ in range(30):
            if game.phase == "game_over":
                break
            game.apply(rng_a.choice(game.legal_actions()))
            loaded.apply(rng_b.choice(loaded.legal_actions()))
        assert loaded == game and loaded.to_json() == game.to_json()


def test_a_finished_game_round_trips(cls: type[Game]) -> None:
    game = finished(cls)
    loaded = cls.from_json(game.to_json())
    assert loaded == game and loaded.winner == game.winner is not None
    assert loaded.legal_actions() == [] and loaded.to_move is None


def test_from_deal_round_trips(cls: type[Game]) -> None:
    cards = [list(h) for h in cls.new(seed=8).hands[0].cards]
    game = cls.from_deal(cards, 2, seed=8)
    game.apply(game.legal_actions()[0])
    assert cls.from_json(game.to_json()) == game


def test_games_that_differ_in_one_move_are_not_equal(cls: type[Game]) -> None:
    a, b = cls.new(seed=1), cls.new(seed=1)
    assert a == b and a is not b
    a.apply(a.legal_actions()[0])
    b.apply(b.legal_actions()[1])
    assert a != b
    assert "seed=1" in repr(a) and cls.__name__ in repr(a)


def test_a_copy_is_equal_and_independent(cls: type[Game]) -> None:
    game = played(cls, 23)
    twin = game.copy()
    assert twin == game and twin.hands == game.hands
    before = game.to_json()
    for _ in range(30):
        twin.apply(twin.legal_actions()[-1])
    assert game.to_json() == before
    assert twin != game


def test_legal_actions_are_action_values(cls: type[Game]) -> None:
    game = played(cls, 30)
    for action in game.legal_actions():
        assert isinstance(action, Action)
        assert action.kind in get_args(ActionKind)
        if action.kind == "play":
            assert action.card is not None and str(action) == f"play {action.card}"


@pytest.mark.parametrize("text", ["", "dance", "play", "play XX", "play H", "bid", "42"])
def test_malformed_text_is_invalid_and_changes_nothing(cls: type[Game], text: str) -> None:
    game = played(cls, 9)
    before = game.to_json()
    with pytest.raises(InvalidAction):
        game.apply(text)
    assert game.to_json() == before


def test_a_real_action_that_is_not_legal_now_changes_nothing(cls: type[Game]) -> None:
    game = played(cls, 17)
    before = game.to_json()
    legal = set(game.legal_actions())
    refused = 0
    for card in sorted(cls.DECK):
        text = f"play {card}"
        if text in legal:
            continue
        with pytest.raises(IllegalAction) as caught:
            game.apply(text)
        assert str(caught.value)  # a reason in words
        refused += 1
    assert refused > 0
    assert game.to_json() == before


@pytest.mark.parametrize("seat", [-1, 4, 5, True, "0", None])
def test_a_view_of_no_seat_is_refused(cls: type[Game], seat: Any) -> None:
    game = played(cls, 5)
    with pytest.raises(ValueError, match="seat must be 0 to 3"):
        game.view(seat)  # type: ignore[attr-defined]


def test_views_hide_the_other_hands(cls: type[Game]) -> None:
    game = played(cls, 25)
    record = game.hands[-1]
    played_cards = {c for trick in record.tricks for c in trick.cards}
    for seat in range(4):
        text = game.view(seat).model_dump_json()  # type: ignore[attr-defined]
        for other in range(4):
            if other == seat:
                continue
            for card in record.cards[other]:
                if card not in played_cards:
                    assert f'"{card}"' not in text, (seat, other, card)


# ---------------------------------------------------------------------- hostile saves

GARBAGE = [
    "",
    "not json",
    "[1, 2]",
    "{}",
    '{"version": 1}',
    "[" * 100_000 + "]" * 100_000,
    "1" * 5000,
]


@pytest.mark.parametrize("text", GARBAGE, ids=range(len(GARBAGE)))
def test_garbage_is_a_clear_value_error(cls: type[Game], text: str) -> None:
    with pytest.raises(ValueError) as caught:
        cls.from_json(text)
    assert len(str(caught.value)) < 300


def _set(path: tuple[Any, ...], value: Any) -> Edit:
    def edit(data: dict[str, Any]) -> None:
        target: Any = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return edit


def _version(cls: type[Game]) -> str:
    return cls.VERSION_FIELD


EDITS: dict[str, Callable[[type[Game]], Edit]] = {
    "newer version": lambda c: _set((_version(c),), c.FORMAT_VERSION + 1),
    "version missing": lambda c: lambda d: d.pop(_version(c)),
    "seed true": lambda c: _set(("seed",), True),
    "seed text": lambda c: _set(("seed",), "3"),
    "unknown field": lambda c: _set(("cheat",), 1),
    "unknown hand field": lambda c: _set(("hands", 0, "cheat"), 1),
    "unknown trick field": lambda c: _set(("hands", 0, "tricks", 0, "cheat"), 1),
    "dealer true": lambda c: _set(("hands", 0, "dealer"), True),
    "scores": lambda c: lambda d: d["scores"].__setitem__(0, d["scores"][0] + 10),
    "turn": lambda c: _set(("to_move",), (json.loads(json.dumps(None)) or 0) + 5),
    "winner": lambda c: _set(("winner",), 1),
    "phase": lambda c: _set(("phase",), "game_over"),
    "hand number": lambda c: _set(("hands", 0, "number"), 2),
    "dealer": lambda c: (
        lambda d: d["hands"][0].__setitem__("dealer", (d["hands"][0]["dealer"] + 1) % 4)
    ),
    "card twice": lambda c: (
        lambda d: d["hands"][0]["cards"][1].__setitem__(0, d["hands"][0]["cards"][0][0])
    ),
    "short hand": lambda c: lambda d: d["hands"][0]["cards"][3].pop(),
    "illegal history": lambda c: (
        lambda d: d["hands"][0]["actions"].append(d["hands"][0]["actions"][-1])
    ),
    "no actions": lambda c: _set(("hands", 0, "actions"), []),
    "no hands": lambda c: _set(("hands",), []),
    "tricks": lambda c: _set(("hands", 0, "tricks"), []),
    "nan": lambda c: _set(("seed",), float("nan")),
    "infinity": lambda c: _set(("scores",), [float("inf"), 0]),
    "nested": lambda c: _set(("options",), json.loads("[" * 50 + "]" * 50)),
}


@pytest.mark.parametrize("name", sorted(EDITS))
def test_an_edited_save_is_refused_with_a_message(cls: type[Game], name: str) -> None:
    game = played(cls, 14)
    text = edited(game, EDITS[name](cls))
    with pytest.raises(ValueError) as caught:
        cls.from_json(text)
    message = str(caught.value)
    assert message and "\n" not in message and len(message) < 400, message


def test_a_later_hand_must_come_from_the_seed(cls: type[Game]) -> None:
    game = cls.new(seed=6)
    while game.hand_number < 2:
        legal = game.legal_actions()
        game.apply("bid 3" if "bid 3" in legal else legal[0])

    def swap(data: dict[str, Any]) -> None:
        cards = data["hands"][1]["cards"]
        cards[0][0], cards[1][0] = cards[1][0], cards[0][0]

    with pytest.raises(ValueError, match="hand 2"):
        cls.from_json(edited(game, swap))


def test_nan_and_infinity_written_by_hand_are_refused(cls: type[Game]) -> None:
    text = played(cls, 3).to_json()
    seed = json.loads(text)["seed"]
    for bad in ("NaN", "Infinity", "-Infinity"):
        with pytest.raises(ValueError, match="not a number a save can hold"):
            cls.from_json(text.replace(f'"seed":{seed}', f'"seed":{bad}'))
    with pytest.raises(ValueError, match="not valid JSON"):
        cls.from_json(text.replace(f'"seed":{seed}', '"seed":' + "9" * 5000))
