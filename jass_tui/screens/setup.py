"""The Jass set-up: seats (from the shared screen), the game kind, its options, deck
style, four colours, auto-play, bot speed and seed.

The ``jass`` command hosts several kinds (Schieber, Coiffeur, Differenzler, Molotow): when
the app offers more than one, a **Game** field comes first and the options below it are
that kind's (each kind's fields sit in a box of their own, shown while it is chosen).
Presets, multipliers and option choices come from the engines' modules; nothing here
re-types a rule table.

The screen dismisses with ``SetupResult[AnyJassChoices]``: the chosen kind's engine
options typed (``JassChoices``: ``target: int`` or ``hands: int``, ``multipliers: bool``;
``CoiffeurChoices``: preset and ``push_to`` …), never as field strings; each model's
``kind`` says which engine it is for.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field
from textual import on
from textual.containers import Horizontal, Vertical
from textual.widget import Widget
from textual.widgets import Input, Static

from jass_tui import differenzler, molotow
from jass_tui.coiffeur_presets import PRESETS as COIFFEUR_PRESETS
from jass_tui.coiffeur_presets import PUSH_TO, ROW_NAMES, PushTo
from jass_tui.presets import DEFAULT_PRESET, PRESETS
from jass_tui.widgets.deck import DECK_STYLES, deck_title
from shared.i18n import N_, _, ngettext
from shared.players import PlayerSpec
from shared.ui.fields import CycleField
from shared.ui.screens.setup import ON_OFF, SetupScreen
from shared.ui.settings import BotSpeed, DeckName, TableSettings, Toggle

LABEL = 16


class JassChoices(BaseModel):
    """The engine options chosen on the set-up screen (``JassGame.new`` keywords)."""

    model_config = ConfigDict(frozen=True)

    kind: Literal["jass"] = "jass"
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


def goal_label(preset_id: str) -> str:
    """The goal field's label: a preset ends at a target or after a number of hands."""
    kind, _value = goal_of(preset_id)
    return (_("Target") if kind == "target" else _("Hands")).ljust(LABEL)


def multiplier_choices(preset_id: str) -> list[tuple[str, str]]:
    """On (with the preset's table) or Off; a preset that counts everything ×1 anyway
    offers only Off, since "On ×1" would be the same game under another name."""
    off = (Toggle.OFF.value, _("Off (all ×1)"))
    if set(PRESETS[preset_id].multipliers.values()) == {1}:
        return [off]
    return [
        (Toggle.ON.value, _("On  {multipliers}").format(multipliers=multipliers_text(preset_id))),
        off,
    ]


class CoiffeurChoices(BaseModel):
    """Coiffeur's options (``CoiffeurGame.new`` keywords): the preset and ``push_to``."""

    model_config = ConfigDict(frozen=True)

    kind: Literal["coiffeur"] = "coiffeur"
    preset: str = "coiffeur-8"
    push_to: PushTo = "next"

    def engine_options(self) -> dict[str, str]:
        return {"push_to": self.push_to}


class DifferenzlerChoices(BaseModel):
    """Differenzler's options: how many hands, the bonus for an exact prediction."""

    model_config = ConfigDict(frozen=True)

    kind: Literal["differenzler"] = "differenzler"
    preset: str = differenzler.DEFAULT_PRESET
    hands: int = Field(default=12, gt=0)
    exact_bonus: bool = False

    def engine_options(self) -> dict[str, int | bool]:
        return {"hands": self.hands, "exact_bonus": self.exact_bonus}


class MolotowChoices(BaseModel):
    """Molotow's options: how many hands, whether the last hand counts double."""

    model_config = ConfigDict(frozen=True)

    kind: Literal["molotow"] = "molotow"
    preset: str = molotow.DEFAULT_PRESET
    hands: int = Field(default=molotow.DEFAULT_HANDS, gt=0)
    last_hand_double: bool = False

    def engine_options(self) -> dict[str, int | bool]:
        return {"hands": self.hands, "last_hand_double": self.last_hand_double}


AnyJassChoices = JassChoices | CoiffeurChoices | DifferenzlerChoices | MolotowChoices
"""What the Jass set-up screen returns: the chosen kind's options."""

KIND_CHOICES: dict[str, type[AnyJassChoices]] = {
    "jass": JassChoices,
    "coiffeur": CoiffeurChoices,
    "differenzler": DifferenzlerChoices,
    "molotow": MolotowChoices,
}
"""The kinds this set-up screen has fields for, in the order it lists them."""

PUSH_TO_LABELS = {
    "next": N_("Next player (round the table)"),
    "partner": N_("Partner, once (as Schieber)"),
}
MOLOTOW_HANDS = (4, 8, 12, 16)


def coiffeur_rows_text(preset_id: str) -> str:
    """ "♠1 ♣2 ♦3 ♥4 Obe5 Une6 Joker7 Joker8" for a Coiffeur preset, from its rows."""
    short = {"S": "♠", "C": "♣", "D": "♦", "H": "♥", "obe": "Obe", "une": "Une"}
    return " ".join(
        f"{short.get(row) or _(ROW_NAMES[row])}{multiplier}"
        for row, multiplier in COIFFEUR_PRESETS[preset_id].rows
    )


def _hands_choices(choices: Sequence[int]) -> list[tuple[str, str]]:
    return [(str(n), ngettext("{n} hand", "{n} hands", n).format(n=n)) for n in choices]


def _on_off() -> list[tuple[str, str]]:
    """The shared On/Off choices in the current language."""
    return [(value, _(label)) for value, label in ON_OFF]


class JassSetupScreen(SetupScreen[AnyJassChoices]):
    """Seats, the game kind and its options; Enter on Start begins."""

    TITLE_TEXT = N_("New game of Schieber Jass — seats (Tab/↑↓ to move, ←/→ to change)")

    def __init__(
        self,
        players: Sequence[PlayerSpec],
        *,
        preset: str = DEFAULT_PRESET,
        deck: DeckName = DeckName.FRENCH,
        bot_speed: BotSpeed = BotSpeed.NORMAL,
        seed: int | None = None,
        kinds: Sequence[tuple[str, str]] = (),
        kind: str = "jass",
    ) -> None:
        super().__init__(players, bot_speed=bot_speed, seed=seed)
        self.preset = preset
        self.deck = deck
        self.kinds = [(key, _(title)) for key, title in kinds if key in KIND_CHOICES]
        """(kind id, title) of every kind offered; the Game field shows when there are two."""
        known = {key for key, _title in self.kinds}
        self.kind = kind if kind in known or not self.kinds else self.kinds[0][0]
        self.titles = dict(self.kinds)
        self.TITLE_TEXT = self.title_for(self.kind)

    def title_for(self, kind: str) -> str:
        title = self.titles.get(kind, "Schieber Jass")
        return _("New game of {title} — seats (Tab/↑↓ to move, ←/→ to change)").format(title=title)

    def compose_options(self) -> Iterable[Widget]:
        if len(self.kinds) > 1:
            yield CycleField(_("Kind of game"), self.kinds, self.kind, label_width=LABEL, id="game")
        with self._section("jass"):
            yield CycleField(
                _("Preset"),
                [(key, key) for key in PRESETS],
                self.preset,
                label_width=LABEL,
                id="preset",
            )
            _kind, value = goal_of(self.preset)
            with Horizontal(classes="field-row"):
                yield Static(goal_label(self.preset), id="goal-label")
                yield Input(value=str(value), id="goal", restrict=r"[0-9]*", max_length=6)
            multipliers = multiplier_choices(self.preset)
            yield CycleField(
                _("Multipliers"),
                multipliers,
                multipliers[0][0],
                label_width=LABEL,
                id="multipliers",
            )
        if self._offers("coiffeur"):
            with self._section("coiffeur"):
                yield CycleField(
                    _("Preset"),
                    [(key, f"{key}  {coiffeur_rows_text(key)}") for key in COIFFEUR_PRESETS],
                    "coiffeur-8",
                    label_width=LABEL,
                    id="coiffeur-preset",
                )
                yield CycleField(
                    _("Push to"),
                    [(key, _(PUSH_TO_LABELS[key])) for key in PUSH_TO],
                    "next",
                    label_width=LABEL,
                    id="push_to",
                )
        if self._offers("differenzler"):
            with self._section("differenzler"):
                yield CycleField(
                    _("Hands"),
                    _hands_choices(differenzler.HANDS_CHOICES),
                    str(DifferenzlerChoices().hands),
                    label_width=LABEL,
                    id="differenzler-hands",
                )
                yield CycleField(
                    _("Exact bonus"),
                    [(Toggle.OFF.value, _("Off")), (Toggle.ON.value, _("On (−10 for a hit)"))],
                    Toggle.OFF.value,
                    label_width=LABEL,
                    id="exact_bonus",
                )
        if self._offers("molotow"):
            with self._section("molotow"):
                yield CycleField(
                    _("Hands"),
                    _hands_choices(MOLOTOW_HANDS),
                    str(molotow.DEFAULT_HANDS),
                    label_width=LABEL,
                    id="molotow-hands",
                )
                yield CycleField(
                    _("Last hand ×2"),
                    _on_off(),
                    Toggle.OFF.value,
                    label_width=LABEL,
                    id="last_double",
                )
        yield CycleField(
            _("Deck"),
            [(key, deck_title(style)) for key, style in DECK_STYLES.items()],
            self.deck,
            label_width=LABEL,
            id="deck",
        )
        off = Toggle.OFF.value
        yield CycleField(_("Four colours"), _on_off(), off, label_width=LABEL, id="four_colour")
        yield CycleField(_("Auto-play"), _on_off(), off, label_width=LABEL, id="auto_play")

    def _offers(self, kind: str) -> bool:
        return any(key == kind for key, _title in self.kinds)

    def _section(self, kind: str) -> Vertical:
        """The box of one kind's fields, shown while that kind is chosen."""
        box = Vertical(id=f"options-{kind}", classes="kind-options")
        box.styles.height = "auto"
        box.display = kind == self.kind
        return box

    @on(CycleField.Changed, "#game")
    def _kind_changed(self, event: CycleField.Changed) -> None:
        if not self.is_mounted:
            return
        self.kind = event.value
        for box in self.query(".kind-options"):
            box.display = box.id == f"options-{self.kind}"
        self.query_one(".setup-heading", Static).update(self.title_for(self.kind))

    @on(CycleField.Changed, "#preset")
    def _preset_changed(self, event: CycleField.Changed) -> None:
        if not self.is_mounted:
            return
        _kind, value = goal_of(event.value)
        self.query_one("#goal", Input).value = str(value)
        self.query_one("#goal-label", Static).update(goal_label(event.value))
        # A new preset comes with its own multipliers: On wherever it has any.
        choices = multiplier_choices(event.value)
        self.query_one("#multipliers", CycleField).set_options(choices, choices[0][0])

    def read_options(self) -> AnyJassChoices:
        if self.kind == "coiffeur":
            return CoiffeurChoices.model_validate(
                {"preset": self.field("coiffeur-preset"), "push_to": self.field("push_to")}
            )
        if self.kind == "differenzler":
            return DifferenzlerChoices.model_validate(
                {
                    "hands": int(self.field("differenzler-hands")),
                    "exact_bonus": Toggle(self.field("exact_bonus")).on,
                }
            )
        if self.kind == "molotow":
            return MolotowChoices.model_validate(
                {
                    "hands": int(self.field("molotow-hands")),
                    "last_hand_double": self.toggle("last_double"),
                }
            )
        preset = self.field("preset")
        goal = self.field("goal")
        if not goal.isdigit() or int(goal) <= 0:
            raise ValueError(_("The target (or number of hands) must be a positive whole number."))
        goal_kind, _value = goal_of(preset)
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
