"""The Spades set-up: seats (from the shared screen), preset, target, loss limit, bag
penalty, Nil, spades on the first trick, failed-Nil tricks, deck colours, auto-play, bot
speed and seed. Every default comes from the engine's ``spades_tui.presets``; changing the
preset resets the rule fields to that preset's defaults.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from textual import on
from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import Input, Static

from shared.ui.fields import CycleField
from shared.ui.screens.setup import SetupResult, SetupScreen
from spades_tui.presets import DEFAULT_PRESET, PRESETS, SpadesOptions

LABEL = 16
ON_OFF = (("on", "On"), ("off", "Off"))
RULE_FIELDS: dict[str, tuple[str, tuple[tuple[str, str], ...]]] = {
    "bag_penalty": ("Bag penalty", (("on", "On (10 bags = -100)"), ("off", "Off"))),
    "nil": ("Nil bids", (("on", "Allowed"), ("off", "Not allowed (lowest bid 1)"))),
    "first_trick_spades": (
        "Trick 1 spades",
        (("on", "Allowed when void"), ("off", "Forbidden unless only spades")),
    ),
    "failed_nil_tricks": (
        "Failed Nil",
        (("bags", "Score 1 each and are bags"), ("nothing", "Count for nothing")),
    ),
}
DECKS = (("two", "Two colours ♠♣ black ♥♦ red"), ("four", "Four colours ♠ ♥ ♦ ♣"))


def field_value(defaults: SpadesOptions, name: str) -> str:
    """A preset default as the value of its set-up field."""
    value = getattr(defaults, name)
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)


def options_from(values: dict[str, str]) -> dict[str, Any]:
    """The engine options (``SpadesGame.new`` keywords) from the set-up fields."""
    options: dict[str, Any] = {
        "target": int(values["target"]),
        "loss_limit": -int(values["loss_limit"]) if values.get("loss_limit") else None,
        "failed_nil_tricks": values.get("failed_nil_tricks", "bags"),
    }
    for flag in ("bag_penalty", "nil", "first_trick_spades"):
        options[flag] = values.get(flag, "on") == "on"
    return options


class SpadesSetupScreen(SetupScreen):
    """Seats and Spades options; Enter on Start begins."""

    TITLE_TEXT = "New game of Spades — seats (Tab/↑↓ to move, ←/→ to change)"

    def __init__(
        self,
        players: Sequence[tuple[str, str]],
        *,
        preset: str = DEFAULT_PRESET,
        bot_speed: str = "normal",
        seed: int | None = None,
    ) -> None:
        super().__init__(players, bot_speed=bot_speed, seed=seed)
        self.preset = preset

    def compose_options(self) -> Iterable[Widget]:
        defaults = PRESETS[self.preset].defaults
        yield CycleField(
            "Preset",
            [(key, f"{key} — {preset.title}") for key, preset in PRESETS.items()],
            self.preset,
            label_width=LABEL,
            id="preset",
        )
        with Horizontal(classes="field-row"):
            yield Static("Target".ljust(LABEL))
            yield Input(str(defaults.target), id="target", restrict=r"[0-9]*", max_length=5)
        with Horizontal(classes="field-row"):
            yield Static(f"{'Loss limit':<{LABEL - 1}}-")
            limit = "" if defaults.loss_limit is None else str(-defaults.loss_limit)
            yield Input(
                limit, id="loss_limit", restrict=r"[0-9]*", max_length=5, placeholder="none"
            )
        for name, (label, choices) in RULE_FIELDS.items():
            value = field_value(defaults, name)
            yield CycleField(label, choices, value, label_width=LABEL, id=name)
        yield CycleField("Deck", DECKS, "two", label_width=LABEL, id="deck")
        yield CycleField("Auto-play", ON_OFF, "off", label_width=LABEL, id="auto_play")

    @on(CycleField.Changed, "#preset")
    def _preset_changed(self, event: CycleField.Changed) -> None:
        if not self.is_mounted:
            return
        defaults = PRESETS[event.value].defaults
        self.query_one("#target", Input).value = str(defaults.target)
        limit = defaults.loss_limit
        self.query_one("#loss_limit", Input).value = "" if limit is None else str(-limit)
        for name in RULE_FIELDS:
            self.query_one(f"#{name}", CycleField).value = field_value(defaults, name)

    def check_values(self, result: SetupResult) -> str | None:
        target = result.values.get("target", "")
        if not target.isdigit() or int(target) <= 0:
            return "The target must be a positive whole number."
        limit = result.values.get("loss_limit", "")
        if limit and (not limit.isdigit() or int(limit) <= 0):
            return "The loss limit is a number of points below zero (leave it empty for none)."
        return None
