"""The Schieber Jass state machine: ``JassGame``, the Schieber rules on the engine kernel.

The hot path (``legal_actions`` / ``apply``) works on plain lists and precomputed
tables; pydantic hand records, views and saves are built only when someone asks.
Creation, deal checks, equality, copies and the replay-verified save round trip come
from :class:`shared.engine.base.TrickGame`.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, Literal, cast

from jass_tui.actions import (
    ACTIONS,
    CONTRACT_ACTION,
    FOREHAND_ACTIONS,
    NOT_NOW_PLAY,
    PARTNER_ACTIONS,
    PLAY,
    WEIS_ACTIONS,
    JassAction,
    describe_action,
    parse_action,
)
from jass_tui.presets import DEFAULT_PRESET, Settings, resolve
from jass_tui.records import Contract, JassHand
from jass_tui.rules import (
    CONTRACT_NAMES,
    DECK,
    LAST_TRICK_BONUS,
    MATCH_BONUS,
    POINTS,
    display_order,
    illegal_reason,
    legal_cards,
    winning_index,
)
from jass_tui.scoring import STOECK_POINTS, stoeck_cards, stoeck_holder
from jass_tui.view import JassView
from jass_tui.weis import Weis, best_weis_seat, find_weis
from shared.cards import CardError, parse_card
from shared.engine.action import Action
from shared.engine.base import OptionValue, SavedGame, StepGame, StepHand
from shared.engine.errors import IllegalAction
from shared.i18n import Msg
from shared.table import (
    NEXT_SEATS,
    PLAY_ORDERS,
    TEAM_OF_SEAT,
    Direction,
    partner_of,
    previous_seat,
    team_of,
    team_seats,
)
from shared.tricks import TrickRecord

__all__ = ["FORMAT_VERSION", "IllegalAction", "JassAction", "JassGame", "describe_action"]

NEXT = NEXT_SEATS[Direction.RIGHT]
ORDER = PLAY_ORDERS[Direction.RIGHT]

FORMAT_VERSION = 2
"""2 adds the ``stoeck_claim`` option (RULES.md 3.0); see :func:`_pin_stoeck_claim`."""

# Weis question state per seat: not looked at yet / question pending / answered or none.
_UNSEEN, _ASKED, _DONE = -1, 1, 0

Phase = Literal["contract", "play", "game_over"]


# TRANSLATORS: "weis" and "noweis" are the names of the two actions; keep them as they are.
ASK_WEIS_FIRST = Msg("first say whether you declare your Weis (weis or noweis)")


def contract_chosen(contract: Msg) -> Msg:
    """'the contract is already chosen: Obenabe' (``contract`` in words)."""
    return Msg("the contract is already chosen: {contract}", contract=contract)


def weis_refused(tricks_played: bool, answered: bool) -> Msg:
    """Why a Weis answer is refused when the Weis question is not pending."""
    if tricks_played:
        return Msg("Weis are declared only with your first card")
    if answered:
        return Msg("you have already answered the Weis question")
    return Msg("you have no Weis to declare")


class _Hand(StepHand):
    """Mutable state of one hand. Plain attributes: this is what every move touches."""

    __slots__ = (
        "chooser",
        "contract",
        "declared",
        "end_reason",
        "finished",
        "forehand",
        "held",
        "leader",
        "match",
        "multiplier",
        "point_table",
        "points",
        "pushed",
        "stoeck",
        "stoeck_claimed",
        "stoeck_holder",
        "stoeck_pair",
        "stoeck_played",
        "stoeck_seat",
        "trick",
        "trick_points",
        "tricks",
        "tricks_won",
        "weis",
        "weis_found",
        "weis_state",
        "weis_winner",
    )

    def __init__(self, number: int, dealer: int, cards: Sequence[Sequence[str]]) -> None:
        super().__init__(number, dealer, cards)
        self.forehand = NEXT[dealer]
        self.held: list[list[str]] = [display_order(c) for c in cards]
        self.chooser: int | None = None
        self.pushed = False
        self.contract: Contract | None = None
        self.multiplier = 1
        self.point_table: dict[str, int] = {}
        self.tricks: list[tuple[int, tuple[str, ...], int]] = []
        self.leader = self.forehand
        self.trick: list[str] = []
        self.to_move = self.forehand
        self.weis_state = [_UNSEEN] * 4
        self.weis_found: list[list[Weis]] = [[], [], [], []]
        self.declared: list[list[Weis]] = [[], [], [], []]
        self.weis = [0, 0]
        self.weis_winner: int | None = None
        self.stoeck = [0, 0]
        self.stoeck_claimed = False
        self.stoeck_holder: int | None = None
        self.stoeck_pair: frozenset[str] = frozenset()
        self.stoeck_played = 0
        self.stoeck_seat: int | None = None
        self.trick_points = [0, 0]
        self.tricks_won = [0, 0]
        self.points = [0, 0]
        self.match: int | None = None
        self.finished = False
        self.end_reason: Literal["stoeck", "weis", "trick"] | None = None


class SavedJass(SavedGame):
    """The save format: inputs plus derived values, checked against a replay on load."""

    version: int
    origin: Literal["new", "deal"]
    phase: Phase
    scores: tuple[int, int]
    hands: tuple[JassHand, ...]


def _pin_stoeck_claim(raw: dict[str, Any]) -> dict[str, Any]:
    """Format 1 → 2: a game saved before ``stoeck_claim`` existed keeps ``on_play``.

    Every format-1 game was played with Stöck counted on play. ``pagat-3000`` now
    defaults to ``held``, which could end an old game earlier than it ended when it was
    played, so older saves are pinned to the rule they were played with and replay
    identically; for the other presets ``on_play`` is their default anyway. Hand
    records gain ``stoeck_claimed`` (never true under ``on_play``).
    """
    raw = dict(raw)
    options = raw.get("options")
    if isinstance(options, dict) and "stoeck_claim" not in options:
        raw["options"] = {**options, "stoeck_claim": "on_play"}
    hands = raw.get("hands")
    if isinstance(hands, list):
        raw["hands"] = [{**h, "stoeck_claimed": False} if isinstance(h, dict) else h for h in hands]
    raw["version"] = 2
    return raw


def seeded_deal(seed: int, number: int) -> list[list[str]]:
    """Hand ``number``'s deal (1-based) for a game with ``seed``: reproducible on reload.

    A Fisher–Yates shuffle driven by the 512-bit BLAKE2b digest of ``"jass:seed:number"``:
    stateless, so a restored game deals the same next hands, and three times cheaper
    than seeding a ``random.Random`` per hand. 512 bits dwarf log2(36!) ≈ 138, so the
    bias of taking the digest modulo each step is far below anything measurable.
    """
    digest = hashlib.blake2b(f"jass:{seed}:{number}".encode()).digest()
    x = int.from_bytes(digest, "big")
    cards = list(DECK)
    for i in range(35, 0, -1):
        x, j = divmod(x, i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    return [cards[0:9], cards[9:18], cards[18:27], cards[27:36]]


class JassGame(StepGame[_Hand, JassHand]):
    """A game of Schieber Jass, changed only through :meth:`apply`."""

    TITLE: ClassVar[str] = "Jass"
    DEFAULT_PRESET: ClassVar[str] = DEFAULT_PRESET
    DECK: ClassVar[frozenset[str]] = frozenset(DECK)
    HAND_SIZE: ClassVar[int] = 9
    DIRECTION: ClassVar[Direction] = Direction.RIGHT
    FORMAT_VERSION: ClassVar[int] = FORMAT_VERSION
    SAVE_MODEL: ClassVar[type[SavedGame]] = SavedJass
    ACTIONS: ClassVar[Mapping[str, Action]] = ACTIONS
    MIGRATIONS: ClassVar[Mapping[int, Callable[[dict[str, Any]], dict[str, Any]]]] = {
        1: _pin_stoeck_claim
    }

    def _configure(self, preset: str, options: Mapping[str, object]) -> None:
        settings = resolve(preset, options)
        self._settings = settings
        self._preset = settings.preset
        self._target = settings.target
        self._phase: Phase = "contract"
        self._scores = [0, 0]
        self._winner: int | None = None
        self._weis_on = settings.preset.weis
        self._stoeck_on = settings.preset.stoeck
        self._match_on = settings.preset.match
        self._claim_held = settings.stoeck_claim == "held" and settings.target is not None

    def _first_deal(self) -> tuple[int, list[list[str]]]:
        """The holder of the preset's opening card is forehand of hand 1."""
        cards = seeded_deal(self.seed, 1)
        opener = next(s for s in range(4) if self._preset.opening_card in cards[s])
        return previous_seat(opener, Direction.RIGHT), cards

    def _deal(self, number: int) -> list[list[str]]:
        return seeded_deal(self.seed, number)

    def _start_hand(self, dealer: int, cards: Sequence[Sequence[str]]) -> None:
        hand = _Hand(len(self._hands) + 1, dealer, cards)
        self._hands.append(hand)
        self._hand = hand
        self._phase = "contract"

    # ------------------------------------------------------------------ reading
    @property
    def preset(self) -> str:
        return self._preset.id

    @property
    def settings(self) -> Settings:
        return self._settings

    @property
    def options(self) -> dict[str, OptionValue]:
        return self._settings.options

    @property
    def target(self) -> int | None:
        return self._target

    @property
    def scores(self) -> tuple[int, int]:
        return (self._scores[0], self._scores[1])

    @property
    def contract(self) -> str | None:
        return self._hand.contract

    def held(self, seat: int) -> tuple[str, ...]:
        """The cards ``seat`` holds now, in display order."""
        return tuple(self._hand.held[seat])

    def pending_weis(self, seat: int) -> list[Weis]:
        """The Weis ``seat`` was dealt, best split, as ``weis`` would declare them.

        Empty before the contract is chosen (the split's tie-breaks depend on it), in
        presets without Weis, and for a seat that holds none.
        """
        hand = self._hand
        if not self._weis_on or hand.contract is None:
            return []
        if hand.weis_state[seat] == _UNSEEN:
            return self._find_weis(hand, seat)
        return list(hand.weis_found[seat])

    def _find_weis(self, hand: _Hand, seat: int) -> list[Weis]:
        preset = self._preset
        return find_weis(hand.dealt[seat], hand.contract, preset.long_sequences, preset.four_nines)

    # ------------------------------------------------------------------ legality
    def _parse(self, action: object) -> Action:
        return parse_action(action)

    def _compute_legal(self) -> Sequence[JassAction]:
        hand = self._hand
        if self._phase == "play":
            seat = hand.to_move
            if hand.weis_state[seat] == _ASKED:
                return WEIS_ACTIONS
            return [PLAY[c] for c in legal_cards(hand.held[seat], hand.trick, hand.contract or "")]
        if self._phase == "contract":
            return PARTNER_ACTIONS if hand.pushed else FOREHAND_ACTIONS
        return ()

    def legal_reason(self, card: str) -> str | None:
        """``None`` if ``to_move`` may play ``card`` now, else why not, in a player's words."""
        if self._phase == "game_over":
            return Msg("the game is over")
        if self._phase == "contract":
            return Msg("choose the contract first")
        hand = self._hand
        if hand.weis_state[hand.to_move] == _ASKED:
            return ASK_WEIS_FIRST
        try:
            code = parse_card(card)
        except CardError as exc:
            return str(exc)
        return illegal_reason(code, hand.held[hand.to_move], hand.trick, hand.contract or "")

    def _explain(self, action: JassAction) -> str:
        """Why ``action`` is not legal now (called only once it is known not to be)."""
        hand = self._hand
        kind = action.kind
        if self._phase == "contract":
            if kind == "push":
                return Msg("you cannot push back: your partner pushed, so you must choose")
            return Msg("choose the contract first")
        if kind in ("contract", "push"):
            return contract_chosen(CONTRACT_NAMES[hand.contract or "obe"])
        if hand.weis_state[hand.to_move] == _ASKED:
            return ASK_WEIS_FIRST
        if kind in ("weis", "noweis"):
            if not self._weis_on:
                return Msg("the {preset} preset has no Weis", preset=self._preset.id)
            return weis_refused(bool(hand.tricks), bool(hand.weis_found[hand.to_move]))
        reason = illegal_reason(
            action.card or "", hand.held[hand.to_move], hand.trick, hand.contract or ""
        )
        return reason or NOT_NOW_PLAY

    # ------------------------------------------------------------------ moves
    def _do(self, act: Action) -> None:
        hand = self._hand
        kind = act.kind
        if kind == "play":
            self._play(hand, act)
        elif kind == "contract":
            self._choose(hand, act)
        elif kind == "push":
            hand.actions.append(act)
            hand.pushed = True
            hand.to_move = partner_of(hand.forehand)
        else:
            seat = hand.to_move
            hand.actions.append(act)
            if kind == "weis":
                hand.declared[seat] = hand.weis_found[seat]
            hand.weis_state[seat] = _DONE

    def _choose(self, hand: _Hand, act: JassAction) -> None:
        contract = cast(Contract, act.arg)
        hand.actions.append(act)
        hand.chooser = hand.to_move
        hand.contract = contract
        hand.multiplier = self._settings.multiplier(contract)
        hand.point_table = POINTS[(contract, self._preset.undenufe_values)]
        if self._stoeck_on:
            hand.stoeck_holder = stoeck_holder(hand.dealt, contract)
            hand.stoeck_pair = stoeck_cards(contract)
        self._phase = "play"
        hand.to_move = hand.forehand
        if self._claim_held and self._claim(hand):
            return
        self._ask_weis(hand)

    def _ask_weis(self, hand: _Hand) -> None:
        """Before a seat's first card: ask the Weis question if he holds any."""
        seat = hand.to_move
        if not self._weis_on:
            hand.weis_state[seat] = _DONE
            return
        found = self._find_weis(hand, seat)
        hand.weis_found[seat] = found
        hand.weis_state[seat] = _ASKED if found else _DONE

    def _play(self, hand: _Hand, act: JassAction) -> None:
        card = act.card or ""
        seat = hand.to_move
        hand.held[seat].remove(card)
        trick = hand.trick
        trick.append(card)
        hand.actions.append(act)
        if seat == hand.stoeck_holder and card in hand.stoeck_pair and hand.stoeck_seat is None:
            hand.stoeck_played += 1
            if hand.stoeck_played == 2:
                hand.stoeck[team_of(seat)] = STOECK_POINTS
                hand.stoeck_seat = seat
                if self._credit(hand, team_of(seat), STOECK_POINTS, "stoeck"):
                    return
        if len(trick) == 4:
            self._complete_trick(hand)
            return
        hand.to_move = NEXT[seat]
        if not hand.tricks:
            self._ask_weis(hand)

    def _complete_trick(self, hand: _Hand) -> None:
        cards = tuple(hand.trick)
        leader = hand.leader
        winner = ORDER[leader][winning_index(cards, hand.contract or "")]
        hand.tricks.append((leader, cards, winner))
        hand.trick = []
        if len(hand.tricks) == 1 and self._weis_on:
            best = best_weis_seat(hand.declared, hand.contract, hand.forehand)
            if best is not None:
                team = team_of(best)
                raw = sum(w.points for s in team_seats(team) for w in hand.declared[s])
                hand.weis[team] = raw
                hand.weis_winner = team
                if self._credit(hand, team, raw, "weis"):
                    return
        table = hand.point_table
        value = table[cards[0]] + table[cards[1]] + table[cards[2]] + table[cards[3]]
        team = TEAM_OF_SEAT[winner]
        hand.tricks_won[team] += 1
        last = len(hand.tricks) == 9
        if last:
            value += LAST_TRICK_BONUS
            if self._match_on and hand.tricks_won[team] == 9:
                value += MATCH_BONUS
                hand.match = team
        hand.trick_points[team] += value
        ended = self._credit(hand, team, value, "trick")
        if last:
            hand.finished = True
            if not ended:
                self._next_hand(hand)
        elif not ended:
            hand.leader = winner
            hand.to_move = winner

    def _credit(
        self, hand: _Hand, team: int, raw: int, reason: Literal["stoeck", "weis", "trick"]
    ) -> bool:
        """Add ``raw`` × multiplier to ``team``; end the game if that reaches the target."""
        points = raw * hand.multiplier
        hand.points[team] += points
        self._scores[team] += points
        target = self._target
        if target is not None and self._scores[team] >= target:
            self._phase = "game_over"
            self._winner = team
            hand.end_reason = reason
            return True
        if self._claim_held and reason != "stoeck":
            return self._claim(hand)
        return False

    def _claim(self, hand: _Hand) -> bool:
        """``stoeck_claim = held``: win with Stöck still held if it reaches the target.

        Called right after the contract is chosen and after every credit that did not
        end the game (RULES.md 3.0). The holder must still hold both the king and the
        queen of trumps; once he has played one of them, Stöck counts on play again. A
        Stöck that does not reach the target is not claimed and waits for its cards.
        """
        holder = hand.stoeck_holder
        target = self._target
        if holder is None or hand.stoeck_seat is not None or target is None:
            return False
        team = team_of(holder)
        if self._scores[team] + STOECK_POINTS * hand.multiplier < target:
            return False
        if not hand.stoeck_pair <= set(hand.held[holder]):
            return False
        hand.stoeck[team] = STOECK_POINTS
        hand.stoeck_seat = holder
        hand.stoeck_claimed = True
        return self._credit(hand, team, STOECK_POINTS, "stoeck")

    def _next_hand(self, hand: _Hand) -> None:
        limit = self._settings.hands
        if limit is not None and hand.number >= limit and self._scores[0] != self._scores[1]:
            self._phase = "game_over"
            self._winner = 0 if self._scores[0] > self._scores[1] else 1
            return
        self._start_hand(NEXT[hand.dealer], self._deal(hand.number + 1))

    # ------------------------------------------------------------------ records and views
    def _build_record(self, hand: _Hand) -> JassHand:
        tricks = [
            TrickRecord.model_construct(leader=leader, cards=cards, winner=winner)
            for leader, cards, winner in hand.tricks
        ]
        # The trick in progress: always while playing, after the game ended only if begun.
        current = hand is self._hand and not hand.finished
        if current and (self._phase == "play" or (self._phase == "game_over" and hand.trick)):
            tricks.append(
                TrickRecord.model_construct(
                    leader=hand.leader, cards=tuple(hand.trick), winner=None
                )
            )
        ended = hand is self._hand and self._phase == "game_over"
        return JassHand.model_construct(
            number=hand.number,
            dealer=hand.dealer,
            forehand=hand.forehand,
            cards=hand.dealt,
            actions=tuple(hand.actions),
            chooser=hand.chooser,
            pushed=hand.pushed,
            contract=hand.contract,
            multiplier=hand.multiplier,
            tricks=tuple(tricks),
            declared_weis=tuple(tuple(d) for d in hand.declared),
            weis=(hand.weis[0], hand.weis[1]),
            weis_winner=hand.weis_winner,
            stoeck=(hand.stoeck[0], hand.stoeck[1]),
            stoeck_seat=hand.stoeck_seat,
            stoeck_claimed=hand.stoeck_claimed,
            trick_points=(hand.trick_points[0], hand.trick_points[1]),
            match=hand.match,
            points=(hand.points[0], hand.points[1]),
            finished=hand.finished,
            ended_game=ended,
            end_reason=hand.end_reason,
        )

    def view(self, seat: int) -> JassView:
        """What ``seat`` may know now: its own cards and the public table."""
        seat = self.check_seat(seat)
        hand = self._hand
        record = self._record(len(self._hands) - 1)
        first_trick_done = bool(hand.tricks)
        declared = tuple(
            tuple(hand.declared[s]) if first_trick_done or s == seat else () for s in range(4)
        )
        played = frozenset(c for trick in record.tricks for c in trick.cards)
        settings = self._settings
        return JassView.model_construct(
            seat=seat,
            hand=tuple(hand.held[seat]),
            preset=self._preset.id,
            target=self._target,
            hands_limit=settings.hands,
            multipliers={c: settings.multiplier(c) for c in CONTRACT_ACTION},
            multiplier=hand.multiplier if hand.contract else None,
            undenufe_values=self._preset.undenufe_values,
            phase=self._phase,
            to_move=self.to_move,
            dealer=hand.dealer,
            forehand=hand.forehand,
            chooser=hand.chooser,
            pushed=hand.pushed,
            contract=hand.contract,
            tricks=record.tricks,
            declared_weis=declared,
            weis_options=tuple(self.pending_weis(seat)),
            weis_winner=hand.weis_winner if first_trick_done else None,
            stoeck_seat=hand.stoeck_seat,
            stoeck_claim=settings.stoeck_claim,
            scores=self.scores,
            hand_points=(hand.points[0], hand.points[1]),
            hand_number=hand.number,
            history=tuple(str(a) for a in hand.actions if a not in WEIS_ACTIONS),
            cards_played=played,
            winner=self._winner,
        )

    # ------------------------------------------------------------------ saving
    def _save_fields(self) -> dict[str, Any]:
        return {"version": FORMAT_VERSION}
