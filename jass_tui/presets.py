"""The Schieber presets of RULES.md 1.10 and the options a game may change.

A preset fixes every regional variant; the options (``target``, ``hands``,
``multipliers``, ``stoeck_claim``) are what the setup screen may change on top of it.
``resolve`` turns a preset id plus options into the complete settings a game runs on.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

UndenufeValues = Literal["six_high", "ace_high"]
LongSequences = Literal["flat", "graded"]
StoeckClaim = Literal["on_play", "held"]
"""RULES.md 3.0: Stöck counts when its second card is played (``on_play``), or is
claimed by the engine for its holder the moment it reaches the target (``held``)."""
STOECK_CLAIMS: tuple[StoeckClaim, ...] = ("on_play", "held")

CONTRACTS = ("H", "D", "S", "C", "obe", "une")
DEFAULT_PRESET = "schieber-1000"
OPTION_NAMES = ("target", "hands", "multipliers", "stoeck_claim")


@dataclass(frozen=True)
class Preset:
    """Every rule variant of one preset. Exactly one of ``target`` and ``hands`` is set."""

    id: str
    target: int | None
    hands: int | None
    multipliers: Mapping[str, int]
    undenufe_values: UndenufeValues
    long_sequences: LongSequences
    four_nines: bool
    weis: bool
    stoeck: bool
    match: bool
    opening_card: str
    stoeck_claim: StoeckClaim = "on_play"

    def multiplier(self, contract: str) -> int:
        return self.multipliers[contract]


def _mult(h: int, d: int, s: int, c: int, obe: int, une: int) -> dict[str, int]:
    return {"H": h, "D": d, "S": s, "C": c, "obe": obe, "une": une}


PRESETS: dict[str, Preset] = {
    p.id: p
    for p in (
        Preset(
            id="schieber-1000",
            target=1000,
            hands=None,
            multipliers=_mult(1, 1, 1, 1, 1, 1),
            undenufe_values="six_high",
            long_sequences="graded",
            four_nines=True,
            weis=True,
            stoeck=True,
            match=True,
            opening_card="H7",
        ),
        Preset(
            id="pagat-3000",
            target=3000,
            hands=None,
            multipliers=_mult(2, 2, 1, 1, 3, 4),
            undenufe_values="ace_high",
            long_sequences="flat",
            four_nines=False,
            weis=True,
            stoeck=True,
            match=True,
            opening_card="C7",
            stoeck_claim="held",
        ),
        Preset(
            id="swisslos-2500",
            target=2500,
            hands=None,
            multipliers=_mult(1, 1, 2, 2, 3, 3),
            undenufe_values="six_high",
            long_sequences="graded",
            four_nines=True,
            weis=True,
            stoeck=True,
            match=True,
            opening_card="H7",
        ),
        Preset(
            id="tournament",
            target=None,
            hands=12,
            multipliers=_mult(1, 1, 1, 1, 1, 1),
            undenufe_values="six_high",
            # Irrelevant without Weis; kept so every field has a value.
            long_sequences="graded",
            four_nines=True,
            weis=False,
            stoeck=False,
            match=False,
            opening_card="H7",
        ),
    )
}


@dataclass(frozen=True)
class Settings:
    """A preset with the game's options applied: what the engine actually plays."""

    preset: Preset
    target: int | None
    hands: int | None
    multipliers_on: bool
    stoeck_claim: StoeckClaim = "on_play"

    def multiplier(self, contract: str) -> int:
        return self.preset.multipliers[contract] if self.multipliers_on else 1

    @property
    def options(self) -> dict[str, int | bool | str | None]:
        return {
            "target": self.target,
            "hands": self.hands,
            "multipliers": self.multipliers_on,
            "stoeck_claim": self.stoeck_claim,
        }


def _positive_int(name: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise ValueError(f"option {name} must be a positive whole number, not {value!r}")
    return value


def resolve(preset_id: str, options: Mapping[str, object]) -> Settings:
    """The settings for ``preset_id`` with ``options``; ``ValueError`` names any mistake.

    An option given as ``None`` keeps the preset's value, so a setup screen can pass
    every option it knows about.
    """
    preset = PRESETS.get(preset_id)
    if preset is None:
        raise ValueError(f"unknown Jass preset {preset_id!r}; choose one of {', '.join(PRESETS)}")
    unknown = sorted(set(options) - set(OPTION_NAMES))
    if unknown:
        raise ValueError(
            f"unknown Jass option {unknown[0]!r}; the options are {', '.join(OPTION_NAMES)}"
        )
    target, hands = preset.target, preset.hands
    if options.get("target") is not None:
        if preset.target is None:
            raise ValueError(
                f"the {preset.id} preset plays a fixed number of hands and has no target"
            )
        target = _positive_int("target", options["target"])
    if options.get("hands") is not None:
        if preset.hands is None:
            raise ValueError(f"option hands applies only to the tournament preset, not {preset.id}")
        hands = _positive_int("hands", options["hands"])
    multipliers = options.get("multipliers")
    if multipliers is None:
        multipliers = True
    if not isinstance(multipliers, bool):
        raise ValueError(f"option multipliers must be true or false, not {multipliers!r}")
    claim = options.get("stoeck_claim")
    if claim is None:
        claim = preset.stoeck_claim
    if claim not in STOECK_CLAIMS:
        raise ValueError(f"option stoeck_claim must be 'on_play' or 'held', not {claim!r}")
    return Settings(
        preset=preset,
        target=target,
        hands=hands,
        multipliers_on=multipliers,
        stoeck_claim=claim,
    )
