"""The Part 4 options at the table (RULES.md Part 4): the set-up names them in plain
words, jokers are cards of their own sorted with the spades, Blind Nil is offered before
the hand is shown (on the hand-over screen in hot-seat, as a question of its own against
bots), and the pad and summary mark a Blind Nil with the bonus the engine scored."""

from __future__ import annotations

from pathlib import Path

from shared.table import team_of
from shared.ui.card import CardWidget
from shared.ui.deck import FRENCH
from shared.ui.fields import CycleField
from shared.ui.screens.handover import HandOverScreen
from spades_tui.rules import BLIND_NIL, get_deck
from spades_tui.scorepad import pad_rows
from spades_tui.scoring import BLIND_NIL_BONUS
from spades_tui.screens.bid import BidScreen
from spades_tui.screens.blind_nil import BlindNilScreen
from spades_tui.screens.scorepad import ScorePadScreen
from spades_tui.screens.setup import SpadesSetupScreen
from spades_tui.screens.summary import HandSummaryScreen
from spades_tui.state import SpadesGame
from tests.spades_ui.helpers import drive, idle, seats, spades_app, visible_text

SOUTH, EAST, NORTH = 0, 1, 2


async def past_hand_1(pilot, app) -> None:  # type: ignore[no-untyped-def]
    """A game opened at the start of hand 2 shows hand 1's summary and pad first."""
    while isinstance(app.screen, HandSummaryScreen | ScorePadScreen):
        await pilot.press("enter")
        await idle(pilot, app)


def behind(seed: int, **options: object) -> SpadesGame:
    """Hand 2 of a game where North–South (6 + 6 bid, set) trail East–West by 100+."""
    game = SpadesGame.new(seed=seed, blind_nil=True, **options)
    while game.hand_number == 1:
        seat = game.to_move
        assert seat is not None
        if game.phase == "bid":
            game.apply("bid 6" if team_of(seat) == 0 else "bid 1")
        else:
            game.apply(game.legal_actions()[0])
    assert game.scores[1] - game.scores[0] >= 100
    return game


def joker_seed() -> int:
    """A seed whose first deal with ``jokers_deuces`` gives South a joker."""
    return next(
        s
        for s in range(50)
        if {"BJ", "LJ"} & set(SpadesGame.new(seed=s, jokers="jokers_deuces").held(SOUTH))
    )


# --------------------------------------------------------------------- set-up


async def test_setup_names_the_options_and_starts_a_game_with_them(tmp_path: Path) -> None:
    app = spades_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SpadesSetupScreen)
        jokers = screen.query_one("#jokers", CycleField)
        assert jokers.value == "off"
        jokers.value = "jokers_deuces"
        screen.query_one("#first_lead", CycleField).value = "two_of_clubs"
        blind = screen.query_one("#blind_nil", CycleField)
        blind.value = "on"
        choices = screen.read_options()
        assert (choices.jokers, choices.first_lead, choices.blind_nil) == (
            "jokers_deuces",
            "two_of_clubs",
            True,
        )
        game = SpadesGame.new(choices.preset, 1, **choices.engine_options())
        assert game.options["jokers"] == "jokers_deuces"
        # Bicycle (no partners) and Nil off leave Blind Nil nothing but "Off", greyed.
        screen.query_one("#preset", CycleField).value = "bicycle"
        await pilot.pause()
        assert blind.values == ["off"] and blind.has_class("-unavailable")
        assert not screen.read_options().blind_nil
        screen.query_one("#preset", CycleField).value = "standard"
        await pilot.pause()
        assert blind.values == ["on", "off"] and not blind.has_class("-unavailable")
        screen.query_one("#nil", CycleField).value = "off"
        await pilot.pause()
        assert blind.values == ["off"]


async def test_setup_words_are_plain(tmp_path: Path) -> None:
    app = spades_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        screen = app.screen
        screen.query_one("#blind_nil", CycleField).value = "on"
        screen.query_one("#jokers", CycleField).value = "jokers"
        screen.query_one("#first_lead", CycleField).value = "two_of_clubs"
        await pilot.pause()
        text = visible_text(app)
        assert "Big ★ and Little ☆ Joker above the A♠" in text
        assert "Whoever holds the 2♣ leads it" in text
        assert f"behind, bid unseen, ±{BLIND_NIL_BONUS}" in text


# --------------------------------------------------------------------- jokers


def test_jokers_are_cards_of_their_own() -> None:
    assert FRENCH.label("BJ") == "BJ★" and FRENCH.label("LJ") == "LJ☆"
    assert FRENCH.name("BJ") == "Big Joker"
    assert (FRENCH.corner("LJ"), FRENCH.pip("LJ")) == ("LJ", "☆")
    big, little = CardWidget("BJ"), CardWidget("LJ")
    assert big.has_class("-joker") and big.has_class("-red")
    assert little.has_class("-joker") and not little.has_class("-red")
    assert not big.has_class("suit-B")


async def test_a_whole_jokers_deuces_hand_from_the_two_of_clubs(tmp_path: Path) -> None:
    """One person against instant bots plays a whole hand: jokers on the table, sorted
    first among the spades, the 2♣ gone, the 3♣'s holder leading trick 1 with it."""
    game = SpadesGame.new(seed=joker_seed(), jokers="jokers_deuces", first_lead="two_of_clubs")
    app = spades_app(tmp_path, game, seats("human", "easy", "easy", "easy"))
    deck = get_deck("jokers_deuces")
    async with app.run_test(size=(120, 40)) as pilot:
        await idle(pilot, app)
        assert isinstance(app.screen, BidScreen)
        shown = app.screen.hand
        assert {"BJ", "LJ"} & set(shown)
        assert list(shown) == sorted(shown, key=deck.display_index.__getitem__)
        spades = [c for c in shown if deck.suit[c] == 0]
        assert shown[: len(spades)] == tuple(spades)  # jokers and 2♦ among the spades, first
        text = visible_text(app)
        joker = next(c for c in shown if c in ("BJ", "LJ"))
        assert f"│{joker}  │" in text and f"│  {joker}│" in text  # boxed: corners and star
        assert FRENCH.pip(joker) in text
        await pilot.press("3", "enter")
        await idle(pilot, app)
        record = app.game.hands[0]
        assert record.tricks[0].cards[:1] == ("C3",)
        assert record.tricks[0].leader == next(s for s in range(4) if "C3" in record.cards[s])
        await drive(pilot, app, lambda: app.game.hands[0].finished)
        record = app.game.hands[0]
        assert sum(record.tricks_won) == 13
        played = {c for t in record.tricks for c in t.cards}
        assert {"BJ", "LJ", "D2"} <= played and "C2" not in played


# ------------------------------------------------------------------ Blind Nil


async def test_hot_seat_offers_blind_nil_on_the_hand_over_screen(tmp_path: Path) -> None:
    game = behind(seed=1)  # South bids first in hand 2
    assert game.to_move == SOUTH
    app = spades_app(tmp_path, game, seats("human", "easy", "human", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await idle(pilot, app)
        await past_hand_1(pilot, app)  # opened between hands: its summary first
        assert isinstance(app.screen, HandOverScreen)
        assert app.screen.question is not None
        text = visible_text(app)
        assert "you may bid Blind Nil" in text
        assert f"+{BLIND_NIL_BONUS} if you keep it" in text
        # Nobody's cards are on screen while the offer is made.
        for card in game.held(SOUTH) + game.held(NORTH):
            assert FRENCH.label(card) not in text.replace("10", "")
        assert app.revealed is None
        await pilot.press("y")
        await idle(pilot, app)
        record = app.game.hands[1]
        assert record.bids[SOUTH] == 0 and record.blind[SOUTH]
        # North is offered Blind Nil too (the engine allows it), told nobody covers him.
        await drive(pilot, app, lambda: isinstance(app.screen, HandOverScreen))
        assert "Sam, your partner, bid Blind Nil: nobody covers you." in visible_text(app)
        await drive(pilot, app, lambda: app.game.phase == "play", bid_keys=("3", "enter"))
        await drive(pilot, app, lambda: app.revealed is not None)
        assert "Blind Nil · took 0" in visible_text(app)  # South's seat, on the table


async def test_hot_seat_looking_first_takes_the_offer_away(tmp_path: Path) -> None:
    game = behind(seed=1)
    app = spades_app(tmp_path, game, seats("human", "easy", "human", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await idle(pilot, app)
        await past_hand_1(pilot, app)  # opened between hands: its summary first
        assert isinstance(app.screen, HandOverScreen)
        await pilot.press("enter")
        await idle(pilot, app)
        assert isinstance(app.screen, BidScreen)
        assert app.screen.bids == list(range(14))  # Nil to 13: no Blind Nil any more
        assert hand_codes_bid(app) == tuple(game.held(SOUTH))


def hand_codes_bid(app: object) -> tuple[str, ...]:
    return app.screen.hand  # type: ignore[attr-defined, no-any-return]


async def test_against_bots_the_new_hand_stays_hidden_until_he_decides(tmp_path: Path) -> None:
    game = behind(seed=3)  # East bids first: South waits with his cards hidden
    assert game.to_move == EAST
    app = spades_app(tmp_path, game, seats("human", "easy", "easy", "easy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await idle(pilot, app)
        await past_hand_1(pilot, app)  # opened between hands: its summary first
        assert isinstance(app.screen, BlindNilScreen)
        assert app.game.hands[1].bids[EAST] is not None  # the bots before him have bid
        text = visible_text(app)
        assert "you may bid Blind Nil" in text
        assert app.table is not None and app.table.model is not None
        assert app.table.model.hand == ()
        held = [FRENCH.label(c) for c in app.game.held(SOUTH)]
        assert not any(f" {label} " in text for label in held if len(label) == 2)
        await pilot.press("enter")  # look at the cards
        await idle(pilot, app)
        assert isinstance(app.screen, BidScreen)
        assert app.table.model.hand == tuple(app.game.held(SOUTH))
        await pilot.press("4", "enter")
        await idle(pilot, app)
        assert app.game.hands[1].bids[SOUTH] == 4


async def test_blind_nil_against_bots_then_pad_and_summary_mark_it(tmp_path: Path) -> None:
    game = behind(seed=3, loss_limit=None)  # a failed Blind Nil must not end the game
    app = spades_app(tmp_path, game, seats("human", "easy", "easy", "easy"))
    async with app.run_test(size=(120, 40)) as pilot:
        await idle(pilot, app)
        await past_hand_1(pilot, app)  # opened between hands: its summary first
        assert isinstance(app.screen, BlindNilScreen)
        await pilot.press("b")
        await idle(pilot, app)
        record = app.game.hands[1]
        assert record.blind[SOUTH] and record.bids[SOUTH] == 0
        assert BLIND_NIL in app.game.view(SOUTH).history
        summary_seen: list[str] = []

        def watch() -> None:
            if isinstance(app.screen, HandSummaryScreen) and not summary_seen:
                summary_seen.append(visible_text(app))

        await drive(pilot, app, lambda: isinstance(app.screen, ScorePadScreen), watch=watch)
        record = app.game.hands[1]
        made = record.nil_results[SOUTH]
        sign = "+" if made else "-"
        assert "Sam bid Blind Nil" in summary_seen[0]
        assert f"{sign}{BLIND_NIL_BONUS}" in summary_seen[0]
        pad = visible_text(app)
        assert "Blind Nil" in pad
        word = "made ✓" if made else "failed ✗"
        assert f"Sam Blind Nil {word} {sign}{BLIND_NIL_BONUS}" in pad


def test_pad_rows_read_blind_nil_from_the_record() -> None:
    game = behind(seed=3)
    while game.phase == "bid":
        game.apply(BLIND_NIL if BLIND_NIL in game.legal_actions() else "bid 3")
    while game.hand_number == 2 and game.phase != "game_over":
        game.apply(game.legal_actions()[0])
    record = game.hands[1]
    rows = pad_rows(game.hands, ["S", "E", "N", "W"], partnerships=True, bag_penalty=True)
    bids = [r for r in rows if r.label == "Bids"][1]
    assert "Blind Nil" in bids.cells[0]
    nil_row = [r for r in rows if r.label == "Nil"][-1]
    points = record.points
    assert points is not None
    for seat in (SOUTH, NORTH):
        if record.blind[seat]:
            assert str(BLIND_NIL_BONUS) in nil_row.cells[0]
