"""What the statistics count in the Jass kinds, from the finished game's hand records.

Registered in ``jass_tui/kind.py`` (``stats=``); ``shared.stats`` adds games, wins and
points itself. A contract is *made* when the choosing team took more card points than
the other team (a Match always is).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from shared.i18n import N_
from shared.stats import Counter, KindStats
from shared.table import team_of

CHOSEN = Counter("chosen", N_("Trumps chosen"))
MADE = Counter("made", N_("Contracts made"))
PUSHED = Counter("pushed", N_("Pushes"))
MATCHES = Counter("matches", N_("Matches"))
EXACT = Counter("exact", N_("Exact predictions"))
FIXED = Counter("trump_fixed", N_("Trumps fixed"))


def _finished(game: Any) -> list[Any]:
    return [hand for hand in game.hands if hand.finished]


def _chosen_made(hand: Any, seat: int) -> tuple[int, int]:
    if hand.chooser != seat:
        return 0, 0
    team = team_of(seat)
    points = hand.trick_points
    made = hand.match == team or points[team] > points[1 - team]
    return 1, int(made)


def schieber_counts(game: Any, seat: int) -> Mapping[str, int]:
    counts = dict.fromkeys(("chosen", "made", "pushed", "matches"), 0)
    for hand in _finished(game):
        chosen, made = _chosen_made(hand, seat)
        counts["chosen"] += chosen
        counts["made"] += made
        counts["pushed"] += int(hand.pushed and hand.forehand == seat)
        counts["matches"] += int(hand.match is not None and hand.match == team_of(seat))
    return counts


def coiffeur_counts(game: Any, seat: int) -> Mapping[str, int]:
    counts = dict.fromkeys(("chosen", "made", "pushed", "matches"), 0)
    for hand in _finished(game):
        chosen, made = _chosen_made(hand, seat)
        counts["chosen"] += chosen
        counts["made"] += made
        counts["pushed"] += hand.pushes.count(seat)
        counts["matches"] += int(hand.match is not None and hand.match == team_of(seat))
    return counts


def differenzler_counts(game: Any, seat: int) -> Mapping[str, int]:
    exact = sum(
        1
        for hand in _finished(game)
        if hand.differences is not None and hand.differences[seat] == 0
    )
    return {"exact": exact}


def molotow_counts(game: Any, seat: int) -> Mapping[str, int]:
    return {"trump_fixed": sum(1 for hand in _finished(game) if hand.trump_fixed_by == seat)}


def _target(game: Any) -> tuple[int, ...]:
    target = game.options.get("target")
    return (target,) if isinstance(target, int) and not isinstance(target, bool) else ()


SCHIEBER = KindStats((CHOSEN, MADE, PUSHED, MATCHES), schieber_counts, _target)
COIFFEUR = KindStats((CHOSEN, MADE, PUSHED, MATCHES), coiffeur_counts)
DIFFERENZLER = KindStats((EXACT,), differenzler_counts)
MOLOTOW = KindStats((FIXED,), molotow_counts)
