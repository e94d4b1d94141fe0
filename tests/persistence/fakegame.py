"""A tiny game that keeps the engine contract, so the save layer is tested on its own.

Eight cards, two per seat, two tricks a hand, a point per trick, first team to
``target`` wins. Its ``from_json`` checks the kind of invariants a real engine checks and
raises ``ValueError`` in words.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Self

from pydantic import BaseModel, ConfigDict, model_validator

from shared.cards import card_name
from shared.game import IllegalAction
from shared.tricks import TrickRecord

DECK = ("HJ", "HQ", "HK", "HA", "SJ", "SQ", "SK", "SA")
RANK_ORDER = "JQKA"


class FakeHand(BaseModel):
    model_config = ConfigDict(extra="forbid")

    dealer: int
    cards: list[list[str]]
    tricks: list[TrickRecord] = []


class FakeGame(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=False)

    preset: str = "fake-5"
    options: dict[str, Any] = {"target": 5}
    seed: int
    hands: list[FakeHand] = []
    scores: tuple[int, int] = (0, 0)
    to_move: int | None = None

    @model_validator(mode="after")
    def _invariants(self) -> Self:
        for record in self.hands:
            seen: set[str] = set()
            for card in (c for hand in record.cards for c in hand):
                if card in seen:
                    raise ValueError(f"the {card_name(card)} is dealt twice")
                seen.add(card)
        won = [0, 0]
        for record in self.hands:
            for trick in record.tricks:
                if trick.winner is not None:
                    won[trick.winner % 2] += 1
        if tuple(won) != self.scores:
            raise ValueError(f"the scores {self.scores} do not agree with the tricks {won}")
        if self.phase != "game_over" and self.to_move != self._expected_turn():
            raise ValueError(f"the recorded turn is {self.to_move} but it is not that seat's turn")
        return self

    @classmethod
    def new(cls, preset: str = "fake-5", seed: int | None = None, **options: Any) -> FakeGame:
        game = cls(seed=seed or 0, options={"target": options.get("target", 5)})
        game._deal()
        return game

    @classmethod
    def from_json(
        cls, text: str | bytes, progress: Callable[[int, int], None] | None = None
    ) -> FakeGame:
        game = cls.model_validate_json(text)
        if progress is not None:
            progress(1, 1)
        return game

    def to_json(self) -> str:
        return self.model_dump_json()

    @property
    def hand_number(self) -> int:
        return len(self.hands)

    @property
    def phase(self) -> str:
        return "game_over" if max(self.scores) >= self.options["target"] else "play"

    @property
    def winner(self) -> int | None:
        return self.scores.index(max(self.scores)) if self.phase == "game_over" else None

    def legal_actions(self) -> list[str]:
        if self.to_move is None:
            return []
        return [f"play {card}" for card in self._held(self.to_move)]

    def apply(self, action: str) -> None:
        if action not in self.legal_actions():
            raise IllegalAction(f"{action} is not possible now")
        record = self.hands[-1]
        card = action.removeprefix("play ")
        if not record.tricks or record.tricks[-1].winner is not None:
            record.tricks.append(TrickRecord(leader=self.to_move or 0))
        trick = record.tricks[-1]
        trick = trick.model_copy(update={"cards": (*trick.cards, card)})
        if len(trick.cards) == 4:
            winner = self._trick_winner(trick)
            trick = trick.model_copy(update={"winner": winner})
            scores = list(self.scores)
            scores[winner % 2] += 1
            self.scores = (scores[0], scores[1])
        record.tricks[-1] = trick
        if self.phase == "game_over":
            self.to_move = None
        elif trick.winner is not None and len(record.tricks) == 2:
            self._deal()
        else:
            self.to_move = self._expected_turn()

    def _deal(self) -> None:
        rng = random.Random(self.seed * 1000 + len(self.hands))
        cards = list(DECK)
        rng.shuffle(cards)
        dealer = len(self.hands) % 4
        self.hands.append(
            FakeHand(dealer=dealer, cards=[cards[i * 2 : i * 2 + 2] for i in range(4)])
        )
        self.to_move = (dealer + 1) % 4

    def _held(self, seat: int) -> list[str]:
        record = self.hands[-1]
        played = {card for trick in record.tricks for card in trick.cards}
        return [card for card in record.cards[seat] if card not in played]

    def _expected_turn(self) -> int | None:
        if not self.hands:
            return None
        record = self.hands[-1]
        if not record.tricks:
            return (record.dealer + 1) % 4
        last = record.tricks[-1]
        if last.winner is not None:
            return last.winner
        return (last.leader + len(last.cards)) % 4

    @staticmethod
    def _trick_winner(trick: TrickRecord) -> int:
        led = trick.cards[0][0]
        best = max(
            range(4),
            key=lambda i: (trick.cards[i][0] == led, RANK_ORDER.index(trick.cards[i][1])),
        )
        return (trick.leader + best) % 4
