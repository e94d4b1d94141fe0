"""The Molotow table (RULES.md 3.3): four players, no trump until somebody cannot follow.

Everything the rules decide comes from ``MolotowGame``: when trump is fixed and by whom,
the legal cards, the Weis, Stöck and table Weis, the points. This module turns them into
screens: the status bar says "no trump yet" until the trump is fixed and then who fixed
it (told once on the event line and in a toast); the Weis question on the first card;
the sheet after every hand and on ``t`` with hand Weis, table Weis and points per player
and hand; the game over names the places (fewest points first, ties share one).
"""

from __future__ import annotations

from pathlib import Path

from jass_tui.molotow import MolotowGame, MolotowHand
from jass_tui.review import molotow_review
from jass_tui.screens.rules_text import MOLOTOW_SUMMARY
from jass_tui.screens.setup import AnyJassChoices, MolotowChoices
from jass_tui.screens.weis import WeisScreen
from jass_tui.solo_app import SoloJassApp, SoloRecord
from jass_tui.widgets.contract_badge import contract_words, no_trump_name
from jass_tui.widgets.player_sheet import PlayerSheetView, SheetRow
from shared.engine.action import Action
from shared.i18n import N_, _, translate
from shared.persistence import LoadedSave
from shared.review import HandReview, reviewable
from shared.table import SEATS
from shared.ui.game_protocol import Before
from shared.ui.screens.setup import SetupResult

__all__ = ["MolotowApp"]


def signed(value: int, sign: str) -> str:
    return f"{sign}{value}" if value else ""


class MolotowApp(SoloJassApp[MolotowGame]):
    """Molotow at the terminal."""

    GAME_KIND = "molotow"
    GAME_TITLE = "Molotow"
    RULES_SUMMARY = MOLOTOW_SUMMARY

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
        self._told: set[tuple[int, str]] = set()
        """(hand index, what) already announced: the trump fixed, Stöck, the Weis."""

    # ------------------------------------------------------------ new games
    def create_game(self, result: SetupResult[AnyJassChoices]) -> MolotowGame:
        choices = result.options
        if not isinstance(choices, MolotowChoices):
            raise ValueError(f"not a Molotow set-up: {choices.kind}")
        return MolotowGame.new(choices.preset, seed=result.seed, **choices.engine_options())

    def own_game(self, game: object) -> MolotowGame:
        if not isinstance(game, MolotowGame):
            raise TypeError(f"not a Molotow game: {type(game).__name__}")
        self._told = set()
        for index, record in enumerate(game.hands):
            if record.trump is not None:
                self._told.add((index, "trump"))
            if record.stoeck_seat is not None:
                self._told.add((index, "stoeck"))
            if any(trick.winner is not None for trick in record.tricks):
                self._told.add((index, "weis"))
        return game

    # ------------------------------------------------------------ words
    def contract_now(self, game: MolotowGame) -> str | None:
        return game.trump

    def badge(self, game: MolotowGame, record: SoloRecord) -> str:
        assert isinstance(record, MolotowHand)
        double = " · " + _("×2 (last hand)") if record.multiplier > 1 else ""
        if record.trump is None:
            text = _("No trump yet — tricks as {mode}").format(mode=no_trump_name("obe"))
            return text + double
        by = self.name_of(record.trump_fixed_by) if record.trump_fixed_by is not None else "?"
        text = _("{trump} · fixed by {name} in trick {n}").format(
            trump=contract_words(record.trump, self.style), name=by, n=record.trump_fixed_in
        )
        return text + double

    # ---------------------------------------------------------- decisions
    def prompt_human(self, game: MolotowGame, seat: int) -> None:
        legal = game.legal_actions()
        if {action.kind for action in legal} == {"weis", "noweis"}:
            weis = [translate(item.describe(), self.style) for item in game.pending_weis(seat)]
            self.push_screen(
                WeisScreen(self.name_of(seat), game.held(seat), weis, self.style), self.decided
            )

    # ------------------------------------------------------------- events
    def _once(self, index: int, what: str) -> bool:
        key = (index, what)
        if key in self._told:
            return False
        self._told.add(key)
        return True

    def after_action(self, game: MolotowGame, seat: int, action: Action, before: Before) -> None:
        record = game.hands[before.hand_index]
        index = before.hand_index
        news: list[str] = []
        if action.card is not None:
            self.say(self.plays(seat, action.card))
        if record.trump is not None and self._once(index, "trump"):
            by = record.trump_fixed_by if record.trump_fixed_by is not None else seat
            text = self.said(
                by,
                N_("You cannot follow: {trump} from now on"),
                N_("{name} cannot follow: {trump} from now on"),
                trump=contract_words(record.trump, self.style),
            )
            self.say(text, toast=True, timeout=5)
            news.append(text)
        if record.stoeck_seat is not None and self._once(index, "stoeck"):
            text = _("Stöck: {name} −{points}").format(
                name=self.name_of(record.stoeck_seat), points=record.stoeck[record.stoeck_seat]
            )
            self.say(text, toast=True)
            news.append(text)
        done = [trick for trick in record.tricks if trick.winner is not None]
        if done and self._once(index, "weis"):
            declared = [
                f"{self.name_of(s)} −{record.hand_weis[s]}" for s in SEATS if record.hand_weis[s]
            ]
            if declared:
                text = _("Weis (subtracted): {weis}").format(weis=", ".join(declared))
                self.say(text, toast=True, timeout=5)
                news.append(text)
        taken = self.trick_taken(game, record, before.tricks_done)
        if taken:
            weis = record.trick_weis[len(done) - 1] if len(record.trick_weis) >= len(done) else None
            winner = done[-1].winner
            if weis is not None and winner is not None:
                taken += _(" — table Weis: {name} +{points}").format(
                    name=self.name_of(winner), points=weis.points
                )
            self.say(taken, toast=True, timeout=2.5)
            news.append(taken)
        if news:
            self.news = " · ".join(news)
        if record.finished:
            self.after_hand(game, record)

    def hand_lines(self, game: MolotowGame, record: SoloRecord) -> list[str]:
        if not isinstance(record, MolotowHand) or record.points is None:
            return []
        if record.trump is None:
            trump = _("no trump was fixed")
        else:
            by = self.name_of(record.trump_fixed_by) if record.trump_fixed_by is not None else "?"
            trump = _("{trump}, fixed by {name}").format(
                trump=contract_words(record.trump, self.style), name=by
            )
        names = self.names
        parts = ", ".join(f"{names[s]} {record.points[s]}" for s in SEATS)
        if record.multiplier > 1:
            first = _("Hand {number}: {trump} (counted double).")
        else:
            first = _("Hand {number}: {trump}.")
        return [
            first.format(number=record.number, trump=trump),
            _("Points: {points}").format(points=parts),
        ]

    # -------------------------------------------------------------- sheets
    def hand_reviews(self, game: MolotowGame) -> list[HandReview]:
        return [molotow_review(game.hands[i], self.names) for i in reviewable(game.hands)]

    def sheet(self, game: MolotowGame) -> PlayerSheetView:
        rows = []
        for result in game.results():
            groups = []
            for seat in SEATS:
                weis = result.hand_weis[seat] + result.stoeck[seat]
                groups.append(
                    (
                        signed(weis, "−"),
                        signed(result.table_weis[seat], "+"),
                        str(result.points[seat]),
                    )
                )
            trump = self.style.symbol(result.trump) if result.trump else "–"
            rows.append(SheetRow((f"{result.number:>2} {trump}",), tuple(groups)))
        return PlayerSheetView(
            self.short_names(),
            # TRANSLATORS: the Molotow sheet's columns: hand Weis, table Weis, points.
            (N_("Weis"), N_("table"), N_("pts")),
            (N_("Hand"),),
            rows,
            game.scores,
            game.places,
            id="sheet",
        )
