"""Coiffeur, Differenzler and Molotow as kinds of the ``jass`` command: registry, the
table each kind opens, saves that load back, and ``jass simulate --game``."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from jass_tui.bots.coiffeur import NormalCoiffeurBot, StrongCoiffeurBot
from jass_tui.bots.differenzler import NormalDifferenzlerBot, StrongDifferenzlerBot
from jass_tui.bots.molotow import NormalMolotowBot, StrongMolotowBot
from shared import cli
from shared.bots import RandomBot, make_bot
from shared.kinds import default_kind, get_kind, kind_of_format, kinds_for_command, load_app
from shared.persistence import (
    LaunchRequest,
    autosave,
    list_saves,
    load_autosave,
    load_save,
    save_named,
)
from shared.players import BOT_NAMES, default_players

VARIANTS = ["coiffeur", "differenzler", "molotow"]
BOTS = {
    "coiffeur": (NormalCoiffeurBot, StrongCoiffeurBot),
    "differenzler": (NormalDifferenzlerBot, StrongDifferenzlerBot),
    "molotow": (NormalMolotowBot, StrongMolotowBot),
}


@pytest.mark.parametrize("kind_id", VARIANTS)
def test_the_variants_are_kinds_of_the_jass_command(kind_id: str) -> None:
    kind = get_kind(kind_id)
    assert kind.command == "jass" and kind in kinds_for_command("jass")
    assert default_kind("jass").id == "jass"  # Schieber stays the default
    assert kind_of_format(f"{kind_id}-save") is kind
    assert len(set(BOT_NAMES[kind_id])) == 3


@pytest.mark.parametrize("kind_id", VARIANTS)
def test_make_bot_builds_each_level(kind_id: str) -> None:
    normal, strong = BOTS[kind_id]
    assert isinstance(make_bot(kind_id, "easy", seed=1), RandomBot)
    assert isinstance(make_bot(kind_id, "normal", seed=1), normal)
    bot = make_bot(kind_id, "strong", seed=1, budget=0.1, max_samples=7)
    assert isinstance(bot, strong)
    assert (bot.budget, bot.max_samples) == (0.1, 7)


@pytest.mark.parametrize("kind_id", VARIANTS)
def test_each_variant_opens_the_jass_family_table(kind_id: str) -> None:
    from jass_tui.app import run_app

    assert load_app(kind_id) is run_app


def test_jass_game_coiffeur_reaches_its_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    requests: list[LaunchRequest] = []
    monkeypatch.setattr(cli, "_find_app", lambda kind: lambda r: requests.append(r) or 2)
    assert cli.main("jass", ["--saves", str(tmp_path), "--game", "coiffeur"]) == 2
    assert [r.kind for r in requests] == ["coiffeur"]


def _played(kind_id: str, seed: int, steps: int) -> object:
    from shared.kinds import load_engine

    game = load_engine(kind_id).new(seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("kind_id", VARIANTS)
def test_a_save_of_each_variant_loads_back(kind_id: str, tmp_path: Path) -> None:
    players = default_players(BOT_NAMES[kind_id])
    game = _played(kind_id, 3, 80)
    autosave(kind_id, game, players, {"speed": "fast"}, tmp_path)
    loaded = load_autosave(kind_id, tmp_path)
    assert loaded is not None
    assert loaded.kind == kind_id and loaded.game == game
    assert loaded.game.to_json() == game.to_json()  # type: ignore[attr-defined]
    assert loaded.players == players and loaded.settings == {"speed": "fast"}
    assert load_autosave("jass", tmp_path) is None  # each kind has its own slot

    save_named(kind_id, "Sunday", game, players, {}, tmp_path)
    assert load_save("Sunday", kind_id, tmp_path).game == game
    infos = {info.name: info for info in list_saves(tmp_path)}
    assert infos["Sunday"].kind == kind_id and infos["Sunday"].error is None
    assert infos["Sunday"].score == " : ".join(str(s) for s in game.scores)  # type: ignore[attr-defined]


@pytest.mark.parametrize("kind_id", VARIANTS)
def test_jass_simulate_takes_game_after_the_word(
    kind_id: str, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["simulate", "--game", kind_id, "--games", "2", "--seats", "easy,easy,easy,easy"]
    assert cli.main("jass", [*argv, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 2
    assert data["preset"] == get_kind(kind_id).default_preset
    assert cli.main("jass", ["--game", kind_id, "simulate", "--games", "2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["seats"] == ["normal", "easy", "normal", "easy"]
