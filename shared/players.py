"""Who sits at the table: a name and whether a person or a bot (and which level) plays.

The engines know seats only; names and bot levels live here and travel in the save
envelope, so a resumed game has the same people and the same bots in the same chairs.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from shared.i18n import gettext
from shared.kinds import KindTable, all_kinds
from shared.levels import LEVELS, BotLevel
from shared.table import SEAT_NAMES

PlayerKind = Literal["human", BotLevel]
PLAYER_KINDS: tuple[PlayerKind, ...] = ("human", *LEVELS)

MAX_NAME_LENGTH = 40

BOT_NAMES: Mapping[str, tuple[str, str, str]] = KindTable(lambda kind: kind.bot_names, "bots")
"""Default bot names for seats 1, 2 and 3, by game kind (each kind declares its own)."""

SOUTH_BOT_NAMES = ("Max", "Lea", "Sam", "Tom")
"""A bot in South (whose default name is "You", the one person's): the first of these
not at the table already."""


class PlayerSpec(BaseModel):
    """One chair: the name shown at the table and who plays it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(min_length=1, max_length=MAX_NAME_LENGTH)
    kind: PlayerKind

    @property
    def is_bot(self) -> bool:
        return self.kind != "human"


def default_players(
    bot_names: Sequence[str] | None = None,
    human_name: str | None = None,
    level: PlayerKind = "normal",
) -> tuple[PlayerSpec, ...]:
    """One person at seat 0 and three bots of ``level`` named ``bot_names`` at seats 1–3.

    Without ``bot_names`` the bots get the names of the first registered game kind; the
    person is "You" in the current language unless ``human_name`` says otherwise.
    """
    if bot_names is None:
        bot_names = all_kinds()[0].bot_names
    if len(bot_names) != 3:
        raise ValueError(f"three bot names are needed, got {len(bot_names)}")
    if level == "human":
        raise ValueError(f"the default opponents are bots; choose one of {', '.join(LEVELS)}")
    human = PlayerSpec(name=human_name or gettext("You"), kind="human")
    return (human, *(PlayerSpec(name=name, kind=level) for name in bot_names))


def is_you_name(name: str) -> bool:
    """Whether ``name`` is "You" (in English or the current language)."""
    return name.strip().lower() in ("you", gettext("You").lower())


def seat_label(seat: int) -> str:
    """The seat's place in the current language ("South")."""
    return gettext(SEAT_NAMES[seat])


def seat_default_name(seat: int, human: bool, names: Sequence[str]) -> str:
    """The name a seat gets when it cannot be "You": its place for a person, for a bot in
    South a bot name not among ``names`` (the table's other names)."""
    if human or seat != 0:
        return seat_label(seat)
    taken = {name.strip().lower() for name in names}
    return next((name for name in SOUTH_BOT_NAMES if name.lower() not in taken), "Bot")


def the_one_person(players: Sequence[PlayerSpec]) -> int | None:
    """The seat of the only person at the table; None with no person or several."""
    humans = [seat for seat, player in enumerate(players) if not player.is_bot]
    return humans[0] if len(humans) == 1 else None


def settle_names(
    players: Sequence[PlayerSpec], defaults: Sequence[str] | None = None
) -> tuple[PlayerSpec, ...]:
    """The players with "You" kept only for the one person at a table with one person.

    Anybody else so called (a bot, or a person at a shared keyboard) is named
    ``defaults[seat]`` if given, else :func:`seat_default_name`.
    """
    one = the_one_person(players)
    names = [player.name for player in players]
    settled = []
    for seat, player in enumerate(players):
        if seat != one and is_you_name(player.name):
            name = (
                defaults[seat]
                if defaults is not None
                else seat_default_name(seat, not player.is_bot, names)
            )
            player = player.model_copy(update={"name": name})
        settled.append(player)
    return tuple(settled)
