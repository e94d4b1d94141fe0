"""The autosave follows the frame (issue 18), and is still on disk before what needs it.

A card is painted first and saved right after the repaint; the save is written before
the next action is applied and before the next key or click is handled. A child process
plays a card and is killed by SIGKILL at that next step: the autosave must hold the card.
"""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import pytest

from shared.persistence import load_autosave

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


@pytest.mark.parametrize("kind", ["jass", "spades"])
@pytest.mark.parametrize("mode", ["action", "key"])
def test_killed_right_after_a_card_the_save_holds_it(tmp_path: Path, kind: str, mode: str) -> None:
    child = subprocess.run(
        [sys.executable, "-m", "tests.ui.kill_after_card", str(tmp_path), kind, mode],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert child.returncode == -signal.SIGKILL, child.stdout + child.stderr
    card = child.stdout.split()[0]
    loaded = load_autosave(kind, tmp_path)
    assert loaded is not None
    hand = loaded.game.hands[-1]
    assert hand.actions[-1] == f"play {card}", hand.actions[-3:]


def _saved_actions(kind: str, folder: Path) -> list[str]:
    loaded = load_autosave(kind, folder)
    return [] if loaded is None else list(loaded.game.hands[-1].actions)


@pytest.mark.parametrize("kind", ["jass", "spades"])
async def test_the_save_waits_for_the_frame_not_for_the_next_action(
    tmp_path: Path, kind: str
) -> None:
    from textual import events

    from tests.benchmarks.ratios import SEEDS, game_class, in_play, table_app

    app = table_app(kind, tmp_path, in_play(game_class(kind), SEEDS[kind]))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        game = app.game
        before = _saved_actions(kind, tmp_path)
        model = app.screen.model
        card = next(c for c, why in zip(model.hand, model.reasons, strict=True) if why is None)
        app.request_play(card)
        # Applied and shown next; not written yet (the frame comes first).
        assert game.hands[-1].actions[-1] == f"play {card}"
        assert _saved_actions(kind, tmp_path) == before
        # The next action (a bot's) writes it before it applies.
        bot_move = game.legal_actions()[0]
        app.apply_action(bot_move)
        assert _saved_actions(kind, tmp_path)[-1] == f"play {card}"
        # And a key handled writes the bot's move first.
        await app.on_event(events.Key("question_mark", "?"))
        assert _saved_actions(kind, tmp_path)[-1] == str(bot_move)
        await pilot.pause()
        app.workers.cancel_all()
