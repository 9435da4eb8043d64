"""MafiaMod benchmarks: prints a table of timings on this machine (not a test).

Usage: .venv/bin/python benchmarks/run.py
"""

from __future__ import annotations

import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mafiamod.engine.model import Vote  # noqa: E402
from mafiamod.engine.votes import count_votes  # noqa: E402
from mafiamod.game import Game  # noqa: E402
from mafiamod.script import parse_script  # noqa: E402

PLAYERS = [f"P{i:02d}" for i in range(30)]


def big_script(events: int = 5000, seed: int = 1) -> str:
    """A 30-player Mountainous game of ``events`` entries (mostly votes, no hammer)."""
    rng = random.Random(seed)
    roles = {p: ("mafia-goon" if i < 7 else "vanilla-townie") for i, p in enumerate(PLAYERS)}
    lines = [
        'setup = "mountainous"',
        "seed = 1",
        f"players = {PLAYERS!r}".replace("'", '"'),
        "[roles]",
    ]
    lines += [f'{p} = "{r}"' for p, r in roles.items()]
    alive = list(PLAYERS)
    per_day = events // 10
    for day in range(1, 11):
        lines += ["[[phase]]", f'id = "D{day}"', "votes = ["]
        # votes spread over many wagons so nobody reaches majority before the deadline
        for _ in range(per_day):
            lines.append(f'  {{ voter = "{rng.choice(alive)}", target = "{rng.choice(alive)}" }},')
        lines.append("]")
        lines += ["[[phase]]", f'id = "N{day}"', "actions = []"]
        if len(alive) < 12:
            break
    return "\n".join(lines) + "\n"


def best_of(fn: Callable[[], object], runs: int = 5) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def bench_replay(text: str) -> float:
    return best_of(lambda: Game.from_script(parse_script(text)).export_json())


def bench_file_fold(text: str) -> float:
    from mafiamod.store import create_game, open_game

    game = Game.from_script(parse_script(text))
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "big.mafia"
        fresh = Game.create("mountainous", game.opening.players, seed=1, roles=game.opening.roles)
        fresh.events = list(game.events)
        create_game(path, fresh).store.close()

        def fold_from_file() -> None:
            g = open_game(path)
            g.live = False
            g.result()
            g.store.close()

        return best_of(fold_from_file)


def bench_tally(n: int = 5000) -> float:
    rng = random.Random(3)
    votes = [Vote(rng.choice(PLAYERS), rng.choice([*PLAYERS, ""])) for _ in range(n)]
    alive = set(PLAYERS)
    return best_of(
        lambda: count_votes(
            votes,
            can_vote=lambda v: None if v in alive else "actor-dead",
            can_receive=lambda t: None if t in alive else "target-dead",
            majority=None,
        ),
        runs=20,
    )


def bench_import() -> float:
    code = "import time; t=time.perf_counter(); import mafiamod.game; print(time.perf_counter()-t)"
    runs = [
        float(
            subprocess.run(
                [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
            ).stdout
        )
        for _ in range(7)
    ]
    return statistics.median(runs)


def bench_night_200() -> float | None:
    try:
        from night_bench import night_200  # type: ignore[import-not-found]
    except ImportError:
        return None
    return best_of(night_200, runs=10)


def main() -> None:
    sys.path.insert(0, str(Path(__file__).parent))
    text = big_script()
    count = sum(1 for e in Game.from_script(parse_script(text)).events)
    rows = [
        (f"replay of a {count}-event game", bench_replay(text), 0.5),
        (f"fold of the same {count} events from the game file", bench_file_fold(text), None),
        ("tally of 5,000 votes", bench_tally(), 0.020),
        ("import mafiamod.game (fresh interpreter, median)", bench_import(), 0.150),
    ]
    night = bench_night_200()
    if night is not None:
        rows.insert(2, ("one night, 200 players all acting", night, 0.050))
    print(f"{'benchmark':58} {'time':>10} {'target':>10}")
    for name, seconds, target in rows:
        tgt = f"{target * 1000:.0f} ms" if target else "—"
        flag = "" if target is None or seconds <= target else "  (over target)"
        print(f"{name:58} {seconds * 1000:8.1f} ms {tgt:>10}{flag}")


if __name__ == "__main__":
    main()
