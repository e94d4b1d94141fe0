"""Spades as a game kind (pure data: importing this imports no engine, no Textual)."""

from __future__ import annotations

from shared.i18n import N_
from shared.kinds import GameKind

KIND = GameKind(
    id="spades",
    command="spades",
    title=N_("Spades"),
    short_title=N_("Spades"),
    engine="spades_tui.state:SpadesGame",
    default_preset="standard",
    save_format="spades-save",
    bot_names=("Ada", "Ben", "Cleo"),
    bots="spades_tui.bots",
    app="spades_tui.app:run_app",
    stats="spades_tui.stats:SPADES",
)
