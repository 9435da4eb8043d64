"""One living player's line in the action form: ability, legal targets, setup fields, extras.

The row fits the middle pane of a 1366-px window: the ability and field combos are narrow
and elide (whole text in tooltips and popups), targets and fields wrap two to a line, and the
free extras field gives up its width first.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from ..engine.options import EntryOption
from .entry_fields import FREE_TEXT, ChoiceField, ElidedCombo, TextField, make_field
from .plain import rich
from .widgets import NamePicker, parse_extras

# the ability id of an option that enters only its fields, with no ability (X-SHOTS' bare
# JOAT declaration, "— joat only —"): the entry is sent with ``ability = None``
FIELDS_ONLY = ""
# the item role holding the option's position in ``options`` (several options may share
# an ability id, e.g. Democrabilities' "Send Inform" and "Send effect")
OPTION_ROLE = Qt.ItemDataRole.UserRole + 1
ENTERED_WIDTH = 66
NAME_WIDTH = 170  # pixels: the widest a player's name is shown in the form
PER_LINE = 2


class ActionRow:
    """The widgets of one row of the grid; ``submit`` is called with (actor, ability, targets, extra)."""

    def __init__(
        self,
        grid: QGridLayout,
        row: int,
        actor: str,
        faction: tuple[str, str],
        options: Sequence[EntryOption],
        submit: Callable[..., bool],
    ) -> None:
        parent = grid.parentWidget()
        self.actor = actor
        self.options = list(options)
        self.submit_fn = submit
        name, colour = faction
        self.faction = faction
        self.grid_row = row
        self.label = rich(QLabel(parent))
        bold = QFont(self.label.font())
        bold.setBold(True)
        # a very long forum name elides (the tooltip has it whole): whole, it widened the
        # name column until the targets and the Enter button were out of sight
        shown = QFontMetrics(bold).elidedText(actor, Qt.TextElideMode.ElideRight, NAME_WIDTH)
        self.label.setText(f"<b style='color:{colour or '#333'}'>{html.escape(shown)}</b>")
        self.label.setToolTip(f"{actor} — {name}")
        self.ability = ElidedCombo(parent, chars=8)
        self._fill_abilities()
        self.targets_box = QWidget(parent)
        self.targets_layout = QGridLayout(self.targets_box)
        self.targets_layout.setContentsMargins(0, 0, 0, 0)
        self.targets_layout.setSpacing(2)
        self.pickers: list[NamePicker] = []
        self.fields: dict[str, ChoiceField | TextField] = {}
        self.advanced = QLineEdit(parent)
        self.advanced.setPlaceholderText(QCoreApplication.translate("ActionRow", "extras"))
        self.advanced.setToolTip(
            QCoreApplication.translate(
                "ActionRow",
                "Advanced: extra fields the setup reads, as key=value (joat, effect, killer, at …)",
            )
        )
        self.advanced.setMinimumWidth(36)
        self.advanced.setMaximumWidth(120)
        self.advanced.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        enter = QCoreApplication.translate("ActionRow", "Enter")
        self.button = QPushButton(enter, parent)
        self.button.setToolTip(
            QCoreApplication.translate("ActionRow", "Enter {player}'s action").format(player=actor)
        )
        self.button.setMaximumWidth(self.button.fontMetrics().horizontalAdvance(enter) + 28)
        self.entered = rich(QLabel(parent))
        #: what the status says when the entry's own words do not fit ("✓ entered")
        self.entered_word = QCoreApplication.translate(
            "ActionRow", "entered", "the status of a row whose entry's name is too long to show"
        )
        self.entered.setFixedWidth(
            max(ENTERED_WIDTH, self.entered.fontMetrics().horizontalAdvance(self.status("")) + 8)
        )
        for text in (self.label, self.entered):  # level with the first line of a wrapped row
            text.setFixedHeight(self.ability.sizeHint().height())
        for col, widget in enumerate(self.widgets()):
            grid.addWidget(widget, row, col, Qt.AlignmentFlag.AlignTop)
        self.ability.currentIndexChanged.connect(self._ability_changed)
        self.button.clicked.connect(self.submit)
        self.advanced.returnPressed.connect(self.submit)
        self._preselect()

    def _fill_abilities(self) -> None:
        self.ability.clear()
        self.ability.addItem(QCoreApplication.translate("ActionRow", "— none —"), None)
        for position, option in enumerate(self.options):
            self.ability.addItem(option.label, option.ability)
            item = self.ability.count() - 1
            self.ability.setItemData(item, position, OPTION_ROLE)
            if option.ability == FIELDS_ONLY:
                only = ", ".join(option.fields)
                self.ability.setItemData(
                    item,
                    QCoreApplication.translate(
                        "ActionRow", "No action: only a {fields} declaration"
                    ).format(fields=only),
                    Qt.ItemDataRole.ToolTipRole,
                )
        self.ability.setEnabled(bool(self.options))

    def _preselect(self) -> None:
        if len(self.options) == 1 and self.options[0].ability != FIELDS_ONLY:
            self.ability.setCurrentIndex(1)
        self._ability_changed()

    def reuse(self, grid: QGridLayout, row: int, options: Sequence[EntryOption]) -> None:
        """Show this player's row at ``row`` with ``options`` (a new phase): the widgets stay,
        only what the options change is filled again (a Resolve keeps the form's rows)."""
        if row != self.grid_row:
            for col, widget in enumerate(self.widgets()):
                grid.removeWidget(widget)
                grid.addWidget(widget, row, col, Qt.AlignmentFlag.AlignTop)
            self.grid_row = row
        if list(options) == self.options:
            first = 1 if len(self.options) == 1 and self.options[0].ability != FIELDS_ONLY else 0
            if self.ability.currentIndex() != first:
                self.ability.setCurrentIndex(first)  # rebuilds the targets and fields
            else:
                self._clear_inputs()
            return
        labels = [(o.ability, o.label) for o in options]
        same_items = labels == [(o.ability, o.label) for o in self.options]
        self.options = list(options)
        if same_items:
            self._ability_changed()  # the same abilities: new targets and fields only
            return
        self.ability.blockSignals(True)
        self._fill_abilities()
        self.ability.blockSignals(False)
        self._preselect()

    def option(self) -> EntryOption | None:
        position = self.ability.currentData(OPTION_ROLE)
        return self.options[position] if isinstance(position, int) else None

    def choose(self, ability: str | None, **values: str) -> bool:
        """Select the first option of ``ability`` (``FIELDS_ONLY`` for a declaration with no
        ability) whose fields offer ``values``; False when none is offered."""
        for item in range(1, self.ability.count()):
            option = self.options[self.ability.itemData(item, OPTION_ROLE)]
            if option.ability == ability and all(
                key in option.fields
                and (tuple(option.fields[key]) == FREE_TEXT or value in option.fields[key])
                for key, value in values.items()
            ):
                self.ability.setCurrentIndex(item)
                return True
        return False

    def label_of(self, ability: str) -> str:
        """The form's name of ``ability`` (its id when this row does not offer it)."""
        return next((o.label for o in self.options if o.ability == ability), ability)

    def _ability_changed(self) -> None:
        while self.targets_layout.count():
            item = self.targets_layout.takeAt(0)
            if item.widget():
                item.widget().deleteLater()
        self.pickers, self.fields = [], {}
        option = self.option()
        fields = option.fields if option else {}
        widgets: list[QWidget] = []
        for n in range(option.targets if option else 0):
            picker = NamePicker(
                self.targets_box,
                QCoreApplication.translate("ActionRow", "target {n}").format(n=n + 1)
                if option.targets > 1
                else QCoreApplication.translate("ActionRow", "target"),
            )
            picker.setMinimumContentsLength(5)
            picker.set_names(option.candidates, keep=False)
            picker.lineEdit().returnPressed.connect(self.submit)
            self.pickers.append(picker)
            widgets.append(picker)
        for key, choices in fields.items():
            field = make_field(
                key, choices, self.targets_box, option.field_labels.get(key) if option else None
            )
            if isinstance(field, TextField):
                field.returnPressed.connect(self.submit)
            self.fields[key] = field
            widgets.append(field)
        for i, widget in enumerate(widgets):
            self.targets_layout.addWidget(widget, i // PER_LINE, i % PER_LINE)
        self._preset()

    def _preset(self) -> None:
        """Give the value that tells an option from the others of its ability: a field with a
        single allowed value on an option sharing its ability id (Democrabilities' "Send
        Inform" is ``send-effect`` with ``effect = inform``)."""
        option = self.option()
        if option is None or sum(o.ability == option.ability for o in self.options) < 2:
            return
        for key, choices in option.fields.items():
            field = self.fields.get(key)
            if len(choices) == 1 and isinstance(field, ChoiceField):
                field.set_value(choices[0])

    def read(self) -> tuple[str | None, list[str], dict[str, Any]]:
        """The row's entry; ValueError for a malformed advanced field."""
        extra: dict[str, Any] = {k: f.value() for k, f in self.fields.items() if f.value()}
        extra.update(parse_extras(self.advanced.text()))
        targets = [p.text() for p in self.pickers if p.text()]
        option = self.option()
        return (option.ability or None) if option else None, targets, extra

    def submit(self) -> bool:
        try:
            ability, targets, extra = self.read()
        except ValueError as exc:
            return self.submit_fn(self.actor, None, [], {"__error__": str(exc)})
        if self.submit_fn(self.actor, ability, targets, extra):
            self._clear_inputs()
            return True
        return False

    def _clear_inputs(self) -> None:
        for picker in self.pickers:
            picker.setEditText("")
        for field in self.fields.values():
            field.clear_value()
        self._preset()
        self.advanced.clear()

    def status(self, mark: str, short: str = "") -> str:
        """The status text: the mark and the entry's words, or the mark and "entered" when
        ``short`` is empty."""
        return f"{mark or '✓'} {short or self.entered_word}"

    def show_entered(
        self,
        short: str,
        full: str,
        refused: bool = False,
        replaced: bool = False,
        names: bool = False,
    ) -> None:
        """What this player has entered so far this phase (the last entry counts); a replaced
        entry (a later one for its slot counts, e.g. a teammate's kill order) is grey.
        ``short`` is the targets (``names``: their beginning still says who, so they elide)
        or the entry's name, which shows whole or not at all: a name too long for the
        status ("Визит в «Гарнизон»") says "entered", its full text in the tooltip."""
        colour = "#b71c1c" if refused else "#757575" if replaced else "#2e7d32"
        mark = "✗" if refused else "↻" if replaced else "✓"
        metrics = self.entered.fontMetrics()
        room = self.entered.maximumWidth() - 4
        text = self.status(mark, short)
        if not names and metrics.horizontalAdvance(text) > room:
            text = self.status(mark)
        fitted = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)
        self.entered.setText(
            f"<span style='color:{colour}'>{html.escape(fitted)}</span>" if short else ""
        )
        note = (
            " " + QCoreApplication.translate("ActionRow", "(ignored by the rules)")
            if refused
            else " " + QCoreApplication.translate("ActionRow", "(replaced by a later entry)")
            if replaced
            else ""
        )
        self.entered.setToolTip(
            QCoreApplication.translate("ActionRow", "Entered: {entry}").format(entry=full) + note
        )

    def widgets(self) -> list[QWidget]:
        return [
            self.label,
            self.ability,
            self.targets_box,
            self.advanced,
            self.button,
            self.entered,
        ]
