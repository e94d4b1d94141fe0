"""Schieben: the chooser sees his hand and names the contract, or pushes.

``ContractScreen`` is a ``ModalScreen[str]`` dismissed with the action text the engine
offered (``trump H`` … ``obe``, ``une``, ``push``). The options and their words come from
the app, which asks the engine; this screen only lists them.
"""

from __future__ import annotations

from collections.abc import Sequence
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


class ContractList(OptionList):
    """The contracts; its footer names the keys (a bare ``OptionList`` shows none)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        # TRANSLATORS: the footer's name for the arrow keys that move through a list.
        Binding("down", "cursor_down", N_("Move"), key_display="↑↓", id="contract.down"),
        Binding("up", "cursor_up", N_("Move"), show=False, id="contract.up"),
        # TRANSLATORS: the key that takes the highlighted contract (German: Wählen).
        Binding("enter", "select", N_("Choose"), id="contract.choose"),
    ]


class ContractScreen(DecisionModal[str]):
    """Pick one of ``options`` (action text, label); keys 1–7 pick directly."""

    DEFAULT_CSS = """
    ContractScreen { align: center bottom; background: $background 30%; }
    ContractScreen > Vertical {
        width: 100%; max-width: 96; height: auto; border: thick $accent;
        background: $surface; padding: 0 1;
    }
    ContractScreen #contract-title { text-style: bold; }
    ContractScreen OptionList { height: auto; max-height: 9; border: none; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(str(n), f"pick({n - 1})", show=False, id=f"contract.pick{n}") for n in range(1, 8)
    ]
    """The number keys pick directly; their numbers stand beside the contracts."""

    def __init__(
        self,
        player: str,
        hand: Sequence[str],
        options: Sequence[tuple[str, str]],
        style: DeckStyle,
        note: str = "",
    ) -> None:
        super().__init__()
        self.player = player
        self.hand = tuple(hand)
        self.options = list(options)
        self.deck_style = style
        self.note = note

    def compose(self) -> ComposeResult:
        with Vertical():
            title = _("{name}, choose the contract").format(name=self.player)
            if self.note:
                title += f" — {self.note}"
            yield Static(plain(title), id="contract-title")
            yield HandView(id="contract-hand")
            yield ContractList(
                *(
                    Option(plain(f"{n}  {label}"), id=action)
                    for n, (action, label) in enumerate(self.options, start=1)
                )
            )
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(HandView).show(self.hand, active=False, style=self.deck_style)
        self.query_one(OptionList).focus()

    @on(OptionList.OptionSelected)
    def _selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id:
            self.dismiss(event.option.id)

    def action_pick(self, index: int) -> None:
        if 0 <= index < len(self.options):
            self.dismiss(self.options[index][0])
