"""A guard against a reference-count bug of some PySide6 builds (seen with 6.12.0 on
Python 3.11): every call from Python of a Qt method that returns nothing (``setText``,
``setToolTip``, ``beginResetModel`` …) takes one reference from ``None`` and gives none back.
``None`` then runs out of references after some thousands of entries and Python aborts
("Fatal Python error: none_dealloc: deallocating None"). Python 3.12 and later make ``None``
immortal, and a correct build takes nothing; there the guard does nothing.

:func:`install` tests the build once; where it takes references, :func:`top_up` (run after
every entry and every second) holds enough references to ``None`` that it never runs out
(8 bytes a reference lost: what the window's cell caches used to hold by chance), and
never lets them go, not even at exit.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, QTimer

LOW = 200_000  # below this many references to None, add TOP_UP more
TOP_UP = 500_000
_HELD: list[None] = []
_ACTIVE: list[bool] = []


def takes_references() -> bool:
    """Whether this build's void Qt methods take references from None."""
    if sys.version_info >= (3, 12):
        return False  # None is immortal
    timer = QTimer()
    before = sys.getrefcount(None)
    for _ in range(100):
        timer.setInterval(1000)
    return sys.getrefcount(None) < before - 50


def top_up() -> None:
    """Hold more references to None when it is running low (a no-op on a correct build)."""
    if _ACTIVE == [True] and sys.getrefcount(None) < LOW:
        if not _HELD:  # never freed, not even at exit: None keeps these references
            import ctypes

            ctypes.pythonapi.Py_IncRef(ctypes.py_object(_HELD))
        _HELD.extend([None] * TOP_UP)


def install(owner: QObject) -> None:
    """Test the build once; where it takes references, top up now and every second."""
    if not _ACTIVE:
        _ACTIVE.append(takes_references())
    if _ACTIVE != [True]:
        return
    top_up()
    timer = QTimer(owner)
    timer.timeout.connect(top_up)
    timer.start(1000)
