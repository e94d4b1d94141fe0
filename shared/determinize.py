"""Sampling the hidden cards: deals consistent with everything a seat has observed.

A strong bot does not know the other hands, so it imagines them: it deals the cards it
has not seen to the other seats, respecting what play has revealed (a seat that failed
to follow a suit holds none of it; a declared Weis card not yet played is still in its
owner's hand). Each game states its observations as *exclusions* (cards a seat cannot
hold) and *known* cards (cards a seat must hold); this module only does the dealing.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Iterable, Mapping, Sequence

from shared.cards import Card

DEAL_TRIES = 8
"""Shuffles :func:`_dealt` tries before the matching, which always finds a deal."""


class ImpossibleDeal(ValueError):
    """No deal satisfies the constraints: the observations contradict each other."""


def sample_hands(
    unseen: Iterable[Card],
    sizes: Mapping[int, int],
    rng: random.Random,
    excluded: Mapping[int, Collection[Card]] | None = None,
    known: Mapping[int, Iterable[Card]] | None = None,
) -> dict[int, list[Card]]:
    """Deal ``unseen`` to the seats in ``sizes`` (seat → number of cards it holds).

    ``excluded[seat]`` are cards that seat cannot hold; ``known[seat]`` cards it must
    hold (they must be among ``unseen``). Every card is dealt exactly once; raises
    :class:`ImpossibleDeal` when the constraints leave no way to do it.
    """
    excluded = excluded or {}
    hands: dict[int, list[Card]] = {seat: [] for seat in sizes}
    pool = set(unseen)
    for seat, cards in (known or {}).items():
        for card in cards:
            if card not in pool:
                raise ImpossibleDeal(f"{card} is known to be with seat {seat} but was seen")
            pool.discard(card)
            hands[seat].append(card)
    free = {seat: sizes[seat] - len(hands[seat]) for seat in sizes}
    if any(n < 0 for n in free.values()) or sum(free.values()) != len(pool):
        raise ImpossibleDeal(f"{len(pool)} cards do not fit hands of {dict(free)} free places")
    slots = [seat for seat, n in free.items() for _ in range(n)]
    cards = sorted(pool)
    rng.shuffle(cards)
    matched = _dealt(cards, slots, excluded, rng) or _match(cards, slots, excluded, rng)
    for slot, card in enumerate(matched):
        hands[slots[slot]].append(card)
    return hands


def _dealt(
    cards: list[Card],
    slots: Sequence[int],
    excluded: Mapping[int, Collection[Card]],
    rng: random.Random,
) -> list[Card] | None:
    """A shuffled deal that happens to respect ``excluded``, or ``None`` if unlikely.

    Rejection keeps every consistent deal equally likely, and while the constraints are
    loose it costs a shuffle or two, where :func:`_match` shuffles each card's options;
    when a shuffle would rarely fit it is not tried at all.
    """
    if _fit_chance(cards, slots, excluded) * DEAL_TRIES < 1:
        return None
    barred = [(i, excluded[seat]) for i, seat in enumerate(slots) if excluded.get(seat)]
    for _ in range(DEAL_TRIES):
        if all(cards[i] not in out for i, out in barred):
            return cards
        rng.shuffle(cards)
    return None


def _fit_chance(
    cards: Sequence[Card], slots: Sequence[int], excluded: Mapping[int, Collection[Card]]
) -> float:
    """About how often a shuffle of ``cards`` gives no seat a card it cannot hold
    (each seat's chance of drawing only allowed cards, as if the seats were independent)."""
    total = len(cards)
    chance = 1.0
    for seat, out in excluded.items():
        places = slots.count(seat)
        allowed = total - sum(1 for card in cards if card in out)
        for i in range(places):
            chance *= max(0, allowed - i) / (total - i)
    return chance


def _match(
    cards: Sequence[Card],
    slots: Sequence[int],
    excluded: Mapping[int, Collection[Card]],
    rng: random.Random,
) -> list[Card]:
    """A perfect matching of cards to slots (``slot_card[slot] = card``), randomised.

    Kuhn's augmenting paths: trying each card's allowed slots in a random order gives a
    random deal when the constraints are loose and still finds one when they are tight.
    """
    options: dict[Card, list[int]] = {}
    for card in cards:
        allowed = [i for i, seat in enumerate(slots) if card not in excluded.get(seat, ())]
        rng.shuffle(allowed)
        options[card] = allowed
    slot_card: list[Card | None] = [None] * len(slots)

    def place(card: Card, visited: set[int]) -> bool:
        for slot in options[card]:
            if slot in visited:
                continue
            visited.add(slot)
            holder = slot_card[slot]
            if holder is None or place(holder, visited):
                slot_card[slot] = card
                return True
        return False

    # The most constrained cards go first, so the random choices rarely need undoing.
    for card in sorted(cards, key=lambda c: len(options[c])):
        if not place(card, set()):
            raise ImpossibleDeal(f"no seat may hold {card}")
    return [card for card in slot_card if card is not None]
