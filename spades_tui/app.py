"""The Spades table app: the shared card-table loop plus Spades screens and words.

``run_app(request)`` is what ``spades`` (``shared.cli``) calls. Legality, trick winners,
contracts and scores come from ``SpadesGame``; this module only turns its state into
what the screens show.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

from shared.players import BOT_NAMES, default_players
from shared.table import SEAT_NAMES, TEAM_NAMES, Direction, play_order
from shared.ui.app import Before, CardTableApp
from shared.ui.deck import FRENCH
from shared.ui.screens.game_over import GameOverScreen
from shared.ui.screens.setup import SetupResult
from shared.ui.seat import SeatInfo
from shared.ui.table_model import TableModel, cards_left, completed, trick_on_table
from spades_tui.presets import DEFAULT_PRESET
from spades_tui.scorepad import PadRow, bid_word, hand_sentences, pad_rows
from spades_tui.screens.bid import BidScreen
from spades_tui.screens.rules_text import RULES_SUMMARY
from spades_tui.screens.scorepad import ScorePadScreen
from spades_tui.screens.setup import SpadesSetupScreen, options_from
from spades_tui.screens.summary import HandSummaryScreen
from spades_tui.screens.table import SpadesTableScreen
from spades_tui.widgets.score_pad import ScorePad

HERE = Path(__file__).parent
SHARED_CSS = HERE.parent / "shared" / "ui" / "table.tcss"
SHORT_TEAMS = ("N–S", "E–W")


class SpadesApp(CardTableApp):
    """Spades at the terminal: partnerships (``standard``) or every man for himself."""

    GAME_KIND = "spades"
    GAME_TITLE = "Spades"
    RULES_SUMMARY = RULES_SUMMARY
    DIRECTION = int(Direction.LEFT)
    CSS_PATH: ClassVar[Any] = [SHARED_CSS, HERE / "spades.tcss"]

    # ------------------------------------------------------------ new games
    def make_setup_screen(self) -> SpadesSetupScreen:
        players = [(p.name, p.kind) for p in default_players(BOT_NAMES["spades"])]
        return SpadesSetupScreen(players, preset=DEFAULT_PRESET, seed=self.seed)

    def create_game(self, result: SetupResult) -> tuple[Any, dict[str, Any]]:
        from spades_tui.state import SpadesGame

        values = result.values
        preset = values.get("preset", DEFAULT_PRESET)
        game = SpadesGame.new(preset, seed=result.seed, **options_from(values))
        settings = {
            "four_colour": values.get("deck") == "four",
            "auto_play": values.get("auto_play") == "on",
            "bot_speed": values.get("bot_speed", "normal"),
        }
        return game, settings

    # -------------------------------------------------------------- words
    @property
    def names(self) -> list[str]:
        return [self.name_of(seat) for seat in range(4)]

    @property
    def partnerships(self) -> bool:
        return bool(self.game.partnerships)

    def unit_titles(self) -> list[str]:
        """Column titles of the pad: "You & Ben" per side, or the four names."""
        names = self.names
        if not self.partnerships:
            return names
        return [f"{names[0]} & {names[2]}", f"{names[1]} & {names[3]}"]

    def unit_words(self) -> list[str]:
        """Sides in sentences: "North–South (You & Ben)", or the names in ``bicycle``."""
        if not self.partnerships:
            return self.names
        return [
            f"{team} ({title})" for team, title in zip(TEAM_NAMES, self.unit_titles(), strict=True)
        ]

    def describe_card(self, card: str) -> str:
        return f"{FRENCH.label(card)} ({FRENCH.name(card)})"

    def sentence(self, seat: int, verb: str, rest: str) -> str:
        """ "Ada takes trick 3", but "You take trick 3" for the default human name."""
        name = self.name_of(seat)
        return f"{name} {verb if name != 'You' else verb.removesuffix('s')} {rest}"

    def describe(self, seat: int, action: str) -> str:
        kind, value = action.split()
        if kind == "bid":
            return self.sentence(seat, "bids", "Nil (no tricks at all)" if value == "0" else value)
        return self.sentence(seat, "plays", FRENCH.label(value))

    # ---------------------------------------------------------------- table
    def make_table_screen(self) -> SpadesTableScreen:
        return SpadesTableScreen()

    def seat_detail(self, record: Any, seat: int) -> str:
        """ "bid 3 · took 1" (bids are public once made)."""
        bid = record.bids[seat]
        if bid is None:
            return "bid —"
        return f"bid {bid_word(bid)} · took {record.tricks_won[seat]}"

    def hand_line(self, record: Any) -> str:
        game = self.game
        parts = [f"Hand {record.number}"]
        if game.phase == "bid":
            parts.append("bidding")
        elif record.contract is not None and self.partnerships:
            parts.append(
                "contracts "
                + ", ".join(f"{t} {c}" for t, c in zip(SHORT_TEAMS, record.contract, strict=True))
            )
        parts.append("♠ broken" if game.spades_broken else "♠ not broken yet")
        return " · ".join(parts)

    def score_line(self) -> str:
        game = self.game
        titles = self.unit_titles() if self.partnerships else self.names
        penalty = bool(game.options.get("bag_penalty"))
        parts = []
        for title, score, bags in zip(titles, game.scores, game.bags, strict=True):
            bag_text = f" ({bags}/10 bags)" if penalty else f" ({bags} bags)"
            parts.append(f"{title} {score}{bag_text}")
        return " · ".join(parts) + f"  → {game.options.get('target')}"

    def table_model(self) -> TableModel:
        game = self.game
        record = game.hands[-1]
        names = self.names
        viewer = self.revealed
        to_move = game.to_move
        seats = []
        for seat in range(4):
            player = self.players[seat]
            shown = viewer is not None and seat == viewer
            kind = f"bot {player.kind}" if player.is_bot else "human"
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
        if viewer is not None:
            hand = tuple(game.view(viewer).hand)
            if active:
                reasons = tuple(game.legal_reason(card) for card in hand)
        trick, title, last, last_title = trick_on_table(record, names, self.DIRECTION)
        return TableModel(
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
            extra={"hand_line": self.hand_line(record), "score_line": self.score_line()},
        )

    # ---------------------------------------------------------- decisions
    def bid_lines(self, seat: int) -> list[str]:
        """The bids made so far and, with partners, the side's contract so far."""
        record = self.game.hands[-1]
        names = self.names
        order = play_order((record.dealer + self.DIRECTION) % 4, Direction.LEFT)
        made = [
            f"{names[s]} ({SEAT_NAMES[s]}) {bid_word(record.bids[s])}" for s in order if s != seat
        ]
        lines = ["Bids in turn: " + " · ".join(made)]
        if self.partnerships:
            partner = (seat + 2) % 4
            bid = record.bids[partner]
            if bid is None:
                lines.append(f"Your partner {names[partner]} has not bid yet.")
            else:
                # The contract is the sum of the side's non-Nil bids (RULES 2.2).
                so_far = bid if bid else 0
                lines.append(
                    f"Your partner {names[partner]} bid {bid_word(bid)}: "
                    f"your side's contract so far is {so_far} + your bid (Nil adds 0)."
                )
        return lines

    def prompt_human(self, seat: int) -> None:
        game = self.game
        if game.phase != "bid":
            return
        bids = [int(str(action).split()[1]) for action in game.legal_actions()]
        self.push_screen(
            BidScreen(
                self.name_of(seat),
                game.view(seat).hand,
                bids,
                self.bid_lines(seat),
                FRENCH,
                partnerships=self.partnerships,
            ),
            self.decided,
        )

    # ------------------------------------------------------------- events
    def after_action(self, seat: int, action: str, before: Before) -> None:
        game = self.game
        names = self.names
        record = game.hands[before.hand_index]
        self.say(self.describe(seat, action))
        done = completed(record.tricks)
        if len(done) > before.tricks_done:
            text = self.sentence(done[-1].winner, "takes", f"trick {len(done)}")
            self.say(text, toast=True, timeout=2.5)
            self.news = text
        if before.phase == "bid" and game.phase == "play":
            self.news = "Bids: " + ", ".join(
                f"{names[s]} {bid_word(record.bids[s])}" for s in range(4)
            )
        if record.finished:
            self.queue_interlude(self._summary(record))
            if game.phase != "game_over":
                self.queue_interlude(self._score_pad(f"Score pad after hand {record.number}"))

    def totals_lines(self) -> list[str]:
        game = self.game
        totals = " · ".join(
            f"{title} {score}" for title, score in zip(self.unit_titles(), game.scores, strict=True)
        )
        lines = [f"Totals: {totals} (target {game.options.get('target')})"]
        if game.winner is not None:
            lines.append(f"{self.unit_words()[game.winner]} won the game.")
        return lines

    def _summary(self, record: Any) -> HandSummaryScreen:
        game = self.game
        sentences = hand_sentences(
            record,
            self.unit_words(),
            self.names,
            partnerships=self.partnerships,
            failed_nil_tricks=str(game.options.get("failed_nil_tricks")),
        )
        return HandSummaryScreen(f"Hand {record.number} is over", sentences, self.totals_lines())

    # -------------------------------------------------------------- sheets
    def _pad_rows(self) -> list[PadRow]:
        game = self.game
        return pad_rows(
            game.hands,
            self.names,
            partnerships=self.partnerships,
            bag_penalty=bool(game.options.get("bag_penalty")),
        )

    def _score_pad(self, title: str = "Score pad") -> ScorePadScreen:
        game = self.game
        limit = game.options.get("loss_limit")
        goal = f" · target {game.options.get('target')}"
        if limit is not None:
            goal += f" · loss limit {limit}"
        return ScorePadScreen(f"{title}{goal}", self._pad_rows(), self.unit_titles())

    def scoreboard_screen(self) -> ScorePadScreen | None:
        return self._score_pad() if self.game is not None else None

    def game_over_screen(self) -> GameOverScreen:
        game = self.game
        words = self.unit_words()
        headline = f"{words[game.winner]} won!" if game.winner is not None else "Game over"
        lines = [*self.totals_lines()[:1], f"Hands played: {len(game.hands)}."]
        return GameOverScreen(
            headline, lines, detail=ScorePad(self._pad_rows(), self.unit_titles())
        )


def run_app(request: Any) -> int:
    """Start the Spades table for a ``shared.persistence.LaunchRequest``."""
    app = SpadesApp(request.saves_dir, loaded=request.loaded, seed=request.seed)
    return int(app.run() or 0)
