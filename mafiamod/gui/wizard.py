"""The new-game wizard: setup, sign-up list, seed and deal, commitment hash, pre-game."""

from __future__ import annotations

import html
import secrets
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QFrame,
    QListWidgetItem,
    QScrollArea,
    QWidget,
    QWizard,
)

from ..engine.errors import KnownError
from ..setups import SetupInfo, is_builtin, list_setups
from . import engine_text
from .forms.new_game_ui import Ui_NewGameWizard
from .session import GameSession
from .sizes import remember_size
from .storage import commitment, create_file

SETUP, PLAYERS, DEAL, COMMIT = range(4)


def read_players(text: str) -> tuple[list[str], str]:
    """Names from the pasted list, and a message when it is not usable ("" when it is)."""
    lines = [line.strip() for line in text.strip().splitlines()]
    if not lines or lines == [""]:
        return [], QCoreApplication.translate(
            "NewGameWizard", "Paste the sign-up list: one name a line."
        )
    blanks = [i + 1 for i, line in enumerate(lines) if not line]
    if blanks:
        return [], QCoreApplication.translate(
            "NewGameWizard", "Line {line} is blank: remove empty lines from the list."
        ).format(line=blanks[0])
    seen: dict[str, int] = {}
    for i, name in enumerate(lines, 1):
        if name.casefold() in seen:
            return (
                [],
                QCoreApplication.translate(
                    "NewGameWizard",
                    "{name} is on line {first} and again on line {again}: names must be distinct.",
                ).format(name=repr(name), first=seen[name.casefold()], again=i),
            )
        seen[name.casefold()] = i
    from ..names import NameRefused, check_roster

    try:
        lines = check_roster(lines)
    except NameRefused as exc:
        return [], engine_text.error(exc)
    return lines, ""


def dealt_roles(info: SetupInfo) -> list[tuple[int, str, str]] | None:
    """What a setup with a fixed list deals (``[deal] roles``, ``[[deal.variants]]``): count,
    title (a variant's team, modifiers and shots in words) and colour; None without a list."""
    deal = info.data.get("deal", {})
    if not isinstance(deal, dict) or not {"roles", "variants"} & set(deal):
        return None
    table = info.data.get("roles", {})
    factions = info.data.get("factions", {})
    modifiers = info.data.get("modifiers", {})

    def color(alignment: str) -> str:
        return str(factions.get(alignment, {}).get("color", "#444"))

    out = []
    counts = deal.get("roles", {})
    for rid, count in (counts if isinstance(counts, dict) else {}).items():
        if rid in table and count:
            out.append(
                (int(count), str(table[rid]["name"]), color(table[rid].get("alignment", "")))
            )
    for variant in deal.get("variants", []):
        rid = variant.get("role") if isinstance(variant, dict) else None
        if rid not in table:
            continue
        alignment = str(variant.get("alignment", table[rid].get("alignment", "")))
        words = [str(factions.get(alignment, {}).get("name", alignment))]
        words += [str(modifiers.get(m, {}).get("name", m)) for m in variant.get("modifiers", [])]
        words.append(str(table[rid]["name"]))
        title = " ".join(words)
        shots = variant.get("shots")
        if isinstance(shots, int):
            title += " " + QCoreApplication.translate("NewGameWizard", "(%n shot(s))", None, shots)
        out.append((int(variant.get("count", 1)), title, color(alignment)))
    return out


def setup_html(info: SetupInfo) -> str:
    esc = html.escape
    factions = info.data.get("factions", {})
    table = info.data.get("roles", {})
    dealt = dealt_roles(info)  # a setup on a role library deals these
    if dealt is None:
        dealt = [
            (
                0,
                str(spec["name"]),
                str(factions.get(spec.get("alignment", ""), {}).get("color", "#444")),
            )
            for spec in table.values()
        ]
    roles = "".join(
        f"<li>{f'{count} × ' if count else ''}<span style='color:{esc(color)}'>{esc(title)}</span></li>"
        for count, title, color in dealt
    )
    return (
        f"<h2>{esc(info.name)}</h2><p>{esc(info.description)}</p>"
        + QCoreApplication.translate(
            "NewGameWizard", "<p><b>Players:</b> {count} &nbsp; <b>Designer:</b> {designer}"
        ).format(count=info.player_count, designer=esc(info.designer))
        + QCoreApplication.translate("NewGameWizard", " &nbsp; <b>Language:</b> {language}").format(
            language=esc(info.language)
        )
        + (
            ""
            if is_builtin(info)
            else " &nbsp; " + QCoreApplication.translate("NewGameWizard", "(your own setup)")
        )
        + "</p><b>"
        + QCoreApplication.translate("NewGameWizard", "Roles")
        + f"</b><ul>{roles}</ul>"
    )


class NewGameWizard(QWizard):
    """Builds a :class:`Game` (``self.game``); pre-game entries go into it before it is saved."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_NewGameWizard()
        self.ui.setupUi(self)
        remember_size(self, "wizard", (1000, 690))  # room for the setup list and the deal
        self._scroll_config()
        self.setups: list[SetupInfo] = []
        self._library: Any = None  # the setup builder's library, loaded when first needed
        self.game: Any = None
        self.session = GameSession(self)
        self.session.failed.connect(self.ui.dealSummary.setText)
        self.pregame: QWidget | None = None
        self.config_fields: dict[str, Any] = {}
        self.ui.setupList.setSpacing(3)
        self._fill_setup_list()
        self.ui.setupList.currentRowChanged.connect(self._setup_changed)
        self.ui.setupList.setCurrentRow(0)
        self.ui.buildSetupButton.clicked.connect(self.build_setup)
        self.ui.editSetupButton.clicked.connect(self.edit_setup)
        self.ui.deleteSetupButton.clicked.connect(self.delete_setup)
        self._setup_buttons()
        self.ui.seedSpin.setValue(secrets.randbelow(2**31))
        self.ui.newSeedButton.clicked.connect(
            lambda: self.ui.seedSpin.setValue(secrets.randbelow(2**31))
        )
        self.ui.fixedDeal.toggled.connect(self.ui.fixedTable.setEnabled)
        self.ui.browseButton.clicked.connect(self._browse)
        self.ui.copyHashButton.clicked.connect(
            lambda: QApplication.clipboard().setText(self.ui.hashEdit.text())
        )
        self.ui.playersPage.check = self._players_valid
        self.ui.playersEdit.textChanged.connect(self._players_changed)
        self.currentIdChanged.connect(self._page_shown)

    def _fill_setup_list(self) -> None:
        self.ui.setupList.clear()
        for info in self._load_setups():
            # the setup's player count may be a range ("7–18"): said without a plural form
            count = self.tr("{count} players").format(count=info.player_count)
            mine = "" if is_builtin(info) else " · " + self.tr("my setup")
            item = QListWidgetItem(f"{info.name}\n{count} · {info.language}{mine}")
            item.setToolTip(info.description)
            self.ui.setupList.addItem(item)

    def build_setup(self) -> bool:
        """ "Build a setup…": compose one; once saved it is listed here, and chosen."""
        from .setup_builder import build_setup

        return self._show_saved(build_setup(self))

    def _show_saved(self, folder: Path | None) -> bool:
        """List the setups again and choose the one just saved."""
        if folder is None:
            return False
        self._fill_setup_list()
        ids = [s.id for s in self.setups]
        self.ui.setupList.setCurrentRow(ids.index(folder.name) if folder.name in ids else 0)
        return True

    def library(self) -> Any:
        """The builder's library (loaded once; None when it cannot be)."""
        if self._library is None:
            from ..setup_builder import Library

            try:
                self._library = Library.load()
            except KnownError:
                self._library = False
        return self._library or None

    def _setup_buttons(self) -> None:
        """Edit (the moderator's own setup) or Duplicate (a built-in one), and Delete (own)."""
        from ..setup_builder import buildable

        info = self.setup()
        ui = self.ui
        own = info is not None and not is_builtin(info)
        library = self.library() if info is not None else None
        fits = library is not None and info is not None and not buildable(info, library)
        ui.editSetupButton.setText(self.tr("&Edit setup…") if own else self.tr("Du&plicate setup…"))
        ui.editSetupButton.setEnabled(fits)
        ui.editSetupButton.setToolTip(
            (
                self.tr("Change this setup of yours in the builder")
                if own
                else self.tr("A built-in setup is read-only: change a copy of it in the builder")
            )
            if fits
            else self.tr(
                "Only a setup on the classic role library that deals a fixed list of roles "
                "opens in the builder"
            )
        )
        ui.deleteSetupButton.setEnabled(own)

    def edit_setup(self) -> bool:
        """Edit the chosen setup (one of the moderator's own) or a copy of it (a built-in
        one) in the builder; once saved it is listed here, and chosen."""
        from ..setup_builder import draft_of, slug
        from .setup_builder import build_setup

        info, library = self.setup(), self.library()
        if info is None or library is None:
            return False
        duplicate = is_builtin(info)
        try:
            draft = draft_of(info, library, duplicate=duplicate)
        except KnownError as exc:
            from .dialogs import show_error

            show_error(self, self.tr("Edit setup"), engine_text.error(exc))
            return False
        if duplicate:
            draft.name = self.tr("{name} (copy)").format(name=info.name)
            draft.setup_id = slug(draft.name)
        return self._show_saved(build_setup(self, draft))

    def delete_setup(self) -> bool:
        """Delete the chosen setup, one of the moderator's own, after asking."""
        from PySide6.QtWidgets import QMessageBox

        from ..paths import user_setups_dir
        from ..setup_builder import delete_setup

        info = self.setup()
        if info is None or is_builtin(info):
            return False
        answer = QMessageBox.question(
            self,
            self.tr("Delete setup"),
            self.tr(
                "Delete your setup {name}? Its folder {folder} is removed; games played on it "
                "cannot be opened until a setup with the id {id} is back."
            ).format(name=info.name, folder=info.path, id=info.id),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        try:
            delete_setup(info, user_setups_dir())
        except (KnownError, OSError) as exc:
            from .dialogs import show_error

            show_error(self, self.tr("Delete setup"), engine_text.error(exc))
            return False
        self._fill_setup_list()
        self.ui.setupList.setCurrentRow(0)
        return True

    def _load_setups(self) -> list[SetupInfo]:
        try:
            self.setups = list_setups()
        except KnownError as exc:
            self.ui.setupInfo.setPlainText(engine_text.error(exc))
        return self.setups

    def setup(self) -> SetupInfo | None:
        row = self.ui.setupList.currentRow()
        return self.setups[row] if 0 <= row < len(self.setups) else None

    def _setup_changed(self) -> None:
        info = self.setup()
        self.ui.setupInfo.setHtml(setup_html(info) if info else "")
        self._setup_buttons()
        self._players_changed()

    def _players_problem(self) -> tuple[list[str], str]:
        """The sign-up list's names and what is wrong with it (``""``: it can be dealt)."""
        names, problem = read_players(self.ui.playersEdit.toPlainText())
        info = self.setup()
        if not problem and info and not info.players_min <= len(names) <= info.players_max:
            problem = self.tr("{count} names: {setup} needs {needed} players.").format(
                count=len(names), setup=info.name, needed=info.player_count
            )
        return names, problem

    def _players_valid(self) -> bool:
        """The players page's Next: enabled only on a list that can be dealt."""
        return not self._players_problem()[1]

    def _players_changed(self) -> bool:
        """Check the sign-up list and say what is wrong; True when it can be dealt."""
        names, problem = self._players_problem()
        self.ui.playersPage.recheck()
        self.ui.playersStatus.setText(
            problem
            or QCoreApplication.translate("NewGameWizard", "%n player(s).", None, len(names))
        )
        self.ui.playersStatus.setStyleSheet("color:#b71c1c" if problem else "color:#2e7d32")
        return not problem

    def _browse(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Game file"), self.ui.fileEdit.text(), self.tr("Games (*.mafia)")
        )
        if path:
            self.ui.fileEdit.setText(path if path.endswith(".mafia") else path + ".mafia")

    def validateCurrentPage(self) -> bool:
        if self.currentId() == PLAYERS:
            return self._players_changed()
        if self.currentId() == DEAL:
            return self._file_usable() and self._build_game()
        return True

    def _scroll_config(self) -> None:
        """The setup's options scroll: the open classic setup's eleven options, each with its
        help line, were squeezed to slivers at the wizard's 690 px («day start» cut in half)."""
        layout, box = self.ui.dealLayout, self.ui.configBox
        self.config_scroll = QScrollArea(self.ui.dealPage)
        self.config_scroll.setWidgetResizable(True)
        self.config_scroll.setFrameShape(QFrame.Shape.NoFrame)
        index = layout.indexOf(box)
        layout.removeWidget(box)
        self.config_scroll.setWidget(box)
        layout.insertWidget(index, self.config_scroll, 1)
        layout.setStretchFactor(self.ui.fixedTable, 1)

    def _page_shown(self, page: int) -> None:
        if page == DEAL:
            self._fill_deal()

    def _fill_deal(self) -> None:
        from .wizard_deal import fill_config, fill_fixed

        info = self.setup()
        if info is None:
            return
        names, _ = read_players(self.ui.playersEdit.toPlainText())
        self.config_fields = fill_config(self.ui.configForm, self.ui.configBox, info)
        self.config_scroll.setVisible(bool(self.config_fields))
        fill_fixed(self.ui.fixedTable, info, names)
        if not self.ui.fileEdit.text():
            slug = "".join(
                c if c.isalnum() else "-" for c in (self.ui.titleEdit.text() or info.id)
            ).strip("-")
            self.ui.fileEdit.setText(str(self.game_folder() / f"{slug or 'game'}.mafia"))

    def game_folder(self) -> Path:
        """The last folder the moderator used, else the documents folder (``.folders``)."""
        from PySide6.QtCore import QSettings

        from .folders import game_folder

        settings = getattr(self.parent(), "settings", None)
        return game_folder(settings if settings is not None else QSettings())

    def _file_usable(self) -> bool:
        """A new game file needs a name that is free, in a folder that exists."""
        text = self.ui.fileEdit.text().strip()
        if not text:
            return True
        path = Path(text).expanduser()
        problem = ""
        if path.exists():
            problem = self.tr(
                "{path} already exists: choose another name (a game file is never overwritten)."
            ).format(path=path)
        elif not path.parent.is_dir():
            problem = self.tr("The folder {folder} does not exist.").format(folder=path.parent)
        if problem:
            from .dialogs import show_error

            show_error(self, self.tr("Game file"), problem)
        return not problem

    def _build_game(self) -> bool:
        from ..game import Game
        from .wizard_deal import read_config, read_fixed

        info = self.setup()
        names, _ = read_players(self.ui.playersEdit.toPlainText())
        try:
            roles = read_fixed(self.ui.fixedTable) if self.ui.fixedDeal.isChecked() else {}
            self.game = Game.create(
                info.id if info else "",
                names,
                seed=self.ui.seedSpin.value(),
                roles=roles,
                config=read_config(self.config_fields),
                title=self.ui.titleEdit.text().strip(),
            )
            self.game.records()
        except (KnownError, ValueError) as exc:
            self.ui.dealSummary.setText(engine_text.error(exc))
            from .dialogs import show_error

            show_error(self, self.tr("Cannot deal"), engine_text.error(exc))
            return False
        self.session.open(self.game)
        self.ui.hashEdit.setText(commitment(self.game))
        self._show_pregame()
        return True

    def _show_pregame(self) -> None:
        game = self.game
        first = next(game.ruleset.phase_ids(game.start.config))
        if self.pregame is not None:
            self.pregame.deleteLater()
            self.pregame = None
        text = QCoreApplication.translate(
            "NewGameWizard",
            "%n player(s) dealt from seed {seed}. "
            "Role PMs are ready in the window's Posts & PMs panel.",
            None,
            len(game.state.players),
        ).format(seed=game.opening.seed)
        if first == "pregame":
            from .pregame_panel import PregamePanel

            panel = PregamePanel(self.session, self.ui.pregameHost)
            self.ui.pregameLayout.addWidget(panel)
            self.session.changed.connect(lambda _c: panel.refresh())
            panel.refresh()
            self.pregame = panel
            text += " " + self.tr(
                "Enter the pre-game now or later (the window shows it until you finish it)."
            )
        self.ui.dealSummary.setText(text)

    def save(self) -> tuple[Any, Path | None]:
        """The game, written to its file when one was given (the file layer permitting)."""
        path_text = self.ui.fileEdit.text().strip()
        if not path_text:
            return self.game, None
        path = Path(path_text).expanduser()
        return create_file(path, self.game), path
