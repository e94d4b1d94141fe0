"""The start screen: New game, Continue (with the autosave's summary), Load, Rules,
Statistics, Language, Quit.

Choosing posts ``StartScreen.Chosen(choice)`` with a
:class:`~shared.ui.menu.MenuChoice`; the app acts on it (see ``shared.ui.menu``).

    StartScreen("Schieber Jass", continue_summary="hand 4 · 312 : 415 · You, Ruedi, …")
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from shared.i18n import LANGUAGES, N_, _, language, translate
from shared.ui.menu_choice import MenuChoice
from shared.ui.plain import plain
from shared.ui.screens.base import CoveredScreen

OPTION_PADDING = 2
"""Columns an option list entry gives to its padding, left and right."""


class StartScreen(CoveredScreen[None]):
    """The first screen of a card table."""

    DEFAULT_CSS = """
    StartScreen { align: center middle; background: $felt; }
    StartScreen > Vertical {
        width: 64; height: auto; border: double $accent; background: $surface; padding: 1 2;
    }
    StartScreen #start-title { text-style: bold; width: 100%; text-align: center; }
    StartScreen #start-subtitle { color: $text-muted; width: 100%; text-align: center; }
    StartScreen OptionList { height: auto; margin-top: 1; border: none; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "choose('new')", N_("New game"), id="start.new"),
        Binding("c", "choose('continue')", N_("Continue"), id="start.continue"),
        Binding("l", "choose('load')", N_("Load"), id="start.load"),
        Binding("r", "choose('rules')", N_("Rules"), id="start.rules"),
        Binding("s", "choose('statistics')", N_("Statistics"), id="start.statistics"),
        Binding("g", "choose('language')", N_("Language"), id="start.language"),
        Binding("q", "choose('quit')", N_("Quit"), id="start.quit"),
    ]

    class Chosen(Message):
        """The player picked ``choice`` on the start screen."""

        def __init__(self, choice: MenuChoice) -> None:
            super().__init__()
            self.choice = choice

    def __init__(self, title: str, subtitle: str = "", continue_summary: str | None = None):
        super().__init__()
        self.title_text = title
        self.subtitle = subtitle
        self.continue_summary = continue_summary

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(plain(translate(self.title_text)), id="start-title")
            if self.subtitle:
                yield Static(plain(translate(self.subtitle)), id="start-subtitle")
            continue_label = self._continue_label()
            yield OptionList(
                Option(Text(_("New game")), id=MenuChoice.NEW),
                Option(
                    continue_label,
                    id=MenuChoice.CONTINUE,
                    disabled=self.continue_summary is None,
                ),
                Option(Text(_("Load a saved game")), id=MenuChoice.LOAD),
                Option(Text(_("Rules and keys")), id=MenuChoice.RULES),
                Option(Text(_("Statistics")), id=MenuChoice.STATISTICS),
                Option(
                    # TRANSLATORS: the start menu's language entry, e.g. "Language: English".
                    Text(_("Language: {name}").format(name=LANGUAGES[language()])),
                    id=MenuChoice.LANGUAGE,
                ),
                Option(Text(_("Quit")), id=MenuChoice.QUIT),
                id="start-menu",
            )
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()
        self.call_after_refresh(self._fit_continue)

    def _continue_label(self) -> Text:
        label = Text(_("Continue"))
        if self.continue_summary:
            label.append_text(plain(f"  ({translate(self.continue_summary)})"))
        return label

    def _fit_continue(self) -> None:
        """Keep Continue on one row: a long summary ends in "…" (the Load list has it whole)."""
        menu = self.query_one(OptionList)
        room = menu.scrollable_content_region.width - OPTION_PADDING
        label = self._continue_label()
        if room > 0 and label.cell_len > room:
            label.truncate(room, overflow="ellipsis")
            menu.replace_option_prompt(MenuChoice.CONTINUE, label)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "choose" and parameters == ("continue",):
            return self.continue_summary is not None
        return True

    @on(OptionList.OptionSelected)
    def _selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id:
            self.post_message(self.Chosen(MenuChoice(event.option.id)))

    def action_choose(self, choice: str) -> None:
        self.post_message(self.Chosen(MenuChoice(choice)))
