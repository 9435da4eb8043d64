"""Moderator entries every setup shares: modkills and replacements."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .errors import ScriptError
from .messages import message
from .model import Death, GameState, PhaseInput, PhaseRecord


def _rename(value: Any, old: str, new: str) -> Any:
    if isinstance(value, str):
        return new if value == old else value
    if isinstance(value, list):
        return [_rename(v, old, new) for v in value]
    if isinstance(value, tuple):
        return tuple(_rename(v, old, new) for v in value)
    if isinstance(value, dict):
        return {_rename(k, old, new): _rename(v, old, new) for k, v in value.items()}
    return value


def replace_player(state: GameState, old: str, new: str, phase: str = "") -> None:
    """A new account takes ``old``'s seat: role, shots and history stay with the seat.
    ``phase`` (the phase of the entry) is named in the error of a seat that cannot be."""
    where = message("phase {phase}: ", phase=phase) if phase else ""
    if not state.is_alive(old):
        raise ScriptError("{where}replace: {old!r} is not a living player", where=where, old=old)
    if state.has_player(new):
        raise ScriptError(
            "{where}replace: the name {new!r} is already in use", where=where, new=new
        )
    seat = state.rename(old, new)
    seat.fields = _rename(seat.fields, old, new)
    seat.memo = _rename(seat.memo, old, new)
    for other in state.players:
        other.fields = _rename(other.fields, old, new)
        other.memo = _rename(other.memo, old, new)
    state.data = _rename(state.data, old, new)
    state.exported = _rename(state.exported, old, new)
    if state.winners:
        state.winners = _rename(state.winners, old, new)


def modkill(state: GameState, name: str, record: PhaseRecord) -> Death:
    """Kill ``name`` outside the rules; the player forfeits any win."""
    if not state.is_alive(name):
        raise ScriptError(
            "phase {phase}: modkill: {name!r} is not a living player", phase=record.id, name=name
        )
    player = state.player(name)
    player.alive = False
    player.modkilled = True
    death = Death(name, "modkill")
    record.deaths.append(death)
    record.events.append(
        {"kind": "modkill", "player": name, "role": player.role, "alignment": player.alignment}
    )
    record.note(
        "Moderator modkilled {name} ({role}, {alignment})",
        name=name,
        role=player.role,
        alignment=player.alignment,
    )
    return death


def apply_moderator(
    state: GameState,
    inp: PhaseInput,
    record: PhaseRecord,
    decided: Callable[[], bool] | None = None,
) -> list[Death]:
    """Apply the phase's moderator entries in order; returns the modkill deaths. With
    ``decided`` (the win check, run right after each modkill), a modkill that decides the
    game ends the reading: the later entries are not applied."""
    deaths: list[Death] = []
    for entry in inp.moderator:
        if "modkill" in entry:
            deaths.append(modkill(state, str(entry["modkill"]), record))
            if decided is not None and decided():
                record.note("The modkill decides the game: the phase's later entries are not read")
                break
        elif "replace" in entry:
            old, new = str(entry["replace"]), str(entry.get("by", ""))
            if not new:
                raise ScriptError(
                    "phase {phase}: replace {old!r} needs a 'by' name", phase=inp.id, old=old
                )
            replace_player(state, old, new, inp.id)
            record.note("{new} replaced {old}", new=new, old=old)
            record.events.append({"kind": "replacement", "player": old, "by": new})
    return deaths
