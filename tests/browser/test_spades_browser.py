"""``spades serve`` in Chromium: bidding by keyboard, a card by mouse, the score pad."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from shared.persistence import autosave_path
from shared.persistence.lock import is_locked
from tests.browser.table_page import (
    Served,
    TablePage,
    answer_until_a_card,
    play_a_card_by_clicking,
    start_new_game,
)

pytestmark = pytest.mark.browser

BID = "your bid: how many tricks"


def test_a_spades_game_in_the_browser(
    serve: Callable[..., Served], open_table: Callable[[str], TablePage], shots: Path
) -> None:
    served = serve("spades_tui", "--seed", "11")
    table = open_table(served.url)
    start_new_game(table)

    bidding = table.wait_for(BID)
    table.screenshot(shots / "spades-bid.png")
    assert "Nil" in bidding or "bid" in bidding
    table.press("3", "Enter")
    table.wait_gone(BID)
    table.wait_for("You bid 3")

    played = play_a_card_by_clicking(table, {})
    assert played.startswith("You play ")
    table.screenshot(shots / "spades-table.png")

    table.press("t")
    table.wait_for("Score pad")
    table.screenshot(shots / "spades-pad.png")
    table.press("Escape")
    table.wait_gone("Score pad")
    answer_until_a_card(table, {})

    assert served.stop() == 130
    assert "Traceback" not in served.output()
    save = autosave_path("spades", served.saves)
    assert save.is_file()
    assert not is_locked(save)
