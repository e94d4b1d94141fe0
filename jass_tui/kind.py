"""The Jass game kinds (pure data: importing this imports no engine, no Textual).

One ``jass`` command hosts them all: Schieber is the default, the variants are chosen
with ``jass --game coiffeur|differenzler|molotow``.
Every kind opens :func:`jass_tui.app.run_app`, which starts the table of the kind asked for.
"""

from __future__ import annotations

from shared.i18n import N_
from shared.kinds import GameKind

KIND = GameKind(
    id="jass",
    command="jass",
    title=N_("Schieber Jass"),
    short_title=N_("Jass"),
    engine="jass_tui.state:JassGame",
    default_preset="schieber-1000",
    save_format="jass-save",
    bot_names=("Ruedi", "Vreni", "Hansruedi"),
    bots="jass_tui.bots",
    app="jass_tui.app:run_app",
    stats="jass_tui.stats:SCHIEBER",
)

COIFFEUR = GameKind(
    id="coiffeur",
    command="jass",
    title=N_("Coiffeur"),
    short_title=N_("Coiffeur"),
    engine="jass_tui.coiffeur:CoiffeurGame",
    default_preset="coiffeur-8",
    save_format="coiffeur-save",
    bot_names=("Sepp", "Trudi", "Fritz"),
    bots="jass_tui.bots.coiffeur",
    app="jass_tui.app:run_app",
    stats="jass_tui.stats:COIFFEUR",
)

DIFFERENZLER = GameKind(
    id="differenzler",
    command="jass",
    title=N_("Differenzler"),
    short_title=N_("Differenzler"),
    engine="jass_tui.differenzler:DifferenzlerGame",
    default_preset="differenzler",
    save_format="differenzler-save",
    bot_names=("Heidi", "Urs", "Margrit"),
    bots="jass_tui.bots.differenzler",
    app="jass_tui.app:run_app",
    stats="jass_tui.stats:DIFFERENZLER",
)

MOLOTOW = GameKind(
    id="molotow",
    command="jass",
    title=N_("Molotow"),
    short_title=N_("Molotow"),
    engine="jass_tui.molotow:MolotowGame",
    default_preset="molotow",
    save_format="molotow-save",
    bot_names=("Beat", "Kathrin", "Walti"),
    bots="jass_tui.bots.molotow",
    app="jass_tui.app:run_app",
    stats="jass_tui.stats:MOLOTOW",
)

KINDS = (KIND, COIFFEUR, DIFFERENZLER, MOLOTOW)
"""Schieber first: ``jass`` without ``--game`` plays it."""
