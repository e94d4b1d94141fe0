"""The Spades table app: the shared card-table loop plus Spades screens and words.

``run_app(request)`` is what ``spades`` (``shared.cli``) calls. Legality, trick winners,
contracts and scores come from ``SpadesGame``; this module only turns its state into
what the screens show.

Blind Nil (RULES.md Part 4) is offered before the player sees his new hand: while the
engine's ``blind_nil_offer`` stands for a person and he has not chosen to look, his
cards stay hidden on the table; the offer comes on the hand-over screen in hot-seat
play and as :class:`~spades_tui.screens.blind_nil.BlindNilScreen` against bots.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from textual._path import CSSPathType

from shared.i18n import N_, _, translate
from shared.persistence import LaunchRequest
from shared.table import (
    SEAT_NAMES,
    SEATS,
    TEAM_NAMES,
    Direction,
    next_seat,
    partner_of,
    play_order,
    team_of,
)
from shared.ui.app import CardTableApp
from shared.ui.game_protocol import Before
from shared.ui.handover import handover_note
from spades_tui.presets import DEFAULT_PRESET
from spades_tui.screens.rules_text import RULES_SUMMARY

if TYPE_CHECKING:
    from shared.engine.action import Action
    from shared.players import PlayerSpec
    from shared.review import HandReview
    from shared.ui.screens.game_over import GameOverScreen
    from shared.ui.screens.handover import HandOverQuestion
    from shared.ui.screens.setup import SetupResult
    from shared.ui.settings import TableSettings
    from spades_tui.records import SpadesHand
    from spades_tui.scorepad import PadRow
    from spades_tui.screens.scorepad import ScorePadScreen
    from spades_tui.screens.setup import SpadesChoices, SpadesSetupScreen
    from spades_tui.screens.summary import HandSummaryScreen
    from spades_tui.screens.table import SpadesTableModel, SpadesTableScreen
    from spades_tui.state import SpadesGame

HERE = Path(__file__).parent
SHARED_CSS = HERE.parent / "shared" / "ui" / "table.tcss"
# TRANSLATORS: the two sides in short, North–South and East–West (German: N–S, O–W).
SHORT_TEAMS = (N_("N–S"), N_("E–W"))
BOT_KINDS = {
    "easy": N_("bot easy"),
    "normal": N_("bot normal"),
    "strong": N_("bot strong"),
    "expert": N_("bot expert"),
}
"""A seat panel's first line for a bot of each level."""


class SpadesApp(CardTableApp["SpadesGame", "SpadesTableModel", "SpadesChoices"]):
    """Spades at the terminal: partnerships (``standard``) or every man for himself."""

    GAME_KIND = "spades"
    GAME_TITLE = "Spades"
    RULES_SUMMARY = RULES_SUMMARY
    WARM_UP = (
        "spades_tui.screens.setup",
        "spades_tui.screens.table",
        *CardTableApp.WARM_UP,
        "spades_tui.screens.bid",
        "spades_tui.screens.blind_nil",
        "spades_tui.screens.summary",
        "spades_tui.screens.scorepad",
        "spades_tui.widgets.score_pad",
        "spades_tui.review",
        "spades_tui.endings",
    )
    DIRECTION = Direction.LEFT
    CSS_PATH: ClassVar[CSSPathType | None] = [SHARED_CSS, HERE / "spades.tcss"]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.blind_nil_seen: set[tuple[int, int, int]] = set()
        """(game seed, hand number, seat): the person chose to look at his cards, so the
        Blind Nil offer of that hand is gone for him (only the table can know)."""

    # ------------------------------------------------------------ new games
    def make_setup_screen(self) -> SpadesSetupScreen:
        from shared.players import BOT_NAMES, default_players
        from spades_tui.screens.setup import SpadesSetupScreen

        players = default_players(BOT_NAMES["spades"])
        return SpadesSetupScreen(players, preset=DEFAULT_PRESET, seed=self.seed)

    def create_game(self, result: SetupResult[SpadesChoices]) -> SpadesGame:
        from spades_tui.state import SpadesGame

        choices = result.options
        return SpadesGame.new(choices.preset, result.seed, **choices.engine_options())

    def own_game(self, game: object) -> SpadesGame:
        from spades_tui.state import SpadesGame

        if not isinstance(game, SpadesGame):
            raise TypeError(f"not a Spades game: {type(game).__name__}")
        return game

    def new_game_like(self, game: SpadesGame) -> SpadesGame:
        from spades_tui.state import SpadesGame

        return SpadesGame.new(game.preset, None, **game.options)

    async def open_game(
        self, game: SpadesGame, players: Sequence[PlayerSpec], settings: TableSettings
    ) -> None:
        # An older save may call a bot, or one of several people, "You": not any more.
        from shared.players import settle_names

        await super().open_game(game, settle_names(players), settings)

    # -------------------------------------------------------------- words
    @property
    def names(self) -> list[str]:
        return [self.name_of(seat) for seat in SEATS]

    @property
    def partnerships(self) -> bool:
        return self.game is None or self.game.partnerships

    def unit_titles(self) -> list[str]:
        """Column titles of the pad: "You & Ben" per side, or the four names."""
        names = self.names
        if not self.partnerships:
            return names
        return [f"{names[team]} & {names[partner_of(team)]}" for team in (0, 1)]

    def unit_words(self) -> list[str]:
        """Sides in sentences: "North–South (You & Ben)", or the names in ``bicycle``."""
        if not self.partnerships:
            return self.names
        return [
            f"{translate(team)} ({title})"
            for team, title in zip(TEAM_NAMES, self.unit_titles(), strict=True)
        ]

    def describe_card(self, card: str) -> str:
        from shared.ui.deck import FRENCH

        return f"{FRENCH.label(card)} ({FRENCH.name(card)})"

    def name_and_place(self, seat: int) -> str:
        """ "Ada (East)"; just "South" for a player named after his place."""
        name, place = self.name_of(seat), translate(SEAT_NAMES[seat])
        return name if name.strip().lower() == place.lower() else f"{name} ({place})"

    def describe(self, seat: int, action: Action) -> str:
        from shared.ui.deck import FRENCH
        from spades_tui.rules import BLIND_NIL

        if action == BLIND_NIL:
            return self.said(seat, N_("You bid Blind Nil"), N_("{name} bids Blind Nil"))
        if action.bid is not None:
            if action.bid == 0:
                return self.said(
                    seat,
                    N_("You bid Nil (no tricks at all)"),
                    N_("{name} bids Nil (no tricks at all)"),
                )
            return self.said(seat, N_("You bid {bid}"), N_("{name} bids {bid}"), bid=action.bid)
        if action.card is not None:
            return self.said(
                seat,
                N_("You play {card}"),
                N_("{name} plays {card}"),
                card=FRENCH.label(action.card),
            )
        return self.said(
            seat, N_("You do {action}"), N_("{name} does {action}"), action=str(action)
        )

    # ---------------------------------------------------------------- table
    def make_table_screen(self) -> SpadesTableScreen:
        from spades_tui.screens.table import SpadesTableScreen

        return SpadesTableScreen()

    def seat_detail(self, record: SpadesHand, seat: int) -> str:
        """ "bid 3 · took 1" (bids are public once made)."""
        from spades_tui.scorepad import seat_bid_word

        if record.bids[seat] is None:
            # TRANSLATORS: a seat panel before the seat has bid (keep it short).
            return _("bid —")
        took = record.tricks_won[seat]
        if record.blind[seat]:  # "bid Blind Nil · took 0" is too wide for a side panel
            return _("Blind Nil · took {took}").format(took=took)
        # TRANSLATORS: a seat panel (18 columns at most): the bid, then tricks taken.
        return _("bid {bid} · took {took}").format(bid=seat_bid_word(record, seat), took=took)

    def hand_line(self, game: SpadesGame, record: SpadesHand) -> str:
        parts = [_("Hand {n}").format(n=record.number)]
        if game.phase == "bid":
            viewer = self.revealed
            pending = viewer is not None and self.blind_nil_pending(game, viewer)
            parts.append(_("bidding: Blind Nil offered, cards hidden") if pending else _("bidding"))
        elif record.contract is not None and self.partnerships:
            contracts = ", ".join(
                f"{_(t)} {c}" for t, c in zip(SHORT_TEAMS, record.contract, strict=True)
            )
            parts.append(_("contracts {contracts}").format(contracts=contracts))
        parts.append(_("♠ broken") if game.spades_broken else _("♠ not broken yet"))
        return " · ".join(parts)

    def score_line(self, game: SpadesGame) -> str:
        titles = self.unit_titles() if self.partnerships else self.names
        penalty = bool(game.options.get("bag_penalty"))
        parts = []
        for title, score, bags in zip(titles, game.scores, game.bags, strict=True):
            if penalty:
                text = _("{side} {score} ({bags}/10 bags)")
            else:
                text = _("{side} {score} ({bags} bags)")
            parts.append(text.format(side=title, score=score, bags=bags))
        return " · ".join(parts) + f"  → {game.options.get('target')}"

    def table_model(self, game: SpadesGame) -> SpadesTableModel:
        from shared.ui.deck import FRENCH
        from shared.ui.seat import SeatInfo
        from shared.ui.table_model import cards_left, trick_on_table
        from spades_tui.screens.table import SpadesTableModel

        record = game.hands[-1]
        names = self.names
        viewer = self.revealed
        to_move = game.to_move
        seats = []
        hidden = viewer is not None and self.blind_nil_pending(game, viewer)
        for seat in SEATS:
            player = self.players[seat]
            shown = viewer is not None and seat == viewer and not hidden
            if player.is_bot:
                kind = _(BOT_KINDS.get(player.kind, "bot {level}")).format(level=player.kind)
            else:
                kind = _("human")
            # Two lines (who plays, then bid and tricks) fit the narrow side panels.
            seats.append(
                SeatInfo(
                    names[seat],
                    markers="D" if seat == record.dealer else "",
                    count=None if shown else cards_left(record, seat, self.DIRECTION),
                    turn=seat == to_move,
                    detail=f"{kind}\n{self.seat_detail(record, seat)}",
                )
            )
        hand: tuple[str, ...] = ()
        reasons: tuple[str | None, ...] = ()
        active = viewer is not None and to_move == viewer and game.phase == "play"
        if viewer is not None and not hidden:
            hand = tuple(game.view(viewer).hand)
            if active:
                reasons = tuple(game.legal_reason(card) for card in hand)
        trick, title, last, last_title = trick_on_table(record, names, self.DIRECTION)
        return SpadesTableModel(
            viewpoint=self.viewpoint(),
            seats=tuple(seats),
            hand=hand,
            reasons=reasons,
            hand_active=active,
            trick=trick,
            trick_title=title,
            last_trick=last,
            last_title=last_title,
            style=FRENCH,
            event=self.event_text,
            hand_line=self.hand_line(game, record),
            score_line=self.score_line(game),
        )

    # ---------------------------------------------------------- decisions
    def bid_lines(self, game: SpadesGame, seat: int) -> list[str]:
        """The bids made so far and, with partners, the side's contract so far."""
        from spades_tui.scorepad import seat_bid_word

        record = game.hands[-1]
        names = self.names
        order = play_order(next_seat(record.dealer, self.DIRECTION), self.DIRECTION)
        made = [f"{self.name_and_place(s)} {seat_bid_word(record, s)}" for s in order if s != seat]
        lines = [_("Bids in turn: {bids}").format(bids=" · ".join(made))]
        if self.partnerships:
            partner = partner_of(seat)
            bid = record.bids[partner]
            if bid is None:
                lines.append(_("Your partner {name} has not bid yet.").format(name=names[partner]))
            else:
                # The contract is the sum of the side's non-Nil bids (RULES 2.2).
                so_far = bid if bid else 0
                lines.append(
                    _(
                        "Your partner {name} bid {bid}: "
                        "your side's contract so far is {so_far} + your bid (Nil adds 0)."
                    ).format(name=names[partner], bid=seat_bid_word(record, partner), so_far=so_far)
                )
        return lines

    # ------------------------------------------------------------ Blind Nil
    def blind_nil_pending(self, game: SpadesGame, seat: int) -> bool:
        """Blind Nil is offered to the person at ``seat`` and he has not looked yet."""
        if game.phase != "bid" or self.is_bot(seat) or seat >= len(self.players):
            return False
        if (game.seed, game.hand_number, seat) in self.blind_nil_seen:
            return False
        return game.view(seat).blind_nil_offer

    def _offer_words(self, game: SpadesGame, seat: int) -> tuple[int, str | None, str | None]:
        """How far behind the seat's side is, the partner's name, and his Nil if he bid one."""
        from spades_tui.scorepad import seat_bid_word

        team = team_of(seat)
        behind = game.scores[1 - team] - game.scores[team]
        partner = partner_of(seat)
        record = game.hands[-1]
        nil = seat_bid_word(record, partner) if record.bids[partner] == 0 else None
        return behind, self.name_of(partner), nil

    def _looked(self, game: SpadesGame, seat: int) -> None:
        self.blind_nil_seen.add((game.seed, game.hand_number, seat))

    def awaits(self, game: SpadesGame, seat: int) -> str:
        """What awaits ``seat`` on the hand-over screen: his bid (or the offer), his card."""
        from shared.ui.table_model import completed

        if game.phase == "bid":
            if self.blind_nil_pending(game, seat):
                return _("Your bid, hand {n}: first the Blind Nil question").format(
                    n=game.hand_number
                )
            # TRANSLATORS: the hand-over screen: what awaits the player, e.g. "Your bid, hand 2".
            return _("Your bid, hand {n}").format(n=game.hand_number)
        if game.phase == "play":
            number = len(completed(game.hands[-1].tricks)) + 1
            return _("Your card, trick {n}").format(n=number)
        return ""

    def handover_note(self) -> str:
        game = self.game
        awaits = "" if game is None or game.to_move is None else self.awaits(game, game.to_move)
        return handover_note(awaits, self.news)

    def handover_question(self, game: SpadesGame, seat: int) -> HandOverQuestion | None:
        from spades_tui.screens.blind_nil import blind_nil_question

        if not self.blind_nil_pending(game, seat):
            return None
        return blind_nil_question(*self._offer_words(game, seat))

    def handover_answered(self, seat: int, answer: str | None) -> None:
        game = self.game
        if answer is None and game is not None and self.blind_nil_pending(game, seat):
            self._looked(game, seat)
        super().handover_answered(seat, answer)

    def _blind_nil_answered(self, game: SpadesGame, seat: int, answer: str | None) -> None:
        if game is not self.game:
            return
        if answer:
            self.apply_action(answer)
            return
        # He looks at his cards: the table shows them, and the bid dialog follows when
        # the table is back on top.
        self._looked(game, seat)
        self.refresh_table()

    def prompt_human(self, game: SpadesGame, seat: int) -> None:
        from shared.ui.deck import FRENCH
        from spades_tui.rules import BLIND_NIL
        from spades_tui.screens.bid import BidScreen
        from spades_tui.screens.blind_nil import BlindNilScreen, blind_nil_lines

        if game.phase != "bid":
            return
        if self.blind_nil_pending(game, seat):
            lines = blind_nil_lines(*self._offer_words(game, seat))
            self.push_screen(
                BlindNilScreen(self.name_of(seat), lines),
                lambda answer: self._blind_nil_answered(game, seat, answer),
            )
            return
        bids = [
            action.bid
            for action in game.legal_actions()
            if action.bid is not None and action != BLIND_NIL
        ]
        self.push_screen(
            BidScreen(
                self.name_of(seat),
                game.view(seat).hand,
                bids,
                self.bid_lines(game, seat),
                FRENCH,
                partnerships=self.partnerships,
            ),
            self.decided,
        )

    # ------------------------------------------------------------- events
    def after_action(self, game: SpadesGame, seat: int, action: Action, before: Before) -> None:
        from shared.ui.table_model import completed
        from spades_tui.scorepad import seat_bid_word

        names = self.names
        record = game.hands[before.hand_index]
        self.say(self.describe(seat, action))
        done = completed(record.tricks)
        winner = done[-1].winner if done else None
        if len(done) > before.tricks_done and winner is not None:
            text = self.said(
                winner, N_("You take trick {n}"), N_("{name} takes trick {n}"), n=len(done)
            )
            self.say(text, toast=True, timeout=2.5)
            self.news = text
        if before.phase == "bid" and game.phase == "play":
            bids = ", ".join(f"{names[s]} {seat_bid_word(record, s)}" for s in SEATS)
            self.news = _("Bids: {bids}").format(bids=bids)
        if record.finished:
            self.queue_hand_end(game, record)

    def queue_hand_end(self, game: SpadesGame, record: SpadesHand) -> None:
        """The hand summary, then the score pad (live, or again on resuming)."""
        self.news = ""  # the summary tells it; the next hand-over starts afresh
        self.queue_interlude(self._summary(game, record))
        if game.phase != "game_over":
            title = _("Score pad after hand {n}").format(n=record.number)
            self.queue_interlude(self._score_pad(game, title))

    def totals_lines(self, game: SpadesGame) -> list[str]:
        totals = " · ".join(
            f"{title} {score}" for title, score in zip(self.unit_titles(), game.scores, strict=True)
        )
        target = game.options.get("target")
        lines = [_("Totals: {totals} (target {target})").format(totals=totals, target=target)]
        if game.winner is not None:
            lines.append(_("{side} won the game.").format(side=self.unit_words()[game.winner]))
        return lines

    def hand_reviews(self, game: SpadesGame) -> list[HandReview]:
        from shared.review import reviewable
        from spades_tui.review import spades_review
        from spades_tui.scorepad import hand_sentences

        reviews = []
        for index in reviewable(game.hands):
            record = game.hands[index]
            result = hand_sentences(
                record,
                self.unit_words(),
                self.names,
                partnerships=self.partnerships,
                failed_nil_tricks=str(game.options.get("failed_nil_tricks")),
            )
            reviews.append(
                spades_review(
                    record,
                    self.names,
                    self.unit_titles(),
                    partnerships=self.partnerships,
                    result=result,
                )
            )
        return reviews

    def _summary(self, game: SpadesGame, record: SpadesHand) -> HandSummaryScreen:
        from spades_tui.scorepad import hand_sentences
        from spades_tui.screens.summary import HandSummaryScreen

        sentences = hand_sentences(
            record,
            self.unit_words(),
            self.names,
            partnerships=self.partnerships,
            failed_nil_tricks=str(game.options.get("failed_nil_tricks")),
        )
        closing = self.totals_lines(game)
        title = _("Hand {n} is over").format(n=record.number)
        return HandSummaryScreen(title, sentences, closing)

    # -------------------------------------------------------------- sheets
    def _pad_rows(self, game: SpadesGame) -> list[PadRow]:
        from spades_tui.scorepad import pad_rows

        return pad_rows(
            game.hands,
            self.names,
            partnerships=self.partnerships,
            bag_penalty=bool(game.options.get("bag_penalty")),
        )

    def _score_pad(self, game: SpadesGame, title: str | None = None) -> ScorePadScreen:
        from spades_tui.screens.scorepad import ScorePadScreen

        limit = game.options.get("loss_limit")
        parts = [
            title or _("Score pad"),
            _("target {target}").format(target=game.options.get("target")),
        ]
        if limit is not None:
            parts.append(_("loss limit {limit}").format(limit=limit))
        return ScorePadScreen(" · ".join(parts), self._pad_rows(game), self.unit_titles())

    def scoreboard_screen(self, game: SpadesGame) -> ScorePadScreen:
        return self._score_pad(game)

    def game_over_screen(self, game: SpadesGame) -> GameOverScreen:
        from shared.ui.screens.game_over import GameOverScreen
        from spades_tui.endings import end_sentence
        from spades_tui.widgets.score_pad import ScorePad

        words = self.unit_words()
        if game.winner is not None:
            headline = _("{side} won!").format(side=words[game.winner])
        else:
            headline = _("Game over")
        options = game.options
        target, limit = options["target"], options["loss_limit"]
        assert isinstance(target, int) and (limit is None or isinstance(limit, int))
        why = end_sentence(game.end_reason, game.winner, game.scores, words, target, limit)
        lines = [
            *self.totals_lines(game)[:1],
            *([why] if why is not None else []),
            _("Hands played: {n}.").format(n=len(game.hands)),
        ]
        return GameOverScreen(
            headline, lines, detail=ScorePad(self._pad_rows(game), self.unit_titles())
        )


def run_app(request: LaunchRequest) -> int:
    """Start the Spades table for a ``shared.persistence.LaunchRequest``."""
    app = SpadesApp(request.saves_dir, loaded=request.loaded, seed=request.seed)
    return int(app.run() or 0)
