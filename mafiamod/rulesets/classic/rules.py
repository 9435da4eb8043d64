"""The classic ruleset: one phase loop for every setup built on the classic library
(``../shared/rules/classic.md``). Roles, abilities, switches and the roles to deal are
data (:mod:`.library`, the setup's ``setup.toml``); the night runs the shared steps."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from itertools import count
from typing import Any

from ...engine.errors import ScriptError
from ...engine.model import Death, GameState, PhaseInput, PhaseRecord
from ...engine.moderator import modkill, replace_player
from ...engine.rng import Draws
from ...engine.ruleset import Ruleset
from ...engine.winning import faction_winners
from . import day as days
from . import night as nights
from .deal import deal, role_pm
from .library import FACTIONAL_KILL, MAFIA, SERIAL_KILLER, TOWN, Library

RECEIVED = "received"
FAILED = "failed"


class ClassicRules(Ruleset):
    """Days and nights of the classic library, configured by the setup's data."""

    special_vote_targets = frozenset({days.NO_LYNCH})

    def __init__(self, setup_id: str, definition: Mapping[str, Any]) -> None:
        super().__init__(setup_id, definition)
        self.library = Library.from_definition(definition)
        self.ability_ids = frozenset(self.library.abilities)

    # -- shape of a game -------------------------------------------------------------
    def phase_ids(self, config: Mapping[str, Any] | None = None) -> Iterator[str]:
        """``D1 N1 D2 …``, or ``N0 D1 N1 …`` for a night start (§6)."""
        start = (config or {}).get("start", self.library.switches["start"].default)
        if start == "night":
            yield "N0"
        for n in count(1):
            yield f"D{n}"
            yield f"N{n}"

    def effective_config(self, config: Mapping[str, Any]) -> dict[str, Any]:
        switches = self.library.switches
        out = {key: s.default for key, s in switches.items()}
        for key, value in config.items():
            if key not in switches:
                raise ScriptError(f"[config] {key}: {self.setup_id} has no such option")
            out[key] = switches[key].check(value)
        return out

    def role_name(self, role_id: str) -> str:
        role = self.library.roles.get(role_id)
        return role.name if role else role_id

    def check_phase_names(self, inp: PhaseInput, names: set[str]) -> None:
        kind = self.phase_kind(inp.id)
        if kind == "day" and inp.actions:
            raise ScriptError(f"phase {inp.id}: a day takes no actions")
        if kind == "night" and any(inp.votes.values()):
            raise ScriptError(f"phase {inp.id}: a night takes no votes")
        known = {"deal", "n0-peek", "mandatory-kill", "lynch-tie"}
        for name, value in inp.pins.items():
            if name not in known:
                raise ScriptError(f"bad-pin: phase {inp.id}: {self.setup_id} has no draw {name!r}")
            if name in ("mandatory-kill", "n0-peek") and value not in names:
                raise ScriptError(
                    f"bad-pin: phase {inp.id}: rng pin {name} = {value!r} is not a player"
                )
            if name == "lynch-tie" and value not in names | {days.NO_LYNCH}:
                raise ScriptError(
                    f"bad-pin: phase {inp.id}: rng pin lynch-tie = {value!r} is not a candidate"
                )

    # -- the deal and the first phase -------------------------------------------------
    def deal(self, state: GameState, draws: Draws, first: PhaseInput, record: PhaseRecord) -> None:
        start = state.config.get("start", "day")
        if (first.id == "N0") != (start == "night"):
            want = "N0" if start == "night" else "D1"
            raise ScriptError(f"phase {first.id}: with start = {start!r} the first phase is {want}")
        deal(self.definition, self.library, state, draws)
        for player in state.players:
            role_pm(self.library, state, record, player)
        if state.config.get("n0_peek"):
            self._n0_peek(state, draws, record)

    def _n0_peek(self, state: GameState, draws: Draws, record: PhaseRecord) -> None:
        cop = next((p for p in state.players if p.role == "cop"), None)
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
        record.add_result(cop.name, "n0-peek", [seen], TOWN)
        record.pm(cop.name, "classic/n0-peek", kind="result-pm", target=seen)
        record.note(f"Night 0 peek: {cop.name} learns that {seen} is town")

    # -- a phase --------------------------------------------------------------------------
    def resolve(self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord) -> None:
        if self._moderator(state, inp, record):
            self.reject_all(inp, record, "game-over")
            return
        if self.phase_kind(inp.id) == "day":
            for index, action in enumerate(inp.actions):
                record.reject_action(index, action, "not-offered")
            self._day(state, inp, draws, record)
        else:
            self._night(state, inp, draws, record)

    def _moderator(self, state: GameState, inp: PhaseInput, record: PhaseRecord) -> bool:
        """Modkills and replacements in order (§5); True when a modkill ended the game."""
        for entry in inp.moderator:
            if "modkill" in entry:
                death = modkill(state, str(entry["modkill"]), record)
                record.events.append(self._flip_event(state, death.player))
                record.post("modkill", "classic/modkill", **self._flip(state, death.player))
                if self._win(state, record):
                    return True
            elif "replace" in entry:
                old, new = str(entry["replace"]), str(entry.get("by", ""))
                if not new:
                    raise ScriptError(f"phase {inp.id}: replace {old!r} needs a 'by' name")
                replace_player(state, old, new)
                record.note(f"{new} replaced {old}")
                record.events.append({"kind": "replacement", "player": old, "by": new})
                record.post("replacement", "classic/replacement", old=old, new=new)
                role_pm(self.library, state, record, state.player(new))
        return False

    def _day(self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord) -> None:
        out = days.decide(state, inp, draws, record)
        record.post("vote-count", "classic/vote-count", **days.vote_count_context(state, out))
        if not out.ended:
            return
        if out.eliminated is None:
            record.events.append({"kind": "no-elimination"})
            record.post("elimination", "classic/elimination", player=None, title="")
        else:
            self._die(state, out.eliminated, "lynch", record)
            record.post("elimination", "classic/elimination", **self._flip(state, out.eliminated))
        self._win(state, record)

    def _night(self, state: GameState, inp: PhaseInput, draws: Draws, record: PhaseRecord) -> None:
        lib = self.library
        entries = nights.read_entries(lib, state, inp, record)
        if inp.closed:  # "no kill submitted" is only known when the night ends
            nights.mandatory_kill(state, entries, draws, record)
        for action in entries.actions:
            player = state.player(action.actor)
            is_role_action = action.ability != FACTIONAL_KILL
            if is_role_action and player.shots is not None:
                player.shots -= 1  # the final action costs its shot whatever happens (§2)
        ctx = nights.resolve(lib, state, entries, record)
        received = [
            a
            for a in entries.actions
            if a.ability not in nights.INVESTIGATIONS
            and not (entries.mandatory and a is entries.kill)
        ]
        for action in received:
            record.add_result(action.actor, action.ability, list(action.targets), RECEIVED)
        for res in record.results:
            res.setdefault("final_targets", list(res["targets"]))
        record.results.sort(key=lambda r: self._result_rank(inp, r))
        for res in record.results:
            self._result_pm(state, res, record)
        deaths = ctx.deaths()
        for name, cause in deaths:
            self._die(state, name, cause, record)
        record.post(
            "night-result",
            "classic/night-result",
            number=int(inp.id[1:]),
            deaths=[self._flip(state, name) for name, _ in deaths],
        )
        self._win(state, record)

    def _result_rank(self, inp: PhaseInput, res: Mapping[str, Any]) -> tuple[int, int]:
        if res["ability"] == "n0-peek":
            return (0, 0)
        names = [a.actor for a in inp.actions]
        return (1, names.index(res["player"]) if res["player"] in names else len(names))

    def _result_pm(self, state: GameState, res: Mapping[str, Any], record: PhaseRecord) -> None:
        if res["ability"] == "n0-peek":
            return
        outcome = res["outcome"]
        final = list(res.get("final_targets", res["targets"]))
        context: dict[str, Any] = {
            "ability": res["ability"],
            "outcome": outcome,
            "targets": list(res["targets"]),
            "target": final[0] if final else "",
            "names": outcome if isinstance(outcome, list) else [],
            "faction_name": self.library.faction_name(str(outcome))
            if isinstance(outcome, str)
            else "",
            "role_label": "Vanilla" if outcome == "vanilla" else self.role_name(str(outcome)),
        }
        record.pm(res["player"], "classic/result", kind="result-pm", **context)

    # -- deaths, flips, winning -----------------------------------------------------------
    def _flip(self, state: GameState, name: str) -> dict[str, Any]:
        player = state.player(name)
        mods = list(player.fields.get("modifiers", []))
        return {"player": name, "title": self.library.title(player.role, player.alignment, mods)}

    def _flip_event(self, state: GameState, name: str) -> dict[str, Any]:
        player = state.player(name)
        return {"kind": "flip", "player": name, "role": player.role, "alignment": player.alignment}

    def _die(self, state: GameState, name: str, cause: str, record: PhaseRecord) -> None:
        state.player(name).alive = False
        record.deaths.append(Death(name, cause))
        record.events.append(self._flip_event(state, name))
        record.note(f"{name} dies ({cause})")

    def _win(self, state: GameState, record: PhaseRecord) -> bool:
        """The win check of §7; on a win, the game-over event and post."""
        winner = winner_of(state)
        if winner is None:
            return False
        state.winner = winner
        state.winners = [] if winner == "none" else faction_winners(state, winner)
        record.events.append({"kind": "game-over", "winner": winner})
        won = set(state.winners)
        players = [{**self._flip(state, p.name), "won": p.name in won} for p in state.players]
        name = "" if winner == "none" else self.library.faction_name(winner)
        record.post(
            "game-over", "classic/game-over", winner=winner, winner_name=name, players=players
        )
        record.note(f"Game over: {name or 'nobody'} wins")
        return True


def winner_of(state: GameState) -> str | None:
    """§7: nobody left → none; a serial killer with at most one other → serial-killer;
    no threat left → town; the Mafia at parity with no serial killer → mafia."""
    n = len(state.living())
    m = len(state.faction(MAFIA))
    s = len(state.faction(SERIAL_KILLER))
    if n == 0:
        return "none"
    if s == 1 and n <= 2:
        return SERIAL_KILLER
    if m == 0 and s == 0:
        return TOWN
    if s == 0 and m >= n - m:
        return MAFIA
    return None
