"""The table's message line (issue 19): refusals and hints show on one line above the
hand, the newest replacing the one before, never as toasts over the cards; each goes
away by itself. And every card of a 13-card hand has a key (1–9, 0 - = [)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets._toast import Toast

from shared.cards import card_label
from shared.ui import message_line
from shared.ui.hand import CARD_KEYS, HandView
from shared.ui.message_line import MessageLine
from shared.ui.theme import TABLE_KEYS
from spades_tui.state import SpadesGame
from tests.spades_ui.helpers import idle, seats, spades_app
from tests.toasts import table_messages

SUITS = "SHDC"


def suit(code: str, ranks: str) -> list[str]:
    return [code + rank for rank in ranks]


def east_leads_a_club() -> SpadesGame:
    """South holds twelve hearts and the two of clubs; East leads a club."""
    hands = [
        ["C2", *suit("H", "23456789TJQK")],
        [*suit("C", "3456789TJQKA"), "S2"],
        ["HA", *suit("D", "23456789TJQK")],
        ["DA", *suit("S", "3456789TJQKA")],
    ]
    return SpadesGame.from_deal(hands, dealer=2, seed=3)


async def _to_the_table(pilot, app) -> None:  # type: ignore[no-untyped-def]
    await idle(pilot, app)
    await pilot.press("enter")  # South's bid; East then leads
    await idle(pilot, app)
    assert app.screen.model.hand_active


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_six_quick_illegal_presses_leave_one_message_off_the_hand(
    tmp_path: Path, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    app = spades_app(tmp_path, east_leads_a_club(), seats("human", "easy", "easy", "easy"))
    async with app.run_test(size=size) as pilot:
        await _to_the_table(pilot, app)
        before = app.game.to_json()
        await pilot.press("1", "1", "1", "1", "1", "1")  # a heart, six times, fast
        await pilot.pause()
        assert app.game.to_json() == before
        line = app.screen.query_one(MessageLine)
        assert line.text == "Not allowed: You must follow clubs"
        assert line.severity == "warning"
        drawn = line.render_line(0)
        assert drawn.text.rstrip() == " Not allowed: You must follow clubs"
        assert next(iter(drawn)).style.bold  # a refusal is drawn in bold, in its colours
        assert table_messages(app).count(line.text) == 6  # told six times, shown once
        assert not app._notifications
        assert not list(app.screen.query(Toast))
        # The line is its own place: it covers no card and no part of the trick.
        hand = app.screen.query_one(HandView)
        for region in hand.card_regions():
            assert not line.region.overlaps(region)
        assert not line.region.overlaps(app.screen.query_one("#trick").region)
        assert line.region.bottom <= hand.region.y

        # A hint replaces the refusal and names its card on the line.
        await pilot.press("h")
        await idle(pilot, app)
        assert line.text.startswith("Hint: play the ")
        assert card_label("C2") in line.text
        assert not app._notifications

        # Nothing is left behind: a message goes away after its time.
        monkeypatch.setattr(message_line, "DEFAULT_TIMEOUT", 0.2)
        await pilot.press("2")
        await pilot.pause(0.5)
        assert line.text == ""
        assert line.severity is None and not line.render_line(0).text.strip()


async def test_playing_a_card_clears_the_refusal(tmp_path: Path) -> None:
    app = spades_app(tmp_path, east_leads_a_club(), seats("human", "easy", "easy", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await _to_the_table(pilot, app)
        await pilot.press("1")
        await pilot.pause()
        line = app.screen.query_one(MessageLine)
        assert "follow clubs" in line.text
        before = app.game.to_json()
        await pilot.press("left", "enter")  # the two of clubs, last in the hand
        await idle(pilot, app)
        assert app.game.to_json() != before  # played
        assert "follow clubs" not in line.text


async def test_every_card_of_a_13_card_hand_has_its_key(tmp_path: Path) -> None:
    """Issue 19: the keys go past 9 (0 - = [), shown over the cards, and each one plays."""
    app = spades_app(tmp_path, east_leads_a_club(), seats("human", "easy", "easy", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await _to_the_table(pilot, app)
        hand = app.screen.query_one(HandView)
        assert len(hand.cards) == 13 and hand.cards[-1] == "C2"
        before = app.game.to_json()
        # Twelve hearts may not be played: each key still reaches its card (the cursor
        # goes there and the line says why not).
        for index, key in enumerate(CARD_KEYS[:12]):
            await pilot.press(key)
            await pilot.pause()
            assert hand.cursor == index, key
            assert "follow clubs" in app.screen.query_one(MessageLine).text
        assert app.game.to_json() == before
        await pilot.press("[")  # the thirteenth card, the two of clubs
        await idle(pilot, app)
        assert "C2" not in app.screen.model.hand
        assert app.game.to_json() != before


async def test_the_keys_past_nine_show_over_the_cards(tmp_path: Path) -> None:
    hearts = suit("H", "23456789TJQKA")
    rest = [code + rank for code in "SDC" for rank in "23456789TJQKA"]
    hands = [hearts, rest[0:13], rest[13:26], rest[26:39]]
    game = SpadesGame.from_deal(hands, dealer=1, seed=3)  # South bids and leads first
    app = spades_app(tmp_path, game, seats("human", "easy", "easy", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await _to_the_table(pilot, app)
        hand = app.screen.query_one(HandView)
        labels = [label.lstrip("▼") for label in hand.key_labels()]
        assert labels == list(CARD_KEYS)
        assert "0 - = [" in " ".join(key for key, _what in TABLE_KEYS)
        thirteenth = hand.cards[12]
        await pilot.press("[")
        await idle(pilot, app)
        assert thirteenth not in app.screen.model.hand
