"""Schieber Jass as a game kind (pure data: importing this imports no engine, no Textual).

The Jass variants (Coiffeur, Differenzler, Molotow) will be declared next to it and be
hosted by the same ``jass`` command (``jass --game coiffeur``).
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
