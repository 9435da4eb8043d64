"""Headless commands on game files: new, export, reveal, verify, show."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from .engine.errors import KnownError
from .os_text import os_reason


def _read_players(path: str) -> list[str]:
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise KnownError(
            "{path}: cannot read the player list: {error}", path=path, error=os_reason(exc)
        ) from None
    except UnicodeDecodeError as exc:
        raise KnownError(
            "{path}: the player list is not UTF-8 text (byte {byte})", path=path, byte=exc.start
        ) from None
    names = [line.strip() for line in lines if line.strip()]
    dup = sorted({n for n in names if names.count(n) > 1})
    if dup:
        raise KnownError("{path}: duplicate player names: {names}", path=path, names=", ".join(dup))
    return names


def _cmd_new(args: argparse.Namespace) -> int:
    from .game import Game

    game = Game.create(args.setup, _read_players(args.players), seed=args.seed)
    game.save_as(Path(args.game))
    print(
        f"Created {args.game}: {game.info.name}, {len(game.opening.players)} players, seed {game.opening.seed}"
    )
    print(f"Deal commitment (post this now): SHA-256 {game.commitment()}")
    game.close()
    return 0


def _cmd_export(args: argparse.Namespace) -> int:
    from .game import Game

    game = Game.open(args.game, read_only=True)
    if args.script:
        text = game.to_script()
    else:
        text = json.dumps(game.export_json(), ensure_ascii=False, indent=1)
    if args.output:
        _write(Path(args.output), text)
    else:
        print(text, end="" if text.endswith("\n") else "\n")
    return 0


def _write(path: Path, text: str) -> None:
    """Write an output file; a missing folder is refused, not created."""
    if not path.parent.is_dir():
        raise KnownError("{path}: no such folder (it is not created for you)", path=path.parent)
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise KnownError("{path}: cannot write: {error}", path=path, error=os_reason(exc)) from None


def seed(text: str) -> int:
    """A seed: a whole number from 0 to 2**63 - 1 (argparse reports anything else)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a whole number") from None
    if not 0 <= value < 2**63:
        raise argparse.ArgumentTypeError(f"{text[:40]} is not from 0 to 2**63 - 1")
    return value


def _cmd_reveal(args: argparse.Namespace) -> int:
    from .commitment import reveal_post
    from .game import Game

    game = Game.open(args.game, read_only=True)
    print(reveal_post(game), end="")
    return 0


def _cmd_verify(args: argparse.Namespace) -> int:
    from .commitment import verify_text

    try:
        text = Path(args.deal).read_text(encoding="utf-8")
    except OSError as exc:
        raise KnownError(
            "{path}: cannot read the revealed deal: {error}", path=args.deal, error=os_reason(exc)
        ) from None
    except UnicodeDecodeError:
        raise KnownError("{path}: the revealed deal is not UTF-8 text", path=args.deal) from None
    digest = args.hash.strip().lower()
    if len(digest) != 64 or any(c not in "0123456789abcdef" for c in digest):
        raise KnownError(
            "{text!r} is not a SHA-256 commitment (64 hex digits)", text=args.hash[:80]
        )
    text = "".join(
        line for line in text.splitlines(keepends=True) if not line.startswith("SHA-256:")
    )
    if verify_text(text, digest):
        print("OK: the revealed deal matches the commitment")
        return 0
    print("MISMATCH: the revealed deal does not match the commitment")
    return 1


def _cmd_show(args: argparse.Namespace) -> int:
    from .game import Game
    from .summary import summary

    print(summary(Game.open(args.game, read_only=True)))
    return 0


def add_store_commands(sub: Any) -> None:
    p = sub.add_parser("new", help="create a game file and deal the roles")
    p.add_argument("--setup", required=True)
    p.add_argument("--players", required=True, help="a text file, one name a line")
    p.add_argument("--seed", type=seed, default=None)
    p.add_argument("game")
    p.set_defaults(func=_cmd_new)
    p = sub.add_parser("export", help="write a game as a script (--script) or replay JSON")
    p.add_argument("game")
    p.add_argument("--script", action="store_true")
    p.add_argument("-o", "--output")
    p.set_defaults(func=_cmd_export)
    p = sub.add_parser("reveal", help="print the deal and salt to post at the end")
    p.add_argument("game")
    p.set_defaults(func=_cmd_reveal)
    p = sub.add_parser("verify", help="check a revealed deal against the posted hash")
    p.add_argument("deal", help="a file holding the revealed text")
    p.add_argument("hash")
    p.set_defaults(func=_cmd_verify)
    p = sub.add_parser("show", help="summarise a game file")
    p.add_argument("game")
    p.set_defaults(func=_cmd_show)
