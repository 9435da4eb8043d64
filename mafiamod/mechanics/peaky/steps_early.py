"""Steps 1–9 of the turn (§3.4): Lee, the pub, Kimber, Grace, blocks, patrol, the vote factors."""

from __future__ import annotations

from ..game_lists import remember
from ..night import NightAction
from ..steps.block import block
from ..steps.protect import protect
from ..steps.redirect import redirect_actions
from .context import Ballot, Turn
from .ids import (
    ACTIVE,
    CAMPBELL,
    KIMBER,
    LEE,
    PATROL,
    POINTS,
    PUB_EFFECTS,
    THOMAS,
    ULT,
    holders,
    kind,
    pub_recharges,
    ult_of,
)
from .tally import stuffed_votes


def begin(t: Turn, act: NightAction) -> bool:
    """May ``act`` resolve now? Dead actors do nothing, nor blocked ones' АС (R-PB-ORDER b:
    the shared context's block); a spent УС is rejected at its own step; Kimber's shot
    players fail on him (R-PB-ORDER d), though the attempt is still a visit."""
    active = kind(t.abilities[act.ability]) == ACTIVE
    if not t.state.is_alive(act.actor):
        t.trace(
            "{actor} is dead by step {step}: {ability} does nothing",
            actor=act.actor,
            step=t.steps[act.ability],
            ability=act.ability,
        )
        return False
    if active and t.stop_if_blocked(act):
        return False  # no visit, no result (G-PB-39)
    if not active and int(t.state.player(act.actor).fields.get("ult_uses_left") or 0) <= 0:
        t.refuse(act, "ability-spent")
        return False
    if t.fails_on_kimber(act.actor, act.ability, act.final_targets):
        t.trace(
            "{actor} is one of Kimber's shot players: {ability} on Kimber fails",
            actor=act.actor,
            ability=act.ability,
        )
        t.result(act, "no-result")
        # neither blocked nor rejected: the attempt is still a visit (§3.5), and a УС is not spent
        t.perform(act)
        return False
    return True


def go(t: Turn, act: NightAction) -> bool:
    """:func:`begin`, and then the action happens: it visits its final targets (§3.5)."""
    return t.proceeds(act, lambda a: begin(t, a), stoppable=False)


def spend(t: Turn, act: NightAction) -> None:
    """R-PB-US-BURN: a УС that resolved is spent, whatever its effect."""
    fields = t.state.player(act.actor).fields
    fields["ult_uses_left"] = max(0, int(fields.get("ult_uses_left") or 0) - 1)


def step1_lee(t: Turn) -> None:
    """«Союз с Ли»: 3 points recharge a spent УС of Polly, Arthur or John (not Thomas)."""
    act = t.team.get(LEE)
    if act is None:
        return
    target = act.final_targets[0]
    p = t.state.player(target)
    if (
        not p.alive
        or p.role == THOMAS
        or p.role not in holders(t.abilities, ULT)
        or int(p.fields.get("ult_uses_left") or 0) > 0
    ):
        outcome = "invalid"
    elif not t.pay(LEE):
        outcome = "insufficient-points"
    else:
        p.fields["ult_uses_left"] = 1
        outcome = "ok"
    t.trace("Step 1: «Союз с Ли» on {target}: {outcome}", target=target, outcome=outcome)
    t.record.add_result("shelby", LEE, [target], outcome)


def pub_options(t: Turn, name: str) -> list[str]:
    """The pub effects ``name`` qualifies for, in the seed's order (§3.9)."""
    p = t.state.player(name)
    left, ult = p.fields.get("ult_uses_left"), ult_of(t.abilities, p.role)
    qualifies = {
        "mafkill-immunity": p.role != KIMBER,
        "recharge": ult is not None and pub_recharges(ult) and left == 0,
        # «ролевой игрок с целой УС»: only УС holders count uses
        "arthur-immunity": (left or 0) > 0,
        "townie-shield": p.role in t.townies,
    }
    return [effect for effect in PUB_EFFECTS if qualifies[effect]]


def step2_pub(t: Turn) -> None:
    """«Гарнизон»: one visit per game, a point to the Shelbys, one effect chosen by the moderator."""
    for name in t.pubs:
        t.state.player(name).fields["pub_used"] = True
        t.points.change(POINTS, 1)
        options = pub_options(t, name)
        if not options:
            t.trace("Step 2: {name} visits the pub (no effect applies)", name=name)
            continue
        effect = t.draws.moderator_choice(f"pub-effect-{name}", options, options[0])
        t.pub_effects[name] = effect
        if effect == "recharge":
            t.state.player(name).fields["ult_uses_left"] = 1
        elif effect == "arthur-immunity":
            t.state.data.setdefault("letters_next", []).append(name)
        t.trace("Step 2: {name} visits the pub: {effect}", name=name, effect=effect)


def step3_kimber_ult(t: Turn) -> None:
    """«3 выстрела»: the die picks two of three; Kimber's status turns negative."""
    for act in t.at_step(3):
        if not go(t, act):
            continue
        shot = t.draws.sample("kimber-dice", act.final_targets, 2)
        for name in shot:
            remember(t.state, "kimber_shot", name)
        t.state.player(act.actor).fields["status_true"] = "negative"
        spend(t, act)
        t.result(act, shot)
        t.trace(
            "Step 3: Kimber shoots {targets}; the die picks {shot}",
            targets=", ".join(act.final_targets),
            shot=", ".join(shot),
        )


def step4_grace(t: Turn) -> None:
    """«Тайный агент» is registered now; the report comes from the visit log at the end."""
    for act in t.at_step(4):
        if go(t, act):
            t.state.data["grace_watch"] = {"actor": act.actor, "target": act.final_targets[0]}


def step5_kimber_redirect(t: Turn) -> None:
    """«Все работают на меня»: the shared Redirector; the target's АС of a later step goes
    to the chosen player (its first target, G-PB-22)."""

    def later_active(a: NightAction) -> bool:
        return kind(t.abilities[a.ability]) == ACTIVE and t.steps[a.ability] > 5

    redirect_actions(
        t,
        t.at_step(5),
        to=lambda a: str(a.extra.get("redirect_to")),
        moves=later_active,
        admit=lambda a: begin(t, a),
    )


def step6_arthur(t: Turn) -> None:
    """«Избить до полусмерти»: the shared block of the target's АС at later steps; never
    Campbell, nor a pub visitor with arthur-immunity (the beating still visits them)."""

    def immune(act: NightAction) -> bool:
        y = act.final_targets[0]
        return (
            not t.state.is_alive(y)
            or t.state.player(y).role == CAMPBELL
            or t.pub_effects.get(y) == "arthur-immunity"
        )

    for act in block(t, t.at_step(6), admit=lambda a: begin(t, a), immune=immune):
        if not immune(act):
            remember(t.state, "arthur_blocked", act.final_targets[0])


def step7_moss(t: Turn) -> None:
    """«Патруль»: the shared protection (a ``patrol`` token) of the target from the mafkill,
    which also reads a patrolled executor (§3.7)."""
    admitted: list[NightAction] = []

    def admit(act: NightAction) -> bool:
        if not begin(t, act):
            return False  # a shot Moss's patrol of Kimber visits him, protects nobody
        admitted.append(act)
        return True

    protect(t, t.at_step(7), kind=PATROL, admit=admit, stoppable=False)
    for act in admitted:
        if t.state.is_alive(act.final_targets[0]):
            remember(t.state, "moss_patrolled", act.final_targets[0])


def step8_vote_factors(t: Turn) -> None:
    """Thomas's substituted (or forced, G-PB-13) vote and Polly's stuffed ballot."""
    for act in t.at_step(8):
        if not go(t, act):
            continue
        target = act.final_targets[0]
        if act.ability == "persuasive-request":
            _substitute(t, target, str(act.extra.get("vote_for")))
        elif t.pub_effects.get(target) == "townie-shield":
            # §3.6: a stuffed ballot blocked by the shield is in the moderator's view, uncounted
            votes = stuffed_votes(t.state, t.abilities[act.ability])
            t.ballots.append(Ballot(None, target, weight=votes, counted=False, stuffed=True))
            t.trace("Step 8: Polly's stuffed ballot on {target} fails (pub shield)", target=target)
        else:
            votes = stuffed_votes(t.state, t.abilities[act.ability])
            t.ballots.append(Ballot(None, target, weight=votes, stuffed=True))
            t.trace(
                "Step 8: Polly stuffs {count} vote(s) against {target}", count=votes, target=target
            )


def _substitute(t: Turn, voter: str, vote_for: str) -> None:
    if voter in t.abstained:
        t.trace("Step 8: {voter} used «не судить»: Thomas's request does nothing", voter=voter)
        return
    ballot = next((b for b in t.ballots if b.voter == voter and not b.stuffed), None)
    if ballot is None:
        t.ballots.append(Ballot(voter, vote_for, order=None, substituted=True))
        t.trace(
            "Step 8: Thomas makes {voter} (no ballot) vote {target}", voter=voter, target=vote_for
        )
    else:
        ballot.target = vote_for
        ballot.substituted = True
        t.trace("Step 8: Thomas changes {voter}'s vote to {target}", voter=voter, target=vote_for)
    t.substituted.append(voter)


def step9_ticket(t: Turn) -> None:
    """«Билет на поезд»: the target cannot be seated this turn."""
    for act in t.at_step(9):
        if not go(t, act):
            continue
        spend(t, act)
        t.ticket = act.final_targets[0]
        t.trace("Step 9: Polly's ticket saves {name} from seating", name=t.ticket)
