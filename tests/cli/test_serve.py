"""``jass serve`` / ``spades serve`` without a browser: options, addresses, the tab's command,
the host and origin checks, and a real server's page, websocket session and Ctrl+C.

The browser itself is in ``tests/browser``.
"""

from __future__ import annotations

import asyncio
import os
import re
import shlex
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path
from signal import SIGINT, SIGKILL
from typing import Any, ClassVar

import pytest

from shared import cli, serve
from shared.persistence import autosave_path
from shared.persistence.lock import holder_pid, is_locked

ROOT = Path(__file__).resolve().parents[2]
URL = re.compile(r"served at (http://\S+/)")
LIMIT = 30.0


@pytest.fixture(autouse=True)
def plain_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CARDS_SAVES_DIR", raising=False)
    monkeypatch.delenv(cli.SERVED_ENV, raising=False)


# ------------------------------------------------------------------ pieces


def test_the_served_tab_is_the_one_table_without_a_terminal(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    pipe_in, pipe_out = os.pipe()
    with os.fdopen(pipe_in) as stdin, os.fdopen(pipe_out, "w") as stdout:
        assert "needs a terminal" in str(cli.terminal_problem("jass", stdin, stdout))
        monkeypatch.setenv(cli.SERVED_ENV, "1")
        assert cli.terminal_problem("jass", stdin, stdout) is None
        monkeypatch.setenv(cli.SERVED_ENV, "yes")
        assert cli.terminal_problem("jass", stdin, stdout) is not None


def test_each_tab_runs_the_command_line_on_the_absolute_saves_folder(tmp_path: Path) -> None:
    folder = tmp_path / "my saves"
    command = serve.session_command("jass", folder, seed=7, python="/usr/bin/python3")
    words = shlex.split(command)
    assert words[:3] == ["exec", "env", f"{cli.SERVED_ENV}=1"]
    assert words[3] == "/usr/bin/python3"
    assert "shared.cli.main('jass')" in words[5]
    assert words[6:] == ["--saves", str(folder.resolve()), "--seed", "7"]
    other = shlex.split(serve.session_command("jass", Path("rel"), game="coiffeur"))
    assert other[3] == sys.executable
    assert Path(other[7]).is_absolute()
    assert other[-2:] == ["--game", "coiffeur"]


@pytest.mark.parametrize(
    ("host", "loopback"),
    [
        ("127.0.0.1", True),
        ("127.0.0.2", True),
        ("localhost", True),
        ("::1", True),
        ("[::1]", True),
        ("0.0.0.0", False),
        ("::", False),
        ("192.168.1.20", False),
        ("example.org", False),
    ],
)
def test_only_loopback_is_private(host: str, loopback: bool) -> None:
    assert serve.is_loopback(host) is loopback
    problem = serve.bind_problem(host, 8000, allow_network=False)
    assert (problem is None) is loopback
    if problem is not None:
        assert "--public" in problem
        assert "anyone" in problem
    assert serve.bind_problem(host, 8000, allow_network=True) is None


def test_ports_and_addresses() -> None:
    assert serve.bind_problem("127.0.0.1", 70000, allow_network=False) is not None
    assert serve.bind_problem("127.0.0.1", -1, allow_network=False) is not None
    assert serve.bind_problem("127.0.0.1", 0, allow_network=False) is None
    assert serve.url_for("127.0.0.1", 8000) == "http://127.0.0.1:8000/"
    assert serve.url_for("::1", 8000) == "http://[::1]:8000/"
    assert serve.url_for("0.0.0.0", 8000) == "http://127.0.0.1:8000/"
    assert serve.url_for("::", 80) == "http://127.0.0.1:80/"
    assert serve.host_name("127.0.0.1:8000") == "127.0.0.1"
    assert serve.host_name("[::1]:8000") == "[::1]"
    assert serve.host_name("LocalHost") == "localhost"


def test_the_page_takes_its_font_from_the_table() -> None:
    page = '<head><link\n rel="stylesheet" href="https://fonts.googleapis.com/css?family=X" />'
    assert serve.self_contained(page) == f"<head>{serve.LOCAL_FONT}"
    assert serve.self_contained("<head></head>") == "<head></head>"


def test_a_loopback_table_answers_only_its_own_pages() -> None:
    allowed = serve.allowed_hosts("127.0.0.1")
    assert serve.foreign("127.0.0.1:8000", None, allowed) is None
    assert serve.foreign("localhost:9000", "http://localhost:9000", allowed) is None
    assert serve.foreign("[::1]:8000", "http://[::1]:8000", allowed) is None
    # DNS rebinding: another site's name pointed at 127.0.0.1.
    assert serve.foreign("evil.example:8000", None, allowed) is not None
    # Another site's script opening the table's websocket.
    assert serve.foreign("127.0.0.1:8000", "http://evil.example", allowed) is not None
    # A public table answers any name, but still only its own page.
    assert serve.allowed_hosts("0.0.0.0") is None
    assert serve.foreign("192.168.1.20:8000", "http://192.168.1.20:8000", None) is None
    assert serve.foreign("192.168.1.20:8000", "http://evil.example", None) is not None


# ------------------------------------------------------------ command line


def test_serve_refuses_a_network_address_without_public(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status = cli.main("jass", ["serve", "--host", "0.0.0.0", "--saves", str(tmp_path)])
    assert status == 2
    err = capsys.readouterr().err
    assert "--public" in err
    assert "anyone" in err


def test_serve_starts_at_the_menu_not_a_save(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main("spades", ["--continue", "serve", "--saves", str(tmp_path)]) == 2
    assert "start menu" in capsys.readouterr().err


def test_serve_without_the_web_extra_says_what_to_install(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(serve, "missing_extra", lambda: "serving needs textual-serve: pip …")
    assert cli.main("jass", ["serve", "--saves", str(tmp_path)]) == 1
    assert "textual-serve" in capsys.readouterr().err


class FakeServer:
    """Stands in for ``TableServer``: records what it was given, says it is ready."""

    made: ClassVar[list[FakeServer]] = []

    def __init__(self, command: str, title: str, *, host: str, port: int) -> None:
        self.command, self.title, self.host, self.port = command, title, host, port
        FakeServer.made.append(self)

    def run(self, ready: Any) -> int:
        self.port = 8123
        ready(serve.url_for(self.host, self.port))
        return 130


def test_serve_prints_the_address_and_warns_on_the_network(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(serve, "TableServer", FakeServer)
    FakeServer.made.clear()
    argv = ["--seed", "5", "serve", "--port", "0", "--saves", str(tmp_path / "s")]
    assert cli.main("jass", argv) == 130
    out, err = capsys.readouterr()
    assert "Schieber Jass is served at http://127.0.0.1:8123/" in out
    assert "Warning" not in err
    assert "stopped" in err
    made = FakeServer.made[-1]
    assert made.title == "Schieber Jass"
    assert shlex.split(made.command)[-4:] == [
        "--saves",
        str((tmp_path / "s").resolve()),
        "--seed",
        "5",
    ]

    argv = ["serve", "--host", "0.0.0.0", "--public", "--saves", str(tmp_path), "--seed", "9"]
    assert cli.main("spades", argv) == 130
    out, err = capsys.readouterr()
    assert "Spades is served at http://127.0.0.1:8123/" in out
    assert "Warning" in err
    assert "anyone on the network" in err
    assert FakeServer.made[-1].host == "0.0.0.0"
    assert shlex.split(FakeServer.made[-1].command)[-2:] == ["--seed", "9"]


def test_serve_help_names_its_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main("jass", ["serve", "--help"]) == 0
    out = capsys.readouterr().out
    for option in ("--host", "--port", "--public", "--saves", "--seed"):
        assert option in out


def test_a_taken_port_is_one_line_not_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("textual_serve")
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        status = cli.main("jass", ["serve", "--port", str(port), "--saves", str(tmp_path)])
    assert status == 1
    err = capsys.readouterr().err
    assert f"cannot listen on 127.0.0.1:{port}" in err
    assert "Traceback" not in err


# ------------------------------------------------------------ a real server


def start_server(tmp_path: Path, *args: str) -> tuple[subprocess.Popen[bytes], str, Path]:
    log = tmp_path / "serve.log"
    command = [sys.executable, "-m", "jass_tui", "serve", "--port", "0"]
    command += ["--saves", str(tmp_path / "saves"), *args]
    with log.open("wb") as out:
        process = subprocess.Popen(
            command,
            cwd=ROOT,
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group, as in a terminal
        )
    deadline = time.monotonic() + LIMIT
    while time.monotonic() < deadline:
        found = URL.search(log.read_text(errors="replace"))
        if found:
            return process, found.group(1), log
        if process.poll() is not None:
            break
        time.sleep(0.05)
    process.kill()
    raise AssertionError(log.read_text(errors="replace"))


def get(url: str, host: str | None = None) -> tuple[int, str]:
    request = urllib.request.Request(url, headers={"Host": host} if host else {})
    try:
        with urllib.request.urlopen(request, timeout=LIMIT) as response:
            return response.status, response.read().decode(errors="replace")
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read().decode(errors="replace")


async def first_screen(url: str, origin: str | None) -> bytes:
    """Open a tab's websocket as the page does; what the app sends first (or the refusal)."""
    import aiohttp

    ws_url = url.replace("http://", "ws://") + "ws?width=100&height=30"
    headers = {"Origin": origin} if origin else {}
    received = b""
    async with (
        aiohttp.ClientSession() as session,
        session.ws_connect(
            ws_url, headers=headers, timeout=aiohttp.ClientWSTimeout(ws_close=5)
        ) as ws,
    ):
        deadline = time.monotonic() + LIMIT
        while b"New game" not in received and time.monotonic() < deadline:
            message = await ws.receive(timeout=LIMIT)
            if message.type == aiohttp.WSMsgType.BINARY:
                received += message.data
            elif message.type != aiohttp.WSMsgType.TEXT:
                break
    return received


def wait_until_free(save: Path) -> None:
    """Wait until no process holds the slot ``save`` (only while nobody is claiming it)."""
    deadline = time.monotonic() + LIMIT
    while is_locked(save):
        assert time.monotonic() < deadline, f"process {holder_pid(save)} still holds {save.name}"
        time.sleep(0.05)


async def hold_a_tab(url: str, then: Callable[[], None]) -> None:
    """Open a tab, wait for its start menu, call ``then()``, and read until it closes."""
    import aiohttp

    async with (
        aiohttp.ClientSession() as session,
        session.ws_connect(url.replace("http://", "ws://") + "ws") as ws,
    ):
        received = b""
        while b"New game" not in received:
            message = await ws.receive()
            assert message.type in (aiohttp.WSMsgType.BINARY, aiohttp.WSMsgType.TEXT)
            if message.type == aiohttp.WSMsgType.BINARY:
                received += message.data
        then()
        async for _ in ws:
            pass


def test_a_real_server_serves_a_tab_and_stops_on_ctrl_c(tmp_path: Path) -> None:
    pytest.importorskip("textual_serve")
    import aiohttp

    process, url, log = start_server(tmp_path, "--seed", "3")
    try:
        status, page = get(url)
        assert status == 200
        port = url.rsplit(":", 1)[1].strip("/")
        assert f"ws://127.0.0.1:{port}/ws" in page
        assert "Schieber Jass" in page
        # Self-contained: the web font comes from this server, not from the internet.
        assert "googleapis" not in page
        assert get(url + "static/fonts/RobotoMono-VariableFont_wght.ttf")[0] == 200
        # The page's addresses follow the name the browser used.
        status, page = get(url, host=f"localhost:{port}")
        assert status == 200
        assert f"ws://localhost:{port}/ws" in page
        # Another name pointed at this computer (DNS rebinding) is refused.
        status, _ = get(url, host=f"evil.example:{port}")
        assert status == 403

        # A tab: its own app process, past the terminal check, on the saves folder.
        screen = asyncio.run(first_screen(url, origin=url.rstrip("/")))
        assert b"New game" in screen
        wait_until_free(autosave_path("jass", tmp_path / "saves"))  # the closed tab's process
        with pytest.raises(aiohttp.WSServerHandshakeError):
            asyncio.run(first_screen(url, origin="http://evil.example"))

        # One tab left open while Ctrl+C stops the server and the tab.
        asyncio.run(
            asyncio.wait_for(hold_a_tab(url, lambda: os.killpg(process.pid, SIGINT)), LIMIT)
        )
        assert process.wait(timeout=LIMIT) == 130
    finally:
        if process.poll() is None:
            os.killpg(process.pid, SIGKILL)
            process.wait()
    output = log.read_text(errors="replace")
    assert "Traceback" not in output, output
    assert "jass serve: stopped" in output
    assert not is_locked(autosave_path("jass", tmp_path / "saves"))


def test_a_killed_server_leaves_no_tab_running(tmp_path: Path) -> None:
    pytest.importorskip("textual_serve")
    process, url, _ = start_server(tmp_path)
    save = autosave_path("jass", tmp_path / "saves")
    tab: list[int | None] = []
    try:

        def kill_the_server() -> None:
            tab.append(holder_pid(save))  # the tab's process holds the autosave slot
            os.kill(process.pid, SIGKILL)  # the server only, not its process group

        asyncio.run(asyncio.wait_for(hold_a_tab(url, kill_the_server), LIMIT))
        process.wait(timeout=LIMIT)
        assert tab[0] is not None
        wait_until_free(save)  # the slot is free once the tab's process has ended
    finally:
        if process.poll() is None:
            os.killpg(process.pid, SIGKILL)
            process.wait()
