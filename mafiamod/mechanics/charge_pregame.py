"""Charge Me Up! pre-game: PR requests and charge votes in, roles and shots out.

:func:`assign` is the seed's rule (3) as a pure function (digest A.3): shots = votes
received, then per requested role the four bullets in the seed's order. :func:`read_choices`
turns the script's ``choices`` into requests, rejecting the players' own mistakes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine.errors import ScriptError
from ..engine.messages import Message, message
from ..engine.model import PhaseRecord
from .charge_roles import normalise_role


@dataclass
class Assignment:
    """The pre-game outcome: votes received, PR winners with shots, and the explanation."""

    received: dict[str, int]
    roles: dict[str, tuple[str, int]] = field(default_factory=dict)  # name -> (role, shots)
    trace: list[Message] = field(default_factory=list)


def assign(
    order: Sequence[str],
    requests: Mapping[str, str | None],
    votes: Mapping[str, str | None],
    power_roles: Sequence[str],
    role_names: Mapping[str, str] | None = None,
) -> Assignment:
    """Decide who gets which PR (digest A.3) of ``power_roles``, in that order. ``order`` is
    sign-up order; self-votes must already be removed from ``votes`` (they are void, R3)."""
    label = dict(role_names or {})
    received = {name: 0 for name in order}
    for voter in order:
        target = votes.get(voter)
        if target:
            received[target] += 1
    out = Assignment(received)
    counts = ", ".join(f"{n} {received[n]}" for n in order if received[n])
    out.trace.append(message("Charge votes received: {counts}", counts=counts or message("none")))
    for role in power_roles:
        choosers = [n for n in order if requests.get(n) == role]
        if not choosers:
            continue
        name = label.get(role, role)
        unvoted = [n for n in choosers if received[n] == 0]
        if unvoted:
            out.trace.append(
                message(
                    "{role}: {players} got no charge vote, so they stay vanilla (rule 1)",
                    role=name,
                    players=", ".join(unvoted),
                )
            )
        contenders = [n for n in choosers if received[n] >= 1]
        if not contenders:
            continue
        fewest = min(received[n] for n in contenders)
        best = [n for n in contenders if received[n] == fewest]
        beaten = [n for n in contenders if received[n] > fewest]
        if beaten:
            out.trace.append(
                message(
                    "{role}: {players} had more votes than the fewest ({fewest}), so they stay "
                    "vanilla (rule 2)",
                    role=name,
                    players=", ".join(f"{n} ({received[n]})" for n in beaten),
                    fewest=fewest,
                )
            )
        if len(best) <= 2:
            for n in best:
                out.roles[n] = (role, fewest)
            if len(best) == 1:
                won = message(
                    "{role}: {player} gets it, {shots}-shot (rule 2: fewest votes)",
                    role=name,
                    player=best[0],
                    shots=fewest,
                )
            else:
                won = message(
                    "{role}: {player} and {other} both get it, {shots}-shot "
                    "(rule 3: exactly two tied)",
                    role=name,
                    player=best[0],
                    other=best[1],
                    shots=fewest,
                )
            out.trace.append(won)
        else:
            out.trace.append(
                message(
                    "{role}: {players} are {count} tied at {fewest}, so nobody gets it (rule 4)",
                    role=name,
                    players=", ".join(best),
                    count=len(best),
                    fewest=fewest,
                )
            )
    return out


def check_choices(
    data: Mapping[str, Any], names: set[str], where: str = "pregame"
) -> list[Mapping[str, Any]]:
    """The ``choices`` list of a pre-game, with its names checked (ScriptError on a non-player)."""
    raw = data.get("choices", [])
    if not isinstance(raw, list):
        raise ScriptError("{where}: 'choices' must be a list of tables", where=where)
    for i, entry in enumerate(raw):
        if not isinstance(entry, Mapping) or not isinstance(entry.get("player"), str):
            raise ScriptError("{where}: choices #{n} needs a 'player' name", where=where, n=i + 1)
        if entry["player"] not in names:
            raise ScriptError(
                "{where}: choices #{n}: chooser {player!r} is not a player",
                where=where,
                n=i + 1,
                player=entry["player"],
            )
        vote = entry.get("vote", "")
        if not isinstance(vote, str):
            raise ScriptError(
                "{where}: choices #{n}: 'vote' must be a player's name", where=where, n=i + 1
            )
        if vote and vote not in names:
            raise ScriptError(
                "{where}: choices #{n}: pre-game vote {vote!r} is not a player",
                where=where,
                n=i + 1,
                vote=vote,
            )
        role = entry.get("role", "")
        if not isinstance(role, str):
            raise ScriptError(
                "{where}: choices #{n}: 'role' must be a string", where=where, n=i + 1
            )
    return list(raw)


def read_choices(
    choices: Sequence[Mapping[str, Any]],
    living: set[str],
    record: PhaseRecord,
    power_roles: Sequence[str],
    role_names: Mapping[str, str] | None = None,
    aliases: Mapping[str, str] | None = None,
) -> tuple[dict[str, str | None], dict[str, str | None]]:
    """Requests and votes per player; a later entry of the same player replaces the earlier
    one. Self-votes, PRs not offered and dead choosers are rejected (R3). ``aliases``: the
    other spellings of a role (spelling -> role id)."""
    requests: dict[str, str | None] = {}
    votes: dict[str, str | None] = {}
    for index, entry in enumerate(choices):
        player = str(entry["player"])
        wanted = str(entry.get("role", "") or "")
        vote = str(entry.get("vote", "") or "")
        if player not in living:
            record.reject("player", player, "actor-dead", "choices", index, role=wanted, vote=vote)
            continue
        role: str | None = normalise_role(wanted, aliases or {}, power_roles) if wanted else None
        if role is not None and role not in power_roles:
            record.reject("player", player, "not-offered", "choices", index, role=wanted)
            role = None
        if vote == player:
            record.reject("player", player, "self-vote", "choices", index, vote=vote)
            vote = ""
        elif vote and vote not in living:
            record.reject("player", player, "target-dead", "choices", index, vote=vote)
            vote = ""
        requests[player] = role
        votes[player] = vote or None
        asked = (role_names or {}).get(role, role) if role else message("no PR")
        record.note(
            "{player} asks for {asked} and charges {vote}",
            player=player,
            asked=asked,
            vote=vote or message("nobody"),
        )
    return requests, votes
