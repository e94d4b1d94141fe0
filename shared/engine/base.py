"""The skeleton every trick-taking game shares: creation, deals, equality, copies, saves.

A game kind subclasses :class:`TrickGame` and writes only its rules: how a preset and
options configure it, how a hand starts, ``legal_actions`` / ``apply``, and how its
hand records and views look. Everything around the rules lives here once: the seed,
the deal checks, ``new`` / ``from_deal``, ``__eq__`` / ``__repr__``, ``copy`` and the
save round trip, which stores the inputs (preset, options, seed, per hand the deal and
the actions) with every derived value and refuses a file whose values a replay does not
reproduce, naming the first difference.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, Generic, Literal, Self, TypeVar

from pydantic import BaseModel, ConfigDict, Field, StrictInt, ValidationError

from shared.cards import CardError, parse_card
from shared.engine.action import Action
from shared.engine.errors import IllegalAction
from shared.engine.jsontext import load_json
from shared.engine.records import HandRecord
from shared.game import check_dealer, resolve_seed
from shared.i18n import CardRef, Msg
from shared.table import SEAT_NAMES, Direction, seat_name
from shared.tricks import trick_mismatch

Origin = Literal["new", "deal"]
"""How a game began: ``new`` (every deal from the seed) or ``from_deal`` (hand 1 given)."""

OptionValue = int | bool | str | None
"""What an option may be set to: a number, a switch, a choice, or unset."""

Progress = Callable[[int, int], None]
"""``progress(hands_replayed, hands_in_save)`` while a long save is replayed."""


class SavedGame(BaseModel):
    """What every save holds; a game's own save model adds its fields and record type."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    preset: str
    options: dict[str, OptionValue]
    seed: StrictInt
    origin: Origin = "deal"
    phase: str
    to_move: StrictInt | None
    scores: tuple[StrictInt, ...]
    winner: StrictInt | None
    hands: tuple[HandRecord, ...]
    undos: StrictInt = Field(default=0, ge=0)
    """How many times a move was taken back (a save without it predates undo: none)."""


class HandState:
    """The mutable part of one hand that the kernel reads: who dealt, what, and the moves.

    Games subclass it with their hot-path fields (plain lists, no pydantic) and extend
    :meth:`copy` for them.
    """

    __slots__ = ("actions", "dealer", "dealt", "movers", "number")

    def __init__(self, number: int, dealer: int, dealt: Sequence[Sequence[str]]) -> None:
        self.number = number
        self.dealer = dealer
        self.dealt: tuple[tuple[str, ...], ...] = tuple(tuple(cards) for cards in dealt)
        self.actions: list[Action] = []
        self.movers: list[int] = []
        """Who did each of ``actions``: what undo asks after every move, kept so it is
        not found by replaying the game."""

    def copy(self) -> Self:
        twin = self.__class__.__new__(self.__class__)
        for cls in type(self).__mro__:
            for name in getattr(cls, "__slots__", ()):
                value = getattr(self, name)
                setattr(twin, name, _copied(value))
        return twin


def _copied(value: object) -> object:
    """A copy deep enough for hand state: lists (of lists) are new, values are shared."""
    if isinstance(value, list):
        return [_copied(v) for v in value]
    return value


H = TypeVar("H", bound=HandState)
R = TypeVar("R", bound=HandRecord)


class TrickGame(ABC, Generic[H, R]):
    """A game of four seats playing hands of tricks, changed only through :meth:`apply`.

    Subclasses set the class constants and implement the abstract hooks; the engine
    contract of the project (``new``, ``from_deal``, ``phase``, ``to_move``,
    ``legal_actions``, ``apply``, ``scores``, ``hands``, ``winner``, ``to_json`` /
    ``from_json``) is fulfilled by the two together.
    """

    TITLE: ClassVar[str]
    """The game's name in messages: "a saved Jass game"."""
    DEFAULT_PRESET: ClassVar[str]
    DECK: ClassVar[frozenset[str]]
    HAND_SIZE: ClassVar[int]
    DIRECTION: ClassVar[Direction]
    FORMAT_VERSION: ClassVar[int]
    VERSION_FIELD: ClassVar[str] = "version"
    SAVE_MODEL: ClassVar[type[SavedGame]]
    MIGRATIONS: ClassVar[Mapping[int, Callable[[dict[str, Any]], dict[str, Any]]]] = {}
    """``MIGRATIONS[n]`` turns a game saved in format ``n`` into format ``n + 1``."""

    seed: int
    undos: int
    """How many times moves were taken back (:meth:`undone`); saved, part of equality."""
    _origin: Origin
    _hands: list[H]
    _hand: H

    def __init__(self, preset: str, options: Mapping[str, object], seed: int, origin: Origin):
        """Use :meth:`new`, :meth:`from_deal` or :meth:`from_json` instead."""
        self.seed = seed
        self.undos = 0
        self._origin = origin
        self._hands = []
        self._configure(preset, options)

    # ------------------------------------------------------------------ creation
    @classmethod
    def new(cls, preset: str | None = None, seed: int | None = None, **options: Any) -> Self:
        """A new game; every hand is dealt from ``seed`` (a fresh one when ``None``)."""
        game = cls(preset or cls.DEFAULT_PRESET, options, resolve_seed(seed), "new")
        dealer, cards = game._first_deal()
        game._start_hand(dealer, cards)
        return game

    @classmethod
    def from_deal(
        cls,
        hands: list[list[str]],
        /,
        dealer: int,
        preset: str | None = None,
        seed: int | None = None,
        **options: Any,
    ) -> Self:
        """A game whose first hand is ``hands`` (by seat) dealt by ``dealer``.

        ``hands`` is positional-only so that an option named ``hands`` (the Jass
        tournament length) can still be passed as a keyword.
        """
        cards = cls.check_deal(hands, 1)
        check_dealer(dealer)
        game = cls(preset or cls.DEFAULT_PRESET, options, resolve_seed(seed), "deal")
        game._start_hand(dealer, cards)
        return game

    @classmethod
    def check_deal(cls, cards: object, number: int) -> list[list[str]]:
        """The deal as four lists of card codes; ``ValueError`` names what is wrong."""
        size = cls.HAND_SIZE
        if not isinstance(cards, Sequence) or isinstance(cards, str) or len(cards) != 4:
            raise ValueError(
                Msg(
                    "hand {hand} must deal four hands of {size} cards, one per seat",
                    hand=number,
                    size=size,
                )
            )
        seen: set[str] = set()
        result: list[list[str]] = []
        for seat, hand in enumerate(cards):
            who = Msg(SEAT_NAMES[seat])
            if not isinstance(hand, Sequence) or isinstance(hand, str):
                raise ValueError(
                    Msg("hand {hand}: the cards for {who} are not a list", hand=number, who=who)
                )
            if len(hand) != size:
                raise ValueError(
                    Msg(
                        "hand {hand} has {count} cards for {who}; each seat gets {size}",
                        hand=number,
                        count=len(hand),
                        who=who,
                        size=size,
                    )
                )
            codes = []
            for text in hand:
                try:
                    card = parse_card(text if isinstance(text, str) else repr(text))
                except CardError as exc:
                    problem = exc.args[0] if exc.args else str(exc)
                    raise ValueError(
                        Msg("hand {hand}: {problem}", hand=number, problem=problem)
                    ) from None
                if card not in cls.DECK:
                    raise ValueError(
                        Msg(
                            "hand {hand}: the {card} is not in the deck",
                            hand=number,
                            card=CardRef(card),
                        )
                    )
                if card in seen:
                    raise ValueError(
                        Msg(
                            "hand {hand}: the {card} is dealt twice",
                            hand=number,
                            card=CardRef(card),
                        )
                    )
                seen.add(card)
                codes.append(card)
            result.append(codes)
        return result

    # ------------------------------------------------------------------ rule hooks
    @abstractmethod
    def _configure(self, preset: str, options: Mapping[str, object]) -> None:
        """Resolve the preset and options (``ValueError`` names a mistake) and set up."""

    @abstractmethod
    def _first_deal(self) -> tuple[int, list[list[str]]]:
        """Dealer and cards of hand 1 of a new game."""

    @abstractmethod
    def _deal(self, number: int) -> list[list[str]]:
        """The cards of hand ``number`` (1-based), reproducibly from the seed."""

    @abstractmethod
    def _start_hand(self, dealer: int, cards: Sequence[Sequence[str]]) -> None:
        """Begin hand ``len(self._hands) + 1``, dealt by ``dealer``."""

    @abstractmethod
    def _record(self, index: int) -> R:
        """The record of hand ``index`` (0-based)."""

    @abstractmethod
    def _save_fields(self) -> dict[str, Any]:
        """The game's own fields of the save (version, extra totals …)."""

    def _verify_extra(self, saved: SavedGame) -> None:
        """Check the game's own save fields against the replay (``ValueError`` if not)."""

    # ------------------------------------------------------------------ the contract
    @property
    @abstractmethod
    def preset(self) -> str: ...

    @property
    @abstractmethod
    def options(self) -> dict[str, OptionValue]: ...

    @property
    @abstractmethod
    def phase(self) -> str: ...

    @property
    @abstractmethod
    def to_move(self) -> int | None: ...

    @property
    @abstractmethod
    def scores(self) -> tuple[int, ...]: ...

    @property
    @abstractmethod
    def winner(self) -> int | None: ...

    @abstractmethod
    def legal_actions(self) -> list[Action]: ...

    @abstractmethod
    def apply(self, action: object) -> None: ...

    @property
    def hands(self) -> list[R]:
        """One record per hand played or in progress, the one in progress last."""
        return [self._record(i) for i in range(len(self._hands))]

    @property
    def hand_number(self) -> int:
        return len(self._hands)

    @property
    def dealer(self) -> int:
        return self._hand.dealer

    def check_seat(self, seat: object) -> int:
        """``seat`` if it is one (0–3), else ``ValueError``: views never guess a seat."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 3:
            raise ValueError(Msg("seat must be 0 to 3, not {seat}", seat=repr(seat)))
        return seat

    # ------------------------------------------------------------------ identity
    def _inputs(self) -> tuple[object, ...]:
        return (
            self.preset,
            tuple(sorted(self.options.items())),
            self.seed,
            self._origin,
            tuple((h.dealer, h.dealt, tuple(h.actions)) for h in self._hands),
            self.undos,
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, TrickGame) or type(other) is not type(self):
            return NotImplemented
        return self._inputs() == other._inputs()

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return (
            f"{type(self).__name__}(preset={self.preset!r}, seed={self.seed}, "
            f"hand={self.hand_number}, phase={self.phase!r}, scores={self.scores})"
        )

    def copy(self) -> Self:
        """An independent game in the same state (for bots that look ahead).

        Earlier hands are finished and never change, so only the hand in progress and
        the game's own mutable fields (:meth:`_copy_into`) are duplicated.
        """
        twin = self.__class__.__new__(self.__class__)
        twin.__dict__.update(self.__dict__)
        twin._hands = [*self._hands[:-1], self._hand.copy()]
        twin._hand = twin._hands[-1]
        self._copy_into(twin)
        return twin

    def _copy_into(self, twin: Self) -> None:
        """Give ``twin`` its own copies of the game's mutable fields."""

    # ------------------------------------------------------------------ undo
    @property
    def hand_actions(self) -> tuple[Action, ...]:
        """The actions of the hand in progress so far (none once the game is over)."""
        return () if self.phase == "game_over" else tuple(self._hand.actions)

    def undoable(self) -> int:
        """How many actions :meth:`undone` may take back: those of the hand in progress.

        A scored hand stays scored: undo never crosses into the hand before, and a
        finished game has nothing to take back.
        """
        return len(self.hand_actions)

    def undone(self, steps: int = 1) -> Self:
        """A new game: this one with the last ``steps`` actions of the hand taken back.

        Built by replaying the inputs (seed, deals, actions) without them, so it is the
        very game those actions had left; :attr:`undos` counts one more undo.
        ``ValueError`` if ``steps`` is not 1 to :meth:`undoable`.
        """
        if (
            isinstance(steps, bool)
            or not isinstance(steps, int)
            or not 1 <= steps <= self.undoable()
        ):
            raise ValueError(
                Msg(
                    "cannot take back {steps} actions; this hand has {count}",
                    steps=repr(steps),
                    count=self.undoable(),
                )
            )
        game = self._hand_start()
        for action in self._hand.actions[: len(self._hand.actions) - steps]:
            game.apply(action)
        game.undos = self.undos + 1
        return game

    def undo_steps(self, seats: int | Sequence[int]) -> int:
        """How many steps take back the last action of ``seats`` in this hand (a seat or
        several) and every action after it; 0 if none of them has acted in this hand."""
        wanted = {seats} if isinstance(seats, int) else set(seats)
        if not self.hand_actions:
            return 0
        movers = self._hand.movers
        for back, seat in enumerate(reversed(movers), 1):
            if seat in wanted:
                return back
        return 0

    def _hand_start(self) -> Self:
        """A new game replayed to the start of the hand in progress (undos not carried)."""
        first = self._hands[0]
        options = dict(self.options)
        if self._origin == "new":
            game = type(self).new(self.preset, self.seed, **options)
        else:
            cards = [list(c) for c in first.dealt]
            game = type(self).from_deal(cards, first.dealer, self.preset, self.seed, **options)
        for hand in self._hands[:-1]:
            for action in hand.actions:
                game.apply(action)
        return game

    # ------------------------------------------------------------------ saves
    def to_saved(self) -> SavedGame:
        fields: dict[str, Any] = {  # heterogeneous keyword arguments of the save model
            "preset": self.preset,
            "options": self.options,
            "seed": self.seed,
            "origin": self._origin,
            "phase": self.phase,
            "to_move": self.to_move,
            "scores": self.scores,
            "winner": self.winner,
            "hands": tuple(self.hands),
            "undos": self.undos,
        }
        return self.SAVE_MODEL.model_construct(**fields, **self._save_fields())

    def to_json(self) -> str:
        # A game never undone is saved as before undo existed (``undos`` defaults to 0).
        return self.to_saved().model_dump_json(exclude=None if self.undos else {"undos"})

    @classmethod
    def from_json(cls, text: str | bytes, progress: Progress | None = None) -> Self:
        """Rebuild a saved game by replaying it; ``ValueError`` says what does not fit."""
        raw = load_json(text, Msg("a saved {game} game", game=Msg(cls.TITLE)))
        if not isinstance(raw, dict):
            raise ValueError(
                Msg(
                    "the save is not a {game} game (expected a JSON object)",
                    game=Msg(cls.TITLE),
                )
            )
        raw = cls.migrate(raw)
        try:
            saved = cls.SAVE_MODEL.model_validate(raw)
        except ValidationError as exc:
            raise ValueError(_first_error(exc)) from None
        game = cls._replay(saved, progress)
        game.undos = saved.undos
        return game

    @classmethod
    def migrate(cls, raw: dict[str, Any]) -> dict[str, Any]:
        """``raw`` brought to the current format, one :attr:`MIGRATIONS` step at a time.

        The version is checked before anything else is validated, so a newer file says
        so instead of listing fields this program does not know.
        """
        version = raw.get(cls.VERSION_FIELD)
        if isinstance(version, bool) or not isinstance(version, int):
            raise ValueError(
                Msg(
                    "the save has no format version ({field} is missing)",
                    field=repr(cls.VERSION_FIELD),
                )
            )
        if version > cls.FORMAT_VERSION:
            raise ValueError(
                Msg(
                    "the save has format version {version}, newer than this program reads "
                    "({current})",
                    version=version,
                    current=cls.FORMAT_VERSION,
                )
            )
        while version < cls.FORMAT_VERSION:
            step = cls.MIGRATIONS.get(version)
            if step is None:
                raise ValueError(Msg("unknown save format version {version}", version=version))
            raw = step(raw)
            version += 1
        return raw

    @classmethod
    def _replay(cls, saved: SavedGame, progress: Progress | None) -> Self:
        if not saved.hands:
            raise ValueError(Msg("the save holds no hand"))
        total = len(saved.hands)
        game: Self | None = None
        for number, stored in enumerate(saved.hands, 1):
            if stored.number != number:
                raise ValueError(
                    Msg(
                        "hand {hand} is stored with the number {stored}",
                        hand=number,
                        stored=stored.number,
                    )
                )
            cards = cls.check_deal(stored.cards, number)
            if game is None:
                game = cls._restart(saved, stored.dealer, cards)
            game._check_hand(number, stored.dealer, cards, total)
            game._replay_actions(number, stored.actions)
            if progress is not None:
                progress(number, total)
        assert game is not None
        if game.hand_number != total:
            raise ValueError(
                Msg(
                    "hand {hand} is finished and the game goes on, but the save has no hand {next}",
                    hand=total,
                    next=game.hand_number,
                )
            )
        game._verify(saved)
        return game

    @classmethod
    def _restart(cls, saved: SavedGame, dealer: int, cards: list[list[str]]) -> Self:
        options = dict(saved.options)
        if saved.origin == "new":
            game = cls.new(saved.preset, saved.seed, **options)
        else:
            game = cls.from_deal(cards, dealer, saved.preset, saved.seed, **options)
        if game.options != saved.options:
            raise ValueError(
                Msg(
                    "the stored options {options} are not complete or not valid",
                    options=str(saved.options),
                )
            )
        return game

    def _check_hand(self, number: int, dealer: int, cards: list[list[str]], total: int) -> None:
        if self.hand_number < number:
            raise ValueError(
                Msg(
                    "hand {previous} is not finished, yet the save has a hand {hand}",
                    previous=number - 1,
                    hand=number,
                )
            )
        hand = self._hand
        if dealer != hand.dealer:
            raise ValueError(
                Msg(
                    "hand {hand} was dealt by {stored}, but the deal is {dealer}'s",
                    hand=number,
                    stored=seat_name(dealer),
                    dealer=seat_name(hand.dealer),
                )
            )
        if [sorted(c) for c in cards] != [sorted(c) for c in hand.dealt]:
            raise ValueError(
                Msg(
                    "hand {hand}'s cards do not match the deal from seed {seed}",
                    hand=number,
                    seed=self.seed,
                )
            )

    def _replay_actions(self, number: int, actions: Sequence[str]) -> None:
        for index, text in enumerate(actions, 1):
            if self.hand_number != number or self.to_move is None:
                raise ValueError(
                    Msg("hand {hand} has actions after the hand was over", hand=number)
                )
            who = seat_name(self.to_move)
            try:
                self.apply(text)
            except IllegalAction as exc:
                reason = exc.args[0] if exc.args else str(exc)
                raise ValueError(
                    Msg(
                        "hand {hand}, action {index} ({action} by {who}) is not allowed: {reason}",
                        hand=number,
                        index=index,
                        action=repr(text),
                        who=who,
                        reason=reason,
                    )
                ) from None

    def _verify(self, saved: SavedGame) -> None:
        for number, (stored, replayed) in enumerate(zip(saved.hands, self.hands, strict=True), 1):
            problem = trick_mismatch(number, stored.tricks, replayed.tricks)
            if problem:
                raise ValueError(problem)
            for field in type(replayed).model_fields:
                if field in ("cards", "tricks"):
                    continue  # the deal and the tricks are compared above
                mine, theirs = getattr(stored, field), getattr(replayed, field)
                if mine != theirs:
                    raise ValueError(
                        Msg(
                            "hand {hand}: the stored {field} {stored} does not match "
                            "the hand's actions, which give {replayed}",
                            hand=number,
                            field=field,
                            stored=_shown(mine),
                            replayed=_shown(theirs),
                        )
                    )
        totals = [0] * len(self.scores)
        for record in self.hands:
            for unit, points in enumerate(record.points or ()):
                totals[unit] += points
        if tuple(saved.scores) != tuple(totals):
            raise ValueError(
                Msg(
                    "the stored scores {stored} do not match the hand records ({replayed})",
                    stored=_shown(saved.scores),
                    replayed=_shown(totals),
                )
            )
        if saved.phase != self.phase:
            raise ValueError(
                Msg(
                    "the stored phase is {stored} but the game is in {phase}",
                    stored=saved.phase,
                    phase=self.phase,
                )
            )
        if saved.to_move != self.to_move:
            raise ValueError(
                Msg(
                    "the recorded turn is {stored} but it is {seat}'s turn",
                    stored=seat_name(saved.to_move),
                    seat=seat_name(self.to_move),
                )
            )
        if saved.winner != self.winner:
            raise ValueError(
                Msg(
                    "the stored winner is {stored} but the replay gives {winner}",
                    stored=str(saved.winner),
                    winner=str(self.winner),
                )
            )
        self._verify_extra(saved)


def _shown(value: object) -> str:
    if isinstance(value, tuple | list) and all(isinstance(v, int) for v in value):
        return ":".join(str(v) for v in value)
    return repr(value)


def _first_error(exc: ValidationError) -> str:
    """The first problem pydantic found, as one sentence with where it is."""
    error = exc.errors(include_url=False)[0]
    where = " → ".join(str(part) for part in error["loc"]) or Msg("the save")
    # pydantic's own words ("Field required") cannot be translated: they stay data.
    return Msg("{where}: {problem}", where=where, problem=str(error["msg"]))


class StepHand(HandState):
    """The hand state of a :class:`StepGame`: whose turn it is lives on the hand."""

    __slots__ = ("to_move",)

    to_move: int


SH = TypeVar("SH", bound=StepHand)


class StepGame(TrickGame[SH, R]):
    """A trick game whose moves follow one template, with the legal list and records cached.

    ``apply`` looks the action up (:attr:`ACTIONS`, then :meth:`_parse` for any other
    spelling), checks it against the legal list of the position (computed once per
    position by :meth:`_compute_legal`), asks :meth:`_explain` why an action is refused,
    and hands a legal one to :meth:`_do`. Hand records are built by
    :meth:`_build_record`: once for a finished hand, again after each move for the hand
    in progress. Subclasses keep ``_phase``, ``_scores`` and ``_winner`` and a ``to_move``
    on their hand state; everything else here is shared.
    """

    ACTIONS: ClassVar[Mapping[str, Action]] = {}
    """Every action of the game by its canonical text: ``apply``'s one dict lookup."""

    _phase: str
    _scores: list[int]
    _winner: int | None

    def __init__(self, preset: str, options: Mapping[str, object], seed: int, origin: Origin):
        self._legal: Sequence[Action] | None = None
        self._records: dict[int, R] = {}  # finished hands: their records never change
        self._live: R | None = None  # the last hand's record, dropped on every move
        super().__init__(preset, options, seed, origin)

    # ------------------------------------------------------------------ hooks
    @abstractmethod
    def _parse(self, action: object) -> Action:
        """The action ``action`` names in any spelling; ``InvalidAction`` if none."""

    @abstractmethod
    def _compute_legal(self) -> Sequence[Action]:
        """The legal actions of the position, in their stable order."""

    @abstractmethod
    def _explain(self, action: Action) -> str:
        """Why ``action`` is not legal now (asked only once it is known not to be)."""

    @abstractmethod
    def _do(self, action: Action) -> None:
        """Carry out the legal ``action`` for ``to_move``."""

    @abstractmethod
    def _build_record(self, hand: SH) -> R:
        """The record of ``hand`` as it stands."""

    # ------------------------------------------------------------------ the template
    @property
    def phase(self) -> str:
        return self._phase

    @property
    def to_move(self) -> int | None:
        return None if self._phase == "game_over" else self._hand.to_move

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self._scores)

    @property
    def winner(self) -> int | None:
        return self._winner

    def legal_actions(self) -> list[Action]:
        """Every legal action for ``to_move``, in a stable order (cards in display order)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return list(legal)

    def apply(self, action: object) -> None:
        """Play ``action`` (an action or its text) for ``to_move``.

        ``InvalidAction`` for text that names no action of the game, ``IllegalAction``
        with the reason for one the rules do not allow now; the game is unchanged then.
        """
        if self._phase == "game_over":
            raise IllegalAction(Msg("the game is over"))
        act = self.ACTIONS.get(action) if isinstance(action, str) else None
        if act is None:
            act = self._parse(action)
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        if act not in legal:
            raise IllegalAction(self._explain(act))
        self._legal = None
        self._live = None
        hand = self._hand
        mover = hand.to_move
        self._do(act)
        hand.movers.append(mover)

    def _record(self, index: int) -> R:
        if index == len(self._hands) - 1:
            if self._live is None:
                self._live = self._build_record(self._hands[index])
            return self._live
        record = self._records.get(index)
        if record is None:
            record = self._records[index] = self._build_record(self._hands[index])
        return record

    def _copy_into(self, twin: Self) -> None:
        twin._scores = list(self._scores)
        twin._records = dict(self._records)
        twin._live = None
