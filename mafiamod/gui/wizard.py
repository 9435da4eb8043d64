"""The new-game wizard: setup, sign-up list, seed and deal, commitment hash, pre-game."""

from __future__ import annotations

import html
import secrets
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFileDialog,
    QLineEdit,
    QListWidgetItem,
    QWidget,
    QWizard,
)

from ..engine.errors import KnownError
from ..setups import SetupInfo, list_setups
from .forms.new_game_ui import Ui_NewGameWizard
from .session import GameSession
from .storage import commitment, create_file

SETUP, PLAYERS, DEAL, COMMIT = range(4)


def read_players(text: str) -> tuple[list[str], str]:
    """Names from the pasted list, and a message when it is not usable ("" when it is)."""
    lines = [line.strip() for line in text.strip().splitlines()]
    if not lines or lines == [""]:
        return [], "Paste the sign-up list: one name a line."
    blanks = [i + 1 for i, line in enumerate(lines) if not line]
    if blanks:
        return [], f"Line {blanks[0]} is blank: remove empty lines from the list."
    seen: dict[str, int] = {}
    for i, name in enumerate(lines, 1):
        if name.casefold() in seen:
            return (
                [],
                f"{name!r} is on line {seen[name.casefold()]} and again on line {i}: names must be distinct.",
            )
        seen[name.casefold()] = i
    return lines, ""


def setup_html(info: SetupInfo) -> str:
    esc = html.escape
    factions = info.data.get("factions", {})
    roles = "".join(
        f"<li><span style='color:{esc(factions.get(r.get('alignment', ''), {}).get('color', '#444'))}'>"
        f"{esc(r['name'])}</span></li>"
        for r in info.data.get("roles", {}).values()
    )
    return (
        f"<h2>{esc(info.name)}</h2><p>{esc(info.description)}</p>"
        f"<p><b>Players:</b> {info.player_count} &nbsp; <b>Designer:</b> {esc(info.designer)}"
        f" &nbsp; <b>Language:</b> {esc(info.language)}</p><b>Roles</b><ul>{roles}</ul>"
    )


class NewGameWizard(QWizard):
    """Builds a :class:`Game` (``self.game``); pre-game entries go into it before it is saved."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_NewGameWizard()
        self.ui.setupUi(self)
        self.setups: list[SetupInfo] = []
        self.game: Any = None
        self.session = GameSession(self)
        self.session.failed.connect(self.ui.dealSummary.setText)
        self.pregame: QWidget | None = None
        self.config_fields: dict[str, QComboBox | QLineEdit] = {}
        self.ui.setupList.setSpacing(3)
        for info in self._load_setups():
            item = QListWidgetItem(f"{info.name}\n{info.player_count} players · {info.language}")
            item.setToolTip(info.description)
            self.ui.setupList.addItem(item)
        self.ui.setupList.currentRowChanged.connect(self._setup_changed)
        self.ui.setupList.setCurrentRow(0)
        self.ui.seedSpin.setValue(secrets.randbelow(2**31))
        self.ui.newSeedButton.clicked.connect(
            lambda: self.ui.seedSpin.setValue(secrets.randbelow(2**31))
        )
        self.ui.fixedDeal.toggled.connect(self.ui.fixedTable.setEnabled)
        self.ui.browseButton.clicked.connect(self._browse)
        self.ui.copyHashButton.clicked.connect(
            lambda: QApplication.clipboard().setText(self.ui.hashEdit.text())
        )
        self.ui.playersEdit.textChanged.connect(self._players_changed)
        self.currentIdChanged.connect(self._page_shown)

    def _load_setups(self) -> list[SetupInfo]:
        try:
            self.setups = list_setups()
        except KnownError as exc:
            self.ui.setupInfo.setPlainText(str(exc))
        return self.setups

    def setup(self) -> SetupInfo | None:
        row = self.ui.setupList.currentRow()
        return self.setups[row] if 0 <= row < len(self.setups) else None

    def _setup_changed(self) -> None:
        info = self.setup()
        self.ui.setupInfo.setHtml(setup_html(info) if info else "")
        self._players_changed()

    def _players_changed(self) -> bool:
        """Check the sign-up list and say what is wrong; True when it can be dealt."""
        names, problem = read_players(self.ui.playersEdit.toPlainText())
        info = self.setup()
        if not problem and info and not info.players_min <= len(names) <= info.players_max:
            problem = f"{len(names)} names: {info.name} needs {info.player_count} players."
        self.ui.playersStatus.setText(problem or f"{len(names)} players.")
        self.ui.playersStatus.setStyleSheet("color:#b71c1c" if problem else "color:#2e7d32")
        return not problem

    def _browse(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, "Game file", self.ui.fileEdit.text(), "Games (*.mafia)"
        )
        if path:
            self.ui.fileEdit.setText(path if path.endswith(".mafia") else path + ".mafia")

    def validateCurrentPage(self) -> bool:
        if self.currentId() == PLAYERS:
            return self._players_changed()
        if self.currentId() == DEAL:
            return self._file_usable() and self._build_game()
        return True

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
            problem = (
                f"{path} already exists: choose another name (a game file is never overwritten)."
            )
        elif not path.parent.is_dir():
            problem = f"The folder {path.parent} does not exist."
        if problem:
            from .dialogs import show_error

            show_error(self, "Game file", problem)
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
            self.ui.dealSummary.setText(str(exc))
            from .dialogs import show_error

            show_error(self, "Cannot deal", str(exc))
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
        text = (
            f"{len(game.state.players)} players dealt from seed {game.opening.seed}. "
            "Role PMs are ready in the window's Posts & PMs panel."
        )
        if first == "pregame":
            from .pregame_panel import PregamePanel

            panel = PregamePanel(self.session, self.ui.pregameHost)
            self.ui.pregameLayout.addWidget(panel)
            self.session.changed.connect(lambda _c: panel.refresh())
            panel.refresh()
            self.pregame = panel
            text += " Enter the pre-game now or later (the window shows it until you finish it)."
        self.ui.dealSummary.setText(text)

    def save(self) -> tuple[Any, Path | None]:
        """The game, written to its file when one was given (the file layer permitting)."""
        path_text = self.ui.fileEdit.text().strip()
        if not path_text:
            return self.game, None
        path = Path(path_text).expanduser()
        return create_file(path, self.game), path
