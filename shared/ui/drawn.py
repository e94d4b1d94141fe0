"""What the widgets that draw their own lines share: the strips kept between repaints,
and lines laid out from pieces.

The table's hand, trick and seat panels change after every key. Drawn as Rich
renderables they went through a console render and a dozen intermediate strips each
time; drawn here they build one strip per line, and keep it until what they show, their
size or the stylesheet changes (``notify_style_update``: a theme or a breakpoint).

    class Panel(DrawnWidget):
        def draw(self) -> list[Strip]:
            return [line_of(self.size.width, [(0, self.words, None)], self.base_style())]

        def show(self, words: str) -> None:
            self.words = words
            self.redraw()
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from functools import lru_cache

from rich.segment import Segment
from rich.style import Style
from textual._segment_tools import line_pad
from textual.geometry import Region
from textual.strip import Strip
from textual.style import Style as TextualStyle
from textual.widget import Widget

KEPT_AT_MOST = 512
"""Lines as they go to the screen kept per widget (a hand is drawn in 6 lines or fewer)."""

Piece = tuple[int, str, Style | None]
"""A piece of a line: the column it starts at, its text, its style."""


class DrawnWidget(Widget):
    """A widget with Textual's line API whose strips are kept until they are stale.

    A subclass says what its drawing depends on beside its own state (:meth:`draw_key`,
    e.g. its size) and draws (:meth:`draw`). When its state changes it calls
    :meth:`redraw`, which repaints only the lines that came out different.
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._strips: list[Strip] | None = None
        self._drawn: Hashable = None
        self._styles_seen = 0
        self._looks: dict[Hashable, Style] = {}
        self._pass: list[Strip] | None = None
        self._finished: dict[int, tuple[Strip, Strip]] = {}
        """id of a drawn line → (that line, the line as it goes to the screen)."""
        self._finish_look: Hashable = None

    def draw_key(self) -> Hashable:
        return self.size

    def draw(self) -> list[Strip]:
        raise NotImplementedError

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._styles_seen += 1
        self._looks.clear()

    def kept_style(self, key: Hashable, make: Callable[[], Style]) -> Style:
        """A style the widget draws in, made once until the stylesheet changes: working
        a component's style out of the cascade cost more than drawing the line in it."""
        style = self._looks.get(key)
        if style is None:
            if not self._looks:
                self._warm_looks()
            style = self._looks.get(key)
            if style is None:
                style = self._looks[key] = make()
        return style

    def _warm_looks(self) -> None:
        # The first style asked since the stylesheet changed (a new screen, a theme):
        # the widget's and every component's at once, not one by one in the first turn
        # that needs each of them.
        self._looks[None] = self.rich_style  # base_style's, and the dict is no longer empty
        for name in self.COMPONENT_CLASSES:
            self.component_style(name)

    def base_style(self) -> Style:
        """The widget's own style (``rich_style``), kept like :meth:`kept_style`."""
        return self.kept_style(None, lambda: self.rich_style)

    def component_style(self, name: str, *, partial: bool = False) -> Style:
        """``get_component_rich_style(name)``, kept like :meth:`kept_style`."""
        return self.kept_style(
            (name, partial), lambda: self.get_component_rich_style(name, partial=partial)
        )

    def drawn_strips(self) -> list[Strip]:
        """The lines as drawn for the current state, size and styles."""
        drawn = (self.draw_key(), self._styles_seen)
        if self._strips is None or self._drawn != drawn:
            self._strips = self.draw()
            self._drawn = drawn
        return self._strips

    def render_lines(self, crop: Region) -> list[Strip]:
        # The draw key (the size: a walk to the screen's map) is asked once a repaint,
        # not once a line.
        self._pass = self.drawn_strips()
        try:
            sides = self._plain_sides()
            if sides is None:
                return super().render_lines(crop)
            return self._plain_lines(crop, *sides)
        finally:
            self._pass = None

    def _plain_sides(self) -> tuple[int, int] | None:
        """(left, right) padding, when padding at the sides is all Textual's styling would
        add to the drawn lines: no border, outline, padding above or below, tint,
        opacity or hatch (else None, and Textual's own styling draws the lines)."""
        styles = self.styles
        top, right, bottom, left = styles.padding
        if top or bottom or styles.tint.a or styles.text_opacity != 1.0:
            return None
        if any(edge for edge, _ in styles.border) or any(edge for edge, _ in styles.outline):
            return None
        if styles.has_rule("hatch") or self.opacity != 1.0:
            return None
        return left, right

    def _plain_lines(self, crop: Region, left: int, right: int) -> list[Strip]:
        """What Textual's styling (``StylesCache.render_widget``) makes of the drawn lines
        in ``crop`` when they only need padding at the sides, without making each line
        anew: a line drawn before comes back as the strip made of it before, so Textual's
        filters (a truecolor conversion of every segment) are not applied to it again.

        Textual's styling builds a new strip for every line it repaints, so after a card
        every line of the hand, the trick and a seat went through the filters again (about
        0.3 ms of a card's 3.4 ms key → frame at 160×50). The lines drawn here carry no links,
        so Textual's hover styling of links has nothing to do either.
        """
        base_background, background = self.background_colors
        width = self.outer_size.width
        content_width, content_height = self.content_size
        look = (base_background, background, left, right, width, content_width)
        if look != self._finish_look or len(self._finished) > KEPT_AT_MOST:
            self._finished.clear()
            self._finish_look = look
        inner = TextualStyle(background=base_background + background).rich_style
        filters = self.get_line_filters()
        lines: list[Strip] = []
        for y in crop.line_range:
            if y < content_height:
                drawn = self.render_line(y)
                kept = self._finished.get(id(drawn))
                if kept is not None and kept[0] is drawn:
                    line = kept[1]
                else:
                    line = self._finish(drawn, content_width, width, left, right, inner)
                    self._finished[id(drawn)] = (drawn, line)
            else:
                blank = Strip.blank(content_width, inner)
                line = self._finish(blank, content_width, width, left, right, inner)
            for line_filter in filters:
                line = line.apply_filter(line_filter, background)
            lines.append(line)
        x1, x2 = crop.column_span
        if (x1, x2) != (0, width):
            lines = [line.crop(x1, x2) for line in lines]
        return lines

    @staticmethod
    def _finish(
        drawn: Strip, content_width: int, width: int, left: int, right: int, inner: Style
    ) -> Strip:
        line = drawn.adjust_cell_length(content_width, inner)
        if left or right:
            return Strip(line_pad(line, left, right, inner), width)
        return line

    def render_line(self, y: int) -> Strip:
        strips = self._pass if self._pass is not None else self.drawn_strips()
        if 0 <= y < len(strips):
            return strips[y]
        return Strip.blank(self.content_size.width, self.base_style())

    def redraw(self) -> None:
        """What the widget shows has changed: draw it again, repaint the lines that differ."""
        before, self._strips = self._strips, None
        if not self.is_mounted:
            return
        if before is None or not self.content_size:
            self.refresh()
            return
        after = self.drawn_strips()
        if len(after) != len(before):
            # A line more or less (a detail that now wraps): the height may follow it.
            self.refresh(layout=True)
            return
        width = self.content_size.width
        changed = [
            Region(0, y, width, 1)
            for y, (old, new) in enumerate(zip(before, after, strict=True))
            if old != new
        ]
        if changed:
            self.refresh(*changed)


def line_of(width: int, pieces: Sequence[Piece], base: Style) -> Strip:
    """One line ``width`` cells wide: ``pieces`` in order (a later piece covers an earlier
    one where they overlap), spaces between them, all over ``base``.

    The same line comes back as the same strip: after a card most of a widget's lines
    are as before, and a strip Textual has seen keeps what it worked out from it (its
    filtered and divided forms)."""
    return _line(width, tuple(pieces), base)


@lru_cache(maxsize=256)
def _line(width: int, pieces: tuple[Piece, ...], base: Style) -> Strip:
    placed: list[tuple[int, Segment]] = []
    for column, text, style in pieces:
        segment = Segment(text, style)
        if column < 0:
            segment = segment.split_cells(-column)[1]
            column = 0
        end = min(column + segment.cell_length, width)
        if column >= end:
            continue
        segment = segment.split_cells(end - column)[0]
        kept: list[tuple[int, Segment]] = []
        for start, old in placed:
            stop = start + old.cell_length
            if stop <= column or start >= end:
                kept.append((start, old))
                continue
            if start < column:
                kept.append((start, old.split_cells(column - start)[0]))
            if stop > end:
                kept.append((end, old.split_cells(end - start)[1]))
        kept.append((column, segment))
        placed = kept
    placed.sort(key=lambda item: item[0])
    segments: list[Segment] = []
    at = 0
    for start, segment in placed:
        if start > at:
            segments.append(Segment(" " * (start - at)))
        segments.append(segment)
        at = start + segment.cell_length
    if at < width:
        segments.append(Segment(" " * (width - at)))
    return Strip(segments, width).apply_style(base)
