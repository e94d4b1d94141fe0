"""The Spades set-up: seats (from the shared screen), preset, target, loss limit, bag
penalty, Nil, spades on the first trick, failed-Nil tricks, the options of RULES.md
Part 4 in plain words (jokers, the first lead, Blind Nil), deck colours, auto-play, bot
speed and seed. Every default comes from the engine's ``spades_tui.presets``; changing the
preset resets the rule fields to that preset's defaults. Blind Nil needs partners and
Nil bids: in ``bicycle`` or with Nil off its field offers only "Off" and is greyed.

The screen dismisses with ``SetupResult[SpadesChoices]``: the engine options typed
(``target: int``, ``loss_limit: int | None``, flags as ``bool``, ``failed_nil_tricks`` as
``"bags"``/``"nothing"``), never as field strings.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field
from textual import on
from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import Input, Static

from shared.i18n import N_, _
from shared.players import PlayerSpec
from shared.ui.fields import CycleField
from shared.ui.screens.setup import SetupScreen
from shared.ui.settings import BotSpeed, TableSettings, Toggle
from spades_tui.presets import (
    DEFAULT_PRESET,
    FIRST_LEAD_CHOICES,
    JOKER_CHOICES,
    PRESETS,
    FailedNilTricks,
    FirstLead,
    JokerMode,
    SpadesOptions,
)
from spades_tui.rules import get_deck
from spades_tui.scoring import BAG_LIMIT, BAG_PENALTY, BLIND_NIL_BONUS
from spades_tui.state import BLIND_NIL_DEFICIT

LABEL = 16
FLAGS = ("bag_penalty", "nil", "first_trick_spades", "blind_nil")
_OPENING = get_deck("jokers").opening
WORDS: dict[str, object] = {
    "deficit": BLIND_NIL_DEFICIT,
    "bonus": BLIND_NIL_BONUS,
    "limit": BAG_LIMIT,
    "penalty": BAG_PENALTY,
    "opening": _OPENING[1],
}
"""The numbers the labels below name (``{limit}``…), filled in when they are shown."""
BLIND_NIL_ON = N_("On: {deficit}+ points behind, bid unseen, ±{bonus}")
BLIND_NIL_UNAVAILABLE = ((Toggle.OFF.value, N_("Off (needs partners and Nil bids)")),)
RULE_FIELDS: dict[str, tuple[str, tuple[tuple[str, str], ...]]] = {
    "bag_penalty": (
        N_("Bag penalty"),
        ((Toggle.ON, N_("On ({limit} bags = -{penalty})")), (Toggle.OFF, N_("Off"))),
    ),
    "nil": (
        N_("Nil bids"),
        ((Toggle.ON, N_("Allowed")), (Toggle.OFF, N_("Not allowed (lowest bid 1)"))),
    ),
    "first_trick_spades": (
        N_("Trick 1 spades"),
        ((Toggle.ON, N_("Allowed when void")), (Toggle.OFF, N_("Forbidden unless only spades"))),
    ),
    "failed_nil_tricks": (
        N_("Failed Nil"),
        (
            ("bags", N_("Its tricks score +1 each and are bags")),
            ("nothing", N_("Its tricks count for nothing")),
        ),
    ),
    "jokers": (
        N_("Jokers"),
        (
            ("off", N_("None: 52 cards, the A♠ is the top spade")),
            ("jokers", N_("Big ★ and Little ☆ Joker above the A♠ (no 2♣ 2♦)")),
            ("jokers_deuces", N_("★ ☆, then 2♦ 2♠ above the A♠ (no 2♣ 2♥)")),
        ),
    ),
    "first_lead": (
        N_("First lead"),
        (
            ("left_of_dealer", N_("Left of the dealer")),
            ("two_of_clubs", N_("Whoever holds the 2♣ leads it (the {opening}♣ with jokers)")),
        ),
    ),
    "blind_nil": (N_("Blind Nil"), ((Toggle.ON, BLIND_NIL_ON), (Toggle.OFF, N_("Off")))),
}
"""Each rule field: its label and its (value, label) choices, English; see :func:`shown`."""


def shown(choices: Iterable[tuple[str, str]]) -> list[tuple[str, str]]:
    """``choices`` with their labels in the current language, numbers filled in."""
    return [(str(value), _(label).format(**WORDS)) for value, label in choices]


class DeckColours(StrEnum):
    """The Spades deck look: the usual two colours or four (one per suit)."""

    TWO = "two"
    FOUR = "four"


ON_OFF = ((Toggle.ON.value, N_("On")), (Toggle.OFF.value, N_("Off")))
"""The auto-play choices (the shared screen's, marked for the catalogue here)."""
DECKS = (
    (DeckColours.TWO.value, N_("Two colours ♠♣ black ♥♦ red")),
    (DeckColours.FOUR.value, N_("Four colours ♠ ♥ ♦ ♣")),
)


class SpadesChoices(BaseModel):
    """The engine options chosen on the set-up screen (``SpadesGame.new`` keywords)."""

    model_config = ConfigDict(frozen=True)

    preset: str = DEFAULT_PRESET
    target: int = Field(gt=0)
    loss_limit: int | None = Field(default=None, lt=0)
    bag_penalty: bool = True
    nil: bool = True
    first_trick_spades: bool = True
    failed_nil_tricks: FailedNilTricks = "bags"
    jokers: JokerMode = "off"
    first_lead: FirstLead = "left_of_dealer"
    blind_nil: bool = False

    def engine_options(self) -> dict[str, int | bool | str | None]:
        """The keyword arguments of ``SpadesGame.new`` besides preset and seed."""
        return self.model_dump(exclude={"preset"})


def field_value(defaults: SpadesOptions, name: str) -> str:
    """A preset default as the value of its set-up field."""
    value = getattr(defaults, name)
    if isinstance(value, bool):
        return Toggle.of(value).value
    return str(value)


class SpadesSetupScreen(SetupScreen[SpadesChoices]):
    """Seats and Spades options; Enter on Start begins."""

    TITLE_TEXT = N_("New game of Spades — seats (Tab/↑↓ to move, ←/→ to change)")

    def __init__(
        self,
        players: Sequence[PlayerSpec],
        *,
        preset: str = DEFAULT_PRESET,
        bot_speed: BotSpeed = BotSpeed.NORMAL,
        seed: int | None = None,
    ) -> None:
        super().__init__(players, bot_speed=bot_speed, seed=seed)
        self.preset = preset

    def compose_options(self) -> Iterable[Widget]:
        defaults = PRESETS[self.preset].defaults
        yield CycleField(
            _("Preset"),
            [(key, f"{key} — {_(preset.title)}") for key, preset in PRESETS.items()],
            self.preset,
            label_width=LABEL,
            id="preset",
        )
        with Horizontal(classes="field-row"):
            yield Static(_("Target").ljust(LABEL))
            yield Input(str(defaults.target), id="target", restrict=r"[0-9]*", max_length=5)
        with Horizontal(classes="field-row"):
            loss_limit = _("Loss limit")
            yield Static(f"{loss_limit:<{LABEL - 1}}-")
            limit = "" if defaults.loss_limit is None else str(-defaults.loss_limit)
            yield Input(
                limit,
                id="loss_limit",
                restrict=r"[0-9]*",
                max_length=5,
                # TRANSLATORS: the empty loss limit field: no loss limit.
                placeholder=_("none"),
            )
        for name, (label, choices) in RULE_FIELDS.items():
            value = field_value(defaults, name)
            yield CycleField(_(label), shown(choices), value, label_width=LABEL, id=name)
        yield CycleField(
            _("Deck"), shown(DECKS), DeckColours.TWO.value, label_width=LABEL, id="deck"
        )
        yield CycleField(
            _("Auto-play"), shown(ON_OFF), Toggle.OFF.value, label_width=LABEL, id="auto_play"
        )

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
        self._offer_blind_nil()

    @on(CycleField.Changed, "#nil")
    def _nil_changed(self) -> None:
        if self.is_mounted:
            self._offer_blind_nil()

    def on_mount(self) -> None:
        super().on_mount()
        self._offer_blind_nil()

    def _offer_blind_nil(self) -> None:
        """Blind Nil only where the engine allows it: partnerships with Nil bids."""
        field = self.query_one("#blind_nil", CycleField)
        possible = PRESETS[self.field("preset")].partnerships and self.toggle("nil")
        choices = shown(RULE_FIELDS["blind_nil"][1] if possible else BLIND_NIL_UNAVAILABLE)
        if field.options != choices:
            field.set_options(choices)
        field.set_class(not possible, "-unavailable")

    def read_options(self) -> SpadesChoices:
        target = self.field("target")
        if not target.isdigit() or int(target) <= 0:
            raise ValueError(_("The target must be a positive whole number."))
        limit = self.field("loss_limit")
        if limit and (not limit.isdigit() or int(limit) <= 0):
            raise ValueError(
                _("The loss limit is a number of points below zero (leave it empty for none).")
            )
        failed_nil = self.field("failed_nil_tricks")
        jokers = self.field("jokers")
        first_lead = self.field("first_lead")
        return SpadesChoices(
            preset=self.field("preset"),
            target=int(target),
            loss_limit=-int(limit) if limit else None,
            bag_penalty=self.toggle("bag_penalty"),
            nil=self.toggle("nil"),
            first_trick_spades=self.toggle("first_trick_spades"),
            failed_nil_tricks="nothing" if failed_nil == "nothing" else "bags",
            jokers=jokers if jokers in JOKER_CHOICES else "off",
            first_lead=first_lead if first_lead in FIRST_LEAD_CHOICES else "left_of_dealer",
            blind_nil=self.toggle("blind_nil"),
        )

    def read_table(self, bot_speed: BotSpeed) -> TableSettings:
        return TableSettings(
            four_colour=DeckColours(self.field("deck")) is DeckColours.FOUR,
            auto_play=self.toggle("auto_play"),
            bot_speed=bot_speed,
        )
