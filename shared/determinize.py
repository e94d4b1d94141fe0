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
    matched = _match(cards, slots, excluded, rng)
    for slot, card in enumerate(matched):
        hands[slots[slot]].append(card)
    return hands


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
