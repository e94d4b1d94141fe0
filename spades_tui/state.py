"""The Spades state machine: bidding, play, scoring, game end and views on the kernel.

The hot path (``legal_actions`` / ``apply``) works on plain lists: each hand is kept as
four lists of play actions by suit in display order, and the trick in progress as a few
integers. The pydantic hand records and views are built only when somebody asks.
Creation, deal checks, equality, copies and the replay-verified save round trip come
from :class:`shared.engine.base.TrickGame`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, Literal, cast

from pydantic import Field, field_validator

from shared.cards import RANKS, CardError, card_name, deal, make_deck, parse_card
from shared.engine.action import Action
from shared.engine.base import HandState, OptionValue, SavedGame, TrickGame
from shared.engine.errors import IllegalAction
from shared.table import NEXT_SEATS, Direction, team_seats
from shared.tricks import TrickRecord
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
    "SavedSpades",
    "SpadesGame",
    "SpadesHand",
    "SpadesView",
    "describe_action",
]

FORMAT_VERSION = 2
"""Version 2 records how the game began (``origin``); version 1 games began from a deal."""


def _origin_from_v1(raw: dict[str, Any]) -> dict[str, Any]:
    """Version 1 → 2: a version 1 game is replayed from its stored first deal."""
    return {**raw, "format_version": 2, "origin": "deal"}


BID: Literal["bid"] = "bid"
PLAY: Literal["play"] = "play"
GAME_OVER: Literal["game_over"] = "game_over"
Phase = Literal["bid", "play", "game_over"]

LEFT_OF = NEXT_SEATS[Direction.LEFT]
"""The next seat in Spades order, to the left: 0 → 3 → 2 → 1 → 0."""


def seeded_deal(seed: int, hand_number: int) -> list[list[str]]:
    """The four hands of hand ``hand_number`` of the game with ``seed`` (by seat)."""
    return deal(make_deck(RANKS), random.Random(f"{seed}:{hand_number}"))


def first_dealer(seed: int) -> int:
    return random.Random(f"{seed}:dealer").randrange(4)


class _Hand(HandState):
    """Mutable data of one hand; frozen into a :class:`SpadesHand` on request."""

    __slots__ = ("bids", "outcome", "record", "tricks", "tricks_won")

    def __init__(self, number: int, dealer: int, cards: Sequence[Sequence[str]]) -> None:
        super().__init__(number, dealer, [sorted(h, key=DISPLAY_INDEX.__getitem__) for h in cards])
        self.bids: list[int | None] = [None, None, None, None]
        self.tricks: list[tuple[int, tuple[str, ...], int]] = []
        self.tricks_won = [0, 0, 0, 0]
        self.outcome: HandOutcome | None = None
        self.record: SpadesHand | None = None


class SavedSpades(SavedGame):
    """The JSON form of a game: inputs plus derived values checked on load."""

    format_version: int
    hand_number: int = Field(ge=1)
    phase: Phase
    to_move: int | None = Field(ge=0, le=3)
    bags: tuple[int, ...]
    hands: tuple[SpadesHand, ...]

    @field_validator("bags")
    @classmethod
    def _no_negative_bags(cls, bags: tuple[int, ...]) -> tuple[int, ...]:
        if any(b < 0 for b in bags):
            raise ValueError(f"negative bag count in {list(bags)}")
        return bags


class SpadesGame(TrickGame[_Hand, SpadesHand]):
    """A game of Spades, changed only through :meth:`apply`."""

    TITLE: ClassVar[str] = "Spades"
    DEFAULT_PRESET: ClassVar[str] = DEFAULT_PRESET
    DECK: ClassVar[frozenset[str]] = frozenset(make_deck(RANKS))
    HAND_SIZE: ClassVar[int] = TRICKS_PER_HAND
    DIRECTION: ClassVar[Direction] = Direction.LEFT
    FORMAT_VERSION: ClassVar[int] = FORMAT_VERSION
    VERSION_FIELD: ClassVar[str] = "format_version"
    SAVE_MODEL: ClassVar[type[SavedGame]] = SavedSpades
    MIGRATIONS: ClassVar[Mapping[int, Callable[[dict[str, Any]], dict[str, Any]]]] = {
        1: _origin_from_v1
    }

    def _configure(self, preset: str, options: Mapping[str, object]) -> None:
        rules = get_preset(preset)
        resolved = resolve_options(rules, dict(options))
        self._preset: Preset = rules
        self._options: SpadesOptions = resolved
        units = 2 if rules.partnerships else 4
        self._scores = [0] * units
        self._bags = [0] * units
        self._winner: int | None = None
        self._min_bid = 0 if resolved.nil else 1
        self._bid_actions = BID_ACTIONS[self._min_bid :]
        self._bar_first_trick = not resolved.first_trick_spades
        self._phase: Phase = BID
        self._to_move: int | None = None
        self._held: list[list[list[Action]]] = []
        self._trick: list[str] = []
        self._leader = 0
        self._led = NO_SUIT
        self._best_seat = 0
        self._best = 0
        self._trick_no = 0
        self._broken = False
        self._record_key: tuple[int, int] = (-1, -1)
        self._live_record: SpadesHand | None = None

    def _first_deal(self) -> tuple[int, list[list[str]]]:
        return first_dealer(self.seed), seeded_deal(self.seed, 1)

    def _deal(self, number: int) -> list[list[str]]:
        return seeded_deal(self.seed, number)

    def _start_hand(self, dealer: int, cards: Sequence[Sequence[str]]) -> None:
        hand = _Hand(len(self._hands) + 1, dealer, cards)
        self._hands.append(hand)
        self._hand = hand
        self._held = []
        for seat_cards in hand.dealt:
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

    def _copy_into(self, twin: SpadesGame) -> None:
        twin._scores = list(self._scores)
        twin._bags = list(self._bags)
        twin._held = [[list(s) for s in seat] for seat in self._held]
        twin._trick = list(self._trick)

    # ------------------------------------------------------------------- contract

    @property
    def preset(self) -> str:
        return self._preset.id

    @property
    def partnerships(self) -> bool:
        return self._preset.partnerships

    @property
    def options(self) -> dict[str, OptionValue]:
        return {**self._options.as_dict()}

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
        self._start_hand(LEFT_OF[hand.dealer], self._deal(hand.number + 1))

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

    def _record(self, index: int) -> SpadesHand:
        return self._hand_record(self._hands[index])

    def _hand_record(self, hand: _Hand) -> SpadesHand:
        if hand.record is not None:
            return hand.record
        current = hand is self._hand
        if current:
            key = (hand.number, len(hand.actions))
            if self._live_record is not None and self._record_key == key:
                return self._live_record
        record = self._build_record(hand, current)
        if hand.outcome is not None:
            hand.record = record
        elif current:
            self._record_key = (hand.number, len(hand.actions))
            self._live_record = record
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
                contract = tuple(
                    sum(bids[s] for s in team_seats(u) if bids[s] != 0) for u in (0, 1)
                )
            else:
                contract = tuple(bids)
        fields: dict[str, Any] = {
            "number": hand.number,
            "dealer": hand.dealer,
            "cards": hand.dealt,
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
        seat = self.check_seat(seat)
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

    # ---------------------------------------------------------------------- saves

    def _save_fields(self) -> dict[str, Any]:
        return {
            "format_version": FORMAT_VERSION,
            "hand_number": self.hand_number,
            "bags": self.bags,
        }

    def _verify_extra(self, saved: SavedGame) -> None:
        assert isinstance(saved, SavedSpades)
        if saved.bags != self.bags:
            raise ValueError(f"the stored bag counts {saved.bags} should be {self.bags}")
        if saved.hand_number != self.hand_number:
            raise ValueError(
                f"the stored hand number {saved.hand_number} should be {self.hand_number}"
            )
