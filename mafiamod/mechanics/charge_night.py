"""Charge Me Up! night resolution in the seed's order (digest A.6), on a NightContext.

Steps: 1 Mystic, 2 Commute, 3 Redirect, 4 Jailkeep, 5 Friendly Neighbour, 6 Protection,
7 Nightkills, 8 Investigations, 9 Recharge. An action is stopped or changed only by a
strictly earlier step (list system, 0.3). Deaths are decided here and applied by the
caller at the end of the night.
"""

from __future__ import annotations

from ..engine.model import GameState, PhaseRecord
from .charge_roles import FACTIONAL_KILL, NOT_REDIRECTABLE, STEP, holds_pr
from .night import NightAction, NightContext

#: a player killed by several attacks dies of the first of these (A.6 end of night)
CAUSE_ORDER = (FACTIONAL_KILL, "desperado-kill", "desperado-backfire")


class ChargeNight(NightContext):
    """One Charge Me Up night: the context plus the commuters."""

    def __init__(self, state: GameState, record: PhaseRecord, actions: list[NightAction]) -> None:
        super().__init__(state, record, actions)
        self.commuting: set[str] = set()
        self.causes: dict[str, set[str]] = {}

    def at_commuter(self, action: NightAction) -> bool:
        """True (and the action marked failed) when a final target is commuting."""
        hit = [t for t in action.final_targets if t in self.commuting]
        if hit:
            action.failed = "commuting"
            self.trace(f"{action.actor}'s {action.ability} on {', '.join(hit)} fails: commuting")
        return bool(hit)

    def result(self, action: NightAction, outcome: object, **more: object) -> None:
        """A result for the actor, naming the chosen targets (and the final ones if moved)."""
        if action.redirected:
            more["final_targets"] = list(action.final_targets)
        self.record.add_result(action.actor, action.ability, list(action.targets), outcome, **more)

    def death(self, player: str, cause: str) -> None:
        """``player`` is hit by ``cause``; the cause kept is decided at the end (CAUSE_ORDER)."""
        self.causes.setdefault(player, set()).add(cause)


def resolve_night(
    state: GameState, record: PhaseRecord, actions: list[NightAction]
) -> dict[str, str]:
    """Resolve the night; returns who dies and of what (deaths are not applied here)."""
    night = ChargeNight(state, record, actions)
    _mystics(night)
    _commutes(night)
    _redirects(night)
    _jails(night)
    _perform_the_rest(night)
    _messages(night)
    _protections(night)
    _nightkills(night)
    _investigations(night)
    _recharges(night)
    return {
        name: next(c for c in CAUSE_ORDER if c in causes)
        for name, causes in sorted(night.causes.items(), key=lambda kv: state.names().index(kv[0]))
    }


def _mystics(night: ChargeNight) -> None:
    # R12: every final action counts (the kill, failed and jailed ones, other Mystics), not its own
    for mystic in night.by_ability("mystic-count"):
        night.perform(mystic)
        count = len(night.actions) - 1
        night.trace(f"Mystic {mystic.actor} counts {count} other night action(s)")
        night.result(mystic, count)


def _commutes(night: ChargeNight) -> None:
    for commute in night.by_ability("commute"):
        night.perform(commute)
        night.commuting.add(commute.actor)
        night.trace(f"{commute.actor} commutes: immune to every action tonight")


def _redirects(night: ChargeNight) -> None:
    redirects = night.by_ability("redirect")
    moves: dict[str, set[str]] = {}
    for redirect in redirects:
        night.perform(redirect)  # visits both targets even when void (R5c, R5d)
        if night.at_commuter(redirect):
            continue
        first, second = redirect.targets
        moves.setdefault(first, set()).add(second)
    plan: dict[str, str] = {}
    for first, seconds in moves.items():
        if len(seconds) > 1:
            night.trace(
                f"Redirects of {first} disagree ({', '.join(sorted(seconds))}): all are void (R5c)"
            )
            continue
        plan[first] = next(iter(seconds))
        night.trace(f"Actions on {first} go to {plan[first]} instead (one hop)")
    for action in night.actions:
        if action.ability in NOT_REDIRECTABLE:
            continue
        moved = [plan.get(t, t) for t in action.targets]  # original targets: no chaining (R5a)
        if moved != action.final_targets:
            action.final_targets = moved
            night.trace(f"{action.actor}'s {action.ability} is redirected to {', '.join(moved)}")


def _jails(night: ChargeNight) -> None:
    # Jails are simultaneous: two Jailkeepers jailing each other both succeed (A.6 step 4)
    for jail in night.by_ability("jailkeep"):
        night.perform(jail)
        if night.at_commuter(jail):
            continue
        target = jail.final_targets[0]
        night.block(target, jail.actor, "jails")
        night.add_token(target, "jail", jail.actor)


def _perform_the_rest(night: ChargeNight) -> None:
    """Steps 5-9 happen unless their actor is jailed; a jailed action does not visit (R10)."""
    for action in night.actions:
        if STEP[action.ability] <= 4:
            continue
        if not night.stop_if_blocked(action):
            night.perform(action)


def _messages(night: ChargeNight) -> None:
    for message in night.by_ability("neighbour-message"):
        if not message.performed or night.at_commuter(message):
            continue
        target = message.final_targets[0]
        alignment = night.state.player(message.actor).alignment
        night.trace(f"{target} learns that Friendly Neighbour {message.actor} is {alignment}")
        night.record.add_result(
            target, "neighbour-message-received", [], alignment, **{"from": message.actor}
        )


def _protections(night: ChargeNight) -> None:
    for protect in night.by_ability("protect"):
        if protect.performed and not night.at_commuter(protect):
            night.add_token(protect.final_targets[0], "doctor", protect.actor)


def _nightkills(night: ChargeNight) -> None:
    # The factional kill meets protection first (0.3 exception 1); Desperados never use tokens
    for kill in night.by_ability(FACTIONAL_KILL):
        if not kill.performed or night.at_commuter(kill):
            continue
        target = kill.final_targets[0]
        token = night.use_token(target)
        if token:
            night.trace(
                f"The Nightkill on {target} is stopped by {token[1]}'s {token[0]} protection"
            )
        else:
            night.trace(f"{kill.actor} kills {target} for the Mafia")
            night.death(target, FACTIONAL_KILL)
    for shot in night.by_ability("desperado-kill"):
        target = shot.final_targets[0]
        if not shot.performed or night.at_commuter(shot):
            night.result(shot, "failed")
            continue
        if target in night.protected:
            night.trace(f"Desperado {shot.actor}'s kill on {target} fails: {target} was protected")
            night.result(shot, "failed")
        elif night.state.player(target).alignment == "mafia":
            night.trace(f"Desperado {shot.actor} kills {target} (Mafia)")
            night.death(target, "desperado-kill")
        else:
            night.trace(f"Desperado {shot.actor} shot {target} (not Mafia) and dies instead")
            night.death(shot.actor, "desperado-backfire")


def _investigations(night: ChargeNight) -> None:
    for action in night.actions:
        if STEP[action.ability] != 8:
            continue
        if not action.performed or night.at_commuter(action):
            night.result(action, "no-result")
            continue
        target = action.final_targets[0]
        player = night.state.player(target)
        outcome: object
        if action.ability == "investigate":
            outcome = "mafia" if player.alignment == "mafia" else "not-mafia"
        elif action.ability == "role-investigate":
            outcome = player.role if holds_pr(player.role) else "vanilla"
        elif action.ability == "track":
            outcome = night.tracked(target)
        else:
            outcome = night.watched(target, exclude=action.actor)
        shown = (", ".join(outcome) or "None") if isinstance(outcome, list) else outcome
        night.trace(f"{action.actor}'s {action.ability} on {target}: [{shown}]")
        night.result(action, outcome)


def _recharges(night: ChargeNight) -> None:
    # After every spend of the night, so a shot used tonight can come back (R8)
    for recharge in night.by_ability("recharge"):
        if not recharge.performed or night.at_commuter(recharge):
            continue
        target = night.state.player(recharge.final_targets[0])
        if not holds_pr(target.role):
            night.trace(
                f"{recharge.actor} recharges {target.name}, who has no PR: the shot is lost"
            )
            continue
        target.shots = (target.shots or 0) + 1
        night.trace(f"{recharge.actor} recharges {target.name} ({target.shots} shots now)")
        night.record.add_result(target.name, "recharge-received", [], "recharged")
