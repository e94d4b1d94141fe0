"""Snapshot tests keep toasts and table messages out of the picture; other tests read
what the table said on its message line.

A toast raised by a message that is still in flight when the snapshot is taken would
appear in one run and not in the next, and a table message goes away after its time, so
snapshot set-ups silence both altogether.
"""

from __future__ import annotations

from typing import Any

from shared.ui.message_line import MessageLine


def silence_toasts(app: Any) -> None:
    """Drop the toasts and table messages on screen and every later one for this app."""
    app.clear_notifications()
    app.notify = lambda *args, **kwargs: None
    app.tell = lambda *args, **kwargs: None
    for line in app.screen.query(MessageLine):
        line.clear()


def table_messages(app: Any) -> list[str]:
    """Every message the table's message line showed (oldest first, the last 50)."""
    table = app.table
    if table is None or not table.is_mounted:
        return []
    return [text for _severity, text in table.query_one(MessageLine).history]
