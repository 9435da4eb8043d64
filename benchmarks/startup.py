"""Start-up time of the ``mafiamod`` window against an empty PySide6 QMainWindow.

Each run is a fresh interpreter; the clock runs from spawning it until it prints that its
window is shown (after the first turn of the event loop). Target: ratio ≤ 1.5.

Usage: python benchmarks/startup.py [--runs N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

#: the reference: an empty window, in the environment the app gives itself before Qt paints
#: (mafiamod/gui/__init__.py: Qt's raster engine paints without its thread pool; whether a
#: parent already set it or not, the reference and the app then paint alike)
EMPTY = """
import os
import sys
os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.show()
QTimer.singleShot(0, lambda: (print("shown", flush=True), app.quit()))
app.exec()
"""

MAFIAMOD = """
import sys
from mafiamod.cli import main
sys.exit(main([]))
"""


def once(code: str, extra_env: dict[str, str] | None = None) -> tuple[float, float]:
    """(wall seconds until the window is shown, CPU seconds of the whole child)."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
        "MAFIAMOD_EXIT_WHEN_SHOWN": "1",
        **(extra_env or {}),  # may say MAFIAMOD_EXIT_WHEN_SHOWN=posts
    }
    start = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-c", code],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
        text=True,
    )
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.strip() == "shown":
            break
    else:
        raise SystemExit(f"the child never showed its window (exit {proc.wait()})")
    elapsed = time.perf_counter() - start
    _pid, _status, usage = os.wait4(proc.pid, 0)
    proc.returncode = 0
    return elapsed, usage.ru_utime + usage.ru_stime


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args(argv)
    once(EMPTY), once(MAFIAMOD)  # warm the disk cache
    empty: list[tuple[float, float]] = []
    ours: list[tuple[float, float]] = []
    for _ in range(args.runs):  # alternate, so that load on the machine hits both alike
        empty.append(once(EMPTY))
        ours.append(once(MAFIAMOD))
    print(
        f"{'':20}{'wall median':>12}{'wall min':>10}{'wall max':>10}{'CPU median':>12}   ({args.runs} runs each)"
    )
    for name, runs in (("empty QMainWindow", empty), ("mafiamod window", ours)):
        wall = [w for w, _ in runs]
        cpu = [c for _, c in runs]
        print(
            f"{name:20}{statistics.median(wall) * 1000:>10.0f}ms{min(wall) * 1000:>8.0f}ms"
            f"{max(wall) * 1000:>8.0f}ms{statistics.median(cpu) * 1000:>10.0f}ms"
        )

    def ratio(pick: object) -> float:
        return pick([w for w, _ in ours]) / pick([w for w, _ in empty])  # type: ignore[operator]

    cpu_ratio = statistics.median([c for _, c in ours]) / statistics.median([c for _, c in empty])
    print(
        f"ratio: {ratio(statistics.median):.2f}x wall (median), {ratio(min):.2f}x wall (best runs), "
        f"{cpu_ratio:.2f}x CPU (median)   target ≤ 1.5x"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
