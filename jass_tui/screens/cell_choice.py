"""Coiffeur's choice: the chooser sees his hand and his team's open cells, or pushes.

``CellChoiceScreen`` is a ``ModalScreen[str]`` dismissed with the action text the engine
offered (``trump H``, ``obe``, ``joker H``, ``joker2 obe``, ``slalom une``, ``push`` …).
Only the open rows of the chooser's team are listed, each with its multiplier; a row
with an announcement (Joker: a suit, Obenabe or Undenufe; Slalom and Guschti: which
comes first) opens a second list, and Escape goes back to the rows. Keys 1–9 and 0 pick
a line directly, ``p`` pushes. The rows and their words come from the app, which asks
the engine; this screen only lists them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from shared.i18n import N_, _
from shared.ui.deck import DeckStyle
from shared.ui.hand import HandView
from shared.ui.plain import plain
from shared.ui.screens.base import DecisionModal

KEYS = "1234567890"
ROW_PREFIX = "row:"


@dataclass(frozen=True)
class RowChoice:
    """One open row of the board: its words, multiplier and the cells it can take."""

    row: str
    label: str
    multiplier: int
    cells: tuple[tuple[str, str], ...]
    """(action text, words) of every way to fill it; one for a plain row."""

    @property
    def needs_announcement(self) -> bool:
        return len(self.cells) > 1


class CellChoiceScreen(DecisionModal[str]):
    """Pick an open cell (then, for Joker/Slalom/Guschti, what it is played as), or push."""

    DEFAULT_CSS = """
    CellChoiceScreen { align: center bottom; background: $background 30%; }
    CellChoiceScreen > Vertical {
        width: 100%; max-width: 96; height: auto; border: thick $accent;
        background: $surface; padding: 0 1;
    }
    CellChoiceScreen #cell-title { text-style: bold; }
    CellChoiceScreen #cell-prompt { color: $text-muted; }
    CellChoiceScreen OptionList { height: auto; max-height: 12; border: none; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        *(
            Binding(key, f"pick({index})", show=False, id=f"cell.pick{key}")
            for index, key in enumerate(KEYS)
        ),
        Binding("p", "push", N_("Push"), id="cell.push"),
        Binding("escape", "back", N_("Back"), id="cell.back"),
    ]

    def __init__(
        self,
        player: str,
        hand: Sequence[str],
        rows: Sequence[RowChoice],
        style: DeckStyle,
        *,
        push: str = "",
        note: str = "",
    ) -> None:
        """``push`` is the words for pushing ("" when the player may not push)."""
        super().__init__()
        self.player = player
        self.hand = tuple(hand)
        self.rows = list(rows)
        self.deck_style = style
        self.push_words = push
        self.note = note
        self.open_row: RowChoice | None = None
        """The row whose announcement is being chosen (None: the list of rows shows)."""

    # ------------------------------------------------------------------ lines
    def lines(self) -> list[tuple[str, str]]:
        """(option id, words) of what the list shows now."""
        if self.open_row is not None:
            return list(self.open_row.cells)
        lines = []
        for choice in self.rows:
            more = " …" if choice.needs_announcement else ""
            action = ROW_PREFIX + choice.row if choice.needs_announcement else choice.cells[0][0]
            lines.append((action, f"{choice.label}  ×{choice.multiplier}{more}"))
        if self.push_words:
            lines.append(("push", self.push_words))
        return lines

    def prompt(self) -> str:
        if self.open_row is not None:
            row = self.open_row
            return _("{row} ×{multiplier}: play it as… (Escape: back to the cells)").format(
                row=row.label, multiplier=row.multiplier
            )
        return _("Your team's open cells:")

    # ------------------------------------------------------------------ screen
    def compose(self) -> ComposeResult:
        with Vertical():
            title = _("{name}, choose a cell").format(name=self.player)
            if self.note:
                title += f" — {self.note}"
            yield Static(plain(title), id="cell-title")
            yield HandView(id="cell-hand")
            yield Static(plain(self.prompt()), id="cell-prompt")
            yield OptionList()
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(HandView).show(self.hand, active=False, style=self.deck_style)
        self._fill()
        self.query_one(OptionList).focus()

    def _fill(self) -> None:
        options = self.query_one(OptionList)
        options.clear_options()
        for index, (action, words) in enumerate(self.lines()):
            key = "p" if action == "push" else (KEYS[index] if index < len(KEYS) else " ")
            options.add_option(Option(plain(f"{key}  {words}"), id=action))
        options.highlighted = 0
        self.query_one("#cell-prompt", Static).update(plain(self.prompt()))
        self.refresh_bindings()

    def _take(self, action: str) -> None:
        if action.startswith(ROW_PREFIX):
            row = action.removeprefix(ROW_PREFIX)
            self.open_row = next(choice for choice in self.rows if choice.row == row)
            self._fill()
        else:
            self.dismiss(action)

    @on(OptionList.OptionSelected)
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id:
            self._take(event.option.id)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "push":
            return bool(self.push_words) and self.open_row is None
        if action == "back":
            return self.open_row is not None
        return True

    def action_pick(self, index: int) -> None:
        lines = [line for line in self.lines() if line[0] != "push"]
        if 0 <= index < len(lines):
            self._take(lines[index][0])

    def action_push(self) -> None:
        if self.push_words and self.open_row is None:
            self.dismiss("push")

    def action_back(self) -> None:
        if self.open_row is not None:
            self.open_row = None
            self._fill()
