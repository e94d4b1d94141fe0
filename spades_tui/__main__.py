"""Entry point for `spades` and `python -m spades_tui`."""

from __future__ import annotations

import sys

import shared.cli


def main(argv: list[str] | None = None) -> int:
    return shared.cli.main("spades", argv)


if __name__ == "__main__":
    sys.exit(main())
