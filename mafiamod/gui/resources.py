"""Icons from ``resources/icons`` (found from source and when frozen)."""

from __future__ import annotations

from PySide6.QtGui import QIcon

from ..paths import resource


def app_icon() -> QIcon:
    return QIcon(str(resource("icons", "mafiamod.svg")))
