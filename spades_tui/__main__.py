"""Entry point for `spades` and `python -m spades_tui`."""

from __future__ import annotations

import sys

from spades_tui.kind import KIND


def main(argv: list[str] | None = None) -> int:
    try:
        import shared.cli  # after the start, so a Ctrl+C while importing is no traceback
    except KeyboardInterrupt:
        return 130
    return shared.cli.main(KIND.command, argv)


if __name__ == "__main__":
    sys.exit(main())
