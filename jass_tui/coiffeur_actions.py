"""Coiffeur actions: one interned :class:`~shared.engine.action.Action` per possible action.

A contract action's ``contract`` is the *cell* it fills (see
:mod:`jass_tui.coiffeur_presets`): ``trump H`` → ``"H"``, ``obe`` → ``"obe"``,
``joker une`` → ``"joker:une"``, ``joker2 H`` → ``"joker2:H"``, ``slalom obe`` →
``"slalom:obe"``, ``guschti une`` → ``"guschti:une"``. ``trump``, ``obe``, ``une``,
``push`` and ``play`` are Schieber's own action objects.
"""

from __future__ import annotations

from jass_tui.actions import (
    OBE,
    PLAY,
    PUSH,
    PUSHES,
    SAY_WHICH_CARD,
    TRUMP,
    UNE,
    empty_action,
    not_a_jass_card,
    not_an_action,
    plays,
)
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
from shared.cards import JASS_RANKS, CardError, parse_card
from shared.engine.action import Action
from shared.engine.errors import InvalidAction
from shared.i18n import Msg

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
        raise InvalidAction(not_an_action(repr(action), "Coiffeur", _HELP))
    found = ACTIONS.get(action)
    if found is not None:
        return found
    words = action.split()
    if not words:
        raise InvalidAction(empty_action(_HELP))
    verb, rest = words[0].lower(), words[1:]
    if verb == "play":
        if len(rest) != 1:
            raise InvalidAction(SAY_WHICH_CARD)
        try:
            card = parse_card(rest[0])
        except CardError as exc:
            raise InvalidAction(str(exc)) from None
        if card[1] not in JASS_RANKS:
            raise InvalidAction(not_a_jass_card(card))
        return PLAY[card]
    if verb in ("weis", "noweis"):
        raise InvalidAction(Msg("Coiffeur has no Weis"))
    arg = _announcement(rest[0]) if len(rest) == 1 else ""
    if verb == "trump":
        if arg not in TRUMP:
            given = " ".join(rest) or "nothing"
            raise InvalidAction(
                Msg("{given} is not a suit: write trump S, C, D or H", given=repr(given))
            )
        return TRUMP[arg]
    if verb in JOKER_ROWS:
        if arg not in ANNOUNCEMENTS:
            raise InvalidAction(
                # TRANSLATORS: {verb} is the action's own name (joker or joker2): keep
                # "{verb} H" and the like as they are.
                Msg(
                    "a Joker is announced as a suit, Obenabe or Undenufe: {verb} H, {verb} obe, "
                    "{verb} une …",
                    verb=verb,
                )
            )
        return CELL_ACTION[f"{verb}:{arg}"]
    if verb in SWITCH_ROWS:
        if arg not in SWITCH_STARTS:
            raise InvalidAction(
                # TRANSLATORS: {row} is "Slalom" or "Guschti"; {verb} the action's own
                # name (slalom or guschti): keep "{verb} obe" and "{verb} une".
                Msg(
                    "{row} starts with Obenabe or Undenufe: {verb} obe or {verb} une",
                    row=Msg(ROW_NAMES[verb]),
                    verb=verb,
                )
            )
        return CELL_ACTION[f"{verb}:{arg}"]
    found = ACTIONS.get(" ".join(words).lower())
    if found is None:
        raise InvalidAction(not_an_action(repr(action.strip()), "Coiffeur", _HELP))
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
        return plays(parsed.card)
    if parsed.contract is not None:
        # TRANSLATORS: {cell} is a Coiffeur cell, e.g. "Joker as Obenabe".
        return Msg("chooses {cell}", cell=describe_cell(parsed.contract))
    return PUSHES
