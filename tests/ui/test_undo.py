"""Undo and redo at the table, for every game kind: ``u`` takes back the person's last
card or decision and the bots' replies since, ``U`` puts them back, the autosave records
it, hot-seat refuses it unless the set-up allowed it."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.worker import WorkerCancelled, WorkerFailed

from jass_tui.app import JassApp
from jass_tui.coiffeur import CoiffeurGame
from jass_tui.coiffeur_app import CoiffeurApp
from jass_tui.differenzler import DifferenzlerGame
from jass_tui.differenzler_app import DifferenzlerApp
from jass_tui.molotow import MolotowGame
from jass_tui.molotow_app import MolotowApp
from jass_tui.state import JassGame
from shared.engine.base import TrickGame
from shared.players import PlayerSpec
from shared.ui.app import CardTableApp
from shared.ui.fields import CycleField
from shared.ui.screens.handover import HandOverScreen
from shared.ui.screens.table import TableScreen
from shared.ui.settings import TableSettings
from spades_tui.app import SpadesApp
from spades_tui.state import SpadesGame
from tests.jass_ui.kinds import variant_kinds

Game = TrickGame[Any, Any]
App = CardTableApp[Any, Any, Any]

TABLES: list[tuple[type[App], type[Game]]] = [
    (JassApp, JassGame),
    (CoiffeurApp, CoiffeurGame),
    (DifferenzlerApp, DifferenzlerGame),
    (MolotowApp, MolotowGame),
    (SpadesApp, SpadesGame),
]
SETTINGS = {"deck": "french", "four_colour": False, "auto_play": False, "bot_speed": "instant"}
ANSWERS = {
    "HandOverScreen": ("enter",),
    "ContractScreen": ("1",),
    "WeisScreen": ("d",),
    "PredictionScreen": ("enter",),
    "CellChoiceScreen": ("1",),
    "BidScreen": ("enter",),
    "BlindNilScreen": ("enter",),
}
"""Keys that answer each dialog (the rest, summaries and sheets, close with Enter)."""


@pytest.fixture(autouse=True)
def _variant_kinds() -> Iterator[None]:
    with variant_kinds():
        yield


def seats(*kinds: str) -> tuple[PlayerSpec, ...]:
    names = ("You" if kinds.count("human") == 1 else "Anna", "Beat", "Chris", "Dora")
    return tuple(PlayerSpec(name=n, kind=k) for n, k in zip(names, kinds, strict=True))  # type: ignore[arg-type]


def open_app(
    cls: type[App], saves: Path, game: Game, players: tuple[PlayerSpec, ...], **settings: Any
) -> App:
    start = SimpleNamespace(
        game=game, players=players, settings={**SETTINGS, **settings}, notice=None
    )
    return cls(saves, loaded=start, bot_delay=0)  # type: ignore[arg-type]


async def settle(pilot: Pilot[Any], app: App) -> None:
    for _ in range(2000):
        await pilot.pause()
        if not any(worker.is_running for worker in app.workers):
            await pilot._wait_for_screen()
            if not any(worker.is_running for worker in app.workers):
                return
        with contextlib.suppress(WorkerCancelled, WorkerFailed):
            await app.workers.wait_for_complete()
    raise AssertionError("the bots never stopped")


def same_play(a: Game, b: Game) -> bool:
    """The same position and history, whatever the undo count."""
    return a.to_saved().model_copy(update={"undos": 0}) == b.to_saved().model_copy(
        update={"undos": 0}
    )


def playable_key(app: App) -> str:
    model = app.screen.model  # type: ignore[attr-defined]
    return next(str(i + 1) for i, reason in enumerate(model.reasons) if reason is None)


async def to_card_turn(pilot: Pilot[Any], app: App, *, tricks: int = 0) -> None:
    """Answer dialogs and play cards until the person is to play a card at the table,
    at least ``tricks`` tricks into a hand."""
    for _ in range(400):
        await settle(pilot, app)
        screen = app.screen
        if isinstance(screen, TableScreen):
            model = screen.model
            if model is not None and model.hand_active:
                done = sum(len(t.cards) == 4 for t in app.game.hands[-1].tricks)
                if done >= tricks:
                    return
                await pilot.press(playable_key(app))
            continue
        await pilot.press(*ANSWERS.get(type(screen).__name__, ("enter",)))
    raise AssertionError("the person never got a card to play")


@pytest.mark.parametrize(("cls", "engine"), TABLES, ids=lambda c: getattr(c, "__name__", ""))
async def test_undo_takes_back_the_card_and_the_bots_replies(
    cls: type[App], engine: type[Game], tmp_path: Path
) -> None:
    game = engine.new(seed=11)
    app = open_app(cls, tmp_path, game, seats("human", "normal", "normal", "normal"))
    async with app.run_test(size=(100, 32)) as pilot:
        await to_card_turn(pilot, app)
        before = app.game.copy()
        hand = tuple(app.screen.model.hand)  # type: ignore[attr-defined]
        key = playable_key(app)
        card = hand[int(key) - 1]
        await pilot.press(key)
        await to_card_turn(pilot, app)
        if app.game.hand_number != before.hand_number:
            pytest.skip("the hand ended with that card")  # never with seed 11
        after = app.game.copy()
        assert card not in app.game.view(0).hand
        tricks_after = sum(len(t.cards) == 4 for t in after.hands[-1].tricks)

        await pilot.press("u")
        await settle(pilot, app)
        assert same_play(app.game, before), "the position before the card is back"
        assert app.game.undos == 1
        assert card in app.game.view(0).hand
        # Across a trick: the completed trick is open again.
        assert sum(len(t.cards) == 4 for t in app.game.hands[-1].tricks) == tricks_after - 1
        assert "Took back your card" in app.table.message  # type: ignore[union-attr]
        assert isinstance(app.screen, TableScreen)

        # Redo puts back the very same moves (the bots' too).
        await pilot.press("U")
        await settle(pilot, app)
        assert same_play(app.game, after)

        # Undo again, play the same card: the same move as the first time.
        await pilot.press("u")
        await settle(pilot, app)
        await pilot.press(key)
        await settle(pilot, app)
        played = app.game.hand_actions
        assert (
            played[: len(before.hand_actions) + 1]
            == after.hand_actions[: len(before.hand_actions) + 1]
        )
        assert app.redo_stack == []

        # The autosave holds the undos: loading it gives the very same game.
        app.save_now()
        restored = app.saves.load_autosave()
        assert restored is not None
        assert restored.game == app.game and restored.game.undos == 2


@pytest.mark.parametrize(("cls", "engine"), TABLES, ids=lambda c: getattr(c, "__name__", ""))
async def test_undo_after_a_decision_opens_its_dialog_again(
    cls: type[App], engine: type[Game], tmp_path: Path
) -> None:
    """Undoing down to a decision (bid, contract, prediction …) asks it again."""
    game = engine.new(seed=5)
    app = open_app(cls, tmp_path, game, seats("human", "easy", "easy", "easy"))
    async with app.run_test(size=(100, 32)) as pilot:
        await to_card_turn(pilot, app)
        history = app.game.hand_actions
        while app.can_undo():
            await pilot.press("u")
            await settle(pilot, app)
        assert app.game.hand_actions == history[: len(app.game.hand_actions)]
        seat = app.game.to_move
        assert seat == 0
        if app.game.phase in ("contract", "bid", "predict"):
            assert not isinstance(app.screen, TableScreen), "the decision is asked again"
        # Nothing more to take back: u says why.
        if isinstance(app.screen, TableScreen):
            await pilot.press("u")
            await settle(pilot, app)
            assert "Nothing to take back" in app.table.message  # type: ignore[union-attr]


def footer(app: App) -> set[str]:
    return {
        entry.binding.description
        for entry in app.screen.active_bindings.values()
        if entry.binding.show
    }


async def test_undo_a_bid_from_the_table_and_redo_it_in_the_bid_dialog(tmp_path: Path) -> None:
    game = SpadesGame.new(seed=3)
    app = open_app(SpadesApp, tmp_path, game, seats("human", "normal", "normal", "normal"))
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot, app)
        assert type(app.screen).__name__ == "BidScreen"
        assert not app.can_undo()  # nothing of the person's in this hand yet (bots' bids)
        bids = app.game.hand_actions
        await pilot.press("u")
        await settle(pilot, app)
        assert type(app.screen).__name__ == "BidScreen" and app.game.hand_actions == bids
        await pilot.press("enter")  # the bid
        await to_card_turn(pilot, app)
        assert "Undo" in footer(app) and "Redo" not in footer(app)
        after = app.game.copy()
        steps = app.game.undo_steps(0)
        if app.game.hand_actions[-steps].kind != "bid":
            await pilot.press(playable_key(app))
            await to_card_turn(pilot, app)
            await pilot.press("u")
            await settle(pilot, app)
            assert "Redo" in footer(app)
            after = app.game.copy()
        await pilot.press("u")
        await settle(pilot, app)
        # The bid is taken back: the bid dialog asks it again, and U in it puts it back.
        assert type(app.screen).__name__ == "BidScreen"
        assert app.game.phase == "bid" and app.game.to_move == 0
        await pilot.press("U")
        await settle(pilot, app)
        assert isinstance(app.screen, TableScreen)
        assert same_play(app.game, after)


async def test_at_80_columns_the_footer_has_no_room_but_the_keys_work(tmp_path: Path) -> None:
    game = JassGame.new(seed=11)
    app = open_app(JassApp, tmp_path, game, seats("human", "normal", "normal", "normal"))
    async with app.run_test(size=(80, 24)) as pilot:
        await to_card_turn(pilot, app)
        before = app.game.copy()
        await pilot.press(playable_key(app))
        await to_card_turn(pilot, app)
        assert app.can_undo() and "Undo" not in footer(app)
        await pilot.press("u")
        await settle(pilot, app)
        assert same_play(app.game, before)
        assert "U puts it back" in app.table.message  # type: ignore[union-attr]


async def test_hot_seat_refuses_undo(tmp_path: Path) -> None:
    game = JassGame.new(seed=7)
    app = open_app(JassApp, tmp_path, game, seats("human", "normal", "human", "normal"))
    async with app.run_test(size=(100, 32)) as pilot:
        await to_card_turn(pilot, app)
        await pilot.press(playable_key(app))
        await to_card_turn(pilot, app)
        moves = app.game.hand_actions
        assert not app.can_undo()
        await pilot.press("u")
        await settle(pilot, app)
        assert app.game.hand_actions == moves
        assert "Undo is off at a shared keyboard" in app.table.message  # type: ignore[union-attr]


async def test_hot_seat_undo_when_the_setup_allows_it(tmp_path: Path) -> None:
    """Undo takes back the last person's move; the keyboard goes back to him first."""
    game = SpadesGame.new(seed=7)
    app = open_app(
        SpadesApp, tmp_path, game, seats("human", "normal", "human", "normal"), undo_hot_seat=True
    )
    async with app.run_test(size=(100, 32)) as pilot:
        await to_card_turn(pilot, app)
        mover = app.game.to_move
        before = app.game.copy()
        await pilot.press(playable_key(app))
        await settle(pilot, app)
        # The other person gets the keyboard: the hand-over shows first.
        assert isinstance(app.screen, HandOverScreen)
        await pilot.press("enter")
        await settle(pilot, app)
        assert app.revealed != mover
        assert app.can_undo()
        await pilot.press("u")
        await settle(pilot, app)
        assert same_play(app.game, before)
        # The move is the first person's again: hand the keyboard back before his hand shows.
        assert isinstance(app.screen, HandOverScreen)
        assert app.revealed is None
        await pilot.press("enter")
        await settle(pilot, app)
        assert app.revealed == mover


@pytest.mark.parametrize("cls", [JassApp, SpadesApp], ids=lambda c: c.__name__)
@pytest.mark.parametrize("allowed", [False, True])
async def test_the_setup_switch_allows_undo_in_hot_seat(
    cls: type[App], allowed: bool, tmp_path: Path
) -> None:
    """The set-up's "Undo" field: off by default, on it lets people at one keyboard undo;
    it is a table setting, kept in the save."""
    app = cls(tmp_path, bot_delay=0)  # type: ignore[call-arg]
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        screen = app.screen
        field = screen.query_one("#undo_hot_seat", CycleField)
        assert field.value == "off"
        screen.query_one("#kind-2", CycleField).value = "human"
        screen.query_one("#bot_speed", CycleField).value = "instant"
        if allowed:
            field.value = "on"
        await pilot.pause()
        await pilot.press("ctrl+g")
        await to_card_turn(pilot, app)
        assert app.settings.undo_hot_seat is allowed
        await pilot.press(playable_key(app))
        await to_card_turn(pilot, app)
        assert app.can_undo() is allowed
        moves = app.game.hand_actions
        await pilot.press("u")
        await settle(pilot, app)
        if allowed:
            assert len(app.game.hand_actions) < len(moves)
        else:
            assert app.game.hand_actions == moves
            assert "Undo is off at a shared keyboard" in app.table.message  # type: ignore[union-attr]
        restored = app.saves.load_autosave()
        assert restored is not None
        assert TableSettings.from_saved(restored.settings).undo_hot_seat is allowed
