"""A Ghoul Duel night as steps on the phase loop's night (:meth:`PhaseLoop.night`).

The loop accepts the entries (the ``[abilities]`` spec, the last valid entry per slot:
per ghoul, one kill for the team, every duel choice), applies the deaths the steps decide
and posts the night. Ghoul Duel's own steps, in order:

1. the duel choice, judged against the night-start state (duel nights only);
2. the night kill (the shared kill step on a night context), sent along its ghoul chain;
3. the ghoul shots spent;
4. the duellists for the next day: the first living choice, its backup, else a draw.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine.model import Action, GameState, PhaseInput
from ...engine.phase_loop import NightRun, NightStep
from ..night import NightContext
from ..shots import pay_shots
from ..steps.kill import FACTIONAL_KILL, kill
from .chain import GHOUL, powers_used, walk
from .duel import DUEL_CHOICE, Slots, pick_side, read_choices


class GhoulNight(NightContext):
    """The shared night context, plus what Ghoul Duel's steps share: the duel choice and
    the kill's chain."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.chosen: dict[str, str] = {}  # the duel choice's valid slots
        self.chain: list[str] = []  # the night kill's ghoul chain, target to victim


def is_duel_night(phase_id: str) -> bool:
    """Odd nights (N1, N3, …) are duel nights."""
    return phase_id.startswith("N") and int(phase_id[1:]) % 2 == 1


def entry_refusal(state: GameState, inp: PhaseInput, action: Action) -> str | None:
    """Ghoul Duel's own limit once the spec is met (the kill's town target included, §2.1:
    ``target_factions``): the duel choice only on a duel night."""
    if action.ability == DUEL_CHOICE and not is_duel_night(inp.id):
        return "not-duel-night"
    return None


def _night(run: NightRun) -> GhoulNight:
    night: GhoulNight = run.context or GhoulNight.of_run(run)
    return night


def duel_choice(slots: Slots) -> NightStep:
    """Step 1: the duel choice against the night-start state, before anyone dies (its
    ``slots``: the spec's fields)."""

    def read(run: NightRun) -> None:
        if is_duel_night(run.inp.id):
            entries = [(i, a) for i, a in run.actions if a.ability == DUEL_CHOICE]
            _night(run).chosen = read_choices(run.state, entries, run.record, slots)

    return read


def night_kill(run: NightRun) -> None:
    """Step 2: the optional kill (the shared kill step: a ghoul cannot stop it), sent on
    along the chain of ghouls who would die; the victim dies at the end of the night."""
    night, record = _night(run), run.record
    attacks = kill(night, night.by_ability(FACTIONAL_KILL), stoppable=False)
    if not attacks:
        record.note("No night kill was ordered")
        record.extra["kill"] = {"result": "no-kill"}
        return
    attack = attacks[0]
    target = attack.target
    ghouls = {a.actor: a.final_targets[0] for a in night.by_ability(GHOUL)}
    night.chain = chain = walk(target, ghouls)
    victim = chain[-1]
    for ghoul, nxt in zip(chain, chain[1:], strict=False):
        record.note(
            "{ghoul} would die; their ghoul power sends the death to {player}",
            ghoul=ghoul,
            player=nxt,
        )
    if victim in ghouls:  # only a cycle ends at a ghoul with an action
        record.note(
            "{player}'s ghoul power leads back to {player}: it has no effect", player=victim
        )
    cause = FACTIONAL_KILL if victim == target else "ghoul-redirect"
    night.doom(victim, cause)
    actor = attack.source.actor if attack.source is not None else "?"
    record.note(
        "Mafia {actor} attacked {target}; {victim} dies ({cause})",
        actor=actor,
        target=target,
        victim=victim,
        cause=cause,
    )
    record.extra["kill"] = {"target": target, "chain": chain, "victim": victim, "result": "killed"}


def spend_shots(run: NightRun) -> None:
    """Step 3: a ghoul's shot is spent when sent (or, by config, only when it fired)."""
    night, state = _night(run), run.state
    sent = [a.actor for a in night.by_ability(GHOUL)]
    on_submit = state.config.get("ghoul_shot", "on-submit") == "on-submit"
    spent = sent if on_submit else [g for g in powers_used(night.chain) if g in sent]
    pay_shots(state, [a for a in night.by_ability(GHOUL) if a.actor in spent], free=())
    if spent:
        run.record.note("Ghoul shots spent: {players}", players=", ".join(state.order_names(spent)))


def duellists(run: NightRun) -> None:
    """Step 4 (duel nights): the pair for the next day, tonight's dead left out."""
    if not is_duel_night(run.inp.id):
        return
    night, state, record = _night(run), run.state, run.record
    gone = set(run.dying)
    mafia = pick_side(state, night.chosen, "mafia", run.draws, record, gone)
    town = pick_side(state, night.chosen, "town", run.draws, record, gone)
    record.extra["duel"] = {"mafia": mafia, "town": town}
    state.data["duel"] = {
        "mafia": mafia,
        "town": town,
        "mafia_backup": night.chosen.get("mafia_backup"),
        "town_backup": night.chosen.get("town_backup"),
    }
    record.note("Duel for the next day: mafia {mafia}, town {town}", mafia=mafia, town=town)


def steps(slots: Slots) -> Sequence[NightStep]:
    """The night's steps in resolution order (``slots``: the duel choice's fields)."""
    return (duel_choice(slots), night_kill, spend_shots, duellists)
