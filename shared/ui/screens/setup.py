"""The game set-up screen both tables share: four seats, bot speed, undo in hot-seat,
seed, Start.

Subclass it as ``SetupScreen[ItsOptions]``: yield the game's own fields from
:meth:`SetupScreen.compose_options` (``CycleField`` or ``Input`` widgets with ids) and
read them back, typed, in :meth:`SetupScreen.read_options` (the engine options as a
model, raising ``ValueError`` with a message for a bad value) and
:meth:`SetupScreen.read_table` (the table's :class:`TableSettings`). The screen dismisses
with a :class:`SetupResult` (None on Escape): seats as ``PlayerSpec``, the typed options,
the table settings and the seed. No value travels as an ``"on"``/``"off"`` string.

Names: "You" is proposed only for the one person at a table with one person. When the
seats' kinds change, every name still as proposed follows: with two or more people each
is called by a name of his own (the seat's place, or the bot name of the seat), a bot in
South gets a bot name; a name typed in stays.

Defaults make "Enter" start at once: the Start button has the focus. Every label is a
msgid (``N_``), said in the current language when the screen is built; the cycle fields
translate their own labels.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import ClassVar, Generic, TypeVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.widget import Widget
from textual.widgets import Button, Footer, Input, Static

from shared.i18n import N_, _, translate
from shared.players import (
    PLAYER_KINDS,
    PlayerKind,
    PlayerSpec,
    is_you_name,
    seat_default_name,
    settle_names,
)
from shared.ui.fields import CycleField
from shared.ui.screens.base import CoveredScreen
from shared.ui.settings import BotSpeed, TableSettings, Toggle
from shared.ui.words import exception_text

KIND_LABELS: dict[PlayerKind, str] = {
    "human": N_("Human"),
    "easy": N_("Bot easy"),
    "normal": N_("Bot normal"),
    "strong": N_("Bot strong"),
    "expert": N_("Bot expert"),
}
"""What a seat's field says for each of :data:`~shared.players.PLAYER_KINDS` (a test
keeps the two equal)."""
BOT_SPEED_LABELS: dict[BotSpeed, str] = {
    BotSpeed.INSTANT: N_("Instant"),
    BotSpeed.NORMAL: N_("Normal"),
    BotSpeed.SLOW: N_("Slow"),
}
BOT_SPEEDS = tuple((speed.value, BOT_SPEED_LABELS[speed]) for speed in BotSpeed)
ON_OFF = ((Toggle.ON.value, N_("On")), (Toggle.OFF.value, N_("Off")))
UNDO_CHOICES = (
    (Toggle.OFF.value, N_("Only for one person")),
    (Toggle.ON.value, N_("Also at a shared keyboard")),
)
"""Undo in hot-seat: with one person at the table undo is always on."""
SEAT_LABELS = (N_("South"), N_("East"), N_("North"), N_("West"))
"""The seats' names (``shared.table.SEAT_NAMES``) as msgids: a seat left unnamed is
called by its place, in the language of the set-up."""

OptionsT = TypeVar("OptionsT")


@dataclass(frozen=True)
class SetupResult(Generic[OptionsT]):
    """What the set-up screen chose: the seats, the engine options, the table, the seed."""

    players: tuple[PlayerSpec, ...]
    options: OptionsT
    table: TableSettings
    seed: int | None = None


class SetupScreen(CoveredScreen[SetupResult[OptionsT] | None], Generic[OptionsT]):
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
    /* Indented like a CycleField's label (its padding), so every value starts in one
       column: a label as wide as the ◀ field's label and arrow puts the Input's text
       (after its padding) under each choice. */
    SetupScreen .field-row { height: 1; padding-left: 1; }
    SetupScreen .field-row > Static { width: 17; }
    SetupScreen #setup-start-row { height: auto; align-horizontal: center; margin-top: 1; }
    SetupScreen #seed { width: 20; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", N_("Back"), id="setup.back"),
        Binding("down", "app.focus_next", N_("Next field"), show=False, id="setup.next"),
        Binding("up", "app.focus_previous", N_("Previous field"), show=False, id="setup.previous"),
        Binding("ctrl+g", "start", N_("Start"), id="setup.start"),
    ]

    TITLE_TEXT = N_("New game")

    def __init__(
        self,
        players: Sequence[PlayerSpec],
        *,
        bot_speed: BotSpeed = BotSpeed.NORMAL,
        seed: int | None = None,
    ) -> None:
        super().__init__()
        self.default_players = list(players)
        self._proposed = [player.name for player in players]
        """The name each seat's field was last given by the screen (not typed)."""
        self.bot_speed = bot_speed
        self.default_seed = seed

    def compose(self) -> ComposeResult:
        # The box scrolls to the focused field by itself; as a Tab stop of its own it
        # took the focus with nothing to show for it.
        with VerticalScroll(can_focus=False):
            yield Static(translate(self.TITLE_TEXT), classes="setup-heading")
            kinds = [(kind, KIND_LABELS[kind]) for kind in PLAYER_KINDS]
            for seat, player in enumerate(self.default_players):
                with Horizontal(classes="seat-row"):
                    yield Static(_(SEAT_LABELS[seat]), classes="seat-label")
                    yield Input(value=player.name, id=f"name-{seat}", max_length=16)
                    yield CycleField("", kinds, player.kind, label_width=0, id=f"kind-{seat}")
            # TRANSLATORS: the heading of the game's options on the set-up screen.
            yield Static(_("Game"), classes="setup-heading")
            yield from self.compose_options()
            yield CycleField(
                N_("Bot speed"), BOT_SPEEDS, self.bot_speed, label_width=16, id="bot_speed"
            )
            yield CycleField(
                N_("Undo"), UNDO_CHOICES, Toggle.OFF.value, label_width=16, id="undo_hot_seat"
            )
            with Horizontal(classes="field-row"):
                yield Static(_("Seed (optional)").ljust(15) + " ")
                seed = "" if self.default_seed is None else str(self.default_seed)
                yield Input(value=seed, placeholder=_("random"), id="seed", restrict=r"[0-9]*")
            with Horizontal(id="setup-start-row"):
                yield Button(_("Start"), id="start", variant="success")
        yield Footer()

    def compose_options(self) -> Iterable[Widget]:
        """The game's own fields; override in the game's set-up screen."""
        return ()

    def on_mount(self) -> None:
        self.query_one("#start", Button).focus()

    def field(self, field_id: str) -> str:
        """The value of the cycle field or input with ``field_id``, as shown."""
        widget = self.query_one(f"#{field_id}")
        if isinstance(widget, CycleField):
            return widget.value
        if isinstance(widget, Input):
            return widget.value.strip()
        raise LookupError(field_id)

    def toggle(self, field_id: str) -> bool:
        """An on/off field as a bool."""
        return Toggle(self.field(field_id)).on

    def _kinds(self) -> list[str]:
        return [
            self.query_one(f"#kind-{seat}", CycleField).value
            for seat in range(len(self.default_players))
        ]

    def _fallback(self, seat: int, human: bool) -> str:
        """The seat's name when it is not "You": as given, unless it was "You"."""
        given = self.default_players[seat].name
        if not is_you_name(given):
            return given
        others = [player.name for player in self.default_players]
        return seat_default_name(seat, human, others)

    def proposed_names(self, kinds: Sequence[str]) -> list[str]:
        """The names the screen proposes for seats of ``kinds``: "You" only for one person."""
        alone = sum(kind == "human" for kind in kinds) == 1
        return [
            _("You") if alone and kind == "human" else self._fallback(seat, kind == "human")
            for seat, kind in enumerate(kinds)
        ]

    @on(CycleField.Changed)
    def _seat_kind_changed(self, event: CycleField.Changed) -> None:
        if not (event.control.id or "").startswith("kind-"):
            return
        for seat, name in enumerate(self.proposed_names(self._kinds())):
            field = self.query_one(f"#name-{seat}", Input)
            if field.value.strip() == self._proposed[seat] and field.value != name:
                field.value = name
            self._proposed[seat] = name

    def read_players(self) -> tuple[PlayerSpec, ...]:
        kinds = self._kinds()
        seats = [
            PlayerSpec.model_validate(
                {
                    "name": self.query_one(f"#name-{seat}", Input).value.strip()
                    or _(SEAT_LABELS[seat]),
                    "kind": kind,
                }
            )
            for seat, kind in enumerate(kinds)
        ]
        # "Pass the keyboard to You" would mean nobody; a bot is never "You".
        defaults = [self._fallback(seat, kind == "human") for seat, kind in enumerate(kinds)]
        return settle_names(seats, defaults)

    def read_options(self) -> OptionsT:
        """The game's engine options from its fields; ``ValueError`` says what is wrong."""
        raise NotImplementedError

    def read_table(self, bot_speed: BotSpeed) -> TableSettings:
        """The table settings from the game's fields; override for the game's own."""
        return TableSettings(bot_speed=bot_speed)

    def collect(self) -> SetupResult[OptionsT]:
        """Everything chosen, typed; ``ValueError`` (with a message) for a bad value."""
        seed_text = self.field("seed")
        table = self.read_table(BotSpeed(self.field("bot_speed")))
        return SetupResult(
            players=self.read_players(),
            options=self.read_options(),
            table=table.model_copy(update={"undo_hot_seat": self.toggle("undo_hot_seat")}),
            seed=int(seed_text) if seed_text else None,
        )

    @on(Button.Pressed, "#start")
    def _start_pressed(self) -> None:
        self.action_start()

    @on(Input.Submitted)
    def _input_submitted(self) -> None:
        self.action_start()

    def action_start(self) -> None:
        try:
            result = self.collect()
        except ValueError as exc:
            self.notify(exception_text(exc), severity="error", markup=False)
            return
        self.dismiss(result)

    def action_cancel(self) -> None:
        self.dismiss(None)
