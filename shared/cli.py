"""The console commands (``jass``, ``spades``): start, resume, list saves, simulate, serve.

``main(command, argv)`` returns the exit status. Which games a command hosts, and what
they are called, comes from :mod:`shared.kinds`; a command hosting several kinds takes
``--game KIND`` (its first kind is the default). Every expected failure (a bad or missing
save, an unusable folder, no terminal for the table) prints one line on stderr and
returns 1; Ctrl+C returns 130; nothing the user can do here ends in a traceback. Names
and file names are shown as plain text, with control characters made visible.

``serve`` puts the table in a browser (``shared.serve``): each tab runs this command
line in a process of its own with :data:`SERVED_ENV` set, the one case in which the table
starts without a terminal (Textual's web driver talks to the browser over pipes).
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any, TextIO

from shared.i18n import LANGUAGES, resolve_language, set_language
from shared.i18n.cli import speak_argparse
from shared.kinds import (
    GameKind,
    KindTable,
    default_kind,
    get_kind,
    kinds_for_command,
    load_app,
)
from shared.persistence import (
    SAVES_ENV,
    LaunchRequest,
    LoadedSave,
    SaveError,
    SaveInfo,
    autosave_path,
    list_saves,
    load_autosave,
    load_save,
    remove_stale_temp_files,
    saves_dir,
    saves_path,
)
from shared.persistence.preferences import read_preferences
from shared.text import printable

__all__ = ["EXIT_INTERRUPTED", "SERVED_ENV", "LaunchRequest", "main", "terminal_problem"]

EXIT_INTERRUPTED = 130
MAX_SEED = 2**63
SERVED_ENV = "CARDS_SERVED_SESSION"
"""Set to ``"1"`` by ``serve`` in a browser tab's process (``shared.serve`` uses this name)."""

TITLES: Mapping[str, str] = KindTable(lambda kind: kind.title, "title")
"""Kind id → its full title ("Schieber Jass"), from the registry (kept for old imports)."""
SHORT_TITLES: Mapping[str, str] = KindTable(lambda kind: kind.short_title, "short title")


def main(command: str, argv: list[str] | None = None) -> int:
    """Run the console command ``command`` with ``argv`` (default: the process arguments)."""
    default = default_kind(command)  # ValueError for a command no kind declares
    _tolerant_output()
    try:
        return _main(default.command, argv)
    except KeyboardInterrupt:
        _say(f"{default.command}: interrupted")
        return EXIT_INTERRUPTED


def _main(command: str, argv: list[str] | None) -> int:
    problem = choose_language(sys.argv[1:] if argv is None else argv)
    if problem is not None:
        _say(f"{command}: {problem}")
        return 2
    try:
        args, rest = _parser(command).parse_known_args(argv)
    except SystemExit as exc:  # --help, or a usage error argparse has already printed
        return exc.code if isinstance(exc.code, int) else 2
    game = getattr(args, "simulate_game", None) or getattr(args, "game", None)
    kind = get_kind(game) if game else default_kind(command)
    folder_given = getattr(args, "saves_sub", None) or args.saves
    _clean_temp_files(folder_given)
    if args.command == "simulate":
        return _simulate(kind, rest)
    if args.command == "serve" and (args.resume or args.load is not None):
        _say(f"{command} serve: every browser tab starts at the start menu (Continue is there)")
        return 2
    if rest:
        _say(f"{command}: unrecognised arguments: {' '.join(rest)}")
        return 2
    try:
        directory = saves_dir(folder_given)
        if args.command == "saves":
            return _print_saves(directory)
        if args.command == "serve":
            return _serve(kind, directory, args)
        return _launch(kind, directory, args)
    except SaveError as exc:
        _say(str(exc))
        return 1


def choose_language(argv: Sequence[str]) -> str | None:
    """Speak what ``--lang`` asks, else what the start screen remembered, else the locale.

    Done before the parser is built, so that ``--help`` and usage errors are in that
    language too; returns why not when ``--lang`` names a language we lack.
    """
    early = argparse.ArgumentParser(add_help=False)
    early.add_argument("--lang")
    early.add_argument("--saves")
    known, _rest = early.parse_known_args(list(argv))
    folder: Path | None = None
    with contextlib.suppress(SaveError, OSError, ValueError):
        folder = saves_path(known.saves)
    try:
        code, digits = resolve_language(known.lang, read_preferences(folder).language)
    except ValueError as exc:
        return str(exc)
    set_language(code, digits)
    speak_argparse()
    return None


def _parser(command: str) -> argparse.ArgumentParser:
    hosted = kinds_for_command(command)
    default = hosted[0]
    parser = argparse.ArgumentParser(
        prog=command,
        description=f"{default.title} at the terminal. Without arguments a new game starts.",
        epilog=f"The saves folder is ./saves unless --saves or ${SAVES_ENV} says otherwise.",
    )
    if len(hosted) > 1:
        parser.add_argument(
            "--game",
            choices=[kind.id for kind in hosted],
            default=default.id,
            help="which game: "
            + ", ".join(f"{kind.id} ({kind.title})" for kind in hosted)
            + f"; default {default.id}",
        )
    start = parser.add_mutually_exclusive_group()
    start.add_argument(
        "--continue",
        dest="resume",
        action="store_true",
        help=f"resume the autosaved {default.short_title} game",
    )
    start.add_argument("--load", metavar="NAME|PATH", help="resume a named save or a save file")
    start.add_argument("--seed", type=_seed, metavar="N", help="seed of a new game's deals")
    parser.add_argument("--saves", metavar="DIR", help="folder for save files")
    parser.add_argument(
        "--lang",
        choices=sorted(LANGUAGES),
        help="language of the table and of these messages (default: the locale, "
        "else the one chosen on the start screen, else en)",
    )
    commands = parser.add_subparsers(dest="command", metavar="{saves,simulate,serve}")
    listing = commands.add_parser("saves", help="list the saves, newest first")
    listing.add_argument("--saves", dest="saves_sub", metavar="DIR", help="folder for save files")
    # simulate takes its own options; they are handed on untouched, but for --game,
    # which may also come after the word (``jass simulate --game coiffeur``).
    simulate = commands.add_parser("simulate", help="play bots against each other", add_help=False)
    if len(hosted) > 1:
        simulate.add_argument(
            "--game", dest="simulate_game", choices=[kind.id for kind in hosted], default=None
        )
    serve = commands.add_parser(
        "serve",
        help="play in a web browser (needs the 'web' extra)",
        description=f"Serve the {default.short_title} table to web browsers: every tab is "
        "a table of its own, on the same saves folder. Stop with Ctrl+C.",
    )
    serve.add_argument(
        "--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)"
    )
    serve.add_argument(
        "--port", type=int, default=8000, help="port to listen on; 0 picks a free one"
    )
    serve.add_argument(
        "--public",
        action="store_true",
        help="allow an address other computers can reach (anyone on the network can play)",
    )
    serve.add_argument("--saves", dest="saves_sub", metavar="DIR", help="folder for save files")
    serve.add_argument(
        "--seed", dest="seed_sub", type=_seed, metavar="N", help="seed of each tab's new game"
    )
    return parser


def _seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = None
    if value is None or not -MAX_SEED <= value < MAX_SEED:
        raise argparse.ArgumentTypeError(
            f"{printable(text[:40])!r} is not a seed: give a whole number below 2**63"
        )
    return value


def _simulate(kind: GameKind, rest: list[str]) -> int:
    # The simulator is imported only for this command (a test may stand in for it).
    sim = importlib.import_module("shared.sim")
    status: int = sim.main(kind.id, rest)
    return status


def _serve(kind: GameKind, directory: Path, args: argparse.Namespace) -> int:
    """``serve``: the table in browsers until Ctrl+C (textual-serve, ``shared.serve``)."""
    serving = importlib.import_module("shared.serve")
    problem = serving.bind_problem(args.host, args.port, args.public)
    if problem is not None:
        _say(f"{kind.command} serve: {problem}")
        return 2
    missing = serving.missing_extra()
    if missing is not None:
        _say(f"{kind.command} serve: {missing}")
        return 1
    seed = args.seed_sub if args.seed_sub is not None else args.seed
    game = kind.id if kind.id != default_kind(kind.command).id else None
    command = serving.session_command(
        kind.command, directory, game=game, seed=seed, language=args.lang
    )
    server = serving.TableServer(command, kind.title, host=args.host, port=args.port)
    public = not serving.is_loopback(args.host)

    def ready(url: str) -> None:
        if public:
            _say(
                f"Warning: {kind.command} serve listens on {args.host}: anyone on the network "
                "who can reach this computer can open the table and play. On a tablet or TV, "
                f"open http://<this computer's address>:{server.port}/"
            )
        lines = (
            f"{kind.title} is served at {url}  (Ctrl+C stops it)",
            f"Every browser tab is a table of its own; saves in {printable(directory)}.",
        )
        with contextlib.suppress(OSError, ValueError):
            print("\n".join(lines), flush=True)

    try:
        status: int = server.run(ready)
    except serving.ServeError as exc:
        _say(f"{kind.command} serve: {exc}")
        return 1
    if status == EXIT_INTERRUPTED:
        _say(f"{kind.command} serve: stopped")
    return status


def _clean_temp_files(folder: str | None) -> None:
    """Remove what killed writers left in the saves folder, if there is one yet."""
    with contextlib.suppress(SaveError, OSError):
        directory = saves_path(folder)
        if directory.is_dir():
            remove_stale_temp_files(directory)


def _launch(kind: GameKind, directory: Path, args: argparse.Namespace) -> int:
    loaded: LoadedSave | None = None
    progress = _loading_note(kind.command)
    if args.resume:
        loaded = load_autosave(kind.id, directory, progress=progress)
        if loaded is None:
            raise SaveError(
                autosave_path(kind.id, directory), "does not exist: there is no game to continue"
            )
    elif args.load is not None:
        loaded = load_save(args.load, kind.id, directory, progress=progress)
    if loaded is not None and loaded.notice:
        _say(loaded.notice)
    run_app = _find_app(kind.id)
    request = LaunchRequest(kind=kind.id, saves_dir=directory, loaded=loaded, seed=args.seed)
    return int(run_app(request) or 0)


LONG_GAME_HANDS = 200
"""From this many hands on, rebuilding a saved game takes long enough to say so."""


def _loading_note(command: str) -> Callable[[int, int], None]:
    """Says on a terminal's stderr that a long game is being rebuilt (once, at the start)."""

    def note(done: int, total: int) -> None:
        if done == 0 and total >= LONG_GAME_HANDS and _is_terminal(sys.stderr):
            _say(f"{command}: rebuilding the saved game from its {total:,} hands…")

    return note


def _find_app(kind: str) -> Callable[[LaunchRequest], Any]:
    """What starts the table of ``kind``: the terminal is checked, then the app imported.

    Tests replace this to record the request instead of starting Textual.
    """
    game_kind = get_kind(kind)

    def start(request: LaunchRequest) -> int:
        problem = terminal_problem(game_kind.command)
        if problem is not None:
            _say(problem)
            return 1
        if os.environ.get(SERVED_ENV) == "1":
            # A browser tab's process: it lives no longer than the server that started it.
            importlib.import_module("shared.serve").end_with_server()
        return int(load_app(game_kind)(request) or 0)

    return start


def terminal_problem(
    command: str, stdin: TextIO | None = None, stdout: TextIO | None = None
) -> str | None:
    """Why the card table cannot start here, or ``None`` when both ends are a terminal.

    Without a terminal the table would wait for keys that never come; everything else
    (``saves``, ``simulate``, ``serve``, ``--help``) works without one. A browser tab's
    process (:data:`SERVED_ENV` set by ``serve``) has the browser as its terminal.
    """
    if os.environ.get(SERVED_ENV) == "1":
        return None
    streams = (
        ("standard input", stdin if stdin is not None else sys.stdin),
        ("standard output", stdout if stdout is not None else sys.stdout),
    )
    for name, stream in streams:
        if not _is_terminal(stream):
            return (
                f"{command}: the card table needs a terminal, and {name} is not one "
                f"('{command} saves' and '{command} simulate' work without one)"
            )
    return None


def _is_terminal(stream: Any) -> bool:
    try:
        return bool(stream is not None and stream.isatty())
    except (AttributeError, ValueError, OSError):  # closed or replaced streams
        return False


def _tolerant_output() -> None:
    """On a terminal that cannot show every letter, show a ``?`` instead of crashing."""
    for stream in (sys.stdout, sys.stderr):
        encoding = str(getattr(stream, "encoding", None) or "").lower().replace("-", "")
        reconfigure = getattr(stream, "reconfigure", None)
        if not encoding.startswith("utf") and reconfigure is not None:
            with contextlib.suppress(Exception):
                reconfigure(errors="replace")


def _say(message: str) -> None:
    """One line on stderr, as plain printable text."""
    with contextlib.suppress(OSError, ValueError):
        print(printable(message), file=sys.stderr)


def _print_saves(directory: Path) -> int:
    # rich is imported here so starting a game does not pay for it.
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    try:
        os.scandir(directory).close()
    except OSError as exc:
        raise SaveError(directory, f"cannot be read ({exc.strerror or exc})") from None
    saves = list_saves(directory)
    console = Console(highlight=False)
    if not saves:
        console.print(Text(f"No saves in {printable(directory)} yet."))
        return 0
    table = Table(title=Text(f"Saves in {printable(directory)}"), title_justify="left")
    for column in ("name", "game", "players", "score", "saved at"):
        table.add_column(column, overflow="fold")
    for info in saves:
        table.add_row(*_row(info, Text))
    console.print(table)
    return 0


def _row(info: SaveInfo, text: Any) -> Sequence[Any]:
    """The cells of one save: every one plain text (never markup), control characters shown."""
    game = "?"
    if info.kind:
        with contextlib.suppress(ValueError):
            game = get_kind(info.kind).short_title
    when = _when(info.saved_at)
    if info.error is not None:
        error = text(printable(info.error), style="bold red")
        return (text(printable(info.name)), text(game), error, text(""), text(when))
    players = ", ".join(
        player.name if not player.is_bot else f"{player.name} ({player.kind})"
        for player in info.players
    )
    cells = (info.name, game, players, info.score, when)
    return tuple(text(printable(cell)) for cell in cells)


def _when(moment: datetime) -> str:
    return moment.astimezone().strftime("%Y-%m-%d %H:%M")
