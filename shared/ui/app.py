"""The base card-table app: start screen, game loop, bots in a worker, autosave, hot seat.

A game's app subclasses :class:`CardTableApp`, sets ``GAME_KIND`` / ``GAME_TITLE`` /
``RULES_SUMMARY`` / ``DIRECTION`` and implements the hooks:

- ``make_setup_screen()`` and ``create_game(result)``: a new game from the set-up screen;
- ``make_table_screen()`` and ``table_model()``: the table and what it shows;
- ``prompt_human(seat)``: push the decision modal the engine asks for (contract, bid,
  Weis…), or do nothing when the player simply plays a card on the table;
- ``after_action(seat, action, before)``: toasts, log lines and interlude screens
  (hand summary…) after an action, from a :class:`Before` snapshot;
- ``scoreboard_screen()``, ``game_over_screen()``, ``describe_card(card)``.

The loop: every applied action is autosaved, the table re-renders, queued interludes
show, then :meth:`CardTableApp.advance` hands the move to a bot (a worker thread, paced
by the bot speed; tests set ``bot_delay=0``) or to a human, after the opaque hand-over
screen when two or more people share the keyboard. The engine decides everything; the
app only asks it and shows what it says.
"""

from __future__ import annotations

import asyncio
import collections
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

from textual import work
from textual.app import App
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.worker import Worker, WorkerState

from shared.game import IllegalAction
from shared.players import PlayerSpec
from shared.ui.screens.confirm import ConfirmScreen
from shared.ui.screens.handover import HandOverScreen
from shared.ui.screens.help import HelpScreen
from shared.ui.screens.load import LoadScreen
from shared.ui.screens.save import SaveNameScreen
from shared.ui.screens.setup import SetupResult, SetupScreen
from shared.ui.screens.start import StartScreen
from shared.ui.screens.table import TableScreen
from shared.ui.table_model import TableModel

BOT_DELAYS = {"instant": 0.0, "normal": 0.7, "slow": 1.6}
"""Seconds a bot waits before its card appears, by the set-up screen's bot speed."""

THEME_DEFAULTS = {
    "felt": "#1d5c38",
    "felt-ink": "#eef3ea",
    "card-face": "#f6f3ea",
    "card-face-dim": "#9a988f",
    "card-ink-dim": "#4d4c48",
    "card-red": "#c1121f",
    "card-black": "#111111",
    "card-back": "#23407f",
    "card-back-ink": "#a9bcf5",
    "card-hearts": "#c1121f",
    "card-diamonds": "#1f5bd1",
    "card-spades": "#111111",
    "card-clubs": "#137a2a",
}
"""Theme variables of the table; a theme may override any of them."""

TABLE_KEYS = [
    ("← / →", "move between your cards"),
    ("Enter", "play the selected card"),
    ("1 – 9", "play that card of your hand"),
    ("click", "play the card clicked"),
    ("l", "show the last trick (until the next lead)"),
    ("h", "hint: what a normal bot would play"),
    ("t", "score sheet"),
    ("?", "this help"),
    ("Ctrl+S", "save under a name"),
    ("Ctrl+Q", "quit (the game is autosaved; --continue brings it back)"),
]


@dataclass(frozen=True)
class Before:
    """What the table looked like before an action: for toasts about what changed."""

    hand_index: int
    tricks_done: int
    scores: tuple[int, ...]
    phase: str


class CardTableApp(App[int]):
    """The generic card table; see the module docstring for the hooks."""

    GAME_KIND: ClassVar[str] = ""
    GAME_TITLE: ClassVar[str] = ""
    RULES_SUMMARY: ClassVar[str] = ""
    DIRECTION: ClassVar[int] = 1
    CSS_PATH: ClassVar[Any] = [Path(__file__).with_name("table.tcss")]
    HORIZONTAL_BREAKPOINTS: ClassVar[list[tuple[int, str]] | None] = [
        (0, "-narrow"),
        (80, "-compact-w"),
        (100, "-roomy-w"),
        (120, "-wide"),
    ]
    VERTICAL_BREAKPOINTS: ClassVar[list[tuple[int, str]] | None] = [
        (0, "-short"),
        (24, "-compact-h"),
        (32, "-roomy-h"),
    ]
    ENABLE_COMMAND_PALETTE = False
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit", "Quit", id="app.quit", priority=True)
    ]

    def __init__(
        self,
        saves_dir: Path,
        loaded: Any | None = None,
        seed: int | None = None,
        *,
        bot_delay: float | None = None,
        autosave: bool = True,
    ) -> None:
        super().__init__()
        self.saves_dir = Path(saves_dir)
        self.loaded = loaded
        self.seed = seed
        self.bot_delay_override = bot_delay
        self.autosave_enabled = autosave
        self.game: Any | None = None
        self.players: tuple[PlayerSpec, ...] = ()
        self.settings: dict[str, Any] = {}
        self.revealed: int | None = None
        self.table: TableScreen | None = None
        self.bots: dict[int, Any] = {}
        self._bot_busy = False
        self._token = 0
        self._interludes: collections.deque[Screen[Any]] = collections.deque()
        self._autosave_failed = False
        self.event_text = ""
        self.news = ""
        """What the last actions brought (Weis, bids…), shown on the hand-over screen."""

    # ----------------------------------------------------------------- hooks
    def make_setup_screen(self) -> SetupScreen:
        raise NotImplementedError

    def create_game(self, result: SetupResult) -> tuple[Any, dict[str, Any]]:
        """A new game and the UI settings from the set-up result."""
        raise NotImplementedError

    def make_table_screen(self) -> TableScreen:
        return TableScreen()

    def table_model(self) -> TableModel:
        raise NotImplementedError

    def prompt_human(self, seat: int) -> None:
        """Ask ``seat`` for a decision the table cannot take (push a modal); default none."""

    def after_action(self, seat: int, action: str, before: Before) -> None:
        """Toasts, log lines and interludes after ``seat`` did ``action``."""

    def scoreboard_screen(self) -> Screen[Any] | None:
        return None

    def game_over_screen(self) -> Screen[Any]:
        raise NotImplementedError

    def describe_card(self, card: str) -> str:
        return card

    def handover_note(self) -> str:
        """Public news for the hand-over screen (who took the last trick…)."""
        return self.news

    # ------------------------------------------------------------- lifecycle
    def get_theme_variable_defaults(self) -> dict[str, str]:
        return dict(THEME_DEFAULTS)

    def on_mount(self) -> None:
        if self.loaded is not None:
            loaded, self.loaded = self.loaded, None
            if loaded.notice:
                self.notify(loaded.notice, severity="warning", timeout=8)
            self.call_later(self.open_game, loaded.game, loaded.players, loaded.settings)
        else:
            self.push_screen(self.make_start_screen())

    def make_start_screen(self) -> StartScreen:
        return StartScreen(self.GAME_TITLE, continue_summary=self._autosave_summary())

    def _autosave_summary(self) -> str | None:
        from shared.persistence import autosave_path, list_saves

        path = autosave_path(self.GAME_KIND, self.saves_dir)
        if not path.exists():
            return None
        for info in list_saves(self.saves_dir, self.GAME_KIND):
            if Path(info.path) == path:
                return info.error if info.error else info.summary
        return None

    async def on_start_screen_chosen(self, event: StartScreen.Chosen) -> None:
        choice = event.choice
        if choice == "new":
            self.push_screen(self.make_setup_screen(), self._setup_done)
        elif choice == "continue":
            self._continue()
        elif choice == "load":
            self._open_load_screen()
        elif choice == "rules":
            self.action_help()
        elif choice == "quit":
            self.exit(0)

    def _setup_done(self, result: SetupResult | None) -> None:
        if result is None:
            return
        try:
            game, settings = self.create_game(result)
        except ValueError as exc:
            self.notify(str(exc), severity="error")
            return
        players = tuple(PlayerSpec(name=name, kind=kind) for name, kind in result.players)  # type: ignore[arg-type]
        self.call_later(self.open_game, game, players, settings)

    def _continue(self) -> None:
        from shared.persistence import SaveError, load_autosave

        try:
            loaded = load_autosave(self.GAME_KIND, self.saves_dir)
        except SaveError as exc:
            self.notify(str(exc), title="Cannot continue", severity="error", timeout=10)
            return
        if loaded is None:
            self.notify("There is no game to continue.", severity="warning")
            return
        if loaded.notice:
            self.notify(loaded.notice, severity="warning", timeout=8)
        self.call_later(self.open_game, loaded.game, loaded.players, loaded.settings)

    def _open_load_screen(self) -> None:
        from shared.persistence import delete_save, list_saves

        self.push_screen(
            LoadScreen(lambda: list_saves(self.saves_dir, self.GAME_KIND), delete_save),
            self._load_chosen,
        )

    def _load_chosen(self, path: Path | None) -> None:
        from shared.persistence import SaveError, load_save

        if path is None:
            return
        try:
            loaded = load_save(path, self.GAME_KIND, self.saves_dir)
        except SaveError as exc:
            self.notify(str(exc), title="Cannot load", severity="error", timeout=10)
            return
        if loaded.notice:
            self.notify(loaded.notice, severity="warning", timeout=8)
        self.call_later(self.open_game, loaded.game, loaded.players, loaded.settings)

    async def open_game(
        self, game: Any, players: Sequence[PlayerSpec], settings: dict[str, Any]
    ) -> None:
        """Seat ``players`` at ``game`` and show the table (hand-over first if needed)."""
        self.event_text = ""
        self.news = ""
        self._token += 1
        self._bot_busy = False
        self.workers.cancel_group(self, "bots")
        self.game = game
        self.players = tuple(players)
        self.settings = dict(settings)
        self.set_class(bool(self.settings.get("four_colour")), "-four-colour")
        self.bots = {
            seat: self.make_bot(player.kind, game.seed * 4 + seat)
            for seat, player in enumerate(self.players)
            if player.is_bot
        }
        humans = self.human_seats
        self.revealed = humans[0] if len(humans) == 1 else None
        self._interludes.clear()
        await self._back_to_start()
        self.table = self.make_table_screen()
        await self.push_screen(self.table)
        self.refresh_table()
        self.call_later(self.advance)

    async def _back_to_start(self) -> None:
        """Drop every screen above the start screen (creating one if the app began in a game)."""
        while len(self.screen_stack) > 1 and not isinstance(self.screen, StartScreen):
            await self.pop_screen()
        if not isinstance(self.screen, StartScreen):
            await self.push_screen(self.make_start_screen())

    async def leave_game(self) -> None:
        """Back to the start screen (the autosave keeps the game)."""
        self._token += 1
        self.workers.cancel_group(self, "bots")
        self._bot_busy = False
        self.table = None
        self.game = None
        await self._back_to_start()
        start = self.screen
        if isinstance(start, StartScreen):
            # The autosave changed: rebuild the start screen to show it.
            await self.switch_screen(self.make_start_screen())

    def make_bot(self, level: str, seed: int) -> Any:
        """A bot of ``level``; if that level cannot be built, a random one (with a toast)."""
        from shared.bots import RandomBot, make_bot

        try:
            return make_bot(self.GAME_KIND, level, seed=seed)
        except Exception as exc:  # a broken bot module must not stop the table
            self.notify(f"The {level} bot is unavailable ({exc}); a random bot plays.", timeout=8)
            return RandomBot(seed)

    # ---------------------------------------------------------------- seats
    @property
    def human_seats(self) -> list[int]:
        return [seat for seat, player in enumerate(self.players) if not player.is_bot]

    def name_of(self, seat: int) -> str:
        return self.players[seat].name if seat < len(self.players) else f"Seat {seat}"

    def is_bot(self, seat: int) -> bool:
        return seat in self.bots

    @property
    def bot_delay(self) -> float:
        if self.bot_delay_override is not None:
            return self.bot_delay_override
        return BOT_DELAYS.get(str(self.settings.get("bot_speed", "normal")), 0.7)

    # ----------------------------------------------------------------- loop
    def refresh_table(self) -> None:
        if self.table is not None and self.game is not None and self.table.is_mounted:
            self.table.show(self.table_model())

    def before(self) -> Before:
        game = self.game
        record = game.hands[-1]
        done = sum(1 for trick in record.tricks if trick.winner is not None)
        return Before(len(game.hands) - 1, done, tuple(game.scores), game.phase)

    def apply_action(self, action: Any) -> bool:
        """Apply ``action`` for the player to move; False (with a toast) if illegal."""
        game = self.game
        if game is None or game.to_move is None:
            return False
        seat = game.to_move
        before = self.before()
        try:
            game.apply(action)
        except IllegalAction as exc:
            self.notify(str(exc), title="Not allowed", severity="warning")
            return False
        self.save_now()
        self.after_action(seat, str(action), before)
        self.refresh_table()
        self.advance()
        return True

    def request_play(self, card: str) -> None:
        """A human tried ``card``: play it, or say why not (the engine's words)."""
        game = self.game
        if game is None or game.to_move is None or self.is_bot(game.to_move):
            return
        reason = game.legal_reason(card)
        if reason:
            self.notify(reason[0].upper() + reason[1:], title="Not allowed", severity="warning")
            return
        self.apply_action(f"play {card}")

    def queue_interlude(self, screen: Screen[Any]) -> None:
        """Show ``screen`` (a summary…) before the game goes on."""
        self._interludes.append(screen)

    def advance(self) -> None:
        """Give the move to whoever has it, once the table is the screen on top."""
        game, table = self.game, self.table
        if game is None or table is None or self.screen is not table:
            return
        if self._interludes:
            if len(self.human_seats) >= 2 and self.revealed is not None:
                # Everybody reads a summary, and the table under it already holds the
                # next deal: hide the hand; the next player confirms again.
                self.revealed = None
                self.refresh_table()
            self.push_screen(self._interludes.popleft())
            return
        if game.phase == "game_over" or game.to_move is None:
            self.push_screen(self.game_over_screen(), self._game_over_chosen)
            return
        seat = game.to_move
        if self.is_bot(seat):
            if not self._bot_busy:
                self._bot_busy = True
                self._bot_turn(seat, self._token)
            return
        if self._auto_play():
            return
        if len(self.human_seats) >= 2 and self.revealed != seat:
            self.revealed = None
            self.refresh_table()
            self.clear_notifications()
            self.push_screen(
                HandOverScreen(self.name_of(seat), self.handover_note()),
                lambda _: self.reveal(seat),
            )
            return
        self.prompt_human(seat)

    def _auto_play(self) -> bool:
        if not self.settings.get("auto_play"):
            return False
        legal = self.game.legal_actions()
        if len(legal) == 1 and str(legal[0]).startswith("play "):
            self.notify(f"{self.name_of(self.game.to_move)}: only one card can be played.")
            return self.apply_action(legal[0])
        return False

    def viewpoint(self) -> int:
        """The seat drawn at the bottom: the confirmed player, else the first person."""
        if self.revealed is not None:
            return self.revealed
        humans = self.human_seats
        return humans[0] if humans else 0

    def say(self, text: str, *, toast: bool = False, timeout: float = 3.0) -> None:
        """Put ``text`` on the table's event line (``event_text``) and in the hand log."""
        self.event_text = text
        if self.table is not None and self.table.is_mounted:
            self.table.log_event(text)
        if toast:
            self.notify(text, timeout=timeout)

    def decided(self, action: str | None) -> None:
        """Callback for decision modals: apply the action they were dismissed with."""
        if action:
            self.apply_action(action)

    def reveal(self, seat: int) -> None:
        """The hand-over was confirmed: ``seat`` may now see his hand."""
        self.revealed = seat
        self.refresh_table()

    @work(exclusive=True, group="bots", exit_on_error=False)
    async def _bot_turn(self, seat: int, token: int) -> None:
        delay = self.bot_delay
        if delay > 0:
            await asyncio.sleep(delay)
        game = self.game
        if game is None or token != self._token:
            return
        view = game.view(seat)
        legal = game.legal_actions()
        action = await asyncio.to_thread(self.bots[seat].choose, view, legal)
        if token != self._token or self.game is not game:
            return
        self._bot_busy = False
        self.apply_action(action)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        worker = event.worker
        if worker.group == "bots" and event.state in (WorkerState.ERROR, WorkerState.CANCELLED):
            self._bot_busy = False
            if event.state == WorkerState.ERROR:
                self.notify(f"A bot failed: {worker.error}", severity="error", timeout=10)

    def save_now(self) -> None:
        """Autosave (after every action); a failure is reported once, the game goes on."""
        if not self.autosave_enabled or self.game is None:
            return
        from shared.persistence import SaveError, autosave

        try:
            autosave(self.GAME_KIND, self.game, self.players, self.settings, self.saves_dir)
        except (SaveError, OSError) as exc:
            if not self._autosave_failed:
                self._autosave_failed = True
                self.notify(f"Autosave failed: {exc}", severity="error", timeout=10)

    # --------------------------------------------------------------- actions
    def action_help(self) -> None:
        self.push_screen(HelpScreen(self.GAME_TITLE, TABLE_KEYS, self.RULES_SUMMARY))

    def action_scoreboard(self) -> None:
        screen = self.scoreboard_screen()
        if screen is not None:
            self.push_screen(screen)

    def action_hint(self) -> None:
        game = self.game
        if game is None or game.to_move is None or self.is_bot(game.to_move):
            return
        self._hint(game.to_move, self._token)

    @work(exclusive=True, group="hint", exit_on_error=False)
    async def _hint(self, seat: int, token: int) -> None:
        game = self.game
        bot = self.make_bot("normal", game.seed)
        action = await asyncio.to_thread(bot.choose, game.view(seat), game.legal_actions())
        if token != self._token or game.to_move != seat:
            return
        text = str(action)
        if text.startswith("play "):
            card = text.split()[1]
            if self.table is not None and self.table.model is not None:
                hand = self.table.model.hand
                if card in hand:
                    self.table.query_one("#hand").cursor = hand.index(card)  # type: ignore[attr-defined]
            text = f"play the {self.describe_card(card)}"
        self.notify(f"Hint: {text}", title="Hint")

    def action_save(self) -> None:
        if self.game is None:
            return
        self.push_screen(SaveNameScreen(), self._save_named)

    def _save_named(self, name: str | None, overwrite: bool = False) -> None:
        from shared.persistence import SaveError, SaveExists, save_named

        if not name or self.game is None:
            return
        try:
            path = save_named(
                self.GAME_KIND,
                name,
                self.game,
                self.players,
                self.settings,
                self.saves_dir,
                overwrite=overwrite,
            )
        except SaveExists:
            self.push_screen(
                ConfirmScreen(f"A save called '{name}' exists. Overwrite it?"),
                lambda yes: self._save_named(name, overwrite=True) if yes else None,
            )
            return
        except (SaveError, OSError) as exc:
            self.notify(str(exc), severity="error", timeout=10)
            return
        self.notify(f"Saved as {Path(path).stem}.")

    def rematch(self) -> None:
        """A new game with the same people, options and settings, new deals."""
        old = self.game
        if old is not None:
            game = type(old).new(old.preset, **old.options)
            self.call_later(self.open_game, game, self.players, self.settings)

    def _game_over_chosen(self, choice: str | None) -> None:
        if choice == "rematch":
            self.rematch()
        elif choice == "scores":
            # The table resumes after the sheet closes and shows the game over again.
            self.action_scoreboard()
        elif choice == "quit":
            self.exit(0)
        else:
            self.call_later(self.leave_game)


def run(app_factory: Callable[[], CardTableApp]) -> int:
    """Run an app built by ``app_factory`` and return its exit status."""
    app = app_factory()
    result = app.run()
    return int(result or 0)
