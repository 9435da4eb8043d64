"""The "Build a setup…" dialog: a view of :class:`mafiamod.setup_builder.SetupDraft`.

A table of the library's roles (a row per role, more rows for a role dealt with another
team, modifiers or shots) with the selected row's controls under it, the library's switches
with their labels, help and legal values (choices in words), name, id, designer and
description. Every change re-checks the draft (the composer's checks, then the same as
``mafiamod check-setup``) and shows each problem beside its field; Save writes the setup to
the moderator's setups folder (over the setup being edited, when it is one of theirs).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QModelIndex, Qt, QTimer
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QSpinBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine.errors import KnownError
from ..engine.messages import Message, of_error
from ..setup_builder import (
    DESCRIPTION,
    DESIGNER,
    ID,
    NAME,
    ROLES,
    Issue,
    Library,
    Row,
    SetupDraft,
    SwitchChoice,
    row_field,
    slug,
    switch_field,
)
from ..setup_check import SetupCheckFailed
from . import engine_text
from .forms.setup_builder_ui import Ui_SetupBuilderDialog

ROLE, TEAM, MODIFIERS, SHOTS, COUNT = range(5)
CONTEXT = "SetupBuilderDialog"
PROBLEM_ROW = QColor("#ffebee")

# the composer's problems in the window's language (the same templates as
# :data:`mafiamod.setup_builder.TEMPLATES`; a test keeps the two lists equal)
ISSUE_TEMPLATES = (
    QT_TRANSLATE_NOOP("SetupBuilderDialog", "Give the setup a name."),
    QT_TRANSLATE_NOOP(
        "SetupBuilderDialog", "Give the setup an id: lower-case words joined by '-'."
    ),
    QT_TRANSLATE_NOOP("SetupBuilderDialog", "The id {id} is not lower-case words joined by '-'."),
    QT_TRANSLATE_NOOP(
        "SetupBuilderDialog", "The id {id} is taken by another setup: choose another one."
    ),
    QT_TRANSLATE_NOOP("SetupBuilderDialog", "Say who designed the setup."),
    QT_TRANSLATE_NOOP("SetupBuilderDialog", "Describe the setup in a line or two."),
    QT_TRANSLATE_NOOP(
        "SetupBuilderDialog", "These roles seat {n} players: a game needs {low} to {high}."
    ),
    QT_TRANSLATE_NOOP("SetupBuilderDialog", "{role}: at most one per game."),
    QT_TRANSLATE_NOOP("SetupBuilderDialog", "{role}: a count is 0 or more."),
    QT_TRANSLATE_NOOP("SetupBuilderDialog", "{role}: not a role of the library."),
    QT_TRANSLATE_NOOP("SetupBuilderDialog", "{role} cannot be on the {team} team."),
    QT_TRANSLATE_NOOP(
        "SetupBuilderDialog", "{role}: {modifier} needs a role with a night action, or a mafioso."
    ),
    QT_TRANSLATE_NOOP("SetupBuilderDialog", "{role}: shots need a role with a night action."),
    QT_TRANSLATE_NOOP("SetupBuilderDialog", "{role}: shots are 1 or more (none: unlimited)."),
    QT_TRANSLATE_NOOP(
        "SetupBuilderDialog", "No Mafia and no Serial Killer: the Town would win at once."
    ),
    QT_TRANSLATE_NOOP(
        "SetupBuilderDialog", "The Mafia would have parity from the start: add town roles."
    ),
    QT_TRANSLATE_NOOP("SetupBuilderDialog", "{label}: {problem}"),
    QT_TRANSLATE_NOOP("SetupBuilderDialog", "{problem}"),
)


def library_word(text: str) -> str:
    """A library switch's label, help or choice label in the window's language (collected by
    ``scripts/build_i18n.py`` from ``resources/libraries/``; a setup's own words stay as they are)."""
    return QCoreApplication.translate("library", text)


def issue_text(issue: Issue) -> str:
    """An issue in the window's language."""
    params = {
        k: engine_text.say(v) if isinstance(v, Message) else v for k, v in issue.params.items()
    }
    if isinstance(params.get("label"), str):
        params["label"] = library_word(params["label"])  # a switch's label
    return QCoreApplication.translate(CONTEXT, issue.template).format(**params)


class CountDelegate(QStyledItemDelegate):
    """The Count column is edited with a spin box of the row's range (0–1 for a unique role)."""

    def __init__(self, dialog: SetupBuilderDialog) -> None:
        super().__init__(dialog)
        self.dialog = dialog

    def createEditor(  # noqa: N802 (Qt's name)
        self, parent: QWidget, option: QStyleOptionViewItem, index: QModelIndex
    ) -> QWidget:
        spin = QSpinBox(parent)
        spin.setRange(0, self.dialog.max_count(index.row()))
        spin.setFrame(False)
        return spin

    def setEditorData(self, editor: QWidget, index: QModelIndex) -> None:  # noqa: N802
        if isinstance(editor, QSpinBox):
            editor.setValue(int(index.data(Qt.ItemDataRole.EditRole) or 0))

    def setModelData(self, editor: QWidget, model: Any, index: QModelIndex) -> None:  # noqa: N802
        if isinstance(editor, QSpinBox):
            editor.interpretText()
            model.setData(index, editor.value(), Qt.ItemDataRole.EditRole)


class SetupBuilderDialog(QDialog):
    """Composes one setup; after Save, ``saved`` is the setup's folder.

    ``draft`` may be a loaded setup (:func:`mafiamod.setup_builder.draft_of`): the moderator's
    own to edit, or a duplicate."""

    def __init__(
        self,
        root: Path,
        library: Library | None = None,
        parent: QWidget | None = None,
        draft: SetupDraft | None = None,
    ):
        super().__init__(parent)
        self.ui = Ui_SetupBuilderDialog()
        self.ui.setupUi(self)
        self.root = root
        self.library = library or (draft.library if draft else Library.load())
        self.draft = draft or SetupDraft(self.library)
        self.saved: Path | None = None
        self.issues: list[Issue] = []
        self.switch_widgets: dict[str, QCheckBox | QComboBox | QSpinBox] = {}
        self.switch_problems: dict[str, QLabel] = {}
        self.modifier_boxes: dict[str, QCheckBox] = {}
        self._id_edited = self.draft.editing is not None  # a new setup's id follows its name
        self._syncing = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(150)
        self._timer.timeout.connect(self.revalidate)
        self.save_button = self.ui.buttonBox.button(QDialogButtonBox.StandardButton.Save)
        self.save_button.clicked.connect(self.save)
        if self.draft.editing:
            self.setWindowTitle(self.tr("Edit the setup {name}").format(name=self.draft.name))
        self._fill_about()
        self._fill_modifiers()
        self._fill_roles()
        self._fill_switches()
        self._connect()
        self._tab_order()
        self.ui.rolesTable.setCurrentIndex(self.ui.rolesTable.model().index(0, COUNT))
        self._row_selected()
        self.revalidate()

    # -- building the form -------------------------------------------------------------
    def _fill_about(self) -> None:
        ui, draft = self.ui, self.draft
        ui.nameEdit.setText(draft.name)
        ui.idEdit.setText(draft.setup_id)
        ui.designerEdit.setText(draft.designer)
        ui.descriptionEdit.setPlainText(draft.description)

    def _fill_modifiers(self) -> None:
        layout = self.ui.modifiersLayout
        for modifier in self.library.modifiers:
            box = QCheckBox(modifier.name, self.ui.modifiersHost)
            box.setToolTip(modifier.line)
            box.toggled.connect(self._row_edited)
            layout.addWidget(box)
            self.modifier_boxes[modifier.id] = box

    def _fill_roles(self) -> None:
        table = self.ui.rolesTable
        table.setItemDelegateForColumn(COUNT, CountDelegate(self))
        table.verticalHeader().setDefaultSectionSize(24)
        header = table.horizontalHeader()
        header.setSectionResizeMode(ROLE, QHeaderView.ResizeMode.Stretch)
        for column in (TEAM, MODIFIERS, SHOTS, COUNT):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self._show_rows()

    def _show_rows(self) -> None:
        """The table from the draft's rows."""
        table = self.ui.rolesTable
        self._syncing = True
        table.setRowCount(len(self.draft.rows))
        for index, row in enumerate(self.draft.rows):
            self._show_row(index, row)
        self._syncing = False

    def _show_row(self, index: int, row: Row) -> None:
        table, lib = self.ui.rolesTable, self.library
        choice = lib.role(row.role)
        alignment = row.alignment or choice.alignment
        faction = lib.faction(alignment)
        cells = [
            choice.name,
            faction.name,
            ", ".join(lib.modifier(m).name for m in lib.sort_modifiers(row.modifiers)),
            "" if row.shots is None else str(row.shots),  # blank: unlimited
            None,
        ]
        for column, text in enumerate(cells):
            item = table.item(index, column)
            if item is None:
                item = QTableWidgetItem()
                table.setItem(index, column, item)
            flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
            if column == COUNT:
                item.setData(Qt.ItemDataRole.EditRole, row.count)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                flags |= Qt.ItemFlag.ItemIsEditable
            else:
                item.setText(str(text))
            item.setFlags(flags)
        table.item(index, ROLE).setToolTip(
            self.tr("{title}: {line}").format(title=lib.title(row), line=choice.ability)
        )
        if faction.color:
            table.item(index, TEAM).setForeground(QColor(faction.color))

    def _switch_widget(self, switch: SwitchChoice) -> QCheckBox | QComboBox | QSpinBox:
        host = self.ui.switchesHost
        widget: QCheckBox | QComboBox | QSpinBox
        value = self.draft.switches.get(switch.key, switch.default)
        if switch.kind == "bool":
            widget = QCheckBox(host)
            widget.setChecked(bool(value))
            widget.toggled.connect(self.changed)
        elif switch.kind == "choice":
            widget = QComboBox(host)
            for choice in switch.choices:
                widget.addItem(library_word(switch.choice_label(choice)), choice)
            widget.setCurrentIndex(max(0, widget.findData(value)))
            widget.currentIndexChanged.connect(self.changed)
        else:  # "day-or-off", "count": a whole number, with "off" for 0 where it means off
            widget = QSpinBox(host)
            off = switch.kind == "day-or-off"
            low = 0 if off else switch.minimum
            widget.setRange(low, switch.maximum if switch.maximum is not None else max(99, low))
            if off:
                widget.setSpecialValueText(self.tr("off"))
                widget.setPrefix(self.tr("from day "))
            widget.setValue(0 if value in (False, "off") else int(value))
            widget.valueChanged.connect(self.changed)
        widget.setToolTip(library_word(switch.help))
        widget.setAccessibleName(library_word(switch.label))
        return widget

    def _fill_switches(self) -> None:
        form = self.ui.switchesForm
        for switch in self.library.switches:
            widget = self._switch_widget(switch)
            self.switch_widgets[switch.key] = widget
            field = QWidget(self.ui.switchesHost)
            column = QVBoxLayout(field)
            column.setContentsMargins(0, 0, 0, 0)
            column.setSpacing(0)
            column.addWidget(widget)
            note = QLabel(library_word(switch.help), field)
            note.setWordWrap(True)
            note.setTextFormat(Qt.TextFormat.PlainText)
            note.setStyleSheet("color:#616161; font-size:small")
            column.addWidget(note)
            problem = QLabel(field)
            problem.setWordWrap(True)
            problem.setStyleSheet("color:#b71c1c")
            problem.hide()
            column.addWidget(problem)
            self.switch_problems[switch.key] = problem
            label = QLabel(f"{library_word(switch.label)}:", self.ui.switchesHost)
            label.setBuddy(widget)
            form.addRow(label, field)

    def _connect(self) -> None:
        ui = self.ui
        ui.nameEdit.textEdited.connect(self._name_edited)
        ui.idEdit.textEdited.connect(self._id_typed)
        for edit in (ui.idEdit, ui.designerEdit):
            edit.textChanged.connect(self.changed)
        ui.descriptionEdit.textChanged.connect(self.changed)
        ui.rolesTable.itemSelectionChanged.connect(self._row_selected)
        ui.rolesTable.selectionModel().currentChanged.connect(self._to_count)
        ui.rolesTable.itemChanged.connect(self._cell_edited)
        ui.countSpin.valueChanged.connect(self._row_edited)
        ui.teamCombo.currentIndexChanged.connect(self._row_edited)
        ui.shotsSpin.valueChanged.connect(self._row_edited)
        ui.shotsSpin.setSpecialValueText(self.tr("unlimited"))
        ui.addVariantButton.clicked.connect(self.add_variant)
        ui.removeRowButton.clicked.connect(self.remove_row)

    def _tab_order(self) -> None:
        """Roles, the selected row's controls, the setup's words, the switches, the buttons."""
        ui = self.ui
        chain: list[QWidget] = [ui.rolesTable, ui.countSpin, ui.teamCombo]
        chain += list(self.modifier_boxes.values())
        chain += [ui.shotsSpin, ui.addVariantButton, ui.removeRowButton]
        chain += [ui.nameEdit, ui.idEdit, ui.designerEdit, ui.descriptionEdit]
        chain += list(self.switch_widgets.values())
        chain += [self.save_button, ui.buttonBox.button(QDialogButtonBox.StandardButton.Cancel)]
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

    # -- rows ---------------------------------------------------------------------------
    def _to_count(self, current: QModelIndex, _previous: QModelIndex) -> None:
        """Keep the table's current cell in the Count column: a digit typed on a row (after a
        click on its name, too) edits how many are dealt."""
        if current.isValid() and current.column() != COUNT:
            row = current.row()
            QTimer.singleShot(0, lambda: self._focus_count(row))

    def _focus_count(self, row: int) -> None:
        table = self.ui.rolesTable
        if 0 <= row < table.rowCount() and table.currentIndex().column() != COUNT:
            table.setCurrentIndex(table.model().index(row, COUNT))

    def current_row(self) -> int:
        rows = self.ui.rolesTable.selectionModel().selectedRows()
        return rows[0].row() if rows else -1

    def max_count(self, index: int) -> int:
        row = self.draft.rows[index]
        """The most the row's count may hold: 1 for a unique role, else the library setup's
        largest game (``[players] max``)."""
        return 1 if self.library.role(row.role).unique else self.library.players_max

    def select_role(self, role_id: str, variant: int = 0) -> int:
        """Select the role's row (its ``variant``-th row); the row's index."""
        rows = [i for i, r in enumerate(self.draft.rows) if r.role == role_id]
        index = rows[variant]
        table = self.ui.rolesTable
        table.setCurrentIndex(table.model().index(index, COUNT))
        return index

    def set_count(self, role_id: str, count: int, variant: int = 0) -> None:
        """How many of a role (its ``variant``-th row), as typed in the row's count."""
        self.select_role(role_id, variant)
        self.ui.countSpin.setValue(count)

    def _row_selected(self) -> None:
        """Show the selected row in the controls under the table."""
        index = self.current_row()
        ui, lib = self.ui, self.library
        enabled = index >= 0
        for widget in (ui.countSpin, ui.teamCombo, ui.shotsSpin, ui.addVariantButton):
            widget.setEnabled(enabled)
        if not enabled:
            return
        row = self.draft.rows[index]
        choice = lib.role(row.role)
        self._syncing = True
        ui.countSpin.setRange(0, self.max_count(index))
        ui.countSpin.setValue(row.count)
        ui.teamCombo.clear()
        for alignment in choice.alignments:
            ui.teamCombo.addItem(lib.faction(alignment).name, alignment)
        ui.teamCombo.setCurrentIndex(
            max(0, ui.teamCombo.findData(row.alignment or choice.alignment))
        )
        ui.teamCombo.setEnabled(len(choice.alignments) > 1)
        ui.shotsSpin.setValue(row.shots or 0)
        ui.shotsSpin.setEnabled(choice.action)
        self._syncing = False
        self._modifiers_enabled(index)
        same = sum(r.role == row.role for r in self.draft.rows)
        ui.removeRowButton.setEnabled(same > 1)
        self._show_row_issues()

    def _modifiers_enabled(self, index: int) -> None:
        row = self.draft.rows[index]
        allowed = self.library.modifiers_allowed(
            row.role, row.alignment or self.library.role(row.role).alignment
        )
        self._syncing = True
        for mid, box in self.modifier_boxes.items():
            box.setChecked(mid in row.modifiers)
            box.setEnabled(allowed or mid in row.modifiers)
        self._syncing = False

    def _row_edited(self, *_args: Any) -> None:
        """The selected row's controls changed: the draft's row and the table follow."""
        index = self.current_row()
        if self._syncing or index < 0:
            return
        ui = self.ui
        old = self.draft.rows[index]
        choice = self.library.role(old.role)
        alignment = str(ui.teamCombo.currentData() or choice.alignment)
        row = replace(
            old,
            count=ui.countSpin.value(),
            alignment="" if alignment == choice.alignment else alignment,
            modifiers=tuple(m for m, box in self.modifier_boxes.items() if box.isChecked()),
            shots=(ui.shotsSpin.value() or None) if choice.action else None,
        )
        self.draft.rows[index] = row
        self._syncing = True
        self._show_row(index, row)
        self._syncing = False
        if row.alignment != old.alignment:
            self._modifiers_enabled(index)
        self.changed()

    def _cell_edited(self, item: QTableWidgetItem) -> None:
        if self._syncing or item.column() != COUNT:
            return
        index = item.row()
        count = int(item.data(Qt.ItemDataRole.EditRole) or 0)
        self.draft.rows[index] = replace(self.draft.rows[index], count=count)
        if index == self.current_row():
            self._syncing = True
            self.ui.countSpin.setValue(count)
            self._syncing = False
        self.changed()

    def add_variant(self) -> int:
        """Another row of the selected role, right below it (count 1, the other team where
        the library allows one); the new row's index."""
        index = self.current_row()
        if index < 0:
            return -1
        role = self.draft.rows[index].role
        choice = self.library.role(role)
        other = next((a for a in choice.alignments if a != choice.alignment), "")
        self.draft.rows.insert(index + 1, Row(role, 1, other))
        self._show_rows()
        self.ui.rolesTable.setCurrentIndex(self.ui.rolesTable.model().index(index + 1, COUNT))
        self.ui.countSpin.setFocus()
        self.changed()
        return index + 1

    def remove_row(self) -> None:
        """Remove the selected row when its role has another row."""
        index = self.current_row()
        if index < 0:
            return
        role = self.draft.rows[index].role
        if sum(r.role == role for r in self.draft.rows) < 2:
            return
        del self.draft.rows[index]
        self._show_rows()
        last = min(index, len(self.draft.rows) - 1)
        self.ui.rolesTable.setCurrentIndex(self.ui.rolesTable.model().index(last, COUNT))
        self.changed()

    # -- the draft ------------------------------------------------------------------
    def _name_edited(self, text: str) -> None:
        if not self._id_edited:
            self.ui.idEdit.setText(slug(text))
        self.changed()

    def _id_typed(self, text: str) -> None:
        self._id_edited = bool(text)

    def changed(self, *_args: Any) -> None:
        """Something changed: re-check shortly (typing a name does not deal a game per key)."""
        self._read()
        players = self.draft.players
        self.ui.playersLabel.setText(
            self.tr("Players: {n}").format(n=players) if players else self.tr("No roles yet")
        )
        self._timer.start()

    def _read(self) -> None:
        ui, draft = self.ui, self.draft
        draft.name = ui.nameEdit.text()
        draft.setup_id = ui.idEdit.text()
        draft.designer = ui.designerEdit.text()
        draft.description = ui.descriptionEdit.toPlainText()
        draft.switches = {key: self.switch_value(key) for key in self.switch_widgets}

    def switch_value(self, key: str) -> Any:
        widget = self.switch_widgets[key]
        if isinstance(widget, QCheckBox):
            return widget.isChecked()
        if isinstance(widget, QComboBox):
            return widget.currentData()
        return widget.value()

    @property
    def problems(self) -> list[str]:
        """The issues in the window's language."""
        return [issue_text(i) for i in self.issues]

    def revalidate(self) -> list[str]:
        """Check the draft now and show each problem beside its field."""
        self._timer.stop()
        self._read()
        try:
            self.issues = self.draft.problems(self.root)
        except KnownError as exc:
            self.issues = [Issue(ROLES, "{problem}", {"problem": of_error(exc)})]
        self._show_issues()
        self.save_button.setEnabled(not self.issues)
        return self.problems

    def issues_of(self, field: str) -> list[str]:
        return [issue_text(i) for i in self.issues if i.where == field]

    def _show_issues(self) -> None:
        ui = self.ui
        for field, label in (
            (NAME, ui.nameProblem),
            (ID, ui.idProblem),
            (DESIGNER, ui.designerProblem),
            (DESCRIPTION, ui.descriptionProblem),
            (ROLES, ui.rolesProblem),
        ):
            text = "\n".join(self.issues_of(field))
            label.setText(text)
            label.setVisible(bool(text))
        for key, label in self.switch_problems.items():
            text = "\n".join(self.issues_of(switch_field(key)))
            label.setText(text)
            label.setVisible(bool(text))
        table = self.ui.rolesTable
        self._syncing = True
        for index in range(table.rowCount()):
            text = "\n".join(self.issues_of(row_field(index)))
            for column in range(table.columnCount()):
                item = table.item(index, column)
                if item is not None:
                    item.setBackground(QBrush(PROBLEM_ROW) if text else QBrush())
            if text:
                table.item(index, COUNT).setToolTip(text)
        self._syncing = False
        self._show_row_issues()
        label = ui.problemsLabel
        if self.issues:
            label.setStyleSheet("color:#b71c1c")
            label.setText("\n".join(f"• {p}" for p in self.problems))
        else:
            label.setStyleSheet("color:#2e7d32")
            label.setText(
                self.tr(
                    "Ready to save, for {n} players: checked as `mafiamod check-setup` "
                    "checks a setup folder."
                ).format(n=self.draft.players)
            )

    def _show_row_issues(self) -> None:
        """The selected row's problems beside the table (with the roles' own)."""
        index = self.current_row()
        lines = self.issues_of(ROLES)
        if index >= 0:
            lines = self.issues_of(row_field(index)) + lines
        self.ui.rolesProblem.setText("\n".join(lines))
        self.ui.rolesProblem.setVisible(bool(lines))

    def save(self) -> bool:
        if self.revalidate():
            return False
        try:
            self.saved = self.draft.save(self.root)
        except SetupCheckFailed as exc:
            self.issues = [self.draft.issue_of(p) for p in exc.problems]
            self._show_issues()
            return False
        except KnownError as exc:
            self.issues = [
                Issue(ROLES, "{problem}", {"problem": line}) for line in str(exc).splitlines()
            ]
            self._show_issues()
            return False
        self.accept()
        return True


def build_setup(parent: QWidget, draft: SetupDraft | None = None) -> Path | None:
    """Show the dialog over ``parent`` (a new setup, or ``draft``); the setup's folder once
    saved, else None."""
    from ..paths import user_setups_dir

    try:
        library = draft.library if draft is not None else Library.load()
    except KnownError as exc:
        from .dialogs import show_error

        show_error(
            parent,
            QCoreApplication.translate("SetupBuilderDialog", "Build a setup"),
            engine_text.error(exc),
        )
        return None
    dialog = SetupBuilderDialog(user_setups_dir(create=True), library, parent, draft)
    dialog.exec()
    return dialog.saved
