"""Coiffeur (RULES.md 3.1): ``CoiffeurGame``, every contract once per team, on the kernel.

Each team owns one cell per row of the board (:mod:`jass_tui.coiffeur_presets`). Every
hand, the player whose turn it is to choose picks one of his team's open cells or
pushes; the chooser leads, the hand is played as Schieber's 1.5 with the trick's mode,
and only the choosing team's card points count: written raw into the cell and
multiplied into its total. The game ends when both teams have filled every cell.

Choosing, exactly (where RULES.md leaves a corner open, the decision is written here):

- The *first chooser* of a hand is forehand, or, when forehand's team has no open cell,
  the next player in play order (the choice passes on). Forehand rotates one seat to the
  right each hand; the first forehand holds the preset's opening card.
- ``push_to = "next"``: a push goes to the next player in play order whose team still
  has an open cell (an opponent may be next). When every such player has pushed, the
  turn is back with the first chooser, who must choose.
- ``push_to = "partner"``: the first chooser may push once, to his partner, who must
  choose.
- The two Joker rows are separate cells and separate actions: ``joker H`` fills the
  lower Joker row (×7; ×9 in ``coiffeur-10``), ``joker2 H`` the higher (×8; ×10). A
  player picks the row as he would on a paper board; each open Joker row is offered with
  all six announcements.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Literal

from jass_tui.actions import NOT_NOW_PLAY
from jass_tui.coiffeur_actions import ACTIONS, CELL_ACTION, PLAY, PUSH, parse_action
from jass_tui.coiffeur_presets import (
    DEFAULT_PRESET,
    MATCH_TOTAL,
    ROW_NAMES,
    CoiffeurPreset,
    CoiffeurSettings,
    Mode,
    cell_modes,
    cell_row,
    cells_of_row,
    describe_cell,
    resolve,
)
from jass_tui.coiffeur_records import BoardCell, BoardRow, CoiffeurBoard, CoiffeurHand
from jass_tui.coiffeur_view import CoiffeurView
from jass_tui.rules import (
    DECK,
    LAST_TRICK_BONUS,
    POINTS,
    display_order,
    illegal_reason,
    legal_cards,
    winning_index,
)
from jass_tui.state import contract_chosen, seeded_deal
from shared.cards import CardError, parse_card
from shared.engine.action import Action
from shared.engine.base import OptionValue, SavedGame, StepGame, StepHand
from shared.engine.errors import IllegalAction
from shared.i18n import Msg
from shared.table import (
    NEXT_SEATS,
    Direction,
    partner_of,
    play_order,
    previous_seat,
    team_of,
)
from shared.tricks import TrickRecord

__all__ = ["FORMAT_VERSION", "CoiffeurGame", "IllegalAction", "SavedCoiffeur"]

NEXT = NEXT_SEATS[Direction.RIGHT]
FORMAT_VERSION = 1
TRICKS = 9

Phase = Literal["contract", "play", "game_over"]
Filled = tuple[str, int, int]
"""A filled cell in the hot state: (cell, raw points, hand number)."""


class _Hand(StepHand):
    """Mutable state of one hand. Plain attributes: this is what every move touches."""

    __slots__ = (
        "cell",
        "chooser",
        "finished",
        "forehand",
        "held",
        "leader",
        "match",
        "modes",
        "multiplier",
        "pushes",
        "trick",
        "trick_points",
        "tricks",
        "tricks_won",
    )

    def __init__(self, number: int, dealer: int, cards: Sequence[Sequence[str]]) -> None:
        super().__init__(number, dealer, cards)
        self.forehand = NEXT[dealer]
        self.held: list[list[str]] = [display_order(c) for c in cards]
        self.pushes: list[int] = []
        self.chooser: int | None = None
        self.cell: str | None = None
        self.modes: tuple[Mode, ...] = ()
        self.multiplier: int | None = None
        self.tricks: list[tuple[int, tuple[str, ...], int]] = []
        self.leader = self.forehand
        self.trick: list[str] = []
        self.to_move = self.forehand
        self.trick_points = [0, 0]
        self.tricks_won = [0, 0]
        self.match: int | None = None
        self.finished = False


class SavedCoiffeur(SavedGame):
    """The save format: inputs plus derived values, checked against a replay on load."""

    version: int
    phase: Phase
    scores: tuple[int, int]
    hands: tuple[CoiffeurHand, ...]


class CoiffeurGame(StepGame[_Hand, CoiffeurHand]):
    """A game of Coiffeur, changed only through :meth:`apply`."""

    TITLE: ClassVar[str] = "Coiffeur"
    DEFAULT_PRESET: ClassVar[str] = DEFAULT_PRESET
    DECK: ClassVar[frozenset[str]] = frozenset(DECK)
    HAND_SIZE: ClassVar[int] = 9
    DIRECTION: ClassVar[Direction] = Direction.RIGHT
    FORMAT_VERSION: ClassVar[int] = FORMAT_VERSION
    SAVE_MODEL: ClassVar[type[SavedGame]] = SavedCoiffeur
    ACTIONS: ClassVar[Mapping[str, Action]] = ACTIONS

    def _configure(self, preset: str, options: Mapping[str, object]) -> None:
        settings = resolve(preset, options)
        self._settings: CoiffeurSettings = settings
        self._preset: CoiffeurPreset = settings.preset
        self._multipliers = dict(settings.preset.rows)
        self._phase: Phase = "contract"
        self._scores = [0, 0]
        self._winner: int | None = None
        # Per team: row → (cell, raw, hand number) once filled.
        self._board: list[dict[str, Filled]] = [{}, {}]

    def _first_deal(self) -> tuple[int, list[list[str]]]:
        """The holder of the preset's opening card is forehand of hand 1."""
        cards = seeded_deal(self.seed, 1)
        opener = next(s for s in range(4) if self._preset.opening_card in cards[s])
        return previous_seat(opener, Direction.RIGHT), cards

    def _deal(self, number: int) -> list[list[str]]:
        return seeded_deal(self.seed, number)

    def _start_hand(self, dealer: int, cards: Sequence[Sequence[str]]) -> None:
        hand = _Hand(len(self._hands) + 1, dealer, cards)
        self._hands.append(hand)
        self._hand = hand
        self._phase = "contract"
        hand.to_move = self._next_able(hand.forehand, include=True)

    def _copy_into(self, twin: CoiffeurGame) -> None:
        super()._copy_into(twin)
        twin._board = [dict(team) for team in self._board]

    # ------------------------------------------------------------------ reading
    @property
    def preset(self) -> str:
        return self._preset.id

    @property
    def settings(self) -> CoiffeurSettings:
        return self._settings

    @property
    def options(self) -> dict[str, OptionValue]:
        return self._settings.options

    @property
    def scores(self) -> tuple[int, int]:
        return (self._scores[0], self._scores[1])

    @property
    def hands_total(self) -> int:
        """How many hands the game lasts: one per cell (16 or 20)."""
        return self._preset.hands

    @property
    def cell(self) -> str | None:
        """The cell chosen for the hand in progress, ``None`` while choosing."""
        return self._hand.cell

    @property
    def mode(self) -> Mode | None:
        """The mode of the trick in progress (``None`` while choosing or once over)."""
        hand = self._hand
        if self._phase != "play":
            return None
        return hand.modes[len(hand.tricks)]

    def held(self, seat: int) -> tuple[str, ...]:
        """The cards ``seat`` holds now, in display order."""
        return tuple(self._hand.held[seat])

    def open_rows(self, team: int) -> tuple[str, ...]:
        """The rows ``team`` has still to play, in board order."""
        filled = self._board[team]
        return tuple(row for row in self._preset.row_ids if row not in filled)

    def can_choose(self, seat: int) -> bool:
        """Whether ``seat``'s team still has an open cell."""
        return len(self._board[team_of(seat)]) < len(self._multipliers)

    @property
    def board(self) -> CoiffeurBoard:
        """Every row with its multiplier and each team's cell (``None`` fields while open)."""
        rows = []
        for row, multiplier in self._preset.rows:
            cells = []
            for team in (0, 1):
                filled = self._board[team].get(row)
                if filled is None:
                    cells.append(BoardCell())
                else:
                    cell, raw, number = filled
                    cells.append(
                        BoardCell(cell=cell, raw=raw, points=raw * multiplier, hand=number)
                    )
            rows.append(BoardRow(row=row, multiplier=multiplier, cells=(cells[0], cells[1])))
        return CoiffeurBoard(rows=tuple(rows), totals=self.scores)

    # ------------------------------------------------------------------ choosing
    def _next_able(self, seat: int, include: bool = False) -> int:
        """``seat`` (if ``include``) or the next seat in play order that can choose."""
        candidate = seat if include else NEXT[seat]
        for _ in range(4):
            if self.can_choose(candidate):
                return candidate
            candidate = NEXT[candidate]
        raise AssertionError("no team has an open cell, yet the game goes on")

    def _may_push(self, hand: _Hand) -> bool:
        if self._settings.push_to == "partner":
            return not hand.pushes
        able = sum(1 for seat in range(4) if self.can_choose(seat))
        return len(hand.pushes) < able

    # ------------------------------------------------------------------ legality
    def _compute_legal(self) -> Sequence[Action]:
        hand = self._hand
        if self._phase == "play":
            mode = hand.modes[len(hand.tricks)]
            return [PLAY[c] for c in legal_cards(hand.held[hand.to_move], hand.trick, mode)]
        if self._phase == "contract":
            actions = [
                CELL_ACTION[cell]
                for row in self.open_rows(team_of(hand.to_move))
                for cell in cells_of_row(row)
            ]
            if self._may_push(hand):
                actions.append(PUSH)
            return actions
        return ()

    def legal_reason(self, card: str) -> str | None:
        """``None`` if ``to_move`` may play ``card`` now, else why not, in a player's words."""
        if self._phase == "game_over":
            return Msg("the game is over")
        if self._phase == "contract":
            return Msg("choose the contract first")
        hand = self._hand
        try:
            code = parse_card(card)
        except CardError as exc:
            return str(exc)
        mode = hand.modes[len(hand.tricks)]
        return illegal_reason(code, hand.held[hand.to_move], hand.trick, mode)

    def _explain(self, action: Action) -> str:
        """Why ``action`` is not legal now (called only once it is known not to be)."""
        hand = self._hand
        if self._phase == "contract":
            if action.kind == "push":
                if self._settings.push_to == "partner":
                    return Msg("you cannot push back: your partner pushed, so you must choose")
                return Msg("everybody who can choose has pushed: you must choose")
            if action.kind == "play":
                return Msg("choose the contract first")
            cell = action.contract or ""
            row = cell_row(cell)
            if row not in self._multipliers:
                # TRANSLATORS: {row} is "Slalom" or "Guschti", {preset} e.g. "coiffeur-8".
                return Msg(
                    "the {preset} preset has no {row} row",
                    preset=self._preset.id,
                    row=Msg(ROW_NAMES[row]),
                )
            filled = self._board[team_of(hand.to_move)][row]
            # TRANSLATORS: e.g. "… its ×4 row (hearts trump, hand 3)"; {hand} is a number.
            return Msg(
                "your team has already played its ×{multiplier} row ({cell}, hand {hand})",
                multiplier=self._multipliers[row],
                cell=describe_cell(filled[0]),
                hand=filled[2],
            )
        if action.kind in ("contract", "push"):
            return contract_chosen(describe_cell(hand.cell or "obe"))
        mode = hand.modes[len(hand.tricks)]
        reason = illegal_reason(action.card or "", hand.held[hand.to_move], hand.trick, mode)
        return reason or NOT_NOW_PLAY

    # ------------------------------------------------------------------ moves
    def _parse(self, action: object) -> Action:
        return parse_action(action)

    def _do(self, act: Action) -> None:
        hand = self._hand
        hand.actions.append(act)
        if act.kind == "play":
            self._play(hand, act.card or "")
        elif act.kind == "contract":
            self._choose(hand, act.contract or "")
        else:
            self._push(hand)

    def _push(self, hand: _Hand) -> None:
        seat = hand.to_move
        hand.pushes.append(seat)
        if self._settings.push_to == "partner":
            hand.to_move = partner_of(seat)
        else:
            hand.to_move = self._next_able(seat)

    def _choose(self, hand: _Hand, cell: str) -> None:
        hand.chooser = hand.to_move
        hand.cell = cell
        hand.modes = cell_modes(cell)
        hand.multiplier = self._multipliers[cell_row(cell)]
        hand.leader = hand.chooser
        self._phase = "play"

    def _play(self, hand: _Hand, card: str) -> None:
        seat = hand.to_move
        hand.held[seat].remove(card)
        hand.trick.append(card)
        if len(hand.trick) == 4:
            self._complete_trick(hand)
        else:
            hand.to_move = NEXT[seat]

    def _complete_trick(self, hand: _Hand) -> None:
        cards = tuple(hand.trick)
        leader = hand.leader
        mode = hand.modes[len(hand.tricks)]
        winner = play_order(leader, Direction.RIGHT)[winning_index(cards, mode)]
        hand.tricks.append((leader, cards, winner))
        hand.trick = []
        table = POINTS[(mode, self._preset.undenufe_values)]
        value = table[cards[0]] + table[cards[1]] + table[cards[2]] + table[cards[3]]
        team = team_of(winner)
        hand.tricks_won[team] += 1
        if len(hand.tricks) < TRICKS:
            hand.trick_points[team] += value
            hand.leader = hand.to_move = winner
            return
        choosing = team_of(hand.chooser if hand.chooser is not None else winner)
        hand.trick_points[team] += value + LAST_TRICK_BONUS
        if team == choosing and hand.tricks_won[team] == TRICKS:
            # Match = 257, whatever the modes: in Slalom and Guschti all 36 cards are
            # not always worth 152 (see CoiffeurHand), a Match still writes 257.
            hand.trick_points[team] = MATCH_TOTAL
            hand.match = team
        self._finish(hand, choosing)

    def _finish(self, hand: _Hand, team: int) -> None:
        """Write the choosing team's card points into its cell; next hand or game over."""
        hand.finished = True
        raw = hand.trick_points[team]
        cell = hand.cell or ""
        self._board[team][cell_row(cell)] = (cell, raw, hand.number)
        self._scores[team] += raw * (hand.multiplier or 1)
        if all(len(filled) == len(self._multipliers) for filled in self._board):
            self._phase = "game_over"
            a, b = self._scores
            self._winner = None if a == b else (0 if a > b else 1)
            return
        self._start_hand(NEXT[hand.dealer], self._deal(hand.number + 1))

    # ------------------------------------------------------------------ records and views
    def _build_record(self, hand: _Hand) -> CoiffeurHand:
        tricks = [
            TrickRecord.model_construct(leader=leader, cards=cards, winner=winner)
            for leader, cards, winner in hand.tricks
        ]
        if hand is self._hand and self._phase == "play":
            tricks.append(
                TrickRecord.model_construct(
                    leader=hand.leader, cards=tuple(hand.trick), winner=None
                )
            )
        points = [0, 0]
        raw: int | None = None
        if hand.chooser is not None:
            team = team_of(hand.chooser)
            raw = hand.trick_points[team]
            if hand.finished:
                points[team] = raw * (hand.multiplier or 1)
        return CoiffeurHand.model_construct(
            number=hand.number,
            dealer=hand.dealer,
            forehand=hand.forehand,
            cards=hand.dealt,
            actions=tuple(hand.actions),
            pushes=tuple(hand.pushes),
            chooser=hand.chooser,
            cell=hand.cell,
            multiplier=hand.multiplier,
            tricks=tuple(tricks),
            trick_points=(hand.trick_points[0], hand.trick_points[1]),
            raw=raw,
            match=hand.match,
            points=(points[0], points[1]),
            finished=hand.finished,
        )

    def view(self, seat: int) -> CoiffeurView:
        """What ``seat`` may know now: its own cards and the public table."""
        seat = self.check_seat(seat)
        hand = self._hand
        record = self._record(len(self._hands) - 1)
        choosing = self._phase == "contract"
        return CoiffeurView.model_construct(
            seat=seat,
            hand=tuple(hand.held[seat]),
            preset=self._preset.id,
            push_to=self._settings.push_to,
            undenufe_values=self._preset.undenufe_values,
            phase=self._phase,
            to_move=self.to_move,
            dealer=hand.dealer,
            forehand=hand.forehand,
            pushes=tuple(hand.pushes),
            chooser=hand.chooser,
            cell=hand.cell,
            multiplier=hand.multiplier,
            modes=hand.modes,
            mode=self.mode,
            choices=tuple(str(a.contract) for a in self.legal_actions() if a.kind == "contract")
            if choosing
            else (),
            can_push=choosing and self._may_push(hand),
            tricks=record.tricks,
            trick_points=record.trick_points,
            board=self.board,
            open_rows=(self.open_rows(0), self.open_rows(1)),
            scores=self.scores,
            hand_number=hand.number,
            hands_total=self.hands_total,
            history=tuple(str(a) for a in hand.actions),
            cards_played=frozenset(c for trick in record.tricks for c in trick.cards),
            winner=self._winner,
        )

    # ------------------------------------------------------------------ saving
    def _save_fields(self) -> dict[str, Any]:
        return {"version": FORMAT_VERSION}
