"""The PySide6 desktop app: the only package that imports Qt."""

import os

# Qt's raster engine hands every fill more than 96 lines high (a scroll bar's gradient, a
# table's background) to a pool of threads and waits for them; for this window's narrow
# fills the hand-off costs more than the fill: a whole repaint of the game window took
# 3.5 ms with the pool and 2.3 ms without, and a busy machine makes the wait longer. Qt
# reads the switch when it first paints; a value the environment sets already is kept.
os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")
