"""What one seat may know: its own hand and the public table, never anyone else's cards.

Bots receive only this; the screens may use it too, so showing a hand the player should
not see is impossible by construction.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from jass_tui.records import Contract, Pair
from jass_tui.weis import Weis
from shared.table import team_of
from shared.tricks import TrickRecord


class JassView(BaseModel):
    """One seat's view of the game.

    ``declared_weis`` shows a seat's own declaration at once and everybody's once the
    first trick is complete. ``weis_options`` is this seat's own best split of Weis (what
    ``weis`` would declare). ``stoeck_seat`` is set once Stöck has been scored or
    claimed; ``stoeck_claim`` is the game's rule for it, ``on_play`` or ``held``.
    ``history`` lists this hand's public actions (contract choices and cards; Weis
    answers are private until scored).
    """

    model_config = ConfigDict(frozen=True)

    seat: int
    hand: tuple[str, ...]
    preset: str
    target: int | None
    hands_limit: int | None
    multipliers: dict[str, int]
    multiplier: int | None
    undenufe_values: str
    phase: str
    to_move: int | None
    dealer: int
    forehand: int
    chooser: int | None
    pushed: bool
    contract: Contract | None
    tricks: tuple[TrickRecord, ...]
    declared_weis: tuple[tuple[Weis, ...], ...]
    weis_options: tuple[Weis, ...]
    weis_winner: int | None
    stoeck_seat: int | None
    stoeck_claim: str = "on_play"
    scores: Pair
    hand_points: Pair
    hand_number: int
    history: tuple[str, ...]
    cards_played: frozenset[str]
    winner: int | None

    @property
    def team(self) -> int:
        return team_of(self.seat)

    @property
    def current_trick(self) -> TrickRecord | None:
        """The trick in progress (possibly still empty), or ``None`` between hands."""
        if self.tricks and self.tricks[-1].winner is None:
            return self.tricks[-1]
        return None
