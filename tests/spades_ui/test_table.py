"""The table: illegal cards and their reasons (RULES.md 2.3, Part 3), the four-human hot
seat that never shows a hand but the confirmed player's, and save → quit → continue."""

from __future__ import annotations

from pathlib import Path

from shared.cards import card_label
from shared.persistence import load_autosave
from shared.ui.screens.handover import HandOverScreen
from spades_tui.app import SpadesApp
from spades_tui.state import SpadesGame
from tests.spades_ui.helpers import (
    answer,
    drive,
    idle,
    screen_name,
    seats,
    spades_app,
    visible_text,
)
from tests.toasts import table_messages

SUITS = "SHDC"
RANKS = "23456789TJQKA"


def suit(code: str, ranks: str = RANKS) -> list[str]:
    return [code + rank for rank in ranks]


async def _bid_then_table(pilot, app: SpadesApp) -> None:  # type: ignore[no-untyped-def]
    await idle(pilot, app)
    await pilot.press("enter")
    await idle(pilot, app)
    assert screen_name(app) == "SpadesTableScreen"
    assert app.screen.model.hand_active


def _notes(app: SpadesApp) -> list[str]:
    """What the table said on its message line (refusals are never toasts)."""
    return table_messages(app)


async def test_leading_a_spade_before_they_are_broken_is_refused(tmp_path: Path) -> None:
    south = suit("S", "234567") + suit("H", "2345678")
    rest = [card for code in SUITS for card in suit(code) if card not in south]
    hands = [south, rest[0:13], rest[13:26], rest[26:39]]
    game = SpadesGame.from_deal(hands, dealer=1, seed=3)  # South bids and leads first
    app = spades_app(tmp_path, game, seats("human", "easy", "easy", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await _bid_then_table(pilot, app)
        assert "♠ not broken yet" in visible_text(app)
        before = app.game.to_json()
        await pilot.press("1")  # the 7 of spades
        await pilot.pause()
        assert any("Spades are not broken yet" in note for note in _notes(app)), _notes(app)
        assert app.game.to_json() == before


async def test_not_following_suit_is_refused_with_the_suit_named(tmp_path: Path) -> None:
    hands = [
        ["C2", *suit("H", "23456789TJQK")],
        [*suit("C", "3456789TJQKA"), "S2"],
        ["HA", *suit("D", "23456789TJQK")],
        ["DA", *suit("S", "3456789TJQKA")],
    ]
    game = SpadesGame.from_deal(hands, dealer=2, seed=3)  # East leads a club
    app = spades_app(tmp_path, game, seats("human", "easy", "easy", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await idle(pilot, app)
        await pilot.press("enter")  # South's bid; East then leads
        await idle(pilot, app)
        model = app.screen.model
        assert model.hand_active
        # Hearts first, the two of clubs last (spades, hearts, diamonds, clubs).
        assert model.hand[-1] == "C2"
        assert model.reasons[-1] is None
        assert model.reasons[0] == "you must follow clubs"
        before = app.game.to_json()
        await pilot.press("1")
        await pilot.pause()
        assert any("You must follow clubs" in note for note in _notes(app)), _notes(app)
        assert app.game.to_json() == before


async def test_four_humans_never_see_another_hand(tmp_path: Path) -> None:
    game = SpadesGame.new(seed=17)
    app = spades_app(tmp_path, game, seats("human", "human", "human", "human"))
    checks = {"handover": 0, "own": 0}

    def private() -> None:
        live = app.game
        if live is None or live.phase == "game_over":
            return
        text = visible_text(app)
        shown = None if isinstance(app.screen, HandOverScreen) else app.revealed
        for seat in range(4):
            held = live.held(seat)
            if seat == shown:
                checks["own"] += 1
                continue
            leaked = [card for card in held if card_label(card) in text]
            assert not leaked, f"{screen_name(app)} shows seat {seat}'s {leaked}"
        if shown is None:
            checks["handover"] += 1
            assert "Pass the keyboard" in text or app.revealed is None

    async with app.run_test(size=(80, 24)) as pilot:
        await drive(pilot, app, lambda: app.game.hand_number == 2, watch=private)
    assert checks["handover"] >= 52
    assert checks["own"] >= 52


async def test_save_quit_and_continue_returns_to_the_same_position(tmp_path: Path) -> None:
    game = SpadesGame.new(seed=29)
    app = spades_app(tmp_path, game, seats("human", "normal", "easy", "strong"))
    async with app.run_test(size=(80, 24)) as pilot:
        await idle(pilot, app)
        for _ in range(4):
            await answer(pilot, app)
        position = app.game.to_json()
        hand = app.screen.model.hand
        await pilot.press("ctrl+q")
    assert app.return_code == 0

    loaded = load_autosave("spades", tmp_path)
    assert loaded is not None
    assert loaded.game.to_json() == position
    assert [p.kind for p in loaded.players] == ["human", "normal", "easy", "strong"]
    again = SpadesApp(tmp_path, loaded=loaded, bot_delay=0)
    async with again.run_test(size=(80, 24)) as pilot:
        await idle(pilot, again)
        assert again.game.to_json() == position
        assert again.screen.model.hand == hand

    # The start screen's Continue brings back the same game too.
    fresh = SpadesApp(tmp_path, bot_delay=0)
    async with fresh.run_test(size=(80, 24)) as pilot:
        assert "Continue" in visible_text(fresh)
        await pilot.press("c")
        await idle(pilot, fresh)
        assert fresh.game.to_json() == position
