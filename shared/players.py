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

PlayerKind = Literal["human", "easy", "normal", "strong"]
PLAYER_KINDS: tuple[PlayerKind, ...] = ("human", "easy", "normal", "strong")

MAX_NAME_LENGTH = 40

BOT_NAMES: Mapping[str, tuple[str, str, str]] = KindTable(lambda kind: kind.bot_names, "bots")
"""Default bot names for seats 1, 2 and 3, by game kind (each kind declares its own)."""


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
        raise ValueError("the default opponents are bots; choose easy, normal or strong")
    human = PlayerSpec(name=human_name or gettext("You"), kind="human")
    return (human, *(PlayerSpec(name=name, kind=level) for name in bot_names))
