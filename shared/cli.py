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

from shared.i18n import (
    DEFAULT_LANGUAGE,
    LANGUAGES,
    N_,
    Msg,
    _,
    format_datetime,
    format_number,
    language,
    resolve_language,
    set_language,
    translate,
)
from shared.i18n.cli import speak_argparse
from shared.kinds import (
    GameKind,
    KindTable,
    default_kind,
    get_kind,
    kinds_for_command,
    load_app,
)
from shared.levels import LEVEL_WORDS as BOT_LEVEL_WORDS
from shared.persistence import (
    SAVES_ENV,
    LaunchRequest,
    LoadedSave,
    SaveError,
    SaveInfo,
    autosave_path,
    default_saves_path,
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

SAVES_COLUMNS = (N_("name"), N_("game"), N_("players"), N_("score"), N_("saved at"))
"""The headings of ``saves``' table (English; translated where shown)."""
LEVEL_WORDS: Mapping[str, str] = {"human": N_("human"), **BOT_LEVEL_WORDS}
"""A player's kind as the saves list names it (English; translated where shown)."""


def main(command: str, argv: list[str] | None = None) -> int:
    """Run the console command ``command`` with ``argv`` (default: the process arguments)."""
    default = default_kind(command)  # ValueError for a command no kind declares
    _tolerant_output()
    try:
        return _main(default.command, argv)
    except KeyboardInterrupt:
        _say(_("{command}: interrupted").format(command=default.command))
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
        _say(
            _(
                "{command} serve: every browser tab starts at the start menu (Continue is there)"
            ).format(command=command)
        )
        return 2
    if rest:
        _say(
            _("{command}: unrecognised arguments: {arguments}").format(
                command=command, arguments=" ".join(rest)
            )
        )
        return 2
    if args.command == "stats":
        return _print_stats(saves_path(folder_given), command)
    try:
        directory = saves_dir(folder_given)
        if args.command == "saves":
            return _print_saves(directory, command)
        if args.command == "serve":
            return _serve(kind, directory, args)
        return _launch(kind, directory, args)
    except SaveError as exc:
        _say(exc.in_language())
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
        description=_(
            "{game} at the terminal. Without arguments the start screen opens; "
            "--seed N starts a new game at once."
        ).format(game=_(default.title)),
        epilog=_(
            "The saves folder is {folder} unless --saves or ${variable} says otherwise."
        ).format(folder=printable(default_saves_path()), variable=SAVES_ENV),
    )
    if len(hosted) > 1:
        parser.add_argument(
            "--game",
            choices=[kind.id for kind in hosted],
            default=default.id,
            help=_("which game: {games}; default {default}").format(
                games=", ".join(f"{kind.id} ({_(kind.title)})" for kind in hosted),
                default=default.id,
            ),
        )
    start = parser.add_mutually_exclusive_group()
    start.add_argument(
        "--continue",
        dest="resume",
        action="store_true",
        help=_("resume the autosaved {game} game").format(game=_(default.short_title)),
    )
    start.add_argument("--load", metavar="NAME|PATH", help=_("resume a named save or a save file"))
    start.add_argument(
        "--seed", type=_seed, metavar="N", help=_("start a new game at once, its deals from seed N")
    )
    parser.add_argument("--saves", metavar="DIR", help=_("folder for save files"))
    parser.add_argument(
        "--lang",
        choices=sorted(LANGUAGES),
        help=_(
            "language of the table and of these messages (default: the one chosen on "
            "the start screen, else the locale, else en)"
        ),
    )
    commands = parser.add_subparsers(dest="command", metavar="{saves,stats,simulate,serve}")
    listing = commands.add_parser("saves", help=_("list the saves, newest first"))
    listing.add_argument(
        "--saves", dest="saves_sub", metavar="DIR", help=_("folder for save files")
    )
    numbers = commands.add_parser("stats", help=_("show the statistics of the players"))
    numbers.add_argument(
        "--saves", dest="saves_sub", metavar="DIR", help=_("folder for save files")
    )
    # simulate takes its own options; they are handed on untouched, but for --game,
    # which may also come after the word (``jass simulate --game coiffeur``).
    simulate = commands.add_parser(
        "simulate", help=_("play bots against each other"), add_help=False
    )
    if len(hosted) > 1:
        simulate.add_argument(
            "--game", dest="simulate_game", choices=[kind.id for kind in hosted], default=None
        )
    serve = commands.add_parser(
        "serve",
        help=_("play in a web browser (needs the 'web' extra)"),
        description=_(
            "Serve the {game} table to web browsers: every tab is "
            "a table of its own, on the same saves folder. Stop with Ctrl+C."
        ).format(game=_(default.short_title)),
    )
    serve.add_argument(
        "--host", default="127.0.0.1", help=_("address to listen on (default 127.0.0.1)")
    )
    serve.add_argument(
        "--port", type=int, default=8000, help=_("port to listen on; 0 picks a free one")
    )
    serve.add_argument(
        "--public",
        action="store_true",
        help=_("allow an address other computers can reach (anyone on the network can play)"),
    )
    serve.add_argument("--saves", dest="saves_sub", metavar="DIR", help=_("folder for save files"))
    serve.add_argument(
        "--seed", dest="seed_sub", type=_seed, metavar="N", help=_("seed of each tab's new game")
    )
    return parser


def _seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = None
    if value is None or not -MAX_SEED <= value < MAX_SEED:
        raise argparse.ArgumentTypeError(
            _("{text} is not a seed: give a whole number below 2**63").format(
                text=repr(printable(text[:40]))
            )
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
        _say(_serve_line(kind, problem))
        return 2
    missing = serving.missing_extra()
    if missing is not None:
        _say(_serve_line(kind, missing))
        return 1
    seed = args.seed_sub if args.seed_sub is not None else args.seed
    game = kind.id if kind.id != default_kind(kind.command).id else None
    command = serving.session_command(
        kind.command, directory, game=game, seed=seed, language=args.lang
    )
    server = serving.TableServer(command, _(kind.title), host=args.host, port=args.port)
    public = not serving.is_loopback(args.host)

    def ready(url: str) -> None:
        if public:
            _say(
                _(
                    "Warning: {command} serve listens on {host}: anyone on the network "
                    "who can reach this computer can open the table and play. On a tablet or TV, "
                    "open http://<this computer's address>:{port}/"
                ).format(command=kind.command, host=args.host, port=server.port)
            )
        lines = (
            _("{game} is served at {url}  (Ctrl+C stops it)").format(game=_(kind.title), url=url),
            _("Every browser tab is a table of its own; saves in {folder}.").format(
                folder=printable(directory)
            ),
        )
        with contextlib.suppress(OSError, ValueError):
            print("\n".join(lines), flush=True)

    try:
        status: int = server.run(ready)
    except serving.ServeError as exc:
        _say(_serve_line(kind, translate(exc.args[0]) if exc.args else str(exc)))
        return 1
    if status == EXIT_INTERRUPTED:
        _say(_serve_line(kind, _("stopped")))
    return status


def _serve_line(kind: GameKind, text: str) -> str:
    # TRANSLATORS: "jass serve: stopped", a line of the serve command on the terminal.
    return _("{command} serve: {message}").format(command=kind.command, message=text)


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
        from shared.persistence import load_autosave

        loaded = load_autosave(kind.id, directory, progress=progress)
        if loaded is None:
            raise SaveError(
                autosave_path(kind.id, directory),
                Msg("does not exist: there is no game to continue"),
            )
    elif args.load is not None:
        from shared.persistence import load_save

        loaded = load_save(args.load, kind.id, directory, progress=progress)
    elif args.seed is not None and os.environ.get(SERVED_ENV) != "1":
        # ``--seed N`` starts that game at once, with the set-up's defaults (a browser
        # tab of ``serve --seed`` starts at the start menu, its set-up seeded).
        from shared.persistence import new_game

        loaded = new_game(kind.id, args.seed, directory)
    if loaded is not None and loaded.notice:
        _say(translate(loaded.notice))
    run_app = _find_app(kind.id)
    request = LaunchRequest(kind=kind.id, saves_dir=directory, loaded=loaded, seed=args.seed)
    slots = _autosave_stamps(kind.command, directory)
    status = int(run_app(request) or 0)
    if status == 0:
        resumable = _resumable_kind(kind, directory, slots, opened=args.resume)
        if resumable is not None:
            _say(_resume_line(resumable))
    return status


def _autosave_stamps(command: str, directory: Path) -> dict[str, tuple[int, int, int] | None]:
    """Each hosted kind's main autosave slot as it is now (to see later which were written)."""
    return {
        kind.id: _stamp(autosave_path(kind.id, directory)) for kind in kinds_for_command(command)
    }


def _stamp(path: Path) -> tuple[int, int, int] | None:
    try:
        status = path.stat()
    except OSError:
        return None
    return (status.st_ino, status.st_mtime_ns, status.st_size)


def _resumable_kind(
    kind: GameKind,
    directory: Path,
    before: Mapping[str, tuple[int, int, int] | None],
    *,
    opened: bool,
) -> GameKind | None:
    """The kind whose unfinished game the table autosaved while it was open, if any.

    A slot counts when the table wrote it (it changed while the table was open), or when
    the table opened it (``--continue``) and it is still there; of several, the one
    written last. Either way only a game that is not over (``--continue`` resumes it).
    """
    from shared.persistence import resumable_autosave

    candidates: list[tuple[int, GameKind]] = []
    for other in kinds_for_command(kind.command):
        stamp = _stamp(autosave_path(other.id, directory))
        if stamp is None:
            continue
        if stamp != before.get(other.id) or (opened and other.id == kind.id):
            with contextlib.suppress(SaveError, OSError, ValueError):
                if resumable_autosave(other.id, directory):
                    candidates.append((stamp[1], other))
    if not candidates:
        return None
    return max(candidates, key=lambda candidate: candidate[0])[1]


def _resume_line(kind: GameKind) -> str:
    """ "jass: saved — `jass --continue` resumes" (``--game KIND`` for another kind)."""
    words = [kind.command]
    if kind.id != default_kind(kind.command).id:
        words += ["--game", kind.id]
    words.append("--continue")
    # TRANSLATORS: after the table closed; {resume} is the command that resumes the game.
    return _("{command}: saved — `{resume}` resumes").format(
        command=kind.command, resume=" ".join(words)
    )


LONG_GAME_HANDS = 200
"""From this many hands on, rebuilding a saved game takes long enough to say so."""


def _loading_note(command: str) -> Callable[[int, int], None]:
    """Says on a terminal's stderr that a long game is being rebuilt (once, at the start)."""

    def note(done: int, total: int) -> None:
        if done == 0 and total >= LONG_GAME_HANDS and _is_terminal(sys.stderr):
            _say(
                _("{command}: rebuilding the saved game from its {hands} hands…").format(
                    command=command, hands=format_number(total)
                )
            )

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
        (N_("standard input"), stdin if stdin is not None else sys.stdin),
        (N_("standard output"), stdout if stdout is not None else sys.stdout),
    )
    for name, stream in streams:
        if not _is_terminal(stream):
            return _(
                "{command}: the card table needs a terminal, and {stream} is not one "
                "('{command} saves' and '{command} simulate' work without one)"
            ).format(command=command, stream=_(name))
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


def _print_saves(directory: Path, command: str) -> int:
    """The saves of the kinds ``command`` hosts (a file of no known kind too), newest first."""
    # rich is imported here so starting a game does not pay for it.
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    from shared.persistence import list_saves

    try:
        os.scandir(directory).close()
    except OSError as exc:
        reason = str(exc.strerror or exc)
        raise SaveError(directory, Msg("cannot be read ({reason})", reason=reason)) from None
    hosted = {kind.id for kind in kinds_for_command(command)}
    saves = [info for info in list_saves(directory) if info.kind is None or info.kind in hosted]
    game = _(default_kind(command).short_title)
    folder = printable(directory)
    console = Console(highlight=False)
    if not saves:
        # TRANSLATORS: {game} is Jass or Spades (every Jass game counts as Jass here).
        console.print(Text(_("No {game} saves in {folder} yet.").format(game=game, folder=folder)))
        return 0
    # TRANSLATORS: the heading of `jass saves`; {game} is Jass (all Jass games) or Spades.
    title = _("{game} saves in {folder}").format(game=game, folder=folder)
    table = Table(title=Text(title), title_justify="left")
    for column in SAVES_COLUMNS:
        table.add_column(_(column), overflow="fold")
    for info in saves:
        table.add_row(*_row(info, Text))
    console.print(table)
    return 0


def _print_stats(directory: Path, command: str) -> int:
    """The numbers of every player in each kind ``command`` hosts (1 if the file is broken)."""
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    from shared.stats import StatsError, read_statistics, stats_path, table_rows

    console = Console(highlight=False)
    try:
        stats = read_statistics(directory)
    except StatsError as exc:
        _say(translate(exc.message))
        return 1
    shown = 0
    for kind in kinds_for_command(command):
        names, rows = table_rows(stats, kind.id, _)
        if not names:
            continue
        shown += 1
        table = Table(title=Text(_(kind.title)), title_justify="left")
        table.add_column("")
        for name in names:
            table.add_column(printable(name), justify="right", overflow="fold")
        for label, values in rows:
            table.add_row(Text(label), *(Text(value) for value in values))
        console.print(table)
    if not shown:
        game = _(default_kind(command).short_title)
        folder = printable(stats_path(directory))
        # TRANSLATORS: {game} is Jass or Spades; {file} the statistics file's path.
        console.print(
            Text(_("No finished {game} game in {file} yet.").format(game=game, file=folder))
        )
    return 0


def _row(info: SaveInfo, text: Any) -> Sequence[Any]:
    """The cells of one save: every one plain text (never markup), control characters shown."""
    game = "?"
    if info.kind:
        with contextlib.suppress(ValueError):
            game = _(get_kind(info.kind).short_title)
    when = _when(info.saved_at)
    if info.error is not None:
        error = text(printable(translate(info.error)), style="bold red")
        return (text(printable(info.name)), text(game), error, text(""), text(when))
    players = ", ".join(
        player.name
        if not player.is_bot
        # TRANSLATORS: a bot in the saves list: "Ruedi (normal)"; {level} is easy, normal …
        else _("{name} ({level})").format(name=player.name, level=_(LEVEL_WORDS[player.kind]))
        for player in info.players
    )
    cells = (info.name, game, players, info.score, when)
    return tuple(text(printable(cell)) for cell in cells)


def _when(moment: datetime) -> str:
    """When a save was made, in local time: "2025-06-01 14:02" in English (as always),
    as the language writes dates otherwise."""
    local = moment.astimezone()
    if language() == DEFAULT_LANGUAGE:
        return local.strftime("%Y-%m-%d %H:%M")
    return format_datetime(local)
