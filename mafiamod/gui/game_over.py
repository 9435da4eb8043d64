"""The entry page once the game is won: who won, and the deal to reveal against the commitment."""

from __future__ import annotations

import html

from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QStyle, QVBoxLayout, QWidget

from .plain import rich
from .session import GameSession


class GameOverPage(QWidget):
    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.label = rich(QLabel(self))
        self.label.setWordWrap(True)
        self.reveal = QPushButton(self.tr("Copy the deal &reveal"), self)
        self.reveal.setIcon(
            self.style().standardIcon(QStyle.StandardPixmap.SP_FileDialogContentsView)
        )
        self.reveal.setToolTip(
            self.tr("The text whose SHA-256 is the commitment posted at the start")
        )
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.label)
        layout.addWidget(self.reveal)
        layout.addStretch(2)
        self.reveal.clicked.connect(self.copy_reveal)

    def text(self) -> str:
        return self.label.text()

    def refresh(self) -> None:
        game = self.session.game
        if game is None:
            return
        state = game.state
        faction = self.session.faction(state.winner or "")
        name, colour = faction.get("name", state.winner), faction.get("color", "#333")
        has_post = any(post["kind"] == "game-over" for r in game.records() for post in r.posts)
        winner = f"<b style='color:{colour}'>{html.escape(str(name))}</b>"
        self.label.setText(
            "<h2>"
            + self.tr("The game is over")
            + "</h2><p style='font-size:14pt'>"
            + self.tr("Winner: {winner}").format(winner=winner)
            + "</p><p>"
            + self.tr("{players} — decided in {phase}.").format(
                players=html.escape(", ".join(state.winners or [])), phase=state.ended_in
            )
            + "</p>"
            + (
                "<p>" + self.tr("The game-over post is in Posts &amp; PMs.") + "</p>"
                if has_post
                else ""
            )
            + "<p>"
            + self.tr(
                "Seed <b>{seed}</b>. Post the deal reveal: anyone can check its SHA-256 "
                "against the commitment posted at the start."
            ).format(seed=game.opening.seed)
            + "</p>"
        )

    def reveal_text(self) -> str:
        """Every committed text (the deal's, and the pre-game's roles where a pre-game gave
        them), each in its ``[code]`` block with its SHA-256, then the seed."""
        from ..commitment import reveal_post

        game = self.session.game
        assert game is not None
        return reveal_post(game) + f"seed: {game.opening.seed}\n"

    def copy_reveal(self) -> None:
        QApplication.clipboard().setText(self.reveal_text())
        self.session.succeeded.emit(self.tr("Deal reveal copied"))
