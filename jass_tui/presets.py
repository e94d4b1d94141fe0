"""The Schieber presets of RULES.md 1.10 and the options a game may change.

A preset fixes every regional variant; the options (``target``, ``hands``,
``multipliers``, ``stoeck_claim``) are what the setup screen may change on top of it.
``resolve`` turns a preset id plus options into the complete settings a game runs on.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from shared.i18n import Msg

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


def unknown_preset(game: str, preset: str, presets: Sequence[str]) -> Msg:
    """ "unknown Jass preset 'x'; choose one of …" (the words of a refused preset)."""
    return Msg(
        "unknown {game} preset {preset}; choose one of {presets}",
        game=game,
        preset=repr(preset),
        presets=", ".join(presets),
    )


def unknown_option(game: str, option: str, options: Sequence[str]) -> Msg:
    """ "unknown Jass option 'x'; the options are …"."""
    return Msg(
        "unknown {game} option {option}; the options are {options}",
        game=game,
        option=repr(option),
        options=", ".join(options),
    )


def not_positive(name: str, value: object) -> Msg:
    """ "option hands must be a positive whole number, not -1"."""
    return Msg(
        "option {name} must be a positive whole number, not {value}", name=name, value=repr(value)
    )


def not_a_switch(name: str, value: object) -> Msg:
    """ "option multipliers must be true or false, not 'yes'"."""
    return Msg("option {name} must be true or false, not {value}", name=name, value=repr(value))


def _positive_int(name: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise ValueError(not_positive(name, value))
    return value


def resolve(preset_id: str, options: Mapping[str, object]) -> Settings:
    """The settings for ``preset_id`` with ``options``; ``ValueError`` names any mistake.

    An option given as ``None`` keeps the preset's value, so a setup screen can pass
    every option it knows about.
    """
    preset = PRESETS.get(preset_id)
    if preset is None:
        raise ValueError(unknown_preset("Jass", preset_id, list(PRESETS)))
    unknown = sorted(set(options) - set(OPTION_NAMES))
    if unknown:
        raise ValueError(unknown_option("Jass", unknown[0], OPTION_NAMES))
    target, hands = preset.target, preset.hands
    if options.get("target") is not None:
        if preset.target is None:
            raise ValueError(
                Msg(
                    "the {preset} preset plays a fixed number of hands and has no target",
                    preset=preset.id,
                )
            )
        target = _positive_int("target", options["target"])
    if options.get("hands") is not None:
        if preset.hands is None:
            raise ValueError(
                Msg(
                    "option hands applies only to the tournament preset, not {preset}",
                    preset=preset.id,
                )
            )
        hands = _positive_int("hands", options["hands"])
    multipliers = options.get("multipliers")
    if multipliers is None:
        multipliers = True
    if not isinstance(multipliers, bool):
        raise ValueError(not_a_switch("multipliers", multipliers))
    claim = options.get("stoeck_claim")
    if claim is None:
        claim = preset.stoeck_claim
    if claim not in STOECK_CLAIMS:
        raise ValueError(
            Msg("option stoeck_claim must be 'on_play' or 'held', not {value}", value=repr(claim))
        )
    return Settings(
        preset=preset,
        target=target,
        hands=hands,
        multipliers_on=multipliers,
        stoeck_claim=claim,
    )
