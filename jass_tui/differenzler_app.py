"""The Differenzler table (RULES.md 3.2): four players, each predicts his card points.

Everything the rules decide comes from ``DifferenzlerGame``: the trump of each hand (shown
before anyone predicts), who predicts when, the legal cards, the differences. This
module turns them into screens:

- the prediction (:class:`~jass_tui.screens.prediction.PredictionScreen`): the hand and
  the trump on view, a number chosen with ←/→, ↑/↓ or typed; at a shared keyboard every
  prediction is made behind its own hand-over;
- **privacy**: a prediction is shown only to its owner (from ``game.view(seat)``) until
  the hand ends; the log and the hand-over note say only *that* somebody predicted;
- the sheet after every hand and on ``t``: prediction / taken / difference per player
  and hand, totals and places; the game over names the places (ties share one).
"""

from __future__ import annotations

from jass_tui.differenzler import MAX_PREDICTION, DifferenzlerGame, DifferenzlerHand
from jass_tui.family_app import hand_order
from jass_tui.review import differenzler_review
from jass_tui.screens.prediction import PredictionScreen
from jass_tui.screens.rules_text import DIFFERENZLER_SUMMARY
from jass_tui.screens.setup import AnyJassChoices, DifferenzlerChoices
from jass_tui.solo_app import SoloJassApp, SoloRecord
from jass_tui.widgets.contract_badge import contract_words
from jass_tui.widgets.player_sheet import PlayerSheetView, SheetRow
from shared.engine.action import Action
from shared.i18n import N_, _
from shared.review import HandReview, reviewable
from shared.table import SEATS
from shared.ui.game_protocol import Before
from shared.ui.screens.setup import SetupResult

__all__ = ["DifferenzlerApp"]

EXACT = "★"


class DifferenzlerApp(SoloJassApp[DifferenzlerGame]):
    """Differenzler at the terminal."""

    GAME_KIND = "differenzler"
    GAME_TITLE = "Differenzler"
    RULES_SUMMARY = DIFFERENZLER_SUMMARY

    # ------------------------------------------------------------ new games
    def create_game(self, result: SetupResult[AnyJassChoices]) -> DifferenzlerGame:
        choices = result.options
        if not isinstance(choices, DifferenzlerChoices):
            raise ValueError(f"not a Differenzler set-up: {choices.kind}")
        return DifferenzlerGame.new(choices.preset, seed=result.seed, **choices.engine_options())

    def own_game(self, game: object) -> DifferenzlerGame:
        if not isinstance(game, DifferenzlerGame):
            raise TypeError(f"not a Differenzler game: {type(game).__name__}")
        return game

    # ------------------------------------------------------------ words
    def contract_now(self, game: DifferenzlerGame) -> str | None:
        return game.trump

    def own_prediction(self, game: DifferenzlerGame) -> int | None:
        """The prediction of the player at the keyboard (nobody else's), if made."""
        viewer = self.revealed
        if viewer is None:
            return None
        return game.view(viewer).predictions[viewer]

    def badge(self, game: DifferenzlerGame, record: SoloRecord) -> str:
        text = contract_words(game.trump, self.style)
        mine = self.own_prediction(game)
        viewer = self.revealed
        if mine is not None and viewer is not None:
            text += " · " + self.said(
                viewer, N_("You predicted {points}"), N_("{name} predicted {points}"), points=mine
            )
        if game.phase == "predict" and game.to_move is not None:
            text += " · " + self.said(game.to_move, N_("You predict"), N_("{name} predicts"))
        return text

    def seat_detail(self, game: DifferenzlerGame, record: SoloRecord, seat: int) -> str:
        if game.phase == "predict":
            # TRANSLATORS: a seat panel during the predictions: this player has predicted.
            return _("predicted") if game.view(seat).predicted[seat] else "…"
        return self.points_taken(record.taken[seat])

    def has_predicted(self, seat: int) -> str:
        return self.said(seat, N_("You have predicted"), N_("{name} has predicted"))

    # ---------------------------------------------------------- decisions
    def awaits(self, game: DifferenzlerGame, seat: int) -> str:
        if game.phase == "predict":
            return _("Your prediction: how many points will you take?")
        return super().awaits(game, seat)

    def prompt_human(self, game: DifferenzlerGame, seat: int) -> None:
        if game.phase != "predict":
            return
        hand = hand_order(game.held(seat), game.trump)
        self.push_screen(
            PredictionScreen(
                self.name_of(seat),
                hand,
                contract_words(game.trump, self.style),
                self.style,
                highest=MAX_PREDICTION,
            ),
            self.decided,
        )

    # ------------------------------------------------------------- events
    def after_action(
        self, game: DifferenzlerGame, seat: int, action: Action, before: Before
    ) -> None:
        record = game.hands[before.hand_index]
        if action.kind == "predict":
            # Never the number: it stays hidden until the hand ends.
            text = self.has_predicted(seat)
            self.say(text)
            self.news = _("{news}; the numbers stay hidden until the hand ends").format(news=text)
            return
        if action.card is not None:
            self.say(self.plays(seat, action.card))
        taken = self.trick_taken(game, record, before.tricks_done)
        if taken:
            self.say(taken, toast=True, timeout=2.5)
            self.news = taken
        if record.finished:
            self.after_hand(game, record)

    def hand_lines(self, game: DifferenzlerGame, record: SoloRecord) -> list[str]:
        if not isinstance(record, DifferenzlerHand) or record.differences is None:
            return []
        names = self.names
        parts = [
            f"{names[seat]} {record.predictions[seat] or 0}→{record.taken[seat]} "
            f"({record.differences[seat]})"
            for seat in SEATS
        ]
        lines = [
            _("Hand {number}, {trump}: predicted → taken (difference)").format(
                number=record.number, trump=contract_words(record.trump, self.style)
            ),
            " · ".join(parts),
        ]
        if game.exact_bonus:
            lines.append(_("{mark} an exact prediction: −10 (exact bonus)").format(mark=EXACT))
        return lines

    def hand_reviews(self, game: DifferenzlerGame) -> list[HandReview]:
        return [differenzler_review(game.hands[i], self.names) for i in reviewable(game.hands)]

    # -------------------------------------------------------------- sheets
    def sheet(self, game: DifferenzlerGame) -> PlayerSheetView:
        rows = []
        for result in game.results():
            groups = []
            for seat in SEATS:
                difference = str(result.differences[seat])
                if result.points[seat] != result.differences[seat]:
                    difference = f"{EXACT}{result.points[seat]}"
                groups.append((str(result.predictions[seat]), str(result.taken[seat]), difference))
            rows.append(
                SheetRow((f"{result.number:>2} {self.style.symbol(result.trump)}",), tuple(groups))
            )
        return PlayerSheetView(
            self.short_names(),
            # TRANSLATORS: the Differenzler sheet's columns: prediction, taken, difference.
            (N_("pred"), N_("took"), N_("diff")),
            (N_("Hand"),),
            rows,
            game.scores,
            game.places,
            id="sheet",
        )
