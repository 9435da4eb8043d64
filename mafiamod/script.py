"""Game scripts (../shared/spec/game-script.md): TOML in, a checked GameScript out."""

from __future__ import annotations

import difflib
import re
import tomllib
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from .engine.errors import ScriptError, toml_literal
from .engine.fold import check_phase_order
from .engine.messages import message
from .engine.model import Action, PhaseInput, Vote
from .engine.ruleset import Ruleset
from .names import NameRefused, check_roster

SEED_LIMIT = 2**63

PHASE_KEYS = {"id", "moderator", "actions", "votes", "rng"}
#: the spec's free text a script may carry (replay ignores it), in a phase too: never a
#: misspelling of a phase key ('notes' is one letter from 'votes') nor a setup's own field
IGNORED_KEYS = frozenset({"title", "notes"})
#: a script's own keys: the spec's, and the scenarios' expectations (replay ignores those)
SCRIPT_KEYS = ("setup", "seed", "players", "config", "roles", "phase", "title", "notes")
EXPECT_KEYS = ("expect", "expect_error")
MAX_SCRIPT = 5_000_000
SETUP_ID = re.compile(r"[a-z0-9][a-z0-9_-]{0,63}")


def bounded(value: Any, where: str) -> None:
    """ValueError naming the key when a value is nested too deeply, too long or too large."""
    from .store.payloads import bounded as check

    check(value, where)


def check_config(definition: Mapping[str, Any], config: Mapping[str, Any], players: int) -> None:
    """Each ``[config]`` value has its option's type and stays in bounds (ScriptError naming
    the key): a number is a whole number from 0 to the player count (or the option's own
    ``min``/``max``), text is at most 200 characters."""
    options = definition.get("config", {})
    for name, value in config.items():
        spec = options.get(name)
        if not isinstance(spec, Mapping):
            continue  # the ruleset reports an unknown option
        default = spec.get("default")
        kind = type(default)
        where = f"[config] {name} = {toml_literal(value)}"[:120]
        if spec.get("kind") in ("day-or-off", "roles"):
            # the ruleset's own switch kinds check their values (a day number or off; a
            # table of role counts); here only size and nesting are bounded
            bounded(value, f"[config] {name}")
            continue
        if default is not None and (
            type(value) is not kind and not (kind is float and type(value) is int)
        ):
            raise ScriptError("{where}: expected {kind}", where=where, kind=_kind_name(kind))
        if isinstance(value, int) and not isinstance(value, bool):
            low, high = spec.get("min", 0), spec.get("max", players)
            if not low <= value <= high:
                raise ScriptError(
                    "{where}: expected a whole number from {low} to {high}",
                    where=where,
                    low=low,
                    high=high,
                )
        if isinstance(value, str) and len(value) > 200:
            raise ScriptError("[config] {name}: longer than 200 characters", name=name)


def check_roles(roles: Mapping[str, Any], source: str = "[roles]") -> None:
    """Each fixed role is a role id or a table of ``role``, ``alignment`` (text) and
    ``shots`` (a whole number from 0 to 1000); ScriptError naming the player otherwise."""
    for name, value in roles.items():
        where = f"{source} {name}"[:100]
        if isinstance(value, str):
            if len(value) > 64:
                raise ScriptError("{where}: a role id is at most 64 characters", where=where)
            if not value.strip():
                raise ScriptError("{where}: the role id is empty", where=where)
            continue
        if not isinstance(value, Mapping):
            raise ScriptError(
                "{where}: expected a role id or a table {{ role = ... }}", where=where
            )
        for key, item in value.items():
            if key in ("role", "alignment") and not (
                isinstance(item, str) and item.strip() and len(item) <= 64
            ):
                raise ScriptError(
                    "{where}: {key!r} must be an id of 1 to 64 characters", where=where, key=key
                )
            if key == "shots" and (
                not isinstance(item, int) or isinstance(item, bool) or not 0 <= item <= 1000
            ):
                raise ScriptError(
                    "{where}: 'shots' must be a whole number from 0 to 1000", where=where
                )


def _kind_name(kind: type) -> str:
    return {bool: "true or false", int: "a whole number", float: "a number", str: "text"}.get(
        kind, kind.__name__
    )


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


def _misspelt(keys: Any, known: tuple[str, ...], where: str) -> None:
    """A key that is a near miss of one of ``known`` is a script error ('target' for
    'targets', 'vote' for 'votes'): read as a setup's own field it would be ignored and the
    entry played without it. Other keys are the setups' own fields."""
    for key in keys:
        if key in known or not isinstance(key, str):
            continue
        near = difflib.get_close_matches(key, known, n=1, cutoff=0.8)
        if near:
            raise ScriptError(
                "{where}: unknown key {key!r} (did you mean {near!r}?)",
                where=where,
                key=key,
                near=near[0],
            )


def _where(index: int, pid: str) -> str:
    return message("phase #{number} ({phase})", number=index + 1, phase=pid)


def _str_list(value: Any, what: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ScriptError("{what} must be a list of names", what=what)
    return list(value)


def _action(raw: Any, where: str) -> Action:
    if not isinstance(raw, Mapping) or not isinstance(raw.get("actor"), str):
        raise ScriptError("{where}: every action needs an 'actor' name", where=where)
    _misspelt(raw, ("actor", "ability", "targets"), where)
    ability = raw.get("ability")
    if ability is not None and not isinstance(ability, str):
        raise ScriptError("{where}: 'ability' must be a string", where=where)
    targets = _str_list(raw.get("targets", []), message("{where}: targets", where=where))
    extra = {k: v for k, v in raw.items() if k not in {"actor", "ability", "targets"}}
    return Action(raw["actor"], ability, tuple(targets), extra)


def _vote(raw: Any, where: str) -> Vote:
    if not isinstance(raw, Mapping) or not isinstance(raw.get("voter"), str):
        raise ScriptError("{where}: every vote needs a 'voter' name", where=where)
    _misspelt(raw, ("voter", "target"), where)
    target = raw.get("target", "")
    if not isinstance(target, str):
        raise ScriptError("{where}: a vote's 'target' must be a name or \"\"", where=where)
    extra = {k: v for k, v in raw.items() if k not in {"voter", "target"}}
    return Vote(raw["voter"], target, extra)


def _phase(raw: Any, index: int) -> PhaseInput:
    if not isinstance(raw, Mapping) or not isinstance(raw.get("id"), str):
        raise ScriptError("phase #{number}: every [[phase]] needs an 'id'", number=index + 1)
    where = _where(index, raw["id"])
    _misspelt(raw, tuple(sorted(PHASE_KEYS | IGNORED_KEYS)), where)
    moderator = raw.get("moderator", [])
    if not isinstance(moderator, list) or not all(isinstance(m, Mapping) for m in moderator):
        raise ScriptError("{where}: 'moderator' must be a list of tables", where=where)
    actions = raw.get("actions", [])
    if not isinstance(actions, list):
        raise ScriptError("{where}: 'actions' must be a list", where=where)
    votes_raw = raw.get("votes", [])
    if isinstance(votes_raw, list):
        votes_raw = {"elimination": votes_raw}
    if not isinstance(votes_raw, Mapping):
        raise ScriptError("{where}: 'votes' must be a list or a table of lists", where=where)
    votes: dict[str, tuple[Vote, ...]] = {}
    for name, entries in votes_raw.items():
        if not isinstance(entries, list):
            raise ScriptError("{where}: votes.{name} must be a list", where=where, name=name)
        votes[name] = tuple(
            _vote(v, message("{where} votes.{name}", where=where, name=name)) for v in entries
        )
    pins = raw.get("rng", {})
    if not isinstance(pins, Mapping):
        raise ScriptError("{where}: 'rng' must be a table", where=where)
    data = {k: v for k, v in raw.items() if k not in PHASE_KEYS | IGNORED_KEYS}
    return PhaseInput(
        id=raw["id"],
        moderator=tuple(dict(m) for m in moderator),
        actions=tuple(_action(a, where) for a in actions),
        votes=votes,
        pins=dict(pins),
        data=data,
    )


def parse_script(text: str, source: str = "script") -> GameScript:
    """Read a script's TOML; shape errors are ScriptErrors naming where they are. The text
    is read in NFC, so every name in it is one form of that name."""
    if len(text) > MAX_SCRIPT:
        raise ScriptError(
            "{source}: longer than {limit} characters", source=source, limit=MAX_SCRIPT
        )
    try:
        raw = tomllib.loads(unicodedata.normalize("NFC", text))
    except tomllib.TOMLDecodeError as exc:
        raise ScriptError("{source}: not valid TOML: {error}", source=source, error=exc) from None
    except RecursionError:
        raise ScriptError("{source}: nested too deeply", source=source) from None
    try:
        bounded(raw, source)
    except ValueError as exc:
        from .store.payloads import damage

        raise ScriptError(damage(exc)) from None  # template: forwarded (a bound's own message)
    unknown = [k for k in raw if k not in SCRIPT_KEYS + EXPECT_KEYS]
    if unknown:
        raise ScriptError(
            "{source}: unknown key {key!r} (a script has {known})",
            source=source,
            key=unknown[0][:40],
            known=", ".join(SCRIPT_KEYS),
        )
    setup = raw.get("setup")
    if not isinstance(setup, str):
        raise ScriptError("{source}: 'setup' (a setup id) is missing", source=source)
    seed = raw.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < SEED_LIMIT:
        raise ScriptError("{source}: 'seed' must be an integer from 0 to 2**63 - 1", source=source)
    if not SETUP_ID.fullmatch(setup):
        raise ScriptError(
            "{source}: 'setup' {setup!r} is not a setup id", source=source, setup=setup[:40]
        )
    players = _str_list(raw.get("players"), f"{source}: 'players'")
    if len(set(players)) != len(players):
        dup = sorted({p for p in players if players.count(p) > 1})
        raise ScriptError(
            "{source}: duplicate player names: {names}", source=source, names=", ".join(dup)
        )
    if any(not p.strip() for p in players):
        raise ScriptError("{source}: a player name is blank", source=source)
    try:
        check_roster(players, where=f"{source}: 'players'")
    except NameRefused as exc:
        raise ScriptError(exc.message) from None  # template: forwarded (the name's refusal)
    config = raw.get("config", {})
    roles = raw.get("roles", {})
    if not isinstance(config, Mapping) or not isinstance(roles, Mapping):
        raise ScriptError("{source}: [config] and [roles] must be tables", source=source)
    phases_raw = raw.get("phase", [])
    if not isinstance(phases_raw, list):
        raise ScriptError("{source}: [[phase]] must be an array of tables", source=source)
    phases = [_phase(p, i) for i, p in enumerate(phases_raw)]
    first: dict[str, int] = {}
    for index, inp in enumerate(phases):
        if inp.id in first:  # a phase played twice is out of order (the spec's script errors)
            raise ScriptError(
                "{where}: phase {phase!r} is out of order: it was already phase #{number}",
                where=_where(index, inp.id),
                phase=inp.id,
                number=first[inp.id] + 1,
            )
        first[inp.id] = index
    return GameScript(
        setup, seed, players, dict(config), dict(roles), phases, str(raw.get("title", ""))
    )


def _check_name(name: str, names: set[str], where: str, what: str) -> None:
    if name not in names:
        raise ScriptError(
            "{where}: {what} {name!r} is not a player", where=where, what=what, name=name
        )


def read_vote_words(script: GameScript, ruleset: Ruleset) -> GameScript:
    """The script with each vote for a word the rules give a special target (the classic
    library's ``Sleep``) turned into that target (:meth:`Ruleset.vote_target`); a word that
    is a player's name, or a replacement's, stays that player."""
    if not ruleset.vote_target_words:
        return script
    names = set(script.players) | {
        entry["by"]
        for inp in script.phases
        for entry in inp.moderator
        if isinstance(entry, Mapping) and isinstance(entry.get("by"), str)
    }
    phases = [
        replace(
            inp,
            votes={
                name: tuple(
                    replace(vote, target=ruleset.vote_target(vote.target, names))
                    if vote.target
                    else vote
                    for vote in votes
                )
                for name, votes in inp.votes.items()
            },
        )
        for inp in script.phases
    ]
    return replace(script, phases=phases)


def check_names(script: GameScript, ruleset: Ruleset) -> None:
    """Every name in the script's structure must be a player at that point; ids must exist,
    in the setup's phase order, each once (a repeated [[phase]] id is out of order, not a
    second half of the phase)."""
    check_phase_order(
        ruleset, [inp.id for inp in script.phases], ruleset.effective_config(script.config)
    )
    names = set(script.players)
    for index, inp in enumerate(script.phases):
        where = _where(index, inp.id)
        for entry in inp.moderator:
            for key in ("modkill", "replace", "by"):
                if key in entry and not isinstance(entry[key], str):
                    raise ScriptError(
                        "{where}: moderator entry {entry}: {key!r} must be a player name",
                        where=where,
                        entry=dict(entry),
                        key=key,
                    )
            if "modkill" in entry:
                _check_name(entry["modkill"], names, where, message("modkill of"))
            elif "replace" in entry:
                old, new = entry["replace"], entry.get("by", "")
                _check_name(old, names, where, message("replacement of"))
                if not new or new in names:
                    raise ScriptError(
                        "{where}: replacement name {new!r} is missing or already in use",
                        where=where,
                        new=new,
                    )
                names.discard(old)
                names.add(new)
            elif any(key in entry for key in ruleset.moderator_entries):
                continue  # a setup's own moderator entry (e.g. Peaky's ban, inactive): its ruleset checks it
            else:
                raise ScriptError(
                    "{where}: unknown moderator entry {entry!r}", where=where, entry=dict(entry)
                )
        for action in inp.actions:
            _check_name(action.actor, names, where, message("actor"))
            for target in action.targets:
                _check_name(target, names, where, message("target"))
            if action.ability is not None and action.ability not in ruleset.ability_ids:
                raise ScriptError(
                    "{where}: unknown ability {ability!r} for {setup}",
                    where=where,
                    ability=action.ability,
                    setup=script.setup,
                )
            for key in ruleset.action_name_fields:
                value = action.get(key)
                if value is None:
                    continue
                if isinstance(value, str):
                    value = [value]
                if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                    raise ScriptError(
                        "{where}: {actor}'s {key!r} must be a player name",
                        where=where,
                        actor=action.actor,
                        key=key,
                    )
                for name in value:
                    _check_name(name, names, where, key)
        for pin in inp.pins:
            if not ruleset.has_draw(pin):  # "a draw name the setup does not have"
                raise ScriptError(
                    "bad-pin: phase {phase}: {setup_id} has no draw {name!r}",
                    phase=inp.id,
                    setup_id=script.setup,
                    name=pin,
                )
        for vote_name, votes in inp.votes.items():
            if vote_name not in ruleset.vote_names:
                raise ScriptError(
                    "{where}: {setup} has no vote named {vote!r}",
                    where=where,
                    setup=script.setup,
                    vote=vote_name,
                )
            for vote in votes:  # (the message made only for a name that is not there)
                if vote.voter not in names:
                    _check_name(vote.voter, names, where, message("voter"))
                if (
                    vote.target
                    and vote.target not in names
                    and vote.target not in ruleset.special_vote_targets
                ):
                    _check_name(vote.target, names, where, message("vote target"))
        ruleset.check_phase_names(inp, names)
