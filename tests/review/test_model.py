"""The review model: every trick of a finished hand, points adding up to the record's."""

from __future__ import annotations

import random
from typing import Any

import pytest

from jass_tui.coiffeur import CoiffeurGame
from jass_tui.differenzler import DifferenzlerGame
from jass_tui.molotow import MolotowGame
from jass_tui.review import coiffeur_review, differenzler_review, molotow_review, schieber_review
from jass_tui.scoring import TRICKS_PER_HAND
from jass_tui.state import JassGame
from shared.engine.base import TrickGame
from shared.i18n import Msg
from shared.review import HandReview, build_review, reviewable
from shared.table import team_of
from spades_tui.review import spades_review
from spades_tui.state import SpadesGame

NAMES = ("South", "East", "North", "West")
TEAMS = ("South & North", "West & East")


def played(engine: type[TrickGame[Any, Any]], seed: int, **options: Any) -> Any:
    """A game played at random until it is over."""
    game = engine.new(seed=seed, **options)
    rng = random.Random(seed)
    while game.legal_actions():
        game.apply(rng.choice(game.legal_actions()))
    return game


def check_steps(review: HandReview, record: Any, tricks: int) -> None:
    """Deal, then every trick in order, then the result; each card played once."""
    assert review.trick_count == tricks
    assert len(review.steps) == tricks + 2
    deal = review.steps[0]
    assert sorted(c for hand in deal.hands for c in hand) == sorted(
        c for hand in record.cards for c in hand
    )
    for number, step in enumerate(review.steps[1:-1], 1):
        assert step.number == number
        assert step.trick == record.tricks[number - 1]
        assert sum(len(hand) for hand in step.hands) == 4 * (tricks - number)
        for i, card in enumerate(step.trick.cards):
            assert card not in step.hands[step.trick.seat_of(i, review.direction)]
    assert all(hand == () for hand in review.steps[-1].hands)
    assert review.steps[-1].totals == review.steps[-2].totals


@pytest.mark.parametrize("seed", range(8))
def test_schieber_every_trick_adds_up_to_the_trick_points(seed: int) -> None:
    game = played(JassGame, seed, target=1500)
    finished = [game.hands[i] for i in reviewable(game.hands)]
    assert finished
    for record in finished:
        review = schieber_review(record, NAMES, TEAMS, "six_high")
        check_steps(review, record, TRICKS_PER_HAND)
        assert review.steps[-1].totals == record.trick_points
        if record.match is None:
            assert sum(review.steps[-1].totals) == 157
        for step in review.steps[1:-1]:
            assert step.unit == team_of(step.trick.winner)


def test_schieber_ace_high_undenufe_uses_the_presets_values() -> None:
    for seed in range(10):
        game = played(JassGame, seed, preset="pagat-3000", target=1500)
        values = game.view(0).undenufe_values
        assert values == "ace_high"
        for record in (game.hands[i] for i in reviewable(game.hands)):
            if record.contract == "une":
                review = schieber_review(record, NAMES, TEAMS, values)
                assert review.steps[-1].totals == record.trick_points
                return
    pytest.skip("no Undenufe hand in these seeds")


@pytest.mark.parametrize("seed", range(3))
def test_coiffeur_every_trick_adds_up_to_the_trick_points(seed: int) -> None:
    game = played(CoiffeurGame, seed)
    values = game.view(0).undenufe_values
    for record in (game.hands[i] for i in reviewable(game.hands)):
        review = coiffeur_review(record, NAMES, TEAMS, values)
        check_steps(review, record, TRICKS_PER_HAND)
        assert review.steps[-1].totals == record.trick_points


@pytest.mark.parametrize("seed", range(3))
def test_differenzler_tricks_add_up_to_what_each_player_took(seed: int) -> None:
    game = played(DifferenzlerGame, seed, hands=4)
    for record in (game.hands[i] for i in reviewable(game.hands)):
        review = differenzler_review(record, NAMES)
        check_steps(review, record, TRICKS_PER_HAND)
        assert review.steps[-1].totals == record.taken
        assert sum(review.steps[-1].totals) == 157


@pytest.mark.parametrize("seed", range(3))
def test_molotow_tricks_add_up_to_what_each_player_took(seed: int) -> None:
    game = played(MolotowGame, seed, hands=4)
    for record in (game.hands[i] for i in reviewable(game.hands)):
        review = molotow_review(record, NAMES)
        check_steps(review, record, TRICKS_PER_HAND)
        assert review.steps[-1].totals == record.taken


@pytest.mark.parametrize("seed", range(4))
def test_spades_thirteen_tricks_counted_for_the_winners_side(seed: int) -> None:
    game = played(SpadesGame, seed, target=300)
    for record in (game.hands[i] for i in reviewable(game.hands)):
        review = spades_review(record, NAMES, TEAMS, partnerships=True)
        check_steps(review, record, 13)
        totals = review.steps[-1].totals
        assert sum(totals) == 13
        assert totals == (
            record.tricks_won[0] + record.tricks_won[2],
            record.tricks_won[1] + record.tricks_won[3],
        )


def test_spades_bicycle_counts_per_player() -> None:
    game = played(SpadesGame, 1, preset="bicycle")
    for record in (game.hands[i] for i in reviewable(game.hands)):
        review = spades_review(record, NAMES, NAMES, partnerships=False)
        assert review.steps[-1].totals == record.tricks_won


def test_the_hand_in_progress_is_never_reviewable() -> None:
    game = JassGame.new(seed=5)
    rng = random.Random(5)
    while game.hand_number == 1:
        game.apply(rng.choice(game.legal_actions()))
    for _ in range(6):  # a few cards into hand 2
        game.apply(rng.choice(game.legal_actions()))
    assert reviewable(game.hands) == [0]
    with pytest.raises(ValueError, match="not finished"):
        build_review(
            game.hands[-1],
            heading=Msg("Hand"),
            units=TEAMS,
            unit_of=team_of,
            trick_value=lambda number, trick: 0,
            direction=JassGame.DIRECTION,
        )


def test_a_schieber_hand_cut_short_by_the_target_is_reviewed_once_the_game_is_over() -> None:
    seen: set[str] = set()
    for seed in range(60):
        game = played(JassGame, seed, target=300)
        last = game.hands[-1]
        if not last.ended_game or last.finished:
            continue
        assert len(game.hands) - 1 not in reviewable(game.hands)  # not while it is played
        assert reviewable(game.hands, game_over=True)[-1] == len(game.hands) - 1
        review = schieber_review(last, NAMES, TEAMS, "six_high")
        assert review.steps[-1].totals == last.trick_points
        assert review.trick_count == sum(1 for t in last.tricks if t.winner is not None)
        seen.add(str(last.end_reason))
    assert "weis" in seen and "trick" in seen


def test_the_review_models_never_load_textual() -> None:
    import subprocess
    import sys

    code = (
        "import sys, shared.review, jass_tui.review, spades_tui.review; "
        "sys.exit('textual' in sys.modules)"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0
