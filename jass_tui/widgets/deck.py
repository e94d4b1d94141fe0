"""The deck styles of the Jass table: French, Swiss and German, from one mapping table.

RULES.md 3.0 fixes the correspondence, one row per French suit:
♥ = Rosen = Herz, ♦ = Schellen = Schellen, ♠ = Schilten = Grün (Laub), ♣ = Eicheln =
Eichel. The whole mapping lives in :data:`SUIT_TABLE` and changes in one place. Swiss
ranks: T = Banner, J = Under, Q = Ober; German: J = Unter, Q = Ober.

Unicode has no Swiss or German suit signs, so the symbols are stand-ins from blocks that
common terminal fonts carry, one cell wide each: ✿ a rose, ◉ a bell, ▣ a shield, ◓ an
acorn with its cap, ❧ a leaf. None of them is ``▲`` or ``▼``, the hand's cursor marks.
"""

from __future__ import annotations

from shared.cards import RANK_LABELS, RANK_NAMES
from shared.ui.deck import FRENCH, DeckStyle

SUIT_TABLE: dict[str, dict[str, tuple[str, str]]] = {
    "swiss": {
        "H": ("✿", "Rosen"),
        "D": ("◉", "Schellen"),
        "S": ("▣", "Schilten"),
        "C": ("◓", "Eicheln"),
    },
    "german": {
        "H": ("♥", "Herz"),
        "D": ("◉", "Schellen"),
        "S": ("❧", "Grün"),
        "C": ("◓", "Eichel"),
    },
}
"""Deck style → French suit code → (symbol, suit name)."""

SWISS_SUITS = SUIT_TABLE["swiss"]
GERMAN_SUITS = SUIT_TABLE["german"]
CURSOR_MARKS = frozenset("▲▼")
"""The marks the hand draws over and under the card at the cursor (``shared.ui.hand``)."""


def _style(key: str, title: str, ranks: dict[str, tuple[str, str]]) -> DeckStyle:
    suits = SUIT_TABLE[key]
    return DeckStyle(
        key=key,
        title=title + " " + "".join(suits[code][0] for code in ("H", "D", "S", "C")),
        symbols={code: symbol for code, (symbol, _) in suits.items()},
        suit_names={code: name for code, (_, name) in suits.items()},
        rank_labels=dict(RANK_LABELS) | {rank: label for rank, (label, _) in ranks.items()},
        rank_names=dict(RANK_NAMES) | {rank: name for rank, (_, name) in ranks.items()},
    )


SWISS = _style("swiss", "Swiss", {"T": ("B", "Banner"), "J": ("U", "Under"), "Q": ("O", "Ober")})
GERMAN = _style("german", "German", {"J": ("U", "Unter"), "Q": ("O", "Ober")})

DECK_STYLES = {FRENCH.key: FRENCH, SWISS.key: SWISS, GERMAN.key: GERMAN}


def deck_style(key: object) -> DeckStyle:
    """The style saved under ``key``; French when unknown."""
    return DECK_STYLES.get(str(key), FRENCH)
