"""``jass serve`` in Chromium: keys, clicks on cards, the Jassteppich, resizing, hot-seat,
two tabs on one saves folder."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from shared.persistence import autosave_path
from shared.persistence.lock import is_locked, slot_name
from tests.browser.table_page import (
    Served,
    TablePage,
    answer_until_a_card,
    play_a_card_by_clicking,
    start_new_game,
)

pytestmark = pytest.mark.browser

SEED = "7"
ANSWERS = {"choose the contract": "1", "hold Weis": "d"}
"""The first contract offered; Weis declared."""

Serve = Callable[..., Served]
OpenTable = Callable[[str], TablePage]


def stop_cleanly(served: Served) -> None:
    """Ctrl+C stops the server (130, no traceback) and every tab's process with it."""
    assert served.stop() == 130
    output = served.output()
    assert "Traceback" not in output, output
    assert "stopped" in output


def test_a_jass_game_in_the_browser(serve: Serve, open_table: OpenTable, shots: Path) -> None:
    served = serve("jass_tui", "--seed", SEED)
    table = open_table(served.url)
    start_new_game(table)
    played = play_a_card_by_clicking(table, ANSWERS)
    assert played.startswith("You play ")
    table.screenshot(shots / "jass-table.png")

    table.press("t")
    sheet = table.wait_for("Jassteppich")
    assert "You & Vreni" in sheet
    table.screenshot(shots / "jass-steppich.png")
    table.press("Escape")
    table.wait_gone("Jassteppich")

    # Ctrl+S reaches the app, not the browser's "save page".
    table.press("Control+s")
    table.wait_for("Save the game as")
    table.page.keyboard.type("browser")
    table.press("Enter")
    table.wait_for("Saved as browser")
    assert (served.saves / "browser.json").is_file()
    assert table.elsewhere == [], "the page asked another site for something"

    stop_cleanly(served)
    # The tab's process autosaved and ended with the server: its slot is free.
    save = autosave_path("jass", served.saves)
    assert save.is_file()
    assert not is_locked(save)


def test_the_table_follows_the_window_size(serve: Serve, open_table: OpenTable) -> None:
    served = serve("jass_tui", "--seed", SEED)
    table = open_table(served.url)
    start_new_game(table)
    roomy = answer_until_a_card(table, ANSWERS)
    cards = len(roomy.hand())

    table.resize(640, 400)  # under 80×24 cells
    small = table.wait_for("Please enlarge the terminal")
    assert small.cols < 80
    assert not small.has_cards()

    table.resize(1400, 860)  # larger than at the start
    back = table.wait(lambda s: len(s.hand()) == cards, "the hand at the new size")
    assert back.cols != roomy.cols
    assert "Please enlarge" not in back
    assert back.playable(), "the hand is still the player's to play"
    stop_cleanly(served)


def test_the_hand_over_hides_every_hand(serve: Serve, open_table: OpenTable, shots: Path) -> None:
    served = serve("jass_tui", "--seed", SEED)
    table = open_table(served.url)
    start_new_game(table, humans=("North",))

    for _ in range(2):  # the first hand-over, and one after a hand was on screen
        screen = table.wait_for("Pass the keyboard to")
        table.screenshot(shots / "jass-handover.png")
        assert not screen.has_cards()
        assert not screen.hand()
        top, _ = screen.find("╔")
        bottom, _ = screen.find("╚")
        outside = screen.lines[:top] + screen.lines[bottom + 1 : -1]
        assert all(not line.strip() for line in outside), screen.text
        table.press("Enter")
        table.wait_gone("Pass the keyboard to")
        shown = answer_until_a_card(table, ANSWERS)
        assert shown.hand(), "after Enter the player sees his hand"
        before = len(shown.hand())
        table.click(*shown.playable()[0].face)
        table.wait(
            lambda s, n=before: len(s.hand()) != n or "Pass the keyboard to" in s,
            "the card to be played",
        )
    stop_cleanly(served)


def test_two_tabs_never_share_an_autosave(serve: Serve, open_table: OpenTable) -> None:
    served = serve("jass_tui")
    first = open_table(served.url)
    first.wait_for("New game")
    second = open_table(served.url)
    second.wait_for("Schieber Jass is already open")
    second.press("s")
    second.wait_for("New game")

    save = autosave_path("jass", served.saves)
    assert is_locked(save), "the first tab holds the autosave slot"
    assert is_locked(slot_name(save, 2)), "the second tab plays in a slot of its own"

    # Ctrl+Q in a tab ends its table (its process, its lock); the page says so.
    first.press("Control+q")
    first.page.wait_for_selector("body.-closed .closed-dialog", state="visible")
    assert "Session ended" in first.page.inner_text(".closed-dialog")
    second.wait_for("New game")
    stop_cleanly(served)
    assert not is_locked(save)
    assert not is_locked(slot_name(save, 2))
