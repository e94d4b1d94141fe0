"""The Blind Nil offer (RULES.md Part 4), asked before the player's new hand is shown.

Against bots the one person's hand stays hidden on the table while this modal asks: ``b``
bids Blind Nil at once (the screen is dismissed with ``bid blind``), Enter turns the
cards over and the usual bid dialog follows (dismissed with ``None``). In hot-seat play
the same question is asked on the hand-over screen (:func:`blind_nil_question`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer, Static

from shared.i18n import N_, _
from shared.ui.plain import plain
from shared.ui.screens.base import DecisionModal
from shared.ui.screens.handover import HandOverQuestion
from spades_tui.rules import BLIND_NIL
from spades_tui.scoring import BLIND_NIL_BONUS

BID_BLIND = N_("Blind Nil, without looking at your cards")
LOOK = N_("look at your cards (no Blind Nil then)")


def blind_nil_lines(behind: int, partner: str | None, partner_nil: str | None = None) -> list[str]:
    """The offer in words, a short line each: why, what it is worth, who covers.

    ``partner_nil`` is "Nil" or "Blind Nil" when the partner has bid one already.
    """
    lines = [
        _("Your side is {behind} behind: you may bid Blind Nil.").format(behind=behind),
        _("Take no trick at all, bid before seeing your cards:"),
        _("+{bonus} if you keep it, -{bonus} if you take any.").format(bonus=BLIND_NIL_BONUS),
    ]
    if partner and partner_nil:
        lines.append(
            _("{partner}, your partner, bid {nil}: nobody covers you.").format(
                partner=partner, nil=partner_nil
            )
        )
    elif partner:
        lines.append(_("{partner}, your partner, plays to cover you.").format(partner=partner))
    return lines


def blind_nil_question(
    behind: int, partner: str | None, partner_nil: str | None = None
) -> HandOverQuestion:
    """The offer as the hand-over screen's question (hot-seat)."""
    lines = blind_nil_lines(behind, partner, partner_nil)
    return HandOverQuestion(lines, _(BID_BLIND), _(LOOK), str(BLIND_NIL))


class BlindNilScreen(DecisionModal[str | None]):
    """Blind Nil or look at the cards: decided before the hand is shown."""

    DEFAULT_CSS = """
    BlindNilScreen { align: center middle; background: $background 30%; }
    BlindNilScreen > Vertical {
        width: 100%; max-width: 76; height: auto; border: thick $warning;
        background: $surface; padding: 0 1;
    }
    BlindNilScreen #blind-title { text-style: bold; }
    BlindNilScreen .blind-choice { text-style: bold; }
    BlindNilScreen .blind-choice.-first { margin-top: 1; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("b", "blind", N_("Blind Nil"), id="blind.bid"),
        Binding("enter", "look", N_("Look at my cards"), id="blind.look"),
    ]

    def __init__(self, player: str, lines: Sequence[str]) -> None:
        super().__init__()
        self.player = player
        self.lines = list(lines)

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(
                plain(
                    _("{player}: Blind Nil, before you see your new hand?").format(
                        player=self.player
                    )
                ),
                id="blind-title",
            )
            for line in self.lines:
                yield Static(plain(line), classes="blind-text")
            yield Static(plain(f"B      {_(BID_BLIND)}"), classes="blind-choice -first")
            yield Static(plain(f"Enter  {_(LOOK)}"), classes="blind-choice")
        yield Footer()

    def action_blind(self) -> None:
        self.dismiss(str(BLIND_NIL))

    def action_look(self) -> None:
        self.dismiss(None)
