"""Charge Me Up! night resolution in the seed's order (digest A.6), as the phase loop's
night steps on a :class:`ChargeNight` (the shared night context plus the commuters).

Steps: 1 Mystic, 2 Commute, 3 Redirect, 4 Jailkeep, 5 Friendly Neighbour, 6 Protection,
7 Nightkills, 8 Investigations, 9 Recharge. An action is stopped or changed only by a
strictly earlier step (list system, 0.3). Deaths are decided here and applied by the
phase loop at the end of the night.

What is Charge Me Up's own lives here (the shot paid on acceptance, the Mystic's count,
the commute, the Desperado); the rest are the shared steps of :mod:`.steps`, gated by the
commute (an action on a commuter fails at its target). An ability's step number is its
``step`` in ``[abilities]`` of setup.toml.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..engine.model import GameState, PhaseRecord
from ..engine.phase_loop import NightRun, NightStep, on_context
from .charge_roles import FACTIONAL_KILL, NOT_REDIRECTABLE, holds_pr
from .night import NightAction, NightContext
from .shots import pay_shots
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
INVESTIGATION_STEP = 8
LAST_UNJAILABLE_STEP = 4  # Mystic, Commute, Redirect and Jailkeep come before the jail (R6)

READERS = {
    "investigate": alignment_reader(words={"mafia": "mafia", "*": "not-mafia"}),
    "role-investigate": role_reader(vanilla=lambda p: not holds_pr(p.role)),
    "track": track_reader(),
    "watch": watch_reader(),
}


class ChargeNight(NightContext):
    """One Charge Me Up night: the context plus the commuters and each ability's step."""

    def __init__(
        self,
        state: GameState,
        record: PhaseRecord,
        actions: list[NightAction],
        steps: Mapping[str, int],
    ) -> None:
        super().__init__(state, record, actions, cause_order=CAUSE_ORDER)
        self.commuting: set[str] = set()
        self.steps = steps

    def at_step(self, step: int) -> list[NightAction]:
        return [a for a in self.actions if self.steps.get(a.ability) == step]

    def at_commuter(self, action: NightAction) -> bool:
        """True (and the action marked failed) when a final target is commuting."""
        hit = [t for t in action.final_targets if t in self.commuting]
        if hit:
            action.failed = "commuting"
            self.trace(
                "{actor}'s {ability} on {targets} fails: commuting",
                actor=action.actor,
                ability=action.ability,
                targets=", ".join(hit),
            )
        return bool(hit)

    def reaches(self, action: NightAction) -> bool:
        """The gate of every shared step: performed (not jailed) and not on a commuter."""
        return action.performed and not self.at_commuter(action)


def night_steps(steps: Mapping[str, int]) -> tuple[NightStep, ...]:
    """The seed's order (``steps``: ability → its step), after the accepted actions pay
    their shots."""

    def begin(run: NightRun) -> None:
        actions = [NightAction.accept(i, a) for i, a in run.actions]
        pay_shots(run.state, actions, free={FACTIONAL_KILL}, record=run.record)  # R8
        night = ChargeNight(run.state, run.record, actions, steps)
        night.dying = run.dying  # the phase loop applies them at the end of the night
        run.context = night

    return (
        begin,
        on_context(_mystics),
        on_context(_commutes),
        on_context(_redirects_and_jails),
        on_context(_perform_the_rest),
        on_context(_messages_and_protection),
        on_context(_nightkills),
        on_context(_investigations),
        on_context(_recharges),
    )


def _mystics(night: ChargeNight) -> None:
    # R12: every final action counts (the kill, failed and jailed ones, other Mystics), not its own
    for mystic in night.by_ability("mystic-count"):
        night.perform(mystic)
        count = len(night.actions) - 1
        night.trace(
            "Mystic {actor} counts {count} other night action(s)", actor=mystic.actor, count=count
        )
        night.result(mystic, count)


def _commutes(night: ChargeNight) -> None:
    for commute in night.by_ability("commute"):
        night.perform(commute)
        night.commuting.add(commute.actor)
        night.trace("{actor} commutes: immune to every action tonight", actor=commute.actor)


def _redirects_and_jails(night: ChargeNight) -> None:
    for action in night.by_ability("redirect", "jailkeep"):
        night.perform(action)  # redirects and jails visit even when void (R5c, R5d)
    redirect(night, night.by_ability("redirect"), exempt=NOT_REDIRECTABLE, admit=night.reaches)
    # Jails are simultaneous: two Jailkeepers jailing each other both succeed (A.6 step 4)
    jail(night, night.by_ability("jailkeep"), admit=night.reaches)


def _perform_the_rest(night: ChargeNight) -> None:
    """Steps 5-9 happen unless their actor is jailed; a jailed action does not visit (R10)."""
    for action in night.actions:
        if night.steps.get(action.ability, 0) <= LAST_UNJAILABLE_STEP:
            continue
        if not night.stop_if_blocked(action):
            night.perform(action)


def _messages_and_protection(night: ChargeNight) -> None:
    neighbour_message(
        night, night.by_ability("neighbour-message"), admit=night.reaches, stoppable=False
    )
    protect(night, night.by_ability("protect"), admit=night.reaches, stoppable=False)


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
            night.trace(
                "Desperado {actor}'s kill on {target} fails: {target} was protected",
                actor=shot.actor,
                target=target,
            )
            night.result(shot, "failed")
        elif night.state.player(target).alignment == "mafia":
            night.trace("Desperado {actor} kills {target} (Mafia)", actor=shot.actor, target=target)
            night.doom(target, "desperado-kill")
        else:
            night.trace(
                "Desperado {actor} shot {target} (not Mafia) and dies instead",
                actor=shot.actor,
                target=target,
            )
            night.doom(shot.actor, "desperado-backfire")


def _investigations(night: ChargeNight) -> None:
    investigate(
        night,
        night.at_step(INVESTIGATION_STEP),
        READERS,
        failed="no-result",
        admit=night.reaches,
        stoppable=False,
    )


def _recharges(night: ChargeNight) -> None:
    # After every spend of the night, so a shot used tonight can come back (R8)
    recharge(
        night,
        night.by_ability("recharge"),
        chargeable=lambda p: holds_pr(p.role),
        admit=night.reaches,
        stoppable=False,
    )
