"""A Ghoul Duel night: ghoul actions, the optional night kill along its ghoul chain,
spent shots, and (on odd nights) the duel choice with its backups and draws."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ...engine.model import Action, GameState, PhaseInput, PhaseRecord
from ...engine.rng import Draws
from ...engine.ruleset import Ruleset
from ..deaths import flip, kill
from ..superseded import record_superseded
from .chain import GHOUL, powers_used, walk
from .duel import DUEL_CHOICE, pick_side, read_choices

FACTIONAL_KILL = "factional-kill"


@dataclass
class NightOrders:
    """The valid entries of a night: ghoul targets, the kill order, the duel entries."""

    ghouls: dict[str, str] = field(default_factory=dict)  # ghoul -> target (last entry wins)
    kill: Action | None = None
    duel_entries: list[tuple[int, Action]] = field(default_factory=list)


def is_duel_night(phase_id: str) -> bool:
    """Odd nights (N1, N3, …) are duel nights."""
    return phase_id.startswith("N") and int(phase_id[1:]) % 2 == 1


def read_orders(
    state: GameState,
    inp: PhaseInput,
    record: PhaseRecord,
    refuse: Callable[[Action], str | None],
) -> NightOrders:
    """Sort the night's entries; ``refuse`` (the ruleset's validation) names why an entry
    is illegal. The last ghoul order per ghoul and the last kill order count."""
    orders = NightOrders()
    accepted: list[int] = []  # ghoul and kill orders (duel entries merge, so none is replaced)
    counted: dict[str, int] = {}  # the entry that counts: by ghoul, and "" for the kill
    for index, action in enumerate(inp.actions):
        reason = refuse(action)
        if reason is not None:
            record.reject_action(index, action, reason)
        elif action.ability == GHOUL:
            orders.ghouls[action.actor] = action.targets[0]
            accepted.append(index)
            counted[action.actor] = index
        elif action.ability == FACTIONAL_KILL:
            orders.kill = action
            accepted.append(index)
            counted[""] = index
        elif action.ability == DUEL_CHOICE:
            orders.duel_entries.append((index, action))
    record_superseded(record, accepted, counted.values())
    return orders


def entry_refusal(state: GameState, inp: PhaseInput, action: Action) -> str | None:
    """Ghoul Duel's own limit once the spec is met (the kill's town target included, §2.1:
    ``target_factions``): the duel choice only on a duel night."""
    if action.ability == DUEL_CHOICE and not is_duel_night(inp.id):
        return "not-duel-night"
    return None


def resolve_night(
    ruleset: Ruleset,
    state: GameState,
    inp: PhaseInput,
    draws: Draws,
    record: PhaseRecord,
    refuse: Callable[[Action], str | None],
) -> list[dict[str, Any]]:
    """Resolve one (not skipped) night; returns the flips of the dead for the night post."""
    orders = read_orders(state, inp, record, refuse)
    # the duel choice is judged against the night-start state, before anyone dies
    chosen = read_choices(state, orders.duel_entries, record) if is_duel_night(inp.id) else {}
    flips: list[dict[str, Any]] = []
    chain: list[str] = []
    if orders.kill is not None:
        target = orders.kill.targets[0]
        chain = walk(target, orders.ghouls)
        victim = chain[-1]
        for ghoul, nxt in zip(chain, chain[1:], strict=False):
            record.note(f"{ghoul} would die; their ghoul power sends the death to {nxt}")
        if victim in orders.ghouls:  # only a cycle ends at a ghoul with an action
            record.note(f"{victim}'s ghoul power leads back to {victim}: it has no effect")
        cause = FACTIONAL_KILL if victim == target else "ghoul-redirect"
        kill(ruleset, state, victim, cause, record)
        flips.append(flip(ruleset, state, victim))
        record.note(f"Mafia {orders.kill.actor} attacked {target}; {victim} dies ({cause})")
        record.extra["kill"] = {
            "target": target,
            "chain": chain,
            "victim": victim,
            "result": "killed",
        }
    else:
        record.note("No night kill was ordered")
        record.extra["kill"] = {"result": "no-kill"}
    spent = (
        list(orders.ghouls)
        if state.config.get("ghoul_shot", "on-submit") == "on-submit"
        else [g for g in powers_used(chain) if g in orders.ghouls]
    )
    for ghoul in spent:
        player = state.player(ghoul)
        player.shots = max(0, (player.shots or 0) - 1)
    if spent:
        record.note(f"Ghoul shots spent: {', '.join(state.order_names(spent))}")
    if is_duel_night(inp.id):
        mafia = pick_side(state, chosen, "mafia", draws, record)
        town = pick_side(state, chosen, "town", draws, record)
        record.extra["duel"] = {"mafia": mafia, "town": town}
        state.data["duel"] = {
            "mafia": mafia,
            "town": town,
            "mafia_backup": chosen.get("mafia_backup"),
            "town_backup": chosen.get("town_backup"),
        }
        record.note(f"Duel for the next day: mafia {mafia}, town {town}")
    return flips
