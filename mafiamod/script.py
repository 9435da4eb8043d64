"""Game scripts (../shared/spec/game-script.md): TOML in, a checked GameScript out."""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .engine.errors import ScriptError
from .engine.model import Action, PhaseInput, Vote
from .engine.ruleset import Ruleset

PHASE_KEYS = {"id", "moderator", "actions", "votes", "rng"}


@dataclass
class GameScript:
    """A whole game written down: setup, seed, players, options and every phase's input."""

    setup: str
    seed: int
    players: list[str]
    config: dict[str, Any] = field(default_factory=dict)
    roles: dict[str, Any] = field(default_factory=dict)
    phases: list[PhaseInput] = field(default_factory=list)
    title: str = ""


def _where(index: int, pid: str) -> str:
    return f"phase #{index + 1} ({pid})"


def _str_list(value: Any, what: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ScriptError(f"{what} must be a list of names")
    return list(value)


def _action(raw: Any, where: str) -> Action:
    if not isinstance(raw, Mapping) or not isinstance(raw.get("actor"), str):
        raise ScriptError(f"{where}: every action needs an 'actor' name")
    ability = raw.get("ability")
    if ability is not None and not isinstance(ability, str):
        raise ScriptError(f"{where}: 'ability' must be a string")
    targets = _str_list(raw.get("targets", []), f"{where}: targets")
    extra = {k: v for k, v in raw.items() if k not in {"actor", "ability", "targets"}}
    return Action(raw["actor"], ability, tuple(targets), extra)


def _vote(raw: Any, where: str) -> Vote:
    if not isinstance(raw, Mapping) or not isinstance(raw.get("voter"), str):
        raise ScriptError(f"{where}: every vote needs a 'voter' name")
    target = raw.get("target", "")
    if not isinstance(target, str):
        raise ScriptError(f"{where}: a vote's 'target' must be a name or \"\"")
    extra = {k: v for k, v in raw.items() if k not in {"voter", "target"}}
    return Vote(raw["voter"], target, extra)


def _phase(raw: Any, index: int) -> PhaseInput:
    if not isinstance(raw, Mapping) or not isinstance(raw.get("id"), str):
        raise ScriptError(f"phase #{index + 1}: every [[phase]] needs an 'id'")
    where = _where(index, raw["id"])
    moderator = raw.get("moderator", [])
    if not isinstance(moderator, list) or not all(isinstance(m, Mapping) for m in moderator):
        raise ScriptError(f"{where}: 'moderator' must be a list of tables")
    actions = raw.get("actions", [])
    if not isinstance(actions, list):
        raise ScriptError(f"{where}: 'actions' must be a list")
    votes_raw = raw.get("votes", [])
    if isinstance(votes_raw, list):
        votes_raw = {"elimination": votes_raw}
    if not isinstance(votes_raw, Mapping):
        raise ScriptError(f"{where}: 'votes' must be a list or a table of lists")
    votes: dict[str, tuple[Vote, ...]] = {}
    for name, entries in votes_raw.items():
        if not isinstance(entries, list):
            raise ScriptError(f"{where}: votes.{name} must be a list")
        votes[name] = tuple(_vote(v, f"{where} votes.{name}") for v in entries)
    pins = raw.get("rng", {})
    if not isinstance(pins, Mapping):
        raise ScriptError(f"{where}: 'rng' must be a table")
    data = {k: v for k, v in raw.items() if k not in PHASE_KEYS}
    return PhaseInput(
        id=raw["id"],
        moderator=tuple(dict(m) for m in moderator),
        actions=tuple(_action(a, where) for a in actions),
        votes=votes,
        pins=dict(pins),
        data=data,
    )


def parse_script(text: str, source: str = "script") -> GameScript:
    """Read a script's TOML; shape errors are ScriptErrors naming where they are."""
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ScriptError(f"{source}: not valid TOML: {exc}") from None
    setup = raw.get("setup")
    if not isinstance(setup, str):
        raise ScriptError(f"{source}: 'setup' (a setup id) is missing")
    seed = raw.get("seed", 0)
    if not isinstance(seed, int):
        raise ScriptError(f"{source}: 'seed' must be an integer")
    players = _str_list(raw.get("players"), f"{source}: 'players'")
    if len(set(players)) != len(players):
        dup = sorted({p for p in players if players.count(p) > 1})
        raise ScriptError(f"{source}: duplicate player names: {', '.join(dup)}")
    if any(not p.strip() for p in players):
        raise ScriptError(f"{source}: a player name is blank")
    config = raw.get("config", {})
    roles = raw.get("roles", {})
    if not isinstance(config, Mapping) or not isinstance(roles, Mapping):
        raise ScriptError(f"{source}: [config] and [roles] must be tables")
    phases_raw = raw.get("phase", [])
    if not isinstance(phases_raw, list):
        raise ScriptError(f"{source}: [[phase]] must be an array of tables")
    phases = [_phase(p, i) for i, p in enumerate(phases_raw)]
    return GameScript(
        setup, seed, players, dict(config), dict(roles), phases, str(raw.get("title", ""))
    )


def _check_name(name: str, names: set[str], where: str, what: str) -> None:
    if name not in names:
        raise ScriptError(f"{where}: {what} {name!r} is not a player")


def check_names(script: GameScript, ruleset: Ruleset) -> None:
    """Every name in the script's structure must be a player at that point; ids must exist."""
    names = set(script.players)
    for index, inp in enumerate(script.phases):
        where = _where(index, inp.id)
        for entry in inp.moderator:
            if "modkill" in entry:
                _check_name(str(entry["modkill"]), names, where, "modkill of")
            elif "replace" in entry:
                old, new = str(entry["replace"]), str(entry.get("by", ""))
                _check_name(old, names, where, "replacement of")
                if not new or new in names:
                    raise ScriptError(
                        f"{where}: replacement name {new!r} is missing or already in use"
                    )
                names.discard(old)
                names.add(new)
            elif any(key in entry for key in ruleset.moderator_entries):
                continue  # a setup's own moderator entry (e.g. Peaky's ban, inactive): its ruleset checks it
            else:
                raise ScriptError(f"{where}: unknown moderator entry {dict(entry)!r}")
        for action in inp.actions:
            _check_name(action.actor, names, where, "actor")
            for target in action.targets:
                _check_name(target, names, where, "target")
            if action.ability is not None and action.ability not in ruleset.ability_ids:
                raise ScriptError(f"{where}: unknown ability {action.ability!r} for {script.setup}")
            for key in ruleset.action_name_fields:
                value = action.get(key)
                if value is None:
                    continue
                if isinstance(value, str):
                    value = [value]
                if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                    raise ScriptError(f"{where}: {action.actor}'s {key!r} must be a player name")
                for name in value:
                    _check_name(name, names, where, key)
        for vote_name, votes in inp.votes.items():
            if vote_name not in ruleset.vote_names:
                raise ScriptError(f"{where}: {script.setup} has no vote named {vote_name!r}")
            for vote in votes:
                _check_name(vote.voter, names, where, "voter")
                if vote.target and vote.target not in ruleset.special_vote_targets:
                    _check_name(vote.target, names, where, "vote target")
        ruleset.check_phase_names(inp, names)
