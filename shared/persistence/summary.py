"""The one-line description of a game shown in save lists: preset, hand, score, players.

It is written into the save in English (the file format holds it as text); the lists
read it back with :func:`summary_message`, which turns the stored text into a
:class:`~shared.i18n.Msg` so that a table can show it in the player's language.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from shared.i18n import N_, Msg
from shared.kinds import KindTable

if TYPE_CHECKING:
    from shared.players import PlayerSpec

GAME_TITLES: Mapping[str, str] = KindTable(lambda kind: kind.short_title, "short title")
"""Kind id → its short title ("Jass"), from the registry."""

PRESET_TITLES = (
    N_("Schieber 1000"),
    N_("Pagat 3000"),
    N_("Swisslos 2500"),
    N_("Tournament"),
    N_("Coiffeur 8"),
    N_("Coiffeur 10"),
    N_("Differenzler"),
    N_("Molotow"),
    N_("Standard"),
    N_("Bicycle"),
)
"""The titles :func:`preset_title` makes of the presets there are, for the catalogue."""

SEPARATOR = " · "
_PROGRESS = re.compile(r"^(game over after )?hand (\d{1,9})$")
_TARGET = re.compile(r"^(.+) to (\d{1,12})$")


def preset_title(kind: str, game: Any) -> str:
    """ "schieber-1000" → "Schieber 1000"; a changed target is added: "Standard to 300"."""
    preset = getattr(game, "preset", None)
    title = str(preset).replace("-", " ").replace("_", " ").title() if preset else ""
    title = title or GAME_TITLES.get(kind, kind.title())
    target = _option(getattr(game, "options", None), "target")
    if isinstance(target, int) and not isinstance(target, bool) and str(target) not in title:
        return Msg("{title} to {target}", title=Msg(title), target=target)
    return Msg(title)


def score_text(scores: Sequence[int]) -> str:
    """ "312 : 415" (four numbers in individual play)."""
    return " : ".join(str(score) for score in scores)


def progress_text(hand: int, over: bool) -> Msg:
    """ "hand 4", or "game over after hand 12"."""
    if over:
        return Msg("game over after hand {hand}", hand=hand)
    return Msg("hand {hand}", hand=hand)


def summarize(kind: str, game: Any, players: Sequence[PlayerSpec]) -> str:
    """ "Schieber 1000 · hand 4 · 312 : 415 · You, Ruedi, Vreni, Hansruedi"."""
    hand = getattr(game, "hand_number", None)
    if hand is None:
        hand = len(game.hands)
    progress = progress_text(hand, game.phase == "game_over")
    names = ", ".join(player.name for player in players)
    return _summary(preset_title(kind, game), progress, score_text(game.scores), names)


def _summary(title: str, progress: str, score: str, names: str) -> Msg:
    # TRANSLATORS: a save's summary: "Schieber 1000 · hand 4 · 312 : 415 · You, Ruedi, …".
    return Msg(
        "{title} · {progress} · {score} · {names}",
        title=title,
        progress=progress,
        score=score,
        names=names,
    )


def summary_message(text: str) -> str:
    """A summary read from a save, as a :class:`~shared.i18n.Msg` to show translated.

    The English text is kept exactly; a text of another shape (an empty summary, one a
    person wrote) comes back as it is, plain data.
    """
    if not text or isinstance(text, Msg):
        return text
    parts = text.split(SEPARATOR, 3)
    if len(parts) != 4:
        return text
    title, progress, score, names = parts
    found = _PROGRESS.match(progress)
    if found is None:
        return text
    target = _TARGET.match(title)
    title_msg = (
        Msg("{title} to {target}", title=Msg(target[1]), target=int(target[2]))
        if target
        else Msg(title)
    )
    message = _summary(title_msg, progress_text(int(found[2]), bool(found[1])), score, names)
    return message if str.__str__(message) == text else text


def is_game_over(summary: str) -> bool:
    """Whether a save's summary (as written, or as :func:`summary_message` made it) says
    the game is over: "… · game over after hand 12 · …"."""
    parts = str.__str__(summary).split(SEPARATOR, 3)
    found = _PROGRESS.match(parts[1]) if len(parts) == 4 else None
    return found is not None and bool(found[1])


def _option(options: Any, name: str) -> Any:
    if options is None:
        return None
    if isinstance(options, dict):
        return options.get(name)
    return getattr(options, name, None)
