"""The Spades presets (RULES.md 2.5) and the options a setup screen may change.

A preset fixes the table shape (partnerships or four individual players) and how a set
contract scores; every option has a default per preset and may be overridden by name.
The options of RULES.md Part 4 (``jokers``, ``first_lead``, ``blind_nil``) default to
the game as it was before them, in every preset.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Literal, cast

from shared.i18n import N_

FailedNilTricks = Literal["bags", "nothing"]
JokerMode = Literal["off", "jokers", "jokers_deuces"]
FirstLead = Literal["left_of_dealer", "two_of_clubs"]
OptionValue = int | bool | str | None

OPTION_NAMES = (
    "target",
    "loss_limit",
    "bag_penalty",
    "nil",
    "first_trick_spades",
    "failed_nil_tricks",
    "jokers",
    "first_lead",
    "blind_nil",
)
FAILED_NIL_CHOICES = ("bags", "nothing")
JOKER_CHOICES: tuple[JokerMode, ...] = ("off", "jokers", "jokers_deuces")
FIRST_LEAD_CHOICES: tuple[FirstLead, ...] = ("left_of_dealer", "two_of_clubs")
PART_4_DEFAULTS: dict[str, OptionValue] = {
    "jokers": "off",
    "first_lead": "left_of_dealer",
    "blind_nil": False,
}
"""The Part 4 options as a game saved before them played: what an old save gets."""


@dataclass(frozen=True, slots=True)
class SpadesOptions:
    """Every option resolved to a value; what the engine reads while playing."""

    target: int
    loss_limit: int | None
    bag_penalty: bool
    nil: bool
    first_trick_spades: bool
    failed_nil_tricks: FailedNilTricks
    jokers: JokerMode = "off"
    """RULES.md Part 4: ``off``, ``jokers`` (2♣ 2♦ out) or ``jokers_deuces`` (2♣ 2♥ out)."""
    first_lead: FirstLead = "left_of_dealer"
    """Who leads trick 1: the first bidder, or the holder of the 2♣ (3♣ with jokers)."""
    blind_nil: bool = False
    """Blind Nil (``bid blind``) for a player whose team is behind by 100 or more."""

    def as_dict(self) -> dict[str, OptionValue]:
        return {name: getattr(self, name) for name in OPTION_NAMES}


@dataclass(frozen=True, slots=True)
class Preset:
    """What a preset fixes beyond its option defaults."""

    id: str
    title: str
    """English (a msgid: the table shows it with ``_()``), as is ``summary``."""
    summary: str
    partnerships: bool
    set_penalty: bool  # False: a set contract scores 0 (bicycle) instead of -10 per trick
    defaults: SpadesOptions


PRESETS = MappingProxyType(
    {
        "standard": Preset(
            id="standard",
            title=N_("Standard partnership Spades"),
            summary=N_("partners 0+2 against 1+3, Nil allowed, 10 bags cost 100, 500 to win"),
            partnerships=True,
            set_penalty=True,
            defaults=SpadesOptions(
                target=500,
                loss_limit=-200,
                bag_penalty=True,
                nil=True,
                first_trick_spades=True,
                failed_nil_tricks="bags",
            ),
        ),
        "bicycle": Preset(
            id="bicycle",
            title=N_("Bicycle (four individual players)"),
            summary=N_("everyone for himself, no Nil, a set scores 0, no bag penalty, 500 to win"),
            partnerships=False,
            set_penalty=False,
            defaults=SpadesOptions(
                target=500,
                loss_limit=None,
                bag_penalty=False,
                nil=False,
                first_trick_spades=True,
                failed_nil_tricks="bags",
            ),
        ),
    }
)
DEFAULT_PRESET = "standard"


def get_preset(preset: object) -> Preset:
    if not isinstance(preset, str) or preset not in PRESETS:
        raise ValueError(f"unknown Spades preset {preset!r}; choose one of {', '.join(PRESETS)}")
    return PRESETS[preset]


def _is_int(value: object) -> bool:
    # bool is an int subclass, but "target=True" is a mistake, not a score.
    return isinstance(value, int) and not isinstance(value, bool)


def resolve_options(preset: Preset, options: dict[str, object]) -> SpadesOptions:
    """The preset's defaults with ``options`` applied; a clear ``ValueError`` if one is bad."""
    unknown = sorted(set(options) - set(OPTION_NAMES))
    if unknown:
        raise ValueError(
            f"unknown Spades option {unknown[0]!r}; the options are {', '.join(OPTION_NAMES)}"
        )
    merged = preset.defaults.as_dict() | options
    target = merged["target"]
    if not _is_int(target) or cast(int, target) <= 0:
        raise ValueError(f"target must be a whole number above 0, not {target!r}")
    loss_limit = merged["loss_limit"]
    if loss_limit is not None and (not _is_int(loss_limit) or cast(int, loss_limit) >= 0):
        raise ValueError(f"loss_limit must be None or a whole number below 0, not {loss_limit!r}")
    for flag in ("bag_penalty", "nil", "first_trick_spades", "blind_nil"):
        if not isinstance(merged[flag], bool):
            raise ValueError(f"{flag} must be True or False, not {merged[flag]!r}")
    failed = merged["failed_nil_tricks"]
    if failed not in FAILED_NIL_CHOICES:
        raise ValueError(f"failed_nil_tricks must be 'bags' or 'nothing', not {failed!r}")
    jokers = merged["jokers"]
    if jokers not in JOKER_CHOICES:
        raise ValueError(f"jokers must be 'off', 'jokers' or 'jokers_deuces', not {_shown(jokers)}")
    first_lead = merged["first_lead"]
    if first_lead not in FIRST_LEAD_CHOICES:
        raise ValueError(
            f"first_lead must be 'left_of_dealer' or 'two_of_clubs', not {_shown(first_lead)}"
        )
    if merged["blind_nil"]:
        if not preset.partnerships:
            raise ValueError(
                f"blind_nil is for partnership presets only: in {preset.id!r} nobody has a "
                "team that could be behind"
            )
        if not merged["nil"]:
            raise ValueError("blind_nil needs nil=True: Blind Nil is a Nil bid")
    return SpadesOptions(
        target=cast(int, target),
        loss_limit=cast("int | None", loss_limit),
        bag_penalty=cast(bool, merged["bag_penalty"]),
        nil=cast(bool, merged["nil"]),
        first_trick_spades=cast(bool, merged["first_trick_spades"]),
        failed_nil_tricks=cast(FailedNilTricks, failed),
        jokers=jokers,
        first_lead=first_lead,
        blind_nil=cast(bool, merged["blind_nil"]),
    )


def _shown(value: object) -> str:
    """A refused option value for a message, cut short if it is long."""
    text = repr(value)
    return text if len(text) <= 40 else text[:40] + "…"
