"""Charge Me Up! (designer Aneninen): 14 players, X-shot PRs won in a pre-game.

Rules: ``../shared/rules/charge-me-up-and-x-shots.md`` §0 and Part A; rulings in
``setups/charge-me-up/RULINGS.md``. On the shared phase loop; what is the setup's own
lives in ``mechanics/charge_*.py`` (the pre-game charge vote, the deal's two modes and
PMs, the night in the seed's order with the Mystic's count); the lynch day
(``mechanics/lynch.LynchDay``), the parity win held open by a loaded town killer
(``mechanics/killer_parity``) and the result PMs (``mechanics/results.result_pms``) are
the ones X-SHOTS uses too.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..engine.deal import Deal
from ..engine.model import GameState, PhaseInput, PhaseRecord
from ..engine.phase_loop import NightRun, NightStep, on_context
from ..engine.rng import Draws
from ..mechanics.charge_deal import (
    alignment_context,
    alignment_pms,
    direct_mode,
    plan,
    power_role_context,
    power_role_pms,
    refuse_prs_beside_a_pregame,
)
from ..mechanics.charge_night import begin_night, resolve
from ..mechanics.charge_pregame import assign, check_choices, read_choices
from ..mechanics.charge_roles import holds_pr, power_roles, role_aliases
from ..mechanics.killer_parity import KillerParity
from ..mechanics.lynch import LynchDay
from ..mechanics.results import result_pms

PREGAME = "pregame"


class ChargeMeUpRules(LynchDay, KillerParity):
    """Pre-game PR assignment, X-shot night actions in the seed's order, lynch days."""

    first_phases = ("pregame",)
    optional_phases = frozenset({"pregame"})
    night_post_in_preview = True
    town_killers = frozenset({"midnight-desperado"})  # with a shot, parity stays open (0.5)
    #: 0.2 lists the shared refusals (dead actor, not his ability, the targets) before the
    #: setup's own, no-shots and self-target (R8, R9)
    shots_refused_last = True
    draw_names = frozenset({"deal", "lynch-tie"})  # 0.9
    #: the targets each ability's night step reads: checked when the rules load
    ability_targets = {
        **dict.fromkeys(
            (
                "factional-kill",
                "jailkeep",
                "neighbour-message",
                "protect",
                "desperado-kill",
                "investigate",
                "role-investigate",
                "track",
                "watch",
                "recharge",
            ),
            1,
        ),
        "redirect": 2,
    }

    def check_phase_names(self, inp: PhaseInput, names: set[str]) -> None:
        super().check_phase_names(inp, names)
        if inp.id == PREGAME:
            check_choices(inp.data, names)

    # -- deal ------------------------------------------------------------------
    def deal_plan(self, state: GameState) -> Deal:
        return plan(self.definition, state)

    def deal(self, state: GameState, draws: Draws, first: PhaseInput, record: PhaseRecord) -> None:
        if first.id == PREGAME:
            refuse_prs_beside_a_pregame(state)
        self.deal_plan(state).apply(state, draws)
        if direct_mode(state):  # the test hook: no pre-game, [roles] names a power role (C.1)
            record.note("Direct mode: final roles and shots come from [roles] (no pre-game)")
            alignment_pms(self, state, record, pregame=False)
            power_role_pms(self, state, record, failed_too=False)
            return
        mafia = [p.name for p in state.players if p.alignment == "mafia"]
        record.note("Mafia: {mafia}; everyone else is Town", mafia=", ".join(mafia))
        alignment_pms(self, state, record, pregame=first.id == PREGAME)
        if first.id != PREGAME:
            record.note("No pre-game: nobody requested a PR, everyone stays vanilla")

    def role_pm(self, state: GameState, name: str, record: PhaseRecord, **extra: Any) -> None:
        """The seat's two PMs as one (a replacement's): the alignment PM and, for a PR
        holder, the PR with its shots as they stand now."""
        player = state.player(name)
        context = alignment_context(self, state, player, pregame=False)
        if player.alive and holds_pr(player.role):
            context |= power_role_context(self, player) | {"power_role": True}
        record.pm(name, "alignment-pm", kind="role-pm", **context, **extra)

    # -- phases ----------------------------------------------------------------
    def day(
        self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord
    ) -> str | None:
        # every ability is a night action (A.1): a day's action entry is the player's mistake
        self.reject_actions(inp, record, "no-ability")
        return super().day(state, inp, draws, record)

    def pregame(self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord) -> None:
        self.reject_actions(inp, record, "no-ability")  # the pre-game takes choices only
        choices = check_choices(inp.data, set(state.names()))
        offered = power_roles(self.definition)
        names = {r: self.role_name(r) for r in offered}
        living = set(state.living_names())
        aliases = role_aliases(self.definition)
        requests, votes = read_choices(choices, living, record, offered, names, aliases)
        outcome = assign(state.names(), requests, votes, offered, names)
        record.trace.extend(outcome.trace)  # the assignment's own lines (templates)
        for player in state.players:
            won = outcome.roles.get(player.name)
            if won:
                player.role, player.shots = won
                record.note(
                    "{player} ({alignment}): {role}, {shots}-shot",
                    player=player.name,
                    alignment=player.alignment,
                    role=self.role_name(player.role),
                    shots=player.shots,
                )
            else:
                record.note(
                    "{player} ({alignment}): {role}",
                    player=player.name,
                    alignment=player.alignment,
                    role=self.role_name(player.role),
                )
        # secret: the moderator's view only, never a public post (A.2, C.2)
        record.extra["votes_received"] = dict(outcome.received)
        power_role_pms(self, state, record, failed_too=True)

    def night_steps(self, config: Mapping[str, Any]) -> Sequence[NightStep]:
        """The night's context with the shots paid, the seed's nine steps (A.6), then one
        PM per result (A.7)."""
        return (self.begin_night, on_context(resolve), self.result_pms)

    def begin_night(self, run: NightRun) -> None:
        begin_night(run, self.steps)

    def result_pms(self, run: NightRun) -> None:
        """A redirected player is told only the target they chose (A.7)."""
        result_pms(self, run, "night-pm")
