"""Driving a served card table in Chromium: the server process, the page, the screen text.

``Served`` starts ``python -m jass_tui serve --port 0`` (or ``spades_tui``) on a free
loopback port, reads the address it prints, and stops it with Ctrl+C (SIGINT), each
within a time limit. ``TablePage`` reads what the browser's terminal shows (xterm.js's
own buffer, the characters the page draws) and acts as a person would: keys on the
keyboard, mouse clicks on screen cells, resizing the window.

xterm.js draws on a canvas, so the text is read from the terminal object; textual-serve
keeps it private, and :data:`CAPTURE_TERMINAL` (run before the page's scripts) notes
every xterm ``Terminal`` as it is built. Nothing else of the page is changed.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]

START_LIMIT = 30.0
"""Seconds the server may take to print its address."""
STOP_LIMIT = 15.0
"""Seconds it may take to stop after Ctrl+C (its tabs' processes autosave and end)."""
WAIT_LIMIT = 30.0
"""Seconds any one thing may take to show on the page."""

URL_LINE = re.compile(r"served at (http://127\.0\.0\.1:\d+/)")

CAPTURE_TERMINAL = """
(() => {
  window.__terminals = [];
  // xterm's public Terminal sets its _addonManager once, in its constructor.
  Object.defineProperty(Object.prototype, "_addonManager", {
    configurable: true,
    set(value) {
      Object.defineProperty(this, "_addonManager", {
        value, writable: true, configurable: true, enumerable: false,
      });
      if (this._core !== undefined && "buffer" in this) window.__terminals.push(this);
    },
  });
})();
"""

READ_SCREEN = """
() => {
  const term = window.__terminals[0];
  if (term === undefined) return null;
  const buffer = term.buffer.active;
  const lines = [];
  for (let y = 0; y < term.rows; y++) {
    const line = buffer.getLine(buffer.viewportY + y);
    lines.push(line === undefined ? "" : line.translateToString(true, 0, term.cols));
  }
  return {cols: term.cols, rows: term.rows, lines: lines};
}
"""

CARD_TOP = re.compile(r"╭─{3,}╮")
"""The top edge of a boxed card (its width depends on the room there is)."""


@dataclass
class Served:
    """A ``serve`` process of the console command ``module`` (``jass_tui``)."""

    module: str
    saves: Path
    log: Path
    args: Sequence[str] = ()
    process: subprocess.Popen[bytes] | None = None
    url: str = ""
    _out: Any = field(default=None, repr=False)

    def start(self) -> str:
        """Start the server on a free loopback port; its address (within START_LIMIT)."""
        self._out = self.log.open("wb")
        command = [sys.executable, "-m", self.module, "serve", "--port", "0"]
        command += ["--saves", str(self.saves), *self.args]
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        env.pop("CARDS_SAVES_DIR", None)
        self.process = subprocess.Popen(
            command,
            cwd=ROOT,
            stdin=subprocess.DEVNULL,
            stdout=self._out,
            stderr=subprocess.STDOUT,
            env=env,
        )
        deadline = time.monotonic() + START_LIMIT
        while time.monotonic() < deadline:
            found = URL_LINE.search(self.output())
            if found:
                self.url = found.group(1)
                return self.url
            if self.process.poll() is not None:
                break
            time.sleep(0.05)
        self.kill()
        raise AssertionError(f"the server printed no address:\n{self.output()}")

    def output(self) -> str:
        return self.log.read_text(encoding="utf-8", errors="replace")

    def stop(self) -> int:
        """Ctrl+C; the exit status (within STOP_LIMIT, else killed and an error)."""
        process = self.process
        if process is None:
            return 0
        if process.poll() is None:
            process.send_signal(signal.SIGINT)
        try:
            status = process.wait(timeout=STOP_LIMIT)
        except subprocess.TimeoutExpired:
            self.kill()
            raise AssertionError(f"the server did not stop on Ctrl+C:\n{self.output()}") from None
        finally:
            if self._out is not None:
                self._out.close()
        return status

    def kill(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=STOP_LIMIT)
        if self._out is not None:
            self._out.close()


@dataclass(frozen=True)
class Card:
    """A card of the hand on screen: its top-left corner, its width, its key label."""

    row: int
    col: int
    width: int
    label: str

    @property
    def key(self) -> str:
        """``1``…``9``, ``·`` (may not be played now) or empty (not your turn)."""
        return self.label.replace("▼", "").strip()

    @property
    def face(self) -> tuple[int, int]:
        """The screen cell where a click on the card goes: its rank line, in the middle.

        (Not lower: a toast in the corner may cover the lower rows of the last cards.)
        """
        return self.row + 1, self.col + self.width // 2


@dataclass(frozen=True)
class Screen:
    """What the browser's terminal shows: ``lines`` of ``cols`` cells."""

    cols: int
    rows: int
    lines: tuple[str, ...]

    @property
    def text(self) -> str:
        return "\n".join(self.lines)

    def __contains__(self, text: str) -> bool:
        return text in self.text

    def find(self, text: str) -> tuple[int, int]:
        """Row and column of the first ``text`` on screen (``LookupError`` if absent)."""
        for row, line in enumerate(self.lines):
            col = line.find(text)
            if col >= 0:
                return row, col
        raise LookupError(f"{text!r} is not on the screen:\n{self.text}")

    def has_cards(self) -> bool:
        """True when any boxed card face shows."""
        return any(CARD_TOP.search(line) for line in self.lines)

    def hand(self) -> list[Card]:
        """The cards of the hand at the bottom, left to right.

        The hand is the lowest row of card tops; above each card is its number key
        (``1``…``9``), ``·`` when it may not be played now, nothing while it is not your
        turn, and ``▼`` marks the cursor.
        """
        for row in range(len(self.lines) - 1, 0, -1):
            tops = list(CARD_TOP.finditer(self.lines[row]))
            if not tops:
                continue
            above = self.lines[row - 1]
            return [
                Card(row, top.start(), top.end() - top.start(), above[top.start() : top.end()])
                for top in tops
            ]
        return []

    def playable(self) -> list[Card]:
        """The cards of the hand that may be played now (a number key above them)."""
        return [card for card in self.hand() if card.key.isdigit()]


class TablePage:
    """One browser tab on the served table."""

    def __init__(self, page: Any, url: str) -> None:
        self.page = page
        self.url = url
        self.elsewhere: list[str] = []
        """Requests the page made to any other address (refused; there should be none)."""

    def open(self) -> Screen:
        """Load the page and wait for the app's first screen."""
        self.page.route(re.compile(r"^(?!http://127\.0\.0\.1[:/]).*"), self._refuse)
        self.page.add_init_script(CAPTURE_TERMINAL)
        self.page.goto(self.url)
        self.page.wait_for_function("window.__terminals && window.__terminals.length > 0")
        self.page.focus("textarea.xterm-helper-textarea")
        return self.wait(lambda screen: any(line.strip() for line in screen.lines), "any text")

    def _refuse(self, route: Any) -> None:
        self.elsewhere.append(route.request.url)
        route.abort()

    def screen(self) -> Screen:
        data = self.page.evaluate(READ_SCREEN)
        if data is None:
            return Screen(0, 0, ())
        return Screen(int(data["cols"]), int(data["rows"]), tuple(data["lines"]))

    def wait(self, ready: Callable[[Screen], bool], what: str, limit: float = WAIT_LIMIT) -> Screen:
        """The screen once ``ready(screen)`` holds; an error naming ``what`` after ``limit``.

        The screen must also read the same twice in a row (50 ms apart): the browser's
        terminal takes a frame in pieces, and a half-drawn one proves nothing.
        """
        deadline = time.monotonic() + limit
        last: Screen | None = None
        while True:
            screen = self.screen()
            if ready(screen) and screen == last:
                return screen
            if time.monotonic() > deadline:
                raise AssertionError(f"waited {limit:.0f} s for {what}; the screen:\n{screen.text}")
            last = screen
            self.page.wait_for_timeout(50)

    def wait_for(self, *texts: str, limit: float = WAIT_LIMIT) -> Screen:
        """The screen once it shows every one of ``texts``."""
        return self.wait(
            lambda s: all(t in s for t in texts), " and ".join(map(repr, texts)), limit
        )

    def wait_gone(self, text: str, limit: float = WAIT_LIMIT) -> Screen:
        return self.wait(lambda s: text not in s, f"{text!r} to go", limit)

    def press(self, *keys: str) -> None:
        """Press ``keys`` on the keyboard, one after another (Playwright key names)."""
        for key in keys:
            self.page.keyboard.press(key)

    def cell(self, row: int, col: int) -> tuple[float, float]:
        """The page coordinates of the middle of the screen cell ``row``, ``col``."""
        box = self.page.locator(".xterm-screen").bounding_box()
        assert box is not None, "the terminal is not on the page"
        screen = self.screen()
        width, height = box["width"] / screen.cols, box["height"] / screen.rows
        return box["x"] + (col + 0.5) * width, box["y"] + (row + 0.5) * height

    def click(self, row: int, col: int) -> None:
        """A mouse click on the screen cell ``row``, ``col``."""
        x, y = self.cell(row, col)
        self.page.mouse.click(x, y)

    def click_text(self, text: str) -> None:
        row, col = self.screen().find(text)
        self.click(row, col + len(text) // 2)

    def resize(self, width: int, height: int) -> None:
        self.page.set_viewport_size({"width": width, "height": height})

    def screenshot(self, path: Path) -> Path:
        self.page.screenshot(path=str(path))
        return path


# ------------------------------------------------------------------- playing

KIND_CHOICES = 4
"""Human, Bot easy, Bot normal, Bot strong: clicks that cycle a player field round."""


def start_new_game(table: TablePage, humans: Sequence[str] = ()) -> Screen:
    """From the start menu to the first deal against instant bots, by keyboard.

    ``n`` opens the set-up, whose Start button has the focus: ↑ to the seed, ↑ to
    Undo, ↑ to the bot speed, ← to Instant. The seats named in ``humans`` ("North") are then made
    human with the mouse (clicks on their player field until it says Human), and
    Ctrl+G starts.
    """
    table.wait_for("New game")
    table.press("n")
    table.wait_for("Bot speed", "Start")
    table.press("ArrowUp", "ArrowUp", "ArrowUp", "ArrowLeft")
    table.wait_for("Instant")
    for seat in humans:
        for _ in range(KIND_CHOICES):
            row, _ = table.screen().find(seat)
            line = table.screen().lines[row]
            if "Human" in line:
                break
            table.click(row, line.index("Bot ") + 2)
            table.wait(lambda s, r=row, old=line: s.lines[r] != old, f"{seat}'s player to change")
        assert "Human" in table.screen().lines[row], f"{seat} did not become human"
    table.press("Control+g")
    return table.wait_gone("Bot speed")


def answer_until_a_card(table: TablePage, answers: dict[str, str]) -> Screen:
    """Answer the table's questions (``{text on screen: key}``) until a card may be played."""

    def ready(screen: Screen) -> bool:
        return bool(screen.playable()) or any(question in screen for question in answers)

    for _ in range(8):
        screen = table.wait(ready, "a card to play or a question")
        asked = [question for question in answers if question in screen]
        if not asked:
            return screen
        table.press(answers[asked[0]])
        table.wait_gone(asked[0])
    raise AssertionError(f"no card to play:\n{table.screen().text}")


def play_a_card_by_clicking(table: TablePage, answers: dict[str, str]) -> str:
    """Click the first card that may be played; what the table then says ("You play Q♥")."""
    screen = answer_until_a_card(table, answers)
    before = len(screen.hand())
    table.click(*screen.playable()[0].face)
    table.wait(lambda s: len(s.hand()) == before - 1, "the card to leave the hand")
    screen = table.wait_for("You play")
    row, col = screen.find("You play")
    return screen.lines[row][col:].split("  ")[0].strip()
