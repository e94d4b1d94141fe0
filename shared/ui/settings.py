"""The table's own settings (not rules): deck look, auto-play, bot speed, undo in hot-seat.

They travel in the save envelope as a plain mapping; :meth:`TableSettings.from_saved`
reads one back leniently (an unknown or missing value takes its default, so an old or
hand-edited save still opens), :meth:`TableSettings.to_saved` writes it.

    settings = TableSettings(bot_speed=BotSpeed.INSTANT)
    settings.bot_delay        # 0.0
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum

from pydantic import BaseModel, ConfigDict, ValidationError


class Toggle(StrEnum):
    """An on/off choice of a set-up screen."""

    ON = "on"
    OFF = "off"

    @property
    def on(self) -> bool:
        return self is Toggle.ON

    @classmethod
    def of(cls, value: bool) -> Toggle:
        return cls.ON if value else cls.OFF


class BotSpeed(StrEnum):
    """How long a bot waits before its card appears."""

    INSTANT = "instant"
    NORMAL = "normal"
    SLOW = "slow"

    @property
    def delay(self) -> float:
        return BOT_DELAYS[self]


BOT_DELAYS: Mapping[BotSpeed, float] = {
    BotSpeed.INSTANT: 0.0,
    BotSpeed.NORMAL: 0.7,
    BotSpeed.SLOW: 1.6,
}
"""Seconds a bot waits before its card appears, by the set-up screen's bot speed."""


class DeckName(StrEnum):
    """The deck design of the cards (Jass offers all three; Spades plays French)."""

    FRENCH = "french"
    SWISS = "swiss"
    GERMAN = "german"


class TableSettings(BaseModel):
    """How the table looks and behaves; none of it changes a rule."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    deck: DeckName = DeckName.FRENCH
    four_colour: bool = False
    auto_play: bool = False
    bot_speed: BotSpeed = BotSpeed.NORMAL
    undo_hot_seat: bool = False
    """Undo when two or more people share the keyboard (with one person it is always on)."""

    @property
    def bot_delay(self) -> float:
        return self.bot_speed.delay

    def to_saved(self) -> dict[str, object]:
        """The mapping stored in a save."""
        return self.model_dump(mode="json")

    @classmethod
    def from_saved(cls, data: Mapping[str, object] | TableSettings | None) -> TableSettings:
        """Settings from a save; a value that does not fit keeps its default."""
        if isinstance(data, TableSettings):
            return data
        values: dict[str, object] = {}
        for name in cls.model_fields:
            if data is None or name not in data:
                continue
            try:
                cls.model_validate({name: data[name]})
            except ValidationError:
                continue
            values[name] = data[name]
        return cls.model_validate(values)


__all__ = ["BOT_DELAYS", "BotSpeed", "DeckName", "TableSettings", "Toggle"]
