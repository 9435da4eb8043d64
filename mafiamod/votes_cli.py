"""``mafiamod votes``: the votes of a thread, read from its URL, saved pages, posts files or text.

The contract is ``../shared/spec/thread-votes.md``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .engine.errors import KnownError
from .os_text import os_reason


def add_votes_command(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Register ``votes`` with the ``mafiamod`` parser."""
    p = sub.add_parser("votes", help="read the votes of a forum thread and count them")
    p.add_argument("sources", nargs="+", metavar="SOURCE", help="URL, .html page, .jsonl or -")
    p.add_argument("--players", required=True, metavar="FILE", help="the player list")
    p.add_argument("--syntax", default="auto", help="mafiascum, mafiauniverse, teamliquid, …")
    p.add_argument("--from", dest="first", type=int, metavar="N", help="posts numbered N or later")
    p.add_argument("--to", dest="last", type=int, metavar="N", help="posts numbered N or earlier")
    p.add_argument("--alias", action="append", default=[], metavar="NAME=PLAYER", help="a nickname")
    p.add_argument("--no-lynch", dest="no_lynch", metavar="WORDS", help="words for no lynch")
    p.add_argument("--delay", type=float, default=None, help=argparse.SUPPRESS)
    p.add_argument("--json", action="store_true", help="print the contract's JSON")
    p.set_defaults(func=run_votes)  # usage errors: the parent's OneLineParser, `mafiamod: error:`


def run_votes(args: argparse.Namespace) -> int:
    """Read the sources, print the votes (``--json``: the contract's JSON)."""
    from .thread.fetch import POLITE_DELAY, ThreadFetcher
    from .thread.names import NameMatcher, parse_player_list
    from .thread.reader import as_json, no_lynch_clashes, read_votes, tally
    from .thread.sources import read_sources
    from .thread.syntax import NO_LYNCH_WORDS, rules_for

    rules_for(args.syntax)
    path = Path(args.players)
    try:
        roster = parse_player_list(path.read_text(encoding="utf-8-sig"), str(path))
    except OSError as exc:
        raise KnownError(
            "{path}: cannot be read ({error})", path=path, error=os_reason(exc)
        ) from None
    except UnicodeDecodeError as exc:
        raise KnownError(
            "{path}: not UTF-8 text (byte {byte})", path=path, byte=exc.start
        ) from None
    for option, number in (("--from", args.first), ("--to", args.last)):
        if number is not None and number < 1:
            raise KnownError(
                "{option} {number}: a post number is 1 or more", option=option, number=number
            )
    if args.first is not None and args.last is not None and args.first > args.last:
        raise KnownError(
            "--from {first} is after --to {last}: no post is in between",
            first=args.first,
            last=args.last,
        )
    for given in args.alias:
        nick, sep, player = given.partition("=")
        if not sep or not nick.strip() or not player.strip():
            raise KnownError("--alias {given!r}: write it as NAME=PLAYER", given=given)
        roster.aliases[nick.strip()] = player.strip()
    matcher = NameMatcher.from_roster(roster)
    no_lynch = NO_LYNCH_WORDS
    if args.no_lynch is not None:
        no_lynch = tuple(w.strip() for w in args.no_lynch.split(",") if w.strip())
        if not no_lynch:
            raise KnownError("--no-lynch names no words")
    fetcher = ThreadFetcher(delay=POLITE_DELAY if args.delay is None else args.delay)

    def fetch(url: str) -> list:  # type: ignore[type-arg]
        return fetcher.read(url, first=args.first)[0]  # from the page that holds --from

    posts = read_sources(args.sources, sys.stdin.read, fetch)
    reading = read_votes(posts, matcher, args.syntax, no_lynch, args.first, args.last)
    for word, player in no_lynch_clashes(no_lynch, matcher):
        # thread-votes.md has no key for warnings: standard error only, in --json too;
        # said once the sources are read, so that an error stays the one line it is
        print(
            f"mafiamod: warning: the no-lynch word {word!r} names the player {player}; "
            f"a vote for {word!r} counts for {player}, not for no lynch",
            file=sys.stderr,
        )
    if args.json:
        from .cli import print_json

        print_json(as_json(reading, roster.players))
        return 0
    for vote in reading.votes:
        said = vote.target or "(unvote)"
        if vote.uncertain:
            said = "uncertain: " + (", ".join(vote.candidates) or "no candidates")
        print(f"#{vote.post} {vote.voter}: {vote.raw}  ->  {said}")
    print()
    for wagon in tally(reading.votes):
        print(f"{wagon.target} ({wagon.count}): {', '.join(wagon.voters)}")
    print(f"{reading.posts_read} posts read")
    return 0
