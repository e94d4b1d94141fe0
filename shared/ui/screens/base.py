"""Base classes that give every screen the too-small cover.

Subclass ``CoveredScreen`` for full screens and ``CoveredModal[T]`` for decisions; both
mount a :class:`~shared.ui.too_small.TooSmall` so a terminal under 80×24 shows the
"please enlarge" message on every screen, modal or not.
"""

from __future__ import annotations

from typing import TypeVar

from textual import events, on
from textual.screen import ModalScreen, Screen

from shared.ui.too_small import TooSmall

T = TypeVar("T")


class CoveredScreen(Screen[T]):
    """A full screen with the too-small cover."""

    @on(events.Mount)
    def _add_too_small_cover(self) -> None:
        self.mount(TooSmall())


class CoveredModal(ModalScreen[T]):
    """A modal decision with the too-small cover."""

    @on(events.Mount)
    def _add_too_small_cover(self) -> None:
        self.mount(TooSmall())
