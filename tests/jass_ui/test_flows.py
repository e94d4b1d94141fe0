"""Schieben, Weis and Stöck as a player meets them at the table (hands chosen by hand)."""

from __future__ import annotations

from pathlib import Path

from jass_tui.screens.contract import ContractScreen
from jass_tui.screens.summary import weis_lines
from jass_tui.screens.weis import WeisScreen
from jass_tui.state import JassGame
from shared.i18n import set_language
from tests.jass_ui.helpers import make_app, play_until, players, screen_text, settle, step
from tests.toasts import table_messages

# South (0) is forehand when West (3) deals.
WEIS_HANDS = [
    ["HJ", "DJ", "SJ", "CJ", "H6", "S7", "D8", "C9", "HA"],
    ["HK", "HQ", "HT", "H9", "H8", "H7", "SA", "SK", "SQ"],
    ["DA", "DK", "DQ", "DT", "D9", "D7", "D6", "ST", "S9"],
    ["CA", "CK", "CQ", "CT", "C8", "C7", "C6", "S8", "S6"],
]


async def test_forehand_pushes_and_the_bot_partner_chooses(tmp_path: Path) -> None:
    game = JassGame.from_deal(WEIS_HANDS, dealer=3, seed=1)
    app = make_app(tmp_path, game, players("human", "easy", "normal", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        assert isinstance(app.screen, ContractScreen)
        labels = [label for _, label in app.screen.options]
        assert labels[-1].startswith("Schieben")
        assert any("×1" in label for label in labels)
        await pilot.press("7")
        await settle(pilot, app)
        record = app.game.hands[0]
        assert record.pushed and record.chooser == 2 and record.contract is not None
        assert "geschoben" in screen_text(app)
        # Forehand still leads the first trick.
        assert record.tricks[0].leader == 0


async def test_weis_is_offered_on_the_first_card_and_shown_after_the_first_trick(
    tmp_path: Path,
) -> None:
    game = JassGame.from_deal(WEIS_HANDS, dealer=3, seed=1)
    app = make_app(tmp_path, game, players("human", "easy", "easy", "easy"))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        await pilot.press("1")  # hearts trump
        await settle(pilot, app)
        assert isinstance(app.screen, WeisScreen)
        assert "four jacks (200)" in screen_text(app)
        await pilot.press("d")
        await settle(pilot, app)
        await play_until(pilot, app, lambda: app.game.hands[0].tricks[0].winner is not None)
        record = app.game.hands[0]
        assert [w.describe() for w in record.declared_weis[0]] == ["four jacks (200)"]
        assert record.weis_winner == 0
        text = screen_text(app)
        # In the hand log (and a toast); the log's narrow column wraps the line by words.
        assert "Weis: Anna with four jacks" in " ".join(text.split())
        assert "Anna: four" not in text


async def test_keeping_weis_secret_scores_nothing(tmp_path: Path) -> None:
    game = JassGame.from_deal(WEIS_HANDS, dealer=3, seed=1)
    app = make_app(tmp_path, game, players("human", "easy", "easy", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        await pilot.press("1")
        await settle(pilot, app)
        await pilot.press("k")
        await settle(pilot, app)
        assert app.game.hands[0].declared_weis[0] == ()


async def test_stoeck_is_announced_when_the_second_card_is_played(tmp_path: Path) -> None:
    hands = [
        ["HK", "HQ", "S6", "S7", "S8", "D6", "D7", "C6", "C7"],
        ["HA", "HJ", "SA", "SK", "SQ", "DA", "DK", "CA", "CK"],
        ["H6", "H7", "H8", "ST", "SJ", "DT", "DJ", "CT", "CJ"],
        ["H9", "HT", "S9", "DQ", "D8", "D9", "CQ", "C8", "C9"],
    ]
    game = JassGame.from_deal(hands, dealer=3, seed=1)
    app = make_app(tmp_path, game, players("human", "easy", "easy", "easy"))
    announced: list[str] = []

    def prefer_king_and_queen(app_: object) -> str:
        model = app.screen.model  # type: ignore[attr-defined]
        playable = [i for i, reason in enumerate(model.reasons) if reason is None]
        for index in playable:
            if model.hand[index] in ("HK", "HQ"):
                return str(index + 1)
        return str(playable[0] + 1)

    def watch() -> None:
        announced.extend(text for text in table_messages(app) if "Stöck" in text)

    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        await pilot.press("1")  # hearts trump
        await settle(pilot, app)
        await play_until(
            pilot,
            app,
            lambda: app.game.hands[0].stoeck_seat is not None,
            choose=prefer_king_and_queen,
        )
        watch()
        assert app.game.hands[0].stoeck == (20, 0)
        assert any("Stöck! Anna scores 20" in message for message in announced)


async def test_hand_summary_lists_every_part_of_the_score(tmp_path: Path) -> None:
    game = JassGame.from_deal(WEIS_HANDS, dealer=3, seed=1)
    app = make_app(tmp_path, game, players("human", "easy", "easy", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await play_until(pilot, app, lambda: type(app.screen).__name__ == "HandSummaryScreen")
        text = screen_text(app)
        for words in (
            "Trick points",
            "Last trick",
            "Match",
            "Weis",
            "Stöck",
            "Multiplier",
            "Hand total",
            "New totals",
        ):
            assert words in text
        record = app.game.hands[0]
        assert str(record.points[0]) in text and str(record.points[1]) in text
        await step(pilot, app)
        assert type(app.screen).__name__ == "ScoreboardScreen"
        assert f"{app.game.scores[0]}" in screen_text(app)


def test_summary_rows_split_the_engines_numbers_exactly() -> None:
    from jass_tui.screens.summary import end_reason, summary_rows

    game = JassGame.new(seed=40)
    while len(game.hands) < 2:
        game.apply(game.legal_actions()[0])
    record = game.hands[0]
    rows = {label.strip(): (first, second) for label, first, second in summary_rows(record)}
    # Every number is a field of the record, shown as it is: nothing worked backwards.
    for team in (0, 1):
        assert rows["Trick points"][team] == str(record.trick_points[team])
        assert rows["Weis"][team] == str(record.weis[team])
        assert rows["Stöck"][team] == str(record.stoeck[team])
        assert rows["Hand total"][team] == str(record.points[team])
    assert sorted(rows["Last trick"]) == ["", "✓"]
    assert rows["Match"] == tuple("✓" if record.match == team else "" for team in (0, 1))
    assert end_reason(record, ["A", "B"], 1000, None) == ""


def test_a_game_won_mid_hand_names_the_reason() -> None:
    from jass_tui.screens.summary import end_reason

    game = JassGame.new(seed=41, target=150)
    while game.phase != "game_over":
        game.apply(game.legal_actions()[0])
    record = game.hands[-1]
    assert record.ended_game
    text = end_reason(record, ["Anna & Chris", "Beat & Dora"], 150, game.winner)
    assert text.startswith("Stöck, Wys, Stich: ")
    assert ("Anna & Chris" if game.winner == 0 else "Beat & Dora") in text


def test_a_weis_line_names_the_player_without_a_second_colon() -> None:
    # Issue 19, item 8: "Weis: Anna: four jacks (200)" read as two labels.
    game = JassGame.from_deal(WEIS_HANDS, dealer=3, seed=1)
    game.apply("trump H")
    while not game.hands[0].tricks or game.hands[0].tricks[0].winner is None:
        legal = [str(action) for action in game.legal_actions()]
        game.apply("weis" if "weis" in legal else legal[0])
    record = game.hands[0]
    names = ("Anna", "Beat", "Chris", "Dora")
    assert weis_lines(record, names) == [
        "Anna with four jacks (200)",
        "Chris with sequence of 3 to the ace of diamonds (20)",
    ]
    set_language("de")  # the autouse fixture sets English back
    assert weis_lines(record, names)[0].startswith("Anna mit ")
