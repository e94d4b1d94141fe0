"""Differenzler's prediction: the player sees his hand and the trump and names a number.

``PredictionScreen`` is a ``ModalScreen[str]`` dismissed with ``predict N``. The number
changes with ←/→ (one point), ↑/↓ (ten points) or by typing digits (Backspace takes one
back); Enter confirms. The range (0–157) comes from the engine; the screen only keeps
the number in it. Nobody else's prediction is on this screen: the app passes none.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer, Static

from shared.i18n import N_, _
from shared.ui.deck import DeckStyle
from shared.ui.hand import HandView
from shared.ui.plain import plain
from shared.ui.screens.base import DecisionModal


class PredictionScreen(DecisionModal[str]):
    """Pick the card points you will take; Enter confirms."""

    DEFAULT_CSS = """
    PredictionScreen { align: center bottom; background: $background 30%; }
    PredictionScreen > Vertical {
        width: 100%; max-width: 96; height: auto; border: thick $accent;
        background: $surface; padding: 0 1;
    }
    PredictionScreen #predict-title { text-style: bold; }
    PredictionScreen #predict-trump { color: $warning; text-style: bold; }
    PredictionScreen #predict-number { width: 100%; text-align: center; margin: 1 0 0 0; }
    PredictionScreen #predict-help { color: $text-muted; width: 100%; text-align: center; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "change(-1)", "−1", id="predict.down1"),
        Binding("right", "change(1)", "+1", id="predict.up1"),
        Binding("down", "change(-10)", "−10", id="predict.down10"),
        Binding("up", "change(10)", "+10", id="predict.up10"),
        *(Binding(str(d), f"digit({d})", show=False, id=f"predict.digit{d}") for d in range(10)),
        Binding("backspace", "erase", N_("Erase"), show=False, id="predict.erase"),
        Binding("enter", "confirm", N_("Predict"), id="predict.confirm"),
    ]

    def __init__(
        self,
        player: str,
        hand: Sequence[str],
        trump: str,
        style: DeckStyle,
        *,
        start: int = 40,
        highest: int = 157,
        note: str = "",
    ) -> None:
        super().__init__()
        self.player = player
        self.hand = tuple(hand)
        self.trump = trump
        self.deck_style = style
        self.highest = highest
        self.value = max(0, min(start, highest))
        self.note = note
        self._typing = False
        """Digits typed since the last arrow key extend the number instead of replacing it."""

    def compose(self) -> ComposeResult:
        with Vertical():
            title = _("{name}, how many card points will you take?").format(name=self.player)
            if self.note:
                title += f" — {self.note}"
            yield Static(plain(title), id="predict-title")
            yield Static(plain(_("Trump: {trump}").format(trump=self.trump)), id="predict-trump")
            yield HandView(id="predict-hand")
            yield Static(self._number(), id="predict-number")
            yield Static(
                _("←/→ one point · ↑/↓ ten · type a number · Enter predicts (0–{highest})").format(
                    highest=self.highest
                ),
                id="predict-help",
            )
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(HandView).show(self.hand, active=False, style=self.deck_style)

    def _number(self) -> Text:
        text = Text("◀  ")
        text.append(f"{self.value:>3}", style="bold reverse")
        # TRANSLATORS: after the prediction's number: "◀  40  ▶  card points".
        text.append("  ▶  " + _("card points"))
        return text

    def _set(self, value: int) -> None:
        self.value = max(0, min(value, self.highest))
        self.query_one("#predict-number", Static).update(self._number())

    def action_change(self, step: int) -> None:
        self._typing = False
        self._set(self.value + step)

    def action_digit(self, digit: int) -> None:
        typed = self.value * 10 + digit if self._typing else digit
        self._typing = True
        if typed > self.highest:
            typed = digit
        self._set(typed)

    def action_erase(self) -> None:
        self._typing = True
        self._set(self.value // 10)

    def action_confirm(self) -> None:
        self.dismiss(f"predict {self.value}")
