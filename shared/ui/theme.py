"""The table's theme variables (felt, card faces, suit colours) and its key list.

``THEME_DEFAULTS`` gives every variable the table's stylesheets use; a theme may
override any of them (a four-colour deck or high contrast is a theme, not code).
``TABLE_KEYS`` is what the help screen lists for the table.
"""

from __future__ import annotations

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
    ("← / →", "move between your cards"),
    ("Enter", "play the selected card"),
    ("1 – 9", "play that card of your hand"),
    ("click", "play the card clicked"),
    ("l", "show the last trick (until the next lead)"),
    ("h", "hint: what a normal bot would play"),
    ("t", "score sheet"),
    ("?", "this help"),
    ("Ctrl+S", "save under a name"),
    ("Ctrl+Q", "quit (the game is autosaved; --continue brings it back)"),
]
