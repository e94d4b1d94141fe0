"""Team totals with progress to the target: "NS 312 ▰▰▱▱▱ · EW 415 ▰▰▱▱▱ / 1000"."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.widgets import Static

BAR = 6


def progress_bar(score: int, target: int | None, width: int = BAR) -> str:
    """A bar of ``width`` cells filled in proportion to ``score / target``."""
    if not target:
        return ""
    filled = min(width, score * width // target)
    return "▰" * filled + "▱" * (width - filled)


def score_text(
    scores: Sequence[int], teams: Sequence[str], target: int | None, hands_left: str = ""
) -> Text:
    text = Text()
    for team, (name, score) in enumerate(zip(teams, scores, strict=True)):
        if team:
            text.append("  ")
        text.append(f"{name} ", style="bold")
        text.append(str(score))
        bar = progress_bar(score, target)
        if bar:
            text.append(f" {bar}")
    if target:
        text.append(f"  → {target}")
    if hands_left:
        text.append(f"  {hands_left}")
    return text


class ScoreBar(Static):
    """The running totals of both teams."""

    DEFAULT_CSS = """
    ScoreBar { width: 1fr; padding: 0 1; }
    """
