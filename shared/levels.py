"""The bot levels a player meets at the table: the one list of them.

The set-up screen's seat cycling, the saves (``shared.players.PlayerKind``), the save
list's quick look, the statistics, the seat panels and ``simulate`` all read
:data:`LEVELS`; a new level is added here (and given a bot per kind in
:mod:`shared.bots`' registry). Kept free of heavy imports, so the console commands can
name the levels without loading the save models.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal, get_args

from shared.i18n import N_

__all__ = ["LEVELS", "LEVEL_WORDS", "BotLevel"]

BotLevel = Literal["easy", "normal", "strong", "expert"]
"""A level's name as saves, statistics and the command line spell it."""

LEVELS: tuple[BotLevel, ...] = get_args(BotLevel)
"""The levels, weakest first."""

LEVEL_WORDS: Mapping[str, str] = {
    "easy": N_("easy"),
    "normal": N_("normal"),
    "strong": N_("strong"),
    "expert": N_("expert"),
}
"""Each level, weakest first, as said in a sentence (English; translated where shown).
A test keeps its keys :data:`LEVELS`, in order."""
