"""Steps 11–15, 17 and 18 of the turn (§3.4); step 16, the mafkill, is in ``mafkill``."""

from __future__ import annotations

from typing import Any

from ...engine.model import Player
from ..night import NightAction, NightContext
from ..steps.investigate import investigate
from .context import Turn
from .ids import (
    ACTIVE,
    SMALL_HEATH,
    THOMAS,
    WITCH,
    holders,
    shelby_rank,
)
from .status import active_john_toggle, add_layer, apparent
from .steps_early import begin, go, spend


def still_earlier_target(t: Turn, act: NightAction) -> bool:
    """Fatal Beating and Interrogation need a player the holder's АС reached before this step
    (setup.toml ``earlier``: the list it keeps; this turn's included, G-PB-19); one accepted
    on this turn's АС that then did not reach him (blocked, redirected, immune) is refused
    now, and the УС is not spent."""
    earlier = t.abilities[act.ability].extra.get("earlier")
    if earlier is None or act.final_targets[0] in t.state.data.get(earlier["list"], []):
        return True
    t.refuse(act, "invalid-target")
    return False


def available(t: Turn, act: NightAction) -> bool:
    """A УС of setup.toml ``after_exit`` is available from the turn after one of those
    roles left the game (Campbell's dogs: Grace; Legal Business: Campbell or the Reporter);
    before, it is refused and not spent."""
    after = t.abilities[act.ability].extra.get("after_exit", ())
    if not after or any(t.exited_before(t.holder(role, alive=False)) for role in after):
        return True
    t.refuse(act, "not-available-yet")
    return False


def step11_lewis_and_dogs(t: Turn) -> None:
    """Lewis Gun kills a holder of an АС; Campbell's «псы» is registered even if he dies now (S11)."""
    # simultaneous: decided before anyone dies
    ready = [a for a in t.at_step(11) if begin(t, a)]
    for act in ready:
        if act.ability == "let-the-dogs" and available(t, act):
            spend(t, act)
            t.forced_role = str(act.extra.get("role"))
            t.trace("Step 11: Campbell forces the mafkill onto the {role}", role=t.forced_role)
    for act in ready:
        if act.ability != "lewis-gun":
            continue
        x = act.final_targets[0]
        spend(t, act)
        t.perform(act)
        p = t.state.player(x)
        if p.alive and p.role in holders(t.abilities, ACTIVE) and not p.fields.get("as_nullified"):
            t.trace("Step 11: the Lewis Gun kills {target}", target=x)
            t.die(x, "lewis-gun")
        else:
            t.trace("Step 11: the Lewis Gun on {target} does nothing (no АС) and burns", target=x)


def step12_licence(t: Turn) -> None:
    """«Лицензия»: flips the target's status until the end of the next turn."""
    for act in t.at_step(12):
        if go(t, act):
            x = act.final_targets[0]
            if t.state.is_alive(x):
                add_layer(t.state, "john", x, t.k)
                t.trace("Step 12: John flips {target}'s status", target=x)


def weapons_search(ctx: NightContext, act: NightAction, x: Player) -> Any:
    """Campbell's check reads the apparent status; a repeat check of X the true one (§3.8)."""
    state = ctx.state
    if not x.alive:
        return "no-result"
    checked = state.data.setdefault("campbell_checked", {}).setdefault(act.actor, [])
    k = int(ctx.record.id[1:])
    outcome = (
        str(x.fields.get("status_true")) if x.name in checked else apparent(state, x.name, k, 13)
    )
    if x.name not in checked:
        checked.append(x.name)
    return outcome


def newspaper_feature(ctx: NightContext, act: NightAction, x: Player) -> Any:
    """The Reporter compares the apparent statuses of the pair actually reached (G-PB-22)."""
    if any(not ctx.state.is_alive(n) for n in act.final_targets):
        return "no-result"
    k = int(ctx.record.id[1:])
    a, b = (apparent(ctx.state, n, k, 13) for n in act.final_targets)
    return "same" if a == b else "different"


def step13_checks(t: Turn) -> None:
    """Campbell's check and the Reporter's comparison: the shared investigation step (all
    performed, then each reported; a blocked or dead actor is told nothing, G-PB-39)."""
    readers = {"weapons-search": weapons_search, "newspaper-feature": newspaper_feature}
    investigate(
        t, t.at_step(13), readers, admit=lambda a: begin(t, a), stoppable=False, silent=True
    )


def step14_ults(t: Turn) -> None:
    """Legal Business (after Campbell's or the Reporter's exit) and Just the Facts."""
    for act in t.at_step(14):
        if not begin(t, act) or not available(t, act):
            continue
        spend(t, act)
        if act.ability == "legal-business":
            t.perform(act)
            x = act.final_targets[0]
            layer = active_john_toggle(t.state, x, t.k, 14)
            if layer is not None:
                layer["permanent"] = True
                t.trace("Step 14: Legal Business on {target}: permanent", target=x)
            else:
                t.trace(
                    "Step 14: Legal Business on {target}: no active toggle, no effect", target=x
                )
        else:
            n = act.extra.get("letter")
            letter = next(x for x in t.state.data.get("letters", []) if x["n"] == n)
            t.result(act, t.state.player(letter["author"]).role, letter=n)


def step15_beating_and_barmaid(t: Turn) -> None:
    """Fatal Beating nullifies an АС; the Barmaid kills (never Thomas; not a shielded townie)."""
    ready = [a for a in t.at_step(15) if begin(t, a) and still_earlier_target(t, a)]
    for act in ready:
        x = act.final_targets[0]
        t.perform(act)
        if act.ability == "fatal-beating":
            if t.pub_effects.get(x) == "arthur-immunity":
                t.trace("Step 15: Fatal Beating on {target} fails (pub); not spent", target=x)
                continue
            spend(t, act)
            t.state.player(x).fields["as_nullified"] = True
            t.trace("Step 15: {target}'s АС is nullified for the rest of the game", target=x)
            continue
        role = t.state.player(x).role
        if role in t.townies and t.pub_effects.get(x) == "townie-shield":
            t.trace("Step 15: the Barmaid on {target} fails (pub shield); not spent", target=x)
            continue
        spend(t, act)
        if role == THOMAS:
            t.trace("Step 15: the Barmaid cannot kill Thomas Shelby; spent")
        elif t.state.is_alive(x):
            t.trace("Step 15: the Barmaid kills {target}", target=x)
            t.die(x, "barmaid")


def step17_interrogation(t: Turn) -> None:
    """«Допрос»: the role of a player Moss patrolled earlier."""
    for act in t.at_step(17):
        if begin(t, act) and still_earlier_target(t, act):
            spend(t, act)
            x = act.final_targets[0]
            if t.state.is_alive(x):
                t.perform(act)
            t.result(act, t.state.player(x).role)


def visited_a_shelby(t: Turn, name: str, turn: int | None = None) -> bool:
    """Did ``name`` visit any Shelby (this turn only, or ever when ``turn`` is None)?"""
    ranked = shelby_rank(t.rules.definition.get("roles", {}))
    shelbys = {p.name for p in t.state.players if p.role in ranked}
    return any(
        v[1] == name and v[2] in shelbys and (turn is None or v[0] == turn) for v in t.all_visits()
    )


def step18_purchases(t: Turn) -> None:
    """The Chinese Witch, then Small Heath; points are charged only when the purchase happens."""
    witch = t.team.get(WITCH)
    if witch is not None:
        s = witch.final_targets[0]
        if not t.pay(WITCH):
            outcome = "insufficient-points"
        else:
            t.state.data.setdefault("witch_used", []).append(s)
            nxt = t.state.data.setdefault("witch_next", {"turn": t.k + 1, "targets": []})
            if nxt.get("turn") != t.k + 1:
                nxt.update(turn=t.k + 1, targets=[])
            nxt["targets"].append(s)
            outcome = "ok"
        t.record.add_result("shelby", WITCH, [s], outcome)
    heath = t.team.get(SMALL_HEATH)
    if heath is not None:
        x = heath.final_targets[0]
        if not t.pay(SMALL_HEATH):
            outcome = "insufficient-points"
        else:
            outcome = "yes" if visited_a_shelby(t, x) else "no"
            if outcome == "no":
                t.state.data.setdefault("heath_watch", []).append({"target": x, "since": t.k})
        t.record.add_result("shelby", SMALL_HEATH, [x], outcome)
