"""The card table both games share: seats round a felt, the trick in the middle, the
hand of the player at the keyboard at the bottom, a status bar and an event log, and
just above the hand the message line (:meth:`TableScreen.tell`): refusals, hints and
table news show there, never as toasts over the cards.

Subclass :class:`TableScreen`, yield the game's status widgets (contract, scores…) from
:meth:`TableScreen.compose_status` and update them in :meth:`TableScreen.show_status`.
The app calls :meth:`TableScreen.show` with a :class:`~shared.ui.table_model.TableModel`
after every change. Keys: ←/→ and Enter, 1–9 and 0 - = [ (cards 10–13), a click,
``l`` last trick, ``h`` hint, ``t`` score sheet, ``u`` undo, ``U`` redo, ``?`` help,
Ctrl+S save, ↑ ↓ PgUp PgDn Home End scroll the hand log (nothing on the table takes the
focus). The screen never calls the app: a card choice posts
:class:`TableScreen.PlayRequested` (to the app directly), a hint
:class:`TableScreen.HintRequested`, coming back on top :class:`TableScreen.Resumed`; the
sheet, help, undo and save keys are the app's own actions (``app.scoreboard``,
``app.help``, ``app.undo``, ``app.redo``, ``app.save``).

The screen is generic in its model: a game's table subclasses ``TableScreen[ItsModel]``
and reads its typed status fields in :meth:`TableScreen.show_status`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar, Generic, TypeVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.notifications import SeverityLevel
from textual.widget import Widget

from shared.i18n import N_, _
from shared.ui.event_line import EventLine
from shared.ui.footer import KeyFooter
from shared.ui.hand import CARD_KEYS, HandView
from shared.ui.hand_log import HandLog
from shared.ui.message_line import MessageLine
from shared.ui.screens.base import CoveredScreen
from shared.ui.seat import SeatPanel
from shared.ui.table_model import PLACES, TableModel, place_of
from shared.ui.trick import TrickPlay, TrickView

M = TypeVar("M", bound=TableModel)
W = TypeVar("W", bound=Widget)

LOG_DELAY = 0.1
"""Seconds after which held-back log lines go in even if no frame came."""
KEY_NAMES = {"-": "minus", "=": "equals_sign", "[": "left_square_bracket"}
"""Textual's names of the card keys that are not digits (``CARD_KEYS``)."""


class TableScreen(CoveredScreen[None], Generic[M]):
    """The table; the app owns the game and pushes a new model after every change."""

    class PlayRequested(Message):
        """The player at the keyboard chose ``card`` (the app plays it or says why not)."""

        def __init__(self, card: str) -> None:
            super().__init__()
            self.card = card

    class HintRequested(Message):
        """The player asked what a normal bot would play."""

    class Resumed(Message):
        """The table is the screen on top again: the game may go on."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "cursor(-1)", "←", show=False, id="table.left"),
        Binding("right", "cursor(1)", "→", show=False, id="table.right"),
        Binding("enter", "play_selected", N_("Play"), id="table.play"),
        *(
            Binding(
                KEY_NAMES.get(key, key),
                f"play({index})",
                f"Play card {index + 1}",
                show=False,
                id=f"table.play{index + 1}",
            )
            for index, key in enumerate(CARD_KEYS)
        ),
        Binding("l", "last_trick", N_("Last trick"), id="table.last"),
        # Before the first complete trick ``last_trick`` is off (and out of the footer):
        # ``l`` then falls through to this one, which says why there is nothing to show.
        Binding("l", "no_last_trick", show=False, id="table.last-none"),
        Binding("h", "hint", N_("Hint"), id="table.hint"),
        Binding("t", "app.scoreboard", N_("Scores"), id="table.scores"),
        # In the footer only when they would do something and there is room for them
        # (the app's check_action); the hidden twin is the key itself, which says why
        # not when there is nothing to take back.
        Binding("u", "app.undo", N_("Undo"), id="table.undo"),
        Binding("u", "app.undo_key", show=False, id="table.undo_key"),
        Binding("U", "app.redo", N_("Redo"), id="table.redo"),
        Binding("U", "app.redo_key", show=False, id="table.redo_key"),
        Binding("question_mark", "app.help", N_("Help"), id="table.help"),
        Binding("ctrl+s", "app.save", N_("Save"), id="table.save"),
        *(
            Binding(key, f"scroll_log('{how}')", show=False, id=f"table.log-{how}")
            for key, how in (
                ("up", "up"),
                ("down", "down"),
                ("pageup", "page_up"),
                ("pagedown", "page_down"),
                ("home", "home"),
                ("end", "end"),
            )
        ),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.model: M | None = None
        self.showing_last = False
        self._last_key: tuple[int, int] | None = None
        self._bindings_key: tuple[bool, bool] | None = None
        self._log_pending: list[str | None] = []
        """Log lines (``None``: clear the log) held back until the next frame is out."""
        self._parts: dict[str | type[Widget], Widget] = {}

    def part(self, expect: type[W], selector: str | None = None) -> W:
        """``query_one(selector or expect)``, kept: the table's parts are composed once
        and never replaced, and looking them up on every key was a measurable share of a
        card played."""
        key = selector or expect
        found = self._parts.get(key)
        if not isinstance(found, expect):
            found = self.query_one(expect) if selector is None else self.query_one(selector, expect)
            self._parts[key] = found
        return found

    def compose(self) -> ComposeResult:
        with Horizontal(id="status-bar"):
            yield from self.compose_status()
        with Horizontal(id="table-body"):
            with Vertical(id="felt"):
                with Horizontal(id="row-top", classes="seat-row"):
                    yield SeatPanel(id="seat-top")
                with Horizontal(id="row-middle"):
                    with Vertical(classes="side", id="side-left"):
                        yield SeatPanel(id="seat-left")
                    yield TrickView(id="trick")
                    with Vertical(classes="side", id="side-right"):
                        yield SeatPanel(id="seat-right")
                yield EventLine(id="event-line")
                with Horizontal(id="row-bottom"):
                    yield SeatPanel(id="seat-bottom")
                    with Vertical(id="hand-column"):
                        yield MessageLine(id="message-line")
                        yield HandView(id="hand")
            yield HandLog(id="log")
        yield KeyFooter()

    def compose_status(self) -> Iterable[Widget]:
        """The game's status widgets (contract badge, scores…); override."""
        return ()

    def show_status(self, model: M) -> None:
        """Update the game's status widgets from ``model``; override."""

    def log_event(self, text: str) -> None:
        """Add a line to the hand log (shown on wide terminals), right after the next frame.

        A line grows the log, which lays the whole screen out again: the card shows first
        (the app calls :meth:`frame_painted`; a timer writes the lines if no frame comes).
        """
        self._log_later(text)

    def _log_later(self, text: str | None) -> None:
        self._log_pending.append(text)
        if len(self._log_pending) == 1:
            self.set_timer(LOG_DELAY, self.frame_painted)

    def frame_painted(self) -> None:
        """A frame has been written: the log lines held back go in now, in order.

        Not while a dialog covers the table: a line grows the log, which lays the whole
        table out again, and the dialog then draws all of the dimmed table beneath it
        once more. They go in when the table is back on top (before its first frame).
        """
        if self.app.screen is not self:
            return
        self.write_held_log()

    def write_held_log(self) -> None:
        """Write the log lines held back now, even beneath a dialog."""
        pending, self._log_pending = self._log_pending, []
        if not pending or not self.is_mounted:
            return
        log = self.query_one("#log", HandLog)
        for text in pending:
            if text is None:
                log.clear()
            else:
                log.write(text)

    def tell(
        self, text: str, *, severity: SeverityLevel = "information", timeout: float | None = None
    ) -> None:
        """Show ``text`` on the message line above the hand (it replaces the one before)."""
        self.part(MessageLine).tell(text, severity=severity, timeout=timeout)

    def clear_message(self) -> None:
        """Empty the message line (the hand changes hands, or the move was made)."""
        self.part(MessageLine).clear()

    @property
    def message(self) -> str:
        """What the message line shows now ("" when nothing)."""
        return self.part(MessageLine).text

    def clear_log(self) -> None:
        self._log_later(None)  # in order with the lines held back

    def point_at(self, card: str) -> None:
        """Move the hand's cursor to ``card`` (a hint), if it is in the hand shown."""
        hand = self.part(HandView)
        if card in hand.cards:
            hand.cursor = hand.cards.index(card)

    def show(self, model: M) -> None:
        """Draw ``model``."""
        self.model = model
        key = (len(model.last_trick), len(model.trick))
        if self._last_key is not None and key != self._last_key:
            self.showing_last = False
        self._last_key = key
        for seat, info in enumerate(model.seats):
            place = place_of(seat, model.viewpoint)
            self.part(SeatPanel, f"#seat-{place}").show(info)
        hand = self.part(HandView)
        hand.show(model.hand, model.reasons, active=model.hand_active, style=model.style)
        self._show_trick()
        self.part(EventLine).show(model.event)
        self.show_status(model)
        # The footer rebuilds itself on every bindings refresh: only when it changes,
        # and after the table has been painted, so the card shows without waiting.
        bindings_key = (model.hand_active, bool(model.last_trick))
        if bindings_key != self._bindings_key:
            self._bindings_key = bindings_key
            self.call_after_refresh(self.refresh_bindings)

    def _show_trick(self) -> None:
        model = self.model
        if model is None:
            return
        if self.showing_last and model.last_trick:
            played, title = model.last_trick, model.last_title
        else:
            played, title = model.trick, model.trick_title
        names = [info.name for info in model.seats]
        plays = [
            TrickPlay(place_of(p.seat, model.viewpoint), names[p.seat], p.card, p.mark)
            for p in played
        ]
        self.part(TrickView).show(plays, title, model.style)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        model = self.model
        if action in ("play", "play_selected", "cursor", "hint"):
            # Shown greyed while others play (None), not hidden: the footer keeps its
            # keys instead of being rebuilt twice a trick.
            return True if model and model.hand_active else None
        if action == "last_trick":
            return bool(model and model.last_trick)
        return True

    def action_cursor(self, step: int) -> None:
        self.part(HandView).move_cursor(step)

    def action_play_selected(self) -> None:
        card = self.part(HandView).cursor_card
        if card is not None:
            self._request(card)

    def action_play(self, index: int) -> None:
        hand = self.part(HandView)
        if 0 <= index < len(hand.cards):
            hand.cursor = index
            self._request(hand.cards[index])

    @on(HandView.Chosen)
    def _clicked(self, event: HandView.Chosen) -> None:
        if self.model and self.model.hand_active:
            self._request(event.card)

    def _request(self, card: str) -> None:
        # Posted to the app, which handles it, rather than bubbled up from the screen:
        # one message hop less between the key and the card on the table.
        self.app.post_message(self.PlayRequested(card))

    def action_last_trick(self) -> None:
        """Switch the trick view to this hand's last complete trick and back; it goes
        back by itself at the next card (``show``)."""
        self.showing_last = not self.showing_last
        self._show_trick()

    def action_no_last_trick(self) -> None:
        self.tell(_("No trick has been completed yet in this hand."))

    def action_scroll_log(self, how: str) -> None:
        """Scroll the hand log (shown on a wide table) ``how``: up, down, page_up…"""
        log = self.part(HandLog)
        if log.display:
            getattr(log, f"scroll_{how}")(animate=False)

    def action_hint(self) -> None:
        self.post_message(self.HintRequested())

    def on_screen_resume(self) -> None:
        # Before Textual's own handler (in ``Screen``) repaints the table.
        self.write_held_log()
        self.post_message(self.Resumed())


__all__ = ["PLACES", "TableScreen"]
