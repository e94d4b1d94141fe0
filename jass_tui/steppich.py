"""Stroke arithmetic of the Jassteppich, the Swiss chalkboard (no Textual here).

Each team's score is drawn as a big Z: strokes for the 100s on the top line, crosses for
the 50s on the diagonal, strokes for the 20s on the bottom line, and the remainder under
20 written at the side. :func:`strokes` splits a score so that the marks always add up to
it exactly; :func:`tally_groups` bundles strokes in fives (every fifth crossing four).
"""

from __future__ import annotations

from dataclasses import dataclass

HUNDRED, FIFTY, TWENTY = 100, 50, 20


@dataclass(frozen=True)
class Strokes:
    """The marks of one score on the Z."""

    hundreds: int
    fifties: int
    twenties: int
    rest: int

    @property
    def total(self) -> int:
        return self.hundreds * HUNDRED + self.fifties * FIFTY + self.twenties * TWENTY + self.rest


def strokes(score: int) -> Strokes:
    """Split ``score`` (≥ 0) into 100s, one 50 at most, 20s and a rest under 20."""
    if score < 0:
        raise ValueError(f"a Jass score is never negative, got {score}")
    hundreds, left = divmod(score, HUNDRED)
    fifties, left = divmod(left, FIFTY)
    twenties, rest = divmod(left, TWENTY)
    return Strokes(hundreds, fifties, twenties, rest)


def tally_groups(count: int) -> list[int]:
    """``count`` strokes bundled as on a chalkboard: fives first, then the leftover."""
    if count < 0:
        raise ValueError(f"a stroke count is never negative, got {count}")
    fives, left = divmod(count, 5)
    return [5] * fives + ([left] if left else [])
