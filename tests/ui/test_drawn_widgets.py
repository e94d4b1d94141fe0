"""The hand, the trick and the seat panels draw themselves (issue 18): what they show,
where a click lands, and sizes taken from the stylesheet."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.geometry import Region
from textual.widget import Widget

from shared.ui.hand import HandView
from shared.ui.seat import SeatInfo, SeatPanel
from shared.ui.theme import THEME_DEFAULTS
from shared.ui.trick import TrickPlay, TrickView, thirds

CARDS = ["HA", "HK", "S6", "CT", "D7"]


class _Table(App[None]):
    CSS = "TrickView { height: 9; width: 36; }"

    def __init__(self, css: str = "") -> None:
        super().__init__()
        self.extra_css = css
        self.chosen: list[tuple[int, str]] = []

    def get_css_variables(self) -> dict[str, str]:
        return {**super().get_css_variables(), **THEME_DEFAULTS}

    def compose(self) -> ComposeResult:
        yield HandView()
        yield TrickView()
        yield SeatPanel()

    def on_mount(self) -> None:
        if self.extra_css:
            self.stylesheet.add_source(self.extra_css, read_from=("test", "extra"))
            self.stylesheet.reparse()
            self.stylesheet.update(self)

    def on_hand_view_chosen(self, event: HandView.Chosen) -> None:
        self.chosen.append((event.index, event.card))


def _rows(app: App[None], widget: HandView | TrickView | SeatPanel) -> list[str]:
    region = widget.region
    lines = app.screen._compositor.render_strips()
    return [
        "".join(s.text for s in lines[y])[region.x : region.right]
        for y in range(region.y, region.bottom)
    ]


async def test_the_hand_shows_keys_cards_and_the_cursor_in_one_widget() -> None:
    app = _Table()
    async with app.run_test(size=(80, 24)) as pilot:
        hand = app.query_one(HandView)
        hand.show(CARDS, [None, "follow", None, None, None])
        hand.move_cursor(2)
        await pilot.pause()
        assert hand.size.height == 3 and not list(hand.children)
        keys, cards, pointer = _rows(app, hand)
        assert keys.split() == ["1", "·", "▼3", "4", "5"]
        assert cards.split() == ["A♥", "K♥", "6♠", "10♣", "7♦"]
        assert pointer.index("▲") == cards.index("6♠")
        assert hand.key_labels()[:5] == ["1", "·", "▼3", "4", "5"]


async def test_a_click_on_a_card_chooses_it_and_a_click_between_cards_does_nothing() -> None:
    app = _Table()
    async with app.run_test(size=(80, 24)) as pilot:
        hand = app.query_one(HandView)
        hand.show(CARDS)
        await pilot.pause()
        third = hand.card_regions()[3]
        await pilot.click(HandView, offset=(third.x - hand.region.x + 1, 1))
        await pilot.click(HandView, offset=(third.x - hand.region.x + 4, 1))  # the gap
        await pilot.click(HandView, offset=(third.x - hand.region.x + 1, 0))  # its key
        await pilot.pause()
        assert app.chosen == [(3, "CT")]
        assert hand.cursor == 3


async def test_boxed_cards_come_from_the_stylesheet_and_lay_the_hand_out_again() -> None:
    app = _Table(
        "HandView > .hand--card { width: 7; height: 5; margin-right: 0; }"
        " HandView > .hand--pointer { display: none; }"
    )
    async with app.run_test(size=(80, 24)) as pilot:
        hand = app.query_one(HandView)
        hand.show(CARDS[:2])
        await pilot.pause()
        await pilot.pause()
        assert hand.size.height == 6
        rows = _rows(app, hand)
        assert rows[1].startswith("╭─────╮╭─────╮")
        assert rows[2].startswith("│A    ││K    │")
        assert [r.x - hand.content_region.x for r in hand.card_regions()] == [0, 7]


async def test_the_trick_lays_each_card_by_its_place_with_the_title_in_the_middle() -> None:
    app = _Table()
    async with app.run_test(size=(80, 24)) as pilot:
        trick = app.query_one(TrickView)
        plays = [TrickPlay("left", "Vreni", "HA", "▸"), TrickPlay("top", "Ruedi", "S6", "★")]
        trick.show(plays, title="Trick 2 · a very long explanation")
        await pilot.pause()
        rows = _rows(app, trick)
        assert thirds(36) == [(0, 12), (12, 12), (24, 12)]
        # Cells of 12×3: the card and its caption sit in the middle of theirs.
        assert rows[0][12:24].strip() == "6♠" and rows[1][12:24].strip() == "★Ruedi"
        assert rows[3][0:12].strip() == "A♥" and rows[4][0:12].strip() == "▸Vreni"
        assert rows[4][12:24].strip() == trick.title_shown == "Trick 2"
        assert trick.centre_region.width == 12


async def test_a_seat_panel_shows_turn_name_detail_and_backs() -> None:
    app = _Table()
    async with app.run_test(size=(80, 24)) as pilot:
        panel = app.query_one(SeatPanel)
        panel.show(SeatInfo(name="Vreni", kind="bot", markers="D", count=4, turn=True))
        await pilot.pause()
        assert panel.turn_shown
        assert panel.lines() == ["▶ Vreni [D]", "bot", "▒▒▒▒ 4"]
        assert [row[2:].rstrip(" ┃") for row in _rows(app, panel)[1:4]] == panel.lines()
        panel.show(SeatInfo(name="Vreni", count=3))
        await pilot.pause()
        assert not panel.turn_shown and panel.lines() == ["Vreni", "▒▒▒ 3"]
        assert panel.outer_size.height == 4


async def test_a_seat_detail_that_starts_to_wrap_makes_the_panel_taller() -> None:
    app = _Table()
    async with app.run_test(size=(80, 24)) as pilot:
        panel = app.query_one(SeatPanel)
        panel.show(SeatInfo(name="Vreni", kind="bot", detail="bid 3", count=4))
        await pilot.pause()
        assert panel.outer_size.height == 5  # frame, name, detail, backs, frame
        # Same lines, but the detail is now wider than the panel and wraps onto two.
        panel.show(SeatInfo(name="Vreni", kind="bot", detail="Gebot 3 · gemacht 10", count=4))
        await pilot.pause()
        assert panel.outer_size.height == 6
        rows = [row[2:].rstrip(" │") for row in _rows(app, panel)[1:5]]
        assert rows[-1] == "▒▒▒▒ 4" and "gemacht" in " ".join(rows[1:3])


def _screen(app: App[None]) -> list[list[tuple[str, object]]]:
    """Every line of the screen as (text, style) runs, as the terminal would get them."""
    return [
        [(segment.text, segment.style) for segment in strip.simplify()]
        for strip in app.screen._compositor.render_strips()
    ]


async def test_a_change_repaints_only_lines_that_differ_and_matches_a_fresh_screen() -> None:
    steps = [
        (CARDS, [], SeatInfo(name="Vreni", count=5, turn=True)),
        (CARDS[1:], [TrickPlay("bottom", "Anna", "HA")], SeatInfo(name="Vreni", count=5)),
        (
            CARDS[1:],
            [TrickPlay("bottom", "Anna", "HA"), TrickPlay("right", "Beat", "H6")],
            SeatInfo(name="Vreni", count=4, turn=True),
        ),
    ]
    app = _Table()
    repainted: list[int] = []
    async with app.run_test(size=(80, 24)) as pilot:
        hand, trick = app.query_one(HandView), app.query_one(TrickView)
        panel = app.query_one(SeatPanel)
        await pilot.pause()
        for cards, plays, info in steps:
            hand.show(cards)
            trick.show(plays, title="Trick 1")
            panel.show(info)
            # The trick's lines the next frame repaints, taken before it is drawn.
            repainted.append(sum(region.height for region in trick._repaint_regions))
            await pilot.pause()
        step_by_step = _screen(app)
        for widget in (hand, trick, panel):
            widget._strips = None
            widget.refresh()  # everything drawn afresh
        await pilot.pause()
        assert _screen(app) == step_by_step
    # The trick is 9 lines high: the title, then a card's face and caption each time.
    assert repainted == [1, 2, 2]


async def test_drawn_lines_go_to_the_screen_as_textuals_styling_would_make_them() -> None:
    """The short way a drawn widget styles its lines (``DrawnWidget._plain_lines``) gives
    Textual's own result, with padding at the sides too, and steps aside for a border."""
    app = _Table("HandView { padding: 0 2 0 1; } SeatPanel { border: round red; }")
    async with app.run_test(size=(80, 24)) as pilot:
        hand, trick = app.query_one(HandView), app.query_one(TrickView)
        seat = app.query_one(SeatPanel)
        hand.show(CARDS, [None, "follow", None, None, None])
        trick.show([TrickPlay("bottom", "Anna", "HA", "")], "Trick 1")
        seat.show(SeatInfo(name="Beat", turn=True, detail="2 tricks", count=4))
        await pilot.pause()
        assert hand._plain_sides() == (1, 2) and trick._plain_sides() == (0, 0)
        assert seat._plain_sides() is None
        for widget in (hand, trick, seat):
            full = widget.outer_size.region
            for crop in (full, Region(1, 0, max(1, full.width - 3), full.height)):
                widget._pass = widget.drawn_strips()
                try:
                    theirs = Widget.render_lines(widget, crop)
                finally:
                    widget._pass = None
                widget._styles_cache.clear()
                ours = widget.render_lines(crop)
                assert [list(line) for line in ours] == [list(line) for line in theirs]
        again = hand.render_lines(hand.size.region)
        assert again == hand.render_lines(hand.size.region)
        assert all(a is b for a, b in zip(again, hand.render_lines(hand.size.region), strict=True))
