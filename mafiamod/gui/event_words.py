"""The game log's entries in the window's language: an event's kind and what it entered
("голос на выбывание: Arilou → Orz"), with the setup's ability names instead of their ids.
:meth:`mafiamod.events.Event.describe` says the same in English for the command line."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..events import Event
from .wording import Wording

# an event's kind as the log's column says it
KINDS = {
    "vote": QT_TRANSLATE_NOOP("GameLog", "vote"),
    "action": QT_TRANSLATE_NOOP("GameLog", "action"),
    "moderator": QT_TRANSLATE_NOOP("GameLog", "moderator"),
    "pin": QT_TRANSLATE_NOOP("GameLog", "override"),
    "data": QT_TRANSLATE_NOOP("GameLog", "data"),
    "end-phase": QT_TRANSLATE_NOOP("GameLog", "end of phase"),
    "note": QT_TRANSLATE_NOOP("GameLog", "note"),
    "sent": QT_TRANSLATE_NOOP("GameLog", "sent"),
    "retract": QT_TRANSLATE_NOOP("GameLog", "withdrawal"),
}
# the entered data's keys as words (the pre-game's inputs, the deadline)
DATA_KEYS = {
    "deadline": QT_TRANSLATE_NOOP("GameLog", "deadline"),
    "choices": QT_TRANSLATE_NOOP("GameLog", "pre-game choices"),
    "rolls": QT_TRANSLATE_NOOP("GameLog", "rolls"),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate("GameLog", text)


def kind_text(kind: str) -> str:
    """An event's kind in words ("end of phase"); a kind this table lacks as it is."""
    words = KINDS.get(kind)
    return _tr(words) if words else kind


def event_text(event: Event, wording: Wording | None = None) -> str:
    """What ``event`` entered, in words (the log's row, the Undo and Redo menu items)."""
    wording = wording or Wording()
    p = event.payload
    if event.kind == "vote":
        name = str(p.get("vote", "elimination"))
        vote = (
            QCoreApplication.translate("GameLog", "elimination vote")
            if name == "elimination"
            else wording.word(name)
        )
        voter = p.get("voter", "")
        if p.get("target"):
            text = QCoreApplication.translate("GameLog", "{vote}: {voter} → {target}").format(
                vote=vote, voter=voter, target=p["target"]
            )
        else:
            text = QCoreApplication.translate("GameLog", "{vote}: {voter} unvotes").format(
                vote=vote, voter=voter
            )
        if p.get("before"):
            late = QCoreApplication.translate("GameLog", "(before #{seq})")
            text += " " + late.format(seq=p["before"])
        return text
    if event.kind == "action":
        ability = p.get("ability") or p.get("extra", {}).get("joat", "")
        targets = ", ".join(p.get("targets", []))
        text = f"{p.get('actor', '')}: {wording.ability(ability)}"
        return f"{text} → {targets}" if targets else text
    if event.kind == "moderator":
        entry = p.get("entry", {})
        if "modkill" in entry:
            return QCoreApplication.translate("GameLog", "modkill {player}").format(
                player=entry["modkill"]
            )
        return QCoreApplication.translate("GameLog", "{old} replaced by {new}").format(
            old=entry.get("replace"), new=entry.get("by")
        )
    if event.kind == "pin":
        return QCoreApplication.translate("GameLog", "override {name} = {value}").format(
            name=wording.draw(str(p.get("name", ""))),
            value=wording.draw_value(str(p.get("name", "")), p.get("value"), str),
        )
    if event.kind == "data":
        key = str(p.get("key", ""))
        words = DATA_KEYS.get(key)
        return QCoreApplication.translate("GameLog", "{what} entered").format(
            what=_tr(words) if words else key
        )
    if event.kind == "end-phase":
        return QCoreApplication.translate("GameLog", "end of {phase}").format(phase=event.phase)
    if event.kind == "note":
        return QCoreApplication.translate("GameLog", "note on {player}").format(
            player=p.get("player")
        )
    if event.kind == "sent":
        return QCoreApplication.translate("GameLog", "marked sent")
    if event.kind == "retract":
        return QCoreApplication.translate("GameLog", "withdraw entry #{seq}").format(
            seq=p.get("seq")
        )
    return kind_text(event.kind)
