"""Weis on the first card: "declare / keep" with the detected Weis listed.

``WeisScreen`` is a ``ModalScreen[str]`` dismissed with ``weis`` or ``noweis``. The Weis
and their words come from the engine (``pending_weis(seat)`` and ``describe()``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Footer, Static

from jass_tui.widgets.contract_badge import is_you
from shared.i18n import N_, _
from shared.ui.deck import DeckStyle
from shared.ui.hand import HandView
from shared.ui.plain import plain
from shared.ui.screens.base import DecisionModal


class WeisScreen(DecisionModal[str]):
    """Declare the listed Weis (``d``/Enter) or keep them secret (``k``)."""

    DEFAULT_CSS = """
    WeisScreen { align: center bottom; background: $background 30%; }
    WeisScreen > Vertical {
        width: 100%; max-width: 96; height: auto; border: thick $accent;
        background: $surface; padding: 0 1;
    }
    WeisScreen #weis-title { text-style: bold; }
    WeisScreen Horizontal { height: auto; align-horizontal: center; }
    WeisScreen Button { margin: 0 1; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("d", "answer('weis')", N_("Declare"), id="weis.declare"),
        Binding("k,escape", "answer('noweis')", N_("Keep secret"), id="weis.keep"),
    ]

    def __init__(
        self, player: str, hand: Sequence[str], weis: Sequence[str], style: DeckStyle
    ) -> None:
        super().__init__()
        self.player = player
        self.hand = tuple(hand)
        self.weis = list(weis)
        self.deck_style = style

    def compose(self) -> ComposeResult:
        with Vertical():
            title = (
                _("You hold Weis:")
                if is_you(self.player)
                else _("{name}, you hold Weis:").format(name=self.player)
            )
            yield Static(plain(title), id="weis-title")
            for line in self.weis:
                yield Static(plain(f"  • {line}"))
            yield HandView(id="weis-hand")
            with Horizontal():
                yield Button(_("Declare (d)"), id="weis", variant="success")
                yield Button(_("Keep secret (k)"), id="noweis")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(HandView).show(self.hand, active=False, style=self.deck_style)
        self.query_one("#weis", Button).focus()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id or "noweis")

    def action_answer(self, answer: str) -> None:
        self.dismiss(answer)
