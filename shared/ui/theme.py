"""The table's theme variables (felt, card faces, suit colours) and its key list.

``THEME_DEFAULTS`` gives every variable the table's stylesheets use; a theme may
override any of them (a four-colour deck or high contrast is a theme, not code).
``TABLE_KEYS`` is what the help screen lists for the table (msgids, said in the current
language when shown).
"""

from __future__ import annotations

from shared.i18n import N_

THEME_DEFAULTS = {
    "felt": "#1d5c38",
    "felt-ink": "#eef3ea",
    "card-face": "#f6f3ea",
    "card-face-dim": "#9a988f",
    "card-ink-dim": "#4d4c48",
    "card-red": "#c1121f",
    "card-black": "#111111",
    "card-back": "#23407f",
    "card-back-ink": "#a9bcf5",
    "card-hearts": "#c1121f",
    "card-diamonds": "#1f5bd1",
    "card-spades": "#111111",
    "card-clubs": "#137a2a",
}
"""Theme variables of the table; a theme may override any of them."""

TABLE_KEYS = [
    ("← / →", N_("move between your cards")),
    ("Enter", N_("play the selected card")),
    # The keys over the cards: 1–9, then 0 - = [ for the 10th to 13th card (Spades).
    ("1 – 9, 0 - = [", N_("play the card with that key over it")),
    # TRANSLATORS: the "key" of the help's key list that is a mouse click.
    (N_("click"), N_("play the card clicked")),
    ("l", N_("show this hand's last complete trick (until l again or the next card)")),
    ("h", N_("hint: what a normal bot would play")),
    ("t", N_("score sheet")),
    ("↑ ↓ PgUp PgDn", N_("scroll the hand log (on a wide table)")),
    ("u", N_("undo: take back your last card or decision (and the bots' replies)")),
    ("U", N_("redo: put back what undo took back")),
    ("v", N_("on a hand's summary or the score sheet: review finished hands, trick by trick")),
    ("?", N_("this help")),
    ("Ctrl+S", N_("save under a name")),
    ("Ctrl+Q", N_("quit (the game is autosaved; --continue brings it back)")),
]
