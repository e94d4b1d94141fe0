"""The table's footer draws its keys as one line (issue 18): what it shows, keys that
turn on and off, clicks, the key under the mouse, and a real table's footer."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import Label

from shared.ui.footer import KeyFooter, ShownKey, place_keys, shown_keys
from shared.ui.screens.table import TableScreen
from tests.jass_ui.helpers import make_app, players, settle
from tests.jass_ui.test_snapshots import SOLO, mid_hand


class _Keys(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("p", "play", "Play", tooltip="Play the card under the cursor"),
        Binding("enter", "play", "Play (enter)"),  # the same action: shown once
        Binding("t", "scores", "Scores"),
        Binding("x", "secret", "Secret", show=False),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.can_play = True
        self.done: list[str] = []

    def compose(self) -> ComposeResult:
        yield Label("table")
        yield KeyFooter()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "play":
            return True if self.can_play else None
        return True

    def action_play(self) -> None:
        self.done.append("play")

    def action_scores(self) -> None:
        self.done.append("scores")

    def allow(self, play: bool) -> None:
        self.can_play = play
        self.refresh_bindings()


class _App(App[None]):
    def __init__(self) -> None:
        super().__init__()
        self.bells = 0

    def on_mount(self) -> None:
        self.push_screen(_Keys())

    def bell(self) -> None:
        self.bells += 1


def _line(footer: KeyFooter) -> str:
    return footer.render_line(0).text


async def test_the_footer_draws_each_shown_action_once_like_textuals_footer() -> None:
    app = _App()
    async with app.run_test(size=(40, 5)) as pilot:
        await pilot.pause()
        footer = app.screen.query_one(KeyFooter)
        assert _line(footer) == " p Play  t Scores ".ljust(40)
        assert [key.action for key in footer.keys] == ["play", "scores"]
        assert not footer.children  # one drawn line, no widget per key
        assert footer.region.y == 4  # docked at the bottom


async def test_a_key_that_turns_off_is_dimmed_and_a_click_on_it_only_rings() -> None:
    app = _App()
    async with app.run_test(size=(40, 5)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, _Keys)
        footer = screen.query_one(KeyFooter)
        play = footer.render_line(0)
        assert not any(seg.style and seg.style.dim for seg in play)
        screen.allow(False)
        await pilot.pause()
        dimmed = [seg.text for seg in footer.render_line(0) if seg.style and seg.style.dim]
        assert "".join(dimmed) == " p Play "
        await pilot.click(KeyFooter, offset=(1, 0))
        await pilot.pause()
        assert screen.done == [] and app.bells == 1
        screen.allow(True)
        await pilot.pause()
        await pilot.click(KeyFooter, offset=(1, 0))
        await pilot.pause()
        assert screen.done == ["play"]


async def test_a_click_presses_the_key_under_it_and_the_empty_rest_does_nothing() -> None:
    app = _App()
    async with app.run_test(size=(40, 5)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, _Keys)
        await pilot.click(KeyFooter, offset=(12, 0))  # on "Scores"
        await pilot.click(KeyFooter, offset=(30, 0))  # past the last key
        await pilot.pause()
        assert screen.done == ["scores"] and app.bells == 0


async def test_the_key_under_the_mouse_is_highlighted_and_shows_its_tooltip() -> None:
    app = _App()
    async with app.run_test(size=(40, 5)) as pilot:
        await pilot.pause()
        footer = app.screen.query_one(KeyFooter)
        plain = footer.render_line(0)
        await pilot.hover(KeyFooter, offset=(2, 0))
        await pilot.pause()
        lit = footer.render_line(0)
        assert lit.text == plain.text
        first = next(iter(lit))
        assert first.style != next(iter(plain)).style
        assert footer.tooltip == "Play the card under the cursor"
        await pilot.hover(KeyFooter, offset=(12, 0))  # Scores has no tooltip
        await pilot.pause()
        assert footer.tooltip is None
        assert next(iter(footer.render_line(0))).style == next(iter(plain)).style


def test_keys_are_placed_end_to_end_with_their_widths() -> None:
    keys = (
        ShownKey("play", "enter", "⏎", "Play", "", True),
        ShownKey("help", "question_mark", "?", "", "", True),
        ShownKey("save", "ctrl+s", "^s", "Save", "", False),
    )
    placed = place_keys(keys)
    assert [(p.start, p.end) for p in placed] == [(0, 8), (8, 11), (11, 20)]


async def test_a_table_footer_shows_the_turn_and_a_click_on_scores_opens_them(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path, mid_hand(), players(*SOLO))
    async with app.run_test(size=(100, 32)) as pilot:
        await settle(pilot, app)
        screen = app.screen
        assert isinstance(screen, TableScreen) and app.game.to_move == 0
        footer = screen.query_one(KeyFooter)
        assert footer.keys == shown_keys(screen)
        play = next(key for key in footer.keys if key.action == "play_selected")
        assert play.enabled
        scores = next(p for p in place_keys(footer.keys) if p.key.action == "app.scoreboard")
        await pilot.click(KeyFooter, offset=(scores.start + 1, 0))
        await settle(pilot, app)
        assert not isinstance(app.screen, TableScreen)
