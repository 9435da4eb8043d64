"""The ``mafiamod`` command: no arguments starts the app; subcommands do headless work."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from .engine.errors import KnownError
from .os_text import os_reason


def _cmd_replay(args: argparse.Namespace) -> int:
    from .game import replay_file
    from .summary import summary

    game = replay_file(Path(args.script))
    if args.json:
        print_json(game.export_json())
    else:
        print(summary(game))
    return 0


def print_json(data: object) -> None:
    """A command's JSON on standard output, always UTF-8 (JSON's own encoding), whatever
    the terminal's encoding is: a name in Cyrillic never turns into an error."""
    text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is None:
        sys.stdout.write(text)
        return
    sys.stdout.flush()
    buffer.write(text.encode("utf-8"))
    buffer.flush()


def _cmd_setups(args: argparse.Namespace) -> int:
    from .setups import list_setups

    for info in list_setups():
        print(
            f"{info.id:16} {info.name} — {info.player_count} players, {info.language}, by {info.designer}"
        )
    return 0


def _cmd_check_setup(args: argparse.Namespace) -> int:
    from .setup_check import check_folder

    problems = check_folder(Path(args.folder))
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        return 2
    print(f"{args.folder}: OK, a valid setup")
    return 0


def _cmd_gui(args: argparse.Namespace) -> int:
    from .gui.app import run

    return run(args.file)


class OneLineParser(argparse.ArgumentParser):
    """Usage mistakes are one line on standard error and exit status 2, like every error."""

    def error(self, message: str) -> NoReturn:
        prog = self.prog.split()[0]
        line = " ".join(f"{self.prog.removeprefix(prog).strip()} {message}".split())
        self.exit(2, f"{prog}: error: {line} (see {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(prog="mafiamod", description="A workbench for forum Mafia moderators.")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    sub = parser.add_subparsers(dest="command")
    p = sub.add_parser("replay", help="play a game script headlessly and print the outcome")
    p.add_argument("script")
    p.add_argument("--json", action="store_true", help="print the replay JSON")
    p.set_defaults(func=_cmd_replay)
    p = sub.add_parser("setups", help="list the installed setups")
    p.set_defaults(func=_cmd_setups)
    p = sub.add_parser(
        "check-setup", help="check a setup folder: every problem with its file and key"
    )
    p.add_argument("folder")
    p.set_defaults(func=_cmd_check_setup)
    p = sub.add_parser("gui", help="start the desktop app (the default)")
    p.add_argument("file", nargs="?")
    p.set_defaults(func=_cmd_gui)
    try:
        from .store_cli import add_store_commands
    except ImportError:
        pass
    else:
        add_store_commands(sub)
    from .votes_cli import add_votes_command

    add_votes_command(sub)
    return parser


COMMANDS = {
    "replay",
    "setups",
    "check-setup",
    "gui",
    "new",
    "export",
    "reveal",
    "verify",
    "show",
    "votes",
}


def main(argv: Sequence[str] | None = None) -> int:
    _never_unencodable(sys.stdout)
    parser = build_parser()
    words = list(sys.argv[1:] if argv is None else argv)
    if words and not words[0].startswith("-") and words[0] not in COMMANDS:
        words.insert(0, "gui")  # `mafiamod GAME.mafia` opens the game in the window
    args = parser.parse_args(words)
    if args.version:
        from . import __version__

        print(f"mafiamod {__version__}")
        return 0
    if args.command is None:
        args.file = None
        args.func = _cmd_gui
    try:
        return int(args.func(args))
    except KnownError as exc:
        return _fail(str(exc))
    except UnicodeDecodeError as exc:
        return _fail(f"a file is not UTF-8 text (byte {exc.start})")
    except BrokenPipeError:
        # the reader stopped reading (``| head``): nothing more to say, to it or to anyone
        with contextlib.suppress(OSError, ValueError):  # (no descriptor: a test's capture)
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except OSError as exc:
        where = f"{exc.filename}: " if exc.filename else ""
        return _fail(f"{where}{os_reason(exc)}")
    except KeyboardInterrupt:
        return 130
    except (MemoryError, RecursionError) as exc:
        return _fail(f"the input is too large ({type(exc).__name__})")
    except Exception as exc:
        if os.environ.get("MAFIAMOD_DEBUG"):
            raise
        return _fail(
            f"internal error ({type(exc).__name__}: {exc}); set MAFIAMOD_DEBUG=1 for details"
        )


def _never_unencodable(stream: object) -> None:
    """Text a terminal cannot show is replaced, never an error (a Russian setup's summary
    on a Latin-1 console)."""
    encoding = str(getattr(stream, "encoding", "") or "").lower().replace("-", "")
    reconfigure = getattr(stream, "reconfigure", None)
    if encoding != "utf8" and reconfigure is not None:
        reconfigure(errors="replace")


def _fail(message: str) -> int:
    """Every CLI error: one line on standard error, exit status 2."""
    line = " ".join(message.split())  # a message never spans lines
    print(f"mafiamod: error: {line}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
