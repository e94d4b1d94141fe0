"""Bidding: the bidder sees his hand, the bids so far and his side's contract, and picks
``Nil`` (0) … 13 with ←/→ or the number keys; Enter bids.

``BidScreen`` is a ``ModalScreen[str]`` dismissed with the engine's action text
(``bid 4``). The possible bids come from the engine's ``legal_actions()``, so in
``bicycle`` (or with Nil off) the row starts at 1 and a ``0`` key says why not.

Number keys: ``1`` then ``0``–``3`` within the same choice makes 10–13; ``n`` is Nil.
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
from spades_tui.scoring import NIL_BONUS
from spades_tui.widgets.bid_picker import BidPicker, bid_label

NIL_PROMISE = N_(
    "Nil is a promise to take NO trick at all: +{bonus} if you keep it, -{bonus} "
    "if you take any. Your tricks then never count for your partner."
)
"""The Nil warning, English with ``{bonus}`` (translate, then format)."""


def explain(bid: int, partnerships: bool) -> str:
    """What choosing ``bid`` promises, in words."""
    if bid == 0:
        return _(NIL_PROMISE).format(bonus=NIL_BONUS)
    if partnerships:
        text = _("{bid}: your side must take at least the contract (10 points per trick bid).")
    else:
        text = _("{bid}: you must take at least the contract (10 points per trick bid).")
    return text.format(bid=bid)


class BidScreen(DecisionModal[str]):
    """Choose a bid; the table behind keeps every bid made so far in view."""

    DEFAULT_CSS = """
    BidScreen { align: center bottom; background: $background 30%; }
    BidScreen > Vertical {
        width: 100%; max-width: 96; height: auto; border: thick $accent;
        background: $surface; padding: 0 1;
    }
    BidScreen #bid-title { text-style: bold; }
    BidScreen #bid-explain { color: $text-muted; }
    BidScreen #bid-explain.-nil { color: $warning; text-style: bold; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left,down", "step(-1)", N_("Fewer"), id="bid.fewer"),
        Binding("right,up", "step(1)", N_("More"), id="bid.more"),
        # TRANSLATORS: the key that makes the chosen bid (German: Ansagen).
        Binding("enter", "confirm", N_("Bid"), id="bid.confirm"),
        Binding("n", "nil", N_("Nil"), id="bid.nil"),
        *(Binding(str(d), f"digit({d})", show=False, id=f"bid.digit{d}") for d in range(10)),
    ]

    def __init__(
        self,
        player: str,
        hand: Sequence[str],
        bids: Sequence[int],
        table_lines: Sequence[str],
        style: DeckStyle,
        *,
        partnerships: bool = True,
        suggestion: int | None = None,
    ) -> None:
        super().__init__()
        self.player = player
        self.hand = tuple(hand)
        self.bids = list(bids)
        self.table_lines = list(table_lines)
        self.deck_style = style
        self.partnerships = partnerships
        start = suggestion if suggestion in self.bids else min(max(self.bids[0], 3), self.bids[-1])
        self.start_value = start
        self._typed: int | None = None

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(
                plain(
                    _("{player}, your bid: how many tricks will you take?").format(
                        player=self.player
                    )
                ),
                id="bid-title",
            )
            yield HandView(id="bid-hand")
            for line in self.table_lines:
                yield Static(plain(line), classes="bid-info")
            yield BidPicker(self.bids, self.start_value, id="bid-picker")
            yield Static("", id="bid-explain")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(HandView).show(self.hand, active=False, style=self.deck_style)
        self._explain()

    @property
    def value(self) -> int:
        return self.query_one(BidPicker).value

    def _explain(self) -> None:
        label = self.query_one("#bid-explain", Static)
        label.update(Text(explain(self.value, self.partnerships)))
        label.set_class(self.value == 0, "-nil")

    def action_step(self, step: int) -> None:
        self._typed = None
        self.query_one(BidPicker).step(step)
        self._explain()

    def action_nil(self) -> None:
        self._typed = None
        self._choose(0)

    def action_digit(self, digit: int) -> None:
        # "1" then "0"–"3" makes 10–13; any other digit starts a new number.
        wanted = 10 + digit if self._typed == 1 and digit <= 3 else digit
        self._typed = wanted if wanted == 1 else None
        self._choose(wanted)

    def _choose(self, wanted: int) -> None:
        if wanted not in self.bids:
            lowest = bid_label(self.bids[0])
            self.notify(
                _("You cannot bid {bid} here: the lowest bid is {lowest}.").format(
                    bid=bid_label(wanted), lowest=lowest
                )
            )
            return
        self.query_one(BidPicker).value = wanted
        self._explain()

    def action_confirm(self) -> None:
        self.dismiss(f"bid {self.value}")
