"""Base classes that give every screen the too-small cover and translated key names.

Subclass ``CoveredScreen`` for full screens and ``CoveredModal[T]`` for decisions; both
repaint through :class:`~shared.ui.compositor.RowCroppedCompositor` and both
mount a :class:`~shared.ui.too_small.TooSmall` so a terminal under 80×24 shows the
"please enlarge" message on every screen, modal or not, and both show every binding's
description (written in English and marked with ``N_``) in the current language, in the
footer and wherever else Textual lists the active keys.

``DecisionModal[T]`` (every dialog that waits on the table: a contract, a bid, a hand's
summary…) and ``SheetScreen[T]`` (the score sheets) add the table's global keys:
Ctrl+S saves under a name, ? shows the help, Ctrl+Q quits (autosaved); a decision
dialog has the table's undo (``u``) and redo (``U``) too. A modal stops
every key the table would take, so without them a Ctrl+S would be swallowed and the
Enter that followed it would decide.
"""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar, Self, TypeVar

from rich.console import RenderableType
from textual import events, on
from textual.binding import ActiveBinding, Binding, BindingType
from textual.geometry import Region, Size
from textual.renderables.background_screen import BackgroundScreen
from textual.screen import ModalScreen, Screen

from shared.i18n import N_, gettext, language
from shared.ui.backdrop import Backdrop
from shared.ui.compositor import RowCroppedCompositor
from shared.ui.too_small import TooSmall

T = TypeVar("T")


_TRANSLATED: dict[tuple[str, Binding], Binding] = {}
"""Bindings in a language, made once: the footer asks for the keys several times a trick."""


def translated_binding(binding: Binding) -> Binding:
    """``binding`` with its description and tooltip in the current language."""
    if not (binding.description or binding.tooltip):
        return binding
    key = (language(), binding)
    translated = _TRANSLATED.get(key)
    if translated is None:
        translated = _TRANSLATED[key] = dataclasses.replace(
            binding,
            description=gettext(binding.description) if binding.description else "",
            tooltip=gettext(binding.tooltip) if binding.tooltip else "",
        )
    return translated


def translated_bindings(active: dict[str, ActiveBinding]) -> dict[str, ActiveBinding]:
    """``active`` with each description and tooltip in the current language."""
    out: dict[str, ActiveBinding] = {}
    for key, entry in active.items():
        tooltip = gettext(entry.tooltip) if entry.tooltip else entry.tooltip
        out[key] = entry._replace(binding=translated_binding(entry.binding), tooltip=tooltip)
    return out


class CoveredScreen(Screen[T]):
    """A full screen with the too-small cover."""

    def __init__(
        self, name: str | None = None, id: str | None = None, classes: str | None = None
    ) -> None:
        super().__init__(name, id, classes)
        self._compositor = RowCroppedCompositor()

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        return translated_bindings(super().active_bindings)

    @on(events.Mount)
    def _add_too_small_cover(self) -> None:
        self.mount(TooSmall())

    def _screen_resized(self, size: Size) -> None:
        if not _unchanged_beneath(self, size):
            super()._screen_resized(size)

    def _on_screen_resume(self, event: events.ScreenResume) -> None:
        _styled_once(self, event)


def _styled_once(screen: Screen[Any], event: events.ScreenResume) -> None:
    """Textual styles a pushed screen as it mounts, then all of it again on its first
    resume, in the same batch as its first frame; the second pass is left out.
    (Textual's own handler, in ``Screen``, runs after this one and reads the flag.)"""
    if not getattr(screen, "_resumed_before", False):
        screen._resumed_before = True  # type: ignore[attr-defined]
        event.refresh_styles = False


def _unchanged_beneath(screen: Screen[Any], size: Size) -> bool:
    """Whether ``screen`` lies beneath the top screen and is already laid out at ``size``.

    Textual tells the screens beneath a dialog of every resize the dialog gets, its
    first one on opening included: a whole layout beneath for nothing, and a dialog
    that then drew the dimmed screen beneath it again."""
    return screen.app.screen is not screen and size == screen._compositor.size


class CoveredModal(ModalScreen[T]):
    """A modal decision with the too-small cover, over the dimmed screen beneath it
    (drawn once: :mod:`shared.ui.backdrop`)."""

    def __init__(
        self, name: str | None = None, id: str | None = None, classes: str | None = None
    ) -> None:
        super().__init__(name, id, classes)
        self._compositor = RowCroppedCompositor()
        self._backdrop = Backdrop()

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        return translated_bindings(super().active_bindings)

    @on(events.Mount)
    def _add_too_small_cover(self) -> None:
        self.mount(TooSmall())

    def render(self) -> RenderableType:
        drawn = super().render()
        if isinstance(drawn, BackgroundScreen):
            return self._backdrop.of(drawn.screen, drawn.color)
        return drawn

    def refresh(
        self,
        *regions: Region,
        repaint: bool = True,
        layout: bool = False,
        recompose: bool = False,
    ) -> Self:
        # The screen beneath asks for the regions it has changed; the dialog's own
        # widgets repaint only themselves, and a focus or a layout repaints it all
        # without regions.
        if regions:
            self._backdrop.forget()
        return super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)

    def _screen_resized(self, size: Size) -> None:
        if not _unchanged_beneath(self, size):
            super()._screen_resized(size)

    def _on_screen_resume(self, event: events.ScreenResume) -> None:
        # While another dialog covered this one, changes beneath were told to that one.
        # (Textual calls ``Screen``'s own handler after this one: not again from here.)
        self._backdrop.forget()
        _styled_once(self, event)

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._backdrop.forget()


GLOBAL_KEYS: list[BindingType] = [
    Binding("ctrl+s", "app.save", N_("Save"), id="global.save"),
    Binding("question_mark", "app.help", N_("Help"), id="global.help"),
    # The app's Ctrl+Q (a priority binding) quits; this one only names it in the footer.
    Binding("ctrl+q", "app.quit", N_("Quit"), id="global.quit"),
]
"""The table's keys that work on top of it too; listed last, after a dialog's own."""


def global_keys_last(active: dict[str, ActiveBinding]) -> dict[str, ActiveBinding]:
    """``active`` with the :data:`GLOBAL_KEYS` moved behind the screen's own keys."""
    mine = {key: entry for key, entry in active.items() if not _is_global(entry)}
    return mine | {key: entry for key, entry in active.items() if _is_global(entry)}


def _is_global(entry: ActiveBinding) -> bool:
    # On a full screen the app's own Ctrl+Q (a priority binding) takes the key's place.
    binding_id = entry.binding.id or ""
    return binding_id.startswith("global.") or binding_id == "app.quit"


UNDO_KEYS: list[BindingType] = [
    # Not in a dialog's footer (it is full at 80 columns); the help lists them.
    Binding("u", "app.undo_key", N_("Undo"), show=False, id="global.undo"),
    Binding("U", "app.redo_key", N_("Redo"), show=False, id="global.redo"),
]
"""Undo (``u``) and redo (``U``) of the table, in the person's decision dialogs too."""


class DecisionModal(CoveredModal[T]):
    """A decision dialog over the table: its own keys (and undo, redo), then Save, Help, Quit."""

    BINDINGS: ClassVar[list[BindingType]] = [*UNDO_KEYS, *GLOBAL_KEYS]

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        return global_keys_last(super().active_bindings)


class SheetScreen(CoveredScreen[T]):
    """A score sheet over the table: its own keys, then Save, Help and Quit."""

    BINDINGS: ClassVar[list[BindingType]] = GLOBAL_KEYS

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        return global_keys_last(super().active_bindings)
