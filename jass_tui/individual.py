"""What the Jass kinds for four individual players share (Differenzler, Molotow).

Both play Schieber's cards and turn order without partnerships, score per seat and are
won by the *lowest* total after a fixed number of hands. Here: the first deal (the
holder of the opening card 7♥ is forehand, as in ``schieber-1000``), places with ties
shared, the winner, the options both read, and the ``play`` action's text form.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from jass_tui.actions import PLAY, SAY_WHICH_CARD
from jass_tui.actions import parse_action as parse_jass_action
from jass_tui.presets import not_a_switch, not_positive, unknown_option
from jass_tui.state import seeded_deal
from shared.engine.action import Action
from shared.engine.errors import InvalidAction
from shared.i18n import Msg
from shared.table import Direction, previous_seat

OPENING_CARD = "H7"
"""The holder of the seven of hearts is forehand of a new game's first hand."""


def first_deal(seed: int) -> tuple[int, list[list[str]]]:
    """Dealer and cards of hand 1: the deal from ``seed``, dealt by the opener's predecessor.

    The same stateless seeded shuffle as Schieber (:func:`jass_tui.state.seeded_deal`).
    """
    cards = seeded_deal(seed, 1)
    opener = next(s for s in range(4) if OPENING_CARD in cards[s])
    return previous_seat(opener, Direction.RIGHT), cards


def places(totals: Sequence[int]) -> tuple[int, ...]:
    """Each seat's place when the lowest total is best; equal totals share a place.

    Competition ranking: ``(10, 20, 20, 30)`` gives ``(1, 2, 2, 4)``.
    """
    return tuple(1 + sum(1 for other in totals if other < mine) for mine in totals)


def lowest_seat(totals: Sequence[int]) -> int:
    """The seat with the lowest total; on a tie the lowest seat number."""
    return min(range(len(totals)), key=lambda seat: (totals[seat], seat))


def hands_option(value: object, default: int, allowed: Sequence[int] | None) -> int:
    """The ``hands`` option: ``None`` keeps ``default``; ``allowed`` lists the choices."""
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise ValueError(not_positive("hands", value))
    if allowed is not None and value not in allowed:
        choices = ", ".join(str(n) for n in allowed)
        raise ValueError(
            Msg("option hands must be one of {choices}, not {value}", choices=choices, value=value)
        )
    return value


def switch_option(name: str, value: object, default: bool) -> bool:
    """A true/false option; ``None`` keeps ``default``."""
    if value is None:
        return default
    if not isinstance(value, bool):
        raise ValueError(not_a_switch(name, value))
    return value


def check_options(title: str, options: Mapping[str, object], names: Sequence[str]) -> None:
    """``ValueError`` naming the first option this game does not know."""
    unknown = sorted(set(options) - set(names))
    if unknown:
        raise ValueError(unknown_option(title, unknown[0], names))


def parse_play(verb: str, rest: list[str]) -> Action | None:
    """The ``play`` action named by ``play <card>`` (``None`` if ``verb`` is not ``play``).

    ``InvalidAction`` for a missing or unknown card, as in Schieber.
    """
    if verb != "play":
        return None
    if len(rest) != 1:
        raise InvalidAction(SAY_WHICH_CARD)
    found = parse_jass_action(f"play {rest[0]}")
    assert found.card is not None
    return PLAY[found.card]
