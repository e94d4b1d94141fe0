"""The deck styles of the Jass table: French, Swiss and German, from one mapping table.

RULES.md 3.0 fixes the correspondence, one row per French suit:
♥ = Rosen = Herz, ♦ = Schellen = Schellen, ♠ = Schilten = Grün (Laub), ♣ = Eicheln =
Eichel. The whole mapping lives in :data:`SUIT_TABLE` and changes in one place. Swiss
ranks: T = Banner, J = Under, Q = Ober; German: J = Unter, Q = Ober.

The names are marked for the catalogue (``N_``): a German table says them as they are,
and the deck style names each card with the catalogue's ``{rank} of {suit}``.

Unicode has no Swiss or German suit signs, so the symbols are stand-ins from blocks that
common terminal fonts carry, one cell wide each: ✿ a rose, ◉ a bell, ▣ a shield, ◓ an
acorn with its cap, ❧ a leaf. None of them is ``▲`` or ``▼``, the hand's cursor marks.
"""

from __future__ import annotations

from shared.cards import RANK_LABELS, RANK_NAMES
from shared.i18n import N_, _
from shared.ui.deck import FRENCH, DeckStyle

SUIT_TABLE: dict[str, dict[str, tuple[str, str]]] = {
    "swiss": {
        "H": ("✿", N_("Rosen")),
        "D": ("◉", N_("Schellen")),
        "S": ("▣", N_("Schilten")),
        "C": ("◓", N_("Eicheln")),
    },
    "german": {
        "H": ("♥", N_("Herz")),
        "D": ("◉", N_("Schellen")),
        "S": ("❧", N_("Grün")),
        "C": ("◓", N_("Eichel")),
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
        symbols={code: symbol for code, (symbol, _name) in suits.items()},
        suit_names={code: name for code, (_symbol, name) in suits.items()},
        rank_labels=dict(RANK_LABELS) | {rank: label for rank, (label, _name) in ranks.items()},
        rank_names=dict(RANK_NAMES) | {rank: name for rank, (_label, name) in ranks.items()},
    )


SWISS = _style(
    "swiss",
    N_("Swiss"),
    {"T": ("B", N_("Banner")), "J": ("U", N_("Under")), "Q": ("O", N_("Ober"))},
)
GERMAN = _style("german", N_("German"), {"J": ("U", N_("Unter")), "Q": ("O", N_("Ober"))})

DECK_STYLES = {FRENCH.key: FRENCH, SWISS.key: SWISS, GERMAN.key: GERMAN}

DECK_TITLES = {FRENCH.key: N_("French"), SWISS.key: N_("Swiss"), GERMAN.key: N_("German")}
"""Deck style → the word its title starts with (the title is that word and the symbols)."""


def deck_title(style: DeckStyle) -> str:
    """The style's title in the current language: "French ♥♦♠♣", "Schweizer ✿◉▣◓"."""
    word = DECK_TITLES.get(style.key)
    if word is None or not style.title.startswith(word):
        return _(style.title)
    return _(word) + style.title[len(word) :]


def deck_style(key: object) -> DeckStyle:
    """The style saved under ``key``; French when unknown."""
    return DECK_STYLES.get(str(key), FRENCH)
