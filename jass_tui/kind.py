"""The Jass kinds (pure data: importing this imports no engine, no Textual).

Schieber and its variants are hosted by the same ``jass`` command
(``jass --game coiffeur``); Schieber, first, is what ``jass`` plays without ``--game``.
"""

from __future__ import annotations

from shared.kinds import GameKind

KIND = GameKind(
    id="jass",
    command="jass",
    title="Schieber Jass",
    short_title="Jass",
    engine="jass_tui.state:JassGame",
    default_preset="schieber-1000",
    save_format="jass-save",
    bot_names=("Ruedi", "Vreni", "Hansruedi"),
    bots="jass_tui.bots",
    app="jass_tui.app:run_app",
)

COIFFEUR = GameKind(
    id="coiffeur",
    command="jass",
    title="Coiffeur",
    short_title="Coiffeur",
    engine="jass_tui.coiffeur:CoiffeurGame",
    default_preset="coiffeur-8",
    save_format="coiffeur-save",
    bot_names=("Ruedi", "Vreni", "Hansruedi"),
    bots="jass_tui.bots",
    app="jass_tui.app:run_app",
)

KINDS = (KIND, COIFFEUR)
