"""Peaky's own moderator entries (G-PB-30, G-PB-36): АС bans and an inactive Shelby's turn."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.errors import ScriptError
from ...engine.model import PhaseInput
from .context import Turn
from .ids import SHELBY

ENTRIES = frozenset({"ban", "inactive"})


def _ban_spec(entry: Mapping[str, Any], where: str) -> Mapping[str, Any]:
    spec = entry.get("ban")
    if isinstance(spec, str):
        spec = {"player": spec}
    if not isinstance(spec, Mapping) or not isinstance(spec.get("player"), str):
        raise ScriptError(
            f'{where}: ban needs a table {{ player = "Name", ability = "id", turns = n }}'
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
            raise ScriptError(f"{where}: {name!r} is not a player")


def apply(t: Turn) -> None:
    """Record this turn's inactive Shelbys and any new bans (after modkills and replacements)."""
    where = f"phase {t.inp.id}: moderator"
    for entry in t.inp.moderator:
        if "inactive" in entry:
            name = str(entry["inactive"])
            if not t.alive(name) or t.p(name).alignment != SHELBY:
                raise ScriptError(
                    f"{where}: inactive = {name!r}: only a living Shelby's turn can be refused"
                )
            t.inactive.add(name)
            t.note(f"Moderator: {name} was inactive; his entries this turn are not accepted")
        elif "ban" in entry:
            spec = _ban_spec(entry, where)
            turns = spec.get("turns")
            until = None if turns is None else t.k + int(turns) - 1
            t.data.setdefault("bans", []).append(
                {"player": spec["player"], "ability": spec.get("ability"), "until": until}
            )
            t.note(
                f"Moderator: {spec['player']}'s АС is banned until {until or 'the end of the game'}"
            )


def banned(t: Turn, actor: str, ability: str) -> bool:
    """Is ``actor``'s АС ``ability`` under a moderator's ban this turn?"""
    for ban in t.data.get("bans", []):
        if ban["player"] != actor or ban["ability"] not in (None, ability):
            continue
        if ban["until"] is None or t.k <= ban["until"]:
            return True
    return False
