"""The dimmed table behind a dialog, drawn once instead of on every repaint.

A Textual modal screen with a see-through background draws the screen beneath it as its
own background: every time any line of the modal's background is repainted, Textual
renders the whole screen beneath and tints every segment of it again. Over a 160×50 table
that was 20-60 ms, twice when a dialog opened (its first frame, then its first layout)
and again for each key that changed the dialog, all to draw a table that had not moved.

:class:`Backdrop` keeps the tinted lines until the screen beneath reports a change (it
asks the dialog to repaint regions: :meth:`Backdrop.forget`), the size or the tint
changes. Each distinct style is tinted once, not once per segment.
"""

from __future__ import annotations

from collections.abc import Iterable

from rich.color import Color as RichColor
from rich.console import Console, ConsoleOptions, RenderResult
from rich.segment import Segment
from rich.style import Style
from textual.color import Color
from textual.screen import Screen

_PLAIN = Style()


class Backdrop:
    """A renderable of ``screen`` under ``tint``, kept between repaints."""

    def __init__(self) -> None:
        self._key: tuple[int, Color, int, int] | None = None
        self._segments: list[Segment] = []
        self._beneath: Screen[object] | None = None
        self._tint = Color(0, 0, 0, 0)

    def of(self, beneath: Screen[object], tint: Color) -> Backdrop:
        """This backdrop, showing ``beneath`` under ``tint`` (what Textual would draw)."""
        self._beneath, self._tint = beneath, tint
        return self

    def forget(self) -> None:
        """The screen beneath has changed: draw it again on the next repaint."""
        self._key = None
        self._segments = []

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        beneath = self._beneath
        if beneath is None:
            return
        key = (id(beneath), self._tint, options.max_width, options.height or 0)
        if key != self._key:
            self._segments = tinted(console.render(beneath._compositor, options), self._tint)
            self._key = key
        yield from self._segments


def tinted(segments: Iterable[Segment], tint: Color) -> list[Segment]:
    """Textual's background-screen tint (links and meta dropped), each style worked out once."""
    looks: dict[Style | None, Style] = {}
    out: list[Segment] = []
    for segment in segments:
        text, style, control = segment
        if control:
            out.append(segment)
            continue
        look = looks.get(style)
        if look is None:
            look = looks[style] = _tint(style, tint)
        out.append(Segment(text, look))
    return out


def _tint(style: Style | None, tint: Color) -> Style:
    plain = _PLAIN if style is None else style.clear_meta_and_links()
    if tint.a == 0:
        return plain
    return plain + Style.from_color(_under(plain.color, tint), _under(plain.bgcolor, tint))


def _under(colour: RichColor | None, tint: Color) -> RichColor | None:
    return None if colour is None else (Color.from_rich_color(colour) + tint).rich_color
