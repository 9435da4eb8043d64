"""Steps 1–9 of the turn (§3.4): Lee, the pub, Kimber, Grace, blocks, patrol, the vote factors."""

from __future__ import annotations

from .context import Act, Ballot, Turn
from .ids import (
    ACTIVE,
    BROTHERS,
    CAMPBELL,
    GRACE,
    KIMBER,
    KIMBER_EXEMPT,
    LEE,
    PUB_EFFECTS,
    THOMAS,
    TOWN_ACTIVES,
    TOWNIE_GROUP,
    VISIT_ACTIVE,
    VISIT_ULT,
    kind,
    step,
)


def visit_kind(t: Turn, act: Act) -> str:
    return VISIT_ACTIVE if kind(t.abilities[act.ability]) == ACTIVE else VISIT_ULT


def begin(t: Turn, act: Act) -> bool:
    """May ``act`` resolve now? Dead or blocked actors do nothing (R-PB-ORDER b);
    a spent УС is rejected at its own step; Kimber's shot players fail on him (R-PB-ORDER d)."""
    active = kind(t.abilities[act.ability]) == ACTIVE
    if not t.alive(act.actor):
        t.note(
            f"{act.actor} is dead by step {step(t.abilities[act.ability])}: {act.ability} does nothing"
        )
        return False
    if active and act.actor in t.blocked:
        t.note(f"{act.actor} is blocked: {act.ability} does nothing (no visit, no result)")
        return False
    if not active and int(t.p(act.actor).fields.get("ult_uses_left") or 0) <= 0:
        t.record.reject(
            "actor",
            act.actor,
            "ability-spent",
            "actions",
            act.index,
            ability=act.ability,
            targets=list(act.submitted),
        )
        return False
    kimber = t.holder(KIMBER)
    if (
        kimber in act.targets
        and act.actor in t.data.get("kimber_shot", [])
        and act.ability not in KIMBER_EXEMPT
    ):
        t.note(f"{act.actor} is one of Kimber's shot players: {act.ability} on Kimber fails")
        t.result(act.actor, act.ability, act.targets, "no-result")
        # neither blocked nor rejected: the attempt is still a visit (§3.5), and a УС is not spent
        for target in act.targets:
            t.visit(act.actor, target, visit_kind(t, act))
        return False
    return True


def spend(t: Turn, act: Act) -> None:
    """R-PB-US-BURN: a УС that resolved is spent, whatever its effect."""
    fields = t.p(act.actor).fields
    fields["ult_uses_left"] = max(0, int(fields.get("ult_uses_left") or 0) - 1)


def step1_lee(t: Turn) -> None:
    """«Союз с Ли»: 3 points recharge a spent УС of Polly, Arthur or John (not Thomas)."""
    act = t.team.get(LEE)
    if act is None:
        return
    target = act.targets[0]
    p = t.p(target)
    if (
        not p.alive
        or p.role == THOMAS
        or p.role not in t.role_ult
        or int(p.fields.get("ult_uses_left") or 0) > 0
    ):
        outcome = "invalid"
    elif t.data.get("points", 0) < t.price(LEE):
        outcome = "insufficient-points"
    else:
        t.data["points"] -= t.price(LEE)
        p.fields["ult_uses_left"] = 1
        outcome = "ok"
    t.note(f"Step 1: «Союз с Ли» on {target}: {outcome}")
    t.result("shelby", LEE, [target], outcome)


def pub_options(t: Turn, name: str) -> list[str]:
    """The pub effects ``name`` qualifies for, in the seed's order (§3.9)."""
    p = t.p(name)
    left = p.fields.get("ult_uses_left")
    out = []
    for effect in PUB_EFFECTS:
        if (
            effect == "mafkill-immunity"
            and p.role != KIMBER
            or effect == "recharge"
            and p.role in t.role_ult
            and p.role != GRACE
            and left == 0
            or effect == "arthur-immunity"
            and (p.role in TOWN_ACTIVES or p.role == KIMBER)
            and (left or 0) > 0
            or effect == "townie-shield"
            and p.role in TOWNIE_GROUP
        ):
            out.append(effect)
    return out


def step2_pub(t: Turn) -> None:
    """«Гарнизон»: one visit per game, a point to the Shelbys, one effect chosen by the moderator."""
    for name in t.pubs:
        t.p(name).fields["pub_used"] = True
        t.data["points"] = t.data.get("points", 0) + 1
        options = pub_options(t, name)
        if not options:
            t.note(f"Step 2: {name} visits the pub (no effect applies)")
            continue
        effect = t.draws.moderator_choice(f"pub-effect-{name}", options, options[0])
        t.pub_effects[name] = effect
        if effect == "recharge":
            t.p(name).fields["ult_uses_left"] = 1
        elif effect == "arthur-immunity":
            t.data.setdefault("letters_next", []).append(name)
        t.note(f"Step 2: {name} visits the pub: {effect}")


def step3_kimber_ult(t: Turn) -> None:
    """«3 выстрела»: the die picks two of three; Kimber's status turns negative."""
    for act in t.acts_at(3):
        if not begin(t, act):
            continue
        shot = t.draws.sample("kimber-dice", act.targets, 2)
        known = t.data.setdefault("kimber_shot", [])
        known.extend(x for x in shot if x not in known)
        t.state.exported["kimber_shot"] = list(known)
        t.p(act.actor).fields["status_true"] = "negative"
        spend(t, act)
        for target in act.targets:
            t.visit(act.actor, target, VISIT_ULT)
        t.result(act.actor, act.ability, act.targets, shot)
        t.note(f"Step 3: Kimber shoots {', '.join(act.targets)}; the die picks {', '.join(shot)}")


def step4_grace(t: Turn) -> None:
    """«Тайный агент» is registered now; the report comes from the visit log at the end."""
    for act in t.acts_at(4):
        if begin(t, act):
            t.visit(act.actor, act.targets[0], VISIT_ACTIVE)
            t.data["grace_watch"] = {"actor": act.actor, "target": act.targets[0]}


def step5_kimber_redirect(t: Turn) -> None:
    """«Все работают на меня»: the target's later АС goes to the chosen player (G-PB-22: the first of two)."""
    for act in t.acts_at(5):
        if not begin(t, act):
            continue
        x, to = act.targets[0], str(act.get("redirect_to"))
        t.visit(act.actor, x, VISIT_ACTIVE)
        ability = t.role_active.get(t.role_of(x))
        victim = t.acts.get((x, ability or ""))
        if victim is None or step(t.abilities[victim.ability]) <= 5:
            t.note(f"Step 5: Kimber redirects {x}, who has no later АС: nothing to redirect")
            continue
        victim.targets[0] = to
        t.note(f"Step 5: Kimber redirects {x}'s {victim.ability} onto {to}")


def step6_arthur(t: Turn) -> None:
    """«Избить до полусмерти»: blocks the target's АС at later steps; never Campbell."""
    for act in t.acts_at(6):
        if not begin(t, act):
            continue
        y = act.targets[0]
        t.visit(act.actor, y, VISIT_ACTIVE)
        if not t.alive(y) or t.role_of(y) == CAMPBELL or t.pub_effects.get(y) == "arthur-immunity":
            t.note(f"Step 6: Arthur beats {y}: no effect")
            continue
        t.blocked.add(y)
        blocked = t.data.setdefault("arthur_blocked", [])
        if y not in blocked:
            blocked.append(y)
        t.state.exported["arthur_blocked"] = list(blocked)
        t.note(f"Step 6: Arthur blocks {y}'s АС")


def step7_moss(t: Turn) -> None:
    """«Патруль»: protects the target (or the executor's victim) from the mafkill."""
    for act in t.acts_at(7):
        if not begin(t, act):
            continue
        z = act.targets[0]
        t.visit(act.actor, z, VISIT_ACTIVE)
        if t.alive(z):
            t.patrolled = z
            known = t.data.setdefault("moss_patrolled", [])
            if z not in known:
                known.append(z)
            t.state.exported["moss_patrolled"] = list(known)
            t.note(f"Step 7: Moss patrols {z}")


def step8_vote_factors(t: Turn) -> None:
    """Thomas's substituted (or forced, G-PB-13) vote and Polly's stuffed ballot."""
    for act in t.acts_at(8):
        if not begin(t, act):
            continue
        target = act.targets[0]
        t.visit(act.actor, target, VISIT_ACTIVE)
        if act.ability == "persuasive-request":
            _substitute(t, target, str(act.get("vote_for")))
        elif t.pub_effects.get(target) == "townie-shield":
            t.note(f"Step 8: Polly's stuffed ballot on {target} fails (pub shield)")
        else:
            iron = any(not p.alive for p in t.state.players if p.role in BROTHERS)
            t.ballots.append(Ballot(None, target, weight=2 if iron else 1, stuffed=True))
            t.note(f"Step 8: Polly stuffs {2 if iron else 1} vote(s) against {target}")


def _substitute(t: Turn, voter: str, vote_for: str) -> None:
    if voter in t.abstained:
        t.note(f"Step 8: {voter} used «не судить»: Thomas's request does nothing")
        return
    ballot = next((b for b in t.ballots if b.voter == voter and not b.stuffed), None)
    if ballot is None:
        t.ballots.append(Ballot(voter, vote_for, order=None, substituted=True))
        t.note(f"Step 8: Thomas makes {voter} (no ballot) vote {vote_for}")
    else:
        ballot.target = vote_for
        ballot.substituted = True
        t.note(f"Step 8: Thomas changes {voter}'s vote to {vote_for}")
    t.substituted.append(voter)


def step9_ticket(t: Turn) -> None:
    """«Билет на поезд»: the target cannot be seated this turn."""
    for act in t.acts_at(9):
        if not begin(t, act):
            continue
        spend(t, act)
        t.visit(act.actor, act.targets[0], VISIT_ULT)
        t.ticket = act.targets[0]
        t.note(f"Step 9: Polly's ticket saves {t.ticket} from seating")
