"""A compositor that renders only what a partial update can show.

For a partial update Textual takes the box around all the regions that changed, and
then renders every widget whose parent's clip touches that box, each over its whole
visible area. On the table a card changes the hand, the trick and a seat panel or two;
the box around them spans most of the felt, so the screen, the hand log at the side,
the footer and every container were rendered top to bottom again, to write a few lines.

An update writes only the pieces of lines (Textual's *cuts*) that meet a changed span.
Here widgets are visited front to back as Textual does, and each is rendered only over
the rows where such a piece within its columns is not yet filled by a widget in front
of it. A container covered by its children, or a widget whose rows changed only
elsewhere, is not rendered at all. Every piece written comes from the same widget as
in Textual's update, divided at the same cuts. ``tests/ui/test_compositor.py`` compares
the two over the table's own updates.
"""

from __future__ import annotations

from itertools import pairwise

from textual._compositor import ChopsUpdate, Compositor
from textual.geometry import Region
from textual.strip import Strip

Spans = list[tuple[int, int, int]]
"""Textual's changed spans: (row, first column, end column)."""


class RowCroppedCompositor(Compositor):
    """Textual's compositor, rendering for a partial update only the rows it writes."""

    def render_partial_update(self) -> ChopsUpdate | None:
        update_regions = self._dirty_regions.copy()
        self._dirty_regions.clear()
        if not update_regions:
            return None
        crop = Region.from_union(update_regions).intersection(self.size.region)
        spans = list(self._regions_to_spans(update_regions))
        chops = self._render_wanted(crop, self._wanted_pieces(spans))
        return ChopsUpdate(chops, spans, [cut_set[1:] for cut_set in self.cuts])

    def _wanted_pieces(self, spans: Spans) -> dict[int, list[int]]:
        """Row → the start of every piece of that row an update of ``spans`` writes.

        ``ChopsUpdate`` skips a piece that starts after a span or ends before it, and
        of a piece that starts just where a span ends it writes only a cursor move: the
        widget to the right of a changed line (often a whole container) was rendered
        for nothing."""
        cuts = self.cuts
        wanted: dict[int, list[int]] = {}
        for y, x1, x2 in spans:
            if not 0 <= y < len(cuts):
                continue
            cut_set = cuts[y]
            starts = wanted.setdefault(y, [])
            for start, end in pairwise(cut_set):
                if start < x2 and end > x1 and start not in starts:
                    starts.append(start)
        return wanted

    def _render_wanted(
        self, crop: Region, wanted: dict[int, list[int]]
    ) -> list[dict[int, Strip | None]]:
        cuts = self.cuts
        chops: list[dict[int, Strip | None]] = [dict.fromkeys(cut_set[:-1]) for cut_set in cuts]
        top, bottom = crop.y, crop.bottom
        for widget, (region, clip) in self.visible_widgets.items():
            if not wanted:
                break
            shown = region.intersection(clip)
            if not crop.overlaps(shown):
                continue
            left, right = shown.column_span
            rows = _rows_to_fill(
                wanted, range(max(shown.y, top), min(shown.bottom, bottom)), left, right
            )
            if not rows:
                continue
            first = rows[0]
            strips = widget.render_lines(
                Region(left - region.x, first - region.y, shown.width, rows[-1] + 1 - first)
            )
            for y in rows:
                row_cuts = [cut for cut in cuts[y] if left <= cut <= right]
                pieces = strips[y - first].divide([cut - left for cut in row_cuts[1:]])
                line, starts = chops[y], wanted[y]
                for cut, piece in zip(row_cuts, pieces, strict=False):
                    if cut in starts:
                        line[cut] = piece
                        starts.remove(cut)
                if not starts:
                    del wanted[y]
        return chops


def _rows_to_fill(wanted: dict[int, list[int]], rows: range, left: int, right: int) -> list[int]:
    """The ``rows`` where a piece still wanted starts within columns ``left``…``right``."""
    found: list[int] = []
    for y in rows:
        for start in wanted.get(y, ()):
            if left <= start < right:
                found.append(y)
                break
    return found
