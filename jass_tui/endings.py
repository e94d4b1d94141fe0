"""Why a Jass game ended, in one sentence for the game-over screen, for every kind.

Pure functions of what the engines record (``JassHand.end_reason``, the number of hands
played, the winner); the table passes the team or player names as it shows them and
translates the ``Msg``. Schieber ends at the target (with Stöck, Weis or a trick, RULES.md
1.9) or, in ``tournament``, after its hands; Coiffeur when every cell is filled;
Differenzler and Molotow after their hands.
"""

from __future__ import annotations

from collections.abc import Sequence

from jass_tui.records import JassHand
from shared.i18n import Msg


def schieber_end(
    record: JassHand,
    winner: int | None,
    teams: Sequence[str],
    target: int | None,
    hands_limit: int | None,
    played: int,
) -> Msg | None:
    """'Anna & Beat reached the target of 1000 with Stöck.' … or None while it goes on."""
    if winner is None:
        return None
    team = teams[winner]
    if record.end_reason == "stoeck":
        return Msg("{team} reached the target of {target} with Stöck.", team=team, target=target)
    if record.end_reason == "weis":
        return Msg("{team} reached the target of {target} with Weis.", team=team, target=target)
    if record.end_reason == "trick":
        return Msg("{team} reached the target of {target} with a trick.", team=team, target=target)
    if hands_limit is not None and played > hands_limit:
        return Msg.plural(
            "All {limit} hands played, and one more to break the tie; {team} have more points.",
            "All {limit} hands played, and {n} more to break the tie; {team} have more points.",
            played - hands_limit,
            limit=hands_limit,
            team=team,
        )
    return Msg.plural(
        "The only hand is played; {team} have more points.",
        "All {n} hands played; {team} have more points.",
        played,
        team=team,
    )


def coiffeur_end(winner: int | None, teams: Sequence[str], played: int) -> Msg:
    """'Every cell is filled after 20 hands; Anna & Beat have more points.' or a draw."""
    if winner is None:
        return Msg.plural(
            "Every cell is filled after {n} hand, and the totals are equal: a draw.",
            "Every cell is filled after {n} hands, and the totals are equal: a draw.",
            played,
        )
    return Msg.plural(
        "Every cell is filled after {n} hand; {team} have more points.",
        "Every cell is filled after {n} hands; {team} have more points.",
        played,
        team=teams[winner],
    )


def solo_end(kind: str, played: int) -> Msg:
    """Differenzler and Molotow: all hands played, the lowest total wins."""
    if kind == "differenzler":
        return Msg.plural(
            "The only hand is played; the lowest penalty total wins.",
            "All {n} hands played; the lowest penalty total wins.",
            played,
        )
    return Msg.plural(
        "The only hand is played; the lowest total wins.",
        "All {n} hands played; the lowest total wins.",
        played,
    )
