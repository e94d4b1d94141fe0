"""The Spades state machine: bidding, play, scoring, game end, views and saves.

The hot path (``legal_actions`` / ``apply``) works on plain lists: each hand is kept as
four lists of play actions by suit in display order, and the trick in progress as a few
integers. The pydantic hand records and views are built only when somebody asks.

A save stores the inputs (preset, options, seed, per hand the cards dealt and the
actions) together with everything derived from them; loading replays the inputs and
refuses a save whose derived values disagree.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Literal, Self, cast

from pydantic import BaseModel, ConfigDict, Field, field_validator

from shared.cards import RANKS, CardError, card_name, deal, make_deck, parse_card
from shared.engine.action import Action
from shared.game import IllegalAction, check_dealer, resolve_seed
from shared.table import SEAT_NAMES, seat_name
from shared.tricks import TrickRecord, trick_mismatch
from spades_tui.presets import (
    DEFAULT_PRESET,
    Preset,
    SpadesOptions,
    get_preset,
    resolve_options,
)
from spades_tui.records import SpadesHand
from spades_tui.rules import (
    BID_ACTIONS,
    BID_VALUE,
    CARD_SUIT,
    DISPLAY_INDEX,
    NO_SUIT,
    PLAY_ACTION,
    PLAY_INFO,
    SPADES,
    TRICKS_PER_HAND,
    TRUMP_BONUS,
    describe_action,
    parse_action,
    play_reason,
)
from spades_tui.scoring import HandOutcome, score_hand
from spades_tui.view import SpadesView

__all__ = [
    "FORMAT_VERSION",
    "IllegalAction",
    "SpadesGame",
    "SpadesHand",
    "SpadesSave",
    "SpadesView",
    "describe_action",
]

FORMAT_VERSION = 1

BID: Literal["bid"] = "bid"
PLAY: Literal["play"] = "play"
GAME_OVER: Literal["game_over"] = "game_over"
Phase = Literal["bid", "play", "game_over"]

LEFT_OF = (3, 0, 1, 2)
"""The next seat in Spades order, to the left: 0 → 3 → 2 → 1 → 0."""


def seeded_deal(seed: int, hand_number: int) -> list[list[str]]:
    """The four hands of hand ``hand_number`` of the game with ``seed`` (by seat)."""
    return deal(make_deck(RANKS), random.Random(f"{seed}:{hand_number}"))


def first_dealer(seed: int) -> int:
    return random.Random(f"{seed}:dealer").randrange(4)


def check_deal(hands: object) -> list[list[str]]:
    """Four hands of 13 distinct cards covering the deck, normalised; else ``ValueError``."""
    if not isinstance(hands, Sequence) or isinstance(hands, str) or len(hands) != 4:
        raise ValueError("a deal is four hands of 13 cards, one per seat")
    seen: dict[str, int] = {}
    result: list[list[str]] = []
    for seat, hand in enumerate(hands):
        if not isinstance(hand, Sequence) or isinstance(hand, str):
            raise ValueError(f"{SEAT_NAMES[seat]}'s hand must be a list of card codes")
        cards: list[str] = []
        for text in hand:
            try:
                card = parse_card(text) if isinstance(text, str) else parse_card(repr(text))
            except CardError as exc:
                raise ValueError(f"{SEAT_NAMES[seat]}'s hand: {exc}") from None
            if card in seen:
                raise ValueError(f"the {card_name(card)} is dealt twice")
            seen[card] = seat
            cards.append(card)
        if len(cards) != TRICKS_PER_HAND:
            raise ValueError(
                f"{SEAT_NAMES[seat]} is dealt {len(cards)} cards; every player gets 13"
            )
        result.append(sorted(cards, key=DISPLAY_INDEX.__getitem__))
    return result


class _Hand:
    """Mutable data of one hand; frozen into a :class:`SpadesHand` on request."""

    __slots__ = (
        "actions",
        "bids",
        "cards",
        "dealer",
        "number",
        "outcome",
        "record",
        "tricks",
        "tricks_won",
    )

    def __init__(self, number: int, dealer: int, cards: list[list[str]]) -> None:
        self.number = number
        self.dealer = dealer
        self.cards = tuple(tuple(sorted(hand, key=DISPLAY_INDEX.__getitem__)) for hand in cards)
        self.actions: list[str] = []
        self.bids: list[int | None] = [None, None, None, None]
        self.tricks: list[tuple[int, tuple[str, ...], int]] = []
        self.tricks_won = [0, 0, 0, 0]
        self.outcome: HandOutcome | None = None
        self.record: SpadesHand | None = None

    def copy(self) -> _Hand:
        twin = _Hand.__new__(_Hand)
        twin.number = self.number
        twin.dealer = self.dealer
        twin.cards = self.cards
        twin.actions = list(self.actions)
        twin.bids = list(self.bids)
        twin.tricks = list(self.tricks)
        twin.tricks_won = list(self.tricks_won)
        twin.outcome = self.outcome
        twin.record = self.record
        return twin


class SpadesSave(BaseModel):
    """The JSON form of a game: inputs plus derived values checked on load."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format_version: int
    preset: str
    options: dict[str, int | bool | str | None]
    seed: int
    hand_number: int = Field(ge=1)
    phase: Phase
    to_move: int | None = Field(ge=0, le=3)
    winner: int | None
    scores: tuple[int, ...]
    bags: tuple[int, ...]
    hands: tuple[SpadesHand, ...]

    @field_validator("bags")
    @classmethod
    def _no_negative_bags(cls, bags: tuple[int, ...]) -> tuple[int, ...]:
        if any(b < 0 for b in bags):
            raise ValueError(f"negative bag count in {list(bags)}")
        return bags


class SpadesGame:
    """A game of Spades, changed only through :meth:`apply`."""

    def __init__(self, preset: Preset, options: SpadesOptions, seed: int) -> None:
        """Use :meth:`new`, :meth:`from_deal` or :meth:`from_json` instead."""
        self._preset = preset
        self._options = options
        self._seed = seed
        units = 2 if preset.partnerships else 4
        self._scores = [0] * units
        self._bags = [0] * units
        self._hands: list[_Hand] = []
        self._winner: int | None = None
        self._min_bid = 0 if options.nil else 1
        self._bid_actions = BID_ACTIONS[self._min_bid :]
        self._bar_first_trick = not options.first_trick_spades
        self._phase: Phase = BID
        self._to_move: int | None = None
        self._hand: _Hand
        self._held: list[list[list[Action]]] = []
        self._trick: list[str] = []
        self._leader = 0
        self._led = NO_SUIT
        self._best_seat = 0
        self._best = 0
        self._trick_no = 0
        self._broken = False
        self._record_key: tuple[int, int] = (-1, -1)
        self._record: SpadesHand | None = None

    # ----------------------------------------------------------------- construction

    @classmethod
    def new(cls, preset: str = DEFAULT_PRESET, seed: int | None = None, **options: Any) -> Self:
        game = cls._create(preset, seed, options)
        game._start_hand(first_dealer(game._seed), seeded_deal(game._seed, 1))
        return game

    @classmethod
    def from_deal(
        cls,
        hands: list[list[str]],
        dealer: int,
        preset: str = DEFAULT_PRESET,
        seed: int | None = None,
        **options: Any,
    ) -> Self:
        cards = check_deal(hands)
        check_dealer(dealer)
        game = cls._create(preset, seed, options)
        game._start_hand(dealer, cards)
        return game

    @classmethod
    def _create(cls, preset: str, seed: int | None, options: dict[str, Any]) -> Self:
        rules = get_preset(preset)
        resolved = resolve_options(rules, options)
        return cls(rules, resolved, resolve_seed(seed))

    def _start_hand(self, dealer: int, cards: list[list[str]]) -> None:
        hand = _Hand(len(self._hands) + 1, dealer, cards)
        self._hands.append(hand)
        self._hand = hand
        self._held = []
        for seat_cards in hand.cards:
            by_suit: list[list[Action]] = [[], [], [], []]
            for card in seat_cards:
                by_suit[CARD_SUIT[card]].append(PLAY_ACTION[card])
            self._held.append(by_suit)
        self._phase = BID
        self._to_move = LEFT_OF[dealer]
        self._trick = []
        self._leader = LEFT_OF[dealer]
        self._led = NO_SUIT
        self._trick_no = 0
        self._broken = False

    def copy(self) -> Self:
        """An independent game in the same state (for bots that look ahead)."""
        twin = self.__class__.__new__(self.__class__)
        twin.__dict__.update(self.__dict__)
        twin._scores = list(self._scores)
        twin._bags = list(self._bags)
        twin._hands = [*self._hands[:-1], self._hand.copy()]
        twin._hand = twin._hands[-1]
        twin._held = [[list(s) for s in seat] for seat in self._held]
        twin._trick = list(self._trick)
        return twin

    # ------------------------------------------------------------------- contract

    @property
    def preset(self) -> str:
        return self._preset.id

    @property
    def partnerships(self) -> bool:
        return self._preset.partnerships

    @property
    def options(self) -> dict[str, object]:
        return {**self._options.as_dict()}

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def to_move(self) -> int | None:
        return self._to_move

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self._scores)

    @property
    def bags(self) -> tuple[int, ...]:
        return tuple(self._bags)

    @property
    def winner(self) -> int | None:
        return self._winner

    @property
    def spades_broken(self) -> bool:
        return self._broken

    @property
    def hand_number(self) -> int:
        return self._hand.number

    @property
    def dealer(self) -> int:
        return self._hand.dealer

    def held(self, seat: int) -> list[str]:
        """The cards ``seat`` holds now, in display order."""
        return [cast(str, a.arg) for suit in self._held[seat] for a in suit]

    def legal_actions(self) -> list[Action]:
        phase = self._phase
        if phase == PLAY:
            mine = self._held[self._to_move]  # type: ignore[index]
            led = self._led
            if led == NO_SUIT:
                if self._broken:
                    return mine[0] + mine[1] + mine[2] + mine[3]
                others = mine[1] + mine[2] + mine[3]
                return others if others else mine[0][:]
            if mine[led]:
                return mine[led][:]
            if self._bar_first_trick and self._trick_no == 0:
                others = mine[1] + mine[2] + mine[3]
                if others:
                    return others
            return mine[0] + mine[1] + mine[2] + mine[3]
        if phase == BID:
            return list(self._bid_actions)
        return []

    def apply(self, action: Any) -> None:
        try:
            info = PLAY_INFO.get(action)
            bid = BID_VALUE.get(action) if info is None else None
        except TypeError:  # unhashable: certainly not an action
            info = bid = None
        if info is not None and self._phase == PLAY:
            self._play(info)
        elif bid is not None and self._phase == BID and bid >= self._min_bid:
            self._bid(bid)
        else:
            self._apply_parsed(action)

    def _apply_parsed(self, action: object) -> None:
        """The slow path: any spelling, and a precise message for whatever is wrong."""
        if self._phase == GAME_OVER:
            raise IllegalAction("the game is over")
        kind, value = parse_action(action, self._min_bid)
        if kind == "bid":
            if self._phase != BID:
                raise IllegalAction("the bidding is over: play a card")
            self._bid(int(value))
            return
        card = str(value)
        if self._phase != PLAY:
            raise IllegalAction("everybody bids before the first card is played")
        reason = self.legal_reason(card)
        if reason is not None:
            raise IllegalAction(reason)
        self._play(PLAY_INFO[PLAY_ACTION[card]])

    def legal_reason(self, card: str) -> str | None:
        """None if ``card`` may be played now by the player to move, else why not."""
        if self._phase == GAME_OVER:
            return "the game is over"
        if self._phase == BID:
            return "everybody bids before the first card is played"
        try:
            card = parse_card(card)
        except (CardError, AttributeError):
            return f"{card!r} is not a card (write suit then rank, e.g. HJ or CT)"
        mine = self._held[self._to_move]  # type: ignore[index]
        suit = CARD_SUIT[card]
        if PLAY_ACTION[card] not in mine[suit]:
            return f"you do not hold the {card_name(card)}"
        barred = self._bar_first_trick and self._trick_no == 0
        return play_reason(mine, suit, self._led, self._broken, barred)

    # ------------------------------------------------------------------ hot path

    def _bid(self, bid: int) -> None:
        hand = self._hand
        seat: int = self._to_move  # type: ignore[assignment]
        hand.bids[seat] = bid
        hand.actions.append(BID_ACTIONS[bid])
        if len(hand.actions) == 4:
            self._phase = PLAY
        self._to_move = LEFT_OF[seat]

    def _play(self, info: tuple[str, int, int, Action]) -> None:
        card, suit, rank, action = info
        seat: int = self._to_move  # type: ignore[assignment]
        mine = self._held[seat]
        if action not in mine[suit]:
            raise IllegalAction(f"you do not hold the {card_name(card)}")
        led = self._led
        if led == NO_SUIT:
            if suit == SPADES and not self._broken and (mine[1] or mine[2] or mine[3]):
                raise IllegalAction(play_reason(mine, suit, led, False, False) or "")
            self._led = suit
            self._leader = seat
            self._best_seat = seat
            self._best = TRUMP_BONUS + rank if suit == SPADES else rank
        else:
            if suit != led:
                barred = self._bar_first_trick and self._trick_no == 0
                reason = play_reason(mine, suit, led, self._broken, barred)
                if reason is not None:
                    raise IllegalAction(reason)
                strength = TRUMP_BONUS + rank if suit == SPADES else -1
            else:
                strength = TRUMP_BONUS + rank if suit == SPADES else rank
            if strength > self._best:
                self._best = strength
                self._best_seat = seat
        mine[suit].remove(action)
        if suit == SPADES:
            self._broken = True
        trick = self._trick
        trick.append(card)
        self._hand.actions.append(action)
        if len(trick) == 4:
            self._finish_trick()
        else:
            self._to_move = LEFT_OF[seat]

    def _finish_trick(self) -> None:
        hand = self._hand
        winner = self._best_seat
        hand.tricks.append((self._leader, tuple(self._trick), winner))
        hand.tricks_won[winner] += 1
        self._trick = []
        self._led = NO_SUIT
        self._leader = winner
        self._trick_no += 1
        if self._trick_no == TRICKS_PER_HAND:
            self._finish_hand()
        else:
            self._to_move = winner

    def _finish_hand(self) -> None:
        hand = self._hand
        options = self._options
        outcome = score_hand(
            hand.bids,  # type: ignore[arg-type]
            hand.tricks_won,
            self._bags,
            partnerships=self._preset.partnerships,
            set_penalty=self._preset.set_penalty,
            bag_penalty=options.bag_penalty,
            failed_nil_tricks=options.failed_nil_tricks,
        )
        hand.outcome = outcome
        scores = self._scores
        for unit, points in enumerate(outcome.points):
            scores[unit] += points
        self._bags = list(outcome.bags)
        winner = self._decide_winner()
        if winner is not None:
            self._winner = winner
            self._phase = GAME_OVER
            self._to_move = None
            return
        number = hand.number + 1
        self._start_hand(LEFT_OF[hand.dealer], seeded_deal(self._seed, number))

    def _decide_winner(self) -> int | None:
        """The unit that has won after a finished hand, or None to play on."""
        scores = self._scores
        target = self._options.target
        limit = self._options.loss_limit
        ended = max(scores) >= target or (limit is not None and min(scores) <= limit)
        if not ended:
            return None
        top = max(scores)
        leaders = [unit for unit, score in enumerate(scores) if score == top]
        # Equal totals at the top: nobody has won yet, another hand is played.
        return leaders[0] if len(leaders) == 1 else None

    # ------------------------------------------------------------ records & views

    @property
    def hands(self) -> list[SpadesHand]:
        """One record per hand played or in progress; built on demand and cached."""
        return [self._hand_record(h) for h in self._hands]

    def _hand_record(self, hand: _Hand) -> SpadesHand:
        if hand.record is not None:
            return hand.record
        current = hand is self._hand
        if current:
            key = (hand.number, len(hand.actions))
            if self._record is not None and self._record_key == key:
                return self._record
        record = self._build_record(hand, current)
        if hand.outcome is not None:
            hand.record = record
        elif current:
            self._record_key = (hand.number, len(hand.actions))
            self._record = record
        return record

    def _current_trick(self) -> TrickRecord | None:
        if self._phase != PLAY:
            return None
        return TrickRecord.model_construct(
            leader=self._leader, cards=tuple(self._trick), winner=None
        )

    def _trick_records(self, hand: _Hand, current: bool) -> tuple[TrickRecord, ...]:
        done = [
            TrickRecord.model_construct(leader=leader, cards=cards, winner=winner)
            for leader, cards, winner in hand.tricks
        ]
        live = self._current_trick() if current else None
        if live is not None:
            done.append(live)
        return tuple(done)

    def _build_record(self, hand: _Hand, current: bool) -> SpadesHand:
        outcome = hand.outcome
        contract: tuple[int, ...] | None = None
        if None not in hand.bids:
            bids: list[int] = hand.bids  # type: ignore[assignment]
            if self._preset.partnerships:
                contract = tuple(sum(bids[s] for s in (u, u + 2) if bids[s] != 0) for u in (0, 1))
            else:
                contract = tuple(bids)
        fields: dict[str, Any] = {
            "number": hand.number,
            "dealer": hand.dealer,
            "cards": hand.cards,
            "actions": tuple(hand.actions),
            "bids": tuple(hand.bids),
            "tricks": self._trick_records(hand, current),
            "tricks_won": tuple(hand.tricks_won),
            "finished": outcome is not None,
            "contract": contract,
        }
        if outcome is not None:
            fields |= {
                "contract": outcome.contract,
                "made": outcome.made,
                "nil_results": outcome.nil_results,
                "points": outcome.points,
                "bags_this_hand": outcome.bags_this_hand,
                "bag_penalty": outcome.bag_penalty,
                "bags": outcome.bags,
            }
        return SpadesHand.model_construct(**fields)

    def view(self, seat: int) -> SpadesView:
        """Everything ``seat`` may know now, and nothing of the other hands."""
        if not isinstance(seat, int) or not 0 <= seat <= 3:
            raise ValueError(f"seat must be 0 to 3, not {seat!r}")
        hand = self._hand
        return SpadesView.model_construct(
            seat=seat,
            hand=tuple(self.held(seat)),
            preset=self._preset.id,
            partnerships=self._preset.partnerships,
            options=self._options.as_dict(),
            phase=self._phase,
            to_move=self._to_move,
            dealer=hand.dealer,
            bids=tuple(hand.bids),
            tricks=self._trick_records(hand, True),
            tricks_won=tuple(hand.tricks_won),
            spades_broken=self._broken,
            scores=tuple(self._scores),
            bags=tuple(self._bags),
            hand_number=hand.number,
            history=tuple(hand.actions),
        )

    # ------------------------------------------------------------------ equality

    def _inputs(self) -> tuple[object, ...]:
        return (
            self._preset.id,
            self._options,
            self._seed,
            [(h.dealer, h.cards, h.actions) for h in self._hands],
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, SpadesGame):
            return NotImplemented
        return self._inputs() == other._inputs()

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return (
            f"SpadesGame(preset={self.preset!r}, seed={self._seed}, hand={self.hand_number}, "
            f"phase={self._phase!r}, scores={self.scores})"
        )

    # ---------------------------------------------------------------------- saves

    def to_save(self) -> SpadesSave:
        return SpadesSave(
            format_version=FORMAT_VERSION,
            preset=self._preset.id,
            options=self._options.as_dict(),
            seed=self._seed,
            hand_number=self.hand_number,
            phase=self._phase,
            to_move=self._to_move,
            winner=self._winner,
            scores=self.scores,
            bags=self.bags,
            hands=tuple(self.hands),
        )

    def to_json(self) -> str:
        return self.to_save().model_dump_json()

    @classmethod
    def from_json(cls, text: str | bytes) -> Self:
        return cls.from_save(SpadesSave.model_validate_json(text))

    @classmethod
    def from_save(cls, save: SpadesSave) -> Self:
        """Rebuild by replaying the stored inputs; ``ValueError`` if anything disagrees."""
        if save.format_version != FORMAT_VERSION:
            raise ValueError(
                f"this save has format version {save.format_version}; "
                f"this program reads version {FORMAT_VERSION}"
            )
        if not save.hands:
            raise ValueError("the save holds no hand")
        game = cls._create(save.preset, save.seed, dict(save.options))
        for number, stored in enumerate(save.hands, 1):
            cards = check_deal([list(h) for h in stored.cards])
            if stored.number != number:
                raise ValueError(f"hand {number} is stored with the number {stored.number}")
            if number == 1:
                game._start_hand(stored.dealer, cards)
            else:
                game._check_next_hand(number, stored.dealer, cards)
            game._replay(number, stored.actions)
        game._check_derived(save)
        return game

    def _check_next_hand(self, number: int, dealer: int, cards: list[list[str]]) -> None:
        if len(self._hands) != number:
            raise ValueError(f"hand {number - 1} is not finished, yet the save has a hand {number}")
        if dealer != self._hand.dealer:
            raise ValueError(
                f"the dealer of hand {number} is {SEAT_NAMES[self._hand.dealer]}, "
                f"but the save says {SEAT_NAMES[dealer]}"
            )
        if [list(h) for h in self._hand.cards] != cards:
            raise ValueError(f"the cards of hand {number} are not the ones this game's seed deals")

    def _replay(self, number: int, actions: Sequence[str]) -> None:
        for index, action in enumerate(actions, 1):
            if len(self._hands) != number or self._phase == GAME_OVER:
                raise ValueError(f"hand {number} has actions after its last trick")
            try:
                self.apply(action)
            except IllegalAction as exc:
                who = SEAT_NAMES[self._to_move] if self._to_move is not None else "nobody"
                raise ValueError(
                    f"hand {number}, action {index} ({action!r} by {who}) is not allowed: {exc}"
                ) from None

    def _check_derived(self, save: SpadesSave) -> None:
        if len(self._hands) != len(save.hands):
            raise ValueError(
                f"hand {len(save.hands)} is finished and the game goes on, "
                "but the save has no next hand"
            )
        units = len(self._scores)
        if len(save.scores) != units or len(save.bags) != units:
            raise ValueError(f"the save must hold {units} scores and {units} bag counts")
        totals = [0] * units
        for stored in save.hands:
            for unit, points in enumerate(stored.points or ()):
                if unit < units:
                    totals[unit] += points
        if tuple(totals) != save.scores:
            raise ValueError(
                f"the stored scores {save.scores} do not match the hand records, "
                f"which add up to {tuple(totals)}"
            )
        for stored, actual in zip(save.hands, self.hands, strict=True):
            self._compare_record(stored, actual)
        if save.bags != self.bags:
            raise ValueError(f"the stored bag counts {save.bags} should be {self.bags}")
        if save.phase != self._phase:
            raise ValueError(
                f"the save says the game is in phase {save.phase!r}, not {self._phase!r}"
            )
        if save.to_move != self._to_move:
            raise ValueError(
                f"the recorded turn is {seat_name(save.to_move)} "
                f"but it is {seat_name(self._to_move)}'s turn"
            )
        if save.winner != self._winner:
            raise ValueError(f"the stored winner {save.winner} should be {self._winner}")
        if save.hand_number != self.hand_number:
            raise ValueError(
                f"the stored hand number {save.hand_number} should be {self.hand_number}"
            )

    @staticmethod
    def _compare_record(stored: SpadesHand, actual: SpadesHand) -> None:
        for name in SpadesHand.model_fields:
            if name == "cards":
                continue  # compared as a deal already (any order accepted)
            mine, theirs = getattr(stored, name), getattr(actual, name)
            if name == "tricks":
                problem = trick_mismatch(stored.number, mine, theirs)
                if problem:
                    raise ValueError(problem)
                continue
            if mine != theirs:
                raise ValueError(
                    f"hand {stored.number}: the stored {name} {mine} do not match "
                    f"the hand's actions, which give {theirs}"
                )
