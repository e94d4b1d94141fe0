"""The table's footer: the keys of the screen, drawn as one line.

Textual's ``Footer`` is a container of one ``FooterKey`` widget per key. A card table
refreshes its bindings several times a trick; the footer then recomposed (ten new
widgets, each with its own styles, most of the garbage a game made), and even switching
a key on or off in place restyled a widget through the stylesheet. Together they were
the largest part of the time from a card key to the repainted table (issue 18).
``KeyFooter`` draws the same line itself: it works out what it would show, and repaints
only when that changed. It looks like ``Footer`` (keys bold in the accent colour, a
disabled key dimmed, the key under the mouse highlighted), a click on a key presses it,
and a key's tooltip shows while the mouse is over it.
"""

from __future__ import annotations

from typing import Any, ClassVar, NamedTuple

from rich.cells import cell_len
from rich.style import Style
from textual import events
from textual.screen import Screen
from textual.strip import Strip

from shared.ui.drawn import DrawnWidget, Piece, line_of


class ShownKey(NamedTuple):
    """One key as the footer shows it."""

    action: str
    key: str
    display: str
    description: str
    tooltip: str
    enabled: bool


def shown_keys(screen: Screen[Any]) -> tuple[ShownKey, ...]:
    """The keys a footer on ``screen`` shows, in order: each action once, with its first
    binding that is shown."""
    app = screen.app
    shown: dict[str, ShownKey] = {}
    for _node, binding, enabled, tooltip in screen.active_bindings.values():
        if not binding.show or binding.action in shown:
            continue
        display = app.get_key_display(binding)
        shown[binding.action] = ShownKey(
            binding.action, binding.key, display, binding.description, tooltip, enabled
        )
    return tuple(shown.values())


class Placed(NamedTuple):
    """A key's place on the line: columns ``start`` up to (not including) ``end``, its
    description from ``words_at``."""

    start: int
    words_at: int
    end: int
    key: ShownKey


def place_keys(keys: tuple[ShownKey, ...]) -> tuple[Placed, ...]:
    """Where each key goes, left to right as ``Footer`` puts them: `` key description ``."""
    placed: list[Placed] = []
    at = 0
    for key in keys:
        words_at = at + cell_len(key.display) + 2
        end = words_at + (cell_len(key.description) + 1 if key.description else 0)
        placed.append(Placed(at, words_at, end, key))
        at = end
    return tuple(placed)


class KeyFooter(DrawnWidget):
    """The keys of the screen it is on, in one line docked at the bottom."""

    ALLOW_SELECT = False
    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "key-footer--key",
        "key-footer--description",
        "key-footer--hover",
    }
    DEFAULT_CSS = """
    KeyFooter {
        dock: bottom;
        height: 1;
        color: $footer-foreground;
        background: $footer-background;
        .key-footer--key {
            color: $footer-key-foreground;
            background: $footer-key-background;
            text-style: bold;
        }
        .key-footer--description {
            color: $footer-description-foreground;
            background: $footer-description-background;
        }
        .key-footer--hover {
            color: $footer-key-foreground;
            background: $block-hover-background;
        }
    }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._placed: tuple[Placed, ...] = ()
        self._hover: str | None = None

    @property
    def keys(self) -> tuple[ShownKey, ...]:
        """The keys shown now."""
        return tuple(placed.key for placed in self._placed)

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self.bindings_changed)
        self.bindings_changed(self.screen)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def bindings_changed(self, screen: Screen[Any]) -> None:
        if not (self.is_attached and screen is self.screen):
            return
        keys = shown_keys(screen)
        if keys != self.keys:
            self._placed = place_keys(keys)
            self.redraw()

    def draw(self) -> list[Strip]:
        pieces: list[Piece] = []
        for placed in self._placed:
            key_style, words_style = self._styles(placed.key)
            pieces.append((placed.start, f" {placed.key.display} ", key_style))
            if placed.key.description:
                pieces.append((placed.words_at, f"{placed.key.description} ", words_style))
        return [line_of(self.size.width, pieces, self.base_style())]

    def _styles(self, key: ShownKey) -> tuple[Style, Style]:
        key_style = self.component_style("key-footer--key")
        words_style = self.component_style("key-footer--description")
        if key.action == self._hover:
            hover = self.component_style("key-footer--hover")
            key_style, words_style = key_style + hover, words_style + hover
        if not key.enabled:
            dim = Style(dim=True)
            key_style, words_style = key_style + dim, words_style + dim
        return key_style, words_style

    def key_at(self, x: int) -> ShownKey | None:
        """The key drawn at column ``x``, if any."""
        for placed in self._placed:
            if placed.start <= x < placed.end:
                return placed.key
        return None

    def on_mouse_move(self, event: events.MouseMove) -> None:
        self._set_hover(self.key_at(event.x))

    def on_leave(self, _event: events.Leave) -> None:
        self._set_hover(None)

    def _set_hover(self, key: ShownKey | None) -> None:
        action = None if key is None else key.action
        if action == self._hover:
            return
        self._hover = action
        self.tooltip = key.tooltip if key is not None and key.tooltip else None
        self.styles.pointer = "default" if key is None else "pointer"
        self.redraw()

    def on_mouse_down(self, event: events.MouseDown) -> None:
        key = self.key_at(event.x)
        if key is None:
            return
        if key.enabled:
            self.app.simulate_key(key.key)
        else:
            self.app.bell()
