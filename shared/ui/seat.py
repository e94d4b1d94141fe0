"""A seat at the table: name, who plays it, markers, cards left, and whose turn it is.

The game fills in the words; the panel only lays them out. Whose turn it is shows as
``▶`` before the name and the ``-turn`` class (a highlighted border), so colour is never
the only cue.

    panel.show(SeatInfo(name="Vreni", kind="bot normal", markers="D", count=7, turn=True))
"""

from __future__ import annotations

from dataclasses import dataclass

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from shared.ui.hand import BacksView
from shared.ui.updates import set_content


@dataclass(frozen=True)
class SeatInfo:
    """What one seat shows: ``markers`` like "D" (dealer), ``detail`` a game-specific line."""

    name: str
    kind: str = ""
    markers: str = ""
    count: int | None = None
    turn: bool = False
    detail: str = ""


class SeatPanel(Vertical):
    """One seat's panel; ``count`` None hides the face-down cards (e.g. your own seat)."""

    DEFAULT_CSS = """
    SeatPanel {
        height: auto;
        width: 22;
        border: round $panel-lighten-2;
        padding: 0 1;
    }
    SeatPanel.-turn { border: heavy $accent; }
    SeatPanel > .name { text-style: bold; width: 100%; text-wrap: nowrap; text-overflow: ellipsis; }
    SeatPanel.-turn > .name { color: $accent; }
    SeatPanel > .detail { color: $text-muted; width: 100%; }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        # Kept at hand: every seat is shown again after every card (no DOM queries).
        self._name_line = Static("", classes="name", markup=False)
        self._detail_line = Static("", classes="detail", markup=False)
        self._backs = BacksView()

    def compose(self) -> ComposeResult:
        yield self._name_line
        yield self._detail_line
        yield self._backs

    def show(self, info: SeatInfo) -> None:
        if getattr(self, "_info", None) == info:
            return
        self._info = info
        arrow = "▶ " if info.turn else ""
        markers = f" [{info.markers}]" if info.markers else ""
        set_content(self._name_line, f"{arrow}{info.name}{markers}", layout=False)
        detail_parts = [part for part in (info.kind, info.detail) if part]
        detail = self._detail_line
        set_content(detail, " · ".join(detail_parts), layout=False)
        detail.display = bool(detail_parts)
        backs = self._backs
        backs.display = info.count is not None
        backs.count = info.count or 0
        self.set_class(info.turn, "-turn")
