"""The list of saves: load one, or delete one after a confirmation.

``LoadScreen`` is a ``ModalScreen[Path | None]``. It gets two callables so it works with
any game: ``list_saves()`` returning ``shared.persistence.SaveInfo`` rows, and
``delete(path)``. A broken save is listed with its problem and cannot be loaded. Every
name, file name, summary and error is shown as plain text (``shared.ui.plain``). The
saves folder shows under the title: ``folder``, else the ``folder`` of the object whose
method ``list_saves`` is (a :class:`~shared.ui.save_controller.SaveController`'s ``list``).

    app.push_screen(LoadScreen(lambda: list_saves(d, "jass"), delete_save), callback=on_path)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import DataTable, Footer, Static

from shared.i18n import DEFAULT_LANGUAGE, N_, _, format_datetime, language, translate
from shared.persistence import SaveInfo
from shared.players import PlayerSpec
from shared.ui.plain import clean, plain
from shared.ui.screens.base import CoveredModal
from shared.ui.screens.confirm import ConfirmScreen

COLUMNS = (N_("Name"), N_("State"), N_("Saved at"), N_("Score"), N_("Players"))


def _when(value: datetime) -> str:
    """When a save was written: ISO-like in English, as the language writes dates else."""
    if language() == DEFAULT_LANGUAGE:
        return value.strftime("%Y-%m-%d %H:%M")
    return format_datetime(value)


def _players(players: Sequence[PlayerSpec]) -> str:
    return ", ".join(clean(player.name) for player in players)


class LoadScreen(CoveredModal[Path | None]):
    """Saves, newest first; Enter loads, ``d`` deletes (after asking)."""

    DEFAULT_CSS = """
    LoadScreen { align: center middle; }
    LoadScreen > Vertical {
        width: 96%; height: 90%; border: thick $primary; background: $surface;
    }
    LoadScreen #load-title { text-style: bold; padding: 0 1; }
    LoadScreen #load-folder { padding: 0 1; color: $text-muted; height: auto; }
    LoadScreen DataTable { height: 1fr; }
    LoadScreen #load-empty { padding: 1 2; color: $text-muted; }
    LoadScreen #load-detail { height: auto; max-height: 4; padding: 0 1; background: $panel; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "load", N_("Load"), id="load.load"),
        Binding("d,delete", "delete", N_("Delete"), id="load.delete"),
        Binding("escape", "cancel", N_("Back"), id="load.cancel"),
    ]

    def __init__(
        self,
        list_saves: Callable[[], Sequence[SaveInfo]],
        delete: Callable[[Path], None],
        *,
        folder: Path | None = None,
    ) -> None:
        super().__init__()
        self._list_saves = list_saves
        self._delete = delete
        self.saves: list[SaveInfo] = []
        self.folder = folder
        """The saves folder shown under the title (none shown when unknown)."""

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(_("Saved games — Enter loads, d deletes"), id="load-title")
            if self.folder is not None:
                # TRANSLATORS: under the title of the Load list: where the saves are.
                text = _("Folder: {folder}").format(folder=clean(str(self.folder)))
                yield Static(text, id="load-folder", markup=False)
            table: DataTable[Text] = DataTable(
                cursor_type="row", zebra_stripes=True, id="load-table"
            )
            yield table
            yield Static(_("No saved games yet."), id="load-empty")
            yield Static("", id="load-detail", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        table: DataTable[Text] = self.query_one(DataTable)
        # Players last: the longest column may run off an 80-column screen, and the
        # detail line under the table repeats the names.
        table.add_columns(*(Text(_(title)) for title in COLUMNS))
        self.reload()
        table.focus()

    def reload(self) -> None:
        self.saves = list(self._list_saves())
        table: DataTable[Text] = self.query_one(DataTable)
        table.clear()
        for info in self.saves:
            # DataTable reads a str cell as markup: every cell is a Text.
            # TRANSLATORS: the state of a save in the list: BROKEN (cannot load) or ok.
            state = Text(_("BROKEN"), style="bold red") if info.error else Text(_("ok"))
            table.add_row(
                plain(info.name),
                state,
                Text(_when(info.saved_at)),
                plain(translate(info.score)),
                plain(_players(info.players)),
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
            if info.error:
                detail = _("Broken: {problem}").format(problem=translate(info.error))
            else:
                detail = translate(info.summary)
        self.query_one("#load-detail", Static).update(plain(detail))

    def _selected(self) -> SaveInfo | None:
        table: DataTable[Text] = self.query_one(DataTable)
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
        if info.error:
            self.notify(
                clean(translate(info.error)), title=_("Cannot load"), severity="error", markup=False
            )
            return
        self.dismiss(Path(info.path))

    def action_delete(self) -> None:
        info = self._selected()
        if info is None:
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self._delete(Path(info.path))
                self.notify(_("Deleted {name}.").format(name=clean(info.name)), markup=False)
                self.reload()

        question = _("Delete the save '{name}'?").format(name=clean(info.name))
        self.app.push_screen(ConfirmScreen(question), answered)

    def action_cancel(self) -> None:
        self.dismiss(None)
