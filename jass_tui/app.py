"""The Jass table app: the shared card-table loop plus Jass screens and words.

``run_app(request)`` is what ``jass`` (``shared.cli``) calls. Everything the rules decide
comes from ``JassGame``; this module only turns its state into what the screens show.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

from jass_tui.presets import DEFAULT_PRESET
from jass_tui.rules import TRUMP_ORDER
from jass_tui.screens.contract import ContractScreen
from jass_tui.screens.game_over import GameOverScreen
from jass_tui.screens.rules_text import RULES_SUMMARY
from jass_tui.screens.scoreboard import ScoreboardScreen
from jass_tui.screens.setup import JassSetupScreen, goal_of
from jass_tui.screens.summary import HandSummaryScreen, end_reason, weis_lines
from jass_tui.screens.table import JassTableScreen
from jass_tui.screens.weis import WeisScreen
from jass_tui.widgets.contract_badge import badge_text, contract_words
from jass_tui.widgets.deck import deck_style
from jass_tui.widgets.score_bar import score_text
from shared.players import BOT_NAMES, default_players
from shared.ui.app import Before, CardTableApp
from shared.ui.deck import DeckStyle
from shared.ui.screens.setup import SetupResult
from shared.ui.seat import SeatInfo
from shared.ui.table_model import TableModel, cards_left, completed, trick_on_table

HERE = Path(__file__).parent
SHARED_CSS = HERE.parent / "shared" / "ui" / "table.tcss"
TRUMP_SUITS = "HDSC"


def hand_order(cards: tuple[str, ...], contract: str | None) -> tuple[str, ...]:
    """The engine's display order, with the trump suit first, highest trump first."""
    if contract not in tuple(TRUMP_SUITS):
        return cards
    trumps = sorted(
        (card for card in cards if card[0] == contract),
        key=lambda card: -TRUMP_ORDER.index(card[1]),
    )
    return (*trumps, *(card for card in cards if card[0] != contract))


class JassApp(CardTableApp):
    """Schieber Jass at the terminal."""

    GAME_KIND = "jass"
    GAME_TITLE = "Schieber Jass"
    RULES_SUMMARY = RULES_SUMMARY
    DIRECTION = 1
    CSS_PATH: ClassVar[Any] = [SHARED_CSS, HERE / "jass.tcss"]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._stoeck_told: set[int] = set()

    # ------------------------------------------------------------ new games
    def make_setup_screen(self) -> JassSetupScreen:
        players = [(p.name, p.kind) for p in default_players(BOT_NAMES["jass"])]
        return JassSetupScreen(players, preset=DEFAULT_PRESET, seed=self.seed)

    def create_game(self, result: SetupResult) -> tuple[Any, dict[str, Any]]:
        from jass_tui.state import JassGame

        values = result.values
        preset = values.get("preset", DEFAULT_PRESET)
        goal_kind, default_goal = goal_of(preset)
        goal = int(values["goal"]) if values.get("goal", "").isdigit() else default_goal
        options: dict[str, Any] = {
            goal_kind: goal,
            "multipliers": values.get("multipliers") != "off",
        }
        game = JassGame.new(preset, seed=result.seed, **options)
        settings = {
            "deck": values.get("deck", "french"),
            "four_colour": values.get("four_colour") == "on",
            "auto_play": values.get("auto_play") == "on",
            "bot_speed": values.get("bot_speed", "normal"),
        }
        return game, settings

    async def open_game(self, game: Any, players: Any, settings: dict[str, Any]) -> None:
        self._stoeck_told = {
            index for index, record in enumerate(game.hands) if record.stoeck_seat is not None
        }
        await super().open_game(game, players, settings)
        self._log_history()

    def _log_history(self) -> None:
        """Start the hand log with what this hand has seen so far (public actions only)."""
        game, table = self.game, self.table
        if game is None or table is None:
            return
        record = game.hands[-1]
        table.log_event(f"— Hand {record.number} —")
        seat_of = self._history_seats(record)
        for seat, action in zip(seat_of, game.view(0).history, strict=False):
            verb, _, rest = self.describe(action).partition(" ")
            table.log_event(f"{self.who(seat, verb)} {rest}")

    def _history_seats(self, record: Any) -> list[int]:
        """Who did each public action of ``record``: the chooser(s), then the card players."""
        seats: list[int] = []
        if record.pushed:
            seats += [record.forehand, (record.forehand + 2) % 4]
        elif record.chooser is not None:
            seats.append(record.chooser)
        for trick in record.tricks:
            seats += [(trick.leader + i) % 4 for i in range(len(trick.cards))]
        return seats

    # -------------------------------------------------------------- words
    @property
    def style(self) -> DeckStyle:
        return deck_style(self.settings.get("deck"))

    @property
    def names(self) -> list[str]:
        return [self.name_of(seat) for seat in range(4)]

    @property
    def team_names(self) -> list[str]:
        names = self.names
        return [f"{names[0]} & {names[2]}", f"{names[1]} & {names[3]}"]

    def short_team_names(self) -> list[str]:
        names = self.names
        return [f"{names[0][:5]}+{names[2][:5]}", f"{names[1][:5]}+{names[3][:5]}"]

    def who(self, seat: int, verb: str) -> str:
        """ "Vreni plays" / "You play": the name with the verb agreeing."""
        name = self.name_of(seat)
        if name.lower() == "you":
            plural = verb.endswith(("shes", "ches", "sses", "xes"))
            verb = verb[:-2] if plural else verb.removesuffix("s")
        return f"{name} {verb}"

    def describe_card(self, card: str) -> str:
        return f"{self.style.label(card)} ({self.style.name(card)})"

    def describe(self, action: str) -> str:
        """Words for the log, in the chosen deck style."""
        if action.startswith("play "):
            return f"plays {self.style.label(action.split()[1])}"
        if action.startswith("trump "):
            return f"chooses {contract_words(action.split()[1], self.style)}"
        if action in ("obe", "une"):
            return f"chooses {contract_words(action, self.style)}"
        if action == "push":
            return "pushes (schiebt)"
        return action

    def contract_label(self, action: str) -> str:
        game = self.game
        record = game.hands[-1]
        if action == "push":
            return f"Schieben — {self.name_of((record.forehand + 2) % 4)} chooses"
        contract = action.split()[1] if action.startswith("trump ") else action
        multiplier = game.settings.multiplier(contract)
        hint = {"obe": " (no trump, high wins)", "une": " (no trump, low wins)"}.get(contract, "")
        return f"{contract_words(contract, self.style)}{hint}  ×{multiplier}"

    # ---------------------------------------------------------------- table
    def make_table_screen(self) -> JassTableScreen:
        return JassTableScreen()

    def table_model(self) -> TableModel:
        game = self.game
        record = game.hands[-1]
        names = self.names
        viewer = self.revealed
        viewpoint = self.viewpoint()
        to_move = game.to_move if game.phase != "game_over" else None
        seats = []
        for seat in range(4):
            markers = "".join(
                mark
                for mark, on in (("D", seat == record.dealer), ("F", seat == record.forehand))
                if on
            )
            player = self.players[seat]
            kind = f"bot {player.kind}" if player.is_bot else "human"
            shown = viewer is not None and seat == viewer
            count = None if shown else cards_left(record, seat, self.DIRECTION)
            seats.append(SeatInfo(names[seat], kind, markers, count, seat == to_move))
        hand: tuple[str, ...] = ()
        reasons: tuple[str | None, ...] = ()
        active = False
        if viewer is not None:
            hand = hand_order(tuple(game.view(viewer).hand), record.contract)
            legal = game.legal_actions() if to_move == viewer else []
            active = bool(legal) and all(str(action).startswith("play ") for action in legal)
            if active:
                reasons = tuple(game.legal_reason(card) for card in hand)
        trick, title, last, last_title = trick_on_table(record, names, self.DIRECTION)
        target = game.options.get("target")
        hands_left = ""
        if target is None and game.options.get("hands"):
            hands_left = f"hand {record.number}/{game.options['hands']}"
        extra = {
            "badge": badge_text(record, names, self.style),
            "scores": score_text(game.scores, self.short_team_names(), target, hands_left),
        }
        return TableModel(
            viewpoint=viewpoint,
            seats=tuple(seats),
            hand=hand,
            reasons=reasons,
            hand_active=active,
            trick=trick,
            trick_title=title,
            last_trick=last,
            last_title=last_title,
            style=self.style,
            event=self.event_text,
            extra=extra,
        )

    # ---------------------------------------------------------- decisions
    def prompt_human(self, seat: int) -> None:
        game = self.game
        legal = [str(action) for action in game.legal_actions()]
        record = game.hands[-1]
        hand = hand_order(tuple(game.view(seat).hand), record.contract)
        if game.phase == "contract":
            note = f"{self.name_of(record.forehand)} pushed to you" if record.pushed else ""
            options = [(action, self.contract_label(action)) for action in legal]
            self.push_screen(
                ContractScreen(self.name_of(seat), hand, options, self.style, note),
                self.decided,
            )
        elif set(legal) == {"weis", "noweis"}:
            weis = [item.describe() for item in game.pending_weis(seat)]
            self.push_screen(WeisScreen(self.name_of(seat), hand, weis, self.style), self.decided)

    # ------------------------------------------------------------- events
    def after_action(self, seat: int, action: str, before: Before) -> None:
        game = self.game
        names = self.names
        record = game.hands[before.hand_index]
        news: list[str] = []
        if action not in ("weis", "noweis"):
            verb, _, rest = self.describe(action).partition(" ")
            self.say(f"{self.who(seat, verb)} {rest}")
        if record.stoeck_seat is not None and before.hand_index not in self._stoeck_told:
            self._stoeck_told.add(before.hand_index)
            text = f"Stöck! {self.who(record.stoeck_seat, 'scores')} 20 ×{record.multiplier}"
            self.say(text, toast=True)
            news.append(text)
        done = completed(record.tricks)
        if len(done) > before.tricks_done:
            if before.tricks_done == 0 and record.weis_winner is not None:
                text = "Weis: " + "; ".join(weis_lines(record, names))
                self.say(text, toast=True, timeout=6)
                news.append(text)
            text = f"{self.who(done[-1].winner, 'takes')} trick {len(done)}"
            self.say(text, toast=True, timeout=2.5)
            news.append(text)
        if news:
            self.news = " · ".join(news)
        if record.finished or record.ended_game:
            self.queue_interlude(
                HandSummaryScreen(
                    record,
                    names,
                    self.team_names,
                    game.scores,
                    game.options.get("target"),
                    self.style,
                    game.winner,
                )
            )
            if game.phase != "game_over":
                self.queue_interlude(self._scoreboard(f"After hand {record.number}"))
                if self.table is not None and self.table.is_mounted:
                    self.table.clear_log()
                    self.table.log_event(f"— Hand {record.number + 1} —")

    # -------------------------------------------------------------- sheets
    def _scoreboard(self, title: str = "Jassteppich") -> ScoreboardScreen:
        game = self.game
        return ScoreboardScreen(
            game.hands,
            game.scores,
            self.names,
            self.team_names,
            game.options.get("target"),
            self.style,
            title,
        )

    def scoreboard_screen(self) -> ScoreboardScreen | None:
        return self._scoreboard() if self.game is not None else None

    def game_over_screen(self) -> GameOverScreen:
        game = self.game
        winner = game.winner
        teams = self.team_names
        headline = f"{teams[winner]} win!" if winner is not None else "Game over"
        lines = [f"{teams[0]}: {game.scores[0]}    {teams[1]}: {game.scores[1]}"]
        reason = end_reason(game.hands[-1], teams, game.options.get("target"), winner)
        if reason:
            lines.append(reason)
        lines.append(f"{len(game.hands)} hands played.")
        return GameOverScreen(headline, lines)


def run_app(request: Any) -> int:
    """Start the Jass table for a ``shared.persistence.LaunchRequest``."""
    app = JassApp(request.saves_dir, loaded=request.loaded, seed=request.seed)
    return int(app.run() or 0)
