"""Actions as values: one interned object per action a game can take.

An :class:`Action` *is* its text form (a ``str`` subclass), so saving, logging and
comparing cost nothing and every existing ``"play HJ"`` keeps working, and it carries
what the text means (``kind`` and a typed argument), so no caller ever slices text.
Each game builds its actions once at import and finds them again with one dict lookup.
"""

from __future__ import annotations

from typing import Literal

ActionKind = Literal["play", "bid", "contract", "push", "weis", "noweis", "predict"]


class Action(str):
    """An action's text plus what it means.

    ``kind`` says what sort of decision it is; ``arg`` is the card code for ``play``,
    the number of tricks for ``bid``, the contract (``"H"``, ``"obe"`` …) for
    ``contract``, the predicted card points for ``predict`` (Differenzler) and ``None``
    for the rest. Use the typed accessors rather than ``arg``.
    """

    kind: ActionKind
    arg: str | int | None
    card: str | None
    """The card code of a ``play`` action, else ``None``."""
    bid: int | None
    """The number of tricks of a ``bid`` action (0 is Nil), else ``None``."""
    contract: str | None
    """The contract a ``contract`` action names (``"H"`` … ``"obe"``), else ``None``."""
    prediction: int | None
    """The card points a ``predict`` action predicts (Differenzler), else ``None``."""

    def __new__(cls, text: str, kind: ActionKind, arg: str | int | None = None) -> Action:
        action = super().__new__(cls, text)
        action.kind = kind
        action.arg = arg
        # Plain attributes, not properties: the engines read them on every move.
        action.card = arg if kind == "play" and isinstance(arg, str) else None
        action.bid = arg if kind == "bid" and isinstance(arg, int) else None
        action.contract = arg if kind == "contract" and isinstance(arg, str) else None
        action.prediction = arg if kind == "predict" and isinstance(arg, int) else None
        return action

    def __reduce__(self) -> tuple[object, ...]:
        # Pickled across the simulator's worker processes: keep kind and arg.
        return (Action, (str(self), self.kind, self.arg))


def play(card: str) -> Action:
    """The ``play`` action of ``card`` (a new object: games keep interned tables)."""
    return Action(f"play {card}", "play", card)
