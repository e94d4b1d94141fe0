"""The Coiffeur table (RULES.md 3.1): the Jass table with the board, the cell choice and
pushes round the table.

Everything the rules decide comes from ``CoiffeurGame``: which cells a team may still
fill (``legal_actions``), who may push, the mode of every trick, the points written into
each cell (``game.board``). This module only turns them into what the screens show:

- the status bar names the cell, its multiplier, who chose it and, for Slalom and
  Guschti, the mode of the trick in progress (it changes from trick to trick);
- the choice is :class:`~jass_tui.screens.cell_choice.CellChoiceScreen` with the team's
  open rows only; every push hands the keyboard over (hot seat) with the news
  "Vreni pushed to you: choose a cell";
- the board (:class:`~jass_tui.screens.coiffeur_board.CoiffeurBoardScreen`) opens with
  ``t`` and after every hand, the cell just filled highlighted; the game-over screen
  shows it whole and says "draw" on equal totals.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby

from jass_tui.coiffeur import CoiffeurGame
from jass_tui.coiffeur_actions import parse_action
from jass_tui.coiffeur_presets import cell_row
from jass_tui.coiffeur_records import CoiffeurHand
from jass_tui.endings import coiffeur_end
from jass_tui.family_app import JassFamilyApp, hand_order
from jass_tui.review import coiffeur_review
from jass_tui.screens.cell_choice import CellChoiceScreen, RowChoice
from jass_tui.screens.coiffeur_board import CoiffeurBoardScreen
from jass_tui.screens.rules_text import COIFFEUR_SUMMARY
from jass_tui.screens.setup import AnyJassChoices, CoiffeurChoices
from jass_tui.screens.table import JassTableModel
from jass_tui.widgets.coiffeur_board import (
    CoiffeurBoardView,
    announced_short,
    cell_words,
    mode_words,
    row_label,
)
from jass_tui.widgets.score_bar import score_text, team_members
from shared.engine.action import Action
from shared.i18n import N_, _
from shared.players import PlayerSpec
from shared.review import HandReview, reviewable
from shared.table import play_order, team_of
from shared.ui.game_protocol import Before
from shared.ui.screens.game_over import GameOverScreen
from shared.ui.screens.setup import SetupResult
from shared.ui.settings import TableSettings
from shared.ui.table_model import completed, trick_on_table

__all__ = ["CoiffeurApp"]

SWITCHING_ROWS = ("slalom", "guschti")


class CoiffeurApp(JassFamilyApp[CoiffeurGame]):
    """Coiffeur at the terminal."""

    GAME_KIND = "coiffeur"
    GAME_TITLE = "Coiffeur"
    RULES_SUMMARY = COIFFEUR_SUMMARY

    # ------------------------------------------------------------ new games
    def create_game(self, result: SetupResult[AnyJassChoices]) -> CoiffeurGame:
        choices = result.options
        if not isinstance(choices, CoiffeurChoices):
            raise ValueError(f"not a Coiffeur set-up: {choices.kind}")
        return CoiffeurGame.new(choices.preset, seed=result.seed, **choices.engine_options())

    def own_game(self, game: object) -> CoiffeurGame:
        if not isinstance(game, CoiffeurGame):
            raise TypeError(f"not a Coiffeur game: {type(game).__name__}")
        return game

    def new_game_like(self, game: CoiffeurGame) -> CoiffeurGame:
        return CoiffeurGame.new(game.preset, None, **game.options)

    async def open_game(
        self, game: CoiffeurGame, players: Sequence[PlayerSpec], settings: TableSettings
    ) -> None:
        await super().open_game(game, players, settings)
        self._log_history(game)

    def _log_history(self, game: CoiffeurGame) -> None:
        """Start the hand log with what this hand has seen so far (all of it public)."""
        table = self.table
        if table is None:
            return
        record = game.hands[-1]
        table.log_event(self._hand_heading(record.number, game.hands_total))
        for seat, action in zip(self._history_seats(record), record.actions, strict=False):
            table.log_event(self.describe(seat, parse_action(action)))

    @staticmethod
    def _hand_heading(number: int, total: int) -> str:
        """The hand log's first line: "— Hand 3 of 8 —"."""
        return _("— Hand {number} of {total} —").format(number=number, total=total)

    def _history_seats(self, record: CoiffeurHand) -> list[int]:
        """Who did each action of ``record``: the pushers, the chooser, the card players."""
        seats = list(record.pushes)
        if record.chooser is not None:
            seats.append(record.chooser)
        for trick in record.tricks:
            seats += play_order(trick.leader, self.DIRECTION)[: len(trick.cards)]
        return seats

    # -------------------------------------------------------------- words
    def describe(self, seat: int, action: Action) -> str:
        """``seat`` did ``action``, in words for the log, in the chosen deck style."""
        if action.card is not None:
            return self.plays(seat, action.card)
        if action.contract is not None:
            game = self.game
            cell = cell_words(action.contract, self.style)
            if game is None:
                return self.said(
                    seat, N_("You choose {cell}"), N_("{name} chooses {cell}"), cell=cell
                )
            return self.said(
                seat,
                N_("You choose {cell} ×{multiplier}"),
                N_("{name} chooses {cell} ×{multiplier}"),
                cell=cell,
                multiplier=game.settings.preset.multiplier(cell_row(action.contract)),
            )
        if action.kind == "push":
            return self.said(seat, N_("You push"), N_("{name} pushes"))
        return f"{self.name_of(seat)} {action}"

    def badge(self, game: CoiffeurGame, record: CoiffeurHand) -> str:
        """The status bar's contract: the cell, ×, chooser, and the trick's mode."""
        names = self.names
        if record.cell is None:
            chooser = game.to_move if game.to_move is not None else record.forehand
            name = names[chooser]
            if self.is_you(chooser):
                choosing = _("You choose a cell")
            else:
                choosing = _("{name} chooses a cell").format(name=name)
            if record.pushes:
                pushed = ", ".join(names[seat] for seat in record.pushes)
                # TRANSLATORS: the status bar while a cell is chosen after pushes, e.g.
                # "Vreni, Sepp pushed · Trudi chooses a cell".
                return _("{names} pushed · {choosing}").format(names=pushed, choosing=choosing)
            return choosing
        by = names[record.chooser] if record.chooser is not None else "?"
        words = cell_words(record.cell, self.style)
        if record.pushes:
            template = _("{cell} ×{multiplier} · {name} (after a push)")
        else:
            template = _("{cell} ×{multiplier} · {name}")
        text = template.format(cell=words, multiplier=record.multiplier, name=by)
        mode = game.mode
        if mode is not None and cell_row(record.cell) in SWITCHING_ROWS:
            done = len(completed(record.tricks))
            # TRANSLATORS: the mode of the trick in progress (Slalom, Guschti).
            text += " · " + _("trick {n}: {mode}").format(
                n=done + 1, mode=mode_words(mode, self.style)
            )
        return text

    # ---------------------------------------------------------------- table
    def table_model(self, game: CoiffeurGame) -> JassTableModel:
        record = game.hands[-1]
        names = self.names
        viewer = self.revealed
        to_move = game.to_move if game.phase != "game_over" else None
        seats = self.seat_infos(record, to_move)
        hand: tuple[str, ...] = ()
        reasons: tuple[str | None, ...] = ()
        active = False
        mode = game.mode
        if viewer is not None:
            hand = hand_order(game.held(viewer), mode)
            legal = game.legal_actions() if to_move == viewer else []
            active = bool(legal) and all(action.kind == "play" for action in legal)
            if active:
                reasons = tuple(game.legal_reason(card) for card in hand)
        trick, title, last, last_title = trick_on_table(record, names, self.DIRECTION)
        current = record.tricks[-1] if record.tricks else None
        if mode is not None and current is not None and current.winner is None and current.cards:
            title += f" · {mode_words(mode, self.style)}"
        done = completed(record.tricks)
        if done and record.cell is not None and cell_row(record.cell) in SWITCHING_ROWS:
            # Slalom and Guschti change the mode by trick: say which one the last was.
            words = mode_words(record.modes[len(done) - 1], self.style)
            showing_last = title == last_title
            last_title = last_title.replace(" · ", f" ({words}) · ", 1)
            if showing_last:
                title = last_title
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
            badge=self.badge(game, record),
            scores=score_text(
                game.scores,
                team_members(self.names),
                None,
                _("hand {number}/{total}").format(number=record.number, total=game.hands_total),
            ),
        )

    # ---------------------------------------------------------- decisions
    def row_choices(self, game: CoiffeurGame, legal: Sequence[Action]) -> list[RowChoice]:
        """The open rows the player to move may fill, from the engine's legal actions."""
        preset = game.settings.preset
        choices = []
        cells = [action for action in legal if action.contract is not None]
        for row, actions in groupby(cells, key=lambda action: cell_row(action.contract or "")):
            options = tuple(
                (str(action), self._announcement_words(action.contract or "")) for action in actions
            )
            choices.append(
                RowChoice(row, row_label(row, self.style), preset.multiplier(row), options)
            )
        return choices

    def _announcement_words(self, cell: str) -> str:
        row, _sep, announced = cell.partition(":")
        if row in SWITCHING_ROWS:
            first, _sep, then = announced_short(cell, self.style).partition("/")
            # TRANSLATORS: a Slalom/Guschti announcement, e.g. "Obe first, then Une  (…)".
            return _("{first} first, then {then}  ({cell})").format(
                first=first, then=then, cell=cell_words(cell, self.style)
            )
        if announced:
            return mode_words(announced, self.style)
        return cell_words(cell, self.style)

    def push_words(self, game: CoiffeurGame, seat: int) -> str:
        """How the push is offered: who would choose next."""
        if game.settings.push_to == "partner":
            return _("Push (schieben) to your partner")
        return _("Push (schieben) to the next player")

    def choice_note(self, record: CoiffeurHand, seat: int) -> str:
        if not record.pushes:
            return ""
        if seat in record.pushes:
            return _("everybody pushed: you must choose")
        return _("{name} pushed to you").format(name=self.name_of(record.pushes[-1]))

    def awaits(self, game: CoiffeurGame, seat: int) -> str:
        """A cell to choose (after a push: who pushed, after a reload too), or a card."""
        if game.phase == "contract":
            record = game.hands[-1]
            if record.pushes:
                if seat in record.pushes:
                    return _("Everybody pushed: you must choose a cell")
                return _("{name} pushed to you: choose a cell").format(
                    name=self.name_of(record.pushes[-1])
                )
            return _("Your turn: choose a cell on the board")
        return super().awaits(game, seat)

    def prompt_human(self, game: CoiffeurGame, seat: int) -> None:
        if game.phase != "contract":
            return
        legal = game.legal_actions()
        record = game.hands[-1]
        can_push = any(action.kind == "push" for action in legal)
        self.push_screen(
            CellChoiceScreen(
                self.name_of(seat),
                game.held(seat),
                self.row_choices(game, legal),
                self.style,
                push=self.push_words(game, seat) if can_push else "",
                note=self.choice_note(record, seat),
            ),
            self.decided,
        )

    # ------------------------------------------------------------- events
    def after_action(self, game: CoiffeurGame, seat: int, action: Action, before: Before) -> None:
        record = game.hands[before.hand_index]
        words = self.describe(seat, action)
        self.say(words)
        if action.kind == "push":
            return  # what awaits the next player says who pushed (awaits)
        if action.kind == "contract":
            self.news = words
            return
        done = completed(record.tricks)
        if len(done) > before.tricks_done:
            winner = done[-1].winner
            if winner is not None:
                text = self.takes_trick(winner, len(done))
                self.say(text, toast=True, timeout=2.5)
                self.news = text
        if record.finished:
            self.queue_hand_end(game, record)
            if game.phase != "game_over" and self.table is not None and self.table.is_mounted:
                self.table.clear_log()
                self.table.log_event(self._hand_heading(record.number + 1, game.hands_total))

    def queue_hand_end(self, game: CoiffeurGame, record: CoiffeurHand) -> None:
        """The board after the hand (live, or again on resuming)."""
        self.news = ""  # the board tells it; the next hand-over starts afresh
        self.queue_interlude(self._board_screen(game, record))

    def hand_lines(self, game: CoiffeurGame, record: CoiffeurHand) -> list[str]:
        """What a finished hand wrote into the board, in words."""
        if record.chooser is None or record.cell is None or record.raw is None:
            return []
        team = team_of(record.chooser)
        teams = self.team_names
        pushers = ", ".join(self.name_of(seat) for seat in record.pushes)
        if record.pushes:
            template = _(
                "{name} chose {cell} ×{multiplier} ({pushers} pushed): "
                "{team} write {raw} → {points}"
            )
        else:
            template = _("{name} chose {cell} ×{multiplier}: {team} write {raw} → {points}")
        lines = [
            template.format(
                name=self.name_of(record.chooser),
                cell=cell_words(record.cell, self.style),
                multiplier=record.multiplier,
                pushers=pushers,
                team=teams[team],
                raw=record.raw,
                points=record.points[team],
            )
        ]
        if record.match is not None:
            lines.append(_("Match! {team} took all nine tricks.").format(team=teams[record.match]))
        elif record.raw == 0:
            lines.append(_("{team} took no trick: 0 in the cell.").format(team=teams[team]))
        return lines

    # -------------------------------------------------------------- sheets
    def _board_screen(self, game: CoiffeurGame, record: CoiffeurHand) -> CoiffeurBoardScreen:
        highlight = None
        if record.chooser is not None and record.cell is not None:
            highlight = (team_of(record.chooser), cell_row(record.cell))
        return CoiffeurBoardScreen(
            game.board,
            self.short_team_names(),
            self.style,
            title=_("Coiffeur board · after hand {number} of {total}").format(
                number=record.number, total=game.hands_total
            ),
            lines=self.hand_lines(game, record),
            highlight=highlight,
        )

    def hand_reviews(self, game: CoiffeurGame) -> list[HandReview]:
        values = game.view(0).undenufe_values
        return [
            coiffeur_review(game.hands[i], self.names, self.team_names, values)
            for i in reviewable(game.hands)
        ]

    def scoreboard_screen(self, game: CoiffeurGame) -> CoiffeurBoardScreen:
        finished = [record for record in game.hands if record.finished]
        highlight = None
        lines: list[str] = []
        if finished:
            last = finished[-1]
            lines = self.hand_lines(game, last)
            if last.chooser is not None and last.cell is not None:
                highlight = (team_of(last.chooser), cell_row(last.cell))
        done = len(finished)
        return CoiffeurBoardScreen(
            game.board,
            self.short_team_names(),
            self.style,
            title=_("Coiffeur board · {n} of {total} hands played").format(
                n=done, total=game.hands_total
            ),
            lines=lines,
            highlight=highlight,
        )

    def game_over_screen(self, game: CoiffeurGame) -> GameOverScreen:
        winner = game.winner
        teams = self.team_names
        a, b = game.scores
        headline = (
            _("{team} win!").format(team=teams[winner]) if winner is not None else _("A draw!")
        )
        lines = [f"{teams[0]}: {a}    {teams[1]}: {b}"]
        lines.append(coiffeur_end(winner, teams, len(game.hands)))
        board = CoiffeurBoardView(game.board, self.short_team_names(), self.style)
        screen = GameOverScreen(headline, lines, detail=board)
        screen.add_class("-wide-detail")  # the sheet is wider than the usual box
        return screen
