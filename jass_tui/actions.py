"""Jass actions: one interned object per possible action, built once at import.

An action *is* its text (``JassAction`` subclasses ``str``), so ``str(action)``, saving
and comparing cost nothing, and ``apply`` finds what it means with one dict lookup.
"""

from __future__ import annotations

from jass_tui.rules import DECK, TRUMP_SUITS
from shared.cards import JASS_RANKS, SUIT_NAMES, CardError, card_name, parse_card
from shared.game import IllegalAction


class JassAction(str):
    """An action's text plus what it means: ``kind`` and, for contracts/cards, ``arg``.

    ``kind`` is one of ``contract``, ``push``, ``play``, ``weis``, ``noweis``; ``arg`` is
    the contract (``"H"`` … ``"obe"``, ``"une"``) or the card code, else ``None``.
    """

    kind: str
    arg: str | None

    def __new__(cls, text: str, kind: str, arg: str | None = None) -> JassAction:
        action = super().__new__(cls, text)
        action.kind = kind
        action.arg = arg
        return action

    @property
    def card(self) -> str | None:
        return self.arg if self.kind == "play" else None

    @property
    def contract(self) -> str | None:
        return self.arg if self.kind == "contract" else None

    def __reduce__(self) -> tuple[object, ...]:
        return (JassAction, (str(self), self.kind, self.arg))


TRUMP = {s: JassAction(f"trump {s}", "contract", s) for s in TRUMP_SUITS}
OBE = JassAction("obe", "contract", "obe")
UNE = JassAction("une", "contract", "une")
PUSH = JassAction("push", "push")
WEIS = JassAction("weis", "weis")
NOWEIS = JassAction("noweis", "noweis")
PLAY = {c: JassAction(f"play {c}", "play", c) for c in DECK}
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
        raise IllegalAction(f"{action!r} is not a Jass action; the actions are {_HELP}")
    words = action.split()
    if not words:
        raise IllegalAction(f"the action is empty; the actions are {_HELP}")
    verb = words[0].lower()
    rest = words[1:]
    if verb == "play":
        if len(rest) != 1:
            raise IllegalAction("say which one card to play, e.g. 'play HJ'")
        try:
            card = parse_card(rest[0])
        except CardError as exc:
            raise IllegalAction(str(exc)) from None
        if card[1] not in JASS_RANKS:
            raise IllegalAction(f"the {card_name(card)} is not a Jass card (6 to ace only)")
        return PLAY[card]
    if verb == "trump":
        suit = rest[0].upper() if len(rest) == 1 else ""
        if suit not in TRUMP:
            given = " ".join(rest) or "nothing"
            raise IllegalAction(f"{given!r} is not a suit: write trump H, D, S or C")
        return TRUMP[suit]
    found = ACTIONS.get(" ".join(words).lower())
    if found is None:
        raise IllegalAction(f"{action.strip()!r} is not a Jass action; the actions are {_HELP}")
    return found


_CONTRACT_WORDS = {s: f"chooses {SUIT_NAMES[s]} as trump" for s in TRUMP_SUITS} | {
    "obe": "chooses Obenabe",
    "une": "chooses Undenufe",
}


def describe_action(action: object) -> str:
    """Words for the log: 'plays the jack of hearts', 'chooses hearts as trump', 'pushes'.

    Also words Spades bids ('bids 4', 'bids Nil') so one log helper serves both tables.
    """
    text = str(action).strip()
    if text.startswith("bid "):
        amount = text[4:].strip()
        return "bids Nil" if amount == "0" else f"bids {amount}"
    if text.startswith("play "):
        try:
            return f"plays the {card_name(parse_card(text[5:]))}"
        except CardError:
            return text
    try:
        parsed = parse_action(text)
    except IllegalAction:
        return text
    if parsed.kind == "contract":
        return _CONTRACT_WORDS[parsed.arg or ""]
    return {"push": "pushes", "weis": "declares Weis", "noweis": "declares no Weis"}[parsed.kind]
