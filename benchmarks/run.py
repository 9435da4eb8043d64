"""MafiaMod benchmarks: one table of timings on this machine (not a test).

Every figure is the median of several runs with its spread (min–max), printed beside a
reference measured in the same run, so that the ratio means something on a busy machine.

Usage: .venv/bin/python benchmarks/run.py [--quick] [--cpu] [--only NAME …]
       [--calder-python PY] [--calder-1000]

calder/mafia (the Python peer engine) is run from a venv of its own: ``python3 -m venv V &&
V/bin/pip install <its source>``, then ``--calder-python V/bin/python`` (default
/tmp/speed/calder-venv/bin/python; its rows are skipped when that is missing).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).parent))

from mafiamod.events import Event  # noqa: E402
from mafiamod.game import Game, Opening  # noqa: E402

PLAYERS = [f"P{i:02d}" for i in range(30)]
ROLES = {p: ("mafia-goon" if i == 0 else "vanilla-townie") for i, p in enumerate(PLAYERS)}
OPEN_DAY_VOTES = 100
CALDER_DEFAULT = Path("/tmp/speed/calder-venv/bin/python")


@dataclass
class Row:
    name: str
    times: list[float]
    ref_name: str = ""
    ref_times: list[float] | None = None
    target: str = ""


def median(xs: list[float]) -> float:
    return statistics.median(xs)


def timed(
    fn: Callable[[], object], runs: int, setup: Callable[[], object] | None = None
) -> list[float]:
    """Seconds of ``fn()`` over ``runs`` runs (``setup()`` before each, not timed), on the
    wall clock, or this process's CPU time with ``--cpu`` (other sessions on a shared machine
    then no longer stretch a run that was preempted)."""
    out = []
    for _ in range(runs):
        if setup is not None:
            setup()
        start = CLOCK()
        fn()
        out.append(CLOCK() - start)
    return out


CLOCK = time.perf_counter


# -- a long Mountainous game ------------------------------------------------------------
def long_game_events(total: int, seed: int = 1) -> list[Event]:
    """``total`` events of a 30-player Mountainous game: closed days of 98 votes (each a vote
    then its withdrawal, so the deadline lynches nobody and nobody ever wins) and empty nights,
    then an open day of about ``OPEN_DAY_VOTES`` votes. Every day is the same size, so a vote
    on the last day is the same work as on the first one, apart from the game's length."""
    rng = random.Random(seed)
    events: list[Event] = []
    pairs = max(0, (total - OPEN_DAY_VOTES) // 100)

    def day_votes(day: str, count: int) -> None:
        for _ in range(count // 2):
            voter, target = rng.sample(PLAYERS, 2)
            events.append(
                Event(
                    "vote",
                    day,
                    {"vote": "elimination", "voter": voter, "target": target, "extra": {}},
                )
            )
            events.append(
                Event(
                    "vote", day, {"vote": "elimination", "voter": voter, "target": "", "extra": {}}
                )
            )

    for n in range(1, pairs + 1):
        day_votes(f"D{n}", 98)
        events.append(Event("end-phase", f"D{n}", {}))
        events.append(Event("end-phase", f"N{n}", {}))
    day_votes(f"D{pairs + 1}", total - len(events))
    return [Event(e.kind, e.phase, e.payload, i + 1) for i, e in enumerate(events)]


def opening() -> Opening:
    return Opening("mountainous", 1, tuple(PLAYERS), dict(ROLES), {"tie": "no-elimination"})


def long_game(total: int) -> Game:
    game = Game(opening(), long_game_events(total))
    game.result()  # an open game has been shown once already
    return game


class Voter:
    """Alternate a vote and its withdrawal, so wagons never grow and nobody is hammered."""

    def __init__(self) -> None:
        self.n = 0

    def next(self) -> tuple[str, str]:
        self.n += 1
        voter = PLAYERS[1 + (self.n // 2) % 29]
        return voter, (PLAYERS[(self.n // 2 + 7) % 30] if self.n % 2 else "")


def write_file(path: Path, game: Game) -> None:
    """A game file holding ``game``'s events (written in one transaction: a fixture)."""
    from mafiamod.game import create_game

    events, game.events = game.events, []
    stored = create_game(path, game)
    stored.store.close()
    conn = sqlite3.connect(path)
    with conn:
        conn.executemany(
            "INSERT INTO events (seq, kind, phase, payload, created, status)"
            " VALUES (?, ?, ?, ?, '', 'active')",
            [(e.seq, e.kind, e.phase, json.dumps(e.payload)) for e in events],
        )
    conn.close()


# -- Qt ------------------------------------------------------------------------------------
_APP: Any = None


def app() -> Any:
    global _APP
    if _APP is None:
        from PySide6.QtWidgets import QApplication

        _APP = QApplication.instance() or QApplication(sys.argv[:1])
        # a steady caret: the focused field's blink repaints it every half second, whatever
        # was entered, and work_left would take that for work an entry left behind
        _APP.styleHints().setCursorFlashTime(0)
    return _APP


def new_window(tmp: Path) -> Any:
    from PySide6.QtCore import QSettings

    from mafiamod.gui.window import MainWindow

    app()
    settings = QSettings(str(tmp / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("confirm/end_phase", False)  # "Don't ask again": Resolve asks nothing
    window = MainWindow(settings)
    window.resize(1366, 768)
    window.show()
    app().processEvents()
    return window


def close_window(window: Any) -> None:
    window.session.close()
    window.close()
    window.deleteLater()
    settle()


def settle() -> None:
    app().processEvents()


#: rounds of the event loop until the window is drawn and still: a change's layout requests
#: climb one parent a round (a Resolve's reach the main window in about 8 rounds, each one
#: may repaint), and an empty round costs about a microsecond
QUIET_ROUNDS = 40


def settle_fully() -> None:
    """Run the event loop until what a change started has been laid out and painted (the
    window as the moderator sees it), not only the events posted before the first round."""
    for _ in range(QUIET_ROUNDS):
        app().processEvents()


def work_left() -> dict[str, int]:
    """The layout and paint events the event loop still has after a :func:`settle_fully`
    (none: a timing that ended there saw everything its change made the window do)."""
    from PySide6.QtCore import QEvent, QObject

    kinds = (QEvent.Type.Paint, QEvent.Type.UpdateRequest, QEvent.Type.LayoutRequest)
    seen: dict[str, int] = {}

    class Watch(QObject):
        def eventFilter(self, _watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() in kinds:
                seen[event.type().name] = seen.get(event.type().name, 0) + 1
            return False

    watch = Watch()
    app().installEventFilter(watch)
    for _ in range(QUIET_ROUNDS):
        app().processEvents()
        time.sleep(0.002)  # and the timers of a few milliseconds
    app().removeEventFilter(watch)
    return seen


def timed_until_still(
    what: str, act: Callable[[], object], runs: int, setup: Callable[[], object] | None = None
) -> list[float]:
    """Seconds of ``act()`` until the window is still (:func:`settle_fully`), over ``runs``
    runs. Before each run, not timed: the last run's window is checked to be still
    (:func:`work_left`, a line is printed when it was not), then ``setup()`` and its own
    layout and paint, so that neither leaks into the next timing."""
    left: list[dict[str, int]] = []

    def before() -> None:
        if left:
            left[-1] = work_left()
        if setup is not None:
            setup()
        settle_fully()
        left.append({})

    def until_still() -> None:
        act()
        settle_fully()

    times = timed(until_still, runs, setup=before)
    left[-1] = work_left()
    if any(left):
        print(f"  ({what}: the window was still busy after a timed run: {left})")
    return times


# -- the benchmarks ------------------------------------------------------------------------
def bench_votes(runs: int, tmp: Path) -> Iterator[Row]:
    sizes = (100, 5000, 20000)
    headless: dict[int, list[float]] = {}
    window_times: dict[int, list[float]] = {}
    for size in sizes:
        game = long_game(size)
        voter = Voter()
        game.vote(*voter.next())  # warm
        headless[size] = timed(lambda g=game, v=voter: g.vote(*v.next()), runs * 3)
    window = new_window(tmp)
    for size in sizes:
        game = long_game(size)
        window.open_game(game, None)
        settle_fully()
        voter = Voter()
        day = window.day

        def vote(v: Voter = voter, day: Any = day) -> None:
            who, whom = v.next()
            day.voter.setEditText(who)
            day.target.setEditText(whom)
            assert day.submit(target=None if whom else "")

        vote()  # warm
        settle_fully()
        window_times[size] = timed_until_still(f"a vote at {size:,} events", vote, runs * 2)
    close_window(window)
    for size in sizes:
        yield Row(
            f"one vote, headless, {size:,} events",
            headless[size],
            "the same at 100 events",
            headless[100],
            "≤ 2× at 20,000" if size == 20000 else "",
        )
    for size in sizes:
        yield Row(
            f"one vote in the window, {size:,} events",
            window_times[size],
            "the same at 100 events",
            window_times[100],
            "≤ 2× and < 50 ms at 20,000" if size == 20000 else "",
        )


def bench_open(runs: int, tmp: Path) -> Iterator[Row]:
    """Opening a game file in the window: the first time on this machine (no checkpoints kept:
    every phase is folded), and again (the checkpoints its last close kept, mafiamod/fold_cache)."""
    try:
        from mafiamod import fold_cache
    except ImportError:  # a MafiaMod before the kept checkpoints: every open is a first one
        fold_cache = None

    paths = {}
    for size in (100, 5000, 20000):
        path = tmp / f"open-{size}.mafia"
        write_file(path, Game(opening(), long_game_events(size)))
        paths[size] = path
    from mafiamod.gui import refguard

    window = new_window(tmp)
    window.files.open_path(paths[100])  # the imports and the panels are there already
    settle_fully()
    first: dict[int, list[float]] = {}
    again: dict[int, list[float]] = {}
    for size, path in paths.items():

        def closed() -> None:  # closing the game keeps its checkpoints (not timed)
            window.session.close()
            settle()

        def never_opened(p: Path = path) -> None:
            closed()
            if fold_cache is not None:
                fold_cache.file_for(p).unlink(missing_ok=True)

        def open_it(p: Path = path) -> None:
            assert window.files.open_path(p)

        def open_and_fill(p: Path = path) -> None:
            """Until the posts list shows the game too (it may fill after the first paint)."""
            assert window.files.open_path(p)
            posts, deadline = window.panels.posts, time.perf_counter() + 30
            while posts.shown_game is not window.session.game:
                assert time.perf_counter() < deadline, "the posts list never filled"
                settle()
                refguard.top_up()  # each processEvents() takes a reference from None
                time.sleep(0.0002)

        what = f"open a {size:,}-event game"
        # a first open is timed until its posts are filled too (they fill after the first paint)
        first[size] = timed_until_still(
            what + ", first time", open_and_fill, runs, setup=never_opened
        )
        again[size] = timed_until_still(what + " again", open_it, runs, setup=closed)
    close_window(window)
    # the app started on a long game: the window shows it first (the rows above open each
    # game in a window that has shown a small one already)
    windows: list[Any] = []

    def in_new_window() -> None:  # the last run's window is closed (not timed)
        if windows:
            close_window(windows.pop())
        windows.append(new_window(tmp))

    new: dict[int, list[float]] = {}
    for size in (100, 20000):

        def open_new(p: Path = paths[size]) -> None:
            if fold_cache is not None:  # first time on this machine too
                fold_cache.file_for(p).unlink(missing_ok=True)
            assert windows[-1].files.open_path(p)

        what = f"open a {size:,}-event game in a new window"
        new[size] = timed_until_still(what, open_new, runs, setup=in_new_window)
    close_window(windows.pop())
    yield Row(
        "open a 20,000-event game in a new window (its first game)",
        new[20000],
        "the same for a 100-event game",
        new[100],
        "≤ 0.5 s",
    )
    for size in (5000, 20000):
        yield Row(
            f"open a {size:,}-event game in the window, first time (until its posts are filled)",
            first[size],
            "the same for a 100-event game",
            first[100],
            "≤ 0.5 s" if size == 20000 else "",
        )
    for size in (5000, 20000):
        yield Row(
            f"open a {size:,}-event game in the window again",
            again[size],
            "the same for a 100-event game",
            again[100],
            "≤ 0.5 s" if size == 20000 else "",
        )


def bench_start(runs: int, tmp: Path) -> Iterator[Row]:
    from startup import EMPTY, once

    path = tmp / "small.mafia"
    write_file(path, Game(opening(), long_game_events(100)))
    # the window's settings (recent files) go to a scratch home; the bytecode is compiled on
    # the first (warm-up) run, as pip and the bundle install it (even where the environment
    # says PYTHONDONTWRITEBYTECODE, which would compile every module at every start)
    env = {
        "HOME": str(tmp),
        "PYTHONDONTWRITEBYTECODE": "",
        "PYTHONPYCACHEPREFIX": str(tmp / "pycache"),
    }
    ours = f"import sys\nfrom mafiamod.cli import main\nsys.exit(main([{str(path)!r}]))\n"
    welcome = "import sys\nfrom mafiamod.cli import main\nsys.exit(main([]))\n"
    once(EMPTY, env), once(ours, env)  # warm the disk cache
    posts_env = dict(env, MAFIAMOD_EXIT_WHEN_SHOWN="posts")  # until its posts list is filled
    empty, opened, bare, filled = [], [], [], []
    for _ in range(runs):  # alternate, so that load on the machine hits all alike
        empty.append(once(EMPTY, env)[0])
        opened.append(once(ours, env)[0])
        bare.append(once(welcome, env)[0])
        filled.append(once(ours, posts_env)[0])
    yield Row("start the app (welcome screen)", bare, "an empty QMainWindow", empty)
    yield Row("start the app and open a small game", opened, "an empty QMainWindow", empty, "≤ 4×")
    yield Row(
        "start the app and open a small game, until its posts are filled",
        filled,
        "an empty QMainWindow",
        empty,
    )


def bench_nights(runs: int, calder: Path | None, with_1000: bool) -> Iterator[Row]:
    from night_bench import night, night_state

    sizes = (14, 100, 200, 1000)
    ours = {}
    for n in sizes:
        state, inp = night_state(n)
        reps = runs * 4 if n < 1000 else runs
        ours[n] = timed(lambda s=state, i=inp: night(s, i), reps)
    for n in sizes:
        yield Row(
            f"one Charge Me Up night, {n:,} players all acting",
            ours[n],
            "the same night at 100 players",
            ours[100],
            "≤ 15× at 1,000" if n == 1000 else "",
        )
    if calder is None or not calder.exists():
        yield Row(
            "calder/mafia night: not installed (PyPI 'mafia' in a venv of its own, then"
            " --calder-python; benchmarks/README.md)",
            [],
            "",
            None,
        )
        return
    csizes = ["14", "200", "1000"] if with_1000 else ["14", "200"]
    theirs = {}
    for n in csizes:
        reps = runs if n != "1000" else 1  # 20 s a night
        out = subprocess.run(
            [str(calder), str(Path(__file__).with_name("calder_night.py")), str(reps), n],
            capture_output=True,
            text=True,
            check=True,
        )
        theirs[n] = json.loads(out.stdout)[n]
    for n, (med, low, high) in theirs.items():
        row = Row(f"calder/mafia night, {int(n):,} players all acting", [med, low, high])
        row.ref_name = f"ours at {int(n):,} players"
        row.ref_times = ours[int(n)]
        yield row


def bench_tally(runs: int) -> Iterator[Row]:
    from mafiamod.engine.fold import play_phase
    from mafiamod.engine.model import PhaseInput, Vote
    from mafiamod.engine.votes import count_votes

    rng = random.Random(3)
    votes = tuple(Vote(*rng.sample(PLAYERS, 2)) for _ in range(5000))
    game = Game(opening(), [])
    state = game.open_state().copy()  # D1 as it starts (the rules check the phase order)
    state.dealt = True
    inp = PhaseInput("D1", votes={"elimination": votes}, closed=False)
    alive = set(PLAYERS)

    def bare() -> None:
        count_votes(
            votes,
            can_vote=lambda v: None if v in alive else "actor-dead",
            can_receive=lambda t: None if t in alive else "target-dead",
            majority=None,
        )

    def real() -> None:
        record = play_phase(game.ruleset, state.copy(), inp)
        game.renderer.render_record(record)

    yield Row(
        "tally of 5,000 votes, the rules' path (day resolved + vote count rendered)",
        timed(real, runs * 2),
        "count_votes alone on the same votes",
        timed(bare, runs * 2),
    )


def peaky_game() -> Game:
    """An 18-player Peaky game with its first turn entered and still open."""
    from mafiamod.script import parse_script

    text = (ROOT / "tests/scenarios/peaky-blinders/pb-31-example-three-turns.toml").read_text()
    script = Game.from_script(parse_script(text))
    events = []
    for e in script.events:
        if e.kind == "end-phase" and e.phase == "T2":
            break
        events.append(e)
    game = Game(script.opening, events)
    game.result()
    return game


def bench_peaky(runs: int, tmp: Path) -> Iterator[Row]:
    games: list[Game] = []
    headless = timed(lambda: games[-1].end_phase(), runs, setup=lambda: games.append(peaky_game()))
    window = new_window(tmp)

    def prepare() -> None:
        window.open_game(peaky_game(), None)
        # Resolve is clicked on the turn's page (the last run's Resolve showed the timeline)
        window.show_tab(0)

    def resolve() -> None:  # the click (timed until the window shows the result, painted)
        assert window.end_phase()

    clicks = timed_until_still("Resolve", resolve, runs, setup=prepare)
    close_window(window)
    yield Row(
        "Resolve Turn in the window, 18-player Peaky turn",
        clicks,
        "Game.end_phase headless",
        headless,
        "≤ 2×",
    )


def bench_commits(runs: int, tmp: Path) -> Iterator[Row]:
    from mafiamod.game import create_game

    n = 40
    rates, raw = [], []
    for r in range(runs):
        game = Game(opening(), [])
        game = create_game(tmp / f"commit-{r}.mafia", game)
        voter = Voter()
        start = time.perf_counter()
        for _ in range(n):
            game.vote(*voter.next())
        rates.append((time.perf_counter() - start) / n)
        game.close()
        conn = sqlite3.connect(tmp / f"raw-{r}.db", isolation_level=None)
        conn.execute("PRAGMA journal_mode=DELETE")  # the game file's journal (issue 13)
        conn.execute("PRAGMA synchronous=FULL")
        conn.execute("CREATE TABLE t (seq INTEGER PRIMARY KEY, payload TEXT)")
        start = time.perf_counter()
        for i in range(n):
            conn.execute("BEGIN")
            conn.execute("INSERT INTO t (payload) VALUES (?)", (json.dumps({"i": i}),))
            conn.execute("COMMIT")
        raw.append((time.perf_counter() - start) / n)
        conn.close()
    yield Row(
        "one vote committed to the game file (per entry)",
        rates,
        "a bare sqlite3 insert + commit (rollback journal, synchronous FULL)",
        raw,
    )


# -- the table -------------------------------------------------------------------------------
def fmt(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms" if seconds < 10 else f"{seconds:.1f} s"


def spread(times: list[float]) -> str:
    return f"{fmt(min(times))}–{fmt(max(times))}"


def print_row(row: Row) -> None:
    if not row.times:
        print(f"{row.name}")
        return
    line = f"{row.name:58} {fmt(median(row.times)):>9} ({spread(row.times):>17})"
    if row.ref_times:
        ratio = median(row.times) / median(row.ref_times)
        line += f" | {row.ref_name}: {fmt(median(row.ref_times))} → {ratio:.2f}×"
    if row.target:
        line += f"  [target {row.target}]"
    print(line, flush=True)


GROUPS = ("votes", "open", "start", "nights", "tally", "peaky", "commits")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="3 runs of each instead of 7")
    parser.add_argument(
        "--calder-1000",
        action="store_true",
        help="also calder/mafia's 1,000-player night (one run: 20 s or more)",
    )
    parser.add_argument("--only", nargs="*", choices=GROUPS, default=list(GROUPS))
    parser.add_argument(
        "--calder-python",
        type=Path,
        default=CALDER_DEFAULT,
        help="a Python with calder/mafia installed (skipped when missing)",
    )
    parser.add_argument(
        "--cpu",
        action="store_true",
        help="time in-process runs in CPU time (start-up stays wall time): a busy machine",
    )
    args = parser.parse_args(argv)
    if args.cpu:
        global CLOCK
        CLOCK = time.process_time
    runs = 3 if args.quick else 7
    started = time.perf_counter()
    print(f"{'benchmark':58} {'median':>9} ({'spread':>17}) | reference → ratio   ({runs} runs)")
    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        os.environ["XDG_CACHE_HOME"] = str(tmp / "cache")  # the kept checkpoints
        for group in args.only:
            rows = {
                "votes": lambda: bench_votes(runs, tmp),
                "open": lambda: bench_open(runs, tmp),
                "start": lambda: bench_start(runs, tmp),
                "nights": lambda: bench_nights(runs, args.calder_python, args.calder_1000),
                "tally": lambda: bench_tally(runs),
                "peaky": lambda: bench_peaky(runs, tmp),
                "commits": lambda: bench_commits(runs, tmp),
            }[group]()
            for row in rows:
                print_row(row)
    print(f"({time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
