"""One ``jass`` command, several kinds: the set-up's kind field, the Load list and
``--continue`` open the Coiffeur table; a set-up or save of another kind is handed on."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from jass_tui import family_app
from jass_tui.app import JassApp
from jass_tui.coiffeur import CoiffeurGame
from jass_tui.coiffeur_app import CoiffeurApp
from jass_tui.screens.setup import CoiffeurChoices
from jass_tui.state import JassGame
from shared.persistence import LaunchRequest, autosave, load_autosave, save_named
from shared.ui.fields import CycleField
from shared.ui.menu import OpenSaved
from shared.ui.screens.game_over import GameOverScreen
from shared.ui.screens.setup import SetupResult
from shared.ui.settings import TableSettings
from tests.coiffeur_ui.helpers import make_app, players, screen_text, settle

SOLO = players("human", "easy", "easy", "easy")


def test_the_jass_command_hosts_schieber_first_then_coiffeur() -> None:
    assert [kind.id for kind in family_app.hosted_kinds()][:2] == ["jass", "coiffeur"]
    assert family_app.app_class("coiffeur") is CoiffeurApp
    assert family_app.app_class("jass") is JassApp


async def test_choosing_coiffeur_on_the_schieber_set_up_hands_it_on(tmp_path: Path) -> None:
    app = JassApp(tmp_path, bot_delay=0, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await settle(pilot, app)
        assert "New game of Schieber Jass" in screen_text(app)
        app.screen.query_one("#game", CycleField).value = "coiffeur"
        await pilot.pause()
        text = screen_text(app)
        assert "New game of Coiffeur" in text and "Push to" in text
        assert "Multipliers" not in text  # Schieber's own fields are hidden
        app.screen.query_one("#push_to", CycleField).value = "partner"
        await pilot.press("ctrl+g")
        await settle(pilot, app)
    launch = app.next_launch
    assert launch is not None and launch.kind == "coiffeur" and launch.loaded is None
    assert launch.setup is not None
    assert launch.setup.options == CoiffeurChoices(preset="coiffeur-8", push_to="partner")
    assert app.game is None  # no Schieber game was started


async def test_a_coiffeur_app_given_a_set_up_opens_the_game_at_once(tmp_path: Path) -> None:
    setup: SetupResult[Any] = SetupResult(
        players=SOLO,
        options=CoiffeurChoices(preset="coiffeur-10", push_to="next"),
        table=TableSettings(bot_speed="instant"),
        seed=12,
    )
    app = CoiffeurApp(tmp_path, bot_delay=0, setup=setup, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        assert isinstance(app.game, CoiffeurGame)
        assert app.game.preset == "coiffeur-10" and app.game.seed == 12
        assert app.game.hands_total == 20


def test_run_app_follows_the_hand_offs(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    started: list[tuple[str, object, object]] = []

    def fake(kind: str) -> Any:
        class Fake:
            def __init__(self, saves_dir: Path, **kwargs: Any) -> None:
                started.append((kind, kwargs.get("loaded"), kwargs.get("setup")))
                self.next_launch = None
                if kind == "jass":
                    self.next_launch = family_app.Launch("coiffeur", saves_dir, setup="chosen")

            def run(self) -> int:
                return 0

        return Fake

    monkeypatch.setattr(family_app, "app_class", fake)
    status = family_app.run_app(LaunchRequest(kind="jass", saves_dir=tmp_path))
    assert status == 0
    assert started == [("jass", None, None), ("coiffeur", None, "chosen")]


async def test_the_load_list_shows_coiffeur_saves_and_hands_them_on(tmp_path: Path) -> None:
    coiffeur = CoiffeurGame.new(seed=4)
    coiffeur.apply(coiffeur.legal_actions()[0])
    save_named("coiffeur", "friday", coiffeur, SOLO, {}, tmp_path)
    save_named("jass", "monday", JassGame.new(seed=1), SOLO, {}, tmp_path)
    app = JassApp(tmp_path, bot_delay=0)
    listed = {info.name: info.kind for info in app.saves.list()}
    assert listed == {"friday": "coiffeur", "monday": "jass"}
    step = app.menu.load(tmp_path / "friday.json")
    assert isinstance(step, OpenSaved) and step.loaded.kind == "coiffeur"
    async with app.run_test(size=(80, 24)) as pilot:
        await app.open_saved(step.loaded)
        await settle(pilot, app)
    assert app.next_launch is not None and app.next_launch.kind == "coiffeur"
    assert app.next_launch.loaded is step.loaded


async def test_continue_opens_the_autosaved_coiffeur_game(tmp_path: Path) -> None:
    game = CoiffeurGame.new(seed=8)
    game.apply("push")
    autosave("coiffeur", game, SOLO, {"bot_speed": "instant"}, tmp_path)
    loaded = load_autosave("coiffeur", tmp_path)
    assert loaded is not None
    app = CoiffeurApp(tmp_path, loaded=loaded, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        assert isinstance(app.game, CoiffeurGame)
        assert app.game.hands[-1].pushes == game.hands[-1].pushes
        assert app.next_launch is None


async def test_equal_totals_are_a_draw(tmp_path: Path) -> None:
    real = CoiffeurGame.new(seed=9)
    while real.phase != "game_over":
        real.apply(real.legal_actions()[0])
    app = make_app(tmp_path, real, SOLO, autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        drawn = SimpleNamespace(
            winner=None, scores=(1000, 1000), hands=real.hands, board=real.board
        )
        await app.push_screen(app.game_over_screen(drawn))  # type: ignore[arg-type]
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        text = screen_text(app)
        assert "A draw!" in text and "the totals are equal: a draw." in " ".join(text.split())
