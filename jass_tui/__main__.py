"""Entry point for `jass` and `python -m jass_tui`."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    print("Schieber Jass: the table is coming soon.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
