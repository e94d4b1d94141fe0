"""A stand-in table for the Jass variants (Coiffeur, Differenzler, Molotow).

Their table is being built; until the registry points at it, starting one of them says
so in one line instead of failing. Bots, saves and ``jass simulate`` work already.
"""

from __future__ import annotations

import sys
from typing import Any

from shared.kinds import get_kind

EXIT_NOT_READY = 2


def run_app(request: Any) -> int:
    """Say that ``request.kind`` has no table yet and how to see it played; exit status 2."""
    kind = get_kind(request.kind)
    print(
        f"The {kind.title} table is not ready yet; try `{kind.command} simulate --game {kind.id}`",
        file=sys.stderr,
    )
    return EXIT_NOT_READY
