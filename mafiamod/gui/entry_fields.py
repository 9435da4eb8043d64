"""The compact inputs of an action row: combo boxes that elide what does not fit (the whole
text in the tooltip and in a popup wide enough to read it), and a setup's named fields."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import (
    QComboBox,
    QLineEdit,
    QSizePolicy,
    QStyle,
    QStyleOptionComboBox,
    QStylePainter,
    QWidget,
)

# the allowed values of a field the player words freely (a letter's text)
FREE_TEXT: tuple[str, ...] = ()


class ElidedCombo(QComboBox):
    """A non-editable combo that is as narrow as ``chars`` characters and elides its text."""

    def __init__(self, parent: QWidget | None = None, chars: int = 10) -> None:
        super().__init__(parent)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(chars)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.currentIndexChanged.connect(self._tip)

    def _tip(self) -> None:
        self.setToolTip(
            self.itemData(self.currentIndex(), Qt.ItemDataRole.ToolTipRole) or self.currentText()
        )

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        painter = QStylePainter(self)
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, opt)
        field = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, opt, QStyle.SubControl.SC_ComboBoxEditField, self
        )
        opt.currentText = self.fontMetrics().elidedText(
            opt.currentText, self.elide_mode(), max(field.width() - 4, 0)
        )
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, opt)

    def elide_mode(self) -> Qt.TextElideMode:
        return Qt.TextElideMode.ElideRight

    def showPopup(self) -> None:  # noqa: N802 (Qt's name)
        view = self.view()
        view.setMinimumWidth(min(view.sizeHintForColumn(0) + 24, 520))
        super().showPopup()


class ChoiceField(ElidedCombo):
    """A setup field with a fixed list of allowed values; the first item, the field's bare
    name, means "not given"."""

    def __init__(
        self,
        key: str,
        choices: Sequence[str],
        parent: QWidget | None = None,
        shown: str | None = None,
    ) -> None:
        super().__init__(parent, chars=6)
        self.key = key
        name = shown or label(key)
        self.addItem(name, None)
        self.setItemData(
            0,
            QCoreApplication.translate("EntryFields", "{field}: not given").format(field=name),
            Qt.ItemDataRole.ToolTipRole,
        )
        for choice in choices:
            self.addItem(f"{name}: {choice}", choice)
            self.setItemData(self.count() - 1, f"{name}: {choice}", Qt.ItemDataRole.ToolTipRole)
        self._tip()

    def value(self) -> Any:
        return self.currentData()

    def elide_mode(self) -> Qt.TextElideMode:
        """A chosen value stays visible ("mafia b…: Mab"); the bare name elides at the end."""
        return (
            Qt.TextElideMode.ElideRight
            if self.currentIndex() <= 0
            else Qt.TextElideMode.ElideMiddle
        )

    def set_value(self, value: str) -> bool:
        index = self.findData(value)
        if index >= 0:
            self.setCurrentIndex(index)
        return index >= 0

    def clear_value(self) -> None:
        self.setCurrentIndex(0)


class TextField(QLineEdit):
    """A setup field the player words freely (the option allows no fixed values)."""

    def __init__(self, key: str, parent: QWidget | None = None, shown: str | None = None) -> None:
        super().__init__(parent)
        self.key = key
        name = shown or label(key)
        self.setPlaceholderText(name)
        self.setToolTip(
            QCoreApplication.translate("EntryFields", "{field} (free text)").format(field=name)
        )
        self.setMinimumWidth(60)

    def value(self) -> Any:
        return self.text().strip() or None

    def set_value(self, value: str) -> bool:
        self.setText(value)
        return True

    def clear_value(self) -> None:
        self.clear()


def label(key: str) -> str:
    """A field's name as the form shows it (``mafia_backup`` → ``mafia backup``)."""
    return key.replace("_", " ").replace("-", " ")


def make_field(
    key: str, choices: Sequence[str], parent: QWidget, shown: str | None = None
) -> ChoiceField | TextField:
    """The widget of field ``key``, showing ``shown`` (the setup's label) or the key."""
    if tuple(choices) != FREE_TEXT:
        return ChoiceField(key, choices, parent, shown)
    return TextField(key, parent, shown)
