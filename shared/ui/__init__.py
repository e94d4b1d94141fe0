"""Textual pieces both card tables use. Every module's docstring says how to use it.

Widgets and screens (they never import an app class):

- ``deck``: :class:`DeckStyle` (symbols and names of suits and ranks), ``FRENCH``.
- ``card``: :class:`CardWidget`, compact ``A♠`` or boxed, face up or down.
- ``hand``: :class:`HandView` (your hand, number keys, cursor, dimmed cards) and
  :class:`BacksView` (a face-down hand).
- ``trick``: :class:`TrickView`, the cards in the middle next to their players.
- ``seat``: :class:`SeatPanel` / :class:`SeatInfo`, a seat with markers and turn arrow.
- ``fields``: :class:`CycleField`, a one-line choice for set-up screens.
- ``too_small``: the "please enlarge the terminal" cover.
- ``plain``: names, file names and summaries as plain text (never markup, control
  characters made visible): use it wherever something typed or read from a file shows.
- ``table_model``: :class:`TableModel`, what the table shows, built by the app (each game
  subclasses it with typed status fields).
- ``screens``: start, setup, table, hand-over, load, save, confirm, help, game over, and
  the "autosave in use by another window" dialog.

The app and its collaborators (plain classes, no Textual, testable alone):

- ``app``: :class:`CardTableApp`, the screens and the game loop, generic in the game.
- ``game_protocol``: :class:`TableGame`, what the table needs from an engine; ``Before``.
- ``save_controller``: :class:`SaveController`, the owned autosave slot (with its lock),
  named saves, the list.
- ``menu``: :class:`StartMenu`, what each start-menu choice leads to.
- ``bot_turns``: :class:`BotTurns`, whether a bot thinks and whether its move still counts.
- ``handover``: :class:`HotSeat`, whose hand shows and when the keyboard changes hands.
- ``interludes``: :class:`Interludes`, summaries queued before play goes on.
- ``settings``: :class:`TableSettings` and the set-up enums (``Toggle``, ``BotSpeed``…).
- ``theme``: the theme variables and the table's keys.
- ``words``: ``exception_text`` / ``sentence``, what an exception or the engine says, in
  the current language (``shared.i18n.translate``).
- ``table.tcss``: the shared stylesheet (list it first in a game's ``CSS_PATH``).
"""
