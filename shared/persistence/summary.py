"""The one-line description of a game shown in save lists: preset, hand, score, players."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from shared.kinds import KindTable
from shared.players import PlayerSpec

GAME_TITLES: Mapping[str, str] = KindTable(lambda kind: kind.short_title, "short title")
"""Kind id → its short title ("Jass"), from the registry."""


def preset_title(kind: str, game: Any) -> str:
    """ "schieber-1000" → "Schieber 1000"; a changed target is added: "Standard to 300"."""
    preset = getattr(game, "preset", None)
    title = str(preset).replace("-", " ").replace("_", " ").title() if preset else ""
    title = title or GAME_TITLES.get(kind, kind.title())
    target = _option(getattr(game, "options", None), "target")
    if isinstance(target, int) and not isinstance(target, bool) and str(target) not in title:
        title += f" to {target}"
    return title


def score_text(scores: Sequence[int]) -> str:
    """ "312 : 415" (four numbers in individual play)."""
    return " : ".join(str(score) for score in scores)


def summarize(kind: str, game: Any, players: Sequence[PlayerSpec]) -> str:
    """ "Schieber 1000 · hand 4 · 312 : 415 · You, Ruedi, Vreni, Hansruedi"."""
    hand = getattr(game, "hand_number", None)
    if hand is None:
        hand = len(game.hands)
    progress = f"game over after hand {hand}" if game.phase == "game_over" else f"hand {hand}"
    names = ", ".join(player.name for player in players)
    return " · ".join([preset_title(kind, game), progress, score_text(game.scores), names])


def _option(options: Any, name: str) -> Any:
    if options is None:
        return None
    if isinstance(options, dict):
        return options.get(name)
    return getattr(options, name, None)
