"""The contract badge: trump or Obenabe/Undenufe, multiplier, who chose, "geschoben"."""

from __future__ import annotations

from textual.widgets import Static

from jass_tui.records import JassHand
from shared.table import partner_of
from shared.ui.deck import DeckStyle

NO_TRUMP_NAMES = {"obe": "Obenabe ⬇", "une": "Undenufe ⬆"}


def contract_words(contract: str, style: DeckStyle) -> str:
    """ "♥ hearts trump", "Obenabe ⬇"."""
    if contract in NO_TRUMP_NAMES:
        return NO_TRUMP_NAMES[contract]
    return f"{style.symbol(contract)} {style.suit_name(contract)} trump"


def badge_text(record: JassHand, names: list[str], style: DeckStyle) -> str:
    """The badge for a hand record (``contract``, ``multiplier``, ``chooser``, ``pushed``)."""
    if record.contract is None:
        chooser = names[record.forehand]
        if record.pushed:
            partner = names[partner_of(record.forehand)]
            verb = "choose" if partner.lower() == "you" else "chooses"
            return f"{chooser} pushed (geschoben) · {partner} {verb}"
        verb = "choose" if chooser.lower() == "you" else "chooses"
        return f"{chooser} {verb} the contract"
    words = contract_words(record.contract, style)
    chooser = names[record.chooser] if record.chooser is not None else "?"
    pushed = ", geschoben" if record.pushed else ""
    return f"{words} ×{record.multiplier} · {chooser}{pushed}"


class ContractBadge(Static):
    """One line naming the contract of the hand in progress."""

    DEFAULT_CSS = """
    ContractBadge {
        width: auto; padding: 0 1; background: $primary; color: $text; text-style: bold;
    }
    """

    def __init__(self) -> None:
        super().__init__("", markup=False)
