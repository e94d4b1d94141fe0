"""The game set-up screen both tables share: four seats, bot speed, seed, Start.

Subclass it and yield the game's own fields from :meth:`SetupScreen.compose_options`
(``CycleField`` or ``Input`` widgets with ids); :meth:`SetupScreen.collect` returns every
field's value by id in a :class:`SetupResult`. Override :meth:`check_values` to refuse a
bad value with a message. The screen dismisses with the result (None on Escape).

Defaults make "Enter" start at once: the Start button has the focus.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.widget import Widget
from textual.widgets import Button, Footer, Input, Static

from shared.ui.fields import CycleField
from shared.ui.screens.base import CoveredScreen

PLAYER_KINDS = (
    ("human", "Human"),
    ("easy", "Bot easy"),
    ("normal", "Bot normal"),
    ("strong", "Bot strong"),
)
BOT_SPEEDS = (("instant", "Instant"), ("normal", "Normal"), ("slow", "Slow"))
SEAT_LABELS = ("South", "East", "North", "West")


@dataclass(frozen=True)
class SetupResult:
    """What the set-up screen chose: seats as (name, kind), field values by id, seed."""

    players: tuple[tuple[str, str], ...]
    values: dict[str, str] = field(default_factory=dict)
    seed: int | None = None


class SetupScreen(CoveredScreen[SetupResult | None]):
    """Seats plus the game's options; Start (Enter) dismisses with a SetupResult."""

    DEFAULT_CSS = """
    SetupScreen { align: center middle; }
    SetupScreen > VerticalScroll {
        width: 78; max-height: 100%; height: auto;
        border: round $accent; background: $surface; padding: 0 1;
    }
    SetupScreen .setup-heading { text-style: bold; color: $accent; }
    SetupScreen .seat-row { height: 1; }
    SetupScreen .seat-row > .seat-label { width: 8; }
    SetupScreen Input { border: none; height: 1; width: 20; padding: 0 1; margin-right: 2; }
    SetupScreen Input:focus { background: $accent 30%; border: none; }
    SetupScreen .field-row { height: 1; }
    SetupScreen .field-row > Static { width: 16; }
    SetupScreen #setup-start-row { height: auto; align-horizontal: center; margin-top: 1; }
    SetupScreen #seed { width: 20; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", "Back", id="setup.back"),
        Binding("down", "app.focus_next", "Next field", show=False, id="setup.next"),
        Binding("up", "app.focus_previous", "Previous field", show=False, id="setup.previous"),
        Binding("ctrl+g", "start", "Start", id="setup.start"),
    ]

    TITLE_TEXT = "New game"

    def __init__(
        self,
        players: Sequence[tuple[str, str]],
        *,
        bot_speed: str = "normal",
        seed: int | None = None,
    ) -> None:
        super().__init__()
        self.default_players = list(players)
        self.bot_speed = bot_speed
        self.default_seed = seed

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static(self.TITLE_TEXT, classes="setup-heading")
            for seat, (name, kind) in enumerate(self.default_players):
                with Horizontal(classes="seat-row"):
                    yield Static(SEAT_LABELS[seat], classes="seat-label")
                    yield Input(value=name, id=f"name-{seat}", max_length=16)
                    yield CycleField("", PLAYER_KINDS, kind, label_width=0, id=f"kind-{seat}")
            yield Static("Game", classes="setup-heading")
            yield from self.compose_options()
            yield CycleField(
                "Bot speed", BOT_SPEEDS, self.bot_speed, label_width=16, id="bot_speed"
            )
            with Horizontal(classes="field-row"):
                yield Static("Seed (optional) ".ljust(16))
                seed = "" if self.default_seed is None else str(self.default_seed)
                yield Input(value=seed, placeholder="random", id="seed", restrict=r"[0-9]*")
            with Horizontal(id="setup-start-row"):
                yield Button("Start", id="start", variant="success")
        yield Footer()

    def compose_options(self) -> Iterable[Widget]:
        """The game's own fields; override in the game's set-up screen."""
        return ()

    def on_mount(self) -> None:
        self.query_one("#start", Button).focus()

    def collect(self) -> SetupResult:
        players = tuple(
            (
                self.query_one(f"#name-{seat}", Input).value.strip() or SEAT_LABELS[seat],
                self.query_one(f"#kind-{seat}", CycleField).value,
            )
            for seat in range(len(self.default_players))
        )
        if sum(kind == "human" for _, kind in players) >= 2:
            # "Pass the keyboard to You" means nobody at a shared keyboard: the seat's name.
            players = tuple(
                (SEAT_LABELS[seat] if name.lower() == "you" else name, kind)
                for seat, (name, kind) in enumerate(players)
            )
        values: dict[str, str] = {}
        for widget in self.query(CycleField):
            if widget.id and not widget.id.startswith("kind-"):
                values[widget.id] = widget.value
        for widget in self.query(Input):
            if widget.id and not widget.id.startswith("name-") and widget.id != "seed":
                values[widget.id] = widget.value.strip()
        seed_text = self.query_one("#seed", Input).value.strip()
        return SetupResult(players, values, int(seed_text) if seed_text else None)

    def check_values(self, result: SetupResult) -> str | None:
        """Why ``result`` cannot start a game, or None; override for the game's fields."""
        return None

    @on(Button.Pressed, "#start")
    def _start_pressed(self) -> None:
        self.action_start()

    @on(Input.Submitted)
    def _input_submitted(self) -> None:
        self.action_start()

    def action_start(self) -> None:
        result = self.collect()
        problem = self.check_values(result)
        if problem:
            self.notify(problem, severity="error")
            return
        self.dismiss(result)

    def action_cancel(self) -> None:
        self.dismiss(None)
