"""A compositor that renders only what a partial update can show.

For a partial update Textual takes the box around all the regions that changed, and
then renders every widget whose parent's clip touches that box, each over its whole
visible area. On the table a card changes the hand, the trick and a seat panel or two;
the box around them spans most of the felt, so the screen, the hand log at the side,
the footer and every container were rendered top to bottom again, to write a few lines.

Here a widget is rendered only when its own visible area touches the box, and only over
the box's rows. What reaches the terminal is the same: an update writes only cells
inside the changed regions, which lie within those rows, and every widget that covers
one of those cells touches the box. Columns are not narrowed, so the cuts the update
divides each line at stay where Textual put them. ``tests/ui/test_compositor.py``
compares the two over the table's own updates.
"""

from __future__ import annotations

from collections.abc import Iterable

from textual._compositor import Compositor
from textual.geometry import Region
from textual.strip import Strip


class RowCroppedCompositor(Compositor):
    """Textual's compositor, rendering a partial update's widgets over its rows only."""

    def _get_renders(
        self, crop: Region | None = None
    ) -> Iterable[tuple[Region, Region, list[Strip]]]:
        if crop is None:
            yield from super()._get_renders(crop)
            return
        top, bottom = crop.y, crop.bottom
        for widget, (region, clip) in self.visible_widgets.items():
            shown = region.intersection(clip)
            if not crop.overlaps(shown):
                continue
            rows_y = max(shown.y, top)
            rows = Region(shown.x, rows_y, shown.width, min(shown.bottom, bottom) - rows_y)
            # ``rows`` is the clip handed on: the caller renders region ∩ clip, which is
            # exactly these rows, and pairs them with the strips rendered here.
            yield (
                region,
                rows,
                widget.render_lines(
                    Region(rows.x - region.x, rows.y - region.y, rows.width, rows.height)
                ),
            )
