"""The start menu's flow: what each choice leads to, decided without any screen.

:class:`StartMenu` turns a :class:`MenuChoice` (or a save picked in the Load list) into a
:class:`MenuStep` the app carries out: show the set-up, open a saved game, show the Load
list or the help, warn, or quit. Reading saves goes through the
:class:`~shared.ui.save_controller.SaveController`, so the whole flow is testable with a
folder of files and no running app.

    step = StartMenu(saves).choose(MenuChoice.CONTINUE)
    match step:
        case OpenSaved(loaded): ...
        case Problem(title, message): ...
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from shared.i18n import LANGUAGES, Msg, language
from shared.persistence import SaveError
from shared.ui.menu_choice import MenuChoice

if TYPE_CHECKING:
    from shared.persistence import LoadedSave
    from shared.ui.save_controller import SaveController


@dataclass(frozen=True)
class ShowSetup:
    """Show the set-up screen for a new game."""


@dataclass(frozen=True)
class ShowLoadList:
    """Show the list of saves."""


@dataclass(frozen=True)
class ShowHelp:
    """Show the keys and the rules."""


@dataclass(frozen=True)
class ShowStatistics:
    """Show the statistics of the players."""


@dataclass(frozen=True)
class ChangeLanguage:
    """Speak ``code`` from now on, and remember it for the next start."""

    code: str


@dataclass(frozen=True)
class Quit:
    """Leave the app."""


@dataclass(frozen=True)
class OpenSaved:
    """Open ``loaded`` at the table (its ``notice`` is told first, if any)."""

    loaded: LoadedSave


@dataclass(frozen=True)
class Problem:
    """Nothing to open: tell the player why (``severity`` as for a toast).

    ``title`` and ``message`` are English (a :class:`~shared.i18n.Msg` or a save's
    words); the app shows them with ``translate``.
    """

    title: str
    message: str
    severity: Literal["warning", "error"] = "error"


MenuStep = (
    ShowSetup
    | ShowLoadList
    | ShowHelp
    | ShowStatistics
    | ChangeLanguage
    | Quit
    | OpenSaved
    | Problem
)


def next_language(code: str) -> str:
    """The language after ``code`` in :data:`~shared.i18n.LANGUAGES` (round and round)."""
    codes = list(LANGUAGES)
    return codes[(codes.index(code) + 1) % len(codes)] if code in codes else codes[0]


class StartMenu:
    """What the start menu's choices lead to."""

    def __init__(self, saves: SaveController) -> None:
        self.saves = saves

    def choose(self, choice: MenuChoice) -> MenuStep:
        if choice is MenuChoice.NEW:
            return ShowSetup()
        if choice is MenuChoice.CONTINUE:
            return self.continue_game()
        if choice is MenuChoice.LOAD:
            return ShowLoadList()
        if choice is MenuChoice.RULES:
            return ShowHelp()
        if choice is MenuChoice.STATISTICS:
            return ShowStatistics()
        if choice is MenuChoice.LANGUAGE:
            return ChangeLanguage(next_language(language()))
        return Quit()

    def continue_game(self) -> OpenSaved | Problem:
        try:
            loaded = self.saves.load_autosave()
        except SaveError as exc:
            return Problem(Msg("Cannot continue"), _reason(exc))
        if loaded is None:
            return Problem(
                Msg("Nothing to continue"), Msg("There is no game to continue."), "warning"
            )
        return OpenSaved(loaded)

    def load(self, path: Path) -> OpenSaved | Problem:
        try:
            return OpenSaved(self.saves.load(path))
        except SaveError as exc:
            return Problem(Msg("Cannot load"), _reason(exc))


def _reason(exc: SaveError) -> str:
    """The save's problem as it was raised: a ``Msg`` stays one, for the app to translate."""
    message = exc.args[0] if len(exc.args) == 1 else None
    return message if isinstance(message, Msg) else str(exc)


__all__ = [
    "ChangeLanguage",
    "MenuChoice",
    "MenuStep",
    "OpenSaved",
    "Problem",
    "Quit",
    "ShowHelp",
    "ShowLoadList",
    "ShowSetup",
    "ShowStatistics",
    "StartMenu",
    "next_language",
]
