"""Coiffeur actions: one interned :class:`~shared.engine.action.Action` per possible action.

A contract action's ``contract`` is the *cell* it fills (see
:mod:`jass_tui.coiffeur_presets`): ``trump H`` → ``"H"``, ``obe`` → ``"obe"``,
``joker une`` → ``"joker:une"``, ``joker2 H`` → ``"joker2:H"``, ``slalom obe`` →
``"slalom:obe"``, ``guschti une`` → ``"guschti:une"``. ``trump``, ``obe``, ``une``,
``push`` and ``play`` are Schieber's own action objects.
"""

from __future__ import annotations

from jass_tui.actions import OBE, PLAY, PUSH, TRUMP, UNE
from jass_tui.coiffeur_presets import (
    ALL_ROWS,
    ANNOUNCEMENTS,
    JOKER_ROWS,
    ROW_NAMES,
    SWITCH_ROWS,
    SWITCH_STARTS,
    cells_of_row,
    describe_cell,
)
from shared.cards import JASS_RANKS, CardError, card_name, parse_card
from shared.engine.action import Action
from shared.engine.errors import InvalidAction

__all__ = ["ACTIONS", "CELL_ACTION", "PLAY", "PUSH", "describe_action", "parse_action"]


def _cell_text(cell: str) -> str:
    row, _, announced = cell.partition(":")
    if announced:
        return f"{row} {announced}"
    return f"trump {row}" if row in TRUMP else row


def _cell_action(cell: str) -> Action:
    row = cell.partition(":")[0]
    if row in TRUMP:
        return TRUMP[row]
    if cell == "obe":
        return OBE
    if cell == "une":
        return UNE
    return Action(_cell_text(cell), "contract", cell)


CELL_ACTION: dict[str, Action] = {
    cell: _cell_action(cell) for row in ALL_ROWS for cell in cells_of_row(row)
}
"""The action that fills each cell, keyed by cell."""
ROW_ACTIONS: dict[str, tuple[Action, ...]] = {
    row: tuple(CELL_ACTION[c] for c in cells_of_row(row)) for row in ALL_ROWS
}
"""A row's actions in the order the choice offers them."""

ACTIONS: dict[str, Action] = {str(a): a for a in (*CELL_ACTION.values(), PUSH, *PLAY.values())}

_HELP = (
    "trump S|C|D|H, obe, une, joker <S|C|D|H|obe|une>, joker2 <…>, slalom obe|une, "
    "guschti obe|une, push, play <card> (e.g. play HJ)"
)


def parse_action(action: object) -> Action:
    """The action named by ``action`` (an action or its text, case and spaces forgiven).

    Raises ``InvalidAction`` naming the mistake for anything that is no Coiffeur action.
    """
    if not isinstance(action, str):
        raise InvalidAction(f"{action!r} is not a Coiffeur action; the actions are {_HELP}")
    found = ACTIONS.get(action)
    if found is not None:
        return found
    words = action.split()
    if not words:
        raise InvalidAction(f"the action is empty; the actions are {_HELP}")
    verb, rest = words[0].lower(), words[1:]
    if verb == "play":
        if len(rest) != 1:
            raise InvalidAction("say which one card to play, e.g. 'play HJ'")
        try:
            card = parse_card(rest[0])
        except CardError as exc:
            raise InvalidAction(str(exc)) from None
        if card[1] not in JASS_RANKS:
            raise InvalidAction(f"the {card_name(card)} is not a Jass card (6 to ace only)")
        return PLAY[card]
    if verb in ("weis", "noweis"):
        raise InvalidAction("Coiffeur has no Weis")
    arg = _announcement(rest[0]) if len(rest) == 1 else ""
    if verb == "trump":
        if arg not in TRUMP:
            given = " ".join(rest) or "nothing"
            raise InvalidAction(f"{given!r} is not a suit: write trump S, C, D or H")
        return TRUMP[arg]
    if verb in JOKER_ROWS:
        if arg not in ANNOUNCEMENTS:
            raise InvalidAction(
                f"a Joker is announced as a suit, Obenabe or Undenufe: {verb} H, {verb} obe, "
                f"{verb} une …"
            )
        return CELL_ACTION[f"{verb}:{arg}"]
    if verb in SWITCH_ROWS:
        if arg not in SWITCH_STARTS:
            raise InvalidAction(
                f"{ROW_NAMES[verb]} starts with Obenabe or Undenufe: {verb} obe or {verb} une"
            )
        return CELL_ACTION[f"{verb}:{arg}"]
    found = ACTIONS.get(" ".join(words).lower())
    if found is None:
        raise InvalidAction(f"{action.strip()!r} is not a Coiffeur action; the actions are {_HELP}")
    return found


def _announcement(word: str) -> str:
    upper = word.upper()
    return upper if upper in TRUMP else word.lower()


def describe_action(action: object) -> str:
    """Words for the log: 'plays the jack of hearts', 'chooses Joker as Undenufe', 'pushes'."""
    try:
        parsed = parse_action(action)
    except InvalidAction:
        return str(action)
    if parsed.card is not None:
        return f"plays the {card_name(parsed.card)}"
    if parsed.contract is not None:
        return f"chooses {describe_cell(parsed.contract)}"
    return "pushes"
