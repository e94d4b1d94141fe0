"""What the tables of the Jass games for four players, each for himself, share
(Differenzler, Molotow): four score columns, taken points by the seats, places.

A kind's app (``DifferenzlerApp``, ``MolotowApp``) subclasses :class:`SoloJassApp` and
fills in the status badge, the decisions, the words after each action and the sheet.
The status bar shows the four totals with their places and the hand count; each seat
panel the card points its player has taken this hand (public: the tricks are). The
game-over screen names the places (ties share one) above the whole sheet.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, Protocol, TypeVar

from jass_tui.endings import solo_end
from jass_tui.family_app import JassFamilyApp, hand_order
from jass_tui.screens.player_sheet import PlayerSheetScreen
from jass_tui.screens.table import JassTableModel
from jass_tui.widgets.player_sheet import PlayerSheetView, place_word
from jass_tui.widgets.score_bar import ScoreLine
from shared.i18n import _
from shared.players import PlayerSpec
from shared.table import SEATS, play_order
from shared.tricks import TrickRecord
from shared.ui.game_protocol import TableGame
from shared.ui.screens.game_over import GameOverScreen
from shared.ui.settings import TableSettings
from shared.ui.table_model import completed, trick_on_table

__all__ = ["SoloJassApp", "places_line", "score_line"]


class SoloRecord(Protocol):
    """The part of a Differenzler or Molotow hand record the shared table reads."""

    @property
    def number(self) -> int: ...

    @property
    def dealer(self) -> int: ...

    @property
    def forehand(self) -> int: ...

    @property
    def cards(self) -> tuple[tuple[str, ...], ...]: ...

    @property
    def tricks(self) -> tuple[TrickRecord, ...]: ...

    @property
    def taken(self) -> tuple[int, ...]: ...

    @property
    def actions(self) -> tuple[str, ...]: ...

    @property
    def finished(self) -> bool: ...


class SoloGame(TableGame, Protocol):
    """A Jass game for four players, each for himself."""

    @property
    def hands(self) -> Sequence[SoloRecord]: ...

    @property
    def places(self) -> tuple[int, ...]: ...

    @property
    def hands_limit(self) -> int: ...

    def held(self, seat: int) -> tuple[str, ...]: ...


G = TypeVar("G", bound=SoloGame)


def score_line(
    names: Sequence[str], scores: Sequence[int], places: Sequence[int], extra: str = ""
) -> ScoreLine:
    """ "Anna 12 (1st)  Beat 30 (3rd) …  hand 3/12" for the status bar (fitted to its width)."""
    return ScoreLine(
        teams=tuple((name,) for name in names),
        scores=tuple(scores),
        hands_left=extra,
        notes=tuple(place_word(places[seat]) for seat in range(len(names))),
    )


def places_line(names: Sequence[str], scores: Sequence[int], places: Sequence[int]) -> str:
    """ "1st Anna 34 · 2nd Beat 40 · 2nd Dora 40 · 4th Chris 51"."""
    order = sorted(SEATS, key=lambda seat: (places[seat], seat))
    return " · ".join(f"{place_word(places[s])} {names[s]} {scores[s]}" for s in order)


class SoloJassApp(JassFamilyApp[G], Generic[G]):
    """The shared table of the four-player Jass games; subclasses add the rules' words."""

    SHORT = 8
    """Letters of each name in the status bar."""

    # ------------------------------------------------------------------ hooks
    def contract_now(self, game: G) -> str | None:
        """The contract the hand is played in now (orders the hand); ``None``: no trump."""
        return None

    def badge(self, game: G, record: SoloRecord) -> str:
        raise NotImplementedError

    def sheet(self, game: G) -> PlayerSheetView:
        raise NotImplementedError

    def hand_lines(self, game: G, record: SoloRecord) -> list[str]:
        """What a finished hand brought, in words (the sheet screen's lines)."""
        return []

    def seat_detail(self, game: G, record: SoloRecord, seat: int) -> str:
        """A seat panel's second line after the player kind."""
        return self.points_taken(record.taken[seat])

    @staticmethod
    def points_taken(points: int) -> str:
        """A seat panel's card points this hand: "52 pts"."""
        # TRANSLATORS: card points in a seat panel, short ("52 pts", German "52 Pkt.").
        return _("{points} pts").format(points=points)

    @staticmethod
    def hand_heading(number: int, total: int) -> str:
        """The hand log's first line: "— Hand 3 of 12 —"."""
        return _("— Hand {number} of {total} —").format(number=number, total=total)

    # ------------------------------------------------------------------ games
    def new_game_like(self, game: G) -> G:
        engine = type(game)
        rematch: G = engine.new(game.preset, None, **game.options)  # type: ignore[attr-defined]
        return rematch

    async def open_game(
        self, game: G, players: Sequence[PlayerSpec], settings: TableSettings
    ) -> None:
        await super().open_game(game, players, settings)
        self._log_history(game)

    def _log_history(self, game: G) -> None:
        """Start the hand log with the cards played so far (predictions stay private)."""
        table = self.table
        if table is None:
            return
        record = game.hands[-1]
        table.log_event(self.hand_heading(record.number, game.hands_limit))
        for trick in record.tricks:
            for seat, card in zip(
                play_order(trick.leader, self.DIRECTION), trick.cards, strict=False
            ):
                table.log_event(self.plays(seat, card))

    def new_hand_log(self, game: G, record: SoloRecord) -> None:
        if game.phase != "game_over" and self.table is not None and self.table.is_mounted:
            self.table.clear_log()
            self.table.log_event(self.hand_heading(record.number + 1, game.hands_limit))

    def short_names(self) -> list[str]:
        return [name[: self.SHORT] for name in self.names]

    # ------------------------------------------------------------------ table
    def table_model(self, game: G) -> JassTableModel:
        record = game.hands[-1]
        names = self.names
        viewer = self.revealed
        to_move = game.to_move if game.phase != "game_over" else None
        seats = self.seat_infos(record, to_move, lambda seat: self.seat_detail(game, record, seat))
        hand: tuple[str, ...] = ()
        reasons: tuple[str | None, ...] = ()
        active = False
        if viewer is not None:
            hand = hand_order(game.held(viewer), self.contract_now(game))
            legal = game.legal_actions() if to_move == viewer else []
            active = bool(legal) and all(action.kind == "play" for action in legal)
            if active:
                reasons = tuple(game.legal_reason(card) for card in hand)
        trick, title, last, last_title = trick_on_table(record, names, self.DIRECTION)
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
            scores=score_line(
                self.names,
                game.scores,
                game.places,
                _("hand {number}/{total}").format(number=record.number, total=game.hands_limit),
            ),
        )

    def trick_taken(self, game: G, record: SoloRecord, tricks_before: int) -> str | None:
        """ "Beat takes trick 4" when the last action completed a trick, else None."""
        done = completed(record.tricks)
        if len(done) > tricks_before and done[-1].winner is not None:
            return self.takes_trick(done[-1].winner, len(done))
        return None

    # ------------------------------------------------------------------ sheets
    def sheet_screen(self, game: G, title: str, lines: Sequence[str]) -> PlayerSheetScreen:
        return PlayerSheetScreen(title, lines, self.sheet(game))

    def queue_hand_end(self, game: G, record: SoloRecord) -> None:
        """The sheet after a finished hand (live, or again on resuming)."""
        self.news = ""  # the sheet tells it; the next hand-over starts afresh
        title = _("{game} · after hand {number} of {total}").format(
            game=_(self.GAME_TITLE), number=record.number, total=game.hands_limit
        )
        self.queue_interlude(self.sheet_screen(game, title, self.hand_lines(game, record)))

    def after_hand(self, game: G, record: SoloRecord) -> None:
        """Queue the sheet after a finished hand and start the next hand's log."""
        self.queue_hand_end(game, record)
        self.new_hand_log(game, record)

    def scoreboard_screen(self, game: G) -> PlayerSheetScreen:
        finished = [record for record in game.hands if record.finished]
        lines = self.hand_lines(game, finished[-1]) if finished else []
        title = _("{game} · {n} of {total} hands played").format(
            game=_(self.GAME_TITLE), n=len(finished), total=game.hands_limit
        )
        return self.sheet_screen(game, title, lines)

    def game_over_screen(self, game: G) -> GameOverScreen:
        names = self.names
        places = game.places
        winners = [seat for seat in SEATS if places[seat] == 1]
        first = [names[seat] for seat in winners]
        if len(first) == 1:
            if self.is_you(winners[0]):
                headline = _("You win!")
            else:
                headline = _("{name} wins!").format(name=first[0])
        else:
            # TRANSLATORS: names joined for a shared first place: "Anna and Beat".
            together = _(" and ").join(first)
            headline = _("{names} share first place!").format(names=together)
        played = len(game.hands)
        lines = [
            places_line(names, game.scores, places),
            solo_end(self.GAME_KIND, played),
        ]
        screen = GameOverScreen(headline, lines, detail=self.sheet(game))
        screen.add_class("-wide-detail")  # the sheet is wider than the usual box
        return screen
