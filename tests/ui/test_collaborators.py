"""The table's collaborators, each on its own: no running app."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

import pytest

from jass_tui.state import JassGame
from shared.persistence import autosave_path, load_save
from shared.players import PlayerSpec, default_players
from shared.ui.bot_turns import BotTurns
from shared.ui.handover import HotSeat
from shared.ui.interludes import Interludes
from shared.ui.menu import (
    MenuChoice,
    OpenSaved,
    Problem,
    Quit,
    ShowHelp,
    ShowLoadList,
    ShowSetup,
    StartMenu,
)
from shared.ui.plain import clean, plain, shorten
from shared.ui.save_controller import SaveController
from shared.ui.settings import BotSpeed, DeckName, TableSettings, Toggle

PLAYERS = default_players()


# ----------------------------------------------------------------- bot turns
async def test_one_bot_thinks_at_a_time() -> None:
    turns = BotTurns()
    ticket = turns.start()
    assert ticket is not None and turns.busy
    assert turns.start() is None
    answer = await turns.think(ticket, 0, lambda: lambda: "play HA")
    assert answer == "play HA"
    assert not turns.busy
    assert turns.start() is not None


async def test_a_stale_bot_move_is_dropped_after_leaving_the_game() -> None:
    turns = BotTurns()
    ticket = turns.start()
    assert ticket is not None
    thinking, go_on = threading.Event(), threading.Event()

    def choose() -> str:
        thinking.set()
        go_on.wait(5)
        return "play HA"

    task = asyncio.create_task(turns.think(ticket, 0, lambda: choose))
    await asyncio.to_thread(thinking.wait, 5)
    turns.reset()  # the player left the game while the bot was thinking
    fresh = turns.start()  # the next game's bot may start at once
    go_on.set()
    assert await task is None
    assert fresh is not None and turns.busy  # the stale answer did not free the new turn


async def test_a_stale_ticket_is_dropped_before_the_bot_even_thinks() -> None:
    turns = BotTurns()
    ticket = turns.start()
    assert ticket is not None
    turns.reset()
    prepared: list[int] = []
    answer = await turns.think(ticket, 0.01, lambda: prepared.append(1) or (lambda: "x"))
    assert answer is None and prepared == []


async def test_a_failing_bot_frees_the_turn() -> None:
    turns = BotTurns()
    ticket = turns.start()
    assert ticket is not None

    def broken() -> str:
        raise RuntimeError("bot bug")

    with pytest.raises(RuntimeError):
        await turns.think(ticket, 0, lambda: broken)
    assert not turns.busy


# ------------------------------------------------------------------ hot seat
def test_one_person_never_hands_the_keyboard_over() -> None:
    seat = HotSeat.for_players([False, True, True, True])
    assert seat.revealed == 0 and not seat.shared
    assert not seat.needs_handover(0)
    assert not seat.hide_for_interlude()
    assert seat.viewpoint() == 0


def test_two_people_hand_over_and_hide_for_summaries() -> None:
    seat = HotSeat.for_players([False, True, False, True])
    assert seat.shared and seat.revealed is None
    assert seat.needs_handover(0) and seat.needs_handover(2)
    assert seat.viewpoint() == 0
    seat.reveal(2)
    assert not seat.needs_handover(2) and seat.needs_handover(0)
    assert seat.viewpoint() == 2
    assert seat.hide_for_interlude()
    assert seat.revealed is None and not seat.hide_for_interlude()


def test_only_bots_show_the_first_seat() -> None:
    seat = HotSeat.for_players([True] * 4)
    assert not seat.shared and seat.revealed is None and seat.viewpoint() == 0


def test_interludes_come_in_order() -> None:
    queue: Interludes[str] = Interludes()
    assert not queue and queue.next() is None
    queue.add("summary")
    queue.add("sheet")
    assert len(queue) == 2 and queue.next() == "summary"
    queue.clear()
    assert queue.next() is None


# ------------------------------------------------------------------ settings
def test_settings_read_leniently_and_round_trip() -> None:
    settings = TableSettings.from_saved(
        {"deck": "swiss", "four_colour": True, "bot_speed": "warp", "x": 1}
    )
    assert settings.deck is DeckName.SWISS and settings.four_colour
    assert settings.bot_speed is BotSpeed.NORMAL  # an unknown value keeps its default
    assert TableSettings.from_saved(settings.to_saved()) == settings
    assert TableSettings.from_saved(None) == TableSettings()
    assert BotSpeed.INSTANT.delay == 0 and BotSpeed.SLOW.delay > BotSpeed.NORMAL.delay
    assert Toggle.ON.on and not Toggle.OFF.on and Toggle.of(True) is Toggle.ON


# --------------------------------------------------------------------- plain
@pytest.mark.parametrize(
    ("name", "shown"),
    [
        ("[/]", "[/]"),
        ("[bold red]x[/blink]", "[bold red]x[/blink]"),
        ("\x1b]0;pwned\x07", "␛]0;pwned␇"),
        ("Zoë 👍🏽", "Zoë 👍🏽"),
        ("a\nb\rc\x9b", "a␊b␍c�"),
    ],
)
def test_names_are_plain_text(name: str, shown: str) -> None:
    assert clean(name) == shown
    text = plain(name)
    assert text.plain == shown and not text.spans
    assert "\x1b" not in text.plain


def test_shorten_counts_terminal_cells() -> None:
    assert shorten("Anna", 10) == "Anna"
    assert shorten("😀" * 10, 7) == "😀😀😀…"
    assert shorten("x" * 50, 10) == "x" * 9 + "…"


# ------------------------------------------------------------ save controller
def test_autosave_in_the_owned_slot(tmp_path: Path) -> None:
    saves = SaveController("jass", tmp_path)
    assert saves.claim()
    game = JassGame.new(seed=3)
    assert saves.autosave(game, PLAYERS, TableSettings()) is None
    assert saves.slot == autosave_path("jass", tmp_path)
    assert saves.continue_summary() is not None
    loaded = saves.load_autosave()
    assert loaded is not None and loaded.game.seed == 3
    saves.release()


def test_a_second_window_never_writes_the_owned_slot(tmp_path: Path) -> None:
    first, second = SaveController("jass", tmp_path), SaveController("jass", tmp_path)
    assert first.claim()
    mine = JassGame.new(seed=1)
    first.autosave(mine, PLAYERS, TableSettings())
    before = autosave_path("jass", tmp_path).read_bytes()
    assert not second.claim() and second.blocked
    problem = second.autosave(JassGame.new(seed=2), PLAYERS, TableSettings())
    assert problem is not None and "another window" in problem
    assert second.autosave(JassGame.new(seed=2), PLAYERS, TableSettings()) is None  # told once
    assert autosave_path("jass", tmp_path).read_bytes() == before
    path = second.use_separate_slot()
    assert path.name == "autosave-jass-2.json" and second.separate and not second.blocked
    second.autosave(JassGame.new(seed=2), PLAYERS, TableSettings())
    assert load_save(path, "jass", tmp_path).game.seed == 2
    assert autosave_path("jass", tmp_path).read_bytes() == before
    first.release()
    second.release()
    assert SaveController("jass", tmp_path).claim()


def test_disabled_autosave_claims_nothing(tmp_path: Path) -> None:
    saves = SaveController("spades", tmp_path, enabled=False)
    assert saves.claim()
    assert not list(tmp_path.iterdir())


# ----------------------------------------------------------------- the menu
def test_start_menu_choices(tmp_path: Path) -> None:
    saves = SaveController("jass", tmp_path)
    menu = StartMenu(saves)
    assert isinstance(menu.choose(MenuChoice.NEW), ShowSetup)
    assert isinstance(menu.choose(MenuChoice.LOAD), ShowLoadList)
    assert isinstance(menu.choose(MenuChoice.RULES), ShowHelp)
    assert isinstance(menu.choose(MenuChoice.QUIT), Quit)
    nothing = menu.choose(MenuChoice.CONTINUE)
    assert isinstance(nothing, Problem) and nothing.severity == "warning"
    saves.autosave(JassGame.new(seed=5), PLAYERS, TableSettings())
    step = menu.choose(MenuChoice.CONTINUE)
    assert isinstance(step, OpenSaved) and step.loaded.game.seed == 5
    broken = tmp_path / "broken.json"
    broken.write_text("{not json")
    problem = menu.load(broken)
    assert isinstance(problem, Problem) and "broken.json" in problem.message


def test_player_specs_carry_any_name() -> None:
    assert PlayerSpec(name="[/]", kind="human").name == "[/]"
