"""A footer that rebuilds itself only when the keys it shows change.

Textual's ``Footer`` recomposes (ten new ``FooterKey`` widgets, each with its own styles)
on every bindings refresh, and a card table refreshes its bindings several times a
trick. The widgets thrown away were most of the garbage a game made, and the collector's
pauses for it were the longest stalls of a game (issue 18). ``KeyFooter`` compares what
it would show: the same keys again cost nothing, keys that only turn on or off are
switched in place, and only other keys rebuild it.
"""

from __future__ import annotations

from textual.screen import Screen
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

Shown = tuple[tuple[str, str, str, str, str], ...]
"""Per key shown: action, key, display, words, tooltip."""


def shown_keys(screen: Screen[object]) -> tuple[Shown, dict[str, bool]]:
    """What a footer on ``screen`` shows, and which of its actions are enabled."""
    app = screen.app
    shown: list[tuple[str, str, str, str, str]] = []
    enabled_by_action: dict[str, bool] = {}
    for _node, binding, enabled, tooltip in screen.active_bindings.values():
        if not binding.show or binding.action in enabled_by_action:
            continue  # the footer shows an action once, with its first binding
        enabled_by_action[binding.action] = enabled
        words = (binding.action, binding.key, app.get_key_display(binding))
        shown.append((*words, binding.description, tooltip))
    return tuple(shown), enabled_by_action


class KeyFooter(Footer):
    """``Footer`` without the rebuilds that would show the same keys again."""

    def __init__(self) -> None:
        super().__init__()
        self._shown: Shown | None = None

    def bindings_changed(self, screen: Screen[object]) -> None:
        if self.is_attached and screen is self.screen and screen.app.app_focus:
            shown, enabled = shown_keys(screen)
            if shown == self._shown and self._bindings_ready:
                for key in self.query(FooterKey):
                    wanted = not enabled.get(key.action, True)
                    if key.disabled != wanted:
                        key.disabled = wanted
                return
            self._shown = shown
        super().bindings_changed(screen)
