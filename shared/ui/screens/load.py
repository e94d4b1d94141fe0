"""The list of saves: load one, or delete one after a confirmation.

``LoadScreen`` is a ``ModalScreen[Path | None]``. It gets two callables so it works with
any game: ``list_saves()`` returning objects with ``name``, ``path``, ``players``,
``summary``, ``saved_at`` and ``error`` (``shared.persistence.SaveInfo``), and
``delete(path)``. A broken save is listed with its problem and cannot be loaded.

    app.push_screen(LoadScreen(lambda: list_saves(d, "jass"), delete_save), callback=on_path)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any, ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import DataTable, Footer, Static

from shared.ui.screens.base import CoveredModal
from shared.ui.screens.confirm import ConfirmScreen


def _when(value: Any) -> str:
    if isinstance(value, datetime):
        return value.strftime("%Y-%m-%d %H:%M")
    return str(value or "")


def _players(value: Any) -> str:
    if not value:
        return ""
    names = [getattr(player, "name", str(player)) for player in value]
    return ", ".join(names)


class LoadScreen(CoveredModal[Path | None]):
    """Saves, newest first; Enter loads, ``d`` deletes (after asking)."""

    DEFAULT_CSS = """
    LoadScreen { align: center middle; }
    LoadScreen > Vertical {
        width: 96%; height: 90%; border: thick $primary; background: $surface;
    }
    LoadScreen #load-title { text-style: bold; padding: 0 1; }
    LoadScreen DataTable { height: 1fr; }
    LoadScreen #load-empty { padding: 1 2; color: $text-muted; }
    LoadScreen #load-detail { height: auto; max-height: 4; padding: 0 1; background: $panel; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "load", "Load", id="load.load"),
        Binding("d,delete", "delete", "Delete", id="load.delete"),
        Binding("escape", "cancel", "Back", id="load.cancel"),
    ]

    def __init__(
        self,
        list_saves: Callable[[], Sequence[Any]],
        delete: Callable[[Path], None],
    ) -> None:
        super().__init__()
        self._list_saves = list_saves
        self._delete = delete
        self.saves: list[Any] = []

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static("Saved games — Enter loads, d deletes", id="load-title")
            yield DataTable(cursor_type="row", zebra_stripes=True, id="load-table")
            yield Static("No saved games yet.", id="load-empty")
            yield Static("", id="load-detail", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        # Players last: the longest column may run off an 80-column screen, and the
        # detail line under the table repeats the names.
        table.add_columns("Name", "State", "Saved at", "Score", "Players")
        self.reload()
        table.focus()

    def reload(self) -> None:
        self.saves = list(self._list_saves())
        table = self.query_one(DataTable)
        table.clear()
        for info in self.saves:
            error = getattr(info, "error", None)
            state = Text("BROKEN", style="bold red") if error else Text("ok")
            table.add_row(
                str(getattr(info, "name", "")),
                state,
                _when(getattr(info, "saved_at", "")),
                str(getattr(info, "score", "") or ""),
                _players(getattr(info, "players", ())),
            )
        self.query_one("#load-empty").display = not self.saves
        table.display = bool(self.saves)
        self._show_detail()

    @on(DataTable.RowHighlighted)
    def _show_detail(self) -> None:
        """The highlighted save's summary, or what is wrong with it."""
        info = self._selected()
        detail = ""
        if info is not None:
            error = getattr(info, "error", None)
            detail = f"Broken: {error}" if error else str(getattr(info, "summary", "") or "")
        self.query_one("#load-detail", Static).update(detail)

    def _selected(self) -> Any | None:
        table = self.query_one(DataTable)
        if not self.saves or table.cursor_row is None:
            return None
        return self.saves[min(table.cursor_row, len(self.saves) - 1)]

    @on(DataTable.RowSelected)
    def _row_selected(self) -> None:
        self.action_load()

    def action_load(self) -> None:
        info = self._selected()
        if info is None:
            return
        if getattr(info, "error", None):
            self.notify(str(info.error), title="Cannot load", severity="error")
            return
        self.dismiss(Path(info.path))

    def action_delete(self) -> None:
        info = self._selected()
        if info is None:
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self._delete(Path(info.path))
                self.notify(f"Deleted {info.name}.")
                self.reload()

        self.app.push_screen(ConfirmScreen(f"Delete the save '{info.name}'?"), answered)

    def action_cancel(self) -> None:
        self.dismiss(None)
