"""The classic ruleset: every setup built on the classic library
(``../shared/rules/classic.md``), on the shared phase loop. Roles, abilities, switches and
the roles to deal are data (:mod:`.library`, the setup's ``setup.toml``); the night runs
the shared steps; the hooks below are where the classic digest differs from the loop's
defaults (its posts and PMs are worded by the digest)."""

from __future__ import annotations

import re
from collections.abc import Hashable, Iterator, Mapping, Sequence
from itertools import count
from typing import Any

from ...engine.config import check_config
from ...engine.deal import Deal
from ...engine.errors import ScriptError, toml_literal
from ...engine.model import Action, Death, GameState, PhaseInput, PhaseRecord
from ...engine.phase_loop import NightRun, NightStep, PhaseLoop, on_context
from ...engine.rng import Draws
from ...engine.winning import last_standing
from ...mechanics.night import NightContext
from ...mechanics.results import result_pm
from ...mechanics.steps.kill import FACTIONAL_KILL
from ...mechanics.vote_history import vote_history
from . import day as days
from . import night as nights
from .deal import deal, plan, role_pm_context
from .library import MAFIA, SERIAL_KILLER, TOWN, Library

RECEIVED = "received"
TEMPLATE_FOLDER = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
DRAWS = frozenset({"deal", "n0-peek", "mandatory-kill", "lynch-tie"})


def _template_folder(definition: Mapping[str, Any]) -> str:
    """``[templates] folder``: "" or the name of a folder of the built-in templates (a
    setup from a stranger names no path: never ``..``, never an absolute one)."""
    templates = definition.get("templates", {})
    folder = templates.get("folder", "") if isinstance(templates, dict) else templates
    if not isinstance(folder, str) or (folder and not TEMPLATE_FOLDER.fullmatch(folder)):
        raise ScriptError(
            '[templates] folder = {value}: expected "" or the name of a built-in '
            "template folder (lower-case letters, digits and '-')",
            value=toml_literal(folder),
        )
    return folder


#: what ``[library] fixed`` may set (classic.md §1; ``received``: the "received" PMs),
#: each with its legal values (None: a boolean)
FIXED: dict[str, tuple[object, ...] | None] = {
    "start": ("day", "night"),
    "tie": ("random", "no-elimination", "earliest"),
    "no_lynch": None,
    "self_vote": None,
    "lock_at_lylo": None,
    "mandatory_kill": None,
    "assigned_kill": None,
    "n0_peek": None,
    "received": None,
    "vote_history": None,
}


def _check_fixed(definition: Mapping[str, Any], library: Library) -> None:
    """``[library] fixed``: a table of the library's switches, each with a legal value."""
    table = definition.get("library", {})
    fixed = table.get("fixed", {}) if isinstance(table, dict) else {}
    if not isinstance(fixed, dict):
        raise ScriptError(
            "[library] fixed = {value}: expected a table of switches",
            value=toml_literal(fixed),
        )
    for key, value in fixed.items():
        if key in library.switches:
            try:
                library.switches[key].check(value)
            except ScriptError as exc:
                raise ScriptError("[library] fixed: {problem}", problem=exc.message) from None
            continue
        if key == "majority":
            legal = value is False or (type(value) is int and value >= 0)
        elif key in FIXED:
            choices = FIXED[key]
            legal = isinstance(value, bool) if choices is None else value in choices
        else:
            raise ScriptError(
                "[library] fixed: {key}: no such switch ({known})",
                key=key,
                known=", ".join(sorted({*FIXED, "majority"})),
            )
        if not legal:
            raise ScriptError(
                "[library] fixed: {key} = {value}: not a legal value",
                key=key,
                value=toml_literal(value),
            )


class ClassicRules(PhaseLoop):
    """Days and nights of the classic library, configured by the setup's data."""

    special_vote_targets = frozenset({days.NO_LYNCH})
    #: classic.md §6 and §8 name the no-lynch vote "Sleep" (RULINGS 38)
    vote_target_words = {"sleep": days.NO_LYNCH}
    ability_targets = {FACTIONAL_KILL: 1}
    #: every kind of ability the library's night steps run (night.py), with the number of
    #: targets each reads from an entry (classic.md §3: a bus driver swaps two players)
    kind_targets = nights.KIND_TARGETS
    one_target_count = True

    def __init__(self, setup_id: str, definition: Mapping[str, Any]) -> None:
        super().__init__(setup_id, definition)
        self.library = Library.from_definition(definition)
        self.ability_ids = frozenset(self.library.abilities)
        #: the digest-worded templates (``classic/…``); "" keeps the loop's generic posts
        self.templates = _template_folder(definition)
        _check_fixed(definition, self.library)
        #: a day's actions and a night's votes are script errors (classic.md §4.1)
        self.strict_entries = bool(definition.get("library", {}).get("strict_entries", True))

    @property
    def generic(self) -> bool:
        """The setup keeps the phase loop's generic posts and PMs (no template folder)."""
        return not self.templates

    def tpl(self, name: str) -> str:
        return f"{self.templates}/{name}" if self.templates else name

    # -- shape of a game -------------------------------------------------------------
    def phase_ids(self, config: Mapping[str, Any] | None = None) -> Iterator[str]:
        """``D1 N1 D2 …``, or ``N0 D1 N1 …`` for a night start (§6)."""
        start = (config or {}).get("start", self.effective_config({}).get("start"))
        if start == "night":
            yield "N0"
        for n in count(1):
            yield f"D{n}"
            yield f"N{n}"

    def effective_config(self, config: Mapping[str, Any]) -> dict[str, Any]:
        # the switches a setup fixes instead of offering them (Mountainous: majority from D1, …)
        switches = {key: s.option for key, s in self.library.switches.items()}
        fixed = self.definition.get("library", {}).get("fixed", {})
        return check_config(self.setup_id, switches, config, fixed)

    def role_name(self, role_id: str) -> str:
        role = self.library.roles.get(role_id)
        return role.name if role else role_id

    def check_phase_names(self, inp: PhaseInput, names: set[str]) -> None:
        kind = self.phase_kind(inp.id)
        if not self.strict_entries:
            kind = ""
        if kind == "day" and inp.actions:
            raise ScriptError("phase {phase}: a day takes no actions", phase=inp.id)
        if kind == "night" and any(inp.votes.values()):
            raise ScriptError("phase {phase}: a night takes no votes", phase=inp.id)
        for name, value in inp.pins.items():
            if name not in DRAWS:
                raise ScriptError(
                    "bad-pin: phase {phase}: {setup_id} has no draw {name!r}",
                    phase=inp.id,
                    setup_id=self.setup_id,
                    name=name,
                )
            legal = names | ({days.NO_LYNCH} if name == "lynch-tie" else set())
            if name == "n0-peek":
                # the peek is a pre-game read, drawn before the first phase's moderator
                # entries (§8): it names the players as they were then (RULINGS 33)
                legal = names_before_moderation(inp, names)
            if name != "deal" and (not isinstance(value, str) or value not in legal):
                raise ScriptError(
                    "bad-pin: phase {phase}: rng pin {name} = {value!r} is not a legal outcome (not a player)",
                    phase=inp.id,
                    name=name,
                    value=value,
                )

    # -- the deal and the first phase -------------------------------------------------
    def deal(self, state: GameState, draws: Draws, first: PhaseInput, record: PhaseRecord) -> None:
        start = state.config.get("start", "day")
        if (first.id == "N0") != (start == "night"):
            want = "N0" if start == "night" else "D1"
            raise ScriptError(
                "phase {phase}: with start = {start!r} the first phase is {want}",
                phase=first.id,
                start=start,
                want=want,
            )
        deal(self.library, state, draws, self.deal_plan(state))
        for player in state.players:
            self.role_pm(state, player.name, record)
        if state.config.get("n0_peek"):
            self._n0_peek(state, draws, record)

    def _n0_peek(self, state: GameState, draws: Draws, record: PhaseRecord) -> None:
        cop = state.holder("cop", alive=False)
        if cop is None:
            return
        reads = {rid for rid, r in self.library.roles.items() if r.reads and r.reads != TOWN}
        pool = [
            p.name
            for p in state.players
            if p.alignment == TOWN and p.name != cop.name and p.role not in reads
        ]
        seen = draws.choose("n0-peek", pool)
        if seen is None:
            return
        # every result carries final_targets (§8), on D1 too
        record.add_result(cop.name, "n0-peek", [seen], TOWN, final_targets=[seen])
        record.pm(cop.name, self.tpl("n0-peek"), kind="result-pm", target=seen)
        record.note("Night 0 peek: {name} learns that {seen} is town", name=cop.name, seen=seen)

    def role_pm(self, state: GameState, name: str, record: PhaseRecord, **extra: Any) -> None:
        if self.generic:
            super().role_pm(state, name, record, **extra)
            return
        context = role_pm_context(self.library, state, state.player(name))
        kind = str(extra.pop("kind", "role-pm"))
        record.pm(name, self.tpl("role-pm"), kind=kind, **context, **extra)

    def replacement_pm(
        self, state: GameState, old: str, new: str, inp: PhaseInput, record: PhaseRecord
    ) -> None:
        """The seat's role PM as it stands now, addressed to the new name (§8): the public
        ``replacement`` post says whom he replaced, the PM is the role PM only."""
        if self.generic:
            super().replacement_pm(state, old, new, inp, record)
            return
        self.role_pm(state, new, record, kind="replacement-pm")

    # -- moderator entries ------------------------------------------------------------------
    def moderator_post(
        self, state: GameState, inp: PhaseInput, record: PhaseRecord, entries: list[dict[str, Any]]
    ) -> None:
        """One post per modkill (with the flip) and per replacement (§8), in entry order."""
        if self.generic:
            for entry in entries:
                if entry["kind"] == "modkill":
                    record.events.append(self.death_event(state, entry["player"], "flip"))
            super().moderator_post(state, inp, record, entries)
            return
        for entry in entries:
            if entry["kind"] == "modkill":
                name = entry["player"]
                record.events.append(self.death_event(state, name, "flip"))
                record.post("modkill", self.tpl("modkill"), **self._flip(state, name))
            else:
                record.post(
                    "replacement", self.tpl("replacement"), old=entry["player"], new=entry["by"]
                )

    # -- pins -------------------------------------------------------------------------------
    def check_phase_pins(self, state: GameState, inp: PhaseInput) -> None:
        """§9: a pin that could never be a legal outcome of its draw in this game is a script
        error whether or not the phase draws it. At the phase's start (after modkills):
        ``mandatory-kill`` names a living non-mafia player, ``lynch-tie`` a living player
        (or ``no-lynch`` where Sleep is offered)."""
        living = {p.name for p in state.living()}
        legal = {
            "mandatory-kill": {p.name for p in state.living() if p.alignment != MAFIA},
            "lynch-tie": living
            | ({days.NO_LYNCH} if state.config.get("no_lynch", True) else set()),
        }
        for name, value in inp.pins.items():
            if name in legal and (not isinstance(value, str) or value not in legal[name]):
                raise ScriptError(
                    "bad-pin: phase {phase}: rng pin {name} = {value!r} could never be drawn "
                    "(legal: {legal})",
                    phase=inp.id,
                    name=name,
                    value=value,
                    legal=", ".join(state.order_names(legal[name]))
                    + (f", {days.NO_LYNCH}" if days.NO_LYNCH in legal[name] else ""),
                )

    # -- days -------------------------------------------------------------------------------
    def day(
        self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord
    ) -> str | None:
        self.check_phase_pins(state, inp)
        self.reject_actions(inp, record, "no-ability")  # abilities are night actions
        out = days.decide(state, inp, draws, record)
        context = days.vote_count_context(state, out)
        # the vote history section, where the moderator turns it on (§8: ``vote_history``)
        if state.config.get("vote_history", False):
            context.update(vote_history(inp.vote_list(), out.tally, inp.data.get("thread")))
        record.post("vote-count", self.tpl("vote-count"), **context)
        if out.ended and out.eliminated is not None and self.generic:
            self.eliminate(state, out.eliminated, record, inp.id)
        elif out.ended and out.eliminated is not None:
            self.die(state, out.eliminated, "lynch", record)
            record.post("elimination", self.tpl("elimination"), **self._flip(state, out.eliminated))
        elif out.ended and not inp.closed:  # Sleep reached majority (the live view)
            self.no_elimination(state, inp, record)
        return out.eliminated

    def no_elimination(self, state: GameState, inp: PhaseInput, record: PhaseRecord) -> None:
        if any(e.get("kind") == "no-elimination" for e in record.events):
            return
        if self.generic:
            super().no_elimination(state, inp, record)
            return
        record.events.append({"kind": "no-elimination"})
        # §8: the day post is of kind `elimination`, whether someone was eliminated or not
        record.post("elimination", self.tpl("elimination"), player=None, title="")

    # -- nights -----------------------------------------------------------------------------
    #: §4.1 refuses ``no-shots`` after every other reason
    shots_refused_last = True
    #: §5: "the win check runs right after (if it decides the game, nothing else of the
    #: phase is read)"
    win_after_each_modkill = True

    def action_slots(self, state: GameState, action: Action) -> tuple[Hashable, ...]:
        """A player's one action slot, the mafia's kill slot (§4.1); while two mafiosi live
        and the kill is assigned, the kill also fills its performer's action slot (one
        action per mafioso)."""
        if action.ability != FACTIONAL_KILL:
            return (("actor", action.actor),)
        kill = ("faction", MAFIA, FACTIONAL_KILL)
        one_each = state.config.get("assigned_kill", True) and len(state.faction(MAFIA)) >= 2
        return (kill, ("actor", action.actor)) if one_each else (kill,)

    def night_steps(self, config: Mapping[str, Any]) -> Sequence[NightStep]:
        """Step 0 (the mandatory kill, the shots), the library's steps, then the results."""
        library_steps = [on_context(step) for step in nights.steps(self.library)]
        return [self._night_pins, nights.begin, *library_steps, self._night_results]

    def _night_pins(self, run: NightRun) -> None:
        self.check_phase_pins(run.state, run.inp)

    def _night_results(self, run: NightRun) -> None:
        """Every counted entry but the investigations and the mandatory kill gets
        ``received`` (where the setup gives it), then the result PMs in entry order."""
        ctx: NightContext = run.context
        record = run.record
        if run.state.config.get("received", True):
            for action in ctx.actions:
                if action.ability not in nights.INVESTIGATIONS and not nights.is_mandatory(action):
                    record.add_result(
                        action.actor,
                        action.ability,
                        list(action.targets),
                        RECEIVED,
                        final_targets=list(action.final_targets),  # after bus driving (§8)
                    )
        for res in record.results:
            res.setdefault("final_targets", list(res["targets"]))
        sent = {(a.actor, a.ability): a.index for a in ctx.actions if not nights.is_mandatory(a)}
        record.results.sort(key=lambda r: self._result_rank(sent, r))
        for res in record.results:
            self._result_pm(res, record)

    def night_post(
        self, state: GameState, inp: PhaseInput, record: PhaseRecord, flips: list[dict[str, Any]]
    ) -> None:
        """The deaths with the digest's titles (§8), also in the live view of a night."""
        deaths = [self._flip(state, flip["player"]) for flip in flips]
        if self.generic:
            super().night_post(state, inp, record, deaths)
            return
        record.post("night-result", self.tpl("night-result"), number=int(inp.id[1:]), deaths=deaths)

    @staticmethod
    def _result_rank(
        sent: Mapping[tuple[str, str], int], res: Mapping[str, Any]
    ) -> tuple[int, int]:
        """The N0 peek first, then each result at the posting position of the counted entry
        it answers (Ruling 11: the order the actions were sent)."""
        if res["ability"] == "n0-peek":
            return (0, 0)
        return (1, sent.get((res["player"], res["ability"]), len(sent)))

    def _result_pm(self, res: Mapping[str, Any], record: PhaseRecord) -> None:
        if res["ability"] == "n0-peek":
            return
        outcome = res["outcome"]
        faction = self.library.faction_name(outcome) if isinstance(outcome, str) else ""
        result_pm(self, record, record.id, res, self.tpl("result"), faction_name=faction)

    # -- deaths, flips, winning -------------------------------------------------------------
    def _flip(self, state: GameState, name: str) -> dict[str, Any]:
        player = state.player(name)
        mods = list(player.fields.get("modifiers", []))
        return {
            "player": name,
            "title": self.library.title(player.role, player.alignment, mods),
            "role": player.role,
            "role_name": self.role_name(player.role),
            "alignment": player.alignment,
            "alignment_name": self.library.faction_name(player.alignment),
        }

    def death_event(self, state: GameState, name: str, event: str) -> dict[str, Any]:
        """Every death is a ``flip`` event (§9), whatever killed."""
        player = state.player(name)
        return {"kind": "flip", "player": name, "role": player.role, "alignment": player.alignment}

    def die(
        self,
        state: GameState,
        name: str,
        cause: str,
        record: PhaseRecord,
        *,
        event: str = "flip",
        **details: Any,
    ) -> Death:
        """The loop's death, and a trace line for it."""
        death = super().die(state, name, cause, record, event=event, **details)
        record.note("{name} dies ({cause})", name=name, cause=cause)
        return death

    def winner(self, state: GameState) -> str | None:
        return winner_of(state)

    def game_over(self, state: GameState, record: PhaseRecord) -> None:
        """The game-over event and post (§7, §8): the winner, every title, who won."""
        if state.winner is None or self._posted(record, "game-over"):
            return
        winner = state.winner
        record.events.append({"kind": "game-over", "winner": winner})
        if self.generic:
            super().game_over(state, record)
            return
        won = set(state.winners or [])
        players = [
            {**self._flip(state, p.name), "name": p.name, "alive": p.alive, "won": p.name in won}
            for p in state.players
        ]
        name = "" if winner == "none" else self.library.faction_name(winner)
        record.post(
            "game-over",
            self.tpl("game-over"),
            winner=winner,
            winner_name=name,
            nobody=winner == "none",
            winners=[p.name for p in state.players if p.name in won],
            players=players,
        )
        if name:
            record.note("Game over: {name} wins", name=name)
        else:
            record.note("Game over: nobody wins")

    def deal_plan(self, state: GameState) -> Deal:
        return plan(self.definition, self.library, state)


def winner_of(state: GameState) -> str | None:
    """§7: nobody left → none; a serial killer with at most one other → serial-killer;
    no threat left → town; the Mafia at parity with no serial killer → mafia."""
    decided = last_standing(state, (MAFIA, SERIAL_KILLER), TOWN)
    if decided is not None:
        return decided  # nobody left, or no threat left (no serial killer either)
    n = len(state.living())
    m = len(state.faction(MAFIA))
    s = len(state.faction(SERIAL_KILLER))
    if s == 1 and n <= 2:
        return SERIAL_KILLER
    if s == 0 and m >= n - m:
        return MAFIA
    return None


def names_before_moderation(inp: PhaseInput, names: set[str]) -> set[str]:
    """The player names as they stood before ``inp``'s moderator entries, ``names`` being
    those after them (its replacements undone, last first)."""
    before = set(names)
    for entry in reversed(inp.moderator):
        if "replace" in entry and str(entry.get("by", "")) in before:
            before.discard(str(entry["by"]))
            before.add(str(entry["replace"]))
    return before
