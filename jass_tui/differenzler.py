"""Differenzler (RULES.md 3.2): four players, each predicts the card points he will take.

Per hand a trump suit is drawn from the seed and shown at once; each player, forehand
first and then in play order, predicts privately how many card points (0–157) he will
take; then nine tricks are played (Schieber's follow rules with the Puur exemption, a
trump may always be played, **undertrumping is allowed**). Each player's penalty is
``|taken − predicted|``; the lowest penalty total after the last hand wins.

Decisions where the rule book is silent:

- **First forehand**: as in ``schieber-1000``, the holder of the seven of hearts is
  forehand of a new game's first hand (the dealer is the seat before him); forehand then
  moves one seat to the right each hand and leads its first trick. ``from_deal`` games
  start with the seat after the given dealer, as every engine does.
- **Trump**: drawn from the seed and the hand number (:func:`drawn_trump`), for hands
  given to ``from_deal`` too, so a replay always draws the same suit.
- **exact_bonus**: an exact non-zero prediction makes the hand's penalty **−10**, below
  zero: an exact hit already costs nothing, so a bonus capped at 0 would be worth
  nothing. An exact prediction of 0 gets no bonus. Totals may therefore go below zero.
- Penalties are credited when the hand is finished (the record's ``points`` is ``None``
  before); no Weis, no Stöck, no Match bonus (nine tricks are always 157).
- ``scores`` are the four penalty totals; ``winner`` is the seat with the lowest total
  once the game is over (the lowest seat number on a tie); ``places`` gives every seat's
  place at any moment, equal totals sharing one (``(1, 2, 2, 4)``).
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, StrictInt

from jass_tui.actions import NOT_NOW_PLAY, PLAY, empty_action, not_an_action, plays
from jass_tui.individual import (
    check_options,
    first_deal,
    hands_option,
    lowest_seat,
    parse_play,
    places,
    switch_option,
)
from jass_tui.presets import unknown_preset
from jass_tui.rules import (
    DECK,
    HAND_TOTAL,
    LAST_TRICK_BONUS,
    POINTS,
    display_order,
    free_trump_illegal_reason,
    free_trump_legal_cards,
    trick_winner,
)
from jass_tui.state import seeded_deal
from shared.cards import CardError, parse_card
from shared.engine.action import Action
from shared.engine.base import OptionValue, SavedGame, StepGame, StepHand
from shared.engine.errors import InvalidAction
from shared.engine.records import HandRecord
from shared.i18n import Msg
from shared.table import NEXT_SEATS, Direction
from shared.tricks import TrickRecord

__all__ = [
    "DEFAULT_PRESET",
    "EXACT_BONUS",
    "FORMAT_VERSION",
    "HANDS_CHOICES",
    "MAX_PREDICTION",
    "PREDICT",
    "DifferenzlerGame",
    "DifferenzlerHand",
    "DifferenzlerResult",
    "DifferenzlerView",
    "describe_action",
    "drawn_trump",
    "parse_action",
]

FORMAT_VERSION = 1
DEFAULT_PRESET = "differenzler"
PRESETS = (DEFAULT_PRESET,)
OPTION_NAMES = ("hands", "exact_bonus")
HANDS_CHOICES = (4, 8, 12, 16)
DEFAULT_HANDS = 12
EXACT_BONUS = 10
"""What an exact non-zero prediction takes off the hand's penalty with ``exact_bonus``."""
MAX_PREDICTION = HAND_TOTAL
"""Predictions run from 0 to 157, the card points of a hand."""
TRICKS = 9

NEXT = NEXT_SEATS[Direction.RIGHT]

Phase = Literal["predict", "play", "game_over"]
Trump = Literal["H", "D", "S", "C"]
Quad = tuple[StrictInt, StrictInt, StrictInt, StrictInt]
_TRUMPS: tuple[Trump, ...] = ("H", "D", "S", "C")

PREDICT: tuple[Action, ...] = tuple(
    Action(f"predict {n}", "predict", n) for n in range(MAX_PREDICTION + 1)
)
"""``PREDICT[n]`` is the action ``predict n``; the predict phase offers all 158."""

ACTIONS: dict[str, Action] = {str(a): a for a in (*PREDICT, *PLAY.values())}

_HELP = "predict <points> (0 to 157, e.g. predict 40), play <card> (e.g. play HJ)"


PREDICT_FIRST = Msg("everybody predicts before the first card is played")


def parse_action(action: object) -> Action:
    """The Differenzler action named by ``action`` (an action or its text).

    ``InvalidAction`` names the mistake for anything that is no Differenzler action.
    """
    if not isinstance(action, str):
        raise InvalidAction(not_an_action(repr(action), "Differenzler", _HELP))
    found = ACTIONS.get(action)
    if found is not None:
        return found
    words = action.split()
    if not words:
        raise InvalidAction(empty_action(_HELP))
    verb, rest = words[0].lower(), words[1:]
    if verb == "predict":
        number = rest[0] if len(rest) == 1 else ""
        # ASCII digits only, and few of them: int() of a long or exotic digit string is
        # neither a prediction nor cheap.
        if not (number.isascii() and number.isdigit() and len(number) <= 3):
            raise InvalidAction(
                # TRANSLATORS: 'predict 40' is the action's own name: keep it.
                Msg("say how many card points you predict, e.g. 'predict 40'")
            )
        points = int(number)
        if points > MAX_PREDICTION:
            raise InvalidAction(
                Msg(
                    "a prediction is 0 to {most} card points, not {points}",
                    most=MAX_PREDICTION,
                    points=points,
                )
            )
        return PREDICT[points]
    played = parse_play(verb, rest)
    if played is None:
        raise InvalidAction(not_an_action(repr(action.strip()), "Differenzler", _HELP))
    return played


def describe_action(action: object) -> str:
    """Words for the log: 'predicts 40 points', 'plays the jack of hearts'.

    A prediction is private until the hand ends: show this only to its owner.
    """
    try:
        parsed = parse_action(action)
    except InvalidAction:
        return str(action)
    if parsed.card is not None:
        return plays(parsed.card)
    n = parsed.prediction or 0
    # TRANSLATORS: a player predicts {n} card points (the English keeps "points" for 1).
    return Msg.plural("predicts {n} points", "predicts {n} points", n)


def drawn_trump(seed: int, number: int) -> Trump:
    """The trump suit of hand ``number`` (1-based) of the game with ``seed``.

    Stateless like the deal, so a reloaded game draws the same suits; 2**512 is a
    multiple of 4, so the four suits are exactly equally likely.
    """
    digest = hashlib.blake2b(f"differenzler-trump:{seed}:{number}".encode()).digest()
    return _TRUMPS[int.from_bytes(digest, "big") % 4]


# ---------------------------------------------------------------------- records and views


class DifferenzlerHand(HandRecord):
    """One hand of Differenzler, finished or in progress.

    ``predictions`` per seat (``None`` until made); ``taken`` the card points each seat
    has taken so far, including the 5 for the last trick; once the hand is finished
    ``differences`` is ``|taken − predicted|`` per seat and ``points`` the penalties
    credited (the difference, −10 for an exact non-zero prediction with ``exact_bonus``).
    """

    forehand: StrictInt
    trump: Trump
    predictions: tuple[StrictInt | None, ...] = (None, None, None, None)
    taken: Quad = (0, 0, 0, 0)
    differences: Quad | None = None


class DifferenzlerResult(BaseModel):
    """A finished hand on the scoreboard: everything in it is public."""

    model_config = ConfigDict(frozen=True)

    number: int
    trump: Trump
    predictions: tuple[int, ...]
    taken: tuple[int, ...]
    differences: tuple[int, ...]
    points: tuple[int, ...]


class DifferenzlerView(BaseModel):
    """What one seat may know: its own cards and prediction, and the public table.

    ``predictions`` holds only this seat's own prediction (the others are ``None``)
    until the hand ends; ``predicted`` says who has already predicted. ``taken`` is
    public (the tricks are). ``results`` are the finished hands, all predictions shown.
    ``history`` lists this hand's cards played (predictions are private).
    """

    model_config = ConfigDict(frozen=True)

    seat: int
    hand: tuple[str, ...]
    preset: str
    hands_limit: int
    exact_bonus: bool
    phase: str
    to_move: int | None
    dealer: int
    forehand: int
    trump: Trump
    predictions: tuple[int | None, ...]
    predicted: tuple[bool, ...]
    tricks: tuple[TrickRecord, ...]
    taken: tuple[int, ...]
    scores: tuple[int, ...]
    places: tuple[int, ...]
    hand_number: int
    history: tuple[str, ...]
    cards_played: frozenset[str]
    results: tuple[DifferenzlerResult, ...]
    winner: int | None

    @property
    def current_trick(self) -> TrickRecord | None:
        """The trick in progress (possibly still empty), or ``None`` outside play."""
        if self.tricks and self.tricks[-1].winner is None:
            return self.tricks[-1]
        return None


# ---------------------------------------------------------------------- the engine


class _Hand(StepHand):
    """Mutable state of one hand: plain attributes, what every move touches."""

    __slots__ = (
        "differences",
        "finished",
        "forehand",
        "held",
        "leader",
        "penalties",
        "point_table",
        "predictions",
        "taken",
        "trick",
        "tricks",
        "trump",
    )

    def __init__(
        self, number: int, dealer: int, cards: Sequence[Sequence[str]], trump: Trump
    ) -> None:
        super().__init__(number, dealer, cards)
        self.forehand = NEXT[dealer]
        self.trump: Trump = trump
        self.point_table = POINTS[(trump, "six_high")]
        self.held: list[list[str]] = [display_order(c) for c in cards]
        self.predictions: list[int | None] = [None, None, None, None]
        self.to_move = self.forehand
        self.leader = self.forehand
        self.trick: list[str] = []
        self.tricks: list[tuple[int, tuple[str, ...], int]] = []
        self.taken = [0, 0, 0, 0]
        self.differences: list[int] | None = None
        self.penalties: list[int] | None = None
        self.finished = False


class SavedDifferenzler(SavedGame):
    """The save format: inputs plus derived values, checked against a replay on load."""

    version: int
    phase: Phase
    scores: Quad
    hands: tuple[DifferenzlerHand, ...]


class DifferenzlerGame(StepGame[_Hand, DifferenzlerHand]):
    """A game of Differenzler, changed only through :meth:`apply`."""

    TITLE: ClassVar[str] = "Differenzler"
    DEFAULT_PRESET: ClassVar[str] = DEFAULT_PRESET
    DECK: ClassVar[frozenset[str]] = frozenset(DECK)
    HAND_SIZE: ClassVar[int] = TRICKS
    DIRECTION: ClassVar[Direction] = Direction.RIGHT
    FORMAT_VERSION: ClassVar[int] = FORMAT_VERSION
    SAVE_MODEL: ClassVar[type[SavedGame]] = SavedDifferenzler
    ACTIONS: ClassVar[Mapping[str, Action]] = ACTIONS

    def _configure(self, preset: str, options: Mapping[str, object]) -> None:
        if preset not in PRESETS:
            raise ValueError(unknown_preset(self.TITLE, preset, PRESETS))
        check_options(self.TITLE, options, OPTION_NAMES)
        self._preset = preset
        self._hands_limit = hands_option(options.get("hands"), DEFAULT_HANDS, HANDS_CHOICES)
        self._exact_bonus = switch_option("exact_bonus", options.get("exact_bonus"), False)
        self._phase: Phase = "predict"
        self._scores = [0, 0, 0, 0]
        self._winner: int | None = None

    def _first_deal(self) -> tuple[int, list[list[str]]]:
        return first_deal(self.seed)

    def _deal(self, number: int) -> list[list[str]]:
        return seeded_deal(self.seed, number)

    def _start_hand(self, dealer: int, cards: Sequence[Sequence[str]]) -> None:
        number = len(self._hands) + 1
        hand = _Hand(number, dealer, cards, drawn_trump(self.seed, number))
        self._hands.append(hand)
        self._hand = hand
        self._phase = "predict"

    # ------------------------------------------------------------------ reading
    @property
    def preset(self) -> str:
        return self._preset

    @property
    def options(self) -> dict[str, OptionValue]:
        return {"hands": self._hands_limit, "exact_bonus": self._exact_bonus}

    @property
    def hands_limit(self) -> int:
        return self._hands_limit

    @property
    def exact_bonus(self) -> bool:
        return self._exact_bonus

    @property
    def scores(self) -> tuple[int, int, int, int]:
        s = self._scores
        return (s[0], s[1], s[2], s[3])

    @property
    def places(self) -> tuple[int, ...]:
        """Each seat's place by the penalty totals now (lowest first, ties shared)."""
        return places(self._scores)

    @property
    def trump(self) -> Trump:
        """The trump suit of the hand in progress (public before anyone predicts)."""
        return self._hand.trump

    def held(self, seat: int) -> tuple[str, ...]:
        """The cards ``seat`` holds now, in display order."""
        return tuple(self._hand.held[seat])

    # ------------------------------------------------------------------ legality
    def _compute_legal(self) -> Sequence[Action]:
        if self._phase == "predict":
            return PREDICT
        if self._phase == "play":
            hand = self._hand
            cards = free_trump_legal_cards(hand.held[hand.to_move], hand.trick, hand.trump)
            return [PLAY[c] for c in cards]
        return ()

    def legal_reason(self, card: str) -> str | None:
        """``None`` if ``to_move`` may play ``card`` now, else why not, in a player's words."""
        if self._phase == "game_over":
            return Msg("the game is over")
        if self._phase == "predict":
            return PREDICT_FIRST
        try:
            code = parse_card(card)
        except CardError as exc:
            return str(exc)
        hand = self._hand
        return free_trump_illegal_reason(code, hand.held[hand.to_move], hand.trick, hand.trump)

    def _explain(self, action: Action) -> str:
        """Why ``action`` is not legal now (called only once it is known not to be)."""
        if self._phase == "predict":
            return PREDICT_FIRST
        if action.kind == "predict":
            return Msg("the predictions are made: play a card")
        return self.legal_reason(action.card or "") or NOT_NOW_PLAY

    # ------------------------------------------------------------------ moves
    def _parse(self, action: object) -> Action:
        return parse_action(action)

    def _do(self, act: Action) -> None:
        if act.kind == "predict":
            self._predict(self._hand, act)
        else:
            self._play(self._hand, act)

    def _predict(self, hand: _Hand, act: Action) -> None:
        seat = hand.to_move
        hand.predictions[seat] = act.prediction
        hand.actions.append(act)
        following = NEXT[seat]
        if following == hand.forehand:
            self._phase = "play"
        hand.to_move = following

    def _play(self, hand: _Hand, act: Action) -> None:
        card = act.card or ""
        seat = hand.to_move
        hand.held[seat].remove(card)
        hand.trick.append(card)
        hand.actions.append(act)
        if len(hand.trick) < 4:
            hand.to_move = NEXT[seat]
            return
        cards = tuple(hand.trick)
        winner = trick_winner(hand.leader, cards, hand.trump)
        hand.tricks.append((hand.leader, cards, winner))
        hand.trick = []
        table = hand.point_table
        value = table[cards[0]] + table[cards[1]] + table[cards[2]] + table[cards[3]]
        if len(hand.tricks) == TRICKS:
            value += LAST_TRICK_BONUS
        hand.taken[winner] += value
        if len(hand.tricks) == TRICKS:
            self._finish_hand(hand)
        else:
            hand.leader = hand.to_move = winner

    def _finish_hand(self, hand: _Hand) -> None:
        differences = []
        penalties = []
        for seat in range(4):
            predicted = hand.predictions[seat] or 0
            difference = abs(hand.taken[seat] - predicted)
            penalty = difference
            if self._exact_bonus and difference == 0 and predicted:
                penalty -= EXACT_BONUS
            differences.append(difference)
            penalties.append(penalty)
            self._scores[seat] += penalty
        hand.differences = differences
        hand.penalties = penalties
        hand.finished = True
        if hand.number >= self._hands_limit:
            self._phase = "game_over"
            self._winner = lowest_seat(self._scores)
            return
        self._start_hand(NEXT[hand.dealer], self._deal(hand.number + 1))

    # ------------------------------------------------------------------ records and views
    def _trick_records(self, hand: _Hand) -> tuple[TrickRecord, ...]:
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
        return tuple(tricks)

    def _build_record(self, hand: _Hand) -> DifferenzlerHand:
        t = hand.taken
        return DifferenzlerHand.model_construct(
            number=hand.number,
            dealer=hand.dealer,
            forehand=hand.forehand,
            cards=hand.dealt,
            actions=tuple(hand.actions),
            tricks=self._trick_records(hand),
            finished=hand.finished,
            trump=hand.trump,
            predictions=tuple(hand.predictions),
            taken=(t[0], t[1], t[2], t[3]),
            differences=_quad(hand.differences),
            points=_quad(hand.penalties),
        )

    def results(self) -> tuple[DifferenzlerResult, ...]:
        """The finished hands, for the scoreboard (all of it public)."""
        rows = []
        for index, hand in enumerate(self._hands):
            if not hand.finished:
                continue
            record = self._record(index)
            assert record.differences is not None and record.points is not None
            rows.append(
                DifferenzlerResult(
                    number=record.number,
                    trump=record.trump,
                    predictions=tuple(p or 0 for p in record.predictions),
                    taken=record.taken,
                    differences=record.differences,
                    points=record.points,
                )
            )
        return tuple(rows)

    def view(self, seat: int) -> DifferenzlerView:
        """What ``seat`` may know now: its own cards and prediction, and the public table."""
        seat = self.check_seat(seat)
        hand = self._hand
        tricks = self._trick_records(hand)
        over = hand.finished  # only the last hand of a finished game stays current
        predictions = tuple(
            p if over or s == seat else None for s, p in enumerate(hand.predictions)
        )
        return DifferenzlerView.model_construct(
            seat=seat,
            hand=tuple(hand.held[seat]),
            preset=self._preset,
            hands_limit=self._hands_limit,
            exact_bonus=self._exact_bonus,
            phase=self._phase,
            to_move=self.to_move,
            dealer=hand.dealer,
            forehand=hand.forehand,
            trump=hand.trump,
            predictions=predictions,
            predicted=tuple(p is not None for p in hand.predictions),
            tricks=tricks,
            taken=tuple(hand.taken),
            scores=self.scores,
            places=self.places,
            hand_number=hand.number,
            history=tuple(str(a) for a in hand.actions if a.kind == "play"),
            cards_played=frozenset(c for trick in tricks for c in trick.cards),
            results=self.results(),
            winner=self._winner,
        )

    # ------------------------------------------------------------------ saving
    def _save_fields(self) -> dict[str, Any]:
        return {"version": FORMAT_VERSION}


def _quad(values: list[int] | None) -> tuple[int, int, int, int] | None:
    if values is None:
        return None
    return (values[0], values[1], values[2], values[3])
