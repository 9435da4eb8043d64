"""Democrabilities: the town votes abilities the mafia hand out (../shared/rules, §1).

Phases N0, D1, N1, D2, … Each night the mafia fix the next day's effect and the next
night's kill (:mod:`..mechanics.democrabilities.mafia_plan`, read by the phase loop's
acceptance); each day holds the ability vote and then a mandatory elimination, two rules of
the shared day vote (:mod:`..mechanics.democrabilities.day_votes`); each night from N1, a
step of the phase loop's night, performs the kill planned the night before against the
day's ability (:mod:`..mechanics.democrabilities.planned_kill`). Wins are checked after
every death and end the game at once (G-DEM-1, the win point ``death``).

Private scratch in ``state.data``: ``used`` (effects sent, in order), ``next_day`` (the
effect and Inform subject for the coming day), ``plan`` (the coming night's kill) and
``day`` (the last day's effect, subject and ability target, read by the next night).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, replace
from functools import partial
from typing import Any

from ..engine.errors import ScriptError
from ..engine.messages import N_
from ..engine.model import Action, GameState, PhaseInput, PhaseRecord
from ..engine.options import EntryOption
from ..engine.phase_loop import NightRun, NightStep, PhaseLoop, config_text
from ..engine.rng import Draws
from ..mechanics.democrabilities.day_votes import (
    ABILITY,
    ELIMINATION,
    ability_phase,
    mandatory_elimination,
    skip_ability_phase,
)
from ..mechanics.democrabilities.mafia_plan import (
    PLAN_KILL,
    SEND_EFFECT,
    Sent,
    complete_plan,
    entry_problem,
    rejection_details,
    unused_effects,
)
from ..mechanics.democrabilities.planned_kill import REVEALS, deliver_inform, resolve_kill
from ..mechanics.game_lists import remember
from ..mechanics.results import result_pm
from ..mechanics.steps.kill import FACTIONAL_KILL

KILL_ABILITY = "kill-ability"
INFORM = "inform"
#: the trace line of what the night fixed (with the parts drawn for the mafia)
SENT = N_("Sent: effect {effect}, subject {subject}, kill {target} by {killer}")
SENT_WITH_DEFAULTS = N_(
    "Sent: effect {effect}, subject {subject}, kill {target} by {killer} (defaults: {defaults})"
)


class DemocrabilitiesRules(PhaseLoop):
    """The Democrabilities ruleset (9 players, night 0 start, two votes a day).

    On the phase loop: the win rule runs after the moderator entries and after every death
    (G-DEM-1), and a win ends the game at once.
    """

    vote_names = (ABILITY, ELIMINATION)
    draw_names = frozenset(
        {"deal", "kill-target", "killer", "inform-subject", "elimination-tiebreak"}
    )
    first_phases = ("N0",)
    win_points = frozenset({"entries", "death"})
    elimination_cause = ELIMINATION

    # -- names for posts ----------------------------------------------------------
    def effect_info(self, effect: str, config: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """The effect's display name and public description (setup.toml ``[effects.*]``; the
        description for the game's ``config`` where ``text_by_config`` words it differently)."""
        effects = self.definition.get("effects", {})
        table = effects.get(effect, {}) if isinstance(effects, Mapping) else {}
        if not isinstance(table, Mapping):
            raise ScriptError(
                "[effects.{effect}]: expected a table of name and text, found {value}",
                effect=effect,
                value=table,
            )
        info = dict(table)
        info.setdefault("name", effect.title())
        info["text"] = config_text(table, "text", config or {}, f"[effects.{effect}]")
        return info

    # -- entry forms ----------------------------------------------------------------
    def entry_options(self, state: GameState, phase_id: str) -> list[EntryOption]:
        """The spec's night entries (``[abilities]``: holders, the kill plan's town targets)
        with their fields: the killer, and the effect, spelled ``send-effect`` either way as
        two options, "Send effect" (Track, Watch, Imprison, Kill: no target) and "Send
        Inform" (one subject)."""
        unused = unused_effects(state.data.get("used", []))
        plain = tuple(e for e in unused if e != INFORM)
        base = super().entry_options(state, phase_id)
        out: list[EntryOption] = []
        for o in sorted(base, key=lambda o: (state.seat(o.actor), o.ability != SEND_EFFECT)):
            if o.ability == PLAN_KILL:
                out.append(replace(o, targets=1))  # the killer: the spec's living goons
                continue
            if plain:
                out.append(replace(o, fields={"effect": plain}))
            if INFORM in unused:
                label, fields = "Send Inform (+ subject)", {"effect": (INFORM,)}
                out.append(replace(o, label=label, targets=1, fields=fields))
        return out

    # -- the game -----------------------------------------------------------------
    def setup_players(self, state: GameState) -> None:
        """Nobody is bulletproof yet; no effect sent, no plan, no day behind."""
        for player in state.players:
            player.fields["bulletproof"] = False
        state.data.update(used=[], next_day=None, plan=None, day=None)
        state.exported["effects_used"] = []

    def _eliminate(self, state: GameState, name: str, cause: str, record: PhaseRecord) -> None:
        """A day's death (the kill ability, the elimination), with its public flip."""
        self.eliminate(state, name, record, record.id, how=cause, cause=cause, event="eliminated")

    # -- days -----------------------------------------------------------------------
    def day(
        self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord
    ) -> str | None:
        """The ability vote, then the mandatory elimination (unless the ability's kill ended
        the game); returns who was eliminated. The mafia's entries are night entries: one
        listed by day is rejected ``no-ability`` (§0.2 rule 3)."""
        self.reject_actions(inp, record, "no-ability")
        today: dict[str, Any] = state.data.get("next_day") or {}
        state.data["next_day"] = None
        effect, subject = today.get("effect"), today.get("subject")
        info = self.effect_info(effect, state.config) if effect else {}
        public_subject = (
            subject if effect == "inform" and state.config.get("inform_announce_subject") else None
        )
        record.post(
            "day-start",
            "dem-day-start",
            phase=inp.id,
            effect=effect,
            effect_name=info.get("name"),
            effect_text=info.get("text"),
            subject=public_subject,
        )
        chosen, hammer = None, bool(state.config.get("hammer", True))
        if effect is None:
            skip_ability_phase(self, inp, record)
        else:
            record.events.append({"kind": "ability-phase", "effect": effect})
            if public_subject:
                record.events.append({"kind": "inform-subject", "player": public_subject})
            chosen = ability_phase(
                state, inp, record, effect, hammer=hammer, effect_info=info
            ).chosen
        record.extra["effect"] = effect
        record.extra["ability_target"] = chosen
        state.data["day"] = {"effect": effect, "subject": subject, "target": chosen}
        if chosen and effect == "kill":
            self._eliminate(state, chosen, KILL_ABILITY, record)
        if state.winner is not None:
            self.reject_votes(inp, record, ELIMINATION, "game-over")
            record.tallies[ELIMINATION] = {}
            return None
        if (
            chosen
            and effect == "inform"
            and state.config.get("inform_bulletproof") == "on-majority"
        ):
            self._make_bulletproof(state, subject, record)
        tiebreak = str(state.config.get("tiebreak", "random"))
        eliminated = mandatory_elimination(
            state, inp, draws, record, hammer=hammer, tiebreak=tiebreak
        )
        if eliminated:
            self._eliminate(state, eliminated, ELIMINATION, record)
        return eliminated

    def _make_bulletproof(self, state: GameState, subject: str | None, record: PhaseRecord) -> None:
        if subject and state.has_player(subject):
            state.player(subject).fields["bulletproof"] = True
            record.note("{player} is bulletproof from the next night on (Inform)", player=subject)

    # -- nights ---------------------------------------------------------------------
    def night_steps(self, config: Mapping[str, Any]) -> Sequence[NightStep]:
        """From N1 the Inform result and the kill planned the night before; then (unless
        that ended the game) the mafia's effect and plan for the next day and night."""
        return (self._inform, self._planned_kill, self._fix_plan)

    def accept_actions(
        self, state: GameState, inp: PhaseInput, record: PhaseRecord
    ) -> list[tuple[int, Action]]:
        """None at the night's start: the plan is read after the planned kill
        (:meth:`_fix_plan`), against the players still alive then."""
        return []

    def read_action(
        self, state: GameState, inp: PhaseInput, index: int, action: Action, record: PhaseRecord
    ) -> Action | None:
        """The mafia's entry, whole or not at all: one with a wrong part is rejected (with the
        effect and killer it named) and the last valid entry of its kind stands."""
        used = state.data.get("used", [])
        check = partial(self.validate_action, state, inp)
        reason = entry_problem(check, state, action, used, self.abilities[PLAN_KILL])
        if reason is None:
            return action
        record.reject_action(index, action, reason, **rejection_details(action))
        return None

    def night_post(
        self, state: GameState, inp: PhaseInput, record: PhaseRecord, flips: list[dict[str, Any]]
    ) -> None:
        """The night's kill (its flip) and the public reveals it triggered."""
        record.post(
            "night-result",
            "dem-night-result",
            phase=inp.id,
            deaths=[self.flip(state, d.player) for d in record.deaths if d.cause == FACTIONAL_KILL],
            reveals=[e for e in record.events if e["kind"] in REVEALS],
            first_night=inp.id == "N0",
        )

    def _inform(self, run: NightRun) -> None:
        """The day's Inform result for its target (G-DEM-9), at the start of the night."""
        day: dict[str, Any] = run.state.data.get("day") or {}
        result = deliver_inform(run.state, day, run.record, self.faction_name)
        if result is not None:
            result_pm(self, run.record, run.inp.id, result, "dem-inform-result", kind="result")

    def _planned_kill(self, run: NightRun) -> None:
        """The kill planned the night before, against the day's ability; it dies at once."""
        state, record = run.state, run.record
        if run.inp.id == "N0":
            return
        day: dict[str, Any] = state.data.get("day") or {}
        plan: dict[str, Any] = state.data.get("plan") or {}
        state.data["plan"] = None
        outcome = resolve_kill(
            state,
            record,
            plan,
            day.get("effect"),
            day.get("target"),
            match=str(state.config.get("kill_performer", "actual")),
        )
        record.extra["kill"] = outcome.export()
        record.note(
            "Planned kill: {target} by {killer} (performer {performer}): {result}",
            target=outcome.planned_target,
            killer=outcome.planned_killer,
            performer=outcome.performer,
            result=outcome.result,
        )
        record.events.extend(dict(e, **self.flip(state, e["player"])) for e in outcome.reveals)
        if outcome.victim is not None:
            self.die(state, outcome.victim, FACTIONAL_KILL, record)

    def _fix_plan(self, run: NightRun) -> None:
        """Read the mafia's entries, fill in the defaults and freeze them for the next day and night."""
        state, inp, record = run.state, run.inp, run.record
        if state.winner is not None:
            self.reject_all(inp, record, "game-over")
            return
        entries = list(enumerate(inp.actions))
        counted = {a.ability: a for _, a in self.accept_entries(state, inp, entries, record)}
        used: list[str] = state.data.setdefault("used", [])
        effect, plan = counted.get(SEND_EFFECT), counted.get(PLAN_KILL)
        sent: Sent = complete_plan(state, effect, plan, used, run.draws)
        if sent.effect is not None:
            remember(state, "used", sent.effect, exported_as="effects_used")
        state.data["next_day"] = (
            {"effect": sent.effect, "subject": sent.subject} if sent.effect else None
        )
        state.data["plan"] = {"target": sent.target, "killer": sent.killer}
        if (
            sent.effect == "inform"
            and state.config.get("inform_bulletproof", "on-send") == "on-send"
        ):
            self._make_bulletproof(state, sent.subject, record)
        record.extra["sent"] = sent.export()
        values = asdict(sent) | {"defaults": ", ".join(sent.defaults)}
        record.note(SENT_WITH_DEFAULTS if sent.defaults else SENT, **values)  # template: forwarded
        info = self.effect_info(sent.effect) if sent.effect else {}
        goons = state.living_names("mafia")
        for goon in goons:
            record.pm(
                goon,
                "dem-mafia-plan",
                kind="mafia-plan",
                **asdict(sent),
                player=goon,
                # who performs the kill if the designated killer dies (S ruling 2); none left:
                # the PM does not promise a partner
                partner=next((g for g in goons if g != sent.killer), None),
                phase=inp.id,
                effect_name=info.get("name"),
                remaining=[self.effect_info(e)["name"] for e in unused_effects(used)],
            )
