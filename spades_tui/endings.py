"""Why a game of Spades ended, in one sentence for the game-over screen (RULES.md 2.8).

A pure function of the game's end reason, its scores and options: the table passes the
names of the sides (teams or players) as it shows them and translates the ``Msg``.
"""

from __future__ import annotations

from collections.abc import Sequence

from shared.i18n import Msg
from spades_tui.records import EndReason


def end_sentence(
    reason: EndReason | None,
    winner: int | None,
    scores: Sequence[int],
    sides: Sequence[str],
    target: int,
    loss_limit: int | None,
) -> Msg | None:
    """'East–West reached the target of 500.', 'North–South fell to -210, at or below
    the loss limit of -200.' … or None while the game goes on."""
    if reason is None or winner is None:
        return None
    if reason == "target":
        return Msg("{side} reached the target of {target}.", side=sides[winner], target=target)
    if reason == "target_higher":
        if len(scores) == 2:
            return Msg(
                "Both teams reached the target of {target}; {side} have the higher total.",
                side=sides[winner],
                target=target,
            )
        return Msg(
            "{n} players reached the target of {target}; {side} has the highest total.",
            n=sum(1 for score in scores if score >= target),
            side=sides[winner],
            target=target,
        )
    lowest = min(range(len(scores)), key=lambda unit: (scores[unit], unit))
    return Msg(
        "{side} fell to {score}, at or below the loss limit of {limit}.",
        side=sides[lowest],
        score=scores[lowest],
        limit=loss_limit,
    )
