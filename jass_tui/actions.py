"""Jass actions: one interned object per possible action, built once at import.

An action *is* its text (:class:`~shared.engine.action.Action` subclasses ``str``), so
``str(action)``, saving and comparing cost nothing, and ``apply`` finds what it means
with one dict lookup.
"""

from __future__ import annotations

from jass_tui.rules import DECK, TRUMP_SUITS
from shared.cards import JASS_RANKS, SUIT_NAMES, CardError, card_name, parse_card
from shared.engine.action import Action
from shared.engine.errors import InvalidAction

JassAction = Action
"""Jass actions are the shared :class:`~shared.engine.action.Action` values."""


TRUMP = {s: Action(f"trump {s}", "contract", s) for s in TRUMP_SUITS}
OBE = Action("obe", "contract", "obe")
UNE = Action("une", "contract", "une")
PUSH = Action("push", "push")
WEIS = Action("weis", "weis")
NOWEIS = Action("noweis", "noweis")
PLAY = {c: Action(f"play {c}", "play", c) for c in DECK}
CONTRACT_ACTION = {**TRUMP, "obe": OBE, "une": UNE}
"""The action that names each contract, keyed by contract."""

FOREHAND_ACTIONS = (*TRUMP.values(), OBE, UNE, PUSH)
"""Forehand's choices, in the contract's stable order."""
PARTNER_ACTIONS = (*TRUMP.values(), OBE, UNE)
"""After a push the partner must choose and cannot push back."""
WEIS_ACTIONS = (WEIS, NOWEIS)

ACTIONS: dict[str, JassAction] = {
    str(a): a for a in (*FOREHAND_ACTIONS, WEIS, NOWEIS, *PLAY.values())
}

_HELP = "trump H|D|S|C, obe, une, push, play <card> (e.g. play HJ), weis, noweis"


def parse_action(action: object) -> JassAction:
    """The action named by ``action`` (an action or its text, case and spaces forgiven).

    Raises ``IllegalAction`` naming the mistake for anything that is no Jass action.
    """
    if isinstance(action, str):
        found = ACTIONS.get(action)
        if found is not None:
            return found
    else:
        raise InvalidAction(f"{action!r} is not a Jass action; the actions are {_HELP}")
    words = action.split()
    if not words:
        raise InvalidAction(f"the action is empty; the actions are {_HELP}")
    verb = words[0].lower()
    rest = words[1:]
    if verb == "play":
        if len(rest) != 1:
            raise InvalidAction("say which one card to play, e.g. 'play HJ'")
        try:
            card = parse_card(rest[0])
        except CardError as exc:
            raise InvalidAction(str(exc)) from None
        if card[1] not in JASS_RANKS or card not in PLAY:  # a 2 to 5, or a joker
            raise InvalidAction(f"the {card_name(card)} is not a Jass card (6 to ace only)")
        return PLAY[card]
    if verb == "trump":
        suit = rest[0].upper() if len(rest) == 1 else ""
        if suit not in TRUMP:
            given = " ".join(rest) or "nothing"
            raise InvalidAction(f"{given!r} is not a suit: write trump H, D, S or C")
        return TRUMP[suit]
    found = ACTIONS.get(" ".join(words).lower())
    if found is None:
        raise InvalidAction(f"{action.strip()!r} is not a Jass action; the actions are {_HELP}")
    return found


_CONTRACT_WORDS = {s: f"chooses {SUIT_NAMES[s]} as trump" for s in TRUMP_SUITS} | {
    "obe": "chooses Obenabe",
    "une": "chooses Undenufe",
}


def describe_action(action: object) -> str:
    """Words for the log: 'plays the jack of hearts', 'chooses hearts as trump', 'pushes'."""
    try:
        parsed = parse_action(action)
    except InvalidAction:
        return str(action)
    if parsed.card is not None:
        return f"plays the {card_name(parsed.card)}"
    if parsed.contract is not None:
        return _CONTRACT_WORDS[parsed.contract]
    return {"push": "pushes", "weis": "declares Weis", "noweis": "declares no Weis"}[parsed.kind]
