"""Icons from ``resources/icons`` (found from source and when frozen).

The app icon is a PNG rendered from ``mafiamod.svg`` (``scripts/screenshots.py``
re-renders it): loading an SVG at start-up loads the Qt SVG icon engine, ~5 ms.
"""

from __future__ import annotations

from PySide6.QtGui import QIcon, QPixmap

from ..paths import resource

ICON_SIZES = (32, 96, 256)


def app_icon() -> QIcon:
    icon = QIcon()
    for size in ICON_SIZES:
        icon.addFile(str(resource("icons", f"mafiamod-{size}.png")))
    return icon


def logo(size: int = 96) -> QPixmap:
    return QPixmap(str(resource("icons", f"mafiamod-{size}.png")))


def render_pngs() -> None:
    """Render ``mafiamod.svg`` into the PNGs the app loads (a developer step; needs QtSvg)."""
    from PySide6.QtCore import QSize

    svg = QIcon(str(resource("icons", "mafiamod.svg")))
    for size in ICON_SIZES:
        svg.pixmap(QSize(size, size)).save(str(resource("icons", f"mafiamod-{size}.png")))
