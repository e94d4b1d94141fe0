"""The registry of game kinds: every kind resolves, and everything else reads from it."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from shared import cli, sim
from shared.kinds import (
    KIND_IDS,
    GameKind,
    all_kinds,
    default_kind,
    get_kind,
    kind_of_format,
    kinds_for_command,
    load_app,
    load_bots,
    load_engine,
    register_kind,
    unregister_kind,
)
from shared.persistence import (
    ENGINES,
    FORMATS,
    GAME_KINDS,
    LaunchRequest,
    autosave,
    engine_class,
    list_saves,
    load_autosave,
)
from shared.persistence.summary import GAME_TITLES
from shared.players import BOT_NAMES, default_players
from tests.persistence.conftest import FAKE_ENGINE
from tests.persistence.fakegame import FakeGame

ROOT = Path(__file__).resolve().parents[2]
KINDS = all_kinds()


@pytest.mark.parametrize("kind", KINDS, ids=[kind.id for kind in KINDS])
def test_every_registered_kind_resolves(kind: GameKind) -> None:
    engine = load_engine(kind)
    game = engine.new(preset=kind.default_preset, seed=1)
    assert game.preset == kind.default_preset
    assert engine.from_json(game.to_json()).to_json() == game.to_json()
    assert load_bots(kind) is not None
    assert callable(load_app(kind))
    assert kind in kinds_for_command(kind.command)


def test_ids_and_save_formats_are_unique() -> None:
    assert len({kind.id for kind in KINDS}) == len(KINDS)
    assert len({kind.save_format for kind in KINDS}) == len(KINDS)
    for kind in KINDS:
        assert kind_of_format(kind.save_format) == kind
        assert get_kind(kind.id) is kind


def test_today_jass_hosts_four_kinds_and_spades_one() -> None:
    assert [kind.id for kind in KINDS] == ["jass", "coiffeur", "differenzler", "molotow", "spades"]
    assert [kind.id for kind in kinds_for_command("jass")] == [
        "jass",
        "coiffeur",
        "differenzler",
        "molotow",
    ]
    assert default_kind("jass").title == "Schieber Jass"
    assert default_kind("spades").short_title == "Spades"


def test_the_old_tables_are_views_of_the_registry() -> None:
    assert GAME_KINDS == ("jass", "coiffeur", "differenzler", "molotow", "spades")
    assert "jass" in GAME_KINDS
    assert dict(FORMATS) == {
        "jass": "jass-save",
        "coiffeur": "coiffeur-save",
        "differenzler": "differenzler-save",
        "molotow": "molotow-save",
        "spades": "spades-save",
    }
    assert dict(ENGINES) == {
        "jass": "jass_tui.state:JassGame",
        "coiffeur": "jass_tui.coiffeur:CoiffeurGame",
        "differenzler": "jass_tui.differenzler:DifferenzlerGame",
        "molotow": "jass_tui.molotow:MolotowGame",
        "spades": "spades_tui.state:SpadesGame",
    }
    assert dict(GAME_TITLES) == {
        "jass": "Jass",
        "coiffeur": "Coiffeur",
        "differenzler": "Differenzler",
        "molotow": "Molotow",
        "spades": "Spades",
    }
    assert BOT_NAMES["spades"] == ("Ada", "Ben", "Cleo")
    assert dict(sim.DEFAULT_PRESETS) == {
        "jass": "schieber-1000",
        "coiffeur": "coiffeur-8",
        "differenzler": "differenzler",
        "molotow": "molotow",
        "spades": "standard",
    }
    assert dict(sim.GAMES) == dict(ENGINES)
    assert engine_class("jass") is load_engine("jass") is sim.game_class("jass")
    assert [p.name for p in default_players()] == ["You", "Ruedi", "Vreni", "Hansruedi"]


def test_an_unknown_kind_names_the_known_ones() -> None:
    known = "jass, coiffeur, differenzler, molotow, spades"
    with pytest.raises(ValueError, match=rf"^unknown game 'poker'; choose one of {known}$"):
        get_kind("poker")
    with pytest.raises(ValueError, match="unknown command 'poker'"):
        default_kind("poker")
    with pytest.raises(ValueError):
        cli.main("poker", [])


def test_the_registry_imports_no_engine_and_no_textual() -> None:
    code = (
        "import sys, json\n"
        "from shared.kinds import all_kinds\n"
        "import shared.cli, shared.persistence, shared.players, shared.bots\n"
        "all_kinds()\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.startswith("
        "('textual', 'rich', 'jass_tui.', 'spades_tui.')))))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == ["jass_tui.kind", "spades_tui.kind"]


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ({"id": "Jass!"}, "id must be a short lowercase word"),
        ({"command": ""}, "command must be a short lowercase word"),
        ({"engine": "jass_tui.state"}, "engine must be 'module:attribute'"),
        ({"app": "no spaces:run"}, "app must be 'module:attribute'"),
        ({"bots": "a b"}, "bots must be an import path"),
        ({"bot_names": ("A", "B")}, "needs three bot names"),
        ({"title": " "}, "needs a title"),
    ],
)
def test_a_kind_is_checked_when_declared(change: dict[str, object], problem: str) -> None:
    with pytest.raises(ValueError, match=problem):
        dataclasses.replace(KINDS[0], **change)  # type: ignore[arg-type]


TOY_JASS = GameKind(
    id="toyjass",
    command="jass",
    title="Toy Jass",
    short_title="Toy",
    engine=FAKE_ENGINE,
    default_preset="fake-5",
    save_format="toyjass-save",
    bot_names=("Anna", "Beat", "Chris"),
    bots="tests.persistence.fakegame",
    app="tests.persistence.fakegame:FakeGame",
)


@pytest.fixture
def toy_jass() -> Iterator[GameKind]:
    register_kind(TOY_JASS)
    try:
        yield TOY_JASS
    finally:
        unregister_kind(TOY_JASS.id)


def test_a_registered_kind_is_everywhere_and_goes_again(toy_jass: GameKind) -> None:
    assert "toyjass" in GAME_KINDS and FORMATS["toyjass"] == "toyjass-save"
    assert kinds_for_command("jass")[0] == get_kind("jass")
    assert kinds_for_command("jass")[-1] == toy_jass
    assert default_kind("jass").id == "jass"
    unregister_kind("toyjass")
    assert "toyjass" not in KIND_IDS and "toyjass" not in FORMATS
    register_kind(toy_jass)  # the fixture removes it again


def test_clashing_kinds_are_refused(toy_jass: GameKind) -> None:
    with pytest.raises(ValueError, match="there is a game kind 'toyjass' already"):
        register_kind(toy_jass)
    clash = dataclasses.replace(toy_jass, id="other", save_format="jass-save")
    with pytest.raises(ValueError, match="share the save_format 'jass-save'"):
        register_kind(clash)
    replaced = dataclasses.replace(get_kind("spades"), title="Spades (replaced)")
    register_kind(replaced, replace=True)
    try:
        assert get_kind("spades").title == "Spades (replaced)"
    finally:
        unregister_kind("spades")
    assert get_kind("spades").title == "Spades"


def test_one_command_hosts_several_kinds_with_game(
    toy_jass: GameKind,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    requests: list[LaunchRequest] = []
    monkeypatch.setattr(cli, "_find_app", lambda kind: lambda r: requests.append(r) or 0)
    monkeypatch.setenv("COLUMNS", "200")
    assert cli.main("jass", ["--saves", str(tmp_path), "--game", "toyjass", "--seed", "3"]) == 0
    assert cli.main("jass", ["--saves", str(tmp_path)]) == 0
    assert [r.kind for r in requests] == ["toyjass", "jass"]

    game = FakeGame.new(seed=4)
    autosave("toyjass", game, default_players(toy_jass.bot_names), {}, tmp_path)
    assert cli.main("jass", ["--saves", str(tmp_path), "--game", "toyjass", "--continue"]) == 0
    loaded = requests[-1].loaded
    assert loaded is not None and loaded.game == game and loaded.kind == "toyjass"
    assert loaded.path == tmp_path / "autosave-toyjass.json"
    assert load_autosave("jass", tmp_path) is None  # each kind has its own slot
    [info] = list_saves(tmp_path)
    assert (info.kind, info.error) == ("toyjass", None)

    capsys.readouterr()
    assert cli.main("jass", ["--help"]) == 0
    help_text = capsys.readouterr().out
    assert "--game {jass,coiffeur,differenzler,molotow,toyjass}" in help_text
    assert "toyjass (Toy Jass)" in help_text
    assert cli.main("jass", ["--game", "spades"]) == 2  # not a kind this command hosts
    assert cli.main("spades", ["--help"]) == 0
    assert "--game" not in capsys.readouterr().out
