"""The Jassteppich strokes: 100s on the top line, 50s on the diagonal, 20s at the bottom,
the rest under 20 at the side, and always exactly the score."""

from __future__ import annotations

import pytest

from jass_tui.steppich import Strokes, strokes, tally_groups
from jass_tui.widgets.jassteppich import draw_z, tally_text

TABLE = {
    0: Strokes(0, 0, 0, 0),
    19: Strokes(0, 0, 0, 19),
    20: Strokes(0, 0, 1, 0),
    50: Strokes(0, 1, 0, 0),
    70: Strokes(0, 1, 1, 0),
    100: Strokes(1, 0, 0, 0),
    157: Strokes(1, 1, 0, 7),
    499: Strokes(4, 1, 2, 9),
    500: Strokes(5, 0, 0, 0),
    1000: Strokes(10, 0, 0, 0),
    2570: Strokes(25, 1, 1, 0),
}


@pytest.mark.parametrize(("score", "expected"), TABLE.items())
def test_strokes_for_the_score_table(score: int, expected: Strokes) -> None:
    marks = strokes(score)
    assert marks == expected
    assert marks.total == score
    assert marks.rest < 20 and marks.fifties <= 1 and marks.twenties <= 2


@pytest.mark.parametrize("score", range(0, 3001, 7))
def test_strokes_always_add_up(score: int) -> None:
    assert strokes(score).total == score


def test_negative_score_is_refused() -> None:
    with pytest.raises(ValueError):
        strokes(-1)


def test_every_fifth_stroke_crosses_four() -> None:
    assert tally_groups(0) == []
    assert tally_groups(4) == [4]
    assert tally_groups(5) == [5]
    assert tally_groups(12) == [5, 5, 2]
    assert tally_text(12) == "┼┼┼┼ ┼┼┼┼ ││"


def test_the_z_shows_every_mark_of_2570() -> None:
    rows = draw_z(strokes(2570), 36)
    text = "\n".join(rows)
    assert text.count("┼┼┼┼") == 5  # 25 hundreds
    assert text.count("╳") == 1  # one fifty on the diagonal
    assert "rest 0" in text
    assert " 2500" in text and "   50" in text and "   20" in text
    assert all(len(row) == len(rows[0]) for row in rows)
