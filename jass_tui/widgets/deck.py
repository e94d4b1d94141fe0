"""The deck styles of the Jass table: French and Swiss, from one mapping table.

RULES.md 1.1 gives the Swisslos correspondence; regional sources disagree, so the whole
mapping lives in ``SWISS_SUITS`` and changes in one place. Swiss ranks: T = Banner,
J = Under, Q = Ober.
"""

from __future__ import annotations

from shared.cards import RANK_LABELS, RANK_NAMES
from shared.ui.deck import FRENCH, DeckStyle

SWISS_SUITS: dict[str, tuple[str, str]] = {
    "H": ("✿", "Rosen"),
    "D": ("▲", "Eicheln"),
    "S": ("▼", "Schilten"),
    "C": ("◉", "Schellen"),
}
"""French suit code → (symbol, Swiss name). Symbols from blocks common terminal fonts
carry (acorn ▲ and shield ▼ are stand-ins: Unicode has no Swiss suit signs)."""

SWISS = DeckStyle(
    key="swiss",
    title="Swiss ✿▲▼◉",
    symbols={code: symbol for code, (symbol, _) in SWISS_SUITS.items()},
    suit_names={code: name for code, (_, name) in SWISS_SUITS.items()},
    rank_labels=dict(RANK_LABELS) | {"T": "B", "J": "U", "Q": "O"},
    rank_names=dict(RANK_NAMES) | {"T": "Banner", "J": "Under", "Q": "Ober"},
)

DECK_STYLES = {FRENCH.key: FRENCH, SWISS.key: SWISS}


def deck_style(key: object) -> DeckStyle:
    """The style saved under ``key``; French when unknown."""
    return DECK_STYLES.get(str(key), FRENCH)
