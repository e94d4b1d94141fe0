"""Entry point for `spades` and `python -m spades_tui`."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    print("Spades: the table is coming soon.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
