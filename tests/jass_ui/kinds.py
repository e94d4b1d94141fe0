"""The Jass variant kinds for table tests, registered while a test runs if the registry
does not declare them yet (the engines are there; ``jass_tui/kind.py`` names them once
they land). Their table is ``jass_tui.app:run_app`` (one entry for every Jass kind);
without bots of their own, every level plays random (``shared.bots.make_bot``)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from shared.kinds import GameKind, kind_ids, register_kind, unregister_kind

VARIANTS = (
    GameKind(
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
    ),
    GameKind(
        id="differenzler",
        command="jass",
        title="Differenzler",
        short_title="Differenzler",
        engine="jass_tui.differenzler:DifferenzlerGame",
        default_preset="differenzler",
        save_format="differenzler-save",
        bot_names=("Ruedi", "Vreni", "Hansruedi"),
        bots="jass_tui.bots",
        app="jass_tui.app:run_app",
    ),
    GameKind(
        id="molotow",
        command="jass",
        title="Molotow",
        short_title="Molotow",
        engine="jass_tui.molotow:MolotowGame",
        default_preset="molotow",
        save_format="molotow-save",
        bot_names=("Ruedi", "Vreni", "Hansruedi"),
        bots="jass_tui.bots",
        app="jass_tui.app:run_app",
    ),
)


@contextmanager
def variant_kinds() -> Iterator[None]:
    """The variant kinds are in the registry inside the block (added only if missing)."""
    added = [kind.id for kind in VARIANTS if kind.id not in kind_ids()]
    for kind in VARIANTS:
        if kind.id in added:
            register_kind(kind)
    try:
        yield
    finally:
        for kind_id in added:
            unregister_kind(kind_id)
