"""A tiny game that fulfils the engine contract, to test the simulator on its own.

Each seat is dealt two numbers; a seat plays them one at a time. A team's score is the
sum of what its seats played, and the higher team wins (ties go to team 0). Cards alone
decide it: no bot can do better than another, which is what the pairing should show.
"""

from __future__ import annotations

import random
from typing import Any


class ToyGame:
    def __init__(self, hands: list[list[int]]) -> None:
        self._hands = hands
        self._played: list[int] = [0, 0, 0, 0]
        self._turn = 0
        self.hands: list[list[list[int]]] = [[list(h) for h in hands]]

    @classmethod
    def new(cls, preset: str = "toy", seed: int | None = None, **options: Any) -> ToyGame:
        rng = random.Random(seed)
        return cls([[rng.randrange(100) for _ in range(2)] for _ in range(4)])

    @property
    def phase(self) -> str:
        return "game_over" if self._turn == 8 else "play"

    @property
    def to_move(self) -> int | None:
        return None if self._turn == 8 else self._turn % 4

    @property
    def scores(self) -> tuple[int, int]:
        return (self._played[0] + self._played[2], self._played[1] + self._played[3])

    @property
    def winner(self) -> int | None:
        if self._turn < 8:
            return None
        return 0 if self.scores[0] >= self.scores[1] else 1

    def view(self, seat: int) -> list[int]:
        return list(self._hands[seat])

    def legal_actions(self) -> list[int]:
        return list(self._hands[self._turn % 4])

    def apply(self, action: int) -> None:
        seat = self._turn % 4
        if action not in self._hands[seat]:
            raise ValueError(f"{action} is not in the hand")
        self._hands[seat].remove(action)
        self._played[seat] += action
        self._turn += 1
