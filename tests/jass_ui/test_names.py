"""Names at the Jass table: "You" only for the one person; everybody else by his name.

The set-up proposes the names as the seats' kinds change; the seat panels and the event
line use them, and "You play …" is said only to the one person at the table.
"""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input

from jass_tui.app import JassApp
from shared.ui.fields import CycleField
from shared.ui.screens.handover import HandOverScreen
from tests.jass_ui.helpers import make_app, screen_text, settle, step


async def open_setup(pilot, app: JassApp) -> None:  # type: ignore[no-untyped-def]
    await pilot.press("n")
    await settle(pilot, app)


async def set_kinds(pilot, app: JassApp, *kinds: str) -> None:  # type: ignore[no-untyped-def]
    for seat, kind in enumerate(kinds):
        app.screen.query_one(f"#kind-{seat}", CycleField).value = kind
        await pilot.pause()


def names_shown(app: JassApp) -> list[str]:
    return [app.screen.query_one(f"#name-{seat}", Input).value for seat in range(4)]


async def play_a_while(pilot, app: JassApp, events: list[str], moves: int = 40) -> None:  # type: ignore[no-untyped-def]
    """Play on; ``events`` gets every line put on the event line."""
    say = app.say

    def recording(text: str, **kwargs: object) -> None:
        events.append(text)
        say(text, **kwargs)  # type: ignore[arg-type]

    app.say = recording  # type: ignore[method-assign]
    await settle(pilot, app)
    for _ in range(moves):
        if app.game is not None and app.game.hand_number > 1:
            return
        await step(pilot, app)


async def test_one_person_is_you_and_is_spoken_to(tmp_path: Path) -> None:
    app = make_app(tmp_path, seed=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_setup(pilot, app)
        assert names_shown(app) == ["You", "Ruedi", "Vreni", "Hansruedi"]
        await pilot.press("ctrl+g")
        events: list[str] = []
        await play_a_while(pilot, app, events)
        assert [p.name for p in app.players] == ["You", "Ruedi", "Vreni", "Hansruedi"]
        assert any(e.startswith("You play ") for e in events), events
        assert not any(e.startswith("You plays") for e in events), events
        assert "You" in screen_text(app)


async def test_two_people_are_named_by_their_names_everywhere(tmp_path: Path) -> None:
    app = make_app(tmp_path, seed=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_setup(pilot, app)
        await set_kinds(pilot, app, "human", "human")
        # The set-up proposes a name of his own to each person at once.
        assert names_shown(app) == ["South", "Ruedi", "Vreni", "Hansruedi"]
        await pilot.press("ctrl+g")
        await settle(pilot, app)
        assert isinstance(app.screen, HandOverScreen)
        events: list[str] = []
        await play_a_while(pilot, app, events)
        assert [p.name for p in app.players][:2] == ["South", "Ruedi"]
        assert any(e.startswith("South plays ") for e in events), events
        assert not any(e.startswith("You ") for e in events), events
        text = screen_text(app)
        assert "South" in text and "Ruedi" in text
        assert "You " not in text


async def test_four_people_and_back_to_one(tmp_path: Path) -> None:
    app = make_app(tmp_path, seed=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_setup(pilot, app)
        await set_kinds(pilot, app, "human", "human", "human", "human")
        assert names_shown(app) == ["South", "Ruedi", "Vreni", "Hansruedi"]
        await set_kinds(pilot, app, "human", "normal", "normal", "normal")
        assert names_shown(app) == ["You", "Ruedi", "Vreni", "Hansruedi"]
        await set_kinds(pilot, app, "human", "human", "human", "human")
        await pilot.press("ctrl+g")
        events: list[str] = []
        await play_a_while(pilot, app, events, moves=60)
        assert [p.name for p in app.players] == ["South", "Ruedi", "Vreni", "Hansruedi"]
        assert not any(e.startswith("You ") for e in events), events
        assert any(e.startswith("Hansruedi ") for e in events), events


async def test_a_bot_in_south_is_never_you(tmp_path: Path) -> None:
    app = make_app(tmp_path, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_setup(pilot, app)
        await set_kinds(pilot, app, "normal", "human")
        # The bot in South gets a bot name; the one person (East) is "You".
        assert names_shown(app) == ["Max", "You", "Vreni", "Hansruedi"]
        await pilot.press("ctrl+g")
        events: list[str] = []
        await play_a_while(pilot, app, events)
        assert [p.name for p in app.players][:2] == ["Max", "You"]
        assert any(e.startswith("Max plays ") for e in events), events
        assert any(e.startswith("You play ") for e in events), events


async def test_a_typed_name_stays_when_kinds_change(tmp_path: Path) -> None:
    app = make_app(tmp_path, seed=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_setup(pilot, app)
        app.screen.query_one("#name-0", Input).value = "Anna"
        await set_kinds(pilot, app, "normal")
        assert names_shown(app)[0] == "Anna"


async def test_an_old_save_with_a_bot_called_you_is_renamed(tmp_path: Path) -> None:
    from jass_tui.state import JassGame
    from tests.jass_ui.helpers import players

    game = JassGame.new(seed=4, target=400)
    seats = players("normal", "human", "normal", "normal", names=("You", "Beat", "Chris", "Dora"))
    app = make_app(tmp_path, game, seats)
    async with app.run_test(size=(80, 24)) as pilot:
        events: list[str] = []
        await play_a_while(pilot, app, events)
        assert app.players[0].name == "Max"
        assert not any(e.startswith("You ") for e in events), events
