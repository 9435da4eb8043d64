"""Steps 11–15, 17 and 18 of the turn (§3.4); step 16, the mafkill, is in ``mafkill``."""

from __future__ import annotations

from .context import Act, Turn
from .ids import (
    CAMPBELL,
    GRACE,
    REPORTER,
    SHELBY_RANK,
    SMALL_HEATH,
    THOMAS,
    TOWNIE_GROUP,
    VISIT_ACTIVE,
    VISIT_ULT,
    WITCH,
)
from .status import active_john_toggle, add_layer, apparent
from .steps_early import begin, spend


def still_earlier_target(t: Turn, act: Act, known: str) -> bool:
    """Fatal Beating and Interrogation need a player the holder's АС reached before this step
    (this turn's included, G-PB-19); one accepted on this turn's АС that then did not reach
    him (blocked, redirected, immune) is refused now, and the УС is not spent."""
    if act.targets[0] in t.data.get(known, []):
        return True
    t.record.reject(
        "actor",
        act.actor,
        "invalid-target",
        "actions",
        act.index,
        ability=act.ability,
        targets=list(act.submitted),
    )
    return False


def step11_lewis_and_dogs(t: Turn) -> None:
    """Lewis Gun kills a holder of an АС; Campbell's «псы» is registered even if he dies now (S11)."""
    ready = [a for a in t.acts_at(11) if begin(t, a)]  # simultaneous: decided before anyone dies
    for act in ready:
        if act.ability == "let-the-dogs":
            if not t.exited_before(t.holder(GRACE, alive=False)):
                t.record.reject(
                    "actor",
                    act.actor,
                    "not-available-yet",
                    "actions",
                    act.index,
                    ability=act.ability,
                    targets=[],
                )
                continue
            spend(t, act)
            t.forced_role = str(act.get("role"))
            t.note(f"Step 11: Campbell forces the mafkill onto the {t.forced_role}")
    for act in ready:
        if act.ability != "lewis-gun":
            continue
        x = act.targets[0]
        spend(t, act)
        t.visit(act.actor, x, VISIT_ULT)
        p = t.p(x)
        if p.alive and p.role in t.role_active and not p.fields.get("as_nullified"):
            t.note(f"Step 11: the Lewis Gun kills {x}")
            t.die(x, "lewis-gun")
        else:
            t.note(f"Step 11: the Lewis Gun on {x} does nothing (no АС) and burns")


def step12_licence(t: Turn) -> None:
    """«Лицензия»: flips the target's status until the end of the next turn."""
    for act in t.acts_at(12):
        if begin(t, act):
            x = act.targets[0]
            t.visit(act.actor, x, VISIT_ACTIVE)
            if t.alive(x):
                add_layer(t.state, "john", x, t.k)
                t.note(f"Step 12: John flips {x}'s status")


def step13_checks(t: Turn) -> None:
    """Campbell's check (a repeat shows the true status) and the Reporter's comparison."""
    for act in t.acts_at(13):
        if not begin(t, act):
            continue
        for x in act.targets:
            t.visit(act.actor, x, VISIT_ACTIVE)
        if any(not t.alive(x) for x in act.targets):
            t.result(act.actor, act.ability, act.targets, "no-result")
            continue
        if act.ability == "weapons-search":
            x = act.targets[0]
            checked = t.data.setdefault("campbell_checked", {}).setdefault(act.actor, [])
            true = str(t.p(x).fields.get("status_true"))
            outcome = true if x in checked else apparent(t.state, x, t.k, 13)
            if x not in checked:
                checked.append(x)
        else:
            a, b = act.targets
            same = apparent(t.state, a, t.k, 13) == apparent(t.state, b, t.k, 13)
            outcome = "same" if same else "different"
        t.result(act.actor, act.ability, act.targets, outcome)


def step14_ults(t: Turn) -> None:
    """Legal Business (after Campbell's or the Reporter's exit) and Just the Facts."""
    for act in t.acts_at(14):
        if not begin(t, act):
            continue
        if act.ability == "legal-business":
            gone = t.exited_before(t.holder(CAMPBELL, alive=False)) or t.exited_before(
                t.holder(REPORTER, alive=False)
            )
            if not gone:
                t.record.reject(
                    "actor",
                    act.actor,
                    "not-available-yet",
                    "actions",
                    act.index,
                    ability=act.ability,
                    targets=list(act.submitted),
                )
                continue
            spend(t, act)
            x = act.targets[0]
            t.visit(act.actor, x, VISIT_ULT)
            layer = active_john_toggle(t.state, x, t.k, 14)
            if layer is not None:
                layer["permanent"] = True
            t.note(
                f"Step 14: Legal Business on {x}: {'permanent' if layer else 'no active toggle, no effect'}"
            )
        else:
            spend(t, act)
            n = act.get("letter")
            letter = next(x for x in t.data.get("letters", []) if x["n"] == n)
            t.result(act.actor, act.ability, [], t.role_of(letter["author"]), letter=n)


def step15_beating_and_barmaid(t: Turn) -> None:
    """Fatal Beating nullifies an АС; the Barmaid kills (never Thomas; not a shielded townie)."""
    ready = [
        a
        for a in t.acts_at(15)
        if begin(t, a)
        and (a.ability != "fatal-beating" or still_earlier_target(t, a, "arthur_blocked"))
    ]
    for act in ready:
        x = act.targets[0]
        t.visit(act.actor, x, VISIT_ULT)
        if act.ability == "fatal-beating":
            if t.pub_effects.get(x) == "arthur-immunity":
                t.note(f"Step 15: Fatal Beating on {x} fails (pub); not spent")
                continue
            spend(t, act)
            t.p(x).fields["as_nullified"] = True
            t.note(f"Step 15: {x}'s АС is nullified for the rest of the game")
            continue
        role = t.role_of(x)
        if role in TOWNIE_GROUP and t.pub_effects.get(x) == "townie-shield":
            t.note(f"Step 15: the Barmaid on {x} fails (pub shield); not spent")
            continue
        spend(t, act)
        if role == THOMAS:
            t.note("Step 15: the Barmaid cannot kill Thomas Shelby; spent")
        elif t.alive(x):
            t.note(f"Step 15: the Barmaid kills {x}")
            t.die(x, "barmaid")


def step17_interrogation(t: Turn) -> None:
    """«Допрос»: the role of a player Moss patrolled earlier."""
    for act in t.acts_at(17):
        if begin(t, act) and still_earlier_target(t, act, "moss_patrolled"):
            spend(t, act)
            x = act.targets[0]
            if t.alive(x):
                t.visit(act.actor, x, VISIT_ULT)
            t.result(act.actor, act.ability, [x], t.role_of(x))


def visited_a_shelby(t: Turn, name: str, turn: int | None = None) -> bool:
    """Did ``name`` visit any Shelby (this turn only, or ever when ``turn`` is None)?"""
    shelbys = {p.name for p in t.state.players if p.role in SHELBY_RANK}
    return any(
        v[1] == name and v[2] in shelbys and (turn is None or v[0] == turn)
        for v in t.data.get("visits", [])
    )


def step18_purchases(t: Turn) -> None:
    """The Chinese Witch, then Small Heath; points are charged only when the purchase happens."""
    witch = t.team.get(WITCH)
    if witch is not None:
        s = witch.targets[0]
        if t.data.get("points", 0) < t.price(WITCH):
            outcome = "insufficient-points"
        else:
            t.data["points"] -= t.price(WITCH)
            t.data.setdefault("witch_used", []).append(s)
            nxt = t.data.setdefault("witch_next", {"turn": t.k + 1, "targets": []})
            if nxt.get("turn") != t.k + 1:
                nxt.update(turn=t.k + 1, targets=[])
            nxt["targets"].append(s)
            outcome = "ok"
        t.result("shelby", WITCH, [s], outcome)
    heath = t.team.get(SMALL_HEATH)
    if heath is not None:
        x = heath.targets[0]
        if t.data.get("points", 0) < t.price(SMALL_HEATH):
            outcome = "insufficient-points"
        else:
            t.data["points"] -= t.price(SMALL_HEATH)
            outcome = "yes" if visited_a_shelby(t, x) else "no"
            if outcome == "no":
                t.data.setdefault("heath_watch", []).append({"target": x, "since": t.k})
        t.result("shelby", SMALL_HEATH, [x], outcome)
