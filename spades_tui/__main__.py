"""Entry point for `spades` and `python -m spades_tui`."""

from __future__ import annotations

import sys

import shared.cli
from spades_tui.kind import KIND


def main(argv: list[str] | None = None) -> int:
    return shared.cli.main(KIND.command, argv)


if __name__ == "__main__":
    sys.exit(main())
