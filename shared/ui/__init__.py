"""Textual pieces both card tables use. Every module's docstring says how to use it.

- ``deck``: :class:`DeckStyle` (symbols and names of suits and ranks), ``FRENCH``.
- ``card``: :class:`CardWidget`, compact ``A♠`` or boxed, face up or down.
- ``hand``: :class:`HandView` (your hand, number keys, cursor, dimmed cards) and
  :class:`BacksView` (a face-down hand).
- ``trick``: :class:`TrickView`, the cards in the middle next to their players.
- ``seat``: :class:`SeatPanel` / :class:`SeatInfo`, a seat with markers and turn arrow.
- ``fields``: :class:`CycleField`, a one-line choice for set-up screens.
- ``too_small``: the "please enlarge the terminal" cover.
- ``table_model``: :class:`TableModel`, what the table shows, built by the app.
- ``screens``: start, setup, table, hand-over, load, save, confirm, help.
- ``app``: :class:`CardTableApp`, the game loop with bots, autosave and the hot seat.
- ``table.tcss``: the shared stylesheet (list it first in a game's ``CSS_PATH``).
"""
