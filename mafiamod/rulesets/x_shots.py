"""X-SHOTS (yuma): rolled Town PRs and faction shot pools, universal Mafia JOAT.

Rules: ../shared/rules/charge-me-up-and-x-shots.md (§0, Part B, Part C). On the shared
phase loop; what is the setup's own lives in ``mafiamod/mechanics/xshots_*.py`` (rolls
and the Mafia table, pools and funding, the deal, the JOAT declarations and modifiers,
the night's Shot Changers, the investigations with Ninja and Cop Immune); the lynch day
(``mechanics/lynch.LynchDay``), the parity win held open by a loaded town killer
(``mechanics/killer_parity``) and the result PMs (``mechanics/results.result_pms``) are
the ones Charge Me Up uses too.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import cached_property
from typing import Any

from ..engine.deal import Deal, holds_pr
from ..engine.model import Action, GameState, PhaseInput, PhaseRecord, Player
from ..engine.options import EntryOption
from ..engine.phase_loop import NightRun, NightStep, on_context
from ..engine.rng import Draws, _norm
from ..mechanics.killer_parity import KillerParity
from ..mechanics.lynch import LynchDay
from ..mechanics.results import result_pms
from ..mechanics.xshots_deal import plan, set_pools, set_rolls
from ..mechanics.xshots_joat import MODIFIERS, PASSIVE, joat_used, reset_for_deaths
from ..mechanics.xshots_night import XNight
from ..mechanics.xshots_pools import MAFIA, TOWN, lynch_cost, pools
from ..mechanics.xshots_rolls import RollTable, evaluate
from ..mechanics.xshots_slots import action_entries, check_joat_values, read_declarations

#: the ability id of an entry option that names no ability: a bare JOAT declaration (the
#: action form's "— joat only —" item; the entry is sent with ``ability = None``)
DECLARATION_ONLY = ""


class XShotsRules(LynchDay, KillerParity):
    """The X-SHOTS ruleset: pre-game rolls and deal, lynch days, list-system nights."""

    first_phases = ("pregame",)
    optional_phases = frozenset({"pregame"})
    night_post_in_preview = True
    nobody_left = TOWN  # no survival clause for the Town: nobody left is a Town win (0.5 rule 1)
    town_killers = frozenset({"vigilante"})  # with a Town shot, parity stays open (0.5)
    #: the targets each ability's night step reads (the swap two): checked when the rules load
    ability_targets = {
        **dict.fromkeys(
            (
                "investigate",
                "vig-kill",
                "jailkeep",
                "roleblock",
                "watch",
                "guard",
                "protect",
                "track",
                "role-investigate",
                "shot-change",
                "factional-kill",
            ),
            1,
        ),
        "bus-drive": 2,
    }
    draw_names = frozenset(  # 0.9
        {"deal", "rolls", "joat-strongman-target", "joat-ninja-target", "joat-cop-immune-target"}
        | {"lynch-tie"}
    )

    # -- script checks -------------------------------------------------------------
    def check_phase_names(self, inp: PhaseInput, names: set[str]) -> None:
        check_joat_values(inp)
        super().check_phase_names(inp, names)

    def entry_options(self, state: GameState, phase_id: str) -> list[EntryOption]:
        """The setup.toml abilities, plus a ``joat`` field on every mafioso's night entries
        offering the modifiers not in cycle, and for each mafioso a declaration with no ability
        (ability ``DECLARATION_ONLY``, the form's "— joat only —") offering only the free
        passive modifiers: Strongman and Ninja modify an action (B.3.7)."""
        options = super().entry_options(state, phase_id)
        if self.phase_kind(phase_id) != "night":
            return options
        table = joat_used(state.copy())
        free = tuple(m for m in MODIFIERS if not table.get(m))
        passive = tuple(m for m in free if m in PASSIVE)
        out = [
            replace(o, fields={**o.fields, "joat": free})
            if free and state.player(o.actor).alignment == MAFIA
            else o
            for o in options
        ]
        bare = [p.name for p in state.faction(MAFIA)] if passive else []
        return out + [
            EntryOption(n, DECLARATION_ONLY, "— joat only —", 0, (), {"joat": passive})
            for n in bare
        ]

    # -- pre-game ------------------------------------------------------------------
    @cached_property
    def rolls(self) -> RollTable:
        """``[rolls]`` of setup.toml: what each roll brings, the Mafia row of each pool."""
        return RollTable.of(self.definition)

    def deal(self, state: GameState, draws: Draws, first: PhaseInput, record: PhaseRecord) -> None:
        """The rolls (entered or the draw ``rolls``), then the shared deal of :meth:`deal_plan`."""
        outcome = set_rolls(state, first, draws, self.rolls)
        super().deal(state, draws, first, record)
        record.note(
            "Rolls [{rolls}] ({rule}): Town PRs {town_roles}, Town pool {town_pool}; Mafia "
            "{mafia_roles}, Mafia pool {mafia_pool}",
            rolls=", ".join(map(str, outcome.rolls)),  # the window says the list as it is
            rule=outcome.rule,
            town_roles=", ".join(outcome.town_roles),
            town_pool=outcome.town_pool,
            mafia_roles=", ".join(outcome.mafia_roles),
            mafia_pool=outcome.mafia_pool,
        )

    def setup_players(self, state: GameState) -> None:
        set_pools(state, self.rolls)

    def deal_plan(self, state: GameState) -> Deal:
        rolls = state.exported.get("rolls")
        return plan(state, evaluate(rolls, self.rolls) if rolls is not None else None, self.rolls)

    def pin_is_possible(self, state: GameState, name: str, value: Any) -> bool:
        """A ``rolls`` pin is read by the deal alone; a JOAT pin must name a living Town
        player; a ``deal`` pin, the shared check."""
        if name == "rolls":
            return False
        if name.startswith("joat-"):  # every JOAT draw picks a Town player (B.3.7)
            return isinstance(value, str) and any(
                _norm(p.name) == _norm(value) for p in state.faction(TOWN)
            )
        return super().pin_is_possible(state, name, value)

    def role_pm(self, state: GameState, name: str, record: PhaseRecord, **extra: Any) -> None:
        """The role name in its faction's colour (``[factions.<id>] color``: green, red), the
        ability, the win condition, that shots come from a pool (to a PR or a mafioso); for
        the Mafia the team with their roles and the JOAT rules; never a shot count (B.1)."""
        context = self.role_pm_context(state, name)
        player = state.player(name)
        is_mafia = player.alignment == MAFIA
        if is_mafia:
            spec = self.definition.get("roles", {}).get(player.role, {})
            context["abilities"] = spec.get("mafia_abilities", context["abilities"])
        team = [p for p in state.faction(MAFIA) if p.name != name] if is_mafia else []
        context["team"] = [{"name": p.name, "role_name": self.role_name(p.role)} for p in team]
        context["color"] = self.definition["factions"][player.alignment]["color"]
        context["pool_note"] = holds_pr(player.role) or is_mafia  # the template's words
        record.pm(name, "role-pm", kind="role-pm", **(context | extra))

    def standing_lines(self, state: GameState, name: str) -> list[str]:
        """A mafioso replacing a seat learns which JOAT modifiers his team used this cycle
        (who used them he can ask his team)."""
        if state.player(name).alignment != MAFIA:
            return []
        # the modifiers only: standing lines are text, and a player's name is not escaped
        used = [m for m, user in joat_used(state).items() if user]
        return [f"JOAT modifiers used in this cycle: {', '.join(used) or 'none'}."]

    def pregame(self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord) -> None:
        self.reject_all(inp, record, "not-offered")

    # -- days ----------------------------------------------------------------------
    def day(
        self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord
    ) -> str | None:
        self.reject_actions(inp, record, "not-offered")
        lynched = super().day(state, inp, draws, record)
        cost = lynch_cost(state, lynched) if lynched else 0
        if cost:
            pools(state).change(TOWN, -cost)
            record.note(
                "{player} was a Town PR: the Town pool loses {cost} (now {pool})",
                player=lynched,
                cost=cost,
                pool=pools(state).get(TOWN),
            )
        return lynched

    # -- nights --------------------------------------------------------------------
    def night(self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord) -> None:
        for name in inp.votes:
            self.reject_votes(inp, record, name, "not-offered")
        super().night(state, inp, draws, record)

    def accept_actions(
        self, state: GameState, inp: PhaseInput, record: PhaseRecord
    ) -> list[tuple[int, Action]]:
        """The entries naming an ability (a bare JOAT declaration names none)."""
        return self.accept_entries(state, inp, action_entries(inp), record)

    def night_steps(self, config: Mapping[str, Any]) -> Sequence[NightStep]:
        """The JOAT declarations beside the actions, the night (B.3.2), then the result PMs."""
        return (self.begin_night, on_context(XNight.resolve), self.result_pms)

    def begin_night(self, run: NightRun) -> None:
        subs = read_declarations(run.state, run.inp, run.actions, run.record)
        XNight.of_run(run, actions=subs.actions, declarations=subs.declarations, steps=self.steps)

    def result_pms(self, run: NightRun) -> None:
        """Investigations only: nobody else is told anything (B.4)."""
        result_pms(self, run, "xs-result", kind="result")

    def end(self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord) -> None:
        """A mafioso who died this phase (lynch, night or modkill) frees his modifiers."""
        reset_for_deaths(state, [d.player for d in record.deaths], record)

    # -- winning -------------------------------------------------------------------
    def can_fire(self, state: GameState, player: Player) -> bool:
        """A Town Vigilante fires from the Town pool (0.5)."""
        return pools(state).get(TOWN) >= 1
