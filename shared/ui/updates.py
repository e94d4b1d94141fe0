"""Cheap repaints: change a ``Static`` only when what it shows really changed.

A table repaints after every card; most labels stay the same, and each real update of
an auto-sized label costs a layout pass. ``set_content`` skips the unchanged ones.

    set_content(label, "▶ Anna [D]")            # lays out again only if it changed
    set_content(line, text, layout=False)      # fixed-size widget: never re-layout
"""

from __future__ import annotations

from textual.visual import VisualType
from textual.widgets import Static

_SHOWN = "_shared_ui_shown"


def set_content(widget: Static, content: VisualType, *, layout: bool = True) -> bool:
    """Show ``content`` in ``widget`` unless it already does; True if it changed."""
    if getattr(widget, _SHOWN, None) == content:
        return False
    setattr(widget, _SHOWN, content)
    widget.update(content, layout=layout)
    return True
