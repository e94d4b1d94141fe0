"""The hand summary and score pad for a hand with a failed Nil and a bag penalty
(RULES.md 2.4): every number on them comes from the engine's hand record."""

from __future__ import annotations

from pathlib import Path

from spades_tui.scorepad import bag_meter
from spades_tui.screens.scorepad import ScorePadScreen
from spades_tui.screens.summary import HandSummaryScreen
from spades_tui.state import SpadesGame
from tests.spades_ui.helpers import idle, seats, spades_app, visible_text

NORTH = 2
# North always bids Nil; everybody else bids 1, so bags pile up fast.
BIDS = {0: "bid 1", 1: "bid 1", 2: "bid 0", 3: "bid 1"}


def scripted_until_last_card(seed: int, hand: int, **options: object) -> SpadesGame:
    """The scripted game (fixed bids, first legal card) one card before ``hand`` ends."""
    game = SpadesGame.new(seed=seed, **options)
    while True:
        record = game.hands[-1]
        if record.number == hand and len(record.actions) == 4 + 51:
            return game
        game.apply(BIDS[game.to_move] if game.phase == "bid" else game.legal_actions()[0])


async def test_failed_nil_and_bag_penalty_on_summary_and_pad(tmp_path: Path) -> None:
    game = scripted_until_last_card(seed=1, hand=2)
    assert game.to_move == NORTH
    app = spades_app(tmp_path, game, seats("easy", "easy", "human", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await idle(pilot, app)
        await pilot.press("enter")  # North's last card
        await idle(pilot, app)
        assert isinstance(app.screen, HandSummaryScreen)
        record = app.game.hands[1]
        assert record.finished
        assert record.nil_results[NORTH] is False
        assert record.bag_penalty == (0, 100)
        summary = visible_text(app)
        taken = record.tricks_won[NORTH]
        assert f"Nora bid Nil but took {taken} trick" in summary
        assert "-100" in summary
        assert f"10 bags reached: -100 bag penalty, {record.bags[1]} bag" in summary
        await pilot.press("enter")
        await idle(pilot, app)
        assert isinstance(app.screen, ScorePadScreen)
        pad = visible_text(app)
        assert "⚠ Bag penalty" in pad
        assert "-100 (10 bags)" in pad
        assert "Nora failed ✗ -100" in pad
        assert bag_meter(record.bags[1]) in pad
        totals = [sum(h.points[u] for h in app.game.hands if h.points) for u in (0, 1)]
        assert list(app.game.scores) == totals
        totals_shown = [line for line in pad.splitlines() if line.strip().startswith("Total")]
        total_line = totals_shown[-1]  # the pad opens scrolled to the latest hand
        assert total_line.split()[1:] == [str(t) for t in app.game.scores]


def test_bag_meter_shows_how_close_the_penalty_is() -> None:
    assert bag_meter(0) == "▱▱▱▱▱▱▱▱▱▱ 0/10"
    assert bag_meter(7) == "▰▰▰▰▰▰▰▱▱▱ 7/10"


async def test_the_pad_names_the_dealer_under_the_hands_heading(tmp_path: Path) -> None:
    # Issue 19, item 8: "dealer Cleo" stood under a side's column, as if it were a score.
    game = scripted_until_last_card(seed=1, hand=2)
    app = spades_app(tmp_path, game, seats("easy", "easy", "human", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await idle(pilot, app)
        await pilot.press("enter")  # North's last card
        await idle(pilot, app)
        await pilot.press("enter")  # the summary; the pad follows
        await idle(pilot, app)
        assert isinstance(app.screen, ScorePadScreen)
        names = [player.name for player in app.players]
        dealer = names[app.game.hands[1].dealer]
        lines = visible_text(app).splitlines()
        at = next(i for i, line in enumerate(lines) if line.split()[:2] == ["Hand", "2"])
        # A line of its own, the name alone on it: not a cell of a side's column.
        assert lines[at + 1].split() == ["dealer", dealer]
