"""Helpers for the tests of the table's keys in dialogs (both games)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.pilot import Pilot
from textual.screen import Screen
from textual.widgets import Footer


async def footer_line(pilot: Pilot[Any], app: Any, text: Callable[[Any], str]) -> str:
    """The footer's line once the footer has caught up with the screen's keys."""
    footer = app.screen.query_one(Footer)
    for _ in range(50):
        await pilot.pause()
        if footer.children:
            break
    await pilot.pause()
    return " ".join(text(app).splitlines()[-1].split())


def global_key_actions(screen: type[Screen[Any]]) -> dict[str, str]:
    """What Ctrl+S, ? and Ctrl+Q do on ``screen`` (its own bindings merged with its bases')."""
    actions = {
        key: bindings[0].action
        for key, bindings in screen._merge_bindings().key_to_bindings.items()
    }
    return {key: actions[key] for key in ("ctrl+s", "question_mark", "ctrl+q") if key in actions}


GLOBAL_KEYS = {"ctrl+s": "app.save", "question_mark": "app.help", "ctrl+q": "app.quit"}
