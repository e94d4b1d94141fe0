"""Playing by key presses against instant bots: a whole hand, whole games."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from jass_tui.screens.game_over import GameOverScreen
from jass_tui.screens.summary import HandSummaryScreen
from jass_tui.state import JassGame
from shared.ui.screens.start import StartScreen
from tests.jass_ui.helpers import make_app, play_until, players, settle, step
from tests.toasts import table_messages


async def test_enter_enter_starts_you_against_three_bots(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        assert isinstance(app.screen, StartScreen)
        await pilot.press("enter", "enter")
        await settle(pilot, app)
        assert app.game is not None
        assert app.game.preset == "schieber-1000"
        assert app.game.options["target"] == 1000
        assert [p.kind for p in app.players] == ["human", "normal", "normal", "normal"]
        assert app.players[0].name == "You"


async def test_a_complete_seeded_hand_by_key_presses(tmp_path: Path) -> None:
    game = JassGame.new(seed=11)
    app = make_app(tmp_path, game, players("human", "easy", "easy", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await play_until(pilot, app, lambda: isinstance(app.screen, HandSummaryScreen))
        record = app.game.hands[0]
        assert record.finished
        assert sum(record.trick_points) in (157, 257)
        assert len(app.game.hands) == 2
        # The human played nine cards, all by keys.
        played = [
            c for t in record.tricks for i, c in enumerate(t.cards) if (t.leader + i) % 4 == 0
        ]
        assert len(played) == 9
        await pilot.press("enter")  # summary → Jassteppich
        await settle(pilot, app)
        assert type(app.screen).__name__ == "ScoreboardScreen"


async def test_a_complete_low_target_game_with_instant_bots(tmp_path: Path) -> None:
    game = JassGame.new(seed=5, target=300)
    app = make_app(tmp_path, game, players("human", "easy", "normal", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await play_until(pilot, app, lambda: isinstance(app.screen, GameOverScreen))
        assert app.game.phase == "game_over"
        assert max(app.game.scores) >= 300
        assert "win!" in str(app.screen.headline)


@pytest.mark.slow
@pytest.mark.skipif(
    not os.environ.get("JASS_UI_SLOW"), reason="about 20 s; set JASS_UI_SLOW=1 to run"
)
async def test_a_real_schieber_1000_game_between_bots(tmp_path: Path) -> None:
    game = JassGame.new(seed=2024)
    app = make_app(tmp_path, game, players("easy", "normal", "easy", "normal"))
    async with app.run_test(size=(80, 24)) as pilot:
        await play_until(pilot, app, lambda: isinstance(app.screen, GameOverScreen))
        assert max(app.game.scores) >= 1000
        await pilot.press("r")  # rematch: same players, new deals
        await settle(pilot, app)
        assert app.game.phase != "game_over"
        assert [p.kind for p in app.players] == ["easy", "normal", "easy", "normal"]


async def test_an_illegal_card_shows_the_engines_reason(tmp_path: Path) -> None:
    # East (1) leads clubs; South (0) holds clubs, so a heart is refused.
    hands = [
        ["C6", "H6", "H7", "H8", "H9", "HT", "D6", "D7", "D8"],
        ["CA", "CK", "CQ", "CJ", "CT", "C9", "C8", "C7", "D9"],
        ["S6", "S7", "S8", "S9", "ST", "SJ", "SQ", "SK", "SA"],
        ["HJ", "HQ", "HK", "HA", "DT", "DJ", "DQ", "DK", "DA"],
    ]
    game = JassGame.from_deal(hands, dealer=0, seed=1)
    game.apply("trump S")
    if game.legal_actions()[0] in ("weis", "noweis"):
        game.apply("noweis")
    game.apply("play CA")
    game.apply("noweis") if "noweis" in [str(a) for a in game.legal_actions()] else None
    app = make_app(tmp_path, game, players("human", "easy", "easy", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        while type(app.screen).__name__ != "JassTableScreen" or not app.screen.model.hand_active:
            await step(pilot, app)
        hand = app.screen.model.hand
        heart = hand.index(next(c for c in hand if c[0] == "H"))
        before = app.game.to_json()
        await pilot.press(str(heart + 1))
        await pilot.pause()
        messages = table_messages(app)  # on the message line, never a toast
        assert any("follow clubs" in message for message in messages), messages
        assert not app._notifications
        assert app.game.to_json() == before


class GatedBot:
    """Thinks (in the worker thread) until the test lets it go, then plays the first
    legal action: what the table does meanwhile does not depend on the machine's speed."""

    level = "strong"

    def __init__(self, gate: threading.Event) -> None:
        self.gate = gate

    def choose(self, view: object, legal: list[object]) -> object:
        self.gate.wait(timeout=60)
        return legal[0]


async def test_scores_and_help_open_while_a_bot_thinks(tmp_path: Path) -> None:
    game = JassGame.from_deal(
        [
            ["H6", "H7", "H8", "S6", "S7", "S8", "D6", "D7", "D8"],
            ["HA", "HK", "HQ", "SA", "SK", "SQ", "DA", "DK", "DQ"],
            ["HJ", "H9", "HT", "SJ", "S9", "ST", "DJ", "D9", "DT"],
            ["C6", "C7", "C8", "C9", "CT", "CJ", "CQ", "CK", "CA"],
        ],
        dealer=0,
        seed=3,
    )
    app = make_app(tmp_path, game, players("human", "strong", "strong", "strong"))
    gate = threading.Event()
    app.make_bot = lambda level, seed: GatedBot(gate)  # type: ignore[method-assign]
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert app.game.to_move == 1  # East, a bot, names the contract
            await pilot.press("t")
            assert type(app.screen).__name__ == "ScoreboardScreen"
            await pilot.press("escape", "question_mark")
            assert type(app.screen).__name__ == "HelpScreen"
            assert app.game.hands[0].contract is None  # East is still thinking
            assert any(worker.is_running for worker in app.workers)
            gate.set()  # the rest of the hand at full speed
            await pilot.press("escape")
            await settle(pilot, app)
            assert app.game.hands[0].contract is not None
    finally:
        gate.set()
