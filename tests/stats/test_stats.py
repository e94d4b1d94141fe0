"""Statistics from simulated games: the counts match the records, the file is safe."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path
from typing import Any

import pytest

from shared.bots import make_bot
from shared.cli import main
from shared.kinds import get_kind, kind_ids, load_engine
from shared.players import PlayerSpec
from shared.stats import (
    STATS_FILE,
    Statistics,
    StatsError,
    add_game,
    game_id,
    game_record,
    read_statistics,
    record_game,
    stats_path,
    table_rows,
    write_statistics,
)
from shared.table import team_of

PLAYERS = (
    PlayerSpec(name="Anna", kind="human"),
    PlayerSpec(name="Bot1", kind="easy"),
    PlayerSpec(name="You", kind="human"),
    PlayerSpec(name="Bot3", kind="normal"),
)


def played(kind: str, seed: int, level: str = "easy", **options: Any) -> Any:
    """A whole game of ``kind`` played by ``level`` bots from ``seed``."""
    game = load_engine(kind).new(preset=get_kind(kind).default_preset, seed=seed, **options)
    bots = [make_bot(kind, level, seed=seed * 4 + seat) for seat in range(4)]
    while game.phase != "game_over":
        seat = game.to_move
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions()))
    return game


def test_spades_numbers_from_simulated_games_match_the_records() -> None:
    games = [played("spades", seed) for seed in (1, 2, 3)]
    stats = Statistics()
    for game in games:
        stats = add_game(stats, game_record("spades", game, PLAYERS))
    anna = stats.players["Anna"]["spades"]
    assert anna.games == 3
    assert anna.wins == sum(1 for g in games if team_of(g.winner) == 0)
    assert anna.hands == sum(len([h for h in g.hands if h.finished]) for g in games)
    assert anna.points == sum(g.scores[0] for g in games)
    hands = [h for g in games for h in g.hands if h.finished]
    bids = [h for h in hands if h.bids[0] is not None and h.bids[0] > 0]
    assert anna.counts["bids_made"] == sum(1 for h in bids if h.made[0])
    assert anna.counts["bids_set"] == sum(1 for h in bids if not h.made[0])
    assert anna.counts["nils_made"] == sum(1 for h in hands if h.nil_results[0] is True)
    assert anna.counts["nils_failed"] == sum(1 for h in hands if h.nil_results[0] is False)
    assert anna.counts["bags"] == sum(h.bags_this_hand[0] for h in hands)
    assert anna.bots == {"easy": 3, "normal": 3}
    # bots have no statistics; "You" is one player whatever the language
    assert set(stats.players) == {"Anna", "You"}
    assert stats.players["You"]["spades"].wins == anna.wins  # partners
    assert stats.last_race is not None
    assert stats.last_race.scores[-1] == tuple(games[-1].scores)
    assert stats.last_race.references == (500, -200)
    assert stats.last_race.labels == ("Anna & You", "Bot1 & Bot3")


def test_jass_numbers_from_simulated_games_match_the_records() -> None:
    games = [played("jass", seed) for seed in (4, 5)]
    stats = Statistics()
    for game in games:
        stats = add_game(stats, game_record("jass", game, PLAYERS))
    anna = stats.players["Anna"]["jass"]
    hands = [h for g in games for h in g.hands if h.finished]
    assert anna.games == 2
    assert anna.counts["chosen"] == sum(1 for h in hands if h.chooser == 0)
    assert anna.counts["pushed"] == sum(1 for h in hands if h.pushed and h.forehand == 0)
    assert anna.counts["matches"] == sum(1 for h in hands if h.match == 0)
    assert 0 <= anna.counts["made"] <= anna.counts["chosen"]
    assert anna.average == pytest.approx(anna.points / anna.hands)
    assert stats.last_race is not None and stats.last_race.references == (1000,)


def test_games_against_expert_bots_are_counted_and_shown_by_level() -> None:
    players = (
        PlayerSpec(name="Anna", kind="human"),
        PlayerSpec(name="Bot1", kind="expert"),
        PlayerSpec(name="Bot2", kind="expert"),
        PlayerSpec(name="Bot3", kind="strong"),
    )
    record = game_record("jass", played("jass", 4), players)
    stats = add_game(Statistics(), record)
    assert stats.players["Anna"]["jass"].bots == {"expert": 1, "strong": 1}  # games, per level
    _names, rows = table_rows(stats, "jass")
    assert rows[-1] == ("Games against bots", ["strong 1 · expert 1"])  # weakest first


@pytest.mark.parametrize("kind", ["coiffeur", "differenzler", "molotow"])
def test_every_jass_kind_counts_its_own(kind: str) -> None:
    game = played(kind, 7)
    record = game_record(kind, game, PLAYERS)
    anna = record.players[0]
    assert anna.name == "Anna" and anna.hands == len(game.hands)
    if len(game.scores) == 4:
        assert anna.won == (game.places[0] == 1)
        assert anna.points == game.scores[0]
    names, rows = table_rows(add_game(Statistics(), record), kind)
    assert names == ["Anna", "You"]
    assert rows[0] == ("Games", ["1", "1"])
    assert rows[-1] == ("Games against bots", ["easy 1 · normal 1"] * 2)


def test_every_kind_has_statistics_of_its_own() -> None:
    assert all(get_kind(kind).stats for kind in kind_ids())


def test_a_finished_game_resumed_from_its_save_is_not_counted_twice(tmp_path: Path) -> None:
    game = played("spades", 3)
    resumed = type(game).from_json(game.to_json())
    assert game_id("spades", resumed) == game_id("spades", game)
    record_game(tmp_path, game_record("spades", game, PLAYERS))
    record_game(tmp_path, game_record("spades", resumed, PLAYERS))
    stats = read_statistics(tmp_path)
    assert stats.players["Anna"]["spades"].games == 1
    # another game from the same seed played otherwise is another game
    other = played("spades", 4)
    record_game(tmp_path, game_record("spades", other, PLAYERS))
    assert read_statistics(tmp_path).players["Anna"]["spades"].games == 2


def test_the_file_survives_a_write_killed_before_the_rename(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    record_game(tmp_path, game_record("spades", played("spades", 1), PLAYERS))
    before = stats_path(tmp_path).read_bytes()

    def killed(*args: object) -> None:
        raise KeyboardInterrupt  # the process dies between the temp file and the rename

    monkeypatch.setattr(os, "replace", killed)
    with pytest.raises(KeyboardInterrupt):
        record_game(tmp_path, game_record("spades", played("spades", 2), PLAYERS))
    monkeypatch.undo()
    assert stats_path(tmp_path).read_bytes() == before
    assert read_statistics(tmp_path).players["Anna"]["spades"].games == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == [STATS_FILE, STATS_FILE + ".lock"]


def test_a_broken_file_is_named_left_alone_and_set_aside_when_a_game_is_recorded(
    tmp_path: Path,
) -> None:
    path = stats_path(tmp_path)
    path.write_text('{"version": 1, "players": {"Anna": 3}}')
    with pytest.raises(StatsError) as caught:
        read_statistics(tmp_path)
    assert str(path) in caught.value.message
    assert path.read_text() == '{"version": 1, "players": {"Anna": 3}}'
    notice = record_game(tmp_path, game_record("spades", played("spades", 1), PLAYERS))
    assert notice is not None and "statistics.stats.broken" in notice
    aside = tmp_path / "statistics.stats.broken"
    assert aside.read_text() == '{"version": 1, "players": {"Anna": 3}}'
    assert read_statistics(tmp_path).players["Anna"]["spades"].games == 1


@pytest.mark.parametrize(
    "content", [b"", b"\xff\xfe", b"[]", b'{"version": 99}', b'{"version": 1, "extra": 1}']
)
def test_files_not_as_we_write_them_are_refused(tmp_path: Path, content: bytes) -> None:
    stats_path(tmp_path).write_bytes(content)
    with pytest.raises(StatsError):
        read_statistics(tmp_path)


def test_no_file_means_no_numbers_yet(tmp_path: Path) -> None:
    assert read_statistics(tmp_path / "nowhere") == Statistics()


def test_two_windows_finishing_at_once_both_count(tmp_path: Path) -> None:
    records = [game_record("spades", played("spades", seed), PLAYERS) for seed in range(1, 7)]
    threads = [threading.Thread(target=record_game, args=(tmp_path, r)) for r in records]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert read_statistics(tmp_path).players["Anna"]["spades"].games == 6


def test_the_file_round_trips(tmp_path: Path) -> None:
    stats = add_game(Statistics(), game_record("jass", played("jass", 4), PLAYERS))
    write_statistics(tmp_path, stats)
    assert read_statistics(tmp_path) == stats
    assert json.loads(stats_path(tmp_path).read_text())["version"] == 1


def test_spades_stats_prints_the_numbers(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main("spades", ["stats", "--saves", str(tmp_path)]) == 0
    assert "No finished Spades game" in capsys.readouterr().out
    record_game(tmp_path, game_record("spades", played("spades", 1), PLAYERS))
    assert main("spades", ["stats", "--saves", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "Anna" in out and "Bids made" in out and "Games" in out
    stats_path(tmp_path).write_text("{")
    assert main("spades", ["stats", "--saves", str(tmp_path)]) == 1
    assert STATS_FILE in capsys.readouterr().err
