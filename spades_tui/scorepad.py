"""The Spades score pad and hand summary, built from the engine's hand records.

No Textual and no rules here: bids, tricks, contracts, Nil results, points, bags and
penalties are read from :class:`~spades_tui.records.SpadesHand`; this module only lays
them out as rows (one column per scoring unit: a partnership, or a player in
``bicycle``) and as sentences a new player can follow.

    rows = pad_rows(game.hands, partnerships=True, bag_penalty=True)
    lines = hand_sentences(game.hands[-1], ["North–South (You & Ben)", ...], names, ...)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from spades_tui.records import SpadesHand
from spades_tui.scoring import BAG_LIMIT, BLIND_NIL_BONUS, NIL_BONUS, scoring_units

METER_FULL = "▰"
METER_EMPTY = "▱"


@dataclass(frozen=True)
class PadRow:
    """One line of the pad: a label and one cell per unit; ``kind`` styles it.

    ``kind`` is ``"hand"`` (a hand's heading), ``"penalty"``, ``"total"`` or ``""``.
    """

    label: str
    cells: tuple[str, ...]
    kind: str = ""


def bid_word(bid: int | None, blind: bool = False) -> str:
    """ "Nil" for 0 ("Blind Nil" when bid blind), "—" for a bid not made yet, else the number."""
    if bid is None:
        return "—"
    if bid == 0:
        return "Blind Nil" if blind else "Nil"
    return str(bid)


def seat_bid_word(record: SpadesHand, seat: int) -> str:
    """The seat's bid in the hand ``record`` as a word: "4", "Nil", "Blind Nil" or "—"."""
    return bid_word(record.bids[seat], record.blind[seat])


def nil_bonus(record: SpadesHand, seat: int) -> int:
    """What the seat's Nil is worth, made or failed: a Blind Nil's bonus or a Nil's."""
    return BLIND_NIL_BONUS if record.blind[seat] else NIL_BONUS


def nil_word(record: SpadesHand, seat: int) -> str:
    return "Blind Nil" if record.blind[seat] else "Nil"


def bag_meter(bags: int, limit: int = BAG_LIMIT) -> str:
    """ "▰▰▰▱▱▱▱▱▱▱ 3/10": how close the unit's bag count is to the penalty."""
    filled = max(0, min(limit, bags))
    return METER_FULL * filled + METER_EMPTY * (limit - filled) + f" {bags}/{limit}"


def contract_tricks(record: SpadesHand, seats: Sequence[int]) -> int:
    """Tricks that count toward the unit's contract: a Nil bidder's never do (RULES 2.4)."""
    return sum(record.tricks_won[s] for s in seats if record.bids[s] != 0)


def _joined(values: Sequence[str]) -> str:
    return " + ".join(values)


def _units(partnerships: bool) -> list[tuple[int, ...]]:
    return [tuple(seats) for seats in scoring_units(partnerships)]


def _nil_cell(record: SpadesHand, seats: Sequence[int], names: Sequence[str]) -> str:
    parts = []
    for seat in seats:
        result = record.nil_results[seat]
        bonus = nil_bonus(record, seat)
        blind = "Blind Nil " if record.blind[seat] else ""
        if result is True:
            parts.append(f"{names[seat]} {blind}made ✓ +{bonus}")
        elif result is False:
            parts.append(f"{names[seat]} {blind}failed ✗ -{bonus}")
    return ", ".join(parts)


def _contract_cell(record: SpadesHand, unit: int, seats: Sequence[int]) -> str:
    if record.contract is None or record.made is None:
        return ""
    if all(record.bids[s] == 0 for s in seats):
        return "Nil only"
    word = "made ✓" if record.made[unit] else "set ✗"
    return f"{record.contract[unit]} {word}"


def hand_rows(
    record: SpadesHand,
    names: Sequence[str],
    totals: Sequence[int],
    *,
    partnerships: bool,
    bag_penalty: bool,
) -> list[PadRow]:
    """The pad rows of one hand; ``totals`` are the running totals after it."""
    units = _units(partnerships)
    dealer = names[record.dealer]
    state = "" if record.finished else " (in play)"
    rows = [
        PadRow(
            f"Hand {record.number}{state}", (f"dealer {dealer}",) + ("",) * (len(units) - 1), "hand"
        ),
        PadRow(
            "Bids", tuple(_joined([seat_bid_word(record, s) for s in seats]) for seats in units)
        ),
        PadRow(
            "Tricks",
            tuple(_joined([str(record.tricks_won[s]) for s in seats]) for seats in units),
        ),
    ]
    if not record.finished:
        return rows
    points = record.points or (0,) * len(units)
    penalty = record.bag_penalty or (0,) * len(units)
    this_hand = record.bags_this_hand or (0,) * len(units)
    carried = record.bags or (0,) * len(units)
    rows.append(
        PadRow("Contract", tuple(_contract_cell(record, u, seats) for u, seats in enumerate(units)))
    )
    if any(result is not None for result in record.nil_results):
        rows.append(PadRow("Nil", tuple(_nil_cell(record, seats, names) for seats in units)))
    rows.append(PadRow("Points", tuple(f"{points[u] + penalty[u]:+d}" for u in range(len(units)))))
    rows.append(
        PadRow("Bags", tuple(f"+{this_hand[u]} (now {carried[u]})" for u in range(len(units))))
    )
    if bag_penalty:
        rows.append(PadRow("Bag meter", tuple(bag_meter(b) for b in carried)))
    if any(penalty):
        cells = tuple(f"-{p} ({BAG_LIMIT} bags)" if p else "" for p in penalty)
        rows.append(PadRow("Bag penalty", cells, "penalty"))
    rows.append(PadRow("Total", tuple(str(t) for t in totals), "total"))
    return rows


def pad_rows(
    hands: Sequence[SpadesHand],
    names: Sequence[str],
    *,
    partnerships: bool,
    bag_penalty: bool,
) -> list[PadRow]:
    """Every hand's rows in order, with running totals (the sum of the hands' points)."""
    units = len(scoring_units(partnerships))
    totals = [0] * units
    rows: list[PadRow] = []
    for record in hands:
        for unit, points in enumerate(record.points or ()):
            totals[unit] += points
        rows.extend(
            hand_rows(record, names, totals, partnerships=partnerships, bag_penalty=bag_penalty)
        )
    return rows


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def _nil_sentence(record: SpadesHand, seat: int, name: str, failed_as_bags: bool) -> str:
    taken = record.tricks_won[seat]
    word, bonus = nil_word(record, seat), nil_bonus(record, seat)
    if record.nil_results[seat]:
        return f"{name} bid {word} and took no trick: +{bonus}."
    extra = f" (+{taken} and {_plural(taken, 'bag')} for those tricks)" if failed_as_bags else ""
    return f"{name} bid {word} but took {_plural(taken, 'trick')}: -{bonus}{extra}."


def hand_sentences(
    record: SpadesHand,
    unit_names: Sequence[str],
    names: Sequence[str],
    *,
    partnerships: bool,
    failed_nil_tricks: str = "bags",
) -> list[str]:
    """What a finished hand scored, unit by unit, in plain words.

    "North–South bid 6, took 7: made, +61 this hand, 1 bag."
    """
    if not record.finished or record.points is None:
        return []
    units = _units(partnerships)
    contract = record.contract or (0,) * len(units)
    made = record.made or (True,) * len(units)
    this_hand = record.bags_this_hand or (0,) * len(units)
    penalty = record.bag_penalty or (0,) * len(units)
    carried = record.bags or (0,) * len(units)
    lines = []
    for unit, seats in enumerate(units):
        bids = [record.bids[s] for s in seats]
        if all(bid == 0 for bid in bids):
            head = f"{unit_names[unit]} bid only Nil"
        else:
            head = (
                f"{unit_names[unit]} bid {contract[unit]}, "
                f"took {contract_tricks(record, seats)}: {'made' if made[unit] else 'set'}"
            )
        bags = _plural(this_hand[unit], "bag") if this_hand[unit] else "no bags"
        outcome = f"{record.points[unit] + penalty[unit]:+d} this hand, {bags}."
        nils = [
            "  " + _nil_sentence(record, seat, names[seat], failed_nil_tricks == "bags")
            for seat in seats
            if record.nil_results[seat] is not None
        ]
        if nils:
            lines.extend([f"{head}.", *nils, f"  In all: {outcome}"])
        else:
            lines.append(f"{head}, {outcome}")
        if penalty[unit]:
            lines.append(
                f"  {BAG_LIMIT} bags reached: -{penalty[unit]} bag penalty, "
                f"{_plural(carried[unit], 'bag')} kept."
            )
    return lines
