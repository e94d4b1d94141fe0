"""Snapshot tests keep toasts out of the picture.

A toast raised by a message that is still in flight when the snapshot is taken would
appear in one run and not in the next, so snapshot set-ups silence them altogether.
"""

from __future__ import annotations

from typing import Any


def silence_toasts(app: Any) -> None:
    """Drop the toasts on screen and every later one for this app instance."""
    app.clear_notifications()
    app.notify = lambda *args, **kwargs: None
