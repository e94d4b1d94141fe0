"""The yardstick: a minimal Textual app (a screen with a few labels and one key binding).

The ratio benchmarks (``bench_ratios.py``) measure our tables beside this app in the same
run, so a busy machine slows both: cold start to the first frame (``python -m
tests.benchmarks.bare_app`` in a terminal) and key → repainted frame (``right`` changes
a label).
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import Label


class BareScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [Binding("right", "next", "Next")]

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def compose(self) -> ComposeResult:
        yield Label("A bare Textual app", id="title")
        yield Label("It has a few labels", id="one")
        yield Label("and one key binding", id="two")
        yield Label("pressed 0 times", id="count")

    def action_next(self) -> None:
        self.count += 1
        self.query_one("#count", Label).update(f"pressed {self.count} times")


class BareApp(App[int]):
    def on_mount(self) -> None:
        self.push_screen(BareScreen())


if __name__ == "__main__":
    BareApp().run()
