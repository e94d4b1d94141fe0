"""Saving from the table: the autosave slot this window owns, named saves, the list.

:class:`SaveController` is the table's one door to ``shared.persistence``. It owns the
autosave slot: :meth:`claim` takes the slot's lock (``shared.persistence.lock``) for the
window's life; when another *running* window holds it, the controller refuses to write
there until :meth:`use_separate_slot` moves this window to a free slot of its own
(``autosave-jass-2.json`` …). A lock left by a crashed window blocks nobody.

    saves = SaveController("jass", folder)
    if not saves.claim():
        saves.use_separate_slot()      # after asking the player
    problem = saves.autosave(game, players, settings)   # a message the first time only

No Textual here.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from shared.i18n import Msg
from shared.persistence import SaveError, autosave_path
from shared.persistence.glance import glance_summary
from shared.persistence.lock import holder_pid, separate_slot, try_lock

if TYPE_CHECKING:
    from shared.persistence import LoadedSave, SaveInfo
    from shared.persistence.lock import SlotLock
    from shared.players import PlayerSpec
    from shared.ui.game_protocol import TableGame
    from shared.ui.settings import TableSettings


class SlotBusy(Exception):
    """The autosave slot belongs to another running window; nothing was written."""


class SaveController:
    """Autosave (in the slot this window owns) and named saves for one game kind."""

    def __init__(
        self, kind: str, folder: Path, *, enabled: bool = True, family: Sequence[str] = ()
    ) -> None:
        self.kind = kind
        self.family = (kind, *(other for other in family if other != kind))
        """The kinds whose saves :meth:`list` shows and :meth:`load` opens (``kind`` first)."""
        self.folder = Path(folder)
        self.enabled = enabled
        self.main_slot = autosave_path(kind, self.folder)
        self.slot = self.main_slot
        """Where this window autosaves: the main slot, or a separate one."""
        self._lock: SlotLock | None = None
        self._blocked = False
        self._failed = False

    # ------------------------------------------------------------------ the slot
    def claim(self) -> bool:
        """Take the main autosave slot; False when another running window owns it.

        A folder where no lock file can be made is played without a lock (True).
        """
        if not self.enabled or self._lock is not None:
            return True
        try:
            lock = try_lock(self.main_slot)
        except OSError:
            return True
        if lock is None:
            self._blocked = True
            return False
        self._lock = lock
        return True

    @property
    def blocked(self) -> bool:
        """Another window owns the slot and this one has not moved to its own yet."""
        return self._blocked

    @property
    def separate(self) -> bool:
        return self.slot != self.main_slot

    def holder(self) -> int | None:
        """The process id of the window that owns the main slot, if known."""
        return holder_pid(self.main_slot)

    def use_separate_slot(self) -> Path:
        """Move this window's autosave to a free slot of its own (locked); its path."""
        path, lock = separate_slot(self.main_slot)
        self._lock = lock
        self.slot = path
        self._blocked = False
        return path

    def release(self) -> None:
        """Give the slot up (the window is closing)."""
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    # ------------------------------------------------------------------ writing
    def autosave(
        self, game: TableGame, players: Sequence[PlayerSpec], settings: TableSettings
    ) -> str | None:
        """Write the autosave; a problem is returned once (then the game goes on quietly).

        Never writes while another window owns the slot (:class:`SlotBusy` is not
        raised: the write is skipped, and the first skip is reported).
        """
        from shared.persistence import autosave, write_save

        if not self.enabled:
            return None
        try:
            if self._blocked:
                raise SlotBusy(Msg("{file} belongs to another window", file=self.slot.name))
            if self.separate:
                write_save(self.slot, self.kind, game, players, settings.to_saved())
            else:
                autosave(self.kind, game, players, settings.to_saved(), self.folder)
        except (SaveError, OSError, SlotBusy) as exc:
            if self._failed:
                return None
            self._failed = True
            return Msg("Autosave failed: {error}", error=_reason(exc))
        return None

    def save_named(
        self,
        name: str,
        game: TableGame,
        players: Sequence[PlayerSpec],
        settings: TableSettings,
        *,
        overwrite: bool = False,
    ) -> Path:
        """Save under ``name``; raises ``SaveExists`` to ask first, ``SaveError`` else."""
        from shared.persistence import save_named

        try:
            return save_named(
                self.kind,
                name,
                game,
                players,
                settings.to_saved(),
                self.folder,
                overwrite=overwrite,
            )
        except OSError as exc:
            raise SaveError(self.folder / name, str(exc)) from None

    # ------------------------------------------------------------------ reading
    def continue_summary(self) -> str | None:
        """The start screen's "Continue" line: the autosave's summary or problem."""
        path = self.main_slot
        if not path.exists():
            return None
        # An autosave as this program writes it is read without the envelope's models
        # (the start menu shows before pydantic is imported); anything else, as listed.
        quick = glance_summary(path, self.family)
        if quick is not None:
            return quick
        for info in self.list():
            if Path(info.path) == path:
                return info.error if info.error else info.summary
        return None

    def load_autosave(self) -> LoadedSave | None:
        from shared.persistence import load_autosave

        return load_autosave(self.kind, self.folder)

    def load(self, path: Path) -> LoadedSave:
        """Load ``path`` as a save of its own kind when that kind is one of the family."""
        from shared.persistence import load_save, read_save_info

        kind = self.kind
        if len(self.family) > 1:
            info = read_save_info(path)
            if info is not None and info.kind in self.family:
                kind = info.kind
        return load_save(path, kind, self.folder)

    def list(self) -> list[SaveInfo]:
        from shared.persistence import list_saves

        if len(self.family) == 1:
            return list_saves(self.folder, self.kind)
        return [
            info
            for info in list_saves(self.folder)
            if info.kind in self.family or info.kind is None
        ]

    def delete(self, path: Path) -> None:
        from shared.persistence import delete_save

        delete_save(path)

    def __del__(self) -> None:
        with contextlib.suppress(Exception):
            self.release()


def _reason(exc: Exception) -> str:
    """What went wrong, as raised: a ``Msg`` stays one (the table translates it)."""
    message = exc.args[0] if len(exc.args) == 1 else None
    return message if isinstance(message, Msg) else str(exc)


__all__ = ["SaveController", "SlotBusy"]
