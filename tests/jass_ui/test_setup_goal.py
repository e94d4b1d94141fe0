"""Set-up: the goal's label says what the preset counts, and multipliers are only offered
where the preset has any (issue 19 item 7)."""

from __future__ import annotations

from pathlib import Path

from jass_tui.screens.setup import goal_label, multiplier_choices
from shared.ui.fields import CycleField
from tests.jass_ui.helpers import make_app, screen_text, settle


def test_the_goal_label_follows_the_preset() -> None:
    assert goal_label("schieber-1000").strip() == "Target"
    assert goal_label("tournament").strip() == "Hands"


def test_all_times_one_offers_only_off() -> None:
    assert [value for value, _ in multiplier_choices("schieber-1000")] == ["off"]
    assert [value for value, _ in multiplier_choices("pagat-3000")] == ["on", "off"]


async def test_changing_the_preset_relabels_the_goal_and_turns_multipliers_on(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path, seed=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await settle(pilot, app)
        text = screen_text(app)
        assert "Target / hands" not in text and "On  ♥1" not in text
        preset = app.screen.query_one("#preset", CycleField)
        multipliers = app.screen.query_one("#multipliers", CycleField)
        assert multipliers.value == "off"
        preset.value = "tournament"
        await pilot.pause()
        assert "Hands" in screen_text(app)
        preset.value = "pagat-3000"
        await pilot.pause()
        text = screen_text(app)
        assert "Target" in text and "On  ♥2 ♦2 ♠1 ♣1 Obe3 Une4" in text
        assert multipliers.value == "on"
        await pilot.press("ctrl+g")
        await settle(pilot, app)
        assert app.game is not None and app.game.settings.multiplier("une") == 4
