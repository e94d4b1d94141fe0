"""The Schieber table app: the shared card-table loop plus Jass screens and words.

``run_app(request)`` is what ``jass`` (``shared.cli``) calls for every kind it hosts
(see :mod:`jass_tui.family_app`). Everything the rules decide
comes from ``JassGame``; every number shown comes from its hand records; this module
only turns them into what the screens show.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from jass_tui.family_app import (
    SHARED_CSS,
    SHORT_NAME,
    JassFamilyApp,
    hand_order,
    run_app,
)
from jass_tui.screens.rules_text import RULES_SUMMARY
from shared.i18n import N_, _, translate
from shared.persistence import LoadedSave
from shared.table import partner_of, play_order, team_of
from shared.ui.game_protocol import Before

if TYPE_CHECKING:
    from jass_tui.records import JassHand
    from jass_tui.screens.scoreboard import ScoreboardScreen
    from jass_tui.screens.setup import AnyJassChoices
    from jass_tui.screens.table import JassTableModel
    from jass_tui.state import JassGame
    from shared.engine.action import Action
    from shared.players import PlayerSpec
    from shared.review import HandReview
    from shared.ui.screens.game_over import GameOverScreen
    from shared.ui.screens.setup import SetupResult
    from shared.ui.settings import TableSettings

__all__ = ["SHARED_CSS", "SHORT_NAME", "JassApp", "hand_order", "run_app"]


class JassApp(JassFamilyApp["JassGame"]):
    """Schieber Jass at the terminal."""

    GAME_KIND = "jass"
    GAME_TITLE = "Schieber Jass"
    RULES_SUMMARY = RULES_SUMMARY
    WARM_UP = (
        *JassFamilyApp.WARM_UP,
        "jass_tui.screens.contract",
        "jass_tui.screens.weis",
        "jass_tui.screens.summary",
        "jass_tui.screens.scoreboard",
        "jass_tui.review",
        "jass_tui.endings",
    )

    def __init__(
        self,
        saves_dir: Path,
        loaded: LoadedSave | None = None,
        seed: int | None = None,
        *,
        bot_delay: float | None = None,
        autosave: bool = True,
        setup: SetupResult[AnyJassChoices] | None = None,
    ) -> None:
        super().__init__(
            saves_dir, loaded, seed, bot_delay=bot_delay, autosave=autosave, setup=setup
        )
        self._stoeck_told: set[int] = set()
        """Hands whose Stöck was announced already (each is told once)."""

    # ------------------------------------------------------------ new games
    def create_game(self, result: SetupResult[AnyJassChoices]) -> JassGame:
        from jass_tui.screens.setup import JassChoices
        from jass_tui.state import JassGame

        choices = result.options
        if not isinstance(choices, JassChoices):
            raise ValueError(f"not a Schieber set-up: {choices.kind}")
        return JassGame.new(choices.preset, seed=result.seed, **choices.engine_options())

    def own_game(self, game: object) -> JassGame:
        from jass_tui.state import JassGame

        if not isinstance(game, JassGame):
            raise TypeError(f"not a Jass game: {type(game).__name__}")
        return game

    def new_game_like(self, game: JassGame) -> JassGame:
        from jass_tui.state import JassGame

        return JassGame.new(game.preset, None, **game.options)

    async def open_game(
        self, game: JassGame, players: Sequence[PlayerSpec], settings: TableSettings
    ) -> None:
        self._stoeck_told = {
            index for index, record in enumerate(game.hands) if record.stoeck_seat is not None
        }
        await super().open_game(game, players, settings)
        self._log_history(game)

    def _log_history(self, game: JassGame) -> None:
        """Start the hand log with what this hand has seen so far (public actions only)."""
        from jass_tui.actions import parse_action

        table = self.table
        if table is None:
            return
        record = game.hands[-1]
        table.log_event(_("— Hand {number} —").format(number=record.number))
        seat_of = self._history_seats(record)
        for seat, action in zip(seat_of, game.view(0).history, strict=False):
            table.log_event(self.describe(seat, parse_action(action)))

    def _history_seats(self, record: JassHand) -> list[int]:
        """Who did each public action of ``record``: the chooser(s), then the card players."""
        seats: list[int] = []
        if record.pushed:
            seats += [record.forehand, partner_of(record.forehand)]
        elif record.chooser is not None:
            seats.append(record.chooser)
        for trick in record.tricks:
            seats += play_order(trick.leader, self.DIRECTION)[: len(trick.cards)]
        return seats

    # -------------------------------------------------------------- words
    def describe(self, seat: int, action: Action) -> str:
        """``seat`` did ``action``, in words for the log, in the chosen deck style."""
        from jass_tui.widgets.contract_badge import contract_words

        if action.card is not None:
            return self.plays(seat, action.card)
        if action.contract is not None:
            return self.said(
                seat,
                N_("You choose {contract}"),
                N_("{name} chooses {contract}"),
                contract=contract_words(action.contract, self.style),
            )
        if action.kind == "push":
            return self.said(seat, N_("You push (schiebt)"), N_("{name} pushes (schiebt)"))
        return f"{self.name_of(seat)} {action}"

    def contract_label(self, game: JassGame, action: Action) -> str:
        from jass_tui.widgets.contract_badge import contract_words

        record = game.hands[-1]
        if action.contract is None:
            return _("Schieben — {name} chooses").format(
                name=self.name_of(partner_of(record.forehand))
            )
        contract = action.contract
        multiplier = game.settings.multiplier(contract)
        words = contract_words(contract, self.style)
        if contract == "obe":
            template = _("{contract} (no trump, high wins)  ×{multiplier}")
        elif contract == "une":
            template = _("{contract} (no trump, low wins)  ×{multiplier}")
        else:
            template = _("{contract}  ×{multiplier}")
        return template.format(contract=words, multiplier=multiplier)

    # ---------------------------------------------------------------- table

    def table_model(self, game: JassGame) -> JassTableModel:
        from jass_tui.screens.table import JassTableModel
        from jass_tui.widgets.contract_badge import badge_text
        from jass_tui.widgets.score_bar import score_text, team_members
        from shared.ui.table_model import trick_on_table

        record = game.hands[-1]
        names = self.names
        viewer = self.revealed
        to_move = game.to_move if game.phase != "game_over" else None
        seats = self.seat_infos(record, to_move)
        hand: tuple[str, ...] = ()
        reasons: tuple[str | None, ...] = ()
        active = False
        if viewer is not None:
            hand = hand_order(tuple(game.view(viewer).hand), record.contract)
            legal = game.legal_actions() if to_move == viewer else []
            active = bool(legal) and all(action.kind == "play" for action in legal)
            if active:
                reasons = tuple(game.legal_reason(card) for card in hand)
        trick, title, last, last_title = trick_on_table(record, names, self.DIRECTION)
        target = game.target
        hands = game.options.get("hands")
        hands_left = ""
        if target is None and hands:
            # TRANSLATORS: the score bar's progress, e.g. "hand 3/12" (German "Runde 3/12").
            hands_left = _("hand {number}/{total}").format(number=record.number, total=hands)
        return JassTableModel(
            viewpoint=self.viewpoint(),
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
            badge=badge_text(record, names, self.style),
            scores=score_text(game.scores, team_members(self.names), target, hands_left),
        )

    # ---------------------------------------------------------- decisions
    def awaits(self, game: JassGame, seat: int) -> str:
        if game.phase == "contract":
            record = game.hands[-1]
            if record.pushed:
                return _("{name} pushed to you: choose the contract").format(
                    name=self.name_of(record.forehand)
                )
            if any(action.kind == "push" for action in game.legal_actions()):
                return _("Your turn: choose the contract or push")
            return _("Your turn: choose the contract")
        return super().awaits(game, seat)

    def prompt_human(self, game: JassGame, seat: int) -> None:
        from jass_tui.screens.contract import ContractScreen
        from jass_tui.screens.weis import WeisScreen

        legal = game.legal_actions()
        record = game.hands[-1]
        hand = hand_order(tuple(game.view(seat).hand), record.contract)
        if game.phase == "contract":
            note = ""
            if record.pushed:
                note = _("{name} pushed to you").format(name=self.name_of(record.forehand))
            options = [(str(action), self.contract_label(game, action)) for action in legal]
            self.push_screen(
                ContractScreen(self.name_of(seat), hand, options, self.style, note),
                self.decided,
            )
        elif {action.kind for action in legal} == {"weis", "noweis"}:
            weis = [translate(item.describe(), self.style) for item in game.pending_weis(seat)]
            self.push_screen(WeisScreen(self.name_of(seat), hand, weis, self.style), self.decided)

    # ------------------------------------------------------------- events
    def after_action(self, game: JassGame, seat: int, action: Action, before: Before) -> None:
        from jass_tui.screens.summary import weis_lines
        from shared.ui.table_model import completed

        names = self.names
        record = game.hands[before.hand_index]
        news: list[str] = []
        if action.kind not in ("weis", "noweis"):
            self.say(self.describe(seat, action))
        stoeck_seat = record.stoeck_seat
        if stoeck_seat is not None and before.hand_index not in self._stoeck_told:
            self._stoeck_told.add(before.hand_index)
            points = record.stoeck[team_of(stoeck_seat)]
            text = self.said(
                stoeck_seat,
                N_("Stöck! You score {points} ×{multiplier}"),
                N_("Stöck! {name} scores {points} ×{multiplier}"),
                points=points,
                multiplier=record.multiplier,
            )
            self.say(text, toast=True)
            news.append(text)
        done = completed(record.tricks)
        if len(done) > before.tricks_done:
            if before.tricks_done == 0 and record.weis_winner is not None:
                text = _("Weis: {weis}").format(
                    weis="; ".join(weis_lines(record, names, self.style))
                )
                self.say(text, toast=True, timeout=6)
                news.append(text)
            winner = done[-1].winner
            if winner is not None:
                text = self.takes_trick(winner, len(done))
                self.say(text, toast=True, timeout=2.5)
                news.append(text)
        if news:
            self.news = " · ".join(news)
        if record.finished or record.ended_game:
            self.queue_hand_end(game, record)
            if game.phase != "game_over" and self.table is not None and self.table.is_mounted:
                self.table.clear_log()
                self.table.log_event(_("— Hand {number} —").format(number=record.number + 1))

    def queue_hand_end(self, game: JassGame, record: JassHand) -> None:
        """The hand summary, then the Jassteppich (live, or again on resuming)."""
        from jass_tui.screens.summary import HandSummaryScreen

        self.news = ""  # the summary tells it; the next hand-over starts afresh
        self.queue_interlude(
            HandSummaryScreen(
                record,
                self.names,
                self.team_names,
                game.scores,
                game.target,
                self.style,
                game.winner,
            )
        )
        if game.phase != "game_over":
            title = _("After hand {number}").format(number=record.number)
            self.queue_interlude(self._scoreboard(game, title))

    # -------------------------------------------------------------- sheets
    def _scoreboard(self, game: JassGame, title: str | None = None) -> ScoreboardScreen:
        from jass_tui.screens.scoreboard import ScoreboardScreen

        return ScoreboardScreen(
            game.hands,
            game.scores,
            self.names,
            self.team_names,
            game.target,
            self.style,
            _("Jassteppich") if title is None else title,
        )

    def hand_reviews(self, game: JassGame) -> list[HandReview]:
        from jass_tui.review import schieber_review
        from shared.review import reviewable

        values = game.view(0).undenufe_values
        return [
            schieber_review(game.hands[i], self.names, self.team_names, values)
            for i in reviewable(game.hands, game_over=game.phase == "game_over")
        ]

    def scoreboard_screen(self, game: JassGame) -> ScoreboardScreen:
        return self._scoreboard(game)

    def game_over_screen(self, game: JassGame) -> GameOverScreen:
        from jass_tui.endings import schieber_end
        from shared.ui.screens.game_over import GameOverScreen

        winner = game.winner
        teams = self.team_names
        headline = (
            _("{team} win!").format(team=teams[winner]) if winner is not None else _("Game over")
        )
        lines = [f"{teams[0]}: {game.scores[0]}    {teams[1]}: {game.scores[1]}"]
        why = schieber_end(
            game.hands[-1], winner, teams, game.target, game.settings.hands, len(game.hands)
        )
        if why is not None:
            lines.append(why)
        return GameOverScreen(headline, lines)
