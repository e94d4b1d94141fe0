"""Stepping through the review screen in pilot tests: every trick, to the end."""

from __future__ import annotations

from typing import Any

from textual.pilot import Pilot

from shared.ui.screens.review import HandReviewScreen


async def step_through(pilot: Pilot[Any], app: Any, record: Any) -> list[str]:
    """Press → from the deal to the result of ``record``, checking each trick; the lines."""
    screen = app.screen
    assert isinstance(screen, HandReviewScreen)
    assert screen.review.number == record.number
    assert screen.step_index == 0
    done = [trick for trick in record.tricks if trick.winner is not None]
    lines = [screen.step_line()]
    for number, trick in enumerate(done, 1):
        await pilot.press("right")
        assert screen.step.trick == trick
        line = screen.step_line()
        assert line.startswith(f"Trick {number} of {len(done)} · ")
        assert f"{screen.names[trick.leader]} led · {screen.names[trick.winner]} won" in line
        lines.append(line)
    await pilot.press("right")
    assert screen.step_index == screen.review.last
    lines.append(screen.step_line())
    await pilot.press("right")  # the end stays the end
    assert screen.step_index == screen.review.last
    await pilot.press("home")
    assert screen.step_index == 0
    await pilot.press("end")
    assert screen.step_index == screen.review.last
    return lines
