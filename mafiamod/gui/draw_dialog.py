"""Override a random draw (``Game.pin``): a Designer form (``ui/draw_dialog.ui``).

The draw record gives only the drawn value, not the candidates, so the dialog offers
what it can know: the players alive in that phase when the draw picked a player, true or
false for a yes/no draw, and the drawn value itself; anything else is typed (a name, a
number, or JSON for a list). The rules check the outcome: an illegal one is refused with
the legal outcomes named, and the dialog stays open.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from .dialog_base import EntryDialog, run
from .forms.draw_dialog_ui import Ui_DrawDialog
from .session import GameSession
from .timeline import parse_pin, show


def candidates(value: Any, living: list[str], players: set[str]) -> tuple[list[str], str]:
    """The outcomes to offer for a draw that gave ``value``, and a hint on the rest."""
    if isinstance(value, bool):
        return ["true", "false"], "A yes/no draw."
    if isinstance(value, str) and value in players:
        return [*dict.fromkeys([value, *living])], ("One of the players; the rules accept only those the draw "
                                                    "could have picked (they say which if not).")
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return [show(value)], (f"A list of {len(value)}: type the names as JSON, e.g. "
                               f"{show(sorted(living)[:len(value)])}.")
    return [show(value)], "Type the outcome: a name, a number, or JSON."


class DrawDialog(EntryDialog):
    """The outcome to pin for draw ``draw`` (a record of ``PhaseRecord.draws``) of ``phase``."""

    def __init__(self, session: GameSession, phase: str, draw: dict[str, Any], parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.ui = Ui_DrawDialog()
        self.ui.setupUi(self)
        self.wire(self.ui.buttonBox, self.ui.problem, "Override")
        self.phase = phase
        self.name = str(draw["draw"])
        kind = "moderator's choice" if draw.get("choice") else "random draw"
        self.ui.intro.setText(f"<b>{self.name}</b>, a {kind} of {phase}. Fix it to another outcome: "
                              "every later phase is resolved again.")
        self.ui.drawnValue.setText(show(draw["value"]) + ("   (already overridden)" if draw.get("pinned") else ""))
        game = session.game
        players = {p.name for p in game.state.players} if game else set()
        items, hint = candidates(draw["value"], session.living_at(phase), players)
        self.ui.valueBox.addItems(items)
        self.ui.valueBox.setCurrentText(show(draw["value"]))
        self.ui.hint.setText(hint)

    def value(self) -> Any:
        """The typed or chosen outcome: JSON when it parses (true, 3, [..]), else the text."""
        return parse_pin(self.ui.valueBox.currentText())

    def call(self) -> bool:
        value = self.value()
        if self.session.call("pin", self.name, value, phase=self.phase):
            self.session.succeeded.emit(f"{self.phase}: {self.name} overridden to {show(value)}")
            return True
        return False


def override_draw(parent: QWidget, session: GameSession, phase: str, draw: dict[str, Any]) -> bool:
    """Ask for the outcome of ``draw`` and pin it; True when the game took it."""
    return run(DrawDialog(session, phase, draw, parent))
