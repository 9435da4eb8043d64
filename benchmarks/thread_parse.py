"""Reading a 3,000-post thread: pages parsed, votes found, names matched (not a test).

Usage: .venv/bin/python benchmarks/thread_parse.py

The thread is 120 saved phpBB pages of 25 posts (the prosilver markup of the adapter
tests) with a vote, a quote or a spoiler in most posts, among 20 players. Prints the median
of seven runs, in CPU time of this process (the figure the target is for: on a shared
machine wall time mostly measures the other processes) and in wall time, beside the
target of one second.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mafiamod.thread.model import Post  # noqa: E402
from mafiamod.thread.names import NameMatcher  # noqa: E402
from mafiamod.thread.pages import read_page  # noqa: E402
from mafiamod.thread.reader import read_votes, tally  # noqa: E402
from tests.thread.forums import RENDERERS, P  # noqa: E402

POSTS, PER_PAGE, TARGET = 3000, 25, 1.0
PLAYERS = [f"Player{i:02d} the {w}" for i, w in enumerate("abcdefghijklmnopqrst")]


def thread(seed: int = 7) -> list[P]:
    rng = random.Random(seed)
    posts = []
    for _ in range(POSTS):
        who, whom = rng.choice(PLAYERS), rng.choice(PLAYERS)
        words = " ".join(rng.choice(["town", "scum", "read", "lurker", "wagon"]) for _ in range(40))
        kind = rng.random()
        if kind < 0.3:
            posts.append(P(who, f"{words}<br><b>VOTE: {whom.lower()}</b>"))
        elif kind < 0.45:
            posts.append(P(who, f"{words} ##vote {whom[:-1]}"))
        elif kind < 0.6:
            posts.append(P(who, words, quote=(whom, f"<b>VOTE: {who}</b>")))
        elif kind < 0.7:
            posts.append(P(who, words, spoiler=f"<b>VOTE: {who}</b>", edited=True))
        else:
            posts.append(P(who, words))
    return posts


def pages(engine: str = "phpBB 3") -> list[str]:
    posts = thread()
    count = POSTS // PER_PAGE
    render = RENDERERS[engine]
    return [
        render(posts[i * PER_PAGE : (i + 1) * PER_PAGE], page=i + 1, pages=count, per_page=PER_PAGE)
        for i in range(count)
    ]


def read_all(htmls: list[str]) -> int:
    posts: list[Post] = []
    engine = ""
    for n, html in enumerate(htmls):
        page = read_page(html, f"page {n + 1}", offset=len(posts), hint=engine)
        posts.extend(page.posts)
        engine = page.engine
    reading = read_votes(posts, NameMatcher(PLAYERS))
    tally(reading.votes)
    assert len(posts) == POSTS and posts[-1].number == POSTS
    return len(reading.votes)


def main() -> None:
    print(f"{'benchmark':58} {'CPU':>9} {'wall':>9} {'target':>9}")
    for engine in ("phpBB 3", "phpBB 2", "XenForo 2", "vBulletin 4"):
        htmls = pages(engine)
        cpu, wall = [], []
        for _ in range(7):
            began, began_cpu = time.perf_counter(), time.process_time()
            read_all(htmls)
            cpu.append(time.process_time() - began_cpu)
            wall.append(time.perf_counter() - began)
        median = statistics.median(cpu)
        flag = "" if median <= TARGET else "  (over target)"
        name = f"{POSTS:,} posts on {len(htmls)} {engine} pages, votes and tally"
        print(
            f"{name:58} {median * 1000:6.0f} ms {statistics.median(wall) * 1000:6.0f} ms"
            f" {TARGET * 1000:6.0f} ms{flag}"
        )


if __name__ == "__main__":
    main()
