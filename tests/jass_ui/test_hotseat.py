"""Hot seat: with four people at one keyboard nobody ever sees another player's hand."""

from __future__ import annotations

import re
from pathlib import Path

from jass_tui.screens.game_over import GameOverScreen
from jass_tui.state import JassGame
from shared.cards import card_label
from shared.ui.screens.handover import HandOverScreen
from tests.jass_ui.helpers import make_app, players, screen_text, settle, step

NAMES = ("Anna", "Beat", "Chris", "Dora")


def visible_labels(text: str, cards: tuple[str, ...]) -> set[str]:
    """The cards among ``cards`` whose label (e.g. "10♥") shows in ``text``."""
    found = set()
    for card in cards:
        label = card_label(card)
        if re.search(rf"(?<![0-9]){re.escape(label)}", text):
            found.add(card)
    return found


async def test_four_humans_never_see_each_others_hands(tmp_path: Path) -> None:
    game = JassGame.new(seed=7, target=400)
    app = make_app(tmp_path, game, players("human", "human", "human", "human"))
    confirmed: int | None = None
    checks = 0
    handovers = 0
    # 80×24 hides the public hand log, whose played cards of the last hand would
    # otherwise match cards of the new one.
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        for _ in range(1500):
            text = screen_text(app)
            held = {seat: tuple(app.game.view(seat).hand) for seat in range(4)}
            if isinstance(app.screen, HandOverScreen):
                handovers += 1
                for seat in range(4):
                    assert not visible_labels(text, held[seat]), text
                name = re.search(r"Pass the keyboard to (\w+)", text)
                assert name is not None, text
                confirmed_next = NAMES.index(name.group(1))
            else:
                confirmed_next = None
                for seat in range(4):
                    if seat != confirmed:
                        assert not visible_labels(text, held[seat]), (seat, confirmed, text)
                checks += 1
            if isinstance(app.screen, GameOverScreen) or app.game.hand_number > 1:
                break
            await step(pilot, app)
            if confirmed_next is not None:
                confirmed = confirmed_next
    assert handovers > 20 and checks > 20


async def test_the_partner_sees_nothing_before_the_push(tmp_path: Path) -> None:
    hands = [
        ["H6", "H7", "S6", "S7", "D6", "D7", "C6", "C7", "C8"],
        ["HA", "HK", "HQ", "SA", "SK", "SQ", "DA", "DK", "DQ"],
        ["HJ", "H9", "SJ", "S9", "DJ", "D9", "CJ", "C9", "CA"],
        ["HT", "H8", "ST", "S8", "DT", "D8", "CT", "CK", "CQ"],
    ]
    game = JassGame.from_deal(hands, dealer=3, seed=3)
    app = make_app(tmp_path, game, players("human", "normal", "human", "normal"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        assert isinstance(app.screen, HandOverScreen)
        assert "Anna" in screen_text(app)
        await pilot.press("enter")
        await settle(pilot, app)
        assert type(app.screen).__name__ == "ContractScreen"
        text = screen_text(app)
        assert "Schieben" in text
        assert not visible_labels(text, tuple(hands[2]))
        await pilot.press("7")  # push
        await settle(pilot, app)
        assert isinstance(app.screen, HandOverScreen)
        text = screen_text(app)
        assert "Chris" in text
        assert not visible_labels(text, tuple(hands[0])) and not visible_labels(
            text, tuple(hands[2])
        )
        await pilot.press("enter")
        await settle(pilot, app)
        assert type(app.screen).__name__ == "ContractScreen"
        text = screen_text(app)
        assert "Anna pushed to you" in text
        assert "Schieben" not in text  # the partner cannot push back
        assert visible_labels(text, tuple(hands[2])) == set(hands[2])
        assert not visible_labels(text, tuple(hands[0]))
