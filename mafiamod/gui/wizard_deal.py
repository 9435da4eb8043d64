"""The deal page's generated parts: the setup's [config] options and the fixed-deal table."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
)

from ..engine.config import ConfigOption
from ..setups import SetupInfo
from .widgets import parse_value

Field = QComboBox | QLineEdit | QSpinBox


def choice_text(spec: dict[str, Any], value: Any) -> str:
    """A choice as the setup words it (``choice_labels``), yes/no for a switch."""
    labels = spec.get("choice_labels", {})
    if isinstance(labels, dict) and str(value) in labels:
        return str(labels[str(value)])
    if isinstance(value, bool):
        return (
            QCoreApplication.translate("Wizard", "yes")
            if value
            else QCoreApplication.translate("Wizard", "no")
        )
    return str(value)


def config_widget(option: ConfigOption, spec: dict[str, Any], box: QGroupBox) -> Field:
    """The field that offers only what the option's declaration allows (the shared check,
    :mod:`mafiamod.engine.config`): its choices (true / false for a switch) in a combo box,
    a whole number in a spin box bounded by min and max (a day-or-off's 0 is "off"), else
    a line of text."""
    default = option.default
    choices = option.choices or ((True, False) if option.kind == "bool" else None)
    if choices is not None:
        combo = QComboBox(box)
        for choice in choices:
            combo.addItem(choice_text(spec, choice), choice)
        index = next(
            (i for i, c in enumerate(choices) if type(c) is type(default) and c == default), 0
        )
        combo.setCurrentIndex(index)
        return combo
    if option.kind in ("count", "day-or-off"):
        spin = QSpinBox(box)
        spin.setRange(*option.bounds())
        if spec.get("min_label"):
            spin.setSpecialValueText(str(spec["min_label"]))
        elif option.kind == "day-or-off":
            spin.setSpecialValueText(QCoreApplication.translate("Wizard", "off"))
        never = default is False or default == "off"
        spin.setValue(0 if never else int(default) if isinstance(default, int) else spin.minimum())
        return spin
    return QLineEdit("" if default is None else str(default), box)


def fill_config(form: QFormLayout, box: QGroupBox, info: SetupInfo) -> dict[str, Field]:
    """One row per setup option: its label, its choices in words (or a number within the
    option's range), and its help text under it."""
    while form.rowCount():
        form.removeRow(0)
    fields: dict[str, Field] = {}
    for key, spec in info.data.get("config", {}).items():
        if not isinstance(spec, dict):
            continue
        widget = config_widget(ConfigOption.from_spec(key, spec), spec, box)
        help_text = str(spec.get("help", ""))
        widget.setToolTip(help_text)
        label = QLabel(str(spec.get("label", key.replace("_", " ").capitalize())) + ":", box)
        label.setBuddy(widget)
        form.addRow(label, widget)
        if help_text:
            hint = QLabel(help_text, box)
            hint.setWordWrap(True)
            hint.setTextFormat(Qt.TextFormat.PlainText)
            hint.setStyleSheet("color:#616161")
            form.addRow("", hint)
        fields[key] = widget
    box.setVisible(bool(fields))
    return fields


def set_config(widget: Field, value: str) -> bool:
    """Choose ``value`` (as the setup.toml writes it) in an option's field."""
    if isinstance(widget, QComboBox):
        index = next(
            (i for i in range(widget.count()) if str(widget.itemData(i)).lower() == value.lower()),
            widget.findText(value),
        )
        widget.setCurrentIndex(index)
        return index >= 0
    if isinstance(widget, QSpinBox):
        widget.setValue(int(value))
        return True
    widget.setText(value)
    return True


def read_config(fields: dict[str, Field]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, widget in fields.items():
        if isinstance(widget, QComboBox):
            data = widget.currentData()
            out[key] = data if data is not None else parse_value(widget.currentText())
        elif isinstance(widget, QSpinBox):
            out[key] = widget.value()
        else:
            out[key] = parse_value(widget.text())
    return out


def fill_fixed(table: QTableWidget, info: SetupInfo, names: list[str]) -> None:
    roles = {
        rid: str(spec.get("name", rid)) if isinstance(spec, dict) else rid
        for rid, spec in info.data.get("roles", {}).items()
    }
    table.setRowCount(len(names))
    for row, name in enumerate(names):
        item = QTableWidgetItem(name)
        table.setItem(row, 0, item)
        combo = QComboBox(table)
        combo.addItem("", "")
        for rid, shown in roles.items():
            combo.addItem(shown, rid)
        table.setCellWidget(row, 1, combo)
    table.horizontalHeader().setStretchLastSection(True)


def read_fixed(table: QTableWidget) -> dict[str, str]:
    """The roles chosen (blank rows left out: the setup's rules say whether a partial deal is
    allowed, e.g. Charge Me Up fixes only the Mafia before its pre-game)."""
    out = {}
    for row in range(table.rowCount()):
        combo = table.cellWidget(row, 1)
        role = combo.currentData() or combo.currentText()
        if role:
            out[table.item(row, 0).text()] = role
    if not out:
        raise ValueError(
            QCoreApplication.translate(
                "NewGameWizard", "Fixed deal: choose the roles to fix (or deal at random)"
            )
        )
    return out
