"""The Spades state machine: bidding, play, scoring, game end and views on the kernel.

The hot path (``legal_actions`` / ``apply``) works on plain lists: each hand is kept as
four lists of play actions by suit in display order, and the trick in progress as a few
integers. The pydantic hand records and views are built only when somebody asks.
Creation, deal checks, equality, copies and the replay-verified save round trip come
from :class:`shared.engine.base.TrickGame`.

The options of RULES.md Part 4, and the decisions where the rule book is silent:

- ``jokers``: the deck, the trump order and each card's suit in play come from
  :data:`spades_tui.rules.DECKS`; a deal given to ``from_deal`` must be exactly that deck.
- ``first_lead="two_of_clubs"``: the bidding is unchanged (it starts left of the dealer
  and goes round once); when it is over, the lead passes to the holder of the 2♣ (the 3♣
  when the jokers took the 2♣ out), whose only legal action is to play that card. From
  the second trick on, the winner leads as always.
- ``blind_nil`` (partnership presets, needs ``nil``): ``bid blind`` is legal for the
  player to bid when his team's total, at the start of the hand, is at least 100 below
  the other team's. Each player bids once, so that is "before his own bid of the hand";
  both partners may bid it. ``view(seat).blind_nil_offer`` is True for such a seat from
  the deal until it has bid; the engine cannot know whether the player has seen his
  cards, so a table offers it before showing the hand and not after. A Blind Nil is a
  Nil bid (``bids`` 0, ``blind`` True in the record) worth +200 / -200.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, Literal, cast

from pydantic import Field, field_validator

from shared.cards import CARD_CODES, CardError, deal, parse_card
from shared.engine.action import Action
from shared.engine.base import HandState, OptionValue, SavedGame, TrickGame
from shared.engine.errors import IllegalAction
from shared.i18n import CardRef, Msg
from shared.table import NEXT_SEATS, Direction, team_of, team_seats
from shared.tricks import TrickRecord
from spades_tui.presets import (
    DEFAULT_PRESET,
    PART_4_DEFAULTS,
    Preset,
    SpadesOptions,
    get_preset,
    resolve_options,
)
from spades_tui.records import EndReason, SpadesHand
from spades_tui.rules import (
    BID_ACTIONS,
    BID_VALUE,
    BLIND_NIL,
    DECKS,
    NO_SUIT,
    PLAIN,
    PLAY_ACTION,
    SPADES,
    TRICKS_PER_HAND,
    TRUMP_BONUS,
    Deck,
    describe_action,
    not_in_deck,
    opening_reason,
    parse_action,
    play_reason,
)
from spades_tui.scoring import HandOutcome, game_end, score_hand
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

FORMAT_VERSION = 3
"""Version 3 adds the options of RULES.md Part 4 (``jokers``, ``first_lead``,
``blind_nil``) and the hand record's ``blind``; version 2 records how the game began
(``origin``); version 1 games began from a deal."""

BLIND_NIL_DEFICIT = 100
"""Blind Nil is offered to a player whose team is behind by at least this many points."""


def _origin_from_v1(raw: dict[str, Any]) -> dict[str, Any]:
    """Version 1 → 2: a version 1 game is replayed from its stored first deal."""
    return {**raw, "format_version": 2, "origin": "deal"}


def _part_4_from_v2(raw: dict[str, Any]) -> dict[str, Any]:
    """Version 2 → 3: a game saved before the Part 4 options played with them off.

    Only the three new options are added; any other missing option stays missing, and
    the load refuses it as before. Every hand record gets ``blind``: nobody bid blind.
    """
    raw = {**raw, "format_version": 3}
    options = raw.get("options")
    if isinstance(options, dict):
        raw["options"] = PART_4_DEFAULTS | options
    hands = raw.get("hands")
    if isinstance(hands, list):
        raw["hands"] = [{"blind": [False] * 4, **h} if isinstance(h, dict) else h for h in hands]
    return raw


_BIDS_FIRST = Msg("everybody bids before the first card is played")


def _not_held(card: str) -> Msg:
    return Msg("you do not hold the {card}", card=CardRef(card))


BID: Literal["bid"] = "bid"
PLAY: Literal["play"] = "play"
GAME_OVER: Literal["game_over"] = "game_over"
Phase = Literal["bid", "play", "game_over"]

LEFT_OF = NEXT_SEATS[Direction.LEFT]
"""The next seat in Spades order, to the left: 0 → 3 → 2 → 1 → 0."""


def seeded_deal(seed: int, hand_number: int, deck: Deck = PLAIN) -> list[list[str]]:
    """The four hands of hand ``hand_number`` of the game with ``seed`` (by seat).

    The plain deck deals exactly as before the ``jokers`` option existed.
    """
    return deal(deck.cards, random.Random(f"{seed}:{hand_number}"))


def first_dealer(seed: int) -> int:
    return random.Random(f"{seed}:dealer").randrange(4)


class _Hand(HandState):
    """Mutable data of one hand; frozen into a :class:`SpadesHand` on request."""

    __slots__ = ("bids", "blind", "outcome", "record", "tricks", "tricks_won")

    def __init__(
        self, number: int, dealer: int, cards: Sequence[Sequence[str]], deck: Deck
    ) -> None:
        key = deck.display_index.__getitem__
        super().__init__(number, dealer, [sorted(h, key=key) for h in cards])
        self.bids: list[int | None] = [None, None, None, None]
        self.blind = [False, False, False, False]
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
    DECK: ClassVar[frozenset[str]] = CARD_CODES
    """Every card some option deals (the jokers too); a game checks its deal against the
    exact deck of its ``jokers`` option when the hand starts."""
    HAND_SIZE: ClassVar[int] = TRICKS_PER_HAND
    DIRECTION: ClassVar[Direction] = Direction.LEFT
    FORMAT_VERSION: ClassVar[int] = FORMAT_VERSION
    VERSION_FIELD: ClassVar[str] = "format_version"
    SAVE_MODEL: ClassVar[type[SavedGame]] = SavedSpades
    MIGRATIONS: ClassVar[Mapping[int, Callable[[dict[str, Any]], dict[str, Any]]]] = {
        1: _origin_from_v1,
        2: _part_4_from_v2,
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
        self._end_reason: EndReason | None = None
        self._min_bid = 0 if resolved.nil else 1
        self._bid_actions = BID_ACTIONS[self._min_bid :]
        self._bar_first_trick = not resolved.first_trick_spades
        # Few attributes: CPython 3.11 keeps the fast attribute lookups of the hot path
        # only up to 30 instance attributes; options read once a hand stay in _options.
        self._deck: Deck = DECKS[resolved.jokers]
        self._play_info = self._deck.play_info
        self._opening: Action | None = None
        """The card that must lead now (first trick, ``two_of_clubs``), else None."""
        self._blind_ok = [False, False, False, False]
        """Per seat: may bid Blind Nil this hand (his team is behind by 100 or more)."""
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
        return first_dealer(self.seed), seeded_deal(self.seed, 1, self._deck)

    def _deal(self, number: int) -> list[list[str]]:
        return seeded_deal(self.seed, number, self._deck)

    def _check_cards(self, cards: Sequence[Sequence[str]]) -> None:
        """A given deal must be exactly the deck of the ``jokers`` option."""
        # The kernel has checked 52 different codes; none outside the deck means all of it.
        for seat_cards in cards:
            for card in seat_cards:
                if card not in self._deck:
                    raise ValueError(f"hand 1: {not_in_deck(card, self._deck.mode)}")

    def _start_hand(self, dealer: int, cards: Sequence[Sequence[str]]) -> None:
        if not self._hands and self._origin == "deal":
            self._check_cards(cards)
        hand = _Hand(len(self._hands) + 1, dealer, cards, self._deck)
        self._hands.append(hand)
        self._hand = hand
        self._held = []
        card_suit = self._deck.suit
        for seat_cards in hand.dealt:
            by_suit: list[list[Action]] = [[], [], [], []]
            for card in seat_cards:
                by_suit[card_suit[card]].append(PLAY_ACTION[card])
            self._held.append(by_suit)
        self._opening = None
        if self._options.blind_nil:
            scores = self._scores
            self._blind_ok = [
                scores[1 - team_of(seat)] - scores[team_of(seat)] >= BLIND_NIL_DEFICIT
                for seat in range(4)
            ]
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
    def end_reason(self) -> EndReason | None:
        """Why the game ended (``target``, ``target_higher``, ``loss_limit``), or None
        while it goes on; derived on every replay, so old saves have it too."""
        return self._end_reason

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
                if self._opening is not None:  # trick 1: spades are never broken yet
                    return [self._opening]
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
            if self._blind_ok[self._to_move]:  # type: ignore[index]
                return [*self._bid_actions, BLIND_NIL]
            return list(self._bid_actions)
        return []

    def apply(self, action: Any) -> None:
        try:
            info = self._play_info.get(action)
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
            raise IllegalAction(Msg("the game is over"))
        kind, value = parse_action(action, self._min_bid)
        if kind != "play":
            if self._phase != BID:
                raise IllegalAction(Msg("the bidding is over: play a card"))
            if kind == "blind":
                reason = self._blind_reason()
                if reason is not None:
                    raise IllegalAction(reason)
                self._bid(0, blind=True)
                return
            self._bid(int(value))
            return
        card = str(value)
        if self._phase != PLAY:
            raise IllegalAction(_BIDS_FIRST)
        reason = self.legal_reason(card)
        if reason is not None:
            raise IllegalAction(reason)
        self._play(self._play_info[PLAY_ACTION[card]])

    def _blind_reason(self) -> Msg | None:
        """Why the player to move may not bid Blind Nil now, or None if he may."""
        if not self._options.blind_nil:
            return Msg("Blind Nil is not played in this game")
        if not self._blind_ok[self._to_move]:  # type: ignore[index]
            return Msg(
                "Blind Nil only when your team is behind by at least {points} points",
                points=BLIND_NIL_DEFICIT,
            )
        return None

    def legal_reason(self, card: str) -> Msg | None:
        """None if ``card`` may be played now by the player to move, else why not."""
        if self._phase == GAME_OVER:
            return Msg("the game is over")
        if self._phase == BID:
            return _BIDS_FIRST
        try:
            card = parse_card(card)
        except (CardError, AttributeError):
            return Msg(
                "{card} is not a card (write suit then rank, e.g. HJ or CT)", card=repr(card)
            )
        if card not in self._deck:
            return not_in_deck(card, self._deck.mode)
        mine = self._held[self._to_move]  # type: ignore[index]
        suit = self._deck.suit[card]
        if PLAY_ACTION[card] not in mine[suit]:
            return _not_held(card)
        if self._opening is not None and PLAY_ACTION[card] != self._opening:
            return opening_reason(self._deck.opening)
        barred = self._bar_first_trick and self._trick_no == 0
        return play_reason(mine, suit, self._led, self._broken, barred, card, self._deck.mode)

    # ------------------------------------------------------------------ hot path

    def _bid(self, bid: int, blind: bool = False) -> None:
        hand = self._hand
        seat: int = self._to_move  # type: ignore[assignment]
        hand.bids[seat] = bid
        if blind:
            hand.blind[seat] = True
            hand.actions.append(BLIND_NIL)
        else:
            hand.actions.append(BID_ACTIONS[bid])
        hand.movers.append(seat)
        self._to_move = LEFT_OF[seat]
        if len(hand.actions) == 4:
            self._phase = PLAY
            if self._options.first_lead == "two_of_clubs":
                self._lead_with_opening_card()

    def _lead_with_opening_card(self) -> None:
        """``first_lead="two_of_clubs"``: after the bidding, the holder of the 2♣ (the 3♣
        when the jokers took the 2♣ out) leads it to the first trick."""
        opening = PLAY_ACTION[self._deck.opening]
        for seat in range(4):
            if opening in self._held[seat][self._deck.suit[self._deck.opening]]:
                self._to_move = self._leader = seat
                self._opening = opening
                return

    def _play(self, info: tuple[str, int, int, Action]) -> None:
        card, suit, rank, action = info
        seat: int = self._to_move  # type: ignore[assignment]
        mine = self._held[seat]
        if action not in mine[suit]:
            raise IllegalAction(_not_held(card))
        led = self._led
        if led == NO_SUIT:
            if not self._broken:
                if self._opening is not None:  # trick 1: spades are never broken yet
                    if action != self._opening:
                        raise IllegalAction(opening_reason(self._deck.opening))
                    self._opening = None
                if suit == SPADES and (mine[1] or mine[2] or mine[3]):
                    reason = play_reason(mine, suit, led, False, False, card, self._deck.mode)
                    raise IllegalAction(reason or "")
            self._led = suit
            self._leader = seat
            self._best_seat = seat
            self._best = TRUMP_BONUS + rank if suit == SPADES else rank
        else:
            if suit != led:
                barred = self._bar_first_trick and self._trick_no == 0
                reason = play_reason(mine, suit, led, self._broken, barred, card, self._deck.mode)
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
        self._hand.movers.append(seat)
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
            blind=hand.blind,
        )
        hand.outcome = outcome
        scores = self._scores
        for unit, points in enumerate(outcome.points):
            scores[unit] += points
        self._bags = list(outcome.bags)
        ended = game_end(scores, options.target, options.loss_limit)
        if ended is not None:
            self._winner, self._end_reason = ended
            self._phase = GAME_OVER
            self._to_move = None
            return
        self._start_hand(LEFT_OF[hand.dealer], self._deal(hand.number + 1))

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
            "blind": tuple(hand.blind),
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
            blind=tuple(hand.blind),
            blind_nil_offer=(
                self._phase == BID and hand.bids[seat] is None and self._blind_ok[seat]
            ),
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
