"""Reviews of finished Jass hands (Schieber, Coiffeur, Differenzler, Molotow).

Each builder lays one finished hand record out as :class:`~shared.review.HandReview`
steps. What a trick counted comes from the rules tables (``rules.POINTS``,
``scoring.trick_value``: card points, the last trick's 5) and from the record where the
record says it (Match); the result lines are record fields. No Textual here.
"""

from __future__ import annotations

from collections.abc import Sequence

from jass_tui.coiffeur_presets import MATCH_TOTAL, describe_cell
from jass_tui.coiffeur_records import CoiffeurHand
from jass_tui.differenzler import DifferenzlerHand
from jass_tui.molotow import NO_TRUMP, MolotowHand
from jass_tui.records import JassHand
from jass_tui.rules import CONTRACT_NAMES, DIRECTION, POINTS, display_order
from jass_tui.scoring import MATCH_BONUS, TRICKS_PER_HAND, trick_value
from jass_tui.weis import Weis
from shared.cards import CardCode
from shared.i18n import Msg
from shared.review import HandReview, build_review
from shared.table import team_of
from shared.tricks import TrickRecord

SIX_HIGH = "six_high"


def _order(cards: Sequence[CardCode]) -> list[CardCode]:
    return display_order(cards)


def _seat(seat: int) -> int:
    return seat


def _declared(declared: Sequence[Sequence[Weis]], names: Sequence[str]) -> list[Msg]:
    """ "Weis declared: Anna, four jacks (200)" per declaration."""
    return [
        Msg("Weis declared: {name}, {weis}", name=names[seat], weis=weis.describe())
        for seat, each in enumerate(declared)
        for weis in each
    ]


def _last_note(number: int) -> list[Msg]:
    if number == TRICKS_PER_HAND:
        return [Msg("Last trick: +5 points")]
    return []


def _stoeck_trick(tricks: Sequence[TrickRecord], seat: int | None, pair: Sequence[str]) -> int:
    """The number of the trick in which ``seat`` played the second Stöck card (0: none)."""
    if seat is None or not pair:
        return 0
    seen = 0
    for number, trick in enumerate(tricks, 1):
        for i, card in enumerate(trick.cards):
            if card in pair and trick.seat_of(i, DIRECTION) == seat:
                seen += 1
                if seen == len(pair):
                    return number
    return 0


def schieber_review(
    record: JassHand, names: Sequence[str], team_names: Sequence[str], undenufe_values: str
) -> HandReview:
    """A finished Schieber hand; the tricks add up to ``record.trick_points``."""
    contract = record.contract or "obe"
    table = POINTS[(contract, undenufe_values)]
    chooser = names[record.chooser] if record.chooser is not None else "?"
    if record.pushed:
        heading = Msg(
            "Hand {number} · {contract}, chosen by {name} (geschoben)",
            number=record.number,
            contract=CONTRACT_NAMES[contract],
            name=chooser,
        )
    else:
        heading = Msg(
            "Hand {number} · {contract}, chosen by {name}",
            number=record.number,
            contract=CONTRACT_NAMES[contract],
            name=chooser,
        )

    weis_ended = record.ended_game and record.end_reason == "weis"

    def value(number: int, trick: TrickRecord) -> int:
        if weis_ended and number == 1:
            return 0  # the Weis reached the target first: this trick was never counted
        points = trick_value(trick.cards, table, number == TRICKS_PER_HAND)
        if number == TRICKS_PER_HAND and record.match == team_of(trick.winner or 0):
            points += MATCH_BONUS
        return points

    stoeck_pair = [contract + "K", contract + "Q"] if record.stoeck_seat is not None else []
    stoeck_at = _stoeck_trick(record.tricks, record.stoeck_seat, stoeck_pair)

    def notes(number: int, trick: TrickRecord) -> list[Msg]:
        out = _last_note(number)
        if number == TRICKS_PER_HAND and record.match is not None:
            out.append(Msg("Match: +{points} points", points=MATCH_BONUS))
        if number == 1 and record.weis_winner is not None:
            out.append(
                Msg(
                    "Weis: {team} score {points}",
                    team=team_names[record.weis_winner],
                    points=record.weis[record.weis_winner],
                )
            )
        if weis_ended and number == 1:
            out.append(Msg("The Weis reached the target: the game ended before this trick counted"))
        if number == stoeck_at and record.stoeck_seat is not None:
            out.append(
                Msg(
                    "Stöck: {name} +{points}",
                    name=names[record.stoeck_seat],
                    points=record.stoeck[team_of(record.stoeck_seat)],
                )
            )
        return out

    result = [
        Msg(
            "{team}: {tricks} card points, Weis {weis}, Stöck {stoeck}, ×{multiplier} → {total}",
            team=team_names[team],
            tricks=record.trick_points[team],
            weis=record.weis[team],
            stoeck=record.stoeck[team],
            multiplier=record.multiplier,
            total=record.points[team],
        )
        for team in (0, 1)
    ]
    return build_review(
        record,
        heading=heading,
        units=team_names,
        unit_of=team_of,
        trick_value=value,
        direction=DIRECTION,
        order=_order,
        deal_notes=_declared(record.declared_weis, names),
        trick_notes=notes,
        result=result,
        cut_short=record.ended_game,
    )


def coiffeur_review(
    record: CoiffeurHand, names: Sequence[str], team_names: Sequence[str], undenufe_values: str
) -> HandReview:
    """A finished Coiffeur hand, each trick valued by its own mode."""
    modes = record.modes
    chooser = names[record.chooser] if record.chooser is not None else "?"
    heading = Msg(
        "Hand {number} · {contract}, chosen by {name}",
        number=record.number,
        contract=describe_cell(record.cell) if record.cell else Msg("no contract"),
        name=chooser,
    )
    running = [0, 0]

    def value(number: int, trick: TrickRecord) -> int:
        table = POINTS[(modes[number - 1], undenufe_values)]
        team = team_of(trick.winner or 0)
        points = trick_value(trick.cards, table, number == TRICKS_PER_HAND)
        if number == TRICKS_PER_HAND and record.match == team:
            # A Match writes MATCH_TOTAL whatever the modes' cards were worth.
            points = MATCH_TOTAL - running[team]
        running[team] += points
        return points

    def notes(number: int, trick: TrickRecord) -> list[Msg]:
        out = _last_note(number)
        if number == TRICKS_PER_HAND and record.match is not None:
            out.append(Msg("Match: {team} took all nine tricks", team=team_names[record.match]))
        return out

    result = [
        Msg(
            "{team}: {points} card points",
            team=team_names[team],
            points=record.trick_points[team],
        )
        for team in (0, 1)
    ]
    if record.chooser is not None and record.raw is not None and record.multiplier is not None:
        team = team_of(record.chooser)
        result.append(
            Msg(
                "{team} write {raw} × {multiplier} = {total}",
                team=team_names[team],
                raw=record.raw,
                multiplier=record.multiplier,
                total=record.points[team],
            )
        )
    return build_review(
        record,
        heading=heading,
        units=team_names,
        unit_of=team_of,
        trick_value=value,
        direction=DIRECTION,
        order=_order,
        trick_notes=notes,
        result=result,
    )


def differenzler_review(record: DifferenzlerHand, names: Sequence[str]) -> HandReview:
    """A finished Differenzler hand: the card points each player took, trick by trick."""
    table = POINTS[(record.trump, SIX_HIGH)]
    heading = Msg(
        "Hand {number} · {contract}", number=record.number, contract=CONTRACT_NAMES[record.trump]
    )
    deal = [
        Msg("{name} predicted {points}", name=names[seat], points=predicted)
        for seat, predicted in enumerate(record.predictions)
        if predicted is not None
    ]

    def value(number: int, trick: TrickRecord) -> int:
        return trick_value(trick.cards, table, number == TRICKS_PER_HAND)

    def notes(number: int, trick: TrickRecord) -> list[Msg]:
        return _last_note(number)

    result = []
    for seat in range(4):
        difference = record.differences[seat] if record.differences else 0
        points = record.points[seat] if record.points else 0
        result.append(
            Msg(
                "{name}: predicted {predicted}, took {taken}, difference {difference} → {points}",
                name=names[seat],
                predicted=record.predictions[seat] or 0,
                taken=record.taken[seat],
                difference=difference,
                points=points,
            )
        )
    return build_review(
        record,
        heading=heading,
        units=names,
        unit_of=_seat,
        trick_value=value,
        direction=DIRECTION,
        order=_order,
        deal_notes=deal,
        trick_notes=notes,
        result=result,
    )


def molotow_review(record: MolotowHand, names: Sequence[str]) -> HandReview:
    """A finished Molotow hand, the tricks valued with the contract as it ended."""
    table = POINTS[(record.trump or NO_TRUMP, SIX_HIGH)]
    contract = CONTRACT_NAMES[record.trump] if record.trump else Msg("no trump")
    heading = Msg("Hand {number} · {contract}", number=record.number, contract=contract)
    stoeck_pair = [f"{record.trump}K", f"{record.trump}Q"] if record.trump else []
    stoeck_at = _stoeck_trick(record.tricks, record.stoeck_seat, stoeck_pair)

    def value(number: int, trick: TrickRecord) -> int:
        return trick_value(trick.cards, table, number == TRICKS_PER_HAND)

    def notes(number: int, trick: TrickRecord) -> list[Msg]:
        out = _last_note(number)
        if number == record.trump_fixed_in and record.trump_fixed_by is not None and record.trump:
            out.append(
                Msg(
                    "{name} fixed trump: {contract}",
                    name=names[record.trump_fixed_by],
                    contract=CONTRACT_NAMES[record.trump],
                )
            )
        if number == 1 and any(record.hand_weis):
            out.extend(
                Msg("Hand Weis: {name} −{points}", name=names[seat], points=points)
                for seat, points in enumerate(record.hand_weis)
                if points
            )
        weis = record.trick_weis[number - 1] if number <= len(record.trick_weis) else None
        if weis is not None and trick.winner is not None:
            out.append(
                Msg(
                    "Table Weis for {name}: {weis}",
                    name=names[trick.winner],
                    weis=weis.describe(),
                )
            )
        if number == stoeck_at and record.stoeck_seat is not None:
            out.append(
                Msg(
                    "Stöck: {name} −{points}",
                    name=names[record.stoeck_seat],
                    points=record.stoeck[record.stoeck_seat],
                )
            )
        return out

    result = [
        Msg(
            "{name}: {taken} card points + {table} − {weis} − {stoeck}, ×{multiplier} → {points}",
            name=names[seat],
            taken=record.taken[seat],
            table=record.table_weis[seat],
            weis=record.hand_weis[seat],
            stoeck=record.stoeck[seat],
            multiplier=record.multiplier,
            points=record.points[seat] if record.points else 0,
        )
        for seat in range(4)
    ]
    return build_review(
        record,
        heading=heading,
        units=names,
        unit_of=_seat,
        trick_value=value,
        direction=DIRECTION,
        order=_order,
        deal_notes=_declared(record.declared_weis, names),
        trick_notes=notes,
        result=result,
    )
