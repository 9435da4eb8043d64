"""Write a game back out as a game script (TOML) that replays to the same state."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from .engine.model import PhaseInput

if TYPE_CHECKING:
    from .game import Opening


def _value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, Mapping):
        return "{ " + ", ".join(f"{_key(k)} = {_value(x)}" for k, x in v.items()) + " }"
    if isinstance(v, Sequence):
        return "[" + ", ".join(_value(x) for x in v) + "]"
    raise TypeError(f"cannot write {v!r} to TOML")


def _key(k: str) -> str:
    return k if k.replace("-", "").replace("_", "").isalnum() and k.isascii() else json.dumps(k)


def _entries(name: str, rows: Sequence[Mapping[str, Any]]) -> list[str]:
    if not rows:
        return [f"{name} = []"]
    return [f"{name} = ["] + [f"  {_value(r)}," for r in rows] + ["]"]


def write_script(opening: Opening, phases: Sequence[PhaseInput]) -> str:
    lines = [
        f"setup = {_value(opening.setup)}",
        f"seed = {opening.seed}",
        f"players = {_value(list(opening.players))}",
    ]
    if opening.title:
        lines.insert(0, f"title = {_value(opening.title)}")
    if opening.config:
        lines += ["", "[config]"] + [f"{_key(k)} = {_value(v)}" for k, v in opening.config.items()]
    if opening.roles:
        lines += ["", "[roles]"] + [f"{_key(k)} = {_value(v)}" for k, v in opening.roles.items()]
    for inp in phases:
        if not inp.closed:
            continue
        lines += ["", "[[phase]]", f"id = {_value(inp.id)}"]
        for key, value in inp.data.items():
            lines.append(f"{_key(key)} = {_value(value)}")
        if inp.moderator:
            lines += _entries("moderator", inp.moderator)
        if inp.actions:
            lines += _entries(
                "actions",
                [
                    {
                        "actor": a.actor,
                        **({"ability": a.ability} if a.ability else {}),
                        **({"targets": list(a.targets)} if a.targets else {}),
                        **dict(a.extra),
                    }
                    for a in inp.actions
                ],
            )
        if inp.pins:
            lines.append(f"rng = {_value(dict(inp.pins))}")
        votes = {k: v for k, v in inp.votes.items()}
        if list(votes) == ["elimination"]:
            lines += _entries(
                "votes",
                [
                    {"voter": v.voter, "target": v.target, **dict(v.extra)}
                    for v in votes["elimination"]
                ],
            )
        elif votes:
            lines.append("[phase.votes]")
            for name, vs in votes.items():
                lines += _entries(
                    _key(name),
                    [{"voter": v.voter, "target": v.target, **dict(v.extra)} for v in vs],
                )
    return "\n".join(lines) + "\n"
