"""Building hand-made positions through the engines' public contract."""

from __future__ import annotations

from collections.abc import Sequence

from jass_tui.state import JassGame
from shared.cards import JASS_RANKS, RANKS, make_deck
from shared.engine.action import Action
from spades_tui.state import SpadesGame


def complete_deal(
    fixed: Sequence[Sequence[str]], ranks: str, avoid: dict[int, str] | None = None
) -> list[list[str]]:
    """Fill four hands up to the deck's share, keeping ``fixed`` cards where they are.

    ``avoid[seat]`` lists suits that seat gets no more of, so a position means what its
    test says (e.g. no extra hearts beside the ones chosen).
    """
    deck = make_deck(ranks)
    size = len(deck) // 4
    hands = [list(h) for h in fixed]
    used = {c for h in hands for c in h}
    rest = [c for c in deck if c not in used]
    avoid = avoid or {}
    # The most restricted seats pick first so the others can take what is left.
    for seat in sorted(range(4), key=lambda s: -len(avoid.get(s, ""))):
        for card in list(rest):
            if len(hands[seat]) == size:
                break
            if card[0] not in avoid.get(seat, ""):
                hands[seat].append(card)
                rest.remove(card)
    assert all(len(h) == size for h in hands), "the avoid rules leave too few cards"
    return hands


def jass_position(
    fixed: Sequence[Sequence[str]],
    contract: str,
    plays: Sequence[str] = (),
    avoid: dict[int, str] | None = None,
    dealer: int = 3,
) -> JassGame:
    """Seat ``dealer + 1`` names ``contract``, then ``plays`` are played; Weis kept secret."""
    game = JassGame.from_deal(complete_deal(fixed, JASS_RANKS, avoid), dealer)
    game.apply(contract)
    for card in plays:
        skip_weis(game)
        game.apply(f"play {card}")
    skip_weis(game)
    return game


def skip_weis(game: JassGame) -> None:
    if any(a.kind == "noweis" for a in game.legal_actions()):
        game.apply("noweis")


def spades_position(
    fixed: Sequence[Sequence[str]],
    bids: Sequence[int],
    plays: Sequence[str] = (),
    avoid: dict[int, str] | None = None,
    dealer: int = 3,
) -> SpadesGame:
    """Bids in turn from the dealer's left, then ``plays`` in turn."""
    game = SpadesGame.from_deal(complete_deal(fixed, RANKS, avoid), dealer)
    for bid in bids:
        game.apply(f"bid {bid}")
    for card in plays:
        game.apply(f"play {card}")
    return game


def bot_move(game: JassGame | SpadesGame, bot: object) -> Action:
    """What ``bot`` plays for the seat to move (an action: compares equal to its text)."""
    seat = game.to_move
    assert seat is not None
    action = bot.choose(game.view(seat), game.legal_actions())  # type: ignore[attr-defined]
    assert isinstance(action, Action)
    return action
