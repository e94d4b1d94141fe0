"""The help names the full rule book, docs/RULES.md, which exists and covers every game,
preset and option the engines implement (issue 19.12)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Static

from jass_tui.coiffeur_presets import PRESETS as COIFFEUR_PRESETS
from jass_tui.presets import OPTION_NAMES as SCHIEBER_OPTIONS
from jass_tui.presets import PRESETS as SCHIEBER_PRESETS
from shared.i18n import set_language
from shared.ui.screens.help import RULE_BOOK, HelpScreen
from spades_tui.presets import OPTION_NAMES as SPADES_OPTIONS
from spades_tui.presets import PRESETS as SPADES_PRESETS
from spades_tui.state import SpadesGame
from tests.jass_ui.helpers import make_app, settle
from tests.spades_ui.helpers import idle, seats, spades_app

ROOT = Path(__file__).resolve().parents[2]


def test_the_rule_book_is_in_the_project_and_readme_links_it() -> None:
    assert (ROOT / RULE_BOOK).is_file()
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "(docs/RULES.md)" in readme
    assert "elsewhere" not in readme


def test_the_rule_book_covers_every_preset_and_option() -> None:
    book = (ROOT / RULE_BOOK).read_text(encoding="utf-8")
    names = [
        *SCHIEBER_PRESETS,
        *SCHIEBER_OPTIONS,
        *COIFFEUR_PRESETS,
        "push_to",
        *SPADES_PRESETS,
        *SPADES_OPTIONS,
        "exact_bonus",
        "last_hand_double",
    ]
    missing = [name for name in names if f"`{name}`" not in book]
    assert missing == []
    for game in ("Coiffeur", "Differenzler", "Molotow", "Blind Nil"):
        assert game in book


def _book_line(app: object) -> str:
    screen = app.screen  # type: ignore[attr-defined]
    assert isinstance(screen, HelpScreen)
    return str(screen.query_one("#rule-book", Static).content)


@pytest.mark.parametrize("lang", ["en", "de"])
async def test_jass_start_screen_rules_name_the_rule_book(tmp_path: Path, lang: str) -> None:
    set_language(lang)  # the autouse fixture sets English back
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        await pilot.press("r")
        await pilot.pause()
        line = _book_line(app)
        assert "docs/RULES.md" in line
        assert ("Regelbuch" in line) == (lang == "de")


async def test_spades_table_help_names_the_rule_book(tmp_path: Path) -> None:
    app = spades_app(tmp_path, SpadesGame.new(seed=21), seats("human", "easy", "easy", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await idle(pilot, app)
        await pilot.press("enter")  # the bid
        await idle(pilot, app)
        await pilot.press("question_mark")
        await pilot.pause()
        assert "docs/RULES.md" in _book_line(app)
