"""The ``normal`` Spades player: bidding and card play as a club player would reason.

Bidding counts sure tricks (aces, guarded kings, high spades, spade length and ruffs) and
bids Nil on very weak hands. In play the seat picks a *goal* for the trick from the
score of the hand so far (make our contract, cover the partner's Nil, set the
opponents, or duck once the contract is made to avoid bags) and plays the card that
serves it. Everything reads only the seat's own hand and public information, so the
same functions drive the strong bot's rollouts on sampled deals.
"""

from __future__ import annotations

from collections.abc import Sequence

from shared.cards import RANKS, SUITS, Card
from shared.table import SEATS, partner_of, team_of
from spades_tui.bots.hand_state import ORDER, PLAIN, SIDE_SUITS, DeckTables, HandState
from spades_tui.rules import NIL, TRICKS_PER_HAND, TRUMP

ACE, KING, QUEEN, JACK, TEN, SEVEN = (RANKS.index(r) for r in "AKQJT7")
"""Rank indices (:attr:`DeckTables.rank`) the heuristics name; the jokers (and with
deuces the 2♠ and 2♦) rank above the ace of spades."""

# ------------------------------------------------------------------------ bidding


def estimate_tricks(hand: Sequence[Card], deck: DeckTables = PLAIN) -> float:
    """Tricks a hand should take: sure side winners, spade honours and length, ruffs.

    The spades are the spades in play: with jokers the Big and Little Joker (and with
    deuces the 2♦ and 2♠) are the top honours.
    """
    suit_of, rank_of = deck.suit, deck.rank
    by_suit = {
        s: sorted((rank_of[c] for c in hand if suit_of[c] == s), reverse=True) for s in SUITS
    }
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
    held = set(spades)
    for rank in spades:
        higher_missing = sum(1 for r in deck.trump_ranks if r > rank and r not in held)
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


def nil_is_sound(hand: Sequence[Card], deck: DeckTables = PLAIN) -> bool:
    """A Nil hand: no high spades, few spades, and every side suit can be ducked.

    A joker (or a deuces' 2♦ or 2♠) ranks above the queen: never Nil with one.
    """
    suit_of, rank_of = deck.suit, deck.rank
    spades = [rank_of[c] for c in hand if suit_of[c] == TRUMP]
    if len(spades) > 3 or any(r >= QUEEN for r in spades):  # Q, K, A of spades and above
        return False
    if len(spades) == 3 and max(spades) >= TEN:
        return False
    danger = 0.0
    for suit in SIDE_SUITS:
        ranks = sorted(rank_of[c] for c in hand if suit_of[c] == suit)
        low = sum(1 for r in ranks if r <= SEVEN)  # 2 to 7 duck most tricks
        for r in ranks:
            if r >= KING:  # K or A: only safe with several low cards beneath
                danger += 1.0 if low < 3 else 0.4
            elif r >= JACK:
                danger += 0.4 if low < 2 else 0.1
    return danger <= 1.0


BLIND_NIL_BEHIND = 200
"""Blind Nil only when the side is at least this far behind (a judgement: the engine
offers it from 100 behind, but a club player risks 200 points only when a normal bid
cannot catch up)."""
BLIND_NIL_LATE = 200
"""…and only late in the game: the opponents within this many points of the target."""


def wants_blind_nil(
    offer: bool,
    seat: int,
    scores: Sequence[int],
    target: int,
    bids: Sequence[int | None],
) -> bool:
    """Bid Blind Nil? Decided before looking at the cards, from public facts only.

    ``offer`` is the view's ``blind_nil_offer``; ``scores`` the two sides' totals;
    ``bids`` the bids made so far. A club player goes blind only far behind and late in
    the game, and never beside a partner who has already bid Nil or Blind Nil (one of
    the two must be free to cover).
    """
    if not offer or len(scores) != 2:
        return False
    if bids[partner_of(seat)] == NIL:
        return False
    ours, theirs = scores[team_of(seat)], scores[1 - team_of(seat)]
    return theirs - ours >= BLIND_NIL_BEHIND and theirs >= target - BLIND_NIL_LATE


def choose_bid(state: HandState, seat: int, legal_bids: list[int]) -> int:
    """A bid (Nil as 0) for the seat's hand; Blind Nil is decided before, by
    :func:`wants_blind_nil`."""
    hand = state.hands[seat]
    deck = state.table.deck
    tricks = estimate_tricks(hand, deck)
    table = state.table
    partner = partner_of(seat)
    partner_bid = state.bids[partner] if table.partnerships else None
    nil_ok = NIL in legal_bids and table.partnerships and partner_bid != NIL
    if nil_ok and tricks < 2.0 and nil_is_sound(hand, deck):
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
        return "cover"  # a Nil or a Blind Nil: both are bid 0
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


def _led(state: HandState) -> str:
    return state.table.deck.suit[state.trick[0]]


def _can_be_beaten(
    state: HandState, seat: int, card: Card, led: str, rivals: list[int], unseen: set[Card]
) -> bool:
    """Could one of ``rivals`` (still to play) beat ``card``, as far as ``seat`` knows?"""
    if not rivals:
        return False
    deck = state.table.deck
    power = deck.strength[led]
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
        for c in deck.suit_cards[suit]:
            if c in unseen and power[c] > mine:
                return True
    return False


def _many_gone(state: HandState, suit: str, seat: int) -> bool:
    """Most of a suit is out: somebody behind us may well be void in it by now."""
    cards = state.table.deck.suit_cards[suit]
    seen = sum(1 for c in cards if c in state.played or c in state.hands[seat])
    return seen >= len(cards) - 5


def _is_master(deck: DeckTables, card: Card, unseen: set[Card]) -> bool:
    rank = deck.rank
    mine = rank[card]
    return not any(c in unseen and rank[c] > mine for c in deck.suit_cards[deck.suit[card]])


def _keep_value(deck: DeckTables, card: Card, unseen: set[Card]) -> float:
    """How much a card is worth keeping: spades and master cards take tricks later."""
    value = float(deck.rank[card])
    if deck.suit[card] == TRUMP:
        value += SPADE_KEEP
    if _is_master(deck, card, unseen):
        value += MASTER_KEEP
    return value


def _lowest(deck: DeckTables, cards: list[Card], unseen: set[Card]) -> Card:
    return min(cards, key=lambda c: (_keep_value(deck, c, unseen), c))


def _win_card(state: HandState, seat: int, legal: list[Card], unseen: set[Card]) -> Card:
    if not state.trick:
        return _win_lead(state, seat, legal, unseen)
    deck = state.table.deck
    led = _led(state)
    best_seat, best = state.winning()
    after = _seats_after(state, seat)
    rivals = [s for s in after if not _is_partner(state, seat, s)]
    if _is_partner(state, seat, best_seat) and not _can_be_beaten(
        state, seat, best, led, rivals, unseen
    ):
        return _lowest(deck, legal, unseen)
    power = deck.strength[led]
    top = power[best]
    winners = sorted((c for c in legal if power[c] > top), key=power.__getitem__)
    if not winners:
        return _lowest(deck, legal, unseen)
    safe = [c for c in winners if not _can_be_beaten(state, seat, c, led, rivals, unseen)]
    if safe:
        return safe[0]
    # Third hand high: make the last opponent pay for the trick.
    if len(state.trick) == 2 and deck.suit[winners[-1]] == led:
        return winners[-1]
    return _lowest(deck, legal, unseen)


def _win_lead(state: HandState, seat: int, legal: list[Card], unseen: set[Card]) -> Card:
    deck = state.table.deck
    suit_of, rank_of = deck.suit, deck.rank
    hand = state.hands[seat]
    opponents = [s for s in SEATS if s != seat and not _is_partner(state, seat, s)]
    unseen_spades = [c for c in deck.suit_cards[TRUMP] if c in unseen]
    masters = [
        c
        for c in legal
        if suit_of[c] != TRUMP
        and _is_master(deck, c, unseen)
        and not _ruffed(state, suit_of[c], opponents, unseen)
    ]
    if masters:
        return max(masters, key=lambda c: rank_of[c])
    spades = [c for c in legal if suit_of[c] == TRUMP]
    if spades and unseen_spades:
        top = max(spades, key=lambda c: rank_of[c])
        if _is_master(deck, top, unseen):
            return top
    partner = partner_of(seat)
    if state.table.partnerships:
        ruffable = [
            c
            for c in legal
            if suit_of[c] != TRUMP
            and suit_of[c] in state.voids[partner]
            and TRUMP not in state.voids[partner]
        ]
        if ruffable:
            return _lowest(deck, ruffable, unseen)
    side = [c for c in legal if suit_of[c] != TRUMP] or legal
    # Low from the longest side suit keeps our honours for later.
    length = {s: sum(1 for c in hand if suit_of[c] == s) for s in SUITS}
    return min(side, key=lambda c: (_keep_value(deck, c, unseen) - length[suit_of[c]] * 0.5, c))


def _ruffed(state: HandState, suit: str, opponents: list[int], unseen: set[Card]) -> bool:
    """Would an opponent trump a lead of ``suit``? Only one out of it and holding spades can."""
    suit_of = state.table.deck.suit
    if not any(suit_of[c] == TRUMP for c in unseen):
        return False
    if not any(suit_of[c] == suit for c in unseen):
        return True  # nobody else holds the suit any more
    return any(suit in state.voids[o] and TRUMP not in state.voids[o] for o in opponents)


def _duck_card(state: HandState, seat: int, legal: list[Card]) -> Card:
    """Contract made: lose the trick if at all possible, shedding the most dangerous card."""
    deck = state.table.deck
    suit_of, rank_of = deck.suit, deck.rank
    if not state.trick:
        return min(legal, key=lambda c: (suit_of[c] == TRUMP, rank_of[c], c))
    power = deck.strength[_led(state)]
    _, best = state.winning()
    top = power[best]
    losers = [c for c in legal if power[c] < top]
    if losers:
        return max(losers, key=lambda c: (suit_of[c] != TRUMP, rank_of[c], c))
    # Forced to win: when last, do it with the highest card; else hope it is overtaken.
    if len(state.trick) == 3:
        return max(legal, key=lambda c: (power[c], c))
    return min(legal, key=lambda c: (power[c], c))


def _nil_card(state: HandState, seat: int, legal: list[Card]) -> Card:
    """Our own Nil (or Blind Nil): never win a trick, and get rid of the cards that could."""
    return _duck_card(state, seat, legal)


def _cover_card(state: HandState, seat: int, legal: list[Card], unseen: set[Card]) -> Card:
    """Partner bid Nil or Blind Nil: take the tricks he might otherwise be forced to win."""
    deck = state.table.deck
    suit_of, rank_of = deck.suit, deck.rank
    partner = partner_of(seat)
    if not state.trick:
        return max(legal, key=lambda c: (rank_of[c], suit_of[c] == TRUMP, c))
    best_seat, best = state.winning()
    power = deck.strength[_led(state)]
    top = power[best]
    partner_played = partner not in _seats_after(state, seat)
    if partner_played:
        if best_seat == partner:
            winners = [c for c in legal if power[c] > top]
            if winners:
                return min(winners, key=power.__getitem__)
        return _lowest(deck, legal, unseen)
    # Partner plays after us: win high so he can duck under our card.
    return max(legal, key=lambda c: (power[c], c))
