"""The wizard offers only the values a switch's declaration allows (the shared check)."""

from __future__ import annotations

from typing import Any

import pytest

from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLineEdit, QSpinBox
from pytestqt.qtbot import QtBot

from mafiamod.engine.config import ConfigOption
from mafiamod.gui.wizard_deal import fill_config, read_config
from mafiamod.setups import SetupInfo, build_ruleset, list_setups

SETUPS = list_setups()


@pytest.mark.parametrize("info", SETUPS, ids=[s.id for s in SETUPS])
def test_every_config_widget_offers_legal_values_only(qtbot: QtBot, info: SetupInfo) -> None:
    box = QGroupBox()
    qtbot.addWidget(box)
    form = QFormLayout(box)
    fields = fill_config(form, box, info)
    declared: dict[str, Any] = info.data.get("config", {})
    assert set(fields) == set(declared)
    ruleset = build_ruleset(info)
    ruleset.effective_config(read_config(fields))  # the defaults as the wizard shows them
    for key, widget in fields.items():
        option = ConfigOption.from_spec(key, declared[key])
        if option.choices is not None or option.kind == "bool":
            assert isinstance(widget, QComboBox), key
            values = [widget.itemData(i) for i in range(widget.count())]
            assert values == list(option.choices or (True, False)), key
            for i in range(widget.count()):
                widget.setCurrentIndex(i)
                ruleset.effective_config({key: read_config({key: widget})[key]})
        elif option.kind in ("count", "day-or-off"):
            assert isinstance(widget, QSpinBox), key
            assert (widget.minimum(), widget.maximum()) == option.bounds(), key
            for value in (widget.minimum(), widget.maximum()):
                widget.setValue(value)
                ruleset.effective_config({key: widget.value()})
        else:
            assert isinstance(widget, QLineEdit), key


def test_peaky_letters_spin_box_is_zero_to_five(qtbot: QtBot) -> None:
    info = next(s for s in SETUPS if s.id == "peaky-blinders")
    box = QGroupBox()
    qtbot.addWidget(box)
    widget = fill_config(QFormLayout(box), box, info)["letters_per_player"]
    assert isinstance(widget, QSpinBox)
    assert (widget.minimum(), widget.maximum(), widget.value()) == (0, 5, 1)
