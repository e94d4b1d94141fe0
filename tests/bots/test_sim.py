"""The simulator: pairing, seat bookkeeping, statistics and the command line (toy game)."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from shared import sim
from shared.bots import _REGISTRY, LEVELS, RandomBot, register
from shared.kinds import GameKind, register_kind, unregister_kind

TOY = GameKind(
    id="toy",
    command="toy",
    title="Toy game",
    short_title="Toy",
    engine="tests.bots.toy_game:ToyGame",
    default_preset="toy",
    save_format="toy-save",
    bot_names=("A", "B", "C"),
    bots="tests.bots.toy_game",
    app="tests.bots.toy_game:ToyGame",
)


@pytest.fixture
def toy() -> Iterator[str]:
    register_kind(TOY)
    for level in LEVELS:
        register("toy", level, RandomBot)
    yield "toy"
    unregister_kind("toy")
    for level in LEVELS:
        del _REGISTRY[("toy", level)]


def test_wilson_interval_matches_the_textbook_values() -> None:
    lo, hi = sim.wilson_interval(85, 100)
    assert lo == pytest.approx(0.7672, abs=1e-3)
    assert hi == pytest.approx(0.9069, abs=1e-3)


def test_wilson_interval_stays_inside_zero_and_one() -> None:
    assert sim.wilson_interval(0, 20)[0] == 0.0
    assert sim.wilson_interval(20, 20)[1] == 1.0
    assert sim.wilson_interval(20, 20)[0] > 0.8


def test_percentile_interpolates() -> None:
    assert sim.percentile([1, 2, 3, 4, 5], 50) == 3
    assert sim.percentile(list(range(101)), 95) == 95
    assert sim.percentile([], 95) == 0.0


def test_games_come_in_pairs_on_one_deal_with_seats_moved_on() -> None:
    plan = sim.schedule(6, seed=3)
    assert [shift for _, shift in plan] == [0, 1, 0, 1, 0, 1]
    assert plan[0][0] == plan[1][0] and plan[2][0] == plan[3][0]
    assert len({s for s, _ in plan}) == 3


def test_moving_seats_on_gives_each_team_the_other_teams_cards() -> None:
    levels = ["easy", "normal", "strong", "normal"]
    assert sim.seated_levels(levels, 0) == levels
    moved = sim.seated_levels(levels, 1)
    # The easy+strong line-up now sits at seats 1 and 3, which held the other team's cards.
    assert (moved[1], moved[3]) == ("easy", "strong")


def test_when_cards_alone_decide_pairing_splits_the_wins_evenly(toy: str) -> None:
    result = sim.simulate(toy, ["easy", "normal", "easy", "normal"], games=40, seed=1)
    assert result.games == 40
    assert result.wins == [20, 20]
    assert result.avg_points_per_hand[0] == pytest.approx(result.avg_points_per_hand[1])


def test_unpaired_luck_does_not_cancel(toy: str) -> None:
    # Sanity check of the test above: single games of one deal always favour one team.
    results = [sim.play_game(toy, ["easy"] * 4, seed=s) for s in range(30)]
    assert {r.winner for r in results} == {0, 1}
    for r in results:
        again = sim.play_game(toy, ["easy"] * 4, seed=r.seed, shift=1)
        assert again.winner == 1 - r.winner


def test_same_seed_same_result(toy: str) -> None:
    a = sim.simulate(toy, ["easy"] * 4, games=10, seed=5)
    b = sim.simulate(toy, ["easy"] * 4, games=10, seed=5)
    assert (a.wins, a.avg_points_per_hand) == (b.wins, b.avg_points_per_hand)


def test_decision_times_are_recorded_per_level(toy: str) -> None:
    result = sim.simulate(toy, ["easy", "normal", "easy", "normal"], games=2, seed=0)
    assert sorted(result.decision_ms) == ["easy", "normal"]
    assert len(result.decision_ms["easy"]) == 2 * 4  # two games, two seats, two cards each


def test_json_output_has_the_documented_shape(toy: str, capsys: pytest.CaptureFixture[str]) -> None:
    status = sim.main(toy, ["--games", "4", "--seats", "easy,normal,easy,normal", "--json"])
    assert status == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 4
    assert data["seats"] == ["easy", "normal", "easy", "normal"]
    assert sum(data["wins"]) == 4
    assert len(data["win_rate"]) == 2
    assert len(data["avg_points_per_hand"]) == 2
    assert set(data["decision_ms"]) == {"easy", "normal"}
    assert set(data["decision_ms"]["easy"]) == {"median", "p95"}


def test_table_output_names_the_line_ups(toy: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert sim.main(toy, ["--games", "2", "--seats", "strong,easy,strong,easy"]) == 0
    out = capsys.readouterr().out
    assert "strong+strong" in out and "easy+easy" in out and "95 % CI" in out


def test_bad_seats_are_refused_with_a_message(toy: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        sim.main(toy, ["--seats", "easy,hard,easy,easy"])
    assert "hard" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        sim.main(toy, ["--seats", "easy,easy"])


def test_engine_options_are_typed_by_the_engine_and_checked_by_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``--option NAME=VALUE`` (repeatable) reaches every game, typed by the defaults."""
    argv = ["--games", "2", "--json", "--option", "jokers=jokers_deuces"]
    argv += ["--option", "first_lead=two_of_clubs", "--option", "blind_nil=on"]
    argv += ["--option", "target=150", "--option", "loss_limit=none"]
    assert sim.main("spades", argv) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["options"] == {
        "jokers": "jokers_deuces",
        "first_lead": "two_of_clubs",
        "blind_nil": True,
        "target": 150,
        "loss_limit": None,
    }
    for bad, words in (
        ("jokers=maybe", "jokers must be"),
        ("blind=on", "unknown spades option 'blind'"),
        ("nil=3", "nil is true or false"),
        ("target=many", "target is a whole number"),
    ):
        assert sim.main("spades", ["--games", "2", "--option", bad]) == 1
        assert words in capsys.readouterr().err
    bicycle = ["--games", "2", "--preset", "bicycle", "--option", "blind_nil=true"]
    assert sim.main("spades", bicycle) == 1
    assert "partnership presets only" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        sim.main("spades", ["--option", "jokers"])


def _team_game(seed: int, shift: int, points: tuple[float, float]) -> sim.GameResult:
    return sim.GameResult(
        seed=seed,
        shift=shift,
        winner=0 if points[0] > points[1] else 1,
        points_per_hand=points,
        hands=1,
        decision_ms={},
        totals=points,
        firsts=(0,) if points[0] > points[1] else (1,),
    )


def test_the_margin_counts_complete_pairs_each_as_the_mean_of_its_two_games() -> None:
    # Finished out of order, as with several jobs; the pair of seed 9 never completes.
    games = [
        _team_game(5, 0, (100, 57)),
        _team_game(7, 1, (60, 97)),
        _team_game(9, 0, (157, 0)),
        _team_game(5, 1, (90, 67)),
        _team_game(7, 0, (80, 77)),
    ]
    result = sim.aggregate("jass", "tournament", 0, ["normal", "easy"] * 2, games)
    # Seed 5: (43 + 23) / 2 = 33; seed 7: (-37 + 3) / 2 = -17.
    assert result.margin.count == 2
    assert result.margin.mean == pytest.approx(8.0)
    lo, hi = result.margin.ci95
    assert lo < 8.0 < hi
    assert result.to_json()["margin_per_hand"] == {
        "pairs": 2,
        "mean": 8.0,
        "ci95": [round(lo, 2), round(hi, 2)],
    }
