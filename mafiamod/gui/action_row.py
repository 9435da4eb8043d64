"""One living player's line in the action form: ability, legal targets, setup fields, extras."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from ..engine.options import EntryOption
from .widgets import NamePicker, parse_extras


class ActionRow:
    """The widgets of one row of the grid; ``submit`` is called with (actor, ability, targets, extra)."""

    def __init__(self, grid: QGridLayout, row: int, actor: str, faction: tuple[str, str],
                 options: Sequence[EntryOption], submit: Callable[..., bool]) -> None:
        parent = grid.parentWidget()
        self.actor = actor
        self.options = list(options)
        self.submit_fn = submit
        name, colour = faction
        self.label = QLabel(f"<b style='color:{colour or '#333'}'>{actor}</b>", parent)
        self.label.setToolTip(f"{actor} — {name}")
        self.ability = QComboBox(parent)
        self.ability.addItem("— no action —", None)
        for option in self.options:
            self.ability.addItem(option.label, option.ability)
        self.ability.setEnabled(bool(self.options))
        self.targets_box = QWidget(parent)
        self.targets_layout = QHBoxLayout(self.targets_box)
        self.targets_layout.setContentsMargins(0, 0, 0, 0)
        self.pickers: list[NamePicker] = []
        self.fields: dict[str, QComboBox] = {}
        self.advanced = QLineEdit(parent)
        self.advanced.setPlaceholderText("key=value …")
        self.advanced.setToolTip("Advanced: free extra fields the setup reads (joat, effect, killer, at …)")
        self.button = QPushButton("Enter", parent)
        self.button.setToolTip(f"Enter {actor}'s action")
        self.entered = QLabel(parent)
        self.entered.setMinimumWidth(70)
        self.advanced.setMinimumWidth(110)
        for col, widget in enumerate((self.label, self.ability, self.targets_box, self.advanced, self.button,
                                      self.entered)):
            grid.addWidget(widget, row, col)
        self.ability.currentIndexChanged.connect(self._ability_changed)
        self.button.clicked.connect(self.submit)
        self.advanced.returnPressed.connect(self.submit)
        if len(self.options) == 1:
            self.ability.setCurrentIndex(1)
        self._ability_changed()

    def option(self) -> EntryOption | None:
        ability = self.ability.currentData()
        return next((o for o in self.options if o.ability == ability), None)

    def _ability_changed(self) -> None:
        while self.targets_layout.count():
            item = self.targets_layout.takeAt(0)
            if item.widget():
                item.widget().deleteLater()
        self.pickers, self.fields = [], {}
        option = self.option()
        if option is None:
            return
        for n in range(option.targets):
            picker = NamePicker(self.targets_box, f"target {n + 1}" if option.targets > 1 else "target")
            picker.set_names(option.candidates, keep=False)
            picker.lineEdit().returnPressed.connect(self.submit)
            self.targets_layout.addWidget(picker)
            self.pickers.append(picker)
        for key, choices in option.fields.items():
            combo = QComboBox(self.targets_box)
            combo.addItem(f"{key}: —", None)
            for choice in choices:
                combo.addItem(f"{key}: {choice}", choice)
            self.targets_layout.addWidget(combo)
            self.fields[key] = combo

    def read(self) -> tuple[str | None, list[str], dict[str, Any]]:
        """The row's entry; ValueError for a malformed advanced field."""
        extra: dict[str, Any] = {k: c.currentData() for k, c in self.fields.items() if c.currentData()}
        extra.update(parse_extras(self.advanced.text()))
        targets = [p.text() for p in self.pickers if p.text()]
        return self.ability.currentData(), targets, extra

    def submit(self) -> bool:
        try:
            ability, targets, extra = self.read()
        except ValueError as exc:
            return self.submit_fn(self.actor, None, [], {"__error__": str(exc)})
        if self.submit_fn(self.actor, ability, targets, extra):
            for picker in self.pickers:
                picker.setEditText("")
            self.advanced.clear()
            return True
        return False

    def show_entered(self, short: str, full: str, refused: bool = False) -> None:
        """What this player has entered so far this phase (the last entry counts)."""
        colour = "#b71c1c" if refused else "#2e7d32"
        mark = "✗" if refused else "✓"
        self.entered.setText(f"<span style='color:{colour}'>{mark} {short}</span>" if short else "")
        self.entered.setToolTip(f"Entered: {full}" + (" (ignored by the rules)" if refused else ""))

    def widgets(self) -> list[QWidget]:
        return [self.label, self.ability, self.targets_box, self.advanced, self.button, self.entered]
