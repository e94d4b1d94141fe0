"""The ``normal`` Spades player: bidding and card play as a club player would reason.

Bidding counts sure tricks (aces, guarded kings, high spades, spade length and ruffs) and
bids Nil on very weak hands. In play the seat picks a *goal* for the trick from the
score of the hand so far (make our contract, cover the partner's Nil, set the
opponents, or duck once the contract is made to avoid bags) and plays the card that
serves it. Everything reads only the seat's own hand and public information, so the
same functions drive the strong bot's rollouts on sampled deals.
"""

from __future__ import annotations

from shared.cards import RANKS, SUITS, Card
from shared.table import SEATS, partner_of, team_of
from spades_tui.bots.hand_state import ORDER, SUIT_CARDS, HandState
from spades_tui.rules import CARD_RANK as RANK
from spades_tui.rules import NIL, STRENGTH, TRICKS_PER_HAND, TRUMP

SIDE_SUITS = SUITS.replace(TRUMP, "")
ACE, KING, QUEEN, JACK, TEN, SEVEN = (RANKS.index(r) for r in "AKQJT7")
"""Rank indices (:data:`spades_tui.rules.CARD_RANK`) the heuristics name."""

# ------------------------------------------------------------------------ bidding


def estimate_tricks(hand: list[Card]) -> float:
    """Tricks a hand should take: sure side winners, spade honours and length, ruffs."""
    by_suit = {s: sorted((RANK[c] for c in hand if c[0] == s), reverse=True) for s in SUITS}
    spades = by_suit[TRUMP]
    total = 0.0
    for suit in SIDE_SUITS:
        ranks = by_suit[suit]
        n = len(ranks)
        if ACE in ranks:
            total += 1.0 if n <= 5 else 0.7
        if KING in ranks and n >= 2:
            total += 0.8 if ACE in ranks else 0.55
        if QUEEN in ranks and n >= 3 and (ACE in ranks or KING in ranks):
            total += 0.3
    honours = 0.0
    for rank in spades:
        higher_missing = sum(1 for r in range(rank + 1, len(RANKS)) if r not in spades)
        guards = sum(1 for r in spades if r < rank)
        if guards >= higher_missing:
            honours += 1.0
        elif guards + 1 >= higher_missing:
            honours += 0.4
    spade_tricks = min(len(spades), honours + max(0, len(spades) - 4) * 0.8)
    spare = max(0.0, len(spades) - spade_tricks)
    for suit in SIDE_SUITS:
        n = len(by_suit[suit])
        if spare <= 0:
            break
        ruffs = {0: 1.6, 1: 0.8, 2: 0.3}.get(n, 0.0)
        used = min(spare, ruffs)
        total += used
        spare -= used
    return total + spade_tricks


def nil_is_sound(hand: list[Card]) -> bool:
    """A Nil hand: no high spades, few spades, and every side suit can be ducked."""
    spades = [RANK[c] for c in hand if c[0] == TRUMP]
    if len(spades) > 3 or any(r >= QUEEN for r in spades):  # Q, K or A of spades
        return False
    if len(spades) == 3 and max(spades) >= TEN:
        return False
    danger = 0.0
    for suit in SIDE_SUITS:
        ranks = sorted(RANK[c] for c in hand if c[0] == suit)
        low = sum(1 for r in ranks if r <= SEVEN)  # 2 to 7 duck most tricks
        for r in ranks:
            if r >= KING:  # K or A: only safe with several low cards beneath
                danger += 1.0 if low < 3 else 0.4
            elif r >= JACK:
                danger += 0.4 if low < 2 else 0.1
    return danger <= 1.0


def choose_bid(state: HandState, seat: int, legal_bids: list[int]) -> int:
    hand = state.hands[seat]
    tricks = estimate_tricks(hand)
    table = state.table
    partner = partner_of(seat)
    partner_bid = state.bids[partner] if table.partnerships else None
    nil_ok = NIL in legal_bids and table.partnerships and partner_bid != NIL
    if nil_ok and tricks < 2.0 and nil_is_sound(hand):
        return NIL
    bid = int(tricks + 0.35)
    # A partnership's two bids rarely make more than 13 between them and the opponents.
    if partner_bid:
        bid = min(bid, max(1, TRICKS_PER_HAND - partner_bid - _opponent_bids(state, seat)))
    low = min(b for b in legal_bids if b != NIL)
    return max(low, min(bid, max(legal_bids)))


def _opponent_bids(state: HandState, seat: int) -> int:
    return sum(b or 0 for s, b in enumerate(state.bids) if team_of(s) != team_of(seat))


# ----------------------------------------------------------------------- card play

SPADE_KEEP = 14
"""Extra worth of keeping a spade: above any side card's rank (a judgement, not a rule)."""
MASTER_KEEP = 8
"""Extra worth of keeping a card no unseen card of its suit beats (a judgement)."""


def choose_card(state: HandState, seat: int, legal: list[Card]) -> Card:
    if len(legal) == 1:
        return legal[0]
    bids = state.bids
    if bids[seat] == NIL and state.tricks_won[seat] == 0:
        return _nil_card(state, seat, legal)
    goal = _goal(state, seat)
    if goal == "duck":
        return _duck_card(state, seat, legal)
    unseen = state.outstanding(seat)
    if goal == "cover":
        return _cover_card(state, seat, legal, unseen)
    return _win_card(state, seat, legal, unseen)


def _goal(state: HandState, seat: int) -> str:
    table = state.table
    partner = partner_of(seat)
    if table.partnerships and state.bids[partner] == NIL and state.tricks_won[partner] == 0:
        return "cover"
    need = _need(state, seat)
    if need > 0:
        return "win"
    remaining = TRICKS_PER_HAND - state.trick_no
    for opp in _opponent_units(state, seat):
        opp_need = _need(state, opp)
        # Setting them is worth the bags when they are close and we can still do it.
        if opp_need > 0 and remaining - opp_need < 2 + (remaining > 6):
            return "win"
    return "duck"


def _need(state: HandState, seat: int) -> int:
    """Tricks the seat's unit still needs for its contract (Nil bidders excluded)."""
    seats = [s for s in state.table.unit_seats(seat) if state.bids[s] != NIL]
    contract = sum(state.bids[s] or 0 for s in seats)
    return contract - sum(state.tricks_won[s] for s in seats)


def _opponent_units(state: HandState, seat: int) -> list[int]:
    """One representative seat per opposing unit."""
    if state.table.partnerships:
        return [ORDER[seat][1]]
    return [s for s in SEATS if s != seat]


def _is_partner(state: HandState, seat: int, other: int) -> bool:
    return state.table.partnerships and other == partner_of(seat)


def _seats_after(state: HandState, seat: int) -> tuple[int, ...]:
    return ORDER[seat][1 : 4 - len(state.trick)]


def _can_be_beaten(
    state: HandState, seat: int, card: Card, led: str, rivals: list[int], unseen: set[Card]
) -> bool:
    """Could one of ``rivals`` (still to play) beat ``card``, as far as ``seat`` knows?"""
    if not rivals:
        return False
    power = STRENGTH[led]
    mine = power[card]
    for suit in (led, TRUMP) if led != TRUMP else (TRUMP,):
        holders = [r for r in rivals if suit not in state.voids[r]]
        if not holders:
            continue
        if suit == TRUMP and led != TRUMP:
            # A rival can trump only when out of the led suit.
            holders = [r for r in holders if led in state.voids[r]] or (
                holders if _many_gone(state, led, seat) else []
            )
            if not holders:
                continue
        for c in SUIT_CARDS[suit]:
            if c in unseen and power[c] > mine:
                return True
    return False


def _many_gone(state: HandState, suit: str, seat: int) -> bool:
    """Most of a suit is out: somebody behind us may well be void in it by now."""
    seen = sum(1 for c in SUIT_CARDS[suit] if c in state.played or c in state.hands[seat])
    return seen >= 8


def _is_master(card: Card, unseen: set[Card]) -> bool:
    return not any(c in unseen and RANK[c] > RANK[card] for c in SUIT_CARDS[card[0]])


def _keep_value(card: Card, unseen: set[Card]) -> float:
    """How much a card is worth keeping: spades and master cards take tricks later."""
    value = float(RANK[card])
    if card[0] == TRUMP:
        value += SPADE_KEEP
    if _is_master(card, unseen):
        value += MASTER_KEEP
    return value


def _lowest(cards: list[Card], unseen: set[Card]) -> Card:
    return min(cards, key=lambda c: (_keep_value(c, unseen), c))


def _win_card(state: HandState, seat: int, legal: list[Card], unseen: set[Card]) -> Card:
    if not state.trick:
        return _win_lead(state, seat, legal, unseen)
    led = state.trick[0][0]
    best_seat, best = state.winning()
    after = _seats_after(state, seat)
    rivals = [s for s in after if not _is_partner(state, seat, s)]
    if _is_partner(state, seat, best_seat) and not _can_be_beaten(
        state, seat, best, led, rivals, unseen
    ):
        return _lowest(legal, unseen)
    power = STRENGTH[led]
    top = power[best]
    winners = sorted((c for c in legal if power[c] > top), key=power.__getitem__)
    if not winners:
        return _lowest(legal, unseen)
    safe = [c for c in winners if not _can_be_beaten(state, seat, c, led, rivals, unseen)]
    if safe:
        return safe[0]
    # Third hand high: make the last opponent pay for the trick.
    if len(state.trick) == 2 and winners[-1][0] == led:
        return winners[-1]
    return _lowest(legal, unseen)


def _win_lead(state: HandState, seat: int, legal: list[Card], unseen: set[Card]) -> Card:
    hand = state.hands[seat]
    opponents = [s for s in SEATS if s != seat and not _is_partner(state, seat, s)]
    unseen_spades = [c for c in SUIT_CARDS[TRUMP] if c in unseen]
    masters = [
        c
        for c in legal
        if c[0] != TRUMP and _is_master(c, unseen) and not _ruffed(state, c[0], opponents, unseen)
    ]
    if masters:
        return max(masters, key=lambda c: RANK[c])
    spades = [c for c in legal if c[0] == TRUMP]
    if spades and unseen_spades:
        top = max(spades, key=lambda c: RANK[c])
        if _is_master(top, unseen):
            return top
    partner = partner_of(seat)
    if state.table.partnerships:
        ruffable = [
            c
            for c in legal
            if c[0] != TRUMP and c[0] in state.voids[partner] and TRUMP not in state.voids[partner]
        ]
        if ruffable:
            return _lowest(ruffable, unseen)
    side = [c for c in legal if c[0] != TRUMP] or legal
    # Low from the longest side suit keeps our honours for later.
    length = {s: sum(1 for c in hand if c[0] == s) for s in SUITS}
    return min(side, key=lambda c: (_keep_value(c, unseen) - length[c[0]] * 0.5, c))


def _ruffed(state: HandState, suit: str, opponents: list[int], unseen: set[Card]) -> bool:
    """Would an opponent trump a lead of ``suit``? Only one out of it and holding spades can."""
    if not any(c[0] == TRUMP for c in unseen):
        return False
    if not any(c[0] == suit for c in unseen):
        return True  # nobody else holds the suit any more
    return any(suit in state.voids[o] and TRUMP not in state.voids[o] for o in opponents)


def _duck_card(state: HandState, seat: int, legal: list[Card]) -> Card:
    """Contract made: lose the trick if at all possible, shedding the most dangerous card."""
    if not state.trick:
        return min(legal, key=lambda c: (c[0] == TRUMP, RANK[c], c))
    led = state.trick[0][0]
    _, best = state.winning()
    power = STRENGTH[led]
    top = power[best]
    losers = [c for c in legal if power[c] < top]
    if losers:
        return max(losers, key=lambda c: (c[0] != TRUMP, RANK[c], c))
    # Forced to win: when last, do it with the highest card; else hope it is overtaken.
    if len(state.trick) == 3:
        return max(legal, key=lambda c: (power[c], c))
    return min(legal, key=lambda c: (power[c], c))


def _nil_card(state: HandState, seat: int, legal: list[Card]) -> Card:
    """Our own Nil: never win a trick, and get rid of the cards that could win one."""
    return _duck_card(state, seat, legal)


def _cover_card(state: HandState, seat: int, legal: list[Card], unseen: set[Card]) -> Card:
    """Partner bid Nil: take the tricks he might otherwise be forced to win."""
    partner = partner_of(seat)
    if not state.trick:
        return max(legal, key=lambda c: (RANK[c], c[0] == TRUMP, c))
    led = state.trick[0][0]
    best_seat, best = state.winning()
    power = STRENGTH[led]
    top = power[best]
    partner_played = partner not in _seats_after(state, seat)
    if partner_played:
        if best_seat == partner:
            winners = [c for c in legal if power[c] > top]
            if winners:
                return min(winners, key=power.__getitem__)
        return _lowest(legal, unseen)
    # Partner plays after us: win high so he can duck under our card.
    return max(legal, key=lambda c: (power[c], c))
