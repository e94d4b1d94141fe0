"""The quick look at an autosave (the start menu's Continue line) agrees with the list.

``glance_summary`` reads a save without pydantic; it must give exactly the summary the
full reader lists for a save as we write it, and step aside (``None``) for everything
else, so that the full reader names the problem as before.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from shared.kinds import kind_ids, load_engine
from shared.persistence import autosave, autosave_path, read_save_info
from shared.persistence import glance as glance_module
from shared.persistence.document import _canonical, _checksum, header_checksum
from shared.persistence.files import LIST_HEAD_BYTES
from shared.persistence.glance import glance_summary
from shared.players import MAX_NAME_LENGTH, PLAYER_KINDS, PlayerSpec

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
PEOPLE = [
    PlayerSpec(name="Anna", kind="human"),
    PlayerSpec(name="Beat", kind="easy"),
    PlayerSpec(name="Chris", kind="normal"),
    PlayerSpec(name="Dora", kind="strong"),
]


def saved(kind: str, folder: Path, settings: dict[str, Any] | None = None) -> Path:
    game = load_engine(kind).new(seed=5)
    for _ in range(9):
        game.apply(game.legal_actions()[0])
    return autosave(kind, game, PEOPLE, settings or {"deck": "swiss"}, folder)


def listed(path: Path, kind: str | None = None) -> str | None:
    info = read_save_info(path, kind)
    assert info is not None
    return info.error or info.summary


def resealed(path: Path, change: Any) -> None:
    """Rewrite the save at ``path`` with ``change(doc)`` applied and both checksums right."""
    doc = json.loads(path.read_bytes())
    del doc["checksum"], doc["header_checksum"]
    change(doc)
    header = {key: doc[key] for key in doc if key not in ("settings", "game")}
    body = {**header, "header_checksum": header_checksum(doc)}
    body.update({key: doc[key] for key in ("settings", "game") if key in doc})
    text = _canonical(body)
    path.write_text(f'{text[:-1]},"checksum":"{_checksum(text)}"}}')


def test_its_constants_are_the_players_own() -> None:
    assert frozenset(PLAYER_KINDS) == glance_module.PLAYER_KINDS
    assert glance_module.MAX_NAME_LENGTH == MAX_NAME_LENGTH


@pytest.mark.parametrize("kind", kind_ids())
def test_a_save_as_written_reads_as_the_list_shows_it(tmp_path: Path, kind: str) -> None:
    path = saved(kind, tmp_path)
    summary = glance_summary(path, [kind])
    assert summary is not None
    assert summary == listed(path, kind)
    assert getattr(summary, "template", None) == getattr(listed(path, kind), "template", None)


def test_a_long_save_is_read_by_its_header(tmp_path: Path) -> None:
    path = saved("jass", tmp_path, {"note": "x" * (LIST_HEAD_BYTES + 100)})
    assert path.stat().st_size > LIST_HEAD_BYTES
    assert glance_summary(path, ["jass"]) == listed(path, "jass")


def test_another_games_save_is_left_to_the_full_reader(tmp_path: Path) -> None:
    path = saved("spades", tmp_path)
    assert glance_summary(path, ["jass", "coiffeur"]) is None
    assert glance_summary(path, ["spades"]) is not None


@pytest.mark.parametrize("name", ["jass-v2.json", "jass-v1.json", "spades-v2.json"])
def test_an_older_version_is_left_to_the_full_reader(tmp_path: Path, name: str) -> None:
    path = tmp_path / "autosave-jass.json"
    shutil.copy(FIXTURES / name, path)
    assert glance_summary(path, ["jass", "spades"]) is None


@pytest.mark.parametrize("long", [False, True], ids=["whole", "long"])
def test_damage_is_left_to_the_full_reader(tmp_path: Path, long: bool) -> None:
    settings = {"note": "x" * (LIST_HEAD_BYTES + 100)} if long else None
    path = saved("jass", tmp_path, settings)
    raw = path.read_bytes()
    at = raw.index(b'"summary":"') + len(b'"summary":"')
    path.write_bytes(raw[:at] + b"X" + raw[at + 1 :])
    assert glance_summary(path, ["jass"]) is None
    assert read_save_info(path, "jass").error is not None  # type: ignore[union-attr]


def test_a_damaged_game_is_left_to_the_full_reader(tmp_path: Path) -> None:
    path = saved("jass", tmp_path)
    raw = path.read_bytes()
    at = raw.index(b'"game":{') + len(b'"game":{')
    path.write_bytes(raw[:at] + b' "x":1,' + raw[at:])
    assert glance_summary(path, ["jass"]) is None
    assert read_save_info(path, "jass").error is not None  # type: ignore[union-attr]


ODD_FIELDS = {
    "a bot of no known level": lambda doc: doc["players"][1].update(kind="wizard"),
    "an empty name": lambda doc: doc["players"][2].update(name=""),
    "a name too long": lambda doc: doc["players"][2].update(name="n" * (MAX_NAME_LENGTH + 1)),
    "three players": lambda doc: doc["players"].pop(),
    "a player with more": lambda doc: doc["players"][0].update(colour="red"),
    "a score as text": lambda doc: doc.update(scores=["12", 0]),
    "no hands count": lambda doc: doc.pop("hands"),
    "a naive time": lambda doc: doc.update(saved_at="2025-06-01T14:02:11.123"),
    "a time as a number": lambda doc: doc.update(saved_at=1700000000),
    "an extra field": lambda doc: doc.update(extra=1),
    "settings as a list": lambda doc: doc.update(settings=[]),
    "an empty summary": lambda doc: doc.update(summary=""),
}


@pytest.mark.parametrize("change", ODD_FIELDS.values(), ids=ODD_FIELDS.keys())
def test_odd_fields_with_good_checksums_are_left_to_the_full_reader(
    tmp_path: Path, change: Any
) -> None:
    path = saved("jass", tmp_path)
    resealed(path, change)
    assert glance_summary(path, ["jass"]) is None


def test_resealing_an_unchanged_save_keeps_it_good(tmp_path: Path) -> None:
    path = saved("jass", tmp_path)
    resealed(path, lambda doc: None)
    assert glance_summary(path, ["jass"]) == listed(path, "jass")


def test_no_file_or_no_save(tmp_path: Path) -> None:
    path = autosave_path("jass", tmp_path)
    assert glance_summary(path, ["jass"]) is None
    path.write_text("hello")
    assert glance_summary(path, ["jass"]) is None
    path.unlink()
    path.mkdir()
    assert glance_summary(path, ["jass"]) is None
