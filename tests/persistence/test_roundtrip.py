"""A resumed game continues exactly where it stopped (issue 4, item 1).

Two copies of each game are played with the same random choices: one straight through,
the other saved and loaded again before *every* action, continuing from the loaded copy.
If anything were lost on the way (a hand, the turn, a score, the seed stream of later
deals) the two would drift apart, so they are compared after every step, to the end.
"""

from __future__ import annotations

import random
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from shared.persistence import list_saves, load_save, save_named, summarize, write_save
from shared.persistence.envelope import decode, encode
from shared.players import PlayerSpec, default_players
from tests.persistence.conftest import REAL_KINDS, new_game, players_for
from tests.persistence.fakegame import FakeGame

# Presets from the rule book (1.10, 2.5) with small targets so games finish quickly.
CASES = {
    "jass": [
        ("schieber-1000", {"target": 400}),
        ("pagat-3000", {"target": 600}),
        ("swisslos-2500", {"target": 500, "multipliers": False}),
        ("tournament", {"hands": 3}),
    ],
    "spades": [
        ("standard", {"failed_nil_tricks": "nothing"}),
        ("standard", {"target": 150, "nil": False, "bag_penalty": False}),
        ("bicycle", {"target": 60}),
        ("bicycle", {"target": 50, "bag_penalty": True, "first_trick_spades": False}),
    ],
}
MAX_STEPS = 600

SETTINGS = {"deck": "swiss", "bot_delay": 0.35, "names": ["Ünal", "Zoë"], "nested": {"a": None}}
PLAYERS = (
    PlayerSpec(name="Anna", kind="human"),
    PlayerSpec(name="Bö", kind="easy"),
    PlayerSpec(name="Chris", kind="human"),
    PlayerSpec(name="Dana 🂡", kind="strong"),
)


def _state(game: Any) -> tuple[Any, ...]:
    return (
        game.to_json(),
        game.legal_actions(),
        game.to_move,
        game.phase,
        tuple(game.scores),
        game.hand_number,
        game.winner,
    )


def _reload(kind: str, game: Any) -> Any:
    decoded = decode(encode(kind, game, PLAYERS, SETTINGS, datetime.now().astimezone()), "x", kind)
    assert decoded.envelope.players == PLAYERS
    assert decoded.envelope.settings == SETTINGS
    assert decoded.summary == summarize(kind, decoded.game, PLAYERS)
    return decoded.game


@pytest.mark.parametrize("case", range(4))
@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("kind", REAL_KINDS)
def test_reloading_before_every_action_changes_nothing(kind: str, seed: int, case: int) -> None:
    preset, options = CASES[kind][case]
    straight = new_game(kind, seed, preset=preset, **options)
    resumed = _reload(kind, new_game(kind, seed, preset=preset, **options))
    rng = random.Random(seed * 100 + case)
    for _ in range(MAX_STEPS):
        assert _state(resumed) == _state(straight)
        if straight.phase == "game_over":
            break
        action = rng.choice(straight.legal_actions())
        straight.apply(action)
        resumed.apply(action)
        resumed = _reload(kind, resumed)
    assert straight.phase == "game_over", "the game should end within MAX_STEPS"
    assert _state(resumed) == _state(straight)


def test_the_fake_engine_round_trips_through_files(saves: Path, fake_engine: str) -> None:
    game = FakeGame.new(seed=9)
    rng = random.Random(9)
    while game.phase != "game_over":
        write_save(saves / "x.json", fake_engine, game, PLAYERS, SETTINGS)
        loaded = load_save(saves / "x.json", fake_engine)
        assert loaded.game == game and loaded.players == PLAYERS and loaded.settings == SETTINGS
        game.apply(rng.choice(game.legal_actions()))


@pytest.mark.parametrize("kind", REAL_KINDS)
def test_a_named_save_loads_back_with_its_people_and_settings(kind: str, saves: Path) -> None:
    game = new_game(kind, 3)
    rng = random.Random(3)
    for _ in range(45):
        game.apply(rng.choice(game.legal_actions()))
    before = datetime.now().astimezone()
    path = save_named(kind, "Friday evening", game, players_for(kind), SETTINGS, saves)
    loaded = load_save("Friday evening", kind, saves)
    assert loaded.path == path == saves / "Friday-evening.json"
    assert loaded.kind == kind and loaded.notice is None
    assert loaded.players == players_for(kind)
    assert loaded.settings == SETTINGS
    assert _state(loaded.game) == _state(game)
    assert loaded.saved_at.tzinfo is not None
    assert before.timestamp() - 0.01 <= loaded.saved_at.timestamp() <= before.timestamp() + 5
    [info] = list_saves(saves)
    assert (info.name, info.kind, info.error) == ("Friday-evening", kind, None)
    assert info.score == " : ".join(str(s) for s in game.scores)
    assert info.summary == loaded.summary


def test_summary_reads_preset_hand_score_and_players(fake_engine: str) -> None:
    players = default_players(("Ruedi", "Vreni", "Hansruedi"))
    expected = "Fake 5 · hand 1 · 0 : 0 · You, Ruedi, Vreni, Hansruedi"
    assert summarize("jass", FakeGame.new(seed=1), players) == expected


@pytest.mark.parametrize("kind", REAL_KINDS)
def test_summary_of_a_real_game(kind: str) -> None:
    game = new_game(kind, 5)
    text = summarize(kind, game, players_for(kind))
    title = {"jass": "Schieber 1000", "spades": "Standard"}[kind]
    assert text.startswith(f"{title}")
    assert " · hand 1 · 0 : 0 · You, " in text
