"""The entry page once the game is won: who won, and the deal to reveal against the commitment."""

from __future__ import annotations

import html

from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QStyle, QVBoxLayout, QWidget

from .session import GameSession


class GameOverPage(QWidget):
    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.reveal = QPushButton("Copy the deal &reveal", self)
        self.reveal.setIcon(
            self.style().standardIcon(QStyle.StandardPixmap.SP_FileDialogContentsView)
        )
        self.reveal.setToolTip("The text whose SHA-256 is the commitment posted at the start")
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
        self.label.setText(
            f"<h2>The game is over</h2><p style='font-size:14pt'>Winner: <b style='color:{colour}'>"
            f"{html.escape(str(name))}</b></p><p>{html.escape(', '.join(state.winners or []))}"
            f" — decided in {state.ended_in}.</p>"
            + ("<p>The game-over post is in Posts &amp; PMs.</p>" if has_post else "")
            + f"<p>Seed <b>{game.opening.seed}</b>. Post the deal reveal: anyone can check its SHA-256 "
            "against the commitment posted at the start.</p>"
        )

    def reveal_text(self) -> str:
        from .storage import commitment, deal_text

        game = self.session.game
        assert game is not None
        return f"{deal_text(game)}seed: {game.opening.seed}\nSHA-256 of the lines above the seed: {commitment(game)}\n"

    def copy_reveal(self) -> None:
        QApplication.clipboard().setText(self.reveal_text())
        self.session.succeeded.emit("Deal reveal copied")
