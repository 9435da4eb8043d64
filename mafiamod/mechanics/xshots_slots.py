"""X-SHOTS night submissions: the JOAT declarations (B.3.6-7) beside the accepted actions.

The actions themselves go through the phase loop (validation by the ``[abilities]`` spec,
one action slot per player, one kill slot for the Mafia, and while two or more mafiosi
live one mafioso cannot hold the kill and an action: their slots say so). What is left
here is the JOAT: a declaration is not an action for that rule, one modifier a player a
night, one user a modifier, and a Strongman or Ninja goes with its entry when that entry
is replaced.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..engine.errors import ScriptError
from ..engine.model import Action, GameState, PhaseInput, PhaseRecord
from .night import NightAction
from .superseded import SUPERSEDED, record_superseded
from .xshots_joat import ACTIVE, MODIFIERS, Declaration, used_at_start
from .xshots_pools import MAFIA


class Submissions(NamedTuple):
    """The night's final entries: accepted actions and JOAT declarations, in posting order."""

    actions: list[NightAction]
    declarations: list[Declaration]


def action_entries(inp: PhaseInput) -> list[tuple[int, Action]]:
    """The entries that name an ability (a bare JOAT declaration names none)."""
    return [(i, a) for i, a in enumerate(inp.actions) if a.ability is not None]


def read_declarations(
    state: GameState,
    inp: PhaseInput,
    counted: Sequence[tuple[int, Action]],
    record: PhaseRecord,
) -> Submissions:
    """The night's declarations, read in posting order after the phase loop accepted the
    ``counted`` actions; the superseded list then covers declarations too."""
    refused = {r.index for r in record.rejected if r.list_name == "actions"}
    for rejection in record.rejected:  # a refused entry's JOAT goes with it (B.3.7)
        if rejection.list_name == "actions" and inp.actions[rejection.index].get("joat"):
            rejection.details["joat"] = inp.actions[rejection.index].get("joat")
    kept = {i: NightAction.accept(i, a) for i, a in counted}
    accepted = [i for i, _ in action_entries(inp) if i not in refused]
    used = used_at_start(state)
    decls: dict[str, Declaration] = {}
    for index, action in enumerate(inp.actions):
        modifier = action.get("joat")
        if modifier is None or index in refused:
            continue  # a JOAT on an invalid entry went with it
        if not state.is_alive(action.actor):
            record.reject_action(index, action, "actor-dead", joat=modifier)
            continue
        problem = _problem(state, action.actor, str(modifier), action.ability is None, used)
        if problem:
            details = {"ability": action.ability, "targets": list(action.targets)}
            record.reject(
                "actor",
                action.actor,
                "joat",
                "joat",
                index,
                **details,
                joat=modifier,
                detail=problem,
            )
            continue
        if action.ability is None:
            accepted.append(index)
        # one modifier per player a night, and one user per modifier: the later one counts
        decls = {u: d for u, d in decls.items() if u != action.actor and d.modifier != modifier}
        decls[action.actor] = Declaration(action.actor, str(modifier), index)
    out = []
    for decl in decls.values():  # in posting order
        if decl.modifier in ACTIVE:
            decl.action = kept.get(decl.index)
            if decl.action is None:
                record.note(
                    "{user}'s {modifier} goes with its replaced entry #{n}",
                    user=decl.user,
                    modifier=decl.modifier,
                    n=decl.index + 1,
                )
                continue
        out.append(decl)
    record.extra.pop(SUPERSEDED, None)
    record_superseded(record, accepted, [*kept, *(d.index for d in out)])
    _in_entry_order(record)
    return Submissions(list(kept.values()), out)


def _in_entry_order(record: PhaseRecord) -> None:
    """The refused actions and declarations in posting order (one refusal an entry), the
    other refusals where they were."""
    places = [i for i, r in enumerate(record.rejected) if r.list_name in ("actions", "joat")]
    ordered = sorted((record.rejected[i] for i in places), key=lambda r: r.index)
    for place, rejection in zip(places, ordered, strict=True):
        record.rejected[place] = rejection


def _problem(state: GameState, user: str, modifier: str, bare: bool, used: set[str]) -> str | None:
    if state.player(user).alignment != MAFIA:
        return "not-mafia"
    if modifier in used:
        return "used"
    if modifier in ACTIVE and bare:
        return "no-action"
    return None


def check_joat_values(inp: PhaseInput) -> None:
    """The script errors of a night's JOAT fields: an unknown modifier, an entry with nothing."""
    for index, action in enumerate(inp.actions):
        joat = action.get("joat")
        if joat is not None and joat not in MODIFIERS:
            raise ScriptError(
                "phase {phase}: entry #{n}: joat {joat!r} is not one of {modifiers}",
                phase=inp.id,
                n=index + 1,
                joat=joat,
                modifiers=", ".join(MODIFIERS),
            )
        if action.ability is None and joat is None:
            raise ScriptError(
                "phase {phase}: entry #{n} of {actor} has neither ability nor joat",
                phase=inp.id,
                n=index + 1,
                actor=action.actor,
            )
