"""The card table in a browser (``jass serve``, ``spades serve``): one app process per tab.

`textual-serve <https://github.com/Textualize/textual-serve>`_ serves the unchanged
Textual app: each browser tab that connects gets a process of its own, started with the
session command below, whose screen goes to the tab over a websocket (Textual's web
driver). Every process gets the same saves folder, so the slot lock
(``shared.persistence.lock``) keeps two tabs from overwriting one autosave: the second
tab is offered a separate slot, as a second terminal window would be.

The per-tab process runs the ordinary command line (``shared.cli.main``) with
:data:`SERVED_ENV` set, which tells ``terminal_problem`` that the web driver is its
terminal (its standard streams are pipes to this server, not a tty).

By default only this computer can connect (``127.0.0.1``). Another address needs
``allow_network=True`` (``--public``) and is announced with a warning: anyone who can
reach it can open the table. The server refuses pages and websockets asked for under a
foreign host name or from a foreign page (a DNS-rebinding site, another site's script).

textual-serve is an optional dependency (``pip install ".[web]"``); it is imported only
when the server starts, so importing this module costs nothing.

    server = TableServer(session_command("jass", Path("saves")), "Schieber Jass")
    status = server.run()        # until Ctrl+C (130) or SIGTERM (0)
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import ipaddress
import os
import re
import shlex
import signal
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from shared.cli import SERVED_ENV
from shared.i18n import _

if TYPE_CHECKING:
    from aiohttp import web

__all__ = [
    "DEFAULT_HOST",
    "DEFAULT_PORT",
    "SERVED_ENV",
    "ServeError",
    "TableServer",
    "allowed_hosts",
    "bind_problem",
    "end_with_server",
    "foreign",
    "host_name",
    "is_loopback",
    "missing_extra",
    "self_contained",
    "session_command",
    "url_for",
]

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000
SHUTDOWN_GRACE = 5.0
"""Seconds the tabs' processes get to end (and autosave) when the server stops."""

EXIT_INTERRUPTED = 130


class ServeError(Exception):
    """The server cannot start: the address is taken or not ours, the extra is missing."""


def missing_extra() -> str | None:
    """Why the server cannot start without installing more, or ``None`` when it can."""
    try:
        import textual_serve.server  # noqa: F401
    except ImportError as exc:
        return _(
            "serving to a browser needs textual-serve ({module} is "
            "missing): pip install 'terminal-card-tables[web]' (or '.[web]' in a checkout)"
        ).format(module=exc.name or "textual_serve")
    return None


def is_loopback(host: str) -> bool:
    """True for an address only this computer can reach (``127.0.0.1``, ``::1``, localhost)."""
    if host.lower() in ("localhost", "localhost."):
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def url_for(host: str, port: int) -> str:
    """The address to open in a browser on this computer, for a server on ``host``:``port``.

    A server on every address (``0.0.0.0``, ``::``) is opened here at ``127.0.0.1``.
    """
    bare = host.strip("[]")
    with contextlib.suppress(ValueError):
        if ipaddress.ip_address(bare).is_unspecified:
            bare = "127.0.0.1"
    shown = f"[{bare}]" if ":" in bare else bare
    return f"http://{shown}:{port}/"


def session_command(
    command: str,
    saves: Path,
    *,
    game: str | None = None,
    seed: int | None = None,
    language: str | None = None,
    python: str | None = None,
) -> str:
    """The shell command textual-serve runs for each browser tab.

    It is the ordinary console command ``command`` (``shared.cli.main``) on the absolute
    ``saves`` folder, with :data:`SERVED_ENV` set; ``exec`` leaves no shell in between.
    """
    code = f"import sys, shared.cli; sys.exit(shared.cli.main({command!r}))"
    argv = [python or sys.executable, "-c", code, "--saves", str(saves.resolve())]
    if game is not None:
        argv += ["--game", game]
    if seed is not None:
        argv += ["--seed", str(seed)]
    if language is not None:
        argv += ["--lang", language]
    return f"exec env {SERVED_ENV}=1 {shlex.join(argv)}"


PR_SET_PDEATHSIG = 1
"""Linux ``prctl`` option: the signal a process gets when its parent ends."""


def end_with_server() -> None:
    """In a tab's process: end when the server's process ends, however it ends.

    Textual's web driver ends the app when the server says quit, or on SIGINT/SIGTERM,
    but not when its input merely closes; a server that was killed would leave its
    tabs' processes running for nobody. On Linux the kernel sends SIGTERM (which the
    web driver turns into a normal exit) when the parent goes; elsewhere nothing
    changes. A process whose server is already gone ends at once.
    """
    if not sys.platform.startswith("linux"):
        return
    with contextlib.suppress(OSError, AttributeError):
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)
    if os.getppid() == 1:
        raise SystemExit(0)


def allowed_hosts(host: str) -> frozenset[str] | None:
    """The host names a loopback server answers to; ``None`` (any) for a public one.

    A page of another site whose name was made to point at 127.0.0.1 (DNS rebinding)
    arrives with its own name as the host, and is refused.
    """
    if not is_loopback(host):
        return None
    bare = host.strip("[]").lower()
    shown = f"[{bare}]" if ":" in bare else bare
    return frozenset({"localhost", "127.0.0.1", "[::1]", shown})


def host_name(host_header: str) -> str:
    """The name in a ``Host`` header, without its port: ``[::1]:8000`` → ``[::1]``."""
    name = host_header.strip().lower()
    if name.startswith("["):
        return name[: name.find("]") + 1] if "]" in name else name
    return name.rsplit(":", 1)[0] if name.count(":") == 1 else name


def foreign(host: str, origin: str | None, allowed: frozenset[str] | None) -> str | None:
    """Why a request for ``host`` (its ``Host`` header) from a page at ``origin`` is refused.

    ``None`` when it is fine. ``allowed`` is :func:`allowed_hosts`; ``origin`` is the
    ``Origin`` header (browsers send it with every websocket), which must be this
    server's own page.
    """
    host = host.strip().lower()
    if allowed is not None and host_name(host) not in allowed:
        return _("this table answers only at {hosts}").format(hosts=", ".join(sorted(allowed)))
    if origin is not None and origin.lower() not in (f"http://{host}", f"https://{host}"):
        return _("this table answers only its own page")
    return None


WEB_FONT = re.compile(r"<link[^>]*fonts\.googleapis\.com[^>]*>")
LOCAL_FONT = (
    "<style>@font-face { font-family: 'Roboto Mono'; "
    "src: url('/static/fonts/RobotoMono-VariableFont_wght.ttf'); }</style>"
)


def self_contained(page: str) -> str:
    """textual-serve's page with its web font taken from this server, not from the internet.

    The table then looks the same on a network without internet, and the page asks no
    other site for anything (the font file ships with textual-serve).
    """
    return WEB_FONT.sub(LOCAL_FONT, page)


def bind_problem(host: str, port: int, allow_network: bool) -> str | None:
    """Why the server may not bind ``host``:``port``; loopback needs no permission."""
    if not 0 <= port <= 65535:
        return _("--port must be between 0 and 65535, not {port}").format(port=port)
    if not host.strip():
        return _("--host must name an address")
    if is_loopback(host) or allow_network:
        return None
    return _(
        "{host} can be reached from other computers: add --public to serve the table "
        "to the network (anyone who can reach it can open the table)"
    ).format(host=host)


class TableServer:
    """textual-serve's server for one card table, stoppable and testable.

    Compared with ``textual_serve.server.Server.serve`` it binds before it says where
    (port 0 picks a free port, and the printed address is the real one), builds the
    page's addresses from the address the browser used (so a tablet reaches the table
    at this computer's network address), checks host and origin, ends every tab's
    process when it stops, and returns an exit status instead of printing a banner.
    """

    def __init__(
        self,
        command: str,
        title: str,
        *,
        host: str = DEFAULT_HOST,
        port: int = DEFAULT_PORT,
    ) -> None:
        self.command = command
        self.title = title
        self.host = host
        self.port = port
        self.url: str | None = None
        """The address to open, once the server listens."""
        self.allowed = allowed_hosts(host)
        """The host names pages may be asked for (``None``: any)."""
        self._sessions: set[asyncio.Task[Any]] = set()
        self._stop: asyncio.Event | None = None
        self._interrupted = False

    # ------------------------------------------------------------------ run
    def run(self, ready: Callable[[str], None] | None = None) -> int:
        """Serve until Ctrl+C (returns 130) or SIGTERM (returns 0); ``ServeError`` if it can't.

        ``ready(url)`` is called once the server listens (the caller prints the address).
        """
        try:
            return asyncio.run(self._main(ready))
        except KeyboardInterrupt:  # a second Ctrl+C while stopping
            return EXIT_INTERRUPTED

    def stop(self, interrupted: bool = False) -> None:
        """End :meth:`run` (from the server's own loop)."""
        self._interrupted = self._interrupted or interrupted
        if self._stop is not None:
            self._stop.set()

    async def _main(self, ready: Callable[[str], None] | None) -> int:
        from aiohttp import web

        self._stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for signum, interrupted in ((signal.SIGINT, True), (signal.SIGTERM, False)):
            with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
                loop.add_signal_handler(signum, self.stop, interrupted)
        app = await self._make_app()
        runner = web.AppRunner(
            app, handle_signals=False, access_log=None, shutdown_timeout=SHUTDOWN_GRACE
        )
        await runner.setup()
        try:
            site = web.TCPSite(runner, self.host, self.port)
            try:
                await site.start()
            except OSError as exc:
                reason = exc.strerror or str(exc)
                raise ServeError(
                    _("cannot listen on {host}:{port}: {reason}").format(
                        host=self.host, port=self.port, reason=reason
                    )
                ) from None
            self.port = self._bound_port(runner)
            self.url = url_for(self.host, self.port)
            if ready is not None:
                ready(self.url)
            await self._stop.wait()
        finally:
            await self._end_sessions()
            await runner.cleanup()
            for signum in (signal.SIGINT, signal.SIGTERM):
                with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
                    loop.remove_signal_handler(signum)
        return EXIT_INTERRUPTED if self._interrupted else 0

    def _bound_port(self, runner: web.AppRunner) -> int:
        for address in runner.addresses:
            if isinstance(address, tuple) and len(address) >= 2:
                return int(address[1])
        return self.port

    async def _end_sessions(self) -> None:
        """Close every tab: its process is told to quit and gets a moment to autosave."""
        sessions = list(self._sessions)
        for task in sessions:
            task.cancel()
        if sessions:
            await asyncio.wait(sessions, timeout=SHUTDOWN_GRACE)

    # ------------------------------------------------------------------ app
    async def _make_app(self) -> web.Application:
        from aiohttp import web
        from textual_serve.server import Server

        sessions = self._sessions
        table = self

        class _Server(Server):
            async def on_startup(self, app: web.Application) -> None:
                """No banner: the command line prints the address."""

            async def handle_index(self, request: web.Request) -> web.StreamResponse:
                # The page's own address, as the browser reached it (a tablet uses the
                # computer's network address, not the address the server bound).
                self.public_url = f"{request.scheme}://{request.host}"
                response: web.StreamResponse = await super().handle_index(request)
                if isinstance(response, web.Response) and response.text is not None:
                    response.text = self_contained(response.text)
                return response

            async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
                task = asyncio.current_task()
                if task is not None:
                    sessions.add(task)
                try:
                    response: web.WebSocketResponse = await super().handle_websocket(request)
                    return response
                finally:
                    if task is not None:
                        sessions.discard(task)

        server = _Server(self.command, host=self.host, port=self.port, title=self.title)
        app = await server._make_app()

        @web.middleware
        async def same_origin(
            request: web.Request,
            handler: Callable[[web.Request], Awaitable[web.StreamResponse]],
        ) -> web.StreamResponse:
            problem = foreign(request.host, request.headers.get("Origin"), table.allowed)
            if problem is not None:
                raise web.HTTPForbidden(text=problem)
            return await handler(request)

        app.middlewares.append(same_origin)
        return app
