"""The row of possible bids, ``Nil 1 2 … 13``, with the chosen one boxed: ``[ 4 ]``.

The choice shows by brackets and bold reverse, so colour is never the only cue. Only
the bids the engine offers are drawn (``bicycle`` starts at 1).

    picker = BidPicker([0, 1, 2, 3], value=2)
    picker.step(+1); picker.value   # 3
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from shared.i18n import _


def bid_label(bid: int) -> str:
    return _("Nil") if bid == 0 else str(bid)


class BidPicker(Widget):
    """The bids on one line; ``value`` is the chosen one."""

    DEFAULT_CSS = """
    BidPicker { height: 1; width: 100%; }
    """

    value: reactive[int] = reactive(0)

    def __init__(self, bids: Sequence[int], value: int, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.bids = list(bids)
        self.set_reactive(BidPicker.value, value if value in self.bids else self.bids[0])

    def step(self, step: int) -> None:
        """Move the choice ``step`` places, stopping at either end."""
        index = self.bids.index(self.value) + step
        self.value = self.bids[max(0, min(len(self.bids) - 1, index))]

    def render(self) -> Text:
        text = Text()
        for bid in self.bids:
            label = bid_label(bid)
            if bid == self.value:
                text.append(f"[{label}]", style="bold reverse")
            else:
                text.append(f" {label} ")
            text.append(" ")
        return text
