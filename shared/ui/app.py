"""The base card-table app: the screens and the game loop, over named collaborators.

The app owns the game and the screens; everything else is a plain class of its own,
testable without a running app:

- :class:`~shared.ui.save_controller.SaveController`: the autosave slot this window owns
  (with its lock), named saves, the list of saves;
- :class:`~shared.ui.menu.StartMenu`: what each start-menu choice leads to;
- :class:`~shared.ui.bot_turns.BotTurns`: whether a bot is thinking and whether its
  move still counts (the only place that knows);
- :class:`~shared.ui.handover.HotSeat`: whose hand may show, when to hand the keyboard
  over;
- :class:`~shared.ui.interludes.Interludes`: summaries queued to show before play goes on;
- :class:`~shared.ui.settings.TableSettings`: the table's typed settings.

A game's app subclasses ``CardTableApp[ItsGame, ItsTableModel, ItsSetupOptions]``, sets
``GAME_KIND`` / ``GAME_TITLE`` / ``RULES_SUMMARY`` / ``DIRECTION`` and implements the
hooks: ``make_setup_screen()`` and ``create_game(result)``; ``own_game(obj)`` (a loaded
game, checked) and ``new_game_like(game)`` (a rematch); ``make_table_screen()`` and
``table_model(game)``; ``prompt_human(game, seat)`` (push the decision modal the engine
asks for, if any); ``after_action(game, seat, action, before)`` (words, log lines and
queued summaries); ``scoreboard_screen(game)``, ``game_over_screen(game)`` and
``describe_card(card)``. A command hosting several kinds (``jass``) may also override
``saves_family()`` (the kinds whose saves the Load list shows) and ``hand_off(result)``
(a set-up meant for another kind's app), and start an app with ``setup=`` to open a
game chosen before it started.

The loop: every applied action is autosaved, the table re-renders, queued interludes
show, then :meth:`CardTableApp.advance` hands the move to a bot (a worker, paced by the
bot speed; tests set ``bot_delay=0``) or to a person, after the opaque hand-over screen
when two or more people share the keyboard. Screens talk to the app with messages
(``TableScreen.PlayRequested`` …) and ``app.``-namespaced actions; they never call it.
What the table has to say (a refusal, a hint, "saved as …", a Weis) goes to the table's
message line with :meth:`CardTableApp.tell`, never as a toast over the cards; toasts are
left for news with no table on screen (the start menu). Every message is plain text
(names are data, never markup).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from rich.console import RenderableType
from textual import events, on, work
from textual._path import CSSPathType
from textual.app import App
from textual.binding import Binding, BindingType
from textual.notifications import SeverityLevel
from textual.screen import Screen
from textual.worker import Worker, WorkerState

from shared.i18n import N_, _, resolve_language, set_language, translate
from shared.kinds import get_kind, kinds_for_command
from shared.persistence import LoadedSave, SaveError, SaveExists
from shared.persistence.preferences import remember_language
from shared.table import SEATS, Direction
from shared.ui.bot_turns import BotTurns
from shared.ui.collector import FullPasses, forget_closed_screens, settle_the_heap
from shared.ui.game_protocol import Before, TableGame
from shared.ui.handover import HotSeat
from shared.ui.interludes import Interludes, hand_to_show_again
from shared.ui.plain import clean
from shared.ui.save_controller import SaveController
from shared.ui.screens.start import StartScreen
from shared.ui.theme import TABLE_KEYS, THEME_DEFAULTS
from shared.ui.warm import player_busy, warm_up
from shared.ui.words import exception_text, sentence

if TYPE_CHECKING:
    from shared.bots import Bot
    from shared.engine.action import Action
    from shared.players import PlayerSpec
    from shared.review import HandReview
    from shared.ui.deck import DeckStyle
    from shared.ui.menu import MenuStep, StartMenu
    from shared.ui.screens.game_over import GameOverScreen
    from shared.ui.screens.handover import HandOverQuestion
    from shared.ui.screens.setup import SetupResult, SetupScreen
    from shared.ui.screens.table import TableScreen
    from shared.ui.settings import TableSettings
    from shared.ui.table_model import TableModel

SAVE_DELAY = 0.1
"""Seconds after an action within which its autosave is written even if no frame comes."""
BOT_LEVEL_WORDS = (N_("easy"), N_("normal"), N_("strong"), N_("expert"))
"""The bot levels as said in a sentence ("The strong bot is unavailable")."""

G = TypeVar("G", bound=TableGame)
M = TypeVar("M", bound="TableModel")
OptionsT = TypeVar("OptionsT")


class CardTableApp(App[int], Generic[G, M, OptionsT]):
    """The generic card table; see the module docstring for the hooks."""

    GAME_KIND: ClassVar[str] = ""
    GAME_TITLE: ClassVar[str] = ""
    RULES_SUMMARY: ClassVar[str] = ""
    DIRECTION: ClassVar[Direction] = Direction.RIGHT
    CSS_PATH: ClassVar[CSSPathType | None] = [Path(__file__).with_name("table.tcss")]
    HORIZONTAL_BREAKPOINTS = [  # noqa: RUF012 (Textual declares it oddly for mypy)
        (0, "-narrow"),
        (80, "-compact-w"),
        (100, "-roomy-w"),
        (120, "-wide"),
    ]
    VERTICAL_BREAKPOINTS = [  # noqa: RUF012
        (0, "-short"),
        (24, "-compact-h"),
        (32, "-roomy-h"),
    ]
    ENABLE_COMMAND_PALETTE = False
    WARM_UP: ClassVar[tuple[str, ...]] = (
        "shared.ui.menu",
        "shared.ui.screens.setup",
        "shared.players",
        "shared.ui.settings",
        "shared.persistence.store",
        "shared.ui.screens.table",
        "shared.ui.screens.handover",
        "shared.ui.screens.game_over",
        "shared.ui.screens.load",
        "shared.ui.screens.help",
        "shared.ui.screens.statistics",
        "shared.stats",
    )
    """What the screens after the start menu need, imported in the background once it
    shows (:func:`~shared.ui.warm.warm_up`; the kind's engine and bots come after). A game's
    app puts its own set-up and table screens first."""
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit", N_("Quit"), id="app.quit", priority=True)
    ]

    def __init__(
        self,
        saves_dir: Path,
        loaded: LoadedSave | None = None,
        seed: int | None = None,
        *,
        bot_delay: float | None = None,
        autosave: bool = True,
        setup: SetupResult[OptionsT] | None = None,
    ) -> None:
        super().__init__()
        self.saves = SaveController(
            self.GAME_KIND, Path(saves_dir), enabled=autosave, family=self.saves_family()
        )
        self._menu: StartMenu | None = None
        self.turns = BotTurns()
        self.hot_seat = HotSeat()
        self.interludes: Interludes[Screen[None]] = Interludes()
        self.loaded = loaded
        self.setup_given = setup
        """A set-up chosen before the app started (another kind's table handed it on)."""
        self.seed = seed
        self.bot_delay_override = bot_delay
        self.game: G | None = None
        self.players: tuple[PlayerSpec, ...] = ()
        self._settings: TableSettings | None = None
        self.table: TableScreen[M] | None = None
        self.bots: dict[int, Bot] = {}
        self.event_text = ""
        self.news = ""
        """What the last actions brought (Weis, bids…), shown on the hand-over screen."""
        self._waiting: list[tuple[str, str, SeverityLevel, float | None]] = []
        """Messages told while a game was opening, for its table's message line."""
        self._counted: object = None
        """The last game counted in the statistics (a game over shown again is not)."""
        self._full_passes = FullPasses()
        self.redo_stack: list[list[str]] = []
        """The action texts each undo took back, the last undo's last; any new move
        empties it."""
        self._undo_cache: tuple[tuple[int, int, int, int], int] | None = None
        self._undo_shown: tuple[bool, bool] | None = None
        self._hold_auto_play = False
        """Just undone: the person chooses again, even a card auto-play would play."""
        self._save_due = False
        """An action was applied and its autosave is not written yet (see :meth:`save_soon`)."""

    @property
    def menu(self) -> StartMenu:
        """What the start menu's choices lead to (made on the first choice, like
        :attr:`settings`, so the start menu shows before its flow is imported)."""
        if self._menu is None:
            from shared.ui.menu import StartMenu

            self._menu = StartMenu(self.saves)
        return self._menu

    @property
    def settings(self) -> TableSettings:
        """The table's settings: the defaults (made when first asked for) until a game opens.

        Made late so that the start menu shows before the settings' model (pydantic) is
        imported.
        """
        if self._settings is None:
            from shared.ui.settings import TableSettings

            self._settings = TableSettings()
        return self._settings

    @settings.setter
    def settings(self, settings: TableSettings) -> None:
        self._settings = settings

    # ----------------------------------------------------------------- hooks
    def make_setup_screen(self) -> SetupScreen[OptionsT]:
        raise NotImplementedError

    def create_game(self, result: SetupResult[OptionsT]) -> G:
        """A new game from the set-up result (``ValueError`` if the options don't fit)."""
        raise NotImplementedError

    def own_game(self, game: object) -> G:
        """``game`` (read from a save) as this app's game class; ``TypeError`` if not."""
        raise NotImplementedError

    def new_game_like(self, game: G) -> G:
        """A rematch: a new game with the same preset and options, new deals."""
        raise NotImplementedError

    def make_table_screen(self) -> TableScreen[M]:
        raise NotImplementedError

    def table_model(self, game: G) -> M:
        raise NotImplementedError

    def prompt_human(self, game: G, seat: int) -> None:
        """Ask ``seat`` for a decision the table cannot take (push a modal); default none."""

    def after_action(self, game: G, seat: int, action: Action, before: Before) -> None:
        """Words, log lines and interludes after ``seat`` did ``action``."""

    def queue_hand_end(self, game: G, record: Any) -> None:
        """Queue the screens shown when hand ``record`` has ended (its summary, the
        score sheet), nothing else; ``after_action`` calls it live, and opening a save
        made between two hands calls it again, so the summary is never skipped."""

    def scoreboard_screen(self, game: G) -> Screen[None] | None:
        return None

    def hand_reviews(self, game: G) -> list[HandReview]:
        """Every finished hand of ``game`` as a review, oldest first (never the hand in
        progress); each game's app builds them from its records."""
        return []

    def game_over_screen(self, game: G) -> GameOverScreen:
        raise NotImplementedError

    def describe_card(self, card: str) -> str:
        return card

    @property
    def style(self) -> DeckStyle:
        """The deck style the table shows (names cards in the engine's words); French."""
        from shared.ui.deck import FRENCH

        return FRENCH

    def saves_family(self) -> tuple[str, ...]:
        """Other kinds whose saves the Load list shows too (the kinds of one command)."""
        return ()

    def hand_off(self, result: SetupResult[OptionsT]) -> bool:
        """Whether another table hosts this set-up (a sibling kind); True once arranged."""
        return False

    def handover_note(self) -> str:
        """Public news for the hand-over screen (who took the last trick…)."""
        return self.news

    def handover_question(self, game: G, seat: int) -> HandOverQuestion | None:
        """A question for ``seat`` on the hand-over screen, before his hand shows."""
        return None

    def handover_answered(self, seat: int, answer: str | None) -> None:
        """The hand-over was confirmed; ``answer`` is the question's action if chosen."""
        self.reveal(seat)
        if answer:
            self.apply_action(answer)

    # ------------------------------------------------------------- lifecycle
    def get_theme_variable_defaults(self) -> dict[str, str]:
        return dict(THEME_DEFAULTS)

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = True,
    ) -> None:
        """A toast, always as plain text: names in it are data, never markup."""
        super().notify(
            clean(message, keep_newlines=True),
            title=clean(title),
            severity=severity,
            timeout=timeout,
            markup=False,
        )

    def tell(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
    ) -> None:
        """Say ``message`` on the table's message line; a toast only with no table open.

        The newest message replaces the one before; under a dialog it waits on the line
        below (never a toast over the dialog).
        """
        table = self.table
        if table is None and self.game is not None:
            # A game is opening: say it once its table shows.
            self._waiting.append((message, title, severity, timeout))
            return
        if table is None or not table.is_mounted:
            self.notify(message, title=title, severity=severity, timeout=timeout)
            return
        text = clean(message)
        if title:
            # TRANSLATORS: a message on the table's line, "Not allowed: you must follow clubs."
            text = _("{title}: {text}").format(title=clean(title), text=text)
        table.tell(text, severity=severity, timeout=timeout)

    def on_mount(self) -> None:
        if not self.saves.claim():
            from shared.ui.screens.slot_busy import SlotBusyScreen

            pid = self.saves.holder()
            screen = SlotBusyScreen(self.GAME_TITLE, str(self.saves.folder), pid)
            self.push_screen(screen, self._slot_answered)
            return
        self._begin()

    def on_ready(self) -> None:
        # Once the first frame is on screen, while the player reads the menu, import what
        # the next screens need (a game opened straight away has imported its table).
        if isinstance(self.screen, StartScreen) and self.game is None:
            self.call_after_refresh(warm_up, self.warm_modules())

    def warm_modules(self) -> list[str]:
        """:attr:`WARM_UP`, then this kind's engine and bots (from the registry)."""
        kind = get_kind(self.GAME_KIND)
        return [*self.WARM_UP, kind.engine.partition(":")[0], kind.bots.partition(":")[0]]

    def on_unmount(self) -> None:
        self._full_passes.stop()
        self.flush_save()
        self.saves.release()

    async def on_event(self, event: events.Event) -> None:
        # The autosave of the last action is on disk before any key or click is handled.
        if isinstance(event, events.InputEvent):
            player_busy()  # the background imports wait a moment (shared.ui.warm)
            self.flush_save()
        await super().on_event(event)

    def _slot_answered(self, separate: bool | None) -> None:
        if not separate:
            self.exit(0)
            return
        try:
            path = self.saves.use_separate_slot()
        except OSError as exc:
            self.notify(
                _("No separate slot: {error}").format(error=exc), severity="error", timeout=10
            )
            self.exit(1)
            return
        self.notify(_("This window autosaves in {file}.").format(file=path.name), timeout=6)
        self._begin()

    def _begin(self) -> None:
        """The first screen: the game given on the command line, else the start menu."""
        loaded, self.loaded = self.loaded, None
        setup, self.setup_given = self.setup_given, None
        if loaded is not None:
            from shared.ui.menu import OpenSaved

            self._carry_out(OpenSaved(loaded))
        elif setup is not None:
            self._setup_done(setup)
        else:
            self.push_screen(self.make_start_screen())

    def make_start_screen(self) -> StartScreen:
        return StartScreen(self.GAME_TITLE, continue_summary=self.saves.continue_summary())

    def change_language(self, code: str) -> None:
        """Speak ``code`` from the next repaint on, and remember it in the saves folder."""
        set_language(*resolve_language(code))
        with contextlib.suppress(OSError):
            remember_language(self.saves.folder, code)
        if isinstance(self.screen, StartScreen):
            self.switch_screen(self.make_start_screen())
        self.refresh_bindings()

    # ------------------------------------------------------------ start menu
    @on(StartScreen.Chosen)
    def _menu_chosen(self, event: StartScreen.Chosen) -> None:
        self._carry_out(self.menu.choose(event.choice))

    def _carry_out(self, step: MenuStep) -> None:
        from shared.ui.menu import (
            ChangeLanguage,
            OpenSaved,
            Quit,
            ShowHelp,
            ShowLoadList,
            ShowSetup,
            ShowStatistics,
        )

        if isinstance(step, ShowSetup):
            self.push_screen(self.make_setup_screen(), self._setup_done)
        elif isinstance(step, ShowLoadList):
            from shared.ui.screens.load import LoadScreen

            load = LoadScreen(self.saves.list, self.saves.delete, folder=self.saves.folder)
            self.push_screen(load, self._load_chosen)
        elif isinstance(step, ShowHelp):
            self.action_help()
        elif isinstance(step, ShowStatistics):
            self.action_statistics()
        elif isinstance(step, ChangeLanguage):
            self.change_language(step.code)
        elif isinstance(step, Quit):
            self.exit(0)
        elif isinstance(step, OpenSaved):
            self.call_later(self.open_saved, step.loaded)
        else:
            self.notify(
                translate(step.message, self.style),
                title=translate(step.title),
                severity=step.severity,
                timeout=10,
            )

    def _load_chosen(self, path: Path | None) -> None:
        if path is not None:
            self._carry_out(self.menu.load(path))

    def _setup_done(self, result: SetupResult[OptionsT] | None) -> None:
        if result is None or self.hand_off(result):
            return
        try:
            game = self.create_game(result)
        except ValueError as exc:
            self.notify(exception_text(exc, self.style), severity="error")
            return
        self.call_later(self.open_game, game, result.players, result.table)

    async def open_saved(self, loaded: LoadedSave) -> None:
        """Open a game read from a save (its notice, if any, told first)."""
        from shared.ui.settings import TableSettings

        try:
            game = self.own_game(loaded.game)
        except TypeError as exc:
            self.notify(
                exception_text(exc, self.style),
                title=_("Cannot open"),
                severity="error",
                timeout=10,
            )
            return
        await self.open_game(game, loaded.players, TableSettings.from_saved(loaded.settings))
        # Saved between two hands (closed or killed while the summary was up): show the
        # hand that ended first, as it was shown live. ``advance`` (called later by
        # ``open_game``) shows the queue before anybody moves.
        ended = hand_to_show_again(game.hands)
        if ended is not None:
            self.queue_hand_end(game, ended)
        if loaded.notice:
            self.tell(translate(loaded.notice, self.style), severity="warning", timeout=8)

    async def open_game(
        self, game: G, players: Sequence[PlayerSpec], settings: TableSettings
    ) -> None:
        """Seat ``players`` at ``game`` and show the table (hand-over first if needed)."""
        self.flush_save()
        self._drop_bot_moves()
        self.event_text = ""
        self.news = ""
        self.table = None  # the old table goes; what is said now waits for the new one
        self._waiting.clear()
        self.game = game
        self.players = tuple(players)
        self.settings = settings
        self.redo_stack.clear()
        self.set_class(settings.four_colour, "-four-colour")
        self.bots = {
            seat: self.make_bot(player.kind, game.seed * 4 + seat)
            for seat, player in enumerate(self.players)
            if player.is_bot
        }
        self.hot_seat = HotSeat.for_players([player.is_bot for player in self.players])
        self.interludes.clear()
        await self._back_to_start()
        self.table = self.make_table_screen()
        await self.push_screen(self.table)
        self.refresh_table()
        forget_closed_screens()
        self.call_after_refresh(settle_the_heap)
        self._full_passes.start()
        waiting, self._waiting = self._waiting, []
        for message, title, severity, timeout in waiting:
            self.tell(message, title=title, severity=severity, timeout=timeout)
        self.call_later(self.advance)

    async def _back_to_start(self) -> None:
        """Drop every screen above the start screen (creating one if the app began in a game)."""
        while len(self.screen_stack) > 1 and not isinstance(self.screen, StartScreen):
            await self.pop_screen()
        if not isinstance(self.screen, StartScreen):
            await self.push_screen(self.make_start_screen())

    async def leave_game(self) -> None:
        """Back to the start screen (the autosave keeps the game)."""
        self.flush_save()
        self._drop_bot_moves()
        self.table = None
        self.game = None
        await self._back_to_start()
        if isinstance(self.screen, StartScreen):
            # The autosave changed: rebuild the start screen to show it.
            await self.switch_screen(self.make_start_screen())

    def _drop_bot_moves(self) -> None:
        """Whatever a bot is thinking about belongs to a game that is gone."""
        self.turns.reset()
        self.workers.cancel_group(self, "bots")

    def make_bot(self, level: str, seed: int) -> Bot:
        """A bot of ``level``; if that level cannot be built, a random one (with a toast)."""
        from shared.bots import RandomBot, make_bot

        try:
            return make_bot(self.GAME_KIND, level, seed=seed)
        except Exception as exc:  # a broken bot module must not stop the table
            # TRANSLATORS: {level} is a bot level (easy … expert); {error} the programmer's words.
            text = _("The {level} bot is unavailable ({error}); a random bot plays.")
            self.tell(text.format(level=_(level), error=exc), timeout=8)
            return RandomBot(seed)

    # ---------------------------------------------------------------- seats
    @property
    def revealed(self) -> int | None:
        """The seat whose hand shows (the person who confirmed the hand-over)."""
        return self.hot_seat.revealed

    def name_of(self, seat: int) -> str:
        """The seat's player's name, safe to show (control characters made visible)."""
        if seat < len(self.players):
            return clean(self.players[seat].name)
        return _("Seat {number}").format(number=seat)

    def is_bot(self, seat: int) -> bool:
        return seat in self.bots

    def is_you(self, seat: int) -> bool:
        """Whether ``seat`` is spoken to as "you": the one person at the table, so named."""
        from shared.players import is_you_name, the_one_person

        return seat == the_one_person(self.players) and is_you_name(self.name_of(seat))

    def said(self, seat: int, you: str, other: str, **args: object) -> str:
        """A sentence about ``seat``'s player, both forms marked with ``N_``: ``you``
        ("You play {card}") for the one person at the table when he is "You", else
        ``other`` ("{name} plays {card}"), with the name as ``{name}``."""
        name = self.name_of(seat)
        return _(you if self.is_you(seat) else other).format(name=name, **args)

    @property
    def bot_delay(self) -> float:
        if self.bot_delay_override is not None:
            return self.bot_delay_override
        return self.settings.bot_delay

    def viewpoint(self) -> int:
        """The seat drawn at the bottom: the confirmed player, else the first person."""
        return self.hot_seat.viewpoint()

    # ----------------------------------------------------------------- loop
    def refresh_table(self) -> None:
        if self.table is not None and self.game is not None and self.table.is_mounted:
            self.table.show(self.table_model(self.game))
            shown = (self.can_undo(), self.can_redo())
            if shown != self._undo_shown:
                # The footer shows Undo and Redo only when they would do something.
                self._undo_shown = shown
                self.table.call_after_refresh(self.table.refresh_bindings)

    def apply_action(self, action: str) -> bool:
        """Apply ``action`` for the player to move; False (with a toast) if illegal."""
        from shared.game import IllegalAction

        game = self.game
        if game is None or game.to_move is None:
            return False
        self.flush_save()  # the save of the action before is on disk before this one applies
        seat = game.to_move
        before = Before.of(game)
        wanted = " ".join(str(action).split()).lower()
        chosen = next((a for a in game.legal_actions() if a.lower() == wanted), None)
        try:
            game.apply(action)
        except IllegalAction as exc:
            self.tell(exception_text(exc, self.style), title=_("Not allowed"), severity="warning")
            return False
        self.redo_stack.clear()  # a new move: what was taken back is gone for good
        if not self.is_bot(seat) and self.table is not None and self.table.is_mounted:
            self.table.clear_message()  # a refusal or a hint said before the move is stale
        self.save_soon()
        if chosen is not None:
            self.after_action(game, seat, chosen, before)
        self.refresh_table()
        self.advance()
        return True

    def request_play(self, card: str) -> None:
        """A person tried ``card``: play it, or say why not (the engine's words)."""
        game = self.game
        if game is None or game.to_move is None or self.is_bot(game.to_move):
            return
        reason = game.legal_reason(card)
        if reason:
            text = sentence(translate(reason, self.style))
            self.tell(text, title=_("Not allowed"), severity="warning")
            return
        play = next((a for a in game.legal_actions() if a.card == card), None)
        self.apply_action(play if play is not None else f"play {card}")

    # The table's messages come to handlers named after them (Textual's
    # ``on_<screen>_<message>``) rather than ``@on(TableScreen.…)``, so that defining the
    # app does not import the table screen (the start menu shows without it).
    def on_table_screen_play_requested(self, event: TableScreen.PlayRequested) -> None:
        self.request_play(event.card)

    def on_table_screen_hint_requested(self) -> None:
        self.action_hint()

    def on_table_screen_resumed(self) -> None:
        forget_closed_screens()
        self.call_later(self.advance)

    def queue_interlude(self, screen: Screen[None]) -> None:
        """Show ``screen`` (a summary…) before the game goes on."""
        self.interludes.add(screen)

    def advance(self) -> None:
        """Give the move to whoever has it, once the table is the screen on top."""
        from shared.ui.screens.handover import HandOverScreen

        game, table = self.game, self.table
        if game is None or table is None or self.screen is not table:
            return
        interlude = self.interludes.next()
        if interlude is not None:
            # Everybody reads a summary, and the table under it already holds the next
            # deal: hide the hand; the next player confirms again.
            if self.hot_seat.hide_for_interlude():
                self.refresh_table()
            self.push_screen(interlude)
            return
        if game.phase == "game_over" or game.to_move is None:
            self.record_statistics(game)
            self.push_screen(self.game_over_screen(game), self._game_over_chosen)
            return
        seat = game.to_move
        if self.is_bot(seat):
            ticket = self.turns.start()
            if ticket is not None:
                self._bot_turn(game, seat, ticket)
            return
        if self._auto_play(game, seat):
            return
        if self.hot_seat.needs_handover(seat):
            self.hot_seat.hide()
            self.refresh_table()
            self.clear_notifications()
            if table.is_mounted:
                table.clear_message()  # what was said to the last player is his
            self.push_screen(
                HandOverScreen(
                    self.name_of(seat), self.handover_note(), self.handover_question(game, seat)
                ),
                lambda answer: self.handover_answered(seat, answer),
            )
            return
        self.prompt_human(game, seat)

    def _auto_play(self, game: G, seat: int) -> bool:
        hold, self._hold_auto_play = self._hold_auto_play, False
        if not self.settings.auto_play or hold:
            return False
        legal = game.legal_actions()
        if len(legal) == 1 and legal[0].kind == "play":
            self.tell(_("{name}: only one card can be played.").format(name=self.name_of(seat)))
            return self.apply_action(legal[0])
        return False

    def say(self, text: str, *, toast: bool = False, timeout: float = 3.0) -> None:
        """Put ``text`` on the table's event line (``event_text``) and in the hand log.

        ``toast``: news worth keeping in sight a while (a Weis, a trick taken) shows on
        the message line too, for ``timeout`` seconds (the name is older than the line).
        """
        self.event_text = clean(text)
        if self.table is not None and self.table.is_mounted:
            self.table.log_event(self.event_text)
        if toast:
            self.tell(text, timeout=timeout)

    def decided(self, action: str | None) -> None:
        """Callback for decision modals: apply the action they were dismissed with."""
        if action:
            self.apply_action(action)

    def reveal(self, seat: int) -> None:
        """The hand-over was confirmed: ``seat`` may now see his hand."""
        self.hot_seat.reveal(seat)
        self.refresh_table()

    @work(exclusive=True, group="bots", exit_on_error=False)
    async def _bot_turn(self, game: G, seat: int, ticket: int) -> None:
        bot = self.bots[seat]

        def prepare() -> Callable[[], Action]:
            view, legal = game.view(seat), game.legal_actions()
            return lambda: bot.choose(view, legal)

        action = await self.turns.think(ticket, self.bot_delay, prepare)
        if action is not None and self.game is game:
            self.apply_action(action)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        worker = event.worker
        if worker.group == "bots" and event.state == WorkerState.ERROR:
            self.tell(
                _("A bot failed: {error}").format(error=worker.error), severity="error", timeout=10
            )

    def save_soon(self) -> None:
        """Autosave the action just applied right after the table has been repainted.

        The card shows first; the save (atomic, fsynced) follows as soon as that frame is
        written (:meth:`_display`; a timer if no frame comes). Whatever depends on it
        writes it first (:meth:`flush_save`): the next action, any key or click, opening
        or leaving a game, closing the window.
        """
        if not self._save_due:
            self._save_due = True
            self.set_timer(SAVE_DELAY, self.flush_save)

    def _display(self, screen: Screen[object], renderable: RenderableType | None) -> None:
        super()._display(screen, renderable)
        if renderable is not None and not self._batch_count:
            # A frame is out: now the work that could wait for it.
            self.flush_save()
            if self.table is not None:
                self.table.frame_painted()

    def flush_save(self) -> None:
        """Write the autosave :meth:`save_soon` promised, if it is not written yet."""
        if self._save_due:
            self._save_due = False
            self.save_now()

    def save_now(self) -> None:
        """Autosave (after every action); a failure is reported once, the game goes on."""
        self._save_due = False
        if self.game is None:
            return
        problem = self.saves.autosave(self.game, self.players, self.settings)
        if problem:
            self.tell(translate(problem, self.style), severity="error", timeout=10)

    # ------------------------------------------------------------------ undo
    def undo_seats(self) -> tuple[int, ...]:
        """The seats whose moves undo takes back: the one person, or in hot-seat (when
        the set-up allows it) every person; none otherwise."""
        from shared.players import the_one_person

        one = the_one_person(self.players)
        if one is not None:
            return (one,)
        if self.hot_seat.shared and self.settings.undo_hot_seat:
            return self.hot_seat.humans
        return ()

    def undo_steps(self) -> int:
        """How many actions the next undo takes back (0: none), cached per position."""
        game = self.game
        seats = self.undo_seats()
        if game is None or not seats:
            return 0
        key = (id(game), len(game.hands), len(game.hand_actions), game.undos)
        if self._undo_cache is None or self._undo_cache[0] != key:
            self._undo_cache = (key, game.undo_steps(seats))
        return self._undo_cache[1]

    def can_undo(self) -> bool:
        return self.undo_steps() > 0

    def can_redo(self) -> bool:
        return self.game is not None and bool(self.redo_stack)

    def undo_refusal(self) -> str:
        """Why undo does nothing now (said on the message line)."""
        game = self.game
        if game is None:
            return ""
        if game.phase == "game_over":
            return _("Nothing to take back: the game is over.")
        if not self.undo_seats():
            if self.hot_seat.shared:
                return _(
                    "Undo is off at a shared keyboard; the set-up can allow it for a new game."
                )
            return _("Nothing to take back: only bots play at this table.")
        return _("Nothing to take back in this hand yet; a scored hand stays as it is.")

    FOOTER_ROOM_FOR_UNDO = 100
    """Columns from which the table's footer names Undo and Redo (at 80 it is full)."""

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("undo", "redo"):
            # Only the footer's entries: the keys themselves are undo_key / redo_key.
            room = self.size.width >= self.FOOTER_ROOM_FOR_UNDO
            return room and (self.can_undo() if action == "undo" else self.can_redo())
        return True

    def on_resize(self) -> None:
        self.refresh_bindings()  # the footer's Undo and Redo need the room

    def action_undo_key(self) -> None:
        """``u``: undo, or say why there is nothing to take back."""
        self.action_undo()

    def action_redo_key(self) -> None:
        """``U``: redo, or say there is nothing to put back."""
        self.action_redo()

    def action_undo(self) -> None:
        """Take back the last card or decision of the person (and the bots' replies)."""
        game, steps = self.game, self.undo_steps()
        if game is None or steps == 0:
            refusal = self.undo_refusal()
            if refusal:
                self.tell(refusal, severity="warning")
            return
        taken = game.hand_actions[-steps:]
        self._drop_bot_moves()
        self.workers.cancel_group(self, "hint")
        self.interludes.clear()
        undone = game.undone(steps)
        self.game = undone
        self.redo_stack.append([str(action) for action in taken])
        seat = undone.to_move
        self.save_now()
        self.event_text = ""
        if self.table is not None and self.table.is_mounted:
            self.table.clear_message()
        self.refresh_table()
        if seat is not None:
            if taken[0].card is not None:
                text = self.said(
                    seat,
                    N_("Took back your card (U puts it back)."),
                    N_("Took back {name}'s card (U puts it back)."),
                )
            else:
                text = self.said(
                    seat,
                    N_("Took back your decision (U puts it back)."),
                    N_("Took back {name}'s decision (U puts it back)."),
                )
            self.tell(text)
            if self.table is not None and self.table.is_mounted:
                self.table.log_event(text)  # the log's lines above it were taken back
        self.call_later(self._after_undo)

    def _after_undo(self, hold_auto_play: bool = True) -> None:
        """Go on from the position undo or redo left: a dialog, a hand-over, a bot."""
        self._drop_open_decision()
        self._hold_auto_play = hold_auto_play
        self.advance()

    def _drop_open_decision(self) -> None:
        """A decision dialog over the table asked about a position that is gone."""
        table = self.table
        if table is None:
            return
        while len(self.screen_stack) > 1 and self.screen is not table:
            if table not in self.screen_stack:
                return
            self.pop_screen()

    def action_redo(self) -> None:
        """Put back what the last undo took back (the same moves, bots' too)."""
        from shared.game import IllegalAction

        game = self.game
        if game is None or not self.redo_stack:
            if game is not None:
                self.tell(_("Nothing to redo: no move was taken back since the last one."))
            return
        group = self.redo_stack.pop()
        self._drop_bot_moves()
        self.workers.cancel_group(self, "hint")
        done = 0
        for text in group:
            seat = game.to_move
            if seat is None:
                break
            before = Before.of(game)
            chosen = next((a for a in game.legal_actions() if str(a) == text), None)
            try:
                game.apply(text)
            except IllegalAction:
                self.redo_stack.clear()
                break
            done += 1
            if chosen is not None:
                self.after_action(game, seat, chosen, before)
        if done:
            self.save_now()
        if self.table is not None and self.table.is_mounted:
            self.table.clear_message()
        self.refresh_table()
        self.tell(_("Put back what was taken back."))
        self.call_later(self._after_undo, False)

    # --------------------------------------------------------------- actions
    def action_help(self) -> None:
        from shared.ui.screens.help import HelpScreen

        self.push_screen(HelpScreen(self.GAME_TITLE, TABLE_KEYS, self.RULES_SUMMARY, self.style))

    def action_scoreboard(self) -> None:
        if self.game is None:
            return
        screen = self.scoreboard_screen(self.game)
        if screen is not None:
            self.push_screen(screen)

    def action_review_hand(self) -> None:
        """``v`` on a hand summary or a score sheet: the latest finished hand, trick by trick."""
        from shared.ui.screens.review import HandReviewScreen

        reviews = self.hand_reviews(self.game) if self.game is not None else []
        if not reviews:
            self.notify(_("No finished hand to review yet."))
            return
        names = [self.name_of(seat) for seat in SEATS]
        self.push_screen(HandReviewScreen(reviews, names, self.style, viewpoint=self.viewpoint()))

    def action_hint(self) -> None:
        game = self.game
        if game is None or game.to_move is None or self.is_bot(game.to_move):
            return
        self._hint(game, game.to_move, self.turns.generation)

    @work(exclusive=True, group="hint", exit_on_error=False)
    async def _hint(self, game: G, seat: int, generation: int) -> None:
        bot = self.make_bot("normal", game.seed)
        view, legal = game.view(seat), game.legal_actions()
        action = await asyncio.to_thread(bot.choose, view, legal)
        if generation != self.turns.generation or game is not self.game or game.to_move != seat:
            return
        card = action.card
        text = str(action)
        if card is not None:
            if self.table is not None and self.table.is_mounted:
                self.table.point_at(card)
            # TRANSLATORS: a hint, "play the jack of hearts"; German "Herz-Bube spielen".
            text = _("play the {card}").format(card=self.describe_card(card))
        self.tell(_("Hint: {text}").format(text=text), timeout=10)

    def action_save(self) -> None:
        from shared.ui.screens.save import SaveNameScreen

        if self.game is None:
            return
        self.push_screen(SaveNameScreen(), self._save_named)

    def _save_named(self, name: str | None, overwrite: bool = False) -> None:
        from shared.ui.screens.confirm import ConfirmScreen

        if not name or self.game is None:
            return
        try:
            path = self.saves.save_named(
                name, self.game, self.players, self.settings, overwrite=overwrite
            )
        except SaveExists:
            self.push_screen(
                ConfirmScreen(
                    _("A save called '{name}' exists. Overwrite it?").format(name=clean(name))
                ),
                lambda yes: self._save_named(name, overwrite=True) if yes else None,
            )
            return
        except SaveError as exc:
            self.tell(exception_text(exc, self.style), severity="error", timeout=10)
            return
        self.tell(_("Saved as {name}.").format(name=path.stem))

    def rematch(self) -> None:
        """A new game with the same people, options and settings, new deals."""
        old = self.game
        if old is not None:
            self.call_later(self.open_game, self.new_game_like(old), self.players, self.settings)

    def _game_over_chosen(self, choice: str | None) -> None:
        if choice == "rematch":
            self.rematch()
        elif choice == "scores":
            # The table resumes after the sheet closes and shows the game over again.
            self.action_scoreboard()
        elif choice == "statistics":
            # Like the sheet: the game over shows again when the statistics close.
            self.action_statistics()
        elif choice == "quit":
            self.exit(0)
        else:
            self.call_later(self.leave_game)

    # ------------------------------------------------------------ statistics
    def record_statistics(self, game: G) -> None:
        """Count the finished ``game`` in the saves folder's statistics (once per game).

        Done in a thread (the statistics file is locked while two windows write it); a
        broken file is set aside and the player told where it went.
        """
        from shared.stats import game_record, record_game

        if not self.saves.enabled or game is self._counted:
            return
        self._counted = game
        record = game_record(self.GAME_KIND, game, self.players)
        folder = self.saves.folder

        def write() -> None:
            try:
                notice = record_game(folder, record)
            except OSError as exc:
                problem = _("The statistics could not be written: {reason}").format(
                    reason=exc.strerror or exc
                )
                self.call_from_thread(self.tell, problem, severity="error", timeout=10)
                return
            if notice is not None:
                self.call_from_thread(self.tell, translate(notice), severity="warning", timeout=15)

        self.run_worker(write, thread=True, group="statistics", exit_on_error=False)

    def statistics_kinds(self) -> tuple[str, ...]:
        """The kinds of this command, this table's first."""
        own = self.GAME_KIND
        others = kinds_for_command(get_kind(own).command)
        return (own, *(kind.id for kind in others if kind.id != own))

    def action_statistics(self) -> None:
        from shared.stats import StatsError, read_statistics, score_race
        from shared.ui.screens.statistics import StatisticsScreen

        problem: str | None = None
        try:
            stats = read_statistics(self.saves.folder)
        except StatsError as exc:
            stats, problem = None, exc.message
        game = self.game
        race = score_race(self.GAME_KIND, game, self.players) if game is not None else None
        self.push_screen(
            StatisticsScreen(
                stats, self.statistics_kinds(), race=race, current=race is not None, problem=problem
            )
        )
