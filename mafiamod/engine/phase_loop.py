"""The phase loop every setup shares, with the small hooks a setup overrides.

:class:`PhaseLoop` owns the skeleton of a phase, in this order: the setup's own start of
phase (:meth:`~PhaseLoop.begin`), the moderator entries (modkill, replace and the setup's
own) with their announcements, the win check after them, then the phase by its kind (the
pre-game, the day rule, the night's steps, a turn), the no-elimination announcement, the
win check at the end of a closed phase, the game-over post, and the check of the pins no
draw read. Between two phases the fold calls :meth:`~PhaseLoop.boundary`.

A setup overrides only the hooks where it differs, as python-chess's variants override
``is_variant_end`` and ``_push_capture`` on one ``Board``: the win rule
(:meth:`~PhaseLoop.winner`), where it is checked (:attr:`~PhaseLoop.win_points`), the day
rule (:meth:`~PhaseLoop.day`), the night (:meth:`~PhaseLoop.night_steps`, or the whole
:meth:`~PhaseLoop.night`), an action's validity and slot, the deal's counts, the role PM.
A ruleset holds no per-game state: everything comes in through ``state`` and its config.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import count
from typing import Any

from .abilities import dead_target
from .deal import Deal, RoleRule, informed_team
from .errors import ScriptError
from .model import Action, Death, GameState, PhaseInput, PhaseRecord, RenderRequest
from .moderator import apply_moderator
from .options import EntryOption
from .rng import Draws, _norm
from .ruleset import Ruleset
from .winning import declare, parity_winner

#: the points where :attr:`PhaseLoop.win_points` may check the win rule
WIN_POINTS = frozenset({"entries", "boundary", "pregame", "day", "night", "turn", "death"})
#: ``state.data`` key of the night the rules skip (:meth:`PhaseLoop.skip_night`)
SKIPPED_NIGHT = "skip_night"


@dataclass
class NightRun:
    """One night being resolved: what the steps read and write.

    ``actions`` are the accepted entries (index in the phase's actions, the action), one
    per slot; ``dying`` the deaths decided so far (name → cause), applied after the last
    step; ``context`` holds a setup's own night model (e.g. a night context of blocks and
    visits) for its steps.
    """

    state: GameState
    inp: PhaseInput
    draws: Draws
    record: PhaseRecord
    actions: list[tuple[int, Action]]
    dying: dict[str, str] = field(default_factory=dict)
    context: Any = None


#: a night step: reads and changes one :class:`NightRun`
NightStep = Callable[[NightRun], None]


def on_context(step: Callable[[Any], None]) -> NightStep:
    """A night step that works on the setup's own night model (``run.context``)."""

    def run_step(run: NightRun) -> None:
        step(run.context)

    return run_step


class PhaseLoop(Ruleset):
    """A ruleset built on the shared phase loop (see the module docstring for the order)."""

    #: phase ids before the first cycle (``("pregame",)``, ``("N0",)``)
    first_phases: tuple[str, ...] = ()
    #: the repeating cycle of phase letters, numbered from 1; ``[config] start = "night"``
    #: turns ``("D", "N")`` round for a game that starts at night
    cycle: tuple[str, ...] = ("D", "N")
    #: where the win rule is checked: ``entries`` (after a phase's moderator entries, when
    #: it has any), ``boundary`` (between phases: decided by the phase that just closed,
    #: unless the next one opens with moderator entries, and before the first phase),
    #: ``pregame``/``day``/``night``/``turn`` (at the end of a closed phase of that kind),
    #: ``death`` (after every death, :meth:`die`: the game ends at once, Democrabilities)
    win_points: frozenset[str] = frozenset({"entries", "day", "night"})
    #: the role everybody not named by :meth:`deal_counts` gets in a random deal
    deal_filler: str = "vanilla-townie"
    #: the death cause of a day's elimination
    elimination_cause: str = "lynch"
    #: whether the live preview of a night shows the night post (Charge Me Up, X-SHOTS)
    night_post_in_preview: bool = False
    #: ``no-shots`` is the last refusal of :meth:`validate_action`, after every target
    #: check, not the first after ``no-ability`` (the classic library, classic.md §4.1)
    shots_refused_last: bool = False
    #: the win check runs right after each modkill; one that decides the game ends the
    #: reading of the phase, its later moderator entries included (classic.md §5)
    win_after_each_modkill: bool = False

    # == the loop (the hooks below are what a setup overrides) ===========================
    def resolve(self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord) -> None:
        """One phase in the shared order (see the module docstring)."""
        self._left_out(state, inp)
        self.begin(state, inp, draws, record)
        self.moderator_phase(state, inp, record)
        if self._win_at_start(state, inp, record):
            self.end(state, inp, draws, record)
            self.check_unused_pins(state, inp, draws)
            return
        kind = self.phase_kind(inp.id)
        if kind == "pregame":
            self.pregame(state, inp, draws, record)
        elif kind == "day":
            self._day(state, inp, draws, record)
        elif kind == "night":
            self.night(state, inp, draws, record)
        else:
            self.turn(state, inp, draws, record)
        if state.winner is None and self.win_due(state, inp, kind):
            self.check_win(state, record)
        self.extra_posts(state, inp, record)
        if state.winner is not None:
            self.game_over(state, record)
        self.end(state, inp, draws, record)
        self.check_unused_pins(state, inp, draws)

    def boundary(
        self, state: GameState, record: PhaseRecord, next_phase: PhaseInput | None
    ) -> None:
        """The ``boundary`` win check: decided by the phase that closed, unless the next
        phase opens with moderator entries (they come first, then the check, §0.2 rule 7)."""
        if "boundary" not in self.win_points:
            return
        if next_phase is not None and next_phase.moderator:
            return
        if self.check_win(state, record):
            self.game_over(state, record)

    def boundary_view(self, next_phase: PhaseInput | None) -> Hashable:
        """:meth:`boundary` reads only whether the next phase opens with moderator entries."""
        return (
            "boundary" in self.win_points and next_phase is not None and bool(next_phase.moderator)
        )

    def _win_at_start(self, state: GameState, inp: PhaseInput, record: PhaseRecord) -> bool:
        due = ("entries" in self.win_points and bool(inp.moderator)) or (
            "boundary" in self.win_points and (bool(inp.moderator) or not state.history)
        )
        if not due or not self.check_win(state, record):
            return False
        self.reject_all(inp, record, "game-over")
        self.game_over(state, record)
        return True

    def _left_out(self, state: GameState, inp: PhaseInput) -> None:
        """A phase missing before ``inp`` must be the night the rules skip (the fold lets
        only :attr:`optional_phases` go missing; whether that night was skipped is known
        only now)."""
        if not state.history:
            return
        expected = self.next_phase_id(state.history[-1], state.config)
        if expected == inp.id:
            return
        if expected != state.data.get(SKIPPED_NIGHT):
            raise ScriptError(
                "phase {phase}: {expected} is missing; only a skipped night may be left out",
                phase=inp.id,
                expected=expected,
            )
        del state.data[SKIPPED_NIGHT]  # the skipped night was left out of the script

    def _day(self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord) -> None:
        eliminated = self.day(state, inp, draws, record)
        decided = eliminated is None and inp.closed and state.winner is None
        if decided and self.day_decided(state, inp, record):
            self.no_elimination(state, inp, record)

    @staticmethod
    def _posted(record: PhaseRecord, kind: str) -> bool:
        return any(r.kind == kind for r in record.requests)

    # == shape of a game ==================================================================
    def phase_ids(self, config: Mapping[str, Any] | None = None) -> Iterator[str]:
        """:attr:`first_phases`, then :attr:`cycle` numbered 1, 2, …"""
        cfg = config if config is not None else self.effective_config({})
        cycle = self.cycle
        if cfg.get("start") == "night" and cycle[0] == "D":
            cycle = tuple(reversed(cycle))
        yield from self.first_phases
        for n in count(1):
            for letter in cycle:
                yield f"{letter}{n}"

    # == hooks: the phase ===================================================================
    def begin(self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord) -> None:
        """The setup's own start of a phase, before the moderator entries."""
        return None

    def end(self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord) -> None:
        """The setup's own end of a phase, after everything else (also when the moderator
        entries ended the game): e.g. X-SHOTS frees the JOAT modifiers of the phase's dead."""
        return None

    def pregame(self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord) -> None:
        """A pre-game phase (choices, rolls): nothing by default."""
        return None

    def day(
        self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord
    ) -> str | None:
        """The day rule: read the votes, eliminate; returns who was eliminated (or None)."""
        raise ScriptError("{setup_id} has no day phases", setup_id=self.setup_id)

    def day_decided(self, state: GameState, inp: PhaseInput, record: PhaseRecord) -> bool:
        """Whether a closed day that eliminated nobody needs the no-elimination post (False
        where the day rule announced it otherwise, e.g. a duel)."""
        return True

    def night(self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord) -> None:
        """A night: accept one entry per slot, run :meth:`night_steps` in order, apply the
        deaths they decided (sign-up order), post :meth:`night_post`; a night the rules skip
        (:meth:`skip_night`) rejects its entries ``phase-skipped`` and posts only that."""
        if state.data.get(SKIPPED_NIGHT) == inp.id:
            del state.data[SKIPPED_NIGHT]
            record.skipped = True
            self.reject_all(inp, record, "phase-skipped")
            self.skipped_night(state, inp, record)
            self.night_post(state, inp, record, [])
            return
        run = NightRun(state, inp, draws, record, self.accept_actions(state, inp, record))
        for step in self.night_steps(state.config):
            step(run)
        flips = []
        for name in state.order_names(set(run.dying)):
            self.die(state, name, run.dying[name], record)
            flips.append(self.flip(state, name))
        self.night_post(state, inp, record, flips)

    @property
    def steps(self) -> dict[str, int]:
        """Each ability's step in the setup's resolution order (``step`` in ``[abilities]``,
        0 where it has none): Charge Me Up's and X-SHOTS' nights, Peaky's 18 steps."""
        return {aid: int(spec.extra.get("step", 0)) for aid, spec in self.abilities.items()}

    def night_steps(self, config: Mapping[str, Any]) -> Sequence[NightStep]:
        """The night's steps in resolution order."""
        return ()

    def skip_night(self, state: GameState, phase_id: str) -> None:
        """The rules skip the night ``phase_id`` (spec §0.2 rule 4): listed, its record is
        ``skipped`` and every entry is rejected ``phase-skipped``; a script may leave it out
        (where :attr:`optional_phases` lets the fold through), and nothing else."""
        state.data[SKIPPED_NIGHT] = phase_id

    def is_skipped(self, state: GameState, phase_id: str) -> bool:
        """Whether ``phase_id`` is the night the rules skip (nothing may be entered)."""
        return state.data.get(SKIPPED_NIGHT) == phase_id

    def skipped_night(self, state: GameState, inp: PhaseInput, record: PhaseRecord) -> None:
        """The setup's own words for a skipped night (its trace), before the night post."""
        return None

    def night_post(
        self, state: GameState, inp: PhaseInput, record: PhaseRecord, flips: list[dict[str, Any]]
    ) -> None:
        """The public night post (deaths with their flips, never who killed): once the
        night is resolved, or in its live preview too (:attr:`night_post_in_preview`)."""
        if inp.closed or self.night_post_in_preview:
            record.post(
                "night-result",
                "night-result",
                phase=inp.id,
                deaths=flips,
                skipped=record.skipped,
                winner=None,
                winner_name="",
            )

    def turn(self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord) -> None:
        """A turn (day and night in one phase, Peaky)."""
        raise ScriptError("{setup_id} has no turns", setup_id=self.setup_id)

    def extra_posts(self, state: GameState, inp: PhaseInput, record: PhaseRecord) -> None:
        """Posts a setup adds at the end of a phase (before the game-over post)."""
        return None

    # == hooks: entries =====================================================================
    def check_phase_names(self, inp: PhaseInput, names: set[str]) -> None:
        """The pre-game's own inputs (``[pregame] inputs``: Charge Me Up's ``choices``,
        X-SHOTS' ``rolls``) belong to the pre-game only. An entry of an ability whose
        ``[abilities]`` table lists its ``fields`` takes those keys only (and ``at``), no
        targets when it takes none, and each field that names a player
        (:attr:`action_name_fields`: the fields of ``kind = "player"``) one name (Ghoul
        Duel's duel slots, Democrabilities' killer)."""
        for key in self.definition.get("pregame", {}).get("inputs", []):
            if key in inp.data and inp.id != "pregame":
                raise ScriptError(
                    "phase {phase}: {key!r} belongs to the pregame phase only",
                    phase=inp.id,
                    key=key,
                )
        for number, action in enumerate(inp.actions, 1):
            spec = self.abilities.get(action.ability or "")
            if spec is None or not spec.field_labels:
                continue
            keys = tuple(spec.field_labels)
            unknown = sorted(set(action.extra) - set(keys) - {"at"})
            if unknown or (action.targets and spec.targets == (0,)):
                raise ScriptError(
                    "phase {phase}, action #{number} ({ability}): unknown key(s) {what}; use {slots}",
                    phase=inp.id,
                    number=number,
                    ability=action.ability,
                    what=", ".join(unknown) or "targets",
                    slots=", ".join(keys),
                )
            for key in keys:
                value = action.get(key)
                if (
                    key in self.action_name_fields
                    and value is not None
                    and not isinstance(value, str)
                ):
                    raise ScriptError(
                        "phase {phase}, action #{number} ({ability}): {slot} must be one player's name",
                        phase=inp.id,
                        number=number,
                        ability=action.ability,
                        slot=key,
                    )

    def entry_options(self, state: GameState, phase_id: str) -> list[EntryOption]:
        """The spec's options (:meth:`Ruleset.entry_options`); none in a skipped night."""
        if self.is_skipped(state, phase_id):
            return []
        return super().entry_options(state, phase_id)

    def validate_action(self, state: GameState, inp: PhaseInput, action: Action) -> str | None:
        """Why ``action`` is refused (a kebab-case reason), or None when it is valid: a
        living actor, then the ability's spec (:meth:`spec_refusal`), then living targets
        (before a refused self-target), then the targets' alignments the spec allows
        (``target_factions``); ``no-shots`` last with :attr:`shots_refused_last`."""
        if not state.is_alive(action.actor):
            return "actor-dead"
        late = self.shots_refused_last
        reason = self.spec_refusal(state, inp, action, shots=not late)
        spec = self.abilities.get(action.ability or "")
        own = spec.reason("self-target") if spec is not None else "self-target"
        if reason in (None, own):  # the targets themselves first, then whose they are
            reason = dead_target(state, action.targets) or reason
        if reason is not None or spec is None:
            return reason
        alignments = tuple(state.player(t).alignment for t in action.targets)
        reason = spec.alignment_refusal(alignments)
        return self.holder_refusal(state, inp, action) if reason is None and late else reason

    def holder_refusal(
        self, state: GameState, inp: PhaseInput, action: Action, *, shots: bool = True
    ) -> str | None:
        """What the ``[abilities]`` table refuses of the entry's sender, whatever its
        targets: an unknown ability, a holder or phase it does not allow, no shots left
        (unless ``shots`` is False). :meth:`spec_refusal` starts with it; Peaky judges its
        own sender limits between it and the targets (RULINGS 25)."""
        if action.ability not in self.ability_ids:
            return "no-ability"
        spec = self.abilities.get(action.ability or "")
        if spec is None:
            return None
        player = state.player(action.actor)
        kind = self.phase_kind(inp.id)
        return spec.holder_refusal(
            player.role, player.alignment, kind, player.shots if shots else None
        )

    def spec_refusal(
        self, state: GameState, inp: PhaseInput, action: Action, *, shots: bool = True
    ) -> str | None:
        """What the setup's ``[abilities]`` table alone refuses (the forms offer nothing
        it refuses): :meth:`holder_refusal`, then a target count or self-target the table
        does not allow."""
        spec = self.abilities.get(action.ability or "")
        reason = self.holder_refusal(state, inp, action, shots=shots)
        if reason is not None or spec is None:
            return reason
        return spec.target_refusal(action.actor, tuple(action.targets))

    def action_slots(self, state: GameState, action: Action) -> tuple[Hashable, ...]:
        """The slots an action fills, from its spec's ``slot`` (one or a list): the last
        valid entry of each slot counts (R-ALL-LASTWINS), and a later entry replaces every
        earlier one that shares a slot with it."""
        spec = self.abilities.get(action.ability or "")
        return tuple(
            self.slot_key(state, action, kind)
            for kind in (spec.slots if spec is not None else ("actor-ability",))
        )

    def slot_key(self, state: GameState, action: Action, kind: str) -> Hashable:
        """One slot of ``kind`` (``faction``, ``actor``, ``actor-ability``, ``team-actor``,
        ``each``) for ``action``; ``each``: a slot of its own, so every valid entry counts, for
        the setup's rules to merge (Ghoul Duel's duel choice); ``team-actor``: ``actor`` while
        the actor is not the last of his faction alive."""
        if kind == "team-actor":  # the actor slot, unless he is the last of his faction
            alone = len(state.faction(state.player(action.actor).alignment)) < 2
            return ("each", id(action)) if alone else ("actor", action.actor)
        if kind == "each":
            return ("each", id(action))
        if kind == "faction":
            return ("faction", state.player(action.actor).alignment, action.ability)
        if kind == "actor":
            return ("actor", action.actor)
        return ("actor-ability", action.actor, action.ability)

    def accept_actions(
        self, state: GameState, inp: PhaseInput, record: PhaseRecord
    ) -> list[tuple[int, Action]]:
        """The phase's valid actions, the last one of each slot, in entry order; the others
        are listed as rejected (with the reason) or superseded."""
        return self.accept_entries(state, inp, list(enumerate(inp.actions)), record)

    def accept_entries(
        self,
        state: GameState,
        inp: PhaseInput,
        entries: Sequence[tuple[int, Action]],
        record: PhaseRecord,
        refuse: Callable[[int, Action], str | None] | None = None,
    ) -> list[tuple[int, Action]]:
        """:meth:`accept_actions` over some of the phase's actions (index, action);
        ``refuse(index, action)`` judges each entry in order instead of
        :meth:`validate_action`, for a setup whose refusals depend on the entries before
        (Peaky: one change per ability, one pub visit, the letters left)."""
        valid: list[int] = []
        holder: dict[Hashable, int] = {}  # slot -> the entry filling it
        filled: dict[int, tuple[Hashable, ...]] = {}  # entry -> the slots it fills
        taken: dict[int, Action] = {}  # entry -> the action as it counts
        for index, entry in entries:
            if refuse is not None:
                reason = refuse(index, entry)
                if reason:
                    record.reject_action(index, entry, reason)
                action: Action | None = None if reason else entry
            else:
                action = self.read_action(state, inp, index, entry, record)
            if action is None:
                continue
            valid.append(index)
            taken[index] = action
            slots = self.action_slots(state, action)
            for old in {holder[s] for s in slots if s in holder}:
                for slot in filled.pop(old):  # replaced: it leaves every slot it held
                    if holder.get(slot) == old:
                        del holder[slot]
            filled[index] = slots
            holder.update(dict.fromkeys(slots, index))
        counted = sorted(filled)
        replaced = [i for i in valid if i not in filled]
        if replaced:  # accepted, then replaced by a later entry for the same slot
            record.extra["superseded"] = replaced
        return [(i, taken[i]) for i in counted]

    def read_action(
        self, state: GameState, inp: PhaseInput, index: int, action: Action, record: PhaseRecord
    ) -> Action | None:
        """Entry ``index`` as it counts, or None when it is refused (then listed rejected):
        by default the whole entry once :meth:`validate_action` accepts it. A setup with
        refusals of its own adds them here (Democrabilities: the effect sent, with the effect
        and killer in the rejection); an entry with any wrong part is refused whole (digest
        §0.2 rule 3), so the last valid entry of its slot stands (R-ALL-LASTWINS)."""
        reason = self.validate_action(state, inp, action)
        if reason:
            record.reject_action(index, action, reason)
            return None
        return action

    def reject_actions(self, inp: PhaseInput, record: PhaseRecord, reason: str) -> None:
        """List every action of the phase as rejected for ``reason`` (e.g. a day: no-ability)."""
        for index, action in enumerate(inp.actions):
            record.reject_action(index, action, reason)

    def moderator_entry(
        self, state: GameState, inp: PhaseInput, entry: Mapping[str, Any], record: PhaseRecord
    ) -> None:
        """Apply one of the setup's own :attr:`moderator_entries` (after modkills and
        replacements)."""
        return None

    # == hooks: winning ===================================================================
    def winner(self, state: GameState) -> str | None:
        """The win rule: the winning faction, ``none``, or None while the game goes on."""
        return parity_winner(state)

    def win_due(self, state: GameState, inp: PhaseInput, kind: str) -> bool:
        """Whether the win rule is checked at the end of this phase."""
        return inp.closed and kind in self.win_points

    def check_win(self, state: GameState, record: PhaseRecord) -> bool:
        """Apply the win rule; True (and ``state.winner`` set) when the game is over."""
        if state.winner is not None:
            return True
        return declare(state, self.winner(state))

    # == deaths and flips =================================================================
    def flip(self, state: GameState, name: str) -> dict[str, Any]:
        """What a death reveals: name, role and alignment, in display words too."""
        player = state.player(name)
        return {
            "player": name,
            "role": player.role,
            "role_name": self.role_name(player.role),
            "alignment": player.alignment,
            "alignment_name": self.faction_name(player.alignment),
        }

    def die(
        self,
        state: GameState,
        name: str,
        cause: str,
        record: PhaseRecord,
        *,
        event: str = "killed",
        **details: Any,
    ) -> Death:
        """``name`` dies of ``cause``: recorded as a death and announced as ``event`` (the
        flip, plus any ``details`` the setup's event carries, e.g. Peaky's ``how``); with the
        win point ``death``, the win rule is checked at once."""
        state.player(name).alive = False
        death = Death(name, cause)
        record.deaths.append(death)
        record.events.append({**self.death_event(state, name, event), **details})
        if "death" in self.win_points:
            self.check_win(state, record)
        return death

    def death_event(self, state: GameState, name: str, event: str) -> dict[str, Any]:
        """The event a death adds to the record: ``event`` and the :meth:`flip`."""
        return {"kind": event, **self.flip(state, name)}

    def eliminate(
        self,
        state: GameState,
        name: str,
        record: PhaseRecord,
        phase: str,
        *,
        how: str = "lynch",
        cause: str | None = None,
        event: str | None = None,
    ) -> None:
        """A day's elimination: the death (of :attr:`elimination_cause`, announced as ``how``
        unless the setup names its ``cause`` and ``event``) and its flip post (``how``)."""
        self.die(state, name, cause or self.elimination_cause, record, event=event or how)
        record.post("flip", "flip", **self.flip(state, name), how=how, phase=phase)

    def faction_name(self, faction: str | None) -> str:
        """A faction's display name (``none``: "Nobody")."""
        if not faction:
            return ""
        if faction == "none":
            return "Nobody"
        factions: Mapping[str, Any] = self.definition.get("factions", {})
        return str(factions.get(faction, {}).get("name", faction.title()))

    # == the deal =========================================================================
    def deal(self, state: GameState, draws: Draws, first: PhaseInput, record: PhaseRecord) -> None:
        """A complete ``[roles]`` table (a ``deal`` pin beside it must agree with it, see
        :meth:`pin_is_possible`) or the random deal; then :meth:`setup_players` and the role
        PMs."""
        if state.fixed_roles:
            self.fixed_deal(state)
        else:
            self.random_deal(state, draws)
        self.setup_players(state)
        for player in state.players:
            self.role_pm(state, player.name, record)

    def deal_plan(self, state: GameState) -> Deal:
        """The shared :class:`~mafiamod.engine.deal.Deal` of this game: by default the roles
        of ``[roles.<id>]`` (any alignment of the setup's factions, shots optional), the
        seats of :meth:`deal_counts` and :attr:`deal_filler` (none to check a complete
        ``[roles]`` against), the draw ``sample-holders``."""
        roles: Mapping[str, Any] = self.definition.get("roles", {})
        factions = tuple(self.definition.get("factions", {}))
        table = {
            rid: RoleRule(
                tuple(dict.fromkeys((str(spec.get("alignment", "")), *factions))), "optional"
            )
            for rid, spec in roles.items()
        }
        counts = self.deal_counts(state.config, len(state.players))
        seats = [role for role, n in counts.items() for _ in range(n)]
        seats += [self.deal_filler] * (len(state.players) - len(seats))
        return Deal(table, None if state.fixed_roles else seats, "sample-holders", self.deal_filler)

    def fixed_deal(self, state: GameState) -> None:
        """Apply a complete ``[roles]`` table (a partial one is a script error)."""
        plan = self.deal_plan(state)
        plan.seat(state, plan.fixed(state))

    def role_alignment(self, role_id: str) -> str:
        """The alignment ``[roles.<id>]`` gives a role (an unknown role is a script error)."""
        roles: Mapping[str, Any] = self.definition.get("roles", {})
        if role_id not in roles:
            raise ScriptError(
                "[roles]: unknown role {role!r} for {setup_id}",
                role=role_id,
                setup_id=self.setup_id,
            )
        return str(roles[role_id].get("alignment", ""))

    def deal_counts(self, config: Mapping[str, Any], players: int) -> Mapping[str, int]:
        """Role id → how many, for a random deal; everybody else gets :attr:`deal_filler`.
        By default the setup's ``[deal] roles`` (role id → count, one role per seat, as a
        role library's pre-built setup writes it) less the filler: Democrabilities' two
        goons, Ghoul Duel's three."""
        roles: Mapping[str, Any] = self.definition.get("deal", {}).get("roles", {})
        return {str(r): int(n) for r, n in roles.items() if r != self.deal_filler}

    def random_deal(self, state: GameState, draws: Draws) -> None:
        """Draw ``deal`` picks who gets the roles of :meth:`deal_counts` (in their order)."""
        plan = self.deal_plan(state)
        plan.seat(state, plan.drawn(state, draws))

    def setup_players(self, state: GameState) -> None:
        """Per-player and setup-wide fields after the deal (shots, flags, scratch)."""
        return None

    # == posts and PMs every game has =======================================================
    def role_pm(self, state: GameState, name: str, record: PhaseRecord, **extra: Any) -> None:
        """``name``'s role PM: role, alignment, abilities, team for informed factions, shots."""
        record.pm(name, "role-pm", kind="role-pm", **(self.role_pm_context(state, name) | extra))

    def role_pm_context(
        self, state: GameState, name: str, role: str | None = None
    ) -> dict[str, Any]:
        """What the generic role PM says of ``role`` (default: the seat's), with the team of
        an informed faction (a setup's own role PM may start from it)."""
        roles: Mapping[str, Any] = self.definition.get("roles", {})
        factions: Mapping[str, Any] = self.definition.get("factions", {})
        player = state.player(name)
        role = player.role if role is None else role
        faction = factions.get(player.alignment, {})
        informed = player.alignment != "town"
        return {
            "player": name,
            "role": role,
            "role_name": self.role_name(role),
            "alignment": player.alignment,
            "alignment_name": faction.get("name", player.alignment.title()),
            "abilities": role_abilities(roles.get(role, {}), state.config),
            "win_condition": faction.get("win", ""),
            "team": [p.name for p in informed_team(state, player, factions, informed=informed)],
            "shots": player.shots,
        }

    def moderator_phase(self, state: GameState, inp: PhaseInput, record: PhaseRecord) -> None:
        """Modkills and replacements in entry order, then the setup's own entries, then the
        announcement and the new accounts' role PMs."""
        decided = (lambda: self.check_win(state, record)) if self.win_after_each_modkill else None
        apply_moderator(state, inp, record, decided)
        if decided is None or state.winner is None:  # a deciding modkill ends the reading
            for entry in inp.moderator:
                if "modkill" not in entry and "replace" not in entry:
                    self.moderator_entry(state, inp, entry, record)
        self.moderator_announcement(state, inp, record)

    def moderator_announcement(
        self, state: GameState, inp: PhaseInput, record: PhaseRecord
    ) -> None:
        """The announcement of the applied modkills and replacements and the new accounts'
        role PMs."""
        entries: list[dict[str, Any]] = []
        for event in record.events:
            if event["kind"] == "modkill":
                entries.append({**self.flip(state, event["player"]), "kind": "modkill"})
            elif event["kind"] == "replacement":
                entries.append(dict(event, kind="replacement", hidden=self.replacement_hidden))
                if state.has_player(event["by"]):
                    self.replacement_pm(state, event["player"], event["by"], inp, record)
        if entries:
            self.moderator_post(state, inp, record, entries)

    #: whether the replacement post keeps the seat's role from the thread (it always does
    #: today: a replaced player is not revealed, R-ALL-PUBLIC)
    replacement_hidden: bool = True

    def moderator_post(
        self, state: GameState, inp: PhaseInput, record: PhaseRecord, entries: list[dict[str, Any]]
    ) -> None:
        """The public announcement of the phase's modkills (with the flip) and replacements."""
        record.post("moderator", "moderator-post", phase=inp.id, entries=entries)

    def replacement_pm(
        self, state: GameState, old: str, new: str, inp: PhaseInput, record: PhaseRecord
    ) -> None:
        """The new account's role PM: the seat's role PM as it stands now (team, shots,
        state), headed by who was replaced."""
        scratch = PhaseRecord(record.id)
        self.role_pm(state, new, scratch)
        for request in scratch.requests:
            context = dict(request.context)
            context.update(
                role_template=request.template
                if request.template.endswith(".bbcode")
                else f"{request.template}.bbcode",
                replaced=old,
                replaced_in=inp.id,
                standing=self.standing(state, new),
            )
            record.requests.append(
                RenderRequest("replacement-pm", context, kind="replacement-pm", to=new)
            )

    #: the setup's role PM says the seat's shots as they stand (Ghoul Duel's "Shots left"):
    #: a replacement PM then does not say them a second time
    role_pm_shows_shots: bool = False

    def standing(self, state: GameState, name: str) -> dict[str, Any]:
        """What a replacement is told of the seat as it stands now: shots, living team, the
        seat's own ``fields`` (a copy: the setup's template words them, Peaky's УС, letters
        and pub) and :meth:`standing_lines`."""
        player = state.player(name)
        factions: Mapping[str, Any] = self.definition.get("factions", {})
        informed = factions.get(player.alignment, {}).get("informed", player.alignment != "town")
        return {
            # None where the seat's role PM, rendered as it stands now, already says them
            "shots": None if self.role_pm_shows_shots else player.shots,
            "living_team": [
                p.name
                for p in state.living()
                if informed and p.alignment == player.alignment and p.name != name
            ],
            "fields": dict(player.fields),
            "lines": self.standing_lines(state, name),
        }

    def standing_lines(self, state: GameState, name: str) -> list[str]:
        """Setup-specific state a replacement must know (one line each, setup's language)."""
        return []

    def no_elimination(self, state: GameState, inp: PhaseInput, record: PhaseRecord) -> None:
        """A closed day that eliminated nobody says so."""
        record.events.append({"kind": "no-elimination"})
        record.post("no-elimination", "no-elimination", phase=inp.id)

    def game_over(self, state: GameState, record: PhaseRecord) -> None:
        """The game-over post, once: the winner (or that nobody won), everyone's role, who
        is dead (or was modkilled: a modkilled player never wins), and who won
        (R-ALL-WINNERS)."""
        if state.winner is None or self._posted(record, "game-over"):
            return
        winners = set(state.winners or [])
        players = [
            {
                **self.flip(state, p.name),
                "name": p.name,
                "alive": p.alive,
                "modkilled": p.modkilled,
                "won": p.name in winners,
            }
            for p in state.players
        ]
        record.post(
            "game-over",
            "game-over",
            winner=state.winner,
            winner_name=self.faction_name(state.winner),
            nobody=state.winner == "none",
            winners=[p.name for p in state.players if p.name in winners],
            players=players,
        )

    # == pins =============================================================================
    def check_unused_pins(self, state: GameState, inp: PhaseInput, draws: Draws) -> None:
        """A pin whose draw did not happen must still name a possible outcome (bad-pin)."""
        for name, value in draws.unused_pins().items():
            if not self.pin_is_possible(state, name, value):
                raise ScriptError(
                    "bad-pin: phase {phase}: rng pin {name} = {value!r} is not a legal outcome (its draw did not happen, and no draw could give it)",
                    phase=inp.id,
                    name=name,
                    value=value,
                )

    def pin_is_possible(self, state: GameState, name: str, value: Any) -> bool:
        """Whether an unread pin names something its draw could give: by default a player's
        name (or one of the setup's special vote targets) or a list of them, so a number or a
        table is never one; a ``deal`` pin must be a deal of this game
        (:meth:`~mafiamod.engine.deal.Deal.pin_is_possible`)."""
        if name == "deal":
            return self.deal_plan(state).pin_is_possible(state, value)
        known = {_norm(n) for n in state.names()} | {_norm(t) for t in self.special_vote_targets}
        values = [value] if isinstance(value, str) else value
        if isinstance(values, (list, tuple)) and all(isinstance(v, str) for v in values):
            return all(_norm(v) in known for v in values)
        return False


def role_abilities(role: Mapping[str, Any], config: Mapping[str, Any]) -> str:
    """A role's ability text for the game's config (:func:`config_text` of ``abilities``:
    Ghoul Duel's ``ghoul_shot``, Democrabilities' ``inform_bulletproof``)."""
    return config_text(role, "abilities", config)


def config_text(
    table: Mapping[str, Any], key: str, config: Mapping[str, Any], where: str = ""
) -> str:
    """``table[key]``, unless ``table["<key>_by_config"][<option>]`` has a text for the
    option's value in ``config`` (the first such option in the file's order wins), so a post
    or PM never states a rule the config changed. ``where`` names the table in an error (a
    ``<key>_by_config`` that is not a table)."""
    by_config = table.get(f"{key}_by_config", {})
    if not isinstance(by_config, Mapping):
        raise ScriptError(
            "{where}{key}_by_config: expected a table of texts by config option, found {value}",
            where=f"{where} " if where else "",
            key=key,
            value=by_config,
        )
    for option, texts in by_config.items():
        if option in config and isinstance(texts, Mapping):
            value = config[option]
            choice = ("true" if value else "false") if isinstance(value, bool) else str(value)
            if choice in texts:
                return str(texts[choice])
    return str(table.get(key, ""))
