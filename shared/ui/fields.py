"""Compact one-line form fields for set-up screens that must fit 80×24.

``CycleField`` is a labelled choice changed with ←/→ (or space, or a click):
``Seat 2   ◀ Bot normal ▶``. It posts ``CycleField.Changed`` with the new value.

    CycleField(N_("Bot speed"), [("instant", N_("Instant")), ("normal", N_("Normal"))])

The label and the option labels are msgids (marked with ``N_``), said in the current
language when drawn; a label without a catalogue entry (a name, a deck's symbols) shows
as it is.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.text import Text
from textual.binding import Binding, BindingType
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from shared.i18n import N_, gettext


def _said(label: str) -> str:
    """A label in the current language (an empty one stays empty: "" is no msgid)."""
    return gettext(label) if label else label


class CycleField(Widget, can_focus=True):
    """A focusable choice among ``options`` (value, label pairs), shown on one line."""

    DEFAULT_CSS = """
    CycleField { height: 1; width: auto; min-width: 20; padding: 0 1; }
    CycleField:focus { background: $accent 30%; text-style: bold; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "step(-1)", N_("Previous"), show=False, id="field.previous"),
        Binding("right,space", "step(1)", N_("Next"), show=False, id="field.next"),
    ]

    value: reactive[str] = reactive("")

    class Changed(Message):
        """The choice changed to ``value``."""

        def __init__(self, field: CycleField, value: str) -> None:
            super().__init__()
            self.field = field
            self.value = value

        @property
        def control(self) -> CycleField:
            return self.field

    def __init__(
        self,
        label: str,
        options: Sequence[tuple[str, str]],
        value: str | None = None,
        *,
        label_width: int = 12,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(id=id, classes=classes)
        self.label = label
        self.label_width = label_width
        self.options = list(options)
        self.set_reactive(CycleField.value, value if value is not None else self.options[0][0])

    @property
    def values(self) -> list[str]:
        return [value for value, _ in self.options]

    def set_options(self, options: Sequence[tuple[str, str]], value: str | None = None) -> None:
        self.options = list(options)
        target = value if value is not None else self.value
        self.value = target if target in self.values else self.options[0][0]
        self.refresh(layout=True)

    def action_step(self, step: int) -> None:
        values = self.values
        index = values.index(self.value) if self.value in values else 0
        self.value = values[(index + step) % len(values)]

    def watch_value(self, value: str) -> None:
        self.post_message(self.Changed(self, value))

    def on_click(self) -> None:
        self.action_step(1)

    def render(self) -> Text:
        labels = dict(self.options)
        label = _said(self.label)
        text = Text(label.ljust(self.label_width), style="")
        # Arrows only where there is something to cycle to; a lone choice is just shown.
        many = len(self.options) > 1
        text.append("◀ " if many else "  ")
        shown = labels.get(self.value)
        text.append(self.value if shown is None else _said(shown), style="bold")
        text.append(" ▶" if many else "  ")
        return text

    def get_content_width(self, container: Size, viewport: Size) -> int:
        longest = max(len(_said(label)) for _, label in self.options)
        return self.label_width + longest + 4
