"""Whole games in German by key presses, every screen read for English words left behind.

Each game is played as a person plays it (the key a screen asks for, a card by its
number), with a look at the help, the score sheet and an illegal card on the way; the
text of every screen shown is collected and searched for words that are English and
never German. A word found names the screen text around it, so the message to
translate is easy to find.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from textual.pilot import Pilot

from jass_tui.coiffeur import CoiffeurGame
from jass_tui.differenzler import DifferenzlerGame
from jass_tui.molotow import MolotowGame
from jass_tui.state import JassGame
from shared.i18n import set_language
from shared.ui.screens.game_over import GameOverScreen
from spades_tui.state import SpadesGame
from tests.coiffeur_ui import helpers as coiffeur
from tests.jass_ui.helpers import make_app, play_until, players, screen_text, settle
from tests.solo_ui import helpers as solo
from tests.spades_ui.helpers import drive, idle, seats, spades_app, visible_text

ENGLISH_WORDS = """
    the and you your yours of to with for from is are not will this that what which
    who when then than only all any every each none no yes
    trick tricks play plays played playing hint save saved quit scores score takes take
    took choose chooses chose trump trumps push pushes pushed points point bid bids
    new continue rules help last next back human easy strong wins win won lost lose
    press ready keys key close cancel game games hands cards card
    must may cannot follow suit spades hearts diamonds clubs jack queen king
    ace ten nine eight seven six broken contract made set target limit
    predicts predicted prediction taken difference places place first second third
    fourth cell board pushed declare declares keep keeps shown show hidden look
"""
ENGLISH = frozenset(ENGLISH_WORDS.split())
"""Words that are English and never German, so never a false alarm in a German screen
("Team", "Partner", "Total", "Bags", "Match" and "Start" are German words too)."""

WORD = re.compile(r"[A-Za-zÄÖÜäöüéè]+")


OPTION = re.compile(r"--[\w-]+")
"""A command-line option (``--continue``) is a name, not a word."""


def english_words(text: str) -> list[str]:
    words = WORD.findall(OPTION.sub(" ", text))
    return sorted({word for word in words if word.lower() in ENGLISH})


class Seen:
    """Every screen's text, and where each English word was found."""

    def __init__(self) -> None:
        self.texts: list[str] = []

    def add(self, text: str) -> None:
        if not self.texts or self.texts[-1] != text:
            self.texts.append(text)

    def problems(self, names: Iterable[str] = ()) -> list[str]:
        allowed = {name.lower() for name in names}
        out: list[str] = []
        for text in self.texts:
            for word in english_words(text):
                if word.lower() in allowed:
                    continue
                line = next(line for line in text.splitlines() if word in line)
                out.append(f"{word!r} in: {line.strip()}")
        return sorted(set(out))


NAMES = ("Anna", "Beat", "Chris", "Dora")


async def look_around(pilot: Pilot[Any], app: Any, seen: Seen, text: Callable[[], str]) -> None:
    """The help and the score sheet, each opened and closed once."""
    for key in ("question_mark", "t"):
        await pilot.press(key)
        await pilot.pause()
        seen.add(text())
        await pilot.press("escape")
        await pilot.pause()


async def test_a_whole_schieber_game_in_german(tmp_path: Path) -> None:
    set_language("de")
    game = JassGame.new(seed=5, target=300)
    app = make_app(tmp_path, game, players("human", "easy", "normal", "easy", names=NAMES))
    seen = Seen()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        await look_around(pilot, app, seen, lambda: screen_text(app))
        await play_until(
            pilot,
            app,
            lambda: isinstance(app.screen, GameOverScreen),
            each=lambda: seen.add(screen_text(app)),
        )
        seen.add(screen_text(app))
    assert len(seen.texts) > 20
    problems = seen.problems(NAMES)
    assert not problems, "\n".join(problems)


async def test_a_whole_spades_game_in_german(tmp_path: Path) -> None:
    set_language("de")
    game = SpadesGame.new(seed=3, target=150, blind_nil=True, jokers="jokers_deuces")
    app = spades_app(tmp_path, game, seats("human", "easy", "normal", "easy"))
    seen = Seen()
    async with app.run_test(size=(80, 24)) as pilot:
        await idle(pilot, app)
        await look_around(pilot, app, seen, lambda: visible_text(app))
        await drive(
            pilot,
            app,
            lambda: isinstance(app.screen, GameOverScreen),
            watch=lambda: seen.add(visible_text(app)),
        )
        seen.add(visible_text(app))
    assert len(seen.texts) > 20
    # "Spades" is the game's name in German too (the help's title); the suit is "Pik".
    problems = seen.problems([*(player.name for player in app.players), "Spades"])
    assert not problems, "\n".join(problems)


async def test_a_coiffeur_game_in_german(tmp_path: Path) -> None:
    set_language("de")
    # The last three hands by keys (the board, the summary and the game over among them);
    # every earlier hand shows the same screens with other numbers.
    game = coiffeur.advance(
        CoiffeurGame.new(seed=2),
        lambda g: g.phase == "contract" and g.hand_number == g.hands_total - 2,
    )
    app = coiffeur.make_app(tmp_path, game, players("human", "easy", "easy", "easy", names=NAMES))
    seen = Seen()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        await look_around(pilot, app, seen, lambda: screen_text(app))
        for _ in range(3000):
            seen.add(screen_text(app))
            if isinstance(app.screen, GameOverScreen):
                break
            await coiffeur.step(pilot, app)
        seen.add(screen_text(app))
        assert isinstance(app.screen, GameOverScreen)
    problems = seen.problems(NAMES)
    assert not problems, "\n".join(problems)


async def test_differenzler_and_molotow_in_german(tmp_path: Path) -> None:
    set_language("de")
    for kind, game in (
        ("differenzler", DifferenzlerGame.new(seed=4, hands=4)),
        ("molotow", MolotowGame.new(seed=4, hands=4)),
    ):
        app = solo.make_app(
            kind, tmp_path / kind, game, players("human", "easy", "normal", "easy", names=NAMES)
        )
        seen = Seen()
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot, app)
            await look_around(pilot, app, seen, lambda app=app: screen_text(app))
            for _ in range(3000):
                seen.add(screen_text(app))
                if isinstance(app.screen, GameOverScreen):
                    break
                await solo.step(pilot, app)
            seen.add(screen_text(app))
            assert isinstance(app.screen, GameOverScreen), kind
        problems = seen.problems(NAMES)
        assert not problems, kind + "\n" + "\n".join(problems)
