"""The deal page's generated parts: the setup's [config] options and the fixed-deal table."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QTableWidget,
    QTableWidgetItem,
)

from ..setups import SetupInfo
from .widgets import parse_value


def fill_config(
    form: QFormLayout, box: QGroupBox, info: SetupInfo
) -> dict[str, QComboBox | QLineEdit]:
    while form.rowCount():
        form.removeRow(0)
    fields: dict[str, QComboBox | QLineEdit] = {}
    for key, spec in info.data.get("config", {}).items():
        widget: QComboBox | QLineEdit
        if spec.get("choices"):
            widget = QComboBox(box)
            widget.addItems([str(c) for c in spec["choices"]])
            widget.setCurrentText(str(spec.get("default", "")))
        else:
            widget = QLineEdit(str(spec.get("default", "")), box)
        widget.setToolTip(str(spec.get("help", "")))
        form.addRow(QLabel(f"{spec.get('label', key)}:", box), widget)  # in the setup's language
        fields[key] = widget
    box.setVisible(bool(fields))
    return fields


def read_config(fields: dict[str, QComboBox | QLineEdit]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, widget in fields.items():
        text = widget.currentText() if isinstance(widget, QComboBox) else widget.text()
        out[key] = parse_value(text)
    return out


def fill_fixed(table: QTableWidget, info: SetupInfo, names: list[str]) -> None:
    roles = info.data.get("roles", {})
    table.setRowCount(len(names))
    for row, name in enumerate(names):
        item = QTableWidgetItem(name)
        table.setItem(row, 0, item)
        combo = QComboBox(table)
        combo.addItem("", "")
        for role_id, role in roles.items():  # the role's name in the setup's language
            combo.addItem(str(role.get("name", role_id)), role_id)
        table.setCellWidget(row, 1, combo)
    table.horizontalHeader().setStretchLastSection(True)


def read_fixed(table: QTableWidget) -> dict[str, str]:
    """The roles chosen (blank rows left out: the setup's rules say whether a partial deal is
    allowed, e.g. Charge Me Up fixes only the Mafia before its pre-game)."""
    out = {}
    for row in range(table.rowCount()):
        role = table.cellWidget(row, 1).currentData()
        if role:
            out[table.item(row, 0).text()] = role
    if not out:
        raise ValueError(
            QCoreApplication.translate(
                "NewGameWizard", "Fixed deal: choose the roles to fix (or deal at random)"
            )
        )
    return out
