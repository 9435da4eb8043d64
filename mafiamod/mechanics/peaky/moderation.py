"""Peaky's own moderator entries (G-PB-30, G-PB-36): АС bans and an inactive Shelby's turn."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.errors import ScriptError
from ...engine.model import GameState, PhaseInput, PhaseRecord
from .ids import SHELBY

ENTRIES = frozenset({"ban", "inactive"})


def _ban_spec(entry: Mapping[str, Any], where: str) -> Mapping[str, Any]:
    spec = entry.get("ban")
    if isinstance(spec, str):
        spec = {"player": spec}
    if not isinstance(spec, Mapping) or not isinstance(spec.get("player"), str):
        raise ScriptError(
            '{where}: ban needs a table {{ player = "Name", ability = "id", turns = n }}',
            where=where,
        )
    return spec


def check_names(inp: PhaseInput, names: set[str]) -> None:
    """Names in ``ban`` and ``inactive`` entries must be players (script errors otherwise)."""
    where = f"phase {inp.id}: moderator"
    for entry in inp.moderator:
        name = (
            entry.get("inactive")
            if "inactive" in entry
            else (_ban_spec(entry, where).get("player") if "ban" in entry else None)
        )
        if name is not None and name not in names:
            raise ScriptError("{where}: {name!r} is not a player", where=where, name=name)


def apply_entry(
    state: GameState, inp: PhaseInput, entry: Mapping[str, Any], record: PhaseRecord
) -> None:
    """One ``inactive`` or ``ban`` entry (after the turn's modkills and replacements):
    an inactive Shelby's entries are refused this turn (``state.data["inactive_now"]``);
    a ban lasts ``turns`` turns from this one, or to the end of the game."""
    where = f"phase {inp.id}: moderator"
    k = int(inp.id[1:])
    if "inactive" in entry:
        name = str(entry["inactive"])
        if not state.is_alive(name) or state.player(name).alignment != SHELBY:
            raise ScriptError(
                "{where}: inactive = {name!r}: only a living Shelby's turn can be refused",
                where=where,
                name=name,
            )
        state.data.setdefault("inactive_now", []).append(name)
        record.note(
            "Moderator: {name} was inactive; his entries this turn are not accepted", name=name
        )
    elif "ban" in entry:
        spec = _ban_spec(entry, where)
        turns = spec.get("turns")
        until = None if turns is None else k + int(turns) - 1
        state.data.setdefault("bans", []).append(
            {"player": spec["player"], "ability": spec.get("ability"), "until": until, "from": k}
        )
        if until is None:
            record.note(
                "Moderator: {name}'s АС is banned until the end of the game", name=spec["player"]
            )
        else:
            record.note(
                "Moderator: {name}'s АС is banned until {until}", name=spec["player"], until=until
            )


def lift_bans_of_replaced(state: GameState, record: PhaseRecord, k: int) -> None:
    """A replacement ends the bans of the seat entered before this turn (RULINGS 28): S10bis
    punishes «нарушителя(ей), участвующих в игре», the person, who has left; a ban the
    moderator enters this turn, after the replacement, is on the new account and stands."""
    new = {str(e["by"]) for e in record.events if e["kind"] == "replacement"}
    bans = state.data.get("bans", [])
    kept = [b for b in bans if b["player"] not in new or int(b.get("from", 0)) >= k]
    if len(kept) != len(bans):
        state.data["bans"] = kept
        for name in sorted(new):
            record.note("Moderator: {name} replaced a banned player; the ban is lifted", name=name)


def banned(state: GameState, k: int, actor: str, ability: str) -> bool:
    """Is ``actor``'s АС ``ability`` under a moderator's ban on turn ``k``?"""
    for ban in state.data.get("bans", []):
        if ban["player"] != actor or ban["ability"] not in (None, ability):
            continue
        if ban["until"] is None or k <= ban["until"]:
            return True
    return False
