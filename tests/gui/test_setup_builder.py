"""The "Build a setup…" dialog, and a setup built in it played end to end through the window."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QMessageBox, QSpinBox, QWidget

from mafiamod.cli import main
from mafiamod.gui import setup_builder as gui_builder
from mafiamod.gui.setup_builder import COUNT, SetupBuilderDialog
from mafiamod.gui.wizard import NewGameWizard
from mafiamod.paths import user_setups_dir
from mafiamod.setup_builder import TEMPLATES, Library, draft_from
from mafiamod.setup_check import check_folder
from mafiamod.setups import list_setups, load_setup

from .drive import act, phase, vote
from .test_shortcuts_unique import clashes

pytestmark = pytest.mark.gui

TEN = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]
ROLES = {
    "cop": 1,
    "doctor": 1,
    "roleblocker": 1,
    "godfather": 1,
    "mafia-goon": 1,
    "vanilla-townie": 5,
}


@pytest.fixture(autouse=True)
def own_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The moderator's folders in this test's own place (the saved setup goes there)."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return tmp_path


def type_into(qtbot, widget: QWidget, text: str) -> None:
    """Type as the moderator does: focus, select all, type (emits textEdited)."""
    widget.setFocus()
    if hasattr(widget, "selectAll"):
        widget.selectAll()
    if text:
        qtbot.keyClicks(widget, text)
    else:
        qtbot.keyClick(widget, Qt.Key.Key_Delete)


def fill(qtbot, dialog: SetupBuilderDialog, counts: dict[str, int], name: str) -> None:
    """Roles by count (the row selected in the table, its count typed in How many), then the
    setup's name, designer and description typed."""
    for role_id, count in counts.items():
        dialog.select_role(role_id)
        spin = dialog.ui.countSpin
        spin.setFocus()
        spin.selectAll()
        qtbot.keyClicks(spin, str(count))
        assert spin.value() == count, (role_id, spin.text())
    type_into(qtbot, dialog.ui.nameEdit, name)
    type_into(qtbot, dialog.ui.designerEdit, "A. Moderator")
    dialog.ui.descriptionEdit.setFocus()
    dialog.ui.descriptionEdit.selectAll()
    qtbot.keyClicks(
        dialog.ui.descriptionEdit,
        "A Cop, a Doctor and a Roleblocker against a Godfather and his Goon.",
    )
    dialog.revalidate()


def test_issue_templates_are_all_translatable() -> None:
    assert set(gui_builder.ISSUE_TEMPLATES) == set(TEMPLATES)


def test_the_dialog_offers_the_library_and_checks_as_you_go(qtbot, tmp_path: Path) -> None:
    root = tmp_path / "setups"
    dialog = SetupBuilderDialog(root)
    qtbot.addWidget(dialog)
    dialog.resize(1366, 768)
    dialog.show()
    table = dialog.ui.rolesTable
    names = [table.item(r, 0).text() for r in range(table.rowCount())]
    assert {"Alignment Cop", "Doctor", "Roleblocker", "Godfather", "Vanilla Townie"} <= set(names)
    teams = {table.item(r, 0).text(): table.item(r, 1).text() for r in range(table.rowCount())}
    assert teams["Godfather"] == "Mafia" and teams["Doctor"] == "Town"
    assert teams["Serial Killer"] == "Serial Killer"
    dialog.select_role("serial-killer")
    assert dialog.ui.countSpin.maximum() == 1  # at most one per game
    assert not dialog.ui.teamCombo.isEnabled()  # the library allows no other team

    # The switches: a control each, of the switch's kind, with its label, help, choices in words.
    widgets = dialog.switch_widgets
    assert isinstance(widgets["no_lynch"], QCheckBox) and widgets["no_lynch"].isChecked()
    tie = widgets["tie"]
    assert isinstance(tie, QComboBox)
    assert [tie.itemData(i) for i in range(tie.count())] == ["random", "no-elimination", "earliest"]
    assert [tie.itemText(i) for i in range(tie.count())] == [
        "a seeded random draw",
        "nobody is eliminated",
        "the first to reach the tied count",
    ]
    start = widgets["start"]
    assert [start.itemText(i) for i in range(start.count())] == ["day start", "night start"]
    majority = widgets["majority"]
    assert isinstance(majority, QSpinBox) and majority.value() == 2
    assert majority.minimum() == 0 and majority.specialValueText() == "off"
    assert majority.text() == "from day 2"
    assert "Majority" in majority.toolTip()
    labels = [
        dialog.ui.switchesForm.itemAt(i, dialog.ui.switchesForm.ItemRole.LabelRole).widget().text()
        for i in range(dialog.ui.switchesForm.rowCount())
    ]
    assert "Majority from day:" in labels and "Lock votes at LYLO:" in labels

    # Nothing chosen yet: Save is off and each problem is beside its field.
    assert not dialog.save_button.isEnabled()
    assert "Give the setup a name." in dialog.problems
    assert dialog.ui.nameProblem.isVisibleTo(dialog)
    assert dialog.ui.nameProblem.text() == "Give the setup a name."
    assert dialog.ui.designerProblem.text() == "Say who designed the setup."
    fill(qtbot, dialog, {"cop": 1, "vanilla-townie": 6}, "Cop Doc Block 10")
    assert dialog.ui.idEdit.text() == "cop-doc-block-10"  # the id follows the name
    assert not dialog.ui.nameProblem.isVisibleTo(dialog)
    assert dialog.problems == ["No Mafia and no Serial Killer: the Town would win at once."]
    assert "Town would win at once" in dialog.ui.rolesProblem.text()
    fill(qtbot, dialog, {"mafia-goon": 4, "cop": 0, "vanilla-townie": 3}, "Cop Doc Block 10")
    assert dialog.problems == ["The Mafia would have parity from the start: add town roles."]
    fill(qtbot, dialog, ROLES, "Cop Doc Block 10")
    type_into(qtbot, dialog.ui.idEdit, "mountainous")
    dialog.revalidate()
    assert dialog.problems == [
        "The id 'mountainous' is taken by another setup: choose another one."
    ]
    assert dialog.ui.idProblem.text() == dialog.problems[0]  # beside the id
    type_into(qtbot, dialog.ui.idEdit, "cop-doc-block-10")
    majority.setValue(3)
    widgets["n0_peek"].setChecked(True)
    tie.setCurrentIndex(tie.findData("no-elimination"))
    assert dialog.revalidate() == []
    assert dialog.save_button.isEnabled()
    assert "Ready to save, for 10 players" in dialog.ui.problemsLabel.text()

    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    folder = root / "cop-doc-block-10"
    assert dialog.saved == folder and check_folder(folder) == []
    data = tomllib.loads((folder / "setup.toml").read_text(encoding="utf-8"))
    assert data["setup"]["library"] == "classic" and data["setup"]["rules"] == "classic"
    assert data["players"] == {"min": 10, "max": 10}
    assert data["deal"] == {"roles": ROLES}
    assert data["config"]["majority"] == {"default": 3}
    assert data["config"]["n0_peek"] == {"default": True}
    assert data["config"]["tie"] == {"default": "no-elimination"}
    assert sorted(p.name for p in folder.iterdir()) == ["setup.toml"]  # data only
    assert sorted(p.name for p in root.iterdir()) == ["cop-doc-block-10"]  # no staging left


def test_a_variant_row_a_mafia_roleblocker_a_ninja_two_shot_vigilante(
    qtbot, tmp_path: Path
) -> None:
    root = tmp_path / "setups"
    dialog = SetupBuilderDialog(root)
    qtbot.addWidget(dialog)
    dialog.show()
    ui, table = dialog.ui, dialog.ui.rolesTable
    fill(qtbot, dialog, {"cop": 1, "godfather": 1, "vanilla-townie": 5}, "Blocked 8")

    # Roleblocker: Add a variant gives a second row on the other team (the Mafia).
    dialog.select_role("roleblocker")
    qtbot.mouseClick(ui.addVariantButton, Qt.MouseButton.LeftButton)
    row = dialog.current_row()
    assert dialog.draft.rows[row].role == "roleblocker" and row == dialog.select_role(
        "roleblocker", 1
    )
    assert ui.teamCombo.currentText() == "Mafia" and ui.countSpin.value() == 1
    assert table.item(row, 1).text() == "Mafia"
    assert ui.removeRowButton.isEnabled()

    # Vigilante: Ninja, two shots.
    dialog.select_role("vigilante")
    ui.countSpin.setValue(1)
    assert not ui.teamCombo.isEnabled()  # a Vigilante is always town
    dialog.modifier_boxes["ninja"].click()
    ui.shotsSpin.setValue(2)
    vig = dialog.current_row()
    assert (table.item(vig, 2).text(), table.item(vig, 3).text()) == ("Ninja", "2")
    assert "Town Ninja Vigilante" in table.item(vig, 0).toolTip()

    # A Vanilla Townie takes no modifier, no shots.
    dialog.select_role("vanilla-townie")
    assert not dialog.modifier_boxes["ninja"].isEnabled() and not ui.shotsSpin.isEnabled()
    assert ui.shotsSpin.text() == "unlimited"

    # Count typed in the table's Count cell.
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    dialog.select_role("vanilla-townie")
    assert table.currentIndex().column() == COUNT  # a digit on the row edits its count
    table.setFocus()
    QApplication.processEvents()
    qtbot.keyClicks(table, "4")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    QApplication.processEvents()
    assert dialog.draft.rows[dialog.current_row()].count == 4
    assert dialog.revalidate() == [], dialog.problems
    assert dialog.draft.players == 8
    assert dialog.save()
    data = tomllib.loads((root / "blocked-8" / "setup.toml").read_text(encoding="utf-8"))
    assert data["deal"]["variants"] == [
        {"role": "roleblocker", "count": 1, "alignment": "mafia"},
        {"role": "vigilante", "count": 1, "modifiers": ["ninja"], "shots": 2},
    ]
    assert check_folder(root / "blocked-8") == []


def test_a_problem_of_a_row_is_shown_on_the_row(qtbot, tmp_path: Path) -> None:
    dialog = SetupBuilderDialog(tmp_path / "setups")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.select_role("serial-killer")
    dialog.add_variant()  # a second Serial Killer row: two in the game
    dialog.set_count("serial-killer", 1)
    dialog.revalidate()
    first = dialog.select_role("serial-killer")
    assert "Serial Killer: at most one per game." in dialog.ui.rolesProblem.text()
    item = dialog.ui.rolesTable.item(first, COUNT)
    assert "at most one per game" in item.toolTip()
    assert item.background().color().name() == "#ffebee"


def test_keyboard_tab_order_and_unique_shortcuts(qtbot, tmp_path: Path) -> None:
    dialog = SetupBuilderDialog(tmp_path / "setups")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    dialog.select_role("vigilante")  # every control of the row enabled
    assert clashes(dialog) == {}
    ui = dialog.ui
    ui.rolesTable.setFocus()
    QApplication.processEvents()
    order = [QApplication.focusWidget()]
    for _ in range(40):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        if QApplication.focusWidget() is order[0]:
            break
        order.append(QApplication.focusWidget())
    cancel = ui.buttonBox.button(ui.buttonBox.StandardButton.Cancel)
    wanted = [
        ui.rolesTable,
        ui.countSpin,
        *dialog.modifier_boxes.values(),
        ui.shotsSpin,
        ui.addVariantButton,
        ui.nameEdit,
        ui.idEdit,
        ui.designerEdit,
        ui.descriptionEdit,
        *dialog.switch_widgets.values(),
        cancel,
    ]
    # every control, in this order (Save is disabled until the draft is valid; Remove
    # applies to a second row only; the Vigilante has no other team)
    assert [w for w in order if w in wanted] == wanted, [w.objectName() for w in order]


def clipboard() -> str:
    return QApplication.clipboard().text()


def test_build_deal_play_a_day_and_a_night_copy_the_posts(
    qtbot, window, monkeypatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # File → New game → "Build a setup…" in the wizard's setup page.
    def compose(dialog: SetupBuilderDialog) -> int:
        fill(qtbot, dialog, ROLES, "Cop Doc Block 10")
        assert dialog.save_button.isEnabled(), dialog.problems
        qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    monkeypatch.setattr(SetupBuilderDialog, "exec", compose)

    def refuse(_parent, title: str, message: str, *_details: str) -> None:
        raise AssertionError(f"{title}: {message}")

    monkeypatch.setattr("mafiamod.gui.dialogs.show_error", refuse)
    wizard = NewGameWizard(window)
    qtbot.addWidget(wizard)
    wizard.show()
    qtbot.mouseClick(wizard.ui.buildSetupButton, Qt.MouseButton.LeftButton)
    folder = user_setups_dir() / "cop-doc-block-10"
    assert (folder / "setup.toml").is_file()
    assert "cop-doc-block-10" in [s.id for s in list_setups()]
    chosen = wizard.setup()
    assert chosen is not None and chosen.id == "cop-doc-block-10"  # listed and selected
    info = wizard.ui.setupInfo.toPlainText()
    assert "Cop Doc Block 10" in info and "1 × Godfather" in info and "5 × Vanilla Townie" in info
    assert main(["check-setup", str(folder)]) == 0  # the headless check agrees
    assert capsys.readouterr().out.strip() == f"{folder}: OK, a valid setup"

    # Deal it to ten players.
    wizard.next()
    wizard.ui.titleEdit.setText("Built game")
    wizard.ui.playersEdit.setPlainText("\n".join(TEN))
    wizard.next()
    assert wizard.currentId() == 2, wizard.ui.playersStatus.text()
    wizard.ui.seedSpin.setValue(7)
    wizard.ui.fileEdit.setText("")
    wizard.next()
    assert wizard.currentId() == 3, wizard.ui.dealSummary.text()
    assert window.files.finish_wizard(wizard)
    wizard.close()
    game = window.session.game
    role = {p.role: p.name for p in game.state.players}
    assert sorted(p.role for p in game.state.players) == sorted(
        r for r, k in ROLES.items() for _ in range(k)
    )
    cop, doc, blocker = role["cop"], role["doctor"], role["roleblocker"]
    godfather, goon = role["godfather"], role["mafia-goon"]
    town = [p.name for p in game.state.players if p.role == "vanilla-townie"]

    # The role PMs, copied from the posts panel.
    window.posts.refresh(select_phase="D1")
    assert window.posts.select("role-pm", godfather)
    qtbot.mouseClick(window.posts.copy, Qt.MouseButton.LeftButton)
    pm = clipboard()
    assert pm.startswith(f"[b]PM to {godfather}[/b]\n")  # the PM header template
    assert f"\nWelcome, {godfather}! You are a [b]Mafia Godfather[/b].\n" in pm
    assert f"Your team: {', '.join(n for n in TEN if n in (godfather, goon))}." in pm

    # Day 1: four votes on a townie, two elsewhere; the deadline eliminates him.
    assert window.session.phase_id() == "D1"
    for voter in (cop, doc, blocker, town[1]):
        assert vote(window.day, voter, town[0])
    assert vote(window.day, godfather, cop)
    assert vote(window.day, goon, cop)
    qtbot.mouseClick(window.day.copy_count, Qt.MouseButton.LeftButton)
    assert clipboard().startswith("[b]Vote count[/b]")
    assert f"{town[0]} (4): " in clipboard()
    assert window.end_phase()
    assert not game.state.is_alive(town[0])
    day = phase(game, "D1")
    elimination = f"[b]{town[0]}[/b] was eliminated. They were a [b]Vanilla Townie[/b]."
    assert elimination in [p["text"].strip() for p in day["posts"]]
    window.posts.refresh(select_phase="D1")
    assert window.posts.select("elimination")
    qtbot.mouseClick(window.posts.copy, Qt.MouseButton.LeftButton)
    assert clipboard().strip() == elimination

    # Night 1: the Godfather kills, the Roleblocker blocks the Goon, the Doctor protects the
    # Cop, the Cop checks the Godfather (who reads town).
    assert window.session.phase_id() == "N1"
    assert act(window.night, godfather, "factional-kill", (town[1],))
    assert act(window.night, blocker, "roleblock", (goon,))
    assert act(window.night, doc, "protect", (cop,))
    assert act(window.night, cop, "investigate", (godfather,))
    assert window.end_phase()
    assert window.session.phase_id() == "D2"
    assert not game.state.is_alive(town[1])
    night = phase(game, "N1")
    pms = {(pm["to"], pm["text"].strip()) for pm in night["pms"]}
    assert (cop, f"{godfather} is aligned with the Town.") in pms
    assert (blocker, f"Your action on {goon} was received.") in pms

    # The morning post, copied as the forum gets it.
    window.posts.refresh(select_phase="N1")
    assert window.posts.select("night-result")
    qtbot.mouseClick(window.posts.copy, Qt.MouseButton.LeftButton)
    expected = next(r for r in game.records() if r.id == "N1").posts[0]["text"]
    assert clipboard() == expected
    assert clipboard().startswith("[b]Night 1 is over.[/b]")
    assert f"[b]{town[1]}[/b] was killed. They were a [b]Vanilla Townie[/b]." in clipboard()

    # The game as a script replays headlessly on the built setup to the same posts.
    script = tmp_path / "built-game.toml"
    script.write_text(game.to_script(), encoding="utf-8")
    assert main(["replay", str(script), "--json"]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert [p["posts"] for p in replayed["phases"]] == [
        p["posts"] for p in game.export_json()["phases"]
    ]


def test_edit_duplicate_and_delete_from_the_wizard(qtbot, window, monkeypatch) -> None:
    library = Library.load()
    root = user_setups_dir(create=True)
    values = {
        "name": "Mine 7",
        "id": "mine-7",
        "designer": "A. Moderator",
        "description": "Seven.",
        "roles": {"cop": 1, "mafia-goon": 2, "vanilla-townie": 4},
    }
    draft_from(library, values).save(root)
    seen: list[SetupBuilderDialog] = []

    def edit(dialog: SetupBuilderDialog) -> int:
        seen.append(dialog)
        dialog.set_count("vanilla-townie", 5)
        assert dialog.revalidate() == [], dialog.problems
        dialog.save_button.click()
        return dialog.result()

    monkeypatch.setattr(SetupBuilderDialog, "exec", edit)
    wizard = NewGameWizard(window)
    qtbot.addWidget(wizard)
    wizard.show()
    ui = wizard.ui
    ids = [s.id for s in wizard.setups]

    # A built-in setup: Duplicate (read-only), never Delete.
    ui.setupList.setCurrentRow(ids.index("cop-9"))
    assert ui.editSetupButton.isEnabled() and ui.editSetupButton.text() == "Du&plicate setup…"
    assert not ui.deleteSetupButton.isEnabled()
    ui.setupList.setCurrentRow(ids.index("x-shots"))
    assert not ui.editSetupButton.isEnabled()  # not a classic setup with a fixed deal
    assert "classic" in ui.editSetupButton.toolTip()

    # Own setup: Edit saves over it; the wizard shows the change at once.
    ui.setupList.setCurrentRow(ids.index("mine-7"))
    assert ui.editSetupButton.text() == "&Edit setup…" and ui.deleteSetupButton.isEnabled()
    qtbot.mouseClick(ui.editSetupButton, Qt.MouseButton.LeftButton)
    assert seen[-1].windowTitle() == "Edit the setup Mine 7"
    assert load_setup("mine-7").players_min == 8
    assert wizard.setup().id == "mine-7" and "8 players" in ui.setupList.currentItem().text()

    # Duplicate cop-9: a new setup named as a copy; the id is the moderator's to give.
    def duplicate(dialog: SetupBuilderDialog) -> int:
        assert dialog.ui.nameEdit.text() == "Cop 9'er (copy)"
        assert dialog.ui.idEdit.text() == "cop-9-er-copy"
        dialog.ui.designerEdit.setText("A. Moderator")
        assert dialog.revalidate() == [], dialog.problems
        dialog.save_button.click()
        return dialog.result()

    monkeypatch.setattr(SetupBuilderDialog, "exec", duplicate)
    ui.setupList.setCurrentRow([s.id for s in wizard.setups].index("cop-9"))
    qtbot.mouseClick(ui.editSetupButton, Qt.MouseButton.LeftButton)
    assert wizard.setup().id == "cop-9-er-copy"
    assert load_setup("cop-9-er-copy").players_min == 9

    # Delete, after a question.
    monkeypatch.setattr(QMessageBox, "question", lambda *_a, **_k: QMessageBox.StandardButton.Yes)
    ui.setupList.setCurrentRow([s.id for s in wizard.setups].index("mine-7"))
    qtbot.mouseClick(ui.deleteSetupButton, Qt.MouseButton.LeftButton)
    assert "mine-7" not in [s.id for s in wizard.setups]
    assert not (root / "mine-7").exists()


def test_a_setup_check_problem_is_said_in_russian(qtbot, tmp_path: Path, monkeypatch) -> None:
    """What the folder check finds in the written file is shown in the window's language,
    its file and key as they are."""
    from mafiamod.gui.app import install_translation
    from mafiamod.setup_builder import SetupDraft

    assert install_translation("ru")
    try:
        dialog = SetupBuilderDialog(tmp_path / "setups")
        qtbot.addWidget(dialog)
        dialog.show()
        fill(qtbot, dialog, ROLES, "Cop Doc Block 10")
        assert dialog.revalidate() == []
        monkeypatch.setattr(SetupDraft, "toml", lambda self: '[setup]\nname = "x"\n')
        assert dialog.save() is False
        folder = tmp_path / "setups" / "cop-doc-block-10"
        assert f"{folder}/setup.toml: [setup] designer: не указано (нужна строка)" in (
            dialog.problems
        )
        assert f"{folder}/setup.toml: [players]: нет таблицы" in dialog.problems
        assert "• " + dialog.problems[0] in dialog.ui.problemsLabel.text()
        assert not any("missing" in p for p in dialog.problems)
    finally:
        install_translation("en")


def test_the_library_switches_are_said_in_russian(qtbot, tmp_path: Path) -> None:
    """The switches' labels, help and choices are the window's words; the roles, a setup's
    content like its posts, stay as the library writes them."""
    from PySide6.QtWidgets import QComboBox, QLabel

    from mafiamod.gui.app import install_translation

    assert install_translation("ru")
    try:
        dialog = SetupBuilderDialog(tmp_path / "setups")
        qtbot.addWidget(dialog)
        texts = {label.text() for label in dialog.ui.switchesHost.findChildren(QLabel)}
        assert {"Начало:", "Правило ничьей:", "Голос за себя:"} <= texts
        assert "Игрок может голосовать за себя" in texts
        assert not any(t.startswith(("Start", "Tie rule", "Self-votes")) for t in texts)
        start = dialog.switch_widgets["start"]
        assert isinstance(start, QComboBox) and start.itemText(0) == "начало днём"
        assert start.itemData(0) == "day"  # the value written is the library's
        assert start.toolTip().startswith("Начало днём")
    finally:
        install_translation("en")
