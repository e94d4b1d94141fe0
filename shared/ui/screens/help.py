"""Help: the keys of the table and a short rules summary, as ``ModalScreen[None]``.

    app.push_screen(HelpScreen("Schieber Jass", keys=[("←/→", "choose a card")], rules=TEXT))

``rules`` is plain text (blank lines separate paragraphs); the last paragraph names the
full rule book (``RULE_BOOK``, docs/RULES.md). Escape, ``q`` or ``?`` close it.
The title, the keys and the rules are shown in the current language (msgids or
:class:`~shared.i18n.Msg`; ``names``, the table's deck style, names the cards in them).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Footer, Static

from shared.i18n import N_, Names, _, translate
from shared.ui.plain import plain
from shared.ui.screens.base import CoveredModal

RULE_BOOK = "docs/RULES.md"
"""The full rule book, in the project folder (the help names it; README links it)."""


def keys_table(keys: Sequence[tuple[str, str]], names: Names | None = None) -> Table:
    table = Table.grid(padding=(0, 2))
    table.add_column(style="bold")
    table.add_column()
    for key, what in keys:
        table.add_row(translate(key, names), translate(what, names))
    return table


class HelpScreen(CoveredModal[None]):
    """Keys and rules, scrollable."""

    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    HelpScreen > VerticalScroll {
        width: 90%; max-width: 100; height: 90%;
        border: thick $primary; background: $surface; padding: 0 2;
    }
    HelpScreen .help-heading { text-style: bold; color: $accent; margin-top: 1; }
    HelpScreen .help-paragraph { margin-bottom: 1; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q,question_mark", "close", N_("Close"), id="help.close")
    ]

    def __init__(
        self,
        title: str,
        keys: Sequence[tuple[str, str]],
        rules: str,
        names: Names | None = None,
    ) -> None:
        super().__init__()
        self.title_text = title
        self.keys = list(keys)
        self.rules = rules
        self.names = names

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static(plain(translate(self.title_text)), classes="help-heading")
            yield Static(_("Keys"), classes="help-heading")
            yield Static(keys_table(self.keys, self.names))
            yield Static(_("Rules in short"), classes="help-heading")
            for paragraph in translate(self.rules, self.names).split("\n\n"):
                # Paragraphs are reflowed to the screen's width.
                yield Static(Text(" ".join(paragraph.split())), classes="help-paragraph")
            book = _(
                "The full rule book, with every preset, option and worked examples, is "
                "{path} in the project folder."
            ).format(path=RULE_BOOK)
            yield Static(Text(book), id="rule-book", classes="help-paragraph")
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)
