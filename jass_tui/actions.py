"""Jass actions: one interned object per possible action, built once at import.

An action *is* its text (:class:`~shared.engine.action.Action` subclasses ``str``), so
``str(action)``, saving and comparing cost nothing, and ``apply`` finds what it means
with one dict lookup.
"""

from __future__ import annotations

from jass_tui.rules import DECK, TRUMP_SUITS
from shared.cards import JASS_RANKS, CardError, parse_card
from shared.engine.action import Action
from shared.engine.errors import InvalidAction
from shared.i18n import CardRef, Msg, SuitRef

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
        raise InvalidAction(not_an_action(repr(action)))
    words = action.split()
    if not words:
        raise InvalidAction(empty_action())
    verb = words[0].lower()
    rest = words[1:]
    if verb == "play":
        if len(rest) != 1:
            raise InvalidAction(SAY_WHICH_CARD)
        try:
            card = parse_card(rest[0])
        except CardError as exc:
            raise InvalidAction(str(exc)) from None
        if card[1] not in JASS_RANKS or card not in PLAY:  # a 2 to 5, or a joker
            raise InvalidAction(not_a_jass_card(card))
        return PLAY[card]
    if verb == "trump":
        suit = rest[0].upper() if len(rest) == 1 else ""
        if suit not in TRUMP:
            given = " ".join(rest) or "nothing"
            raise InvalidAction(
                Msg("{given} is not a suit: write trump H, D, S or C", given=repr(given))
            )
        return TRUMP[suit]
    found = ACTIONS.get(" ".join(words).lower())
    if found is None:
        raise InvalidAction(not_an_action(repr(action.strip())))
    return found


def not_an_action(given: str, game: str = "Jass", actions: str = _HELP) -> Msg:
    """ "'dance' is not a Jass action; the actions are …" (``given`` as typed, quoted)."""
    # TRANSLATORS: {game} is the game's name (Jass, Coiffeur …); {actions} lists the
    # actions' own names (trump H, play HJ …), which stay as they are.
    return Msg(
        "{given} is not a {game} action; the actions are {actions}",
        given=given,
        game=game,
        actions=actions,
    )


def empty_action(actions: str = _HELP) -> Msg:
    """'the action is empty; the actions are …'."""
    # TRANSLATORS: {actions} lists the actions' own names (trump H, play HJ …): keep it.
    return Msg("the action is empty; the actions are {actions}", actions=actions)


NOT_NOW_PLAY = Msg("that card may not be played now")
"""What an engine says of a card refused for no more particular reason."""

# TRANSLATORS: 'play HJ' is the action's own name: keep it.
SAY_WHICH_CARD = Msg("say which one card to play, e.g. 'play HJ'")


def not_a_jass_card(card: str) -> Msg:
    """'the two of hearts is not a Jass card (6 to ace only)'."""
    return Msg("the {card} is not a Jass card (6 to ace only)", card=CardRef(card))


def plays(card: str) -> Msg:
    """'plays the jack of hearts'."""
    return Msg("plays the {card}", card=CardRef(card))


_CONTRACT_WORDS = {s: Msg("chooses {suit} as trump", suit=SuitRef(s)) for s in TRUMP_SUITS} | {
    "obe": Msg("chooses Obenabe"),
    "une": Msg("chooses Undenufe"),
}
PUSHES = Msg("pushes")
DECLARES_WEIS = Msg("declares Weis")
DECLARES_NO_WEIS = Msg("declares no Weis")


def describe_action(action: object) -> str:
    """Words for the log: 'plays the jack of hearts', 'chooses hearts as trump', 'pushes'."""
    try:
        parsed = parse_action(action)
    except InvalidAction:
        return str(action)
    if parsed.card is not None:
        return plays(parsed.card)
    if parsed.contract is not None:
        return _CONTRACT_WORDS[parsed.contract]
    return {"push": PUSHES, "weis": DECLARES_WEIS, "noweis": DECLARES_NO_WEIS}[parsed.kind]
