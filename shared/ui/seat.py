"""A seat at the table: name, who plays it, markers, cards left, and whose turn it is.

The game fills in the words; the panel only lays them out. Whose turn it is shows as
``▶`` before the name and a heavy border in the accent colour, so colour is never
the only cue.

    panel.show(SeatInfo(name="Vreni", kind="bot normal", markers="D", count=7, turn=True))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rich.console import Group, RenderableType
from rich.text import Text
from textual.widget import Widget

from shared.ui.hand import backs_text


@dataclass(frozen=True)
class SeatInfo:
    """What one seat shows: ``markers`` like "D" (dealer), ``detail`` a game-specific line."""

    name: str
    kind: str = ""
    markers: str = ""
    count: int | None = None
    turn: bool = False
    detail: str = ""


class SeatPanel(Widget):
    """One seat's panel; ``count`` None hides the face-down cards (e.g. your own seat).

    One widget that draws its lines itself: whose turn it is changes after every card,
    and a class change on a panel with child widgets restyled the whole subtree.
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "seat--name",
        "seat--turn-name",
        "seat--turn-border",
        "seat--detail",
        "seat--backs",
    }

    DEFAULT_CSS = """
    SeatPanel {
        height: auto;
        width: 22;
        border: round $panel-lighten-2;
        padding: 0 1;
    }
    SeatPanel > .seat--name { text-style: bold; }
    SeatPanel > .seat--turn-name { text-style: bold; color: $accent; }
    SeatPanel > .seat--turn-border { color: $accent; }
    SeatPanel > .seat--detail { color: $text-muted; }
    SeatPanel > .seat--backs { color: $card-back-ink; }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._info: SeatInfo | None = None

    @property
    def info(self) -> SeatInfo | None:
        return self._info

    def show(self, info: SeatInfo) -> None:
        if self._info == info:
            return
        before = self._info
        self._info = info
        if before is None or before.turn != info.turn:
            self._show_turn(info.turn)
        # Lines come and go (detail, cards) only between hands: lay out only then.
        self.refresh(layout=before is None or _rows(before) != _rows(info))

    def _show_turn(self, turn: bool) -> None:
        # A heavy border in the accent colour, set on the panel itself: a class would
        # restyle the panel (and build its component styles anew) twice a card.
        if turn:
            colour = self.get_component_styles("seat--turn-border").color
            self.styles.border = ("heavy", colour)
        else:
            self.styles.border = None

    @property
    def turn_shown(self) -> bool:
        """Whether the panel shows that it is this seat's turn (its heavy border)."""
        return self.styles.border_top[0] == "heavy"

    def lines(self) -> list[str]:
        """The panel's lines as plain text: name, detail (if any), cards (if shown)."""
        info = self._info
        if info is None:
            return [""]
        arrow = "▶ " if info.turn else ""
        markers = f" [{info.markers}]" if info.markers else ""
        lines = [f"{arrow}{info.name}{markers}"]
        detail = " · ".join(part for part in (info.kind, info.detail) if part)
        if detail:
            lines.append(detail)
        if info.count is not None:
            lines.append(backs_text(info.count))
        return lines

    def render(self) -> RenderableType:
        info = self._info
        lines = self.lines()
        texts = [
            Text(
                lines[0],
                style=self.get_component_rich_style(
                    "seat--turn-name" if info is not None and info.turn else "seat--name"
                ),
                no_wrap=True,
                overflow="ellipsis",
            )
        ]
        rest = lines[1:]
        if info is not None and info.count is not None:
            backs = rest.pop()
            rest_styles = ["seat--detail"] * len(rest)
            rest.append(backs)
            rest_styles.append("seat--backs")
        else:
            rest_styles = ["seat--detail"] * len(rest)
        texts += [
            Text(line, style=self.get_component_rich_style(name))
            for line, name in zip(rest, rest_styles, strict=True)
        ]
        return Group(*texts)


def _rows(info: SeatInfo) -> tuple[bool, bool]:
    return (bool(info.kind or info.detail), info.count is not None)
