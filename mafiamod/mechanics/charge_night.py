"""Charge Me Up! night resolution in the seed's order (digest A.6), on a NightContext.

Steps: 1 Mystic, 2 Commute, 3 Redirect, 4 Jailkeep, 5 Friendly Neighbour, 6 Protection,
7 Nightkills, 8 Investigations, 9 Recharge. An action is stopped or changed only by a
strictly earlier step (list system, 0.3). Deaths are decided here and applied by the
caller at the end of the night.

What is Charge Me Up's own lives here (the Mystic's count, the commute, the Desperado);
the rest are the shared steps of :mod:`.steps`, gated by the commute (an action on a
commuter fails at its target).
"""

from __future__ import annotations

from ..engine.model import GameState, PhaseRecord
from .charge_roles import FACTIONAL_KILL, NOT_REDIRECTABLE, STEP, holds_pr
from .night import NightAction, NightContext
from .steps.investigate import alignment_reader, investigate, role_reader
from .steps.jail import jail
from .steps.kill import kill, resolve_tokens
from .steps.neighbour_message import neighbour_message
from .steps.protect import protect
from .steps.recharge import recharge
from .steps.redirect import redirect
from .steps.track import track_reader
from .steps.watch import watch_reader

#: a player killed by several attacks dies of the first of these (A.6 end of night)
CAUSE_ORDER = (FACTIONAL_KILL, "desperado-kill", "desperado-backfire")

READERS = {
    "investigate": alignment_reader(words={"mafia": "mafia", "*": "not-mafia"}),
    "role-investigate": role_reader(vanilla=lambda p: not holds_pr(p.role)),
    "track": track_reader(),
    "watch": watch_reader(),
}


class ChargeNight(NightContext):
    """One Charge Me Up night: the context plus the commuters."""

    def __init__(self, state: GameState, record: PhaseRecord, actions: list[NightAction]) -> None:
        super().__init__(state, record, actions, cause_order=CAUSE_ORDER)
        self.commuting: set[str] = set()

    def at_commuter(self, action: NightAction) -> bool:
        """True (and the action marked failed) when a final target is commuting."""
        hit = [t for t in action.final_targets if t in self.commuting]
        if hit:
            action.failed = "commuting"
            self.trace(f"{action.actor}'s {action.ability} on {', '.join(hit)} fails: commuting")
        return bool(hit)

    def reaches(self, action: NightAction) -> bool:
        """The gate of every shared step: performed (not jailed) and not on a commuter."""
        return action.performed and not self.at_commuter(action)


def resolve_night(
    state: GameState, record: PhaseRecord, actions: list[NightAction]
) -> dict[str, str]:
    """Resolve the night; returns who dies and of what (deaths are not applied here)."""
    night = ChargeNight(state, record, actions)
    _mystics(night)
    _commutes(night)
    for action in night.by_ability("redirect", "jailkeep"):
        night.perform(action)  # redirects and jails visit even when void (R5c, R5d)
    redirect(night, night.by_ability("redirect"), exempt=NOT_REDIRECTABLE, admit=night.reaches)
    # Jails are simultaneous: two Jailkeepers jailing each other both succeed (A.6 step 4)
    jail(night, night.by_ability("jailkeep"), admit=night.reaches)
    _perform_the_rest(night)
    neighbour_message(
        night, night.by_ability("neighbour-message"), admit=night.reaches, stoppable=False
    )
    protect(night, night.by_ability("protect"), admit=night.reaches, stoppable=False)
    _nightkills(night)
    investigate(
        night,
        [a for a in night.actions if STEP[a.ability] == 8],
        READERS,
        failed="no-result",
        admit=night.reaches,
        stoppable=False,
    )
    # After every spend of the night, so a shot used tonight can come back (R8)
    recharge(
        night,
        night.by_ability("recharge"),
        chargeable=lambda p: holds_pr(p.role),
        admit=night.reaches,
        stoppable=False,
    )
    return dict(night.deaths())


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


def _perform_the_rest(night: ChargeNight) -> None:
    """Steps 5-9 happen unless their actor is jailed; a jailed action does not visit (R10)."""
    for action in night.actions:
        if STEP[action.ability] <= 4:
            continue
        if not night.stop_if_blocked(action):
            night.perform(action)


def _nightkills(night: ChargeNight) -> None:
    # The factional kill meets protection first (0.3 exception 1) and uses up one token
    attacks = kill(night, night.by_ability(FACTIONAL_KILL), admit=night.reaches, stoppable=False)
    resolve_tokens(night, attacks)
    # Desperados never use tokens: any protection stops them
    for shot in night.by_ability("desperado-kill"):
        target = shot.final_targets[0]
        if not night.reaches(shot):
            night.result(shot, "failed")
            continue
        if target in night.protected:
            night.trace(f"Desperado {shot.actor}'s kill on {target} fails: {target} was protected")
            night.result(shot, "failed")
        elif night.state.player(target).alignment == "mafia":
            night.trace(f"Desperado {shot.actor} kills {target} (Mafia)")
            night.doom(target, "desperado-kill")
        else:
            night.trace(f"Desperado {shot.actor} shot {target} (not Mafia) and dies instead")
            night.doom(shot.actor, "desperado-backfire")
