"""What every Jass table shares, and how one ``jass`` command hosts several kinds.

Each kind the ``jass`` command hosts has an app class of its own over the shared Jass
widgets: :class:`~jass_tui.app.JassApp` (Schieber), ``CoiffeurApp``, … All subclass
:class:`JassFamilyApp`, which gives them

- the one set-up screen with a **Game** field listing the hosted kinds (from the
  registry, ``shared.kinds``, those with a table in :data:`TABLE_APPS`);
- the Load list of every hosted kind's saves;
- the words every Jass table uses (names, teams, the deck style, "You play").

A set-up for another kind, or a save of another kind picked in the Load list, is
*handed on*: the app ends with :attr:`JassFamilyApp.next_launch` set and
:func:`run_app` starts that kind's app with it, straight into the game. So
``jass --game coiffeur`` opens the Coiffeur table, ``jass --game coiffeur --continue``
the autosaved Coiffeur game, and a Schieber player sees exactly the Schieber table.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, TypeVar

from textual._path import CSSPathType

from shared.i18n import N_, _, pgettext
from shared.kinds import GameKind, get_kind, kinds_for_command, load_object
from shared.levels import LEVEL_WORDS
from shared.persistence import LaunchRequest, LoadedSave
from shared.table import SEATS, Direction, team_seats
from shared.ui.app import CardTableApp
from shared.ui.game_protocol import HandRecord, TableGame
from shared.ui.handover import handover_note
from shared.ui.theme import TABLE_KEYS

if TYPE_CHECKING:
    from jass_tui.screens.setup import AnyJassChoices, JassSetupScreen
    from jass_tui.screens.table import JassTableModel, JassTableScreen  # noqa: F401 (named as a string)
    from shared.players import PlayerSpec
    from shared.ui.deck import DeckStyle
    from shared.ui.screens.setup import SetupResult
    from shared.ui.seat import SeatInfo
    from shared.ui.settings import TableSettings

HERE = Path(__file__).parent
SHARED_CSS = HERE.parent / "shared" / "ui" / "table.tcss"
JASS_CSS = HERE / "jass.tcss"
SHORT_NAME = 5
"""Letters of each name in the score bar's team names ("Anna+Chris")."""
COMMAND = "jass"
BOT_LEVELS: Mapping[str, str] = LEVEL_WORDS
"""The bots' levels as the seat panels name them (``shared.levels.LEVEL_WORDS``)."""

TABLE_APPS: dict[str, str] = {
    "jass": "jass_tui.app:JassApp",
    "coiffeur": "jass_tui.coiffeur_app:CoiffeurApp",
    "differenzler": "jass_tui.differenzler_app:DifferenzlerApp",
    "molotow": "jass_tui.molotow_app:MolotowApp",
}
"""Kind id → ``module:Class`` of its table (imported when that kind is played)."""

G = TypeVar("G", bound=TableGame)


def hand_order(cards: tuple[str, ...], contract: str | None) -> tuple[str, ...]:
    """The engine's display order, with the trump suit first, highest trump first."""
    from jass_tui.rules import TRUMP_ORDER, TRUMP_SUITS

    if contract not in TRUMP_SUITS:
        return cards
    trumps = sorted(
        (card for card in cards if card[0] == contract),
        key=lambda card: -TRUMP_ORDER.index(card[1]),
    )
    return (*trumps, *(card for card in cards if card[0] != contract))


def hosted_kinds() -> tuple[GameKind, ...]:
    """The kinds the ``jass`` command hosts that have a table here, its default first."""
    return tuple(kind for kind in kinds_for_command(COMMAND) if kind.id in TABLE_APPS)


class JassFamilyRecord(HandRecord, Protocol):
    """A Jass hand record as the seat panels read it: it also names forehand."""

    @property
    def forehand(self) -> int: ...


@dataclass(frozen=True)
class Launch:
    """What the next app is to open: a save, a set-up chosen already, or its start screen."""

    kind: str
    saves_dir: Path
    loaded: LoadedSave | None = None
    setup: SetupResult[AnyJassChoices] | None = None
    seed: int | None = None


class JassFamilyApp(CardTableApp[G, "JassTableModel", "AnyJassChoices"], Generic[G]):
    """The shared part of every Jass table; a kind's app fills in the game hooks."""

    DIRECTION = Direction.RIGHT
    CSS_PATH: ClassVar[CSSPathType | None] = [SHARED_CSS, JASS_CSS]
    WARM_UP = ("jass_tui.screens.setup", "jass_tui.screens.table", *CardTableApp.WARM_UP)

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
        self.saves_folder = Path(saves_dir)
        self.next_launch: Launch | None = None
        """Set when this app hands the table on to another kind's app (see run_app)."""

    # ------------------------------------------------------------ the family
    def saves_family(self) -> tuple[str, ...]:
        return tuple(kind.id for kind in hosted_kinds())

    def make_setup_screen(self) -> JassSetupScreen:
        from jass_tui.screens.setup import JassSetupScreen
        from shared.players import default_players

        kind = get_kind(self.GAME_KIND)
        players = default_players(kind.bot_names)
        offered = [(other.id, other.title) for other in hosted_kinds()]
        return JassSetupScreen(
            players,
            seed=self.seed,
            kinds=offered or [(kind.id, kind.title)],
            kind=self.GAME_KIND,
        )

    def hand_off(self, result: SetupResult[AnyJassChoices]) -> bool:
        """A set-up for another kind: that kind's app opens the game."""
        kind = result.options.kind
        if kind == self.GAME_KIND:
            return False
        self._launch_other(Launch(kind, self.saves_folder, setup=result, seed=result.seed))
        return True

    async def open_saved(self, loaded: LoadedSave) -> None:
        kind = getattr(loaded, "kind", self.GAME_KIND)
        if kind != self.GAME_KIND and kind in TABLE_APPS:
            self._launch_other(Launch(kind, self.saves_folder, loaded=loaded))
            return
        await super().open_saved(loaded)

    async def open_game(
        self, game: G, players: Sequence[PlayerSpec], settings: TableSettings
    ) -> None:
        # An older save may call a bot, or one of several people, "You": not any more.
        from shared.players import settle_names

        await super().open_game(game, settle_names(players), settings)

    def _launch_other(self, launch: Launch) -> None:
        self.next_launch = launch
        self._drop_bot_moves()
        self.exit(0)

    # -------------------------------------------------------------- words
    @property
    def style(self) -> DeckStyle:
        from jass_tui.widgets.deck import deck_style

        return deck_style(self.settings.deck)

    @property
    def names(self) -> list[str]:
        return [self.name_of(seat) for seat in SEATS]

    @property
    def team_names(self) -> list[str]:
        names = self.names
        return [" & ".join(names[seat] for seat in team_seats(team)) for team in (0, 1)]

    def short_team_names(self) -> list[str]:
        names = self.names
        return ["+".join(names[seat][:SHORT_NAME] for seat in team_seats(team)) for team in (0, 1)]

    def plays(self, seat: int, card: str) -> str:
        """ "Vreni plays 8♥" / "You play 8♥"."""
        return self.said(
            seat, N_("You play {card}"), N_("{name} plays {card}"), card=self.style.label(card)
        )

    def takes_trick(self, seat: int, number: int) -> str:
        """ "Vreni takes trick 4" / "You take trick 4"."""
        return self.said(seat, N_("You take trick {n}"), N_("{name} takes trick {n}"), n=number)

    def seat_infos(
        self,
        record: JassFamilyRecord,
        to_move: int | None,
        detail: Callable[[int], str] | None = None,
    ) -> tuple[SeatInfo, ...]:
        """The four seat panels: name, bot or human, dealer/forehand marks, cards left.

        With ``detail`` (a line per seat, e.g. the points this hand) a bot is named by its
        level first, and by its level alone where the line would not fit the panel.
        """
        from shared.ui.seat import SeatInfo
        from shared.ui.table_model import cards_left

        viewer = self.revealed
        seats = []
        for seat in SEATS:
            marks = (
                # TRANSLATORS: the seat panel's mark of the dealer (German "G", Geber).
                (pgettext("seat mark", "D"), seat == record.dealer),
                # TRANSLATORS: the seat panel's mark of forehand (German "V", Vorhand).
                (pgettext("seat mark", "F"), seat == record.forehand),
            )
            markers = "".join(mark for mark, on in marks if on)
            player = self.players[seat]
            line = "" if detail is None else detail(seat)
            level = _(BOT_LEVELS.get(player.kind, player.kind))
            if not player.is_bot:
                kind = _("human")
            elif detail is None:
                # TRANSLATORS: a seat panel's player kind, e.g. "bot normal".
                kind = _("bot {level}").format(level=level)
            else:
                # TRANSLATORS: a seat panel's player kind beside a detail, e.g. "normal bot".
                kind = _("{level} bot").format(level=level)
                if len(kind) + len(line) > 15:
                    kind = level
            shown = viewer is not None and seat == viewer
            count = None if shown else cards_left(record, seat, self.DIRECTION)
            seats.append(SeatInfo(self.names[seat], kind, markers, count, seat == to_move, line))
        return tuple(seats)

    def describe_card(self, card: str) -> str:
        return f"{self.style.label(card)} ({self.style.name(card)})"

    # ------------------------------------------------------------ hand-over
    def your_card(self, game: G) -> str:
        """ "Your card, trick 4": the trick the player is to play to."""
        from shared.ui.table_model import completed

        number = len(completed(game.hands[-1].tricks)) + 1
        # TRANSLATORS: the hand-over screen: what awaits the player, e.g. "Your card, trick 4".
        return _("Your card, trick {n}").format(n=number)

    def awaits(self, game: G, seat: int) -> str:
        """What awaits ``seat``, the person to move, in words for the hand-over screen.

        Only his own decision, and nothing of anybody's hand or prediction (the screen is
        seen by everybody at the table).
        The kinds add their own decisions (the contract, a cell, a prediction).
        """
        kinds = {action.kind for action in game.legal_actions()}
        # The Weis question comes with the first card; asked only of a player who holds
        # a Weis, so the screen everybody sees does not name it.
        if kinds == {"play"} or kinds == {"weis", "noweis"}:
            return self.your_card(game)
        return ""

    def handover_note(self) -> str:
        """What awaits the player to move, then the public news of this hand."""
        game = self.game
        if game is None or game.to_move is None:
            return handover_note("", self.news)
        return handover_note(self.awaits(game, game.to_move), self.news)

    def make_table_screen(self) -> JassTableScreen:
        from jass_tui.screens.table import JassTableScreen

        return JassTableScreen()

    def action_help(self) -> None:
        # The rules summary is a catalogue message (N_ in rules_text): say it in the
        # language of the table.
        from shared.ui.screens.help import HelpScreen

        self.push_screen(HelpScreen(self.GAME_TITLE, TABLE_KEYS, _(self.RULES_SUMMARY)))


def app_class(kind: str) -> type[JassFamilyApp[Any]]:
    """The table app of ``kind`` (imported now)."""
    path = TABLE_APPS.get(kind)
    if path is None:
        raise ValueError(f"the jass command has no table for {kind!r}")
    found: type[JassFamilyApp[Any]] = load_object(path)
    return found


def run_app(request: LaunchRequest) -> int:
    """Start the table of ``request.kind``; go on with the kind a table hands on to."""
    launch: Launch | None = Launch(
        request.kind, request.saves_dir, loaded=request.loaded, seed=request.seed
    )
    status = 0
    while launch is not None:
        app = app_class(launch.kind)(
            launch.saves_dir, loaded=launch.loaded, seed=launch.seed, setup=launch.setup
        )
        status = int(app.run() or 0)
        launch = app.next_launch
    return status
