"""The Spades score pad and hand summary, built from the engine's hand records.

No Textual and no rules here: bids, tricks, contracts, Nil results, points, bags and
penalties are read from :class:`~spades_tui.records.SpadesHand`; this module only lays
them out as rows (one column per scoring unit: a partnership, or a player in
``bicycle``) and as sentences a new player can follow.

    rows = pad_rows(game.hands, partnerships=True, bag_penalty=True)
    lines = hand_sentences(game.hands[-1], ["North–South (You & Ben)", ...], names, ...)

The words are translated when the rows and sentences are built (``_()`` at call time,
never at import), so the table builds them each time it shows them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from shared.i18n import _, ngettext
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
        return _("Blind Nil") if blind else _("Nil")
    return str(bid)


def seat_bid_word(record: SpadesHand, seat: int) -> str:
    """The seat's bid in the hand ``record`` as a word: "4", "Nil", "Blind Nil" or "—"."""
    return bid_word(record.bids[seat], record.blind[seat])


def nil_bonus(record: SpadesHand, seat: int) -> int:
    """What the seat's Nil is worth, made or failed: a Blind Nil's bonus or a Nil's."""
    return BLIND_NIL_BONUS if record.blind[seat] else NIL_BONUS


def nil_word(record: SpadesHand, seat: int) -> str:
    return _("Blind Nil") if record.blind[seat] else _("Nil")


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
        blind = record.blind[seat]
        # TRANSLATORS: a score pad cell, narrow: a Nil (or Blind Nil) made or failed.
        if result is True:
            text = _("{name} Blind Nil made ✓ +{bonus}") if blind else _("{name} made ✓ +{bonus}")
            parts.append(text.format(name=names[seat], bonus=bonus))
        elif result is False:
            text = (
                _("{name} Blind Nil failed ✗ -{bonus}") if blind else _("{name} failed ✗ -{bonus}")
            )
            parts.append(text.format(name=names[seat], bonus=bonus))
    return ", ".join(parts)


def _contract_cell(record: SpadesHand, unit: int, seats: Sequence[int]) -> str:
    if record.contract is None or record.made is None:
        return ""
    if all(record.bids[s] == 0 for s in seats):
        return _("Nil only")
    # TRANSLATORS: a score pad cell, narrow (four columns at 80 wide in bicycle): the
    # contract, made or set (missed); the marks alone may do.
    text = _("{contract} made ✓") if record.made[unit] else _("{contract} set ✗")
    return text.format(contract=record.contract[unit])


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
    # The dealer belongs to the hand, not to a side: a line of its own under the hand's
    # heading, never in a side's column (and short, so a narrow pad does not wrap it).
    dealer = _("dealer {name}").format(name=names[record.dealer])
    if record.finished:
        heading = _("Hand {n}").format(n=record.number)
    else:
        heading = _("Hand {n} (in play)").format(n=record.number)
    rows = [
        PadRow(heading, ("",) * len(units), "hand"),
        PadRow(dealer, ("",) * len(units)),
        PadRow(
            _("Bids"), tuple(_joined([seat_bid_word(record, s) for s in seats]) for seats in units)
        ),
        PadRow(
            _("Tricks"),
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
        PadRow(
            _("Contract"), tuple(_contract_cell(record, u, seats) for u, seats in enumerate(units))
        )
    )
    if any(result is not None for result in record.nil_results):
        rows.append(PadRow(_("Nil"), tuple(_nil_cell(record, seats, names) for seats in units)))
    rows.append(
        PadRow(_("Points"), tuple(f"{points[u] + penalty[u]:+d}" for u in range(len(units))))
    )
    # TRANSLATORS: a score pad cell: bags this hand, then the bags carried forward.
    bags_cell = _("+{bags} (now {carried})")
    rows.append(
        PadRow(
            _("Bags"),
            tuple(
                bags_cell.format(bags=this_hand[u], carried=carried[u]) for u in range(len(units))
            ),
        )
    )
    if bag_penalty:
        rows.append(PadRow(_("Bag meter"), tuple(bag_meter(b) for b in carried)))
    if any(penalty):
        penalty_cell = _("-{penalty} ({limit} bags)")
        cells = tuple(penalty_cell.format(penalty=p, limit=BAG_LIMIT) if p else "" for p in penalty)
        rows.append(PadRow(_("Bag penalty"), cells, "penalty"))
    rows.append(PadRow(_("Total"), tuple(str(t) for t in totals), "total"))
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


def _bags(count: int) -> str:
    return ngettext("{n} bag", "{n} bags", count).format(n=count)


def _nil_sentence(record: SpadesHand, seat: int, name: str, failed_as_bags: bool) -> str:
    taken = record.tricks_won[seat]
    word, bonus = nil_word(record, seat), nil_bonus(record, seat)
    if record.nil_results[seat]:
        return _("{name} bid {nil} and took no trick: +{bonus}.").format(
            name=name, nil=word, bonus=bonus
        )
    tricks = ngettext("{n} trick", "{n} tricks", taken).format(n=taken)
    if failed_as_bags:
        return ngettext(
            "{name} bid {nil} but took {tricks}: -{bonus} (+{n} and {n} bag for those tricks).",
            "{name} bid {nil} but took {tricks}: -{bonus} (+{n} and {n} bags for those tricks).",
            taken,
        ).format(name=name, nil=word, tricks=tricks, bonus=bonus, n=taken)
    return _("{name} bid {nil} but took {tricks}: -{bonus}.").format(
        name=name, nil=word, tricks=tricks, bonus=bonus
    )


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
            head = _("{side} bid only Nil").format(side=unit_names[unit])
        else:
            if made[unit]:
                text = _("{side} bid {contract}, took {tricks}: made")
            else:
                # TRANSLATORS: "set": the contract was missed (German: gescheitert).
                text = _("{side} bid {contract}, took {tricks}: set")
            head = text.format(
                side=unit_names[unit],
                contract=contract[unit],
                tricks=contract_tricks(record, seats),
            )
        bags = _bags(this_hand[unit]) if this_hand[unit] else _("no bags")
        outcome = _("{points} this hand, {bags}.").format(
            points=f"{record.points[unit] + penalty[unit]:+d}", bags=bags
        )
        nils = [
            "  " + _nil_sentence(record, seat, names[seat], failed_nil_tricks == "bags")
            for seat in seats
            if record.nil_results[seat] is not None
        ]
        if nils:
            lines.extend([f"{head}.", *nils, "  " + _("In all: {outcome}").format(outcome=outcome)])
        else:
            lines.append(f"{head}, {outcome}")
        if penalty[unit]:
            text = _("{limit} bags reached: -{penalty} bag penalty, {bags} kept.")
            lines.append(
                "  "
                + text.format(limit=BAG_LIMIT, penalty=penalty[unit], bags=_bags(carried[unit]))
            )
    return lines
