"""The contract badge: trump or Obenabe/Undenufe, multiplier, who chose, "geschoben"."""

from __future__ import annotations

from textual.widgets import Static

from jass_tui.records import JassHand
from shared.i18n import N_, _
from shared.table import partner_of
from shared.ui.deck import DeckStyle

NO_TRUMP_NAMES = {"obe": N_("Obenabe ⬇"), "une": N_("Undenufe ⬆")}
"""The contracts without trump, marked for the catalogue (shown through ``_``)."""


def is_you(name: str) -> bool:
    """Whether ``name`` is the person at the keyboard ("You", or its translation)."""
    # TRANSLATORS: the default name of the person at the keyboard.
    return name.lower() in ("you", _("You").lower())


def no_trump_name(contract: str) -> str:
    """ "Obenabe ⬇" or "Undenufe ⬆" in the current language."""
    return _(NO_TRUMP_NAMES[contract])


def suit_word(style: DeckStyle, suit: str) -> str:
    """The suit's name in the deck's words and the current language ("hearts", "Herz")."""
    return _(style.suit_name(suit))


def contract_words(contract: str, style: DeckStyle) -> str:
    """ "♥ hearts trump", "Obenabe ⬇"."""
    if contract in NO_TRUMP_NAMES:
        return no_trump_name(contract)
    # TRANSLATORS: a trump contract, e.g. "♥ hearts trump" (German "♥ Trumpf Herz").
    return _("{symbol} {suit} trump").format(
        symbol=style.symbol(contract), suit=suit_word(style, contract)
    )


def badge_text(record: JassHand, names: list[str], style: DeckStyle) -> str:
    """The badge for a hand record (``contract``, ``multiplier``, ``chooser``, ``pushed``)."""
    if record.contract is None:
        chooser = names[record.forehand]
        if record.pushed:
            partner = names[partner_of(record.forehand)]
            if is_you(partner):
                return _("{chooser} pushed (geschoben) · You choose").format(chooser=chooser)
            if is_you(chooser):
                return _("You pushed (geschoben) · {partner} chooses").format(partner=partner)
            return _("{chooser} pushed (geschoben) · {partner} chooses").format(
                chooser=chooser, partner=partner
            )
        if is_you(chooser):
            return _("You choose the contract")
        return _("{chooser} chooses the contract").format(chooser=chooser)
    words = contract_words(record.contract, style)
    chooser = names[record.chooser] if record.chooser is not None else "?"
    if record.pushed:
        return _("{contract} ×{multiplier} · {chooser}, geschoben").format(
            contract=words, multiplier=record.multiplier, chooser=chooser
        )
    return _("{contract} ×{multiplier} · {chooser}").format(
        contract=words, multiplier=record.multiplier, chooser=chooser
    )


class ContractBadge(Static):
    """One line naming the contract of the hand in progress."""

    DEFAULT_CSS = """
    ContractBadge {
        width: auto; padding: 0 1; background: $primary; color: $text; text-style: bold;
    }
    """

    def __init__(self) -> None:
        super().__init__("", markup=False)
