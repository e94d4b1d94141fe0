"""Molotow (RULES.md 3.3): four players, each for himself, and points are bad.

A hand starts without trump and tricks are won as in Obenabe. The first card a player
plays *because he cannot follow suit* makes its suit trump for the rest of the hand at
once: that card is already a trump, and its trick is decided with it. From then on the
trump rules of 1.5 apply (a trump at any time, the Puur exemption) and **undertrumping
is allowed**. Each player scores the card points of his own tricks, counted at the end
with the final contract, last trick 5. Hand Weis and Stöck are subtracted from their
owner's score; a trick whose four cards form a Weis (table Weis) adds its value to the
trick's winner. The lowest total after the last hand wins.

Decisions where the rule book is silent:

- **First forehand**: the holder of the seven of hearts, as in ``schieber-1000``; then
  forehand moves one seat to the right each hand and leads its first trick.
- **Weis values** are ``schieber-1000``'s: graded long sequences (6 = 150 … 9 = 300),
  four nines 150, four jacks 200, four aces/kings/queens/tens 100. Hand Weis are never
  compared, so the contract does not rank them: the best split of a hand (most points,
  then the best single Weis, then the most cards) is found in natural order, as in
  Obenabe, whatever trump is fixed later. They are credited (subtracted) when the first
  trick is complete, as in Schieber, and every seat's declaration is public from then on.
- **Table Weis**: the four cards of a trick hold at most one Weis (a sequence of three or
  four of one suit, or a four of a kind worth points in Schieber); its value is added to
  the trick's winner when the trick is complete.
- **Stöck**: the seat that holds the king and queen of the new trump at the moment trump
  is fixed, the fixing card counting as held (so a player who fixes trump with the king
  and still holds the queen has Stöck), subtracts 20 when he plays the second of them.
  A king or queen played before trump was fixed spoils it.
- Since every suit has nine cards, a hand without any trump is impossible (a trick of
  four cards of one suit cannot use up a suit), but the engine would count it with
  Obenabe values as the rule book says.
- The hand's ``points`` per seat, credited when the hand is finished, are
  ``(taken + table Weis − hand Weis − Stöck) × multiplier``; the multiplier is 2 for the
  last hand with ``last_hand_double``, else 1. Totals may go below zero.
- ``winner`` is the seat with the lowest total once the game is over (the lowest seat
  number on a tie); ``places`` gives every seat's place, equal totals sharing one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, StrictInt

from jass_tui.actions import (
    DECLARES_NO_WEIS,
    DECLARES_WEIS,
    NOT_NOW_PLAY,
    NOWEIS,
    PLAY,
    WEIS,
    WEIS_ACTIONS,
    empty_action,
    not_an_action,
    plays,
)
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
    LAST_TRICK_BONUS,
    POINTS,
    display_order,
    free_trump_illegal_reason,
    free_trump_legal_cards,
    trick_winner,
)
from jass_tui.scoring import STOECK_POINTS, stoeck_cards
from jass_tui.state import ASK_WEIS_FIRST, seeded_deal, weis_refused
from jass_tui.weis import Weis, find_weis
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
    "FORMAT_VERSION",
    "MolotowGame",
    "MolotowHand",
    "MolotowResult",
    "MolotowView",
    "describe_action",
    "find_hand_weis",
    "parse_action",
    "table_weis",
]

FORMAT_VERSION = 1
DEFAULT_PRESET = "molotow"
PRESETS = (DEFAULT_PRESET,)
OPTION_NAMES = ("hands", "last_hand_double")
DEFAULT_HANDS = 8
TRICKS = 9
LONG_SEQUENCES = "graded"
FOUR_NINES = True
NO_TRUMP = "obe"
"""The contract while no trump is fixed: tricks and (if it stays so) points as Obenabe."""

NEXT = NEXT_SEATS[Direction.RIGHT]

Phase = Literal["play", "game_over"]
Trump = Literal["H", "D", "S", "C"]
Quad = tuple[StrictInt, StrictInt, StrictInt, StrictInt]
_TRUMPS: dict[str, Trump] = {"H": "H", "D": "D", "S": "S", "C": "C"}

# Weis question state per seat: not looked at yet / question pending / answered or none.
_UNSEEN, _ASKED, _DONE = -1, 1, 0

ACTIONS: dict[str, Action] = {str(a): a for a in (WEIS, NOWEIS, *PLAY.values())}

_HELP = "play <card> (e.g. play HJ), weis, noweis"


def parse_action(action: object) -> Action:
    """The Molotow action named by ``action`` (an action or its text).

    ``InvalidAction`` names the mistake for anything that is no Molotow action.
    """
    if not isinstance(action, str):
        raise InvalidAction(not_an_action(repr(action), "Molotow", _HELP))
    found = ACTIONS.get(action)
    if found is not None:
        return found
    words = action.split()
    if not words:
        raise InvalidAction(empty_action(_HELP))
    played = parse_play(words[0].lower(), words[1:])
    if played is not None:
        return played
    found = ACTIONS.get(" ".join(words).lower())
    if found is None:
        raise InvalidAction(not_an_action(repr(action.strip()), "Molotow", _HELP))
    return found


def describe_action(action: object) -> str:
    """Words for the log: 'plays the jack of hearts', 'declares Weis'."""
    try:
        parsed = parse_action(action)
    except InvalidAction:
        return str(action)
    if parsed.card is not None:
        return plays(parsed.card)
    return DECLARES_WEIS if parsed.kind == "weis" else DECLARES_NO_WEIS


def table_weis(cards: Sequence[str]) -> Weis | None:
    """The Weis the four cards of a trick form, if any (RULES.md 3.3, table Weis)."""
    found = find_weis(cards, None, LONG_SEQUENCES, FOUR_NINES)
    return found[0] if found else None


def find_hand_weis(cards: Sequence[str]) -> list[Weis]:
    """A dealt hand's Weis, best split (natural order: they are never compared)."""
    return find_weis(cards, None, LONG_SEQUENCES, FOUR_NINES)


# ---------------------------------------------------------------------- records and views


class MolotowHand(HandRecord):
    """One hand of Molotow, finished or in progress. Per-seat fields have four entries.

    - ``trump``: ``None`` until a player who cannot follow suit fixes it;
      ``trump_fixed_by`` is that seat, ``trump_fixed_in`` the trick's number (1–9);
    - ``declared_weis``: each seat's declared hand Weis; ``hand_weis`` their points,
      credited (and **subtracted**) when the first trick is complete;
    - ``trick_weis``: per completed trick the table Weis its cards form, or ``None``;
      ``table_weis`` their points per winning seat (**added**);
    - ``stoeck``: 20 for the seat that scored Stöck (**subtracted**), ``stoeck_seat`` it;
    - ``taken``: card points of each seat's tricks incl. the last-trick 5, valued with the
      contract as it stands (final once the hand is finished);
    - ``multiplier``: 2 for the last hand with ``last_hand_double``, else 1;
    - ``points``: ``(taken + table_weis − hand_weis − stoeck) × multiplier`` per seat,
      ``None`` until the hand is finished.
    """

    forehand: StrictInt
    trump: Trump | None = None
    trump_fixed_by: StrictInt | None = None
    trump_fixed_in: StrictInt | None = None
    declared_weis: tuple[tuple[Weis, ...], ...] = ((), (), (), ())
    hand_weis: Quad = (0, 0, 0, 0)
    trick_weis: tuple[Weis | None, ...] = ()
    table_weis: Quad = (0, 0, 0, 0)
    stoeck: Quad = (0, 0, 0, 0)
    stoeck_seat: StrictInt | None = None
    taken: Quad = (0, 0, 0, 0)
    multiplier: StrictInt = 1


class MolotowResult(BaseModel):
    """A finished hand on the scoreboard: everything in it is public."""

    model_config = ConfigDict(frozen=True)

    number: int
    trump: Trump | None
    trump_fixed_by: int | None
    taken: tuple[int, ...]
    hand_weis: tuple[int, ...]
    table_weis: tuple[int, ...]
    stoeck: tuple[int, ...]
    multiplier: int
    points: tuple[int, ...]


class MolotowView(BaseModel):
    """What one seat may know: its own cards and the public table.

    ``declared_weis`` shows the seat's own declaration at once and everybody's once the
    first trick is complete (``hand_weis`` is credited then); ``weis_options`` is this
    seat's own best split (what ``weis`` would declare). ``stoeck_seat`` is set once Stöck
    is scored. ``taken`` is valued with the contract as it stands. ``history`` lists this
    hand's cards played (Weis answers are private until scored).
    """

    model_config = ConfigDict(frozen=True)

    seat: int
    hand: tuple[str, ...]
    preset: str
    hands_limit: int
    last_hand_double: bool
    multiplier: int
    phase: str
    to_move: int | None
    dealer: int
    forehand: int
    trump: Trump | None
    trump_fixed_by: int | None
    trump_fixed_in: int | None
    tricks: tuple[TrickRecord, ...]
    declared_weis: tuple[tuple[Weis, ...], ...]
    weis_options: tuple[Weis, ...]
    hand_weis: tuple[int, ...]
    trick_weis: tuple[Weis | None, ...]
    table_weis: tuple[int, ...]
    stoeck_seat: int | None
    stoeck: tuple[int, ...]
    taken: tuple[int, ...]
    scores: tuple[int, ...]
    places: tuple[int, ...]
    hand_number: int
    history: tuple[str, ...]
    cards_played: frozenset[str]
    results: tuple[MolotowResult, ...]
    winner: int | None

    @property
    def current_trick(self) -> TrickRecord | None:
        """The trick in progress (possibly still empty), or ``None`` once over."""
        if self.tricks and self.tricks[-1].winner is None:
            return self.tricks[-1]
        return None


# ---------------------------------------------------------------------- the engine


class _Hand(StepHand):
    """Mutable state of one hand: plain attributes, what every move touches."""

    __slots__ = (
        "declared",
        "finished",
        "fixed_by",
        "fixed_in",
        "forehand",
        "hand_weis",
        "held",
        "leader",
        "multiplier",
        "points",
        "stoeck",
        "stoeck_holder",
        "stoeck_pair",
        "stoeck_played",
        "stoeck_seat",
        "table_weis",
        "trick",
        "trick_weis",
        "tricks",
        "trump",
        "weis_found",
        "weis_state",
        "won",
    )

    def __init__(
        self, number: int, dealer: int, cards: Sequence[Sequence[str]], multiplier: int
    ) -> None:
        super().__init__(number, dealer, cards)
        self.forehand = NEXT[dealer]
        self.held: list[list[str]] = [display_order(c) for c in cards]
        self.to_move = self.forehand
        self.leader = self.forehand
        self.trick: list[str] = []
        self.tricks: list[tuple[int, tuple[str, ...], int]] = []
        self.won: list[list[str]] = [[], [], [], []]
        self.trump: Trump | None = None
        self.fixed_by: int | None = None
        self.fixed_in: int | None = None
        self.weis_state = [_UNSEEN] * 4
        self.weis_found: list[list[Weis]] = [[], [], [], []]
        self.declared: list[list[Weis]] = [[], [], [], []]
        self.hand_weis = [0, 0, 0, 0]
        self.trick_weis: list[Weis | None] = []
        self.table_weis = [0, 0, 0, 0]
        self.stoeck = [0, 0, 0, 0]
        self.stoeck_holder: int | None = None
        self.stoeck_pair: frozenset[str] = frozenset()
        self.stoeck_played = 0
        self.stoeck_seat: int | None = None
        self.multiplier = multiplier
        self.points: list[int] | None = None
        self.finished = False


class SavedMolotow(SavedGame):
    """The save format: inputs plus derived values, checked against a replay on load."""

    version: int
    phase: Phase
    scores: Quad
    hands: tuple[MolotowHand, ...]


class MolotowGame(StepGame[_Hand, MolotowHand]):
    """A game of Molotow, changed only through :meth:`apply`."""

    TITLE: ClassVar[str] = "Molotow"
    DEFAULT_PRESET: ClassVar[str] = DEFAULT_PRESET
    DECK: ClassVar[frozenset[str]] = frozenset(DECK)
    HAND_SIZE: ClassVar[int] = TRICKS
    DIRECTION: ClassVar[Direction] = Direction.RIGHT
    FORMAT_VERSION: ClassVar[int] = FORMAT_VERSION
    SAVE_MODEL: ClassVar[type[SavedGame]] = SavedMolotow
    ACTIONS: ClassVar[Mapping[str, Action]] = ACTIONS

    def _configure(self, preset: str, options: Mapping[str, object]) -> None:
        if preset not in PRESETS:
            raise ValueError(unknown_preset(self.TITLE, preset, PRESETS))
        check_options(self.TITLE, options, OPTION_NAMES)
        self._preset = preset
        self._hands_limit = hands_option(options.get("hands"), DEFAULT_HANDS, None)
        self._double_last = switch_option(
            "last_hand_double", options.get("last_hand_double"), False
        )
        self._phase: Phase = "play"
        self._scores = [0, 0, 0, 0]
        self._winner: int | None = None

    def _first_deal(self) -> tuple[int, list[list[str]]]:
        return first_deal(self.seed)

    def _deal(self, number: int) -> list[list[str]]:
        return seeded_deal(self.seed, number)

    def _start_hand(self, dealer: int, cards: Sequence[Sequence[str]]) -> None:
        number = len(self._hands) + 1
        double = self._double_last and number == self._hands_limit
        hand = _Hand(number, dealer, cards, 2 if double else 1)
        self._hands.append(hand)
        self._hand = hand
        self._phase = "play"
        self._ask_weis(hand)

    # ------------------------------------------------------------------ reading
    @property
    def preset(self) -> str:
        return self._preset

    @property
    def options(self) -> dict[str, OptionValue]:
        return {"hands": self._hands_limit, "last_hand_double": self._double_last}

    @property
    def hands_limit(self) -> int:
        return self._hands_limit

    @property
    def last_hand_double(self) -> bool:
        return self._double_last

    @property
    def scores(self) -> tuple[int, int, int, int]:
        s = self._scores
        return (s[0], s[1], s[2], s[3])

    @property
    def places(self) -> tuple[int, ...]:
        """Each seat's place by the totals now (lowest first, ties shared)."""
        return places(self._scores)

    @property
    def trump(self) -> Trump | None:
        """The trump of the hand in progress; ``None`` while none is fixed."""
        return self._hand.trump

    @property
    def contract(self) -> str:
        """The contract the hand in progress is played in now: the trump or ``"obe"``."""
        return self._hand.trump or NO_TRUMP

    def held(self, seat: int) -> tuple[str, ...]:
        """The cards ``seat`` holds now, in display order."""
        return tuple(self._hand.held[seat])

    def pending_weis(self, seat: int) -> list[Weis]:
        """The Weis ``seat`` was dealt, best split, as ``weis`` would declare them."""
        hand = self._hand
        if hand.weis_state[seat] == _UNSEEN:
            return find_hand_weis(hand.dealt[seat])
        return list(hand.weis_found[seat])

    # ------------------------------------------------------------------ legality
    def _compute_legal(self) -> Sequence[Action]:
        if self._phase != "play":
            return ()
        hand = self._hand
        seat = hand.to_move
        if hand.weis_state[seat] == _ASKED:
            return WEIS_ACTIONS
        cards = free_trump_legal_cards(hand.held[seat], hand.trick, hand.trump or NO_TRUMP)
        return [PLAY[c] for c in cards]

    def legal_reason(self, card: str) -> str | None:
        """``None`` if ``to_move`` may play ``card`` now, else why not, in a player's words."""
        if self._phase == "game_over":
            return Msg("the game is over")
        hand = self._hand
        if hand.weis_state[hand.to_move] == _ASKED:
            return ASK_WEIS_FIRST
        try:
            code = parse_card(card)
        except CardError as exc:
            return str(exc)
        return free_trump_illegal_reason(
            code, hand.held[hand.to_move], hand.trick, hand.trump or NO_TRUMP
        )

    def _explain(self, action: Action) -> str:
        """Why ``action`` is not legal now (called only once it is known not to be)."""
        hand = self._hand
        if hand.weis_state[hand.to_move] == _ASKED:
            return ASK_WEIS_FIRST
        if action.kind in ("weis", "noweis"):
            return weis_refused(bool(hand.tricks), bool(hand.weis_found[hand.to_move]))
        return self.legal_reason(action.card or "") or NOT_NOW_PLAY

    # ------------------------------------------------------------------ moves
    def _parse(self, action: object) -> Action:
        return parse_action(action)

    def _do(self, act: Action) -> None:
        hand = self._hand
        if act.kind == "play":
            self._play(hand, act)
            return
        seat = hand.to_move
        hand.actions.append(act)
        if act.kind == "weis":
            hand.declared[seat] = hand.weis_found[seat]
        hand.weis_state[seat] = _DONE

    def _ask_weis(self, hand: _Hand) -> None:
        """Before a seat's first card: ask the Weis question if he holds any."""
        seat = hand.to_move
        found = find_hand_weis(hand.dealt[seat])
        hand.weis_found[seat] = found
        hand.weis_state[seat] = _ASKED if found else _DONE

    def _play(self, hand: _Hand, act: Action) -> None:
        card = act.card or ""
        seat = hand.to_move
        trick = hand.trick
        if hand.trump is None and trick and card[0] != trick[0][0]:
            self._fix_trump(hand, seat, card)
        hand.held[seat].remove(card)
        trick.append(card)
        hand.actions.append(act)
        if seat == hand.stoeck_holder and card in hand.stoeck_pair:
            hand.stoeck_played += 1
            if hand.stoeck_played == 2:
                hand.stoeck[seat] = STOECK_POINTS
                hand.stoeck_seat = seat
        if len(trick) == 4:
            self._complete_trick(hand)
            return
        hand.to_move = NEXT[seat]
        if not hand.tricks:
            self._ask_weis(hand)

    def _fix_trump(self, hand: _Hand, seat: int, card: str) -> None:
        """``seat`` cannot follow suit and plays ``card``: its suit is trump from now on.

        Stöck goes to the seat holding the new trump's king and queen at this moment,
        the card being played included (it is still in ``seat``'s hand here).
        """
        trump = _TRUMPS[card[0]]
        hand.trump = trump
        hand.fixed_by = seat
        hand.fixed_in = len(hand.tricks) + 1
        pair = stoeck_cards(trump)
        hand.stoeck_pair = pair
        for holder in range(4):
            if pair <= set(hand.held[holder]):
                hand.stoeck_holder = holder

    def _complete_trick(self, hand: _Hand) -> None:
        cards = tuple(hand.trick)
        winner = trick_winner(hand.leader, cards, hand.trump or NO_TRUMP)
        hand.tricks.append((hand.leader, cards, winner))
        hand.trick = []
        hand.won[winner].extend(cards)
        if len(hand.tricks) == 1:
            for seat in range(4):
                hand.hand_weis[seat] = sum(w.points for w in hand.declared[seat])
        weis = table_weis(cards)
        hand.trick_weis.append(weis)
        if weis is not None:
            hand.table_weis[winner] += weis.points
        if len(hand.tricks) == TRICKS:
            self._finish_hand(hand)
        else:
            hand.leader = hand.to_move = winner

    def _taken(self, hand: _Hand) -> list[int]:
        """Card points of each seat's tricks with the contract as it stands, last trick 5."""
        table = POINTS[(hand.trump or NO_TRUMP, "six_high")]
        taken = [sum(table[c] for c in cards) for cards in hand.won]
        if len(hand.tricks) == TRICKS:
            taken[hand.tricks[-1][2]] += LAST_TRICK_BONUS
        return taken

    def _finish_hand(self, hand: _Hand) -> None:
        taken = self._taken(hand)
        points = [
            (taken[s] + hand.table_weis[s] - hand.hand_weis[s] - hand.stoeck[s]) * hand.multiplier
            for s in range(4)
        ]
        hand.points = points
        hand.finished = True
        for seat in range(4):
            self._scores[seat] += points[seat]
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
        if not hand.finished:
            tricks.append(
                TrickRecord.model_construct(
                    leader=hand.leader, cards=tuple(hand.trick), winner=None
                )
            )
        return tuple(tricks)

    def _build_record(self, hand: _Hand) -> MolotowHand:
        return MolotowHand.model_construct(
            number=hand.number,
            dealer=hand.dealer,
            forehand=hand.forehand,
            cards=hand.dealt,
            actions=tuple(hand.actions),
            tricks=self._trick_records(hand),
            finished=hand.finished,
            trump=hand.trump,
            trump_fixed_by=hand.fixed_by,
            trump_fixed_in=hand.fixed_in,
            declared_weis=tuple(tuple(d) for d in hand.declared),
            hand_weis=_quad(hand.hand_weis),
            trick_weis=tuple(hand.trick_weis),
            table_weis=_quad(hand.table_weis),
            stoeck=_quad(hand.stoeck),
            stoeck_seat=hand.stoeck_seat,
            taken=_quad(self._taken(hand)),
            multiplier=hand.multiplier,
            points=None if hand.points is None else _quad(hand.points),
        )

    def results(self) -> tuple[MolotowResult, ...]:
        """The finished hands, for the scoreboard (all of it public)."""
        rows = []
        for index, hand in enumerate(self._hands):
            if not hand.finished:
                continue
            record = self._record(index)
            assert record.points is not None
            rows.append(
                MolotowResult(
                    number=record.number,
                    trump=record.trump,
                    trump_fixed_by=record.trump_fixed_by,
                    taken=record.taken,
                    hand_weis=record.hand_weis,
                    table_weis=record.table_weis,
                    stoeck=record.stoeck,
                    multiplier=record.multiplier,
                    points=record.points,
                )
            )
        return tuple(rows)

    def view(self, seat: int) -> MolotowView:
        """What ``seat`` may know now: its own cards and the public table."""
        seat = self.check_seat(seat)
        hand = self._hand
        tricks = self._trick_records(hand)
        first_trick_done = bool(hand.tricks)
        declared = tuple(
            tuple(hand.declared[s]) if first_trick_done or s == seat else () for s in range(4)
        )
        return MolotowView.model_construct(
            seat=seat,
            hand=tuple(hand.held[seat]),
            preset=self._preset,
            hands_limit=self._hands_limit,
            last_hand_double=self._double_last,
            multiplier=hand.multiplier,
            phase=self._phase,
            to_move=self.to_move,
            dealer=hand.dealer,
            forehand=hand.forehand,
            trump=hand.trump,
            trump_fixed_by=hand.fixed_by,
            trump_fixed_in=hand.fixed_in,
            tricks=tricks,
            declared_weis=declared,
            weis_options=tuple(self.pending_weis(seat)),
            hand_weis=tuple(hand.hand_weis),
            trick_weis=tuple(hand.trick_weis),
            table_weis=tuple(hand.table_weis),
            stoeck_seat=hand.stoeck_seat,
            stoeck=tuple(hand.stoeck),
            taken=tuple(self._taken(hand)),
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


def _quad(values: Sequence[int]) -> tuple[int, int, int, int]:
    return (values[0], values[1], values[2], values[3])
