"""Insert a late-found vote: a vote the moderator missed, posted before one already entered.

The dialog (``ui/vote_dialog.ui``) offers only legal choices: the living players as the
voter, the living players and the setup's special targets (plus an unvote) as the target.
The game places the vote with ``Game.vote(..., before=seq)`` and refuses what the rules do.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from ..events import Event
from .dialog_base import EntryDialog, run
from .forms.vote_dialog_ui import Ui_VoteDialog
from .session import GameSession

UNVOTE = "(unvote)"


class VoteDialog(EntryDialog):
    """Voter, target and post of a vote to insert before ``event``."""

    def __init__(self, session: GameSession, event: Event, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.ui = Ui_VoteDialog()
        self.ui.setupUi(self)
        self.wire(self.ui.buttonBox, self.ui.problem, "Insert")
        self.event = event
        p = event.payload
        self.ui.intro.setText(f"A vote posted <b>before</b> {p['voter']} → {p.get('target') or 'unvote'} "
                              f"(entry #{event.seq}, {event.phase}). It counts from that place in the thread; "
                              "later votes are read again.")
        game = session.game
        assert game is not None
        living = session.living_at(event.phase)
        self.ui.voterBox.addItems(living)
        self.ui.targetBox.addItems([*living, *sorted(game.ruleset.special_vote_targets), UNVOTE])
        self.ui.voterBox.setCurrentIndex(-1)
        self.ui.targetBox.setCurrentIndex(-1)

    def choice(self) -> tuple[str, str, dict[str, object]]:
        """(voter, target, extras); the target "" is an unvote."""
        target = self.ui.targetBox.currentText()
        post = self.ui.postEdit.text().strip()
        extras: dict[str, object] = {}
        if post:
            extras = {"post": int(post)} if post.isdigit() else {"at": post}
        return self.ui.voterBox.currentText(), "" if target == UNVOTE else target, extras

    def call(self) -> bool:
        voter, target, extras = self.choice()
        if not voter or (not target and self.ui.targetBox.currentText() != UNVOTE):
            self.session.failed.emit("Choose a voter and a target.")
            return False
        vote = str(self.event.payload.get("vote", "elimination"))
        if not self.session.call("vote", voter, target, vote, before=self.event.seq, **extras):
            return False
        self.session.succeeded.emit(f"{voter} → {target or 'unvote'} inserted before entry #{self.event.seq}")
        return True


def insert_vote_before(parent: QWidget, session: GameSession, event: Event) -> bool:
    """Ask for a late-found vote and insert it just before ``event`` (a vote)."""
    return run(VoteDialog(session, event, parent))
