"""Why a Spades game ended (RULES.md 2.8): the engine's ``end_reason`` for every ending,
derived on replay (old saves have it), and the sentence the game-over screen shows."""

from __future__ import annotations

import pytest

from shared.i18n import set_language, translate
from spades_tui.endings import end_sentence
from spades_tui.scoring import game_end
from spades_tui.state import SpadesGame
from tests.spades.helpers import EAST, NORTH, SOUTH, WEST, bid_all, play_out_hand, suit_deal

TEAMS = ("North–South", "East–West")


def _one_hand(bids: dict[int, int], spades: int = SOUTH, **options: object) -> SpadesGame:
    game = SpadesGame.from_deal(suit_deal(spades), 1, seed=1, **options)  # type: ignore[arg-type]
    bid_all(game, bids)
    play_out_hand(game)
    return game


def test_target_reached() -> None:
    game = _one_hand({SOUTH: 6, EAST: 1, NORTH: 6, WEST: 1}, target=100)
    assert (game.winner, game.end_reason) == (0, "target")


def test_both_teams_over_the_target_the_higher_wins() -> None:
    game = _one_hand({SOUTH: 6, EAST: 0, NORTH: 6, WEST: 0}, target=10)
    assert game.scores == (121, 200)
    assert (game.winner, game.end_reason) == (1, "target_higher")


def test_loss_limit() -> None:
    game = _one_hand({SOUTH: 6, EAST: 13, NORTH: 6, WEST: 13})
    assert game.scores == (121, -260)
    assert (game.winner, game.end_reason) == (0, "loss_limit")


def test_target_and_loss_limit_in_one_hand_is_the_target() -> None:
    game = _one_hand({SOUTH: 6, EAST: 13, NORTH: 6, WEST: 13}, target=100)
    assert (game.winner, game.end_reason) == (0, "target")


def test_no_reason_while_the_game_goes_on_nor_after_a_tie() -> None:
    assert SpadesGame.new(seed=1).end_reason is None
    game = _one_hand({SOUTH: 2, EAST: 0, NORTH: 1, WEST: 6}, target=40, bag_penalty=False)
    assert game.scores == (40, 40)
    assert game.end_reason is None and game.phase == "bid"


def test_bicycle_target() -> None:
    game = _one_hand({SOUTH: 5, EAST: 3, NORTH: 1, WEST: 6}, WEST, preset="bicycle", target=50)
    assert (game.winner, game.end_reason) == (WEST, "target")


@pytest.mark.parametrize(
    ("scores", "target", "limit", "ended"),
    [
        ((499, 0), 500, -200, None),
        ((500, 0), 500, -200, (0, "target")),
        ((0, 500), 500, None, (1, "target")),
        ((510, 520), 500, -200, (1, "target_higher")),
        ((-200, 10), 500, -200, (1, "loss_limit")),
        ((-200, -250), 500, -200, (0, "loss_limit")),
        ((-300, 10), 500, None, None),
        ((-200, -200), 500, -200, None),  # level at the top: another hand
        ((500, 500), 500, -200, None),
        ((0, 0, 60, 70), 50, None, (3, "target_higher")),
        ((0, -10, 60, 10), 50, -10, (2, "target")),
    ],
)
def test_game_end_over_every_ending(
    scores: tuple[int, ...], target: int, limit: int | None, ended: object
) -> None:
    assert game_end(scores, target, limit) == ended


def test_end_reason_survives_the_save_round_trip() -> None:
    game = _one_hand({SOUTH: 6, EAST: 13, NORTH: 6, WEST: 13})
    loaded = SpadesGame.from_json(game.to_json())
    assert loaded.end_reason == "loss_limit"
    assert loaded.copy().end_reason == "loss_limit"


def test_sentences() -> None:
    def said(game: SpadesGame, sides: tuple[str, ...] = TEAMS) -> str | None:
        options = game.options
        target, limit = options["target"], options["loss_limit"]
        assert isinstance(target, int) and (limit is None or isinstance(limit, int))
        return end_sentence(game.end_reason, game.winner, game.scores, sides, target, limit)

    assert said(_one_hand({SOUTH: 6, EAST: 13, NORTH: 6, WEST: 13})) == (
        "East–West fell to -260, at or below the loss limit of -200."
    )
    assert said(_one_hand({SOUTH: 6, EAST: 1, NORTH: 6, WEST: 1}, target=100)) == (
        "North–South reached the target of 100."
    )
    assert said(_one_hand({SOUTH: 6, EAST: 0, NORTH: 6, WEST: 0}, target=10)) == (
        "Both teams reached the target of 10; East–West have the higher total."
    )
    assert said(SpadesGame.new(seed=1)) is None
    german = said(_one_hand({SOUTH: 6, EAST: 13, NORTH: 6, WEST: 13}))
    assert german is not None
    set_language("de")  # the autouse fixture sets English back
    assert "Verlustgrenze" in translate(german)
