"""The Jass set-up: seats (from the shared screen), preset, target, multipliers, deck
style, four colours, auto-play, bot speed and seed. Presets and their multipliers come
from the engine's ``jass_tui.presets``; nothing here re-types a rule table.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from textual import on
from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import Input, Static

from jass_tui.presets import DEFAULT_PRESET, PRESETS
from jass_tui.widgets.deck import DECK_STYLES
from shared.ui.fields import CycleField
from shared.ui.screens.setup import SetupResult, SetupScreen

ON_OFF = (("on", "On"), ("off", "Off"))
LABEL = 16


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


class JassSetupScreen(SetupScreen):
    """Seats and Jass options; Enter on Start begins."""

    TITLE_TEXT = "New game of Schieber Jass — seats (Tab/↑↓ to move, ←/→ to change)"

    def __init__(
        self,
        players: Sequence[tuple[str, str]],
        *,
        preset: str = DEFAULT_PRESET,
        deck: str = "french",
        bot_speed: str = "normal",
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
            [("on", f"On  {multipliers_text(self.preset)}"), ("off", "Off (all ×1)")],
            "on",
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
        yield CycleField("Four colours", ON_OFF, "off", label_width=LABEL, id="four_colour")
        yield CycleField("Auto-play", ON_OFF, "off", label_width=LABEL, id="auto_play")

    @on(CycleField.Changed, "#preset")
    def _preset_changed(self, event: CycleField.Changed) -> None:
        if not self.is_mounted:
            return
        _, value = goal_of(event.value)
        self.query_one("#goal", Input).value = str(value)
        multipliers = self.query_one("#multipliers", CycleField)
        multipliers.set_options(
            [("on", f"On  {multipliers_text(event.value)}"), ("off", "Off (all ×1)")]
        )

    def check_values(self, result: SetupResult) -> str | None:
        goal = result.values.get("goal", "")
        if not goal.isdigit() or int(goal) <= 0:
            return "The target (or number of hands) must be a positive whole number."
        return None
