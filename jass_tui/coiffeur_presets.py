"""Coiffeur's presets (RULES.md 3.1): the rows of the board, their multipliers, options.

A Coiffeur board has one row per contract and one cell per team in each row. A row is
named by an id that is also the first part of every cell played in it:

- ``"S"``, ``"C"``, ``"D"``, ``"H"``: that suit trump; ``"obe"``, ``"une"``;
- ``"slalom"`` (tricks alternate Obenabe and Undenufe) and ``"guschti"`` (five tricks of
  one, then four of the other), ``coiffeur-10`` only;
- ``"joker"`` and ``"joker2"``: the two Joker rows, each announced as a suit, Obenabe or
  Undenufe when chosen. ``"joker"`` is the lower multiplier (×7, or ×9 in
  ``coiffeur-10``), ``"joker2"`` the higher (×8, or ×10).

A *cell* is what one hand filled: the row id, and for the rows with an announcement a
colon and the announcement: ``"H"``, ``"obe"``, ``"joker:une"``, ``"joker2:H"``,
``"slalom:obe"``, ``"guschti:une"``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from jass_tui.presets import PRESETS as SCHIEBER_PRESETS
from jass_tui.presets import UndenufeValues, unknown_option, unknown_preset
from jass_tui.rules import CONTRACT_NAMES, HAND_TOTAL, MATCH_BONUS
from shared.i18n import N_, Msg

PushTo = Literal["next", "partner"]
"""``next``: a push goes to the next player in play order, round the table once;
``partner``: forehand may push once, to his partner, as in Schieber."""
PUSH_TO: tuple[PushTo, ...] = ("next", "partner")

Mode = Literal["H", "D", "S", "C", "obe", "une"]
"""How one trick is played: a trump suit, Obenabe or Undenufe."""

SUIT_ROWS = ("S", "C", "D", "H")
"""The suit rows in board order (their multipliers rise 1 to 4)."""
ANNOUNCEMENTS: tuple[Mode, ...] = ("S", "C", "D", "H", "obe", "une")
"""What a Joker is announced as, in board order."""
SWITCH_STARTS: tuple[Mode, ...] = ("obe", "une")
"""What Slalom and Guschti start with."""
JOKER_ROWS = ("joker", "joker2")
SWITCH_ROWS = ("slalom", "guschti")

ROW_NAMES = {
    # The suit rows are named by the table in its deck's words (not translated here:
    # "Spades" is also the name of a game).
    "S": "Spades",
    "C": "Clubs",
    "D": "Diamonds",
    "H": "Hearts",
    "obe": N_("Obenabe"),
    "une": N_("Undenufe"),
    "slalom": N_("Slalom"),
    "guschti": N_("Guschti"),
    "joker": N_("Joker"),
    "joker2": N_("Joker"),
}
"""Plain English row names (the table may show them in its deck style instead); the
names of the rows other than suits are msgids."""

MODE_NAMES: dict[str, Msg] = {
    mode: CONTRACT_NAMES[mode] for mode in ("S", "C", "D", "H", "obe", "une")
}
"""Each mode in words ("spades trump", "Obenabe"): ``translate(MODE_NAMES[m], style)``."""

GUSCHTI_FIRST = 5
"""Guschti plays this many tricks of the chosen mode, then the rest of the other."""
MATCH_TOTAL = HAND_TOTAL + MATCH_BONUS
"""The choosing team takes all nine tricks: 257."""

DEFAULT_PRESET = "coiffeur-8"
OPTION_NAMES = ("push_to",)


@dataclass(frozen=True)
class CoiffeurPreset:
    """One Coiffeur variant: its board rows with multipliers, in board order."""

    id: str
    rows: tuple[tuple[str, int], ...]
    opening_card: str
    undenufe_values: UndenufeValues
    push_to: PushTo

    @property
    def row_ids(self) -> tuple[str, ...]:
        return tuple(row for row, _ in self.rows)

    def multiplier(self, row: str) -> int:
        return dict(self.rows)[row]

    @property
    def hands(self) -> int:
        """Hands in a game: one per cell, two teams (16 or 20)."""
        return 2 * len(self.rows)


_BASE = (("S", 1), ("C", 2), ("D", 3), ("H", 4), ("obe", 5), ("une", 6))
# The first forehand holds the opening card of the default Schieber preset (7♥).
_OPENING = SCHIEBER_PRESETS["schieber-1000"].opening_card

PRESETS: dict[str, CoiffeurPreset] = {
    p.id: p
    for p in (
        CoiffeurPreset(
            id="coiffeur-8",
            rows=(*_BASE, ("joker", 7), ("joker2", 8)),
            opening_card=_OPENING,
            undenufe_values="six_high",
            push_to="next",
        ),
        CoiffeurPreset(
            id="coiffeur-10",
            rows=(*_BASE, ("slalom", 7), ("guschti", 8), ("joker", 9), ("joker2", 10)),
            opening_card=_OPENING,
            undenufe_values="six_high",
            push_to="next",
        ),
    )
}


@dataclass(frozen=True)
class CoiffeurSettings:
    """A preset with the game's options applied."""

    preset: CoiffeurPreset
    push_to: PushTo

    @property
    def options(self) -> dict[str, int | bool | str | None]:
        return {"push_to": self.push_to}


def resolve(preset_id: str, options: Mapping[str, object]) -> CoiffeurSettings:
    """The settings for ``preset_id`` with ``options``; ``ValueError`` names any mistake.

    An option given as ``None`` keeps the preset's value.
    """
    preset = PRESETS.get(preset_id)
    if preset is None:
        raise ValueError(unknown_preset("Coiffeur", preset_id, list(PRESETS)))
    unknown = sorted(set(options) - set(OPTION_NAMES))
    if unknown:
        raise ValueError(unknown_option("Coiffeur", unknown[0], OPTION_NAMES))
    push_to = options.get("push_to")
    if push_to is None:
        push_to = preset.push_to
    if push_to not in PUSH_TO:
        raise ValueError(
            Msg("option push_to must be 'next' or 'partner', not {value}", value=repr(push_to))
        )
    return CoiffeurSettings(preset=preset, push_to=push_to)


# ---------------------------------------------------------------------- cells


def cell_row(cell: str) -> str:
    """The row a cell was written in: ``"joker:une"`` → ``"joker"``."""
    return cell.split(":", 1)[0]


def cell_modes(cell: str) -> tuple[Mode, ...]:
    """The mode of each of the nine tricks of a hand played in ``cell``."""
    row, _, announced = cell.partition(":")
    if row == "slalom":
        first, other = _switch(announced)
        return tuple(first if i % 2 == 0 else other for i in range(9))
    if row == "guschti":
        first, other = _switch(announced)
        return (first,) * GUSCHTI_FIRST + (other,) * (9 - GUSCHTI_FIRST)
    mode = announced or row
    if mode not in ANNOUNCEMENTS:
        raise ValueError(f"{cell!r} is not a Coiffeur cell")
    return (_as_mode(mode),) * 9


def _switch(first: str) -> tuple[Mode, Mode]:
    if first == "obe":
        return "obe", "une"
    if first == "une":
        return "une", "obe"
    raise ValueError(f"Slalom and Guschti start with obe or une, not {first!r}")


def _as_mode(text: str) -> Mode:
    for mode in ANNOUNCEMENTS:
        if mode == text:
            return mode
    raise ValueError(f"{text!r} is not a mode")


def cells_of_row(row: str) -> tuple[str, ...]:
    """Every cell a row can be filled with, in the order the choice offers them."""
    if row in JOKER_ROWS:
        return tuple(f"{row}:{a}" for a in ANNOUNCEMENTS)
    if row in SWITCH_ROWS:
        return tuple(f"{row}:{a}" for a in SWITCH_STARTS)
    return (row,)


ALL_ROWS = (*SUIT_ROWS, "obe", "une", *SWITCH_ROWS, *JOKER_ROWS)
ALL_CELLS = frozenset(c for row in ALL_ROWS for c in cells_of_row(row))


_SWITCH_WORDS = {
    # TRANSLATORS: a Coiffeur cell; {mode} is "Obenabe" or "Undenufe".
    "slalom": N_("Slalom, {mode} first"),
    # TRANSLATORS: a Coiffeur cell; {mode} is "Obenabe" or "Undenufe".
    "guschti": N_("Guschti, {mode} first"),
}
_JOKER_WORDS = {
    # TRANSLATORS: a Coiffeur cell; {mode} is e.g. "hearts trump" or "Obenabe".
    "joker": N_("Joker as {mode}"),
    # TRANSLATORS: the higher of the two Joker rows; {mode} is e.g. "hearts trump".
    "joker2": N_("Joker (the second) as {mode}"),
}


def describe_cell(cell: str) -> Msg:
    """A cell in words: 'Joker as hearts trump', 'Slalom, Obenabe first'.

    A :class:`~shared.i18n.Msg`: the table shows it with ``translate(text, style)``.
    """
    row, _, announced = cell.partition(":")
    if row in SWITCH_ROWS:
        return Msg(_SWITCH_WORDS[row], mode=MODE_NAMES[announced])
    if row in JOKER_ROWS:
        return Msg(_JOKER_WORDS[row], mode=MODE_NAMES[announced])
    return MODE_NAMES[row]
