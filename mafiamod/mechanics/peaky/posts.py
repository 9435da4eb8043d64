"""Russian role PMs, result PMs and the public «итоги хода» (§3.13, G-PB-14, R-ALL-PUBLIC).

Only plain data leaves here; ``setups/peaky-blinders/templates`` turn it into BBCode.
The public post never names a voter or an uncounted ballot (the vote is secret).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine import moments
from ...engine.model import GameState
from ...engine.ruleset import Ruleset
from ...engine.votes import Tally, wagons
from ..balance import Balances
from ..results import result_pm
from . import clock
from .context import Turn
from .ids import POINTS, SHELBY, SKIP, shelby_rank
from .tally import totals


def role_pm_context(rules: Ruleset, state: GameState, name: str) -> dict[str, Any]:
    """What Peaky's role PM (and a replacement's) adds to the base one: the position, the
    true status, the seed's ``[texts]``, a Shelby's family by rank with their roles, and the
    family's points (template ``role-pm`` and ``replacement-pm`` word them)."""
    p = state.player(name)
    roles: Mapping[str, Any] = rules.definition.get("roles", {})
    shelby_rank(roles)  # every rank a whole number, else a ScriptError naming the role
    family = sorted(
        state.faction(SHELBY, alive_only=False), key=lambda s: int(roles[s.role].get("rank", 9))
    )
    return {
        "position": str(roles[p.role].get("position", "")),
        "status": p.fields.get("status_true"),
        "texts": rules.definition.get("texts", {}),
        "team": [{"name": s.name, "role_name": rules.role_name(s.role)} for s in family]
        if p.alignment == SHELBY
        else [],
        "points": Balances(state.data).get(POINTS),
    }


def _tally_lines(t: Turn) -> list[dict[str, Any]]:
    """«{X} — {n} (в т.ч. вброс: {m})», counted ballots only (G-PB-14), in the shared wagon
    order of every vote count (biggest first, then sign-up order; «не судить» with the
    first seat)."""
    stuffed = totals([b for b in t.ballots if b.stuffed])
    order = {SKIP: 0} | {name: i for i, name in enumerate(t.state.names())}
    rows = wagons(Tally(counts=dict(t.record.tallies.get("elimination", {}))), order)
    return [{"name": n, "total": c, "stuffed": stuffed.get(n, 0)} for n, c, _ in rows]


def _feminine(config: Mapping[str, Any], roles: Mapping[str, Any], exit: Mapping[str, Any]) -> bool:
    """Whether an exit line reads feminine: the moderator's word for the player, else the role's."""

    def named(key: str) -> set[str]:
        return {n.strip() for n in str(config.get(key) or "").split(",") if n.strip()}

    by_role = roles[exit["role"]].get("gender") == "f"
    return exit["player"] in named("feminine") or (
        by_role and exit["player"] not in named("masculine")
    )


def turn_posts(t: Turn) -> None:
    """The public results of the turn and a PM for every private result."""
    rules = t.rules
    winner = t.state.winner
    daily = clock.parse_daily(t.state.config.get("deadline", "21:00"))
    # the next turn's deadline (§3.3) and, S9, the exits' last word an hour before it
    moment = clock.turn_deadline(None, t.deadline, (), daily, t.inp.id) if t.deadline else None
    last_word = moment - clock.CHANGE_MARGIN if moment and t.exits and not winner else None
    # the public post agrees «сел/села», «убит/убита» with the revealed role (Polly, Grace: «она»);
    # private reports keep «посетил(а)»: agreeing there would leak the target's role
    # (or with the player, where the moderator named the player in [config] feminine/masculine)
    roles: Mapping[str, Any] = rules.definition.get("roles", {})
    exits = [dict(e, fem=_feminine(t.state.config, roles, e)) for e in t.exits]
    t.record.post(
        "turn-result",
        "turn-result",
        turn=t.k,
        phase=t.inp.id,
        events=list(t.record.events),  # replacements, notices, letters, a pending win
        voting=t.k > 1,
        tally=_tally_lines(t),
        seated=[e for e in exits if e["how"] == "seated"],
        killed=[e for e in exits if e["how"] == "killed"],
        modkilled=[e for e in exits if e["how"] == "modkill"],
        winner=winner,
        winner_name=rules.faction_name(winner),
        winners=list(t.state.winners or []),
        next_deadline=None if winner else moments.fmt(moment),
        last_word=moments.fmt(last_word),
    )
    for visitor in t.pubs:  # the visitor learns which effect the pub gave him (§3.9)
        t.record.pm(
            visitor,
            "pub-pm",
            kind="result",
            phase=t.inp.id,
            player=visitor,
            effect=t.pub_effects.get(visitor),
        )
    role_names = {rid: rules.role_name(rid) for rid in rules.definition.get("roles", {})}
    for res in t.record.results:  # worded by the template (an АС/УС: its [abilities] name)
        spec = rules.abilities.get(res["ability"])
        kind = "team-result" if res["player"] == SHELBY else "result"
        result_pm(
            rules,
            t.record,
            t.inp.id,
            res,
            "result-pm",
            kind=kind,
            role_names=role_names,
            label=spec.name if spec else "",
            letter=res.get("letter"),
        )
