"""The Jass set-up: seats (from the shared screen), preset, target, multipliers, deck
style, four colours, auto-play, bot speed and seed. Presets and their multipliers come
from the engine's ``jass_tui.presets``; nothing here re-types a rule table.

The screen dismisses with ``SetupResult[JassChoices]``: the engine options typed
(``target: int`` or ``hands: int``, ``multipliers: bool``), never as field strings.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from pydantic import BaseModel, ConfigDict, Field
from textual import on
from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import Input, Static

from jass_tui.presets import DEFAULT_PRESET, PRESETS
from jass_tui.widgets.deck import DECK_STYLES
from shared.players import PlayerSpec
from shared.ui.fields import CycleField
from shared.ui.screens.setup import ON_OFF, SetupScreen
from shared.ui.settings import BotSpeed, DeckName, TableSettings, Toggle

LABEL = 16


class JassChoices(BaseModel):
    """The engine options chosen on the set-up screen (``JassGame.new`` keywords)."""

    model_config = ConfigDict(frozen=True)

    preset: str = DEFAULT_PRESET
    target: int | None = Field(default=None, gt=0)
    hands: int | None = Field(default=None, gt=0)
    multipliers: bool = True

    def engine_options(self) -> dict[str, int | bool]:
        """The keyword arguments of ``JassGame.new`` besides preset and seed."""
        options: dict[str, int | bool] = {"multipliers": self.multipliers}
        if self.target is not None:
            options["target"] = self.target
        if self.hands is not None:
            options["hands"] = self.hands
        return options


def multipliers_text(preset_id: str) -> str:
    """ "♥1 ♦1 ♠2 ♣2 Obe3 Une3" for a preset, from the engine's table."""
    table = PRESETS[preset_id].multipliers
    return (
        f"♥{table['H']} ♦{table['D']} ♠{table['S']} ♣{table['C']} "
        f"Obe{table['obe']} Une{table['une']}"
    )


def goal_of(preset_id: str) -> tuple[str, int]:
    """("target", 1000) or ("hands", 12): what ends a game of this preset."""
    preset = PRESETS[preset_id]
    if preset.target is not None:
        return "target", preset.target
    return "hands", preset.hands or 12


def multiplier_choices(preset_id: str) -> list[tuple[str, str]]:
    return [
        (Toggle.ON.value, f"On  {multipliers_text(preset_id)}"),
        (Toggle.OFF.value, "Off (all ×1)"),
    ]


class JassSetupScreen(SetupScreen[JassChoices]):
    """Seats and Jass options; Enter on Start begins."""

    TITLE_TEXT = "New game of Schieber Jass — seats (Tab/↑↓ to move, ←/→ to change)"

    def __init__(
        self,
        players: Sequence[PlayerSpec],
        *,
        preset: str = DEFAULT_PRESET,
        deck: DeckName = DeckName.FRENCH,
        bot_speed: BotSpeed = BotSpeed.NORMAL,
        seed: int | None = None,
    ) -> None:
        super().__init__(players, bot_speed=bot_speed, seed=seed)
        self.preset = preset
        self.deck = deck

    def compose_options(self) -> Iterable[Widget]:
        yield CycleField(
            "Preset", [(key, key) for key in PRESETS], self.preset, label_width=LABEL, id="preset"
        )
        _, value = goal_of(self.preset)
        with Horizontal(classes="field-row"):
            yield Static("Target / hands".ljust(LABEL), id="goal-label")
            yield Input(value=str(value), id="goal", restrict=r"[0-9]*", max_length=6)
        yield CycleField(
            "Multipliers",
            multiplier_choices(self.preset),
            Toggle.ON.value,
            label_width=LABEL,
            id="multipliers",
        )
        yield CycleField(
            "Deck",
            [(key, style.title) for key, style in DECK_STYLES.items()],
            self.deck,
            label_width=LABEL,
            id="deck",
        )
        off = Toggle.OFF.value
        yield CycleField("Four colours", ON_OFF, off, label_width=LABEL, id="four_colour")
        yield CycleField("Auto-play", ON_OFF, off, label_width=LABEL, id="auto_play")

    @on(CycleField.Changed, "#preset")
    def _preset_changed(self, event: CycleField.Changed) -> None:
        if not self.is_mounted:
            return
        _, value = goal_of(event.value)
        self.query_one("#goal", Input).value = str(value)
        self.query_one("#multipliers", CycleField).set_options(multiplier_choices(event.value))

    def read_options(self) -> JassChoices:
        preset = self.field("preset")
        goal = self.field("goal")
        if not goal.isdigit() or int(goal) <= 0:
            raise ValueError("The target (or number of hands) must be a positive whole number.")
        goal_kind, _ = goal_of(preset)
        return JassChoices.model_validate(
            {"preset": preset, goal_kind: int(goal), "multipliers": self.toggle("multipliers")}
        )

    def read_table(self, bot_speed: BotSpeed) -> TableSettings:
        return TableSettings(
            deck=DeckName(self.field("deck")),
            four_colour=self.toggle("four_colour"),
            auto_play=self.toggle("auto_play"),
            bot_speed=bot_speed,
        )
