"""The ``jass`` and ``spades`` command lines: start, resume, list saves, simulate.

``main(kind, argv)`` returns the exit status. Every expected failure (a bad or missing
save, an unusable folder) prints its one-sentence message on stderr and returns 1;
nothing the user can do here ends in a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from shared.persistence import (
    GAME_KINDS,
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
)

__all__ = ["LaunchRequest", "main"]

TITLES = {"jass": "Schieber Jass", "spades": "Spades"}
SHORT_TITLES = {"jass": "Jass", "spades": "Spades"}


def main(kind: str, argv: list[str] | None = None) -> int:
    """Run the ``kind`` command line with ``argv`` (default: the process arguments)."""
    if kind not in GAME_KINDS:
        raise ValueError(f"unknown game {kind!r}; choose one of {', '.join(GAME_KINDS)}")
    try:
        args, rest = _parser(kind).parse_known_args(argv)
    except SystemExit as exc:  # --help, or a usage error argparse has already printed
        return exc.code if isinstance(exc.code, int) else 2
    if args.command == "simulate":
        return _simulate(kind, rest)
    if rest:
        print(f"{kind}: unrecognised arguments: {' '.join(rest)}", file=sys.stderr)
        return 2
    try:
        directory = saves_dir(getattr(args, "saves_sub", None) or args.saves)
        if args.command == "saves":
            return _print_saves(directory)
        return _launch(kind, directory, args)
    except SaveError as exc:
        print(exc, file=sys.stderr)
        return 1


def _parser(kind: str) -> argparse.ArgumentParser:
    title = TITLES[kind]
    parser = argparse.ArgumentParser(
        prog=kind,
        description=f"{title} at the terminal. Without arguments a new game starts.",
        epilog=f"The saves folder is ./saves unless --saves or ${SAVES_ENV} says otherwise.",
    )
    start = parser.add_mutually_exclusive_group()
    start.add_argument(
        "--continue",
        dest="resume",
        action="store_true",
        help=f"resume the autosaved {SHORT_TITLES[kind]} game",
    )
    start.add_argument("--load", metavar="NAME|PATH", help="resume a named save or a save file")
    start.add_argument("--seed", type=int, metavar="N", help="seed of a new game's deals")
    parser.add_argument("--saves", metavar="DIR", help="folder for save files")
    commands = parser.add_subparsers(dest="command", metavar="{saves,simulate}")
    listing = commands.add_parser("saves", help="list the saves, newest first")
    listing.add_argument("--saves", dest="saves_sub", metavar="DIR", help="folder for save files")
    # simulate takes its own options; they are handed on untouched.
    commands.add_parser("simulate", help="play bots against each other", add_help=False)
    return parser


def _simulate(kind: str, rest: list[str]) -> int:
    try:
        sim = importlib.import_module("shared.sim")
    except ModuleNotFoundError as exc:
        if exc.name != "shared.sim":
            raise
        print(f"{kind} simulate: the simulator is not available yet.", file=sys.stderr)
        return 2
    status: int = sim.main(kind, rest)
    return status


def _launch(kind: str, directory: Path, args: argparse.Namespace) -> int:
    remove_stale_temp_files(directory)
    loaded: LoadedSave | None = None
    if args.resume:
        loaded = load_autosave(kind, directory)
        if loaded is None:
            raise SaveError(
                autosave_path(kind, directory), "does not exist: there is no game to continue"
            )
    elif args.load is not None:
        loaded = load_save(args.load, kind, directory)
    if loaded is not None and loaded.notice:
        print(loaded.notice, file=sys.stderr)
    run_app = _find_app(kind)
    if run_app is None:
        print(f"{TITLES[kind]}: the table is coming soon.")
        return 0
    request = LaunchRequest(kind=kind, saves_dir=directory, loaded=loaded, seed=args.seed)
    return int(run_app(request))


def _find_app(kind: str) -> Callable[[LaunchRequest], Any] | None:
    module_name = f"{kind}_tui.app"
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            raise
        return None
    run_app: Callable[[LaunchRequest], Any] | None = getattr(module, "run_app", None)
    return run_app


def _print_saves(directory: Path) -> int:
    # rich is imported here so starting a game does not pay for it.
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    saves = list_saves(directory)
    console = Console()
    if not saves:
        console.print(f"No saves in {directory} yet.")
        return 0
    table = Table(title=f"Saves in {directory}", title_justify="left")
    for column in ("name", "game", "players", "score", "saved at"):
        table.add_column(column, overflow="fold")
    for info in saves:
        table.add_row(*_row(info, Text))
    console.print(table)
    return 0


def _row(info: SaveInfo, text: Any) -> Sequence[Any]:
    game = SHORT_TITLES.get(info.kind, "?") if info.kind else "?"
    when = _when(info.saved_at)
    if info.error is not None:
        return (info.name, game, text(info.error, style="bold red"), "", when)
    players = ", ".join(
        player.name if not player.is_bot else f"{player.name} ({player.kind})"
        for player in info.players
    )
    return (info.name, game, players, info.score, when)


def _when(moment: datetime) -> str:
    return moment.astimezone().strftime("%Y-%m-%d %H:%M")
