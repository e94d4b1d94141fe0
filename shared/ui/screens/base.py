"""Base classes that give every screen the too-small cover and translated key names.

Subclass ``CoveredScreen`` for full screens and ``CoveredModal[T]`` for decisions; both
mount a :class:`~shared.ui.too_small.TooSmall` so a terminal under 80×24 shows the
"please enlarge" message on every screen, modal or not, and both show every binding's
description (written in English and marked with ``N_``) in the current language, in the
footer and wherever else Textual lists the active keys.
"""

from __future__ import annotations

import dataclasses
from typing import TypeVar

from textual import events, on
from textual.binding import ActiveBinding
from textual.screen import ModalScreen, Screen

from shared.i18n import gettext
from shared.ui.too_small import TooSmall

T = TypeVar("T")


def translated_bindings(active: dict[str, ActiveBinding]) -> dict[str, ActiveBinding]:
    """``active`` with each description and tooltip in the current language."""
    out: dict[str, ActiveBinding] = {}
    for key, entry in active.items():
        binding = entry.binding
        if binding.description or binding.tooltip:
            binding = dataclasses.replace(
                binding,
                description=gettext(binding.description) if binding.description else "",
                tooltip=gettext(binding.tooltip) if binding.tooltip else "",
            )
        tooltip = gettext(entry.tooltip) if entry.tooltip else entry.tooltip
        out[key] = entry._replace(binding=binding, tooltip=tooltip)
    return out


class CoveredScreen(Screen[T]):
    """A full screen with the too-small cover."""

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        return translated_bindings(super().active_bindings)

    @on(events.Mount)
    def _add_too_small_cover(self) -> None:
        self.mount(TooSmall())


class CoveredModal(ModalScreen[T]):
    """A modal decision with the too-small cover."""

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        return translated_bindings(super().active_bindings)

    @on(events.Mount)
    def _add_too_small_cover(self) -> None:
        self.mount(TooSmall())
