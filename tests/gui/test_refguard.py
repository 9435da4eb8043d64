"""The guard that keeps None's references on a PySide6 build whose void methods take them."""

from __future__ import annotations

import sys

import pytest

from PySide6.QtWidgets import QLabel

from mafiamod.gui import refguard

pytestmark = pytest.mark.gui


def test_none_keeps_its_references_through_many_qt_calls(qapp) -> None:
    label = QLabel()
    refguard.install(label)
    if not refguard.takes_references():
        pytest.skip("this PySide6 build takes no references from None")
    for _ in range(20_000):  # what a few hundred entries' refreshes call
        label.setText("x")
    refguard.top_up()
    assert sys.getrefcount(None) >= refguard.LOW
