"""Checking a setup folder fully: every problem, each with its file, key and what is wrong.

:func:`mafiamod.setups.read_setup` stops at the first problem it meets while loading; this
module reads a stranger's folder (``mafiamod check-setup DIR``, the setup builder before it
saves) and lists them all: the required tables and keys and their types, roles and
abilities that name factions and roles the setup has, the ``rules`` value (a built-in
ruleset only: a setup is data and never names code of its own), templates that compile in
jinja2's sandbox and include only templates that exist, no Python files, and a dry deal at
the smallest and largest player count (the built-in ruleset's own checks: role counts against
player counts, role ids, …) with its role PMs rendered, and at each a short scripted game
(:func:`rehearse`: the pre-game's choices, a replacement, votes, night actions, modkills, game
over) with every post and PM it asks for rendered, so a template the first phase never shows is
checked too; while one of the setup's own templates has not rendered, another game turns the
script's choices (up to :data:`REHEARSAL_VARIANTS`), so every template a setup ships is reached.
"""

from __future__ import annotations

import copy
import os
import re
import tomllib
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import jinja2
import jinja2.sandbox

from .engine.abilities import AbilityError, load_ability
from .engine.errors import KnownError, quoted
from .engine.messages import N_, Message, message, of_error

if TYPE_CHECKING:
    from .engine.fold import FoldResult
    from .engine.model import GameState, PhaseInput, PhaseRecord
    from .engine.options import EntryOption
    from .engine.ruleset import Ruleset
    from .render import Renderer
from .paths import setups_dir

#: folder names (setup ids) and the ids of factions, roles, abilities and options
ID = re.compile(r"^[a-z0-9]+(?:[-_][a-z0-9]+)*$")
LANGUAGE = re.compile(r"^[a-z]{2,3}(?:-[A-Za-z0-9]+)?$")
COLOR = re.compile(r"^(?:#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|[a-zA-Z]+)$")
PHASE_KINDS = ("night", "day", "turn", "pregame")
#: a dry deal never seats more players than this (a 1000-player maximum is a bound, not a game)
DRY_DEAL_LIMIT = 60


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a setup folder."""

    file: str
    key: str
    message: str

    @property
    def text(self) -> Message:
        """The whole line (``file: key: what is wrong``) as a message the window translates;
        file and key stay as they are."""
        if self.key:
            return message(
                "{file}: {key}: {problem}", file=self.file, key=self.key, problem=self.message
            )
        return message("{file}: {problem}", file=self.file, problem=self.message)

    def __str__(self) -> str:
        return str(self.text)


class SetupCheckFailed(KnownError):
    """A setup folder with problems; the message lists them, one a line."""

    def __init__(self, problems: Iterable[Problem]) -> None:
        self.problems = list(problems)
        super().__init__(
            "\n".join(str(p) for p in self.problems)
        )  # template: forwarded (the window says each of .problems)


def _kind(value: object) -> str:
    names = {
        bool: message("a boolean"),
        int: message("an integer"),
        float: message("a number"),
        str: message("a string"),
        list: message("a list"),
        dict: message("a table"),
    }
    return names.get(type(value), type(value).__name__)


#: per kind of id (``what``): a value that is not a list of ids, an id the setup lacks
NOT_A_LIST = {
    "role": N_("expected a list of role ids, found {value}"),
    "faction": N_("expected a list of faction ids, found {value}"),
}
UNKNOWN_ID = {
    "role": N_("unknown role {item!r} ({known})"),
    "faction": N_("unknown faction {item!r} ({known})"),
}


def builtin_rules() -> frozenset[str]:
    """The ``rules`` values a setup may name: the registry's short ids and their class paths
    (:data:`mafiamod.setups.RULESETS`), and the values the built-in setups use."""
    from .setups import RULESETS

    out = set(RULESETS) | set(RULESETS.values())
    for toml in sorted(setups_dir().glob("*/setup.toml")):
        try:
            rules = tomllib.loads(toml.read_text(encoding="utf-8")).get("setup", {}).get("rules")
        except (OSError, tomllib.TOMLDecodeError):
            continue
        if isinstance(rules, str):
            out.add(rules)
    return frozenset(out)


class _Checker:
    """Collects the problems of one setup's data."""

    def __init__(self, file: str) -> None:
        self.file = file
        self.problems: list[Problem] = []

    def add(self, key: str, problem: Message) -> None:
        self.problems.append(Problem(self.file, key, problem))

    def table(self, data: Mapping[str, Any], name: str, required: bool) -> Mapping[str, Any]:
        value = data.get(name)
        if value is None:
            if required:
                self.add(f"[{name}]", message("missing table"))
            return {}
        if not isinstance(value, dict):
            self.add(f"[{name}]", message("expected a table, found {kind}", kind=_kind(value)))
            return {}
        return value

    def entries(
        self, data: Mapping[str, Any], name: str
    ) -> Iterator[tuple[str, Mapping[str, Any]]]:
        """The ``[name.<id>]`` sub-tables, each id checked."""
        for key, value in self.table(data, name, required=False).items():
            where = f"[{name}.{key}]"
            if not ID.match(key):
                self.add(where, message("ids are lower-case words joined by '-' or '_'"))
            if not isinstance(value, dict):
                self.add(where, message("expected a table, found {kind}", kind=_kind(value)))
                continue
            yield key, value

    def text(self, table: Mapping[str, Any], where: str, key: str, required: bool) -> str | None:
        value = table.get(key)
        if value is None:
            if required:
                self.add(f"{where} {key}", message("missing (a string)"))
            return None
        if not isinstance(value, str):
            self.add(
                f"{where} {key}",
                message(
                    "expected a string, found {kind} {value}",
                    kind=_kind(value),
                    value=quoted(value),
                ),
            )
            return None
        if required and not value.strip():
            self.add(f"{where} {key}", message("must not be empty"))
        return value

    def integer(self, table: Mapping[str, Any], where: str, key: str) -> int | None:
        value = table.get(key)
        if value is None:
            self.add(f"{where} {key}", message("missing (an integer)"))
            return None
        if isinstance(value, bool) or not isinstance(value, int):
            self.add(
                f"{where} {key}",
                message(
                    "expected an integer, found {kind} {value}",
                    kind=_kind(value),
                    value=quoted(value),
                ),
            )
            return None
        return value

    def flag(self, table: Mapping[str, Any], where: str, key: str) -> None:
        value = table.get(key)
        if value is not None and not isinstance(value, bool):
            self.add(
                f"{where} {key}",
                message("expected true or false, found {value}", value=quoted(value)),
            )

    def ids(
        self, table: Mapping[str, Any], where: str, key: str, known: Mapping[str, Any], what: str
    ) -> None:
        value = table.get(key)
        if value is None:
            return
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            found = Message(NOT_A_LIST[what], {"value": quoted(value)})  # template: forwarded
            self.add(f"{where} {key}", found)
            return
        for item in value:
            if item not in known:
                unknown = Message(  # template: forwarded (UNKNOWN_ID's)
                    UNKNOWN_ID[what], {"item": item, "known": _known(known)}
                )
                self.add(f"{where} {key}", unknown)


def _known(ids: Iterable[str]) -> str:
    names = sorted(ids)
    if names:
        return message("known: {ids}", ids=", ".join(names))
    return message("the setup defines none")


def _sub(data: Mapping[str, Any], name: str) -> Mapping[str, Any]:
    """``data[name]`` when it is a table, else empty (its own check reports a wrong kind)."""
    value = data.get(name)
    return value if isinstance(value, Mapping) else {}


def check_data(data: Mapping[str, Any], file: str) -> list[Problem]:
    """The problems of a parsed ``setup.toml`` (``file`` names it in every problem)."""
    c = _Checker(file)
    _check_setup_table(c, data)
    _check_players(c, data)
    factions = _check_factions(c, data)
    roles = _check_roles(c, data, factions)
    _check_abilities(c, data, factions, roles)
    _check_words(c, data, roles)
    _check_deal(c, data, roles)
    _check_config(c, data)
    return c.problems


def _check_setup_table(c: _Checker, data: Mapping[str, Any]) -> None:
    setup = c.table(data, "setup", required=True)
    if not setup and "setup" not in data:
        return
    for key in ("name", "designer", "description"):
        c.text(setup, "[setup]", key, required=True)
    language = c.text(setup, "[setup]", "language", required=True)
    if language and not LANGUAGE.match(language):
        c.add(
            "[setup] language",
            message(
                "expected a language code such as 'en' or 'ru', found {language!r}",
                language=language,
            ),
        )
    rules = c.text(setup, "[setup]", "rules", required=True)
    if rules and rules not in builtin_rules():
        from .setups import RULESETS

        c.add(
            "[setup] rules",
            message(
                "{rules!r} is not a built-in ruleset (a setup is data and names one of: {known})",
                rules=rules[:80],
                known=", ".join(sorted(RULESETS)),
            ),
        )


def _check_players(c: _Checker, data: Mapping[str, Any]) -> None:
    players = c.table(data, "players", required=True)
    if not players and "players" not in data:
        return
    low = c.integer(players, "[players]", "min")
    high = c.integer(players, "[players]", "max")
    if low is not None and low < 1:
        c.add("[players] min", message("must be at least 1, found {low}", low=low))
    if low is not None and high is not None and high < low:
        c.add("[players] max", message("{high} is below min = {low}", high=high, low=low))


def _check_factions(c: _Checker, data: Mapping[str, Any]) -> dict[str, Any]:
    factions: dict[str, Any] = {}
    for fid, faction in c.entries(data, "factions"):
        where = f"[factions.{fid}]"
        c.text(faction, where, "name", required=True)
        c.text(faction, where, "win", required=False)
        color = c.text(faction, where, "color", required=False)
        if color and not COLOR.match(color):
            c.add(
                f"{where} color",
                message("expected a colour such as '#2e7d32', found {color!r}", color=color),
            )
        c.flag(faction, where, "informed")
        factions[fid] = faction
    return factions


def _check_roles(
    c: _Checker, data: Mapping[str, Any], factions: Mapping[str, Any]
) -> dict[str, Any]:
    roles: dict[str, Any] = {}
    for rid, role in c.entries(data, "roles"):
        where = f"[roles.{rid}]"
        c.text(role, where, "name", required=True)
        c.text(role, where, "abilities", required=False)
        alignment = c.text(role, where, "alignment", required=False)
        if alignment is not None and alignment not in factions:
            c.add(
                f"{where} alignment",
                message(
                    "unknown faction {item!r} ({known})", item=alignment, known=_known(factions)
                ),
            )
        c.ids(role, where, "alignments", factions, "faction")
        ability = role.get("ability")  # a role library names each role's night ability
        if ability is not None and ability not in _sub(data, "abilities"):
            known = _known(_sub(data, "abilities"))
            c.add(
                f"{where} ability",
                message("unknown ability {item!r} ({known})", item=ability, known=known),
            )
        _check_abilities_by_config(c, data, where, role)
        roles[rid] = role
    return roles


def _check_abilities_by_config(
    c: _Checker, data: Mapping[str, Any], where: str, role: Mapping[str, Any]
) -> None:
    """``[roles.<id>.abilities_by_config.<option>]``: a declared config option, each key
    one of its choices, each value a text."""
    by_config = role.get("abilities_by_config", {})
    if not isinstance(by_config, Mapping):
        c.add(f"{where} abilities_by_config", message("expected a table"))
        return
    options = _sub(data, "config")  # a config of the wrong kind: its own check says so
    for option, texts in by_config.items():
        here = f"{where} abilities_by_config.{option}"
        if option not in options:
            c.add(
                here,
                message(
                    "unknown config option {item!r} ({known})", item=option, known=_known(options)
                ),
            )
            continue
        if not isinstance(texts, Mapping):
            c.add(here, message("expected a table of texts by choice"))
            continue
        declared = _sub(options, option).get("choices", [])
        if not isinstance(declared, list) or not all(
            isinstance(v, (str, int, float)) for v in declared
        ):
            declared = []  # choices of the wrong kind: [config]'s own check says so
        choices = [("true" if v else "false") if isinstance(v, bool) else str(v) for v in declared]
        for value, text in texts.items():
            if choices and value not in choices:
                c.add(
                    here,
                    message(
                        "unknown choice {item!r} ({known})", item=value, known=", ".join(choices)
                    ),
                )
            elif not isinstance(text, str):
                c.add(f"{here}.{value}", message("expected a text"))


def _check_deal(c: _Checker, data: Mapping[str, Any], roles: Mapping[str, Any]) -> None:
    """``[deal] roles`` and ``[[deal.variants]]`` (a setup on a role library names the roles
    it deals): known roles, whole counts, allowed teams, modifiers and shots, and as many
    roles as the setup has players."""
    deal = c.table(data, "deal", required=False)
    if "roles" not in deal and "variants" not in deal:
        return
    counts = deal.get("roles", {})
    total = 0
    if not isinstance(counts, dict):
        c.add(
            "[deal] roles",
            message("expected a table of role id = count, found {kind}", kind=_kind(counts)),
        )
    else:
        for rid, count in counts.items():
            if rid not in roles:
                c.add(f"[deal] roles.{rid}", message("unknown role ({known})", known=_known(roles)))
            if isinstance(count, bool) or not isinstance(count, int) or count < 0:
                c.add(
                    f"[deal] roles.{rid}",
                    message("expected a count (0 or more), found {count}", count=quoted(count)),
                )
            else:
                total += count
    total += _check_variants(c, data, roles, deal.get("variants", []))
    players = _sub(data, "players")
    low, high = players.get("min"), players.get("max")
    if isinstance(low, int) and isinstance(high, int) and not low == total == high:
        if low == high:
            problem = message(
                "{total} roles for {low} players: the roles dealt are one per player "
                "(make [players] min and max {total})",
                total=total,
                low=low,
            )
        else:
            problem = message(
                "{total} roles for {low} to {high} players: the roles dealt are one per player "
                "(make [players] min and max {total})",
                total=total,
                low=low,
                high=high,
            )
        c.add("[deal] roles", problem)


VARIANT_KEYS = ("role", "count", "alignment", "modifiers", "shots")


def _check_variants(
    c: _Checker, data: Mapping[str, Any], roles: Mapping[str, Any], variants: Any
) -> int:
    """Each ``[[deal.variants]]`` entry: a library role dealt ``count`` times with another
    team, modifiers or shots (classic.md §2); the number of roles it deals."""
    if not isinstance(variants, list) or not all(isinstance(v, dict) for v in variants):
        c.add(
            "[deal] variants",
            message("expected [[deal.variants]] tables, found {kind}", kind=_kind(variants)),
        )
        return 0
    total = 0
    modifiers = _sub(data, "modifiers")
    for number, variant in enumerate(variants, 1):
        where = f"[deal] variants[{number}]"
        unknown = sorted(set(variant) - set(VARIANT_KEYS))
        if unknown:
            c.add(
                where,
                message(
                    "unknown key {keys} (known: {known})",
                    keys=", ".join(unknown),
                    known=", ".join(VARIANT_KEYS),
                ),
            )
        count = variant.get("count", 1)
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            c.add(
                f"{where} count",
                message("expected a count (0 or more), found {count}", count=quoted(count)),
            )
        else:
            total += count
        rid = variant.get("role")
        role = roles.get(rid) if isinstance(rid, str) else None
        if role is None:
            c.add(
                f"{where} role",
                message("unknown role {item} ({known})", item=quoted(rid), known=_known(roles)),
            )
            continue
        alignment = variant.get("alignment", role.get("alignment"))
        allowed = role.get("alignments", [role.get("alignment")])
        if "alignment" in variant and alignment not in allowed:
            c.add(
                f"{where} alignment",
                message(
                    "a {rid} cannot be {team} (allowed: {allowed})",
                    rid=rid,
                    team=quoted(alignment),
                    allowed=", ".join(map(str, allowed)),
                ),
            )
        mods = variant.get("modifiers", [])
        if not isinstance(mods, list) or not all(isinstance(m, str) for m in mods):
            c.add(
                f"{where} modifiers",
                message("expected a list of modifier ids, found {mods}", mods=quoted(mods)),
            )
        else:
            for mod in mods:
                if mod not in modifiers:
                    c.add(
                        f"{where} modifiers",
                        message(
                            "unknown modifier {item!r} ({known})", item=mod, known=_known(modifiers)
                        ),
                    )
            if mods and not role.get("ability") and alignment != "mafia":
                c.add(
                    f"{where} modifiers",
                    message(
                        "a {rid} has no night action: modifiers go on a role with one, "
                        "or a mafioso",
                        rid=rid,
                    ),
                )
        shots = variant.get("shots")
        if shots is not None:
            if isinstance(shots, bool) or not isinstance(shots, int) or shots < 0:
                c.add(
                    f"{where} shots",
                    message(
                        "expected a whole number (0 or more), found {shots}", shots=quoted(shots)
                    ),
                )
            elif not role.get("ability"):
                c.add(
                    f"{where} shots",
                    message("a {rid} has no night action to count shots of", rid=rid),
                )
    return total


def _check_abilities(
    c: _Checker, data: Mapping[str, Any], factions: Mapping[str, Any], roles: Mapping[str, Any]
) -> None:
    for aid, ability in c.entries(data, "abilities"):
        where = f"[abilities.{aid}]"
        c.text(ability, where, "name", required=True)
        c.ids(ability, where, "roles", roles, "role")
        c.ids(ability, where, "factions", factions, "faction")
        c.flag(ability, where, "uses_shots")
        try:  # the rest as the rules read it: the one typed spec (engine/abilities.py)
            load_ability("setup", str(aid), ability)
        except AbilityError as exc:
            said = exc.problem  # a Message: AbilityError makes one
            problem = said if isinstance(said, Message) else Message(said)  # template: forwarded
            c.add(exc.where, problem)


def _check_words(c: _Checker, data: Mapping[str, Any], roles: Mapping[str, Any]) -> None:
    """Two abilities one role holds in one phase whose words the PM reader cannot tell
    apart: a word of one that the reader's own scoring (:func:`mafiamod.pm_reader.best_named`)
    reads as the other as well ("beat" and the fatal beating, ``fatal-beating``)."""
    from .pm_reader import ability_phrases, best_named, tokens

    specs = []
    for aid, table in _sub(data, "abilities").items():
        try:
            specs.append(load_ability("setup", str(aid), table))
        except AbilityError:
            continue  # named by _check_abilities
    told: set[tuple[str, str]] = set()
    for rid, role in roles.items():
        alignments = role.get("alignments") or [role.get("alignment")]
        for alignment in dict.fromkeys(a for a in alignments if isinstance(a, str)):
            held = [s for s in specs if s.held_by(rid, alignment)]
            for spec in held:
                rivals = [o for o in held if o.id != spec.id and o.phases & spec.phases]
                for word in spec.words:
                    for other in rivals:
                        phrases = {
                            s.id: ability_phrases(s.id, s.name, s.words) for s in (spec, other)
                        }
                        if other.id not in best_named(tokens(word), phrases):
                            continue
                        if (spec.id, word) in told:
                            continue
                        told.add((spec.id, word))
                        c.add(
                            f"[abilities.{spec.id}] words",
                            message(
                                "{word!r} is read as {ability} too (both held by {role})",
                                word=word,
                                ability=other.id,
                                role=rid,
                            ),
                        )


def _check_config(c: _Checker, data: Mapping[str, Any]) -> None:
    """Each ``[config.<key>]``: its help text, and everything the shared config check
    (:func:`mafiamod.engine.config.declaration_problems`) says about its declaration: bad
    kind, min, max or choices, a default its own declaration refuses."""
    from .engine.config import declaration_problems

    for key, spec in c.entries(data, "config"):
        c.text(spec, f"[config.{key}]", "help", required=False)
        for where, said in declaration_problems(key, spec):
            c.add(where, said)


def check_templates(folder: Path, label: str) -> list[Problem]:
    """Every file of ``templates/`` is a ``.bbcode`` template that compiles in jinja2's sandbox."""
    base = folder / "templates"
    if not base.exists():
        return []
    from .render.environment import sandboxed_environment
    from .setups import refused_file

    env = sandboxed_environment([])  # the one the posts render in (no constant folding of a bomb)
    problems = []
    for file in sorted(p for p in _walk(base) if not p.is_dir() or p.is_symlink()):
        name = f"{label}/{file.relative_to(folder).as_posix()}"
        if file.is_symlink():
            continue  # check_links names it
        refused = refused_file(file)
        if refused is not None:
            problems.append(Problem(name, "", _file_problem(refused)))
            continue
        if file.suffix != ".bbcode":
            problems.append(
                Problem(name, "", message("not a template (templates are *.bbcode files)"))
            )
            continue
        try:
            source = file.read_text(encoding="utf-8")
            env.compile(source, file.name)
            problems += _missing_includes(env, source, folder, name)
        except UnicodeDecodeError:
            problems.append(Problem(name, "", message("not UTF-8 text")))
        except jinja2.TemplateSyntaxError as exc:
            said = exc.message or str(exc)  # jinja2's own words (English)
            problems.append(Problem(name, f"line {exc.lineno}", said))
    return problems


def _missing_includes(
    env: jinja2.Environment, source: str, folder: Path, name: str
) -> list[Problem]:
    """The templates a template includes, imports or extends by a name neither the setup's
    ``templates/`` nor the built-in ones hold (a name computed while it renders is not
    known here)."""
    import jinja2.meta

    from .paths import resource

    missing = []
    for wanted in jinja2.meta.find_referenced_templates(env.parse(source)):
        if wanted is None or not isinstance(wanted, str):
            continue
        if any((base / wanted).is_file() for base in (folder / "templates", resource("templates"))):
            continue
        missing.append(
            Problem(
                name,
                "",
                message("includes {wanted!r}, a template that does not exist", wanted=wanted),
            )
        )
    return missing


def check_no_code(folder: Path, label: str) -> list[Problem]:
    """A setup folder holds data only: a Python file in it is refused (it would never run)."""
    return [
        Problem(
            f"{label}/{p.relative_to(folder).as_posix()}",
            "",
            message("a setup holds data only, never Python code"),
        )
        for p in _walk(folder)
        if p.suffix in {".py", ".pyc", ".pyw", ".so", ".pyd"}
    ]


def dry_deal(
    data: dict[str, Any], folder: Path, file: str, *, rehearsal: bool = True
) -> list[Problem]:
    """Deal the smallest and the largest game the setup allows and play a short scripted game
    of each (:func:`rehearse`; only the first phase without ``rehearsal``), every post and PM
    rendered: what the built-in ruleset refuses in this setup, and every template that fails,
    comes out here, as one problem each."""
    from .setups import SetupInfo, build_ruleset

    info = SetupInfo(
        id=folder.name,
        name=data["setup"]["name"],
        designer=data["setup"]["designer"],
        language=data["setup"]["language"],
        description=data["setup"]["description"].strip(),
        players_min=data["players"]["min"],
        players_max=data["players"]["max"],
        rules=data["setup"]["rules"],
        path=folder,
        content_hash="",
        data=data,
    )
    try:
        ruleset = build_ruleset(info)
    except Exception as exc:  # a stranger's data may trip a built-in ruleset anywhere
        cause = exc.__cause__  # an [abilities] table the rules read (Ruleset.ability_targets)
        if isinstance(cause, AbilityError):
            said = cause.problem  # a Message: AbilityError makes one
            words = said if isinstance(said, Message) else Message(said)  # template: forwarded
            return [Problem(file, cause.where, words)]
        refused = message("the ruleset refuses this setup: {error}", error=_say(exc))
        return [Problem(file, "[setup] rules", refused)]
    problems: list[Problem] = []
    broken: dict[str, Exception] = {}  # the templates that failed to render, with the error
    includes = own_templates(folder)
    unseen = set(includes)  # the setup's own templates no post or PM has rendered yet
    counts = [("min", info.players_min)]
    largest = min(info.players_max, max(info.players_min, DRY_DEAL_LIMIT))
    if largest != info.players_min:
        counts.append(("max", largest))
    for key, count in counts:
        names = [f"Player{i + 1}" for i in range(count)]
        try:
            result = _deal_first_phase(ruleset, names, _examples(data))
        except Exception as exc:
            if count == 1:
                failed = message(
                    "a game of {count} player cannot be dealt: {error}",
                    count=count,
                    error=_say(exc),
                )
            else:
                failed = message(
                    "a game of {count} players cannot be dealt: {error}",
                    count=count,
                    error=_say(exc),
                )
            problems.append(Problem(file, f"[players] {key} = {count}", failed))
            continue
        renderer = sandboxed_renderer(info.templates_dir)
        where = f"[players] {key} = {count}"
        _render_all(renderer, result.records, broken, unseen, includes)
        for variant in range(REHEARSAL_VARIANTS if rehearsal else 0):
            if variant and not unseen:
                break  # every template of the setup's own has rendered
            played, stopped = rehearse(ruleset, names, _examples(data), variant)
            if stopped is not None and not any(p.key == where for p in problems):
                problems.append(Problem(file, where, stopped))
            _render_all(renderer, played, broken, unseen, includes)  # a game's posts
        for template, error in broken.items():
            problem = _template_problem(folder, file, template, error)
            if problem not in problems:
                problems.append(problem)
    return problems


def _render_all(
    renderer: Renderer,
    records: Iterable[PhaseRecord],
    broken: dict[str, Exception],
    unseen: set[str],
    includes: Mapping[str, set[str]],
) -> None:
    """Render every post and PM ``records`` ask for: a template that fails goes into
    ``broken`` with its error (once: a slow one would take its time again each PM), and the
    setup's own templates rendered (with what they include) leave ``unseen``."""
    for record in records:
        for request in record.requests:
            if request.template in broken:
                continue
            _seen(_file_name(request.template), unseen, includes)
            try:
                renderer.render(request.template, request.context)
            except Exception as exc:
                broken[request.template] = exc


def _file_name(template: str) -> str:
    return template if template.endswith(".bbcode") else f"{template}.bbcode"


def _seen(name: str, unseen: set[str], includes: Mapping[str, set[str]]) -> None:
    """``name`` and the templates it includes, transitively, are no longer unseen."""
    todo = [name]
    while todo:
        done = todo.pop()
        if done in unseen:
            unseen.discard(done)
            todo.extend(includes.get(done, ()))


def own_templates(folder: Path) -> dict[str, set[str]]:
    """The setup's own templates (``templates/``, as the rules name them, ``.bbcode``
    included), each with the templates it includes, imports or extends by a fixed name."""
    import jinja2.meta

    from .render.environment import sandboxed_environment

    base = folder / "templates"
    if not base.is_dir():
        return {}
    env = sandboxed_environment([])
    out: dict[str, set[str]] = {}
    for path in sorted(base.rglob("*.bbcode")):
        try:
            parsed = env.parse(path.read_text(encoding="utf-8"))
            wanted = {w for w in jinja2.meta.find_referenced_templates(parsed) if w}
        except (OSError, UnicodeDecodeError, jinja2.TemplateSyntaxError):
            wanted = set()
        out[path.relative_to(base).as_posix()] = wanted
    return out


#: a scripted game stops after this many phases (modkills end it well before)
REHEARSAL_PHASES = 40
#: at most this many scripted games at each player count: the first always, the others while
#: a template of the setup's own is still unrendered (:func:`rehearse`'s ``variant``)
REHEARSAL_VARIANTS = 6
#: the name a rehearsal's replacement player takes
STAND_IN = "Stand-in"


def rehearse(
    ruleset: Ruleset, names: list[str], config: Mapping[str, Any], variant: int = 0
) -> tuple[list[PhaseRecord], Message | None]:
    """A short scripted game on the setup, played headlessly: the deal, the pre-game's
    choices where the setup asks for them (each player requests one of its roles and
    charges the next), a replacement, one ability of every living player each night (or
    turn), every living player voting one player out in each of the ruleset's votes each day
    (on a player its vote options allow, where it gives them), a modkill, and from the fifth
    phase on a modkill each phase until the game is over; one day nobody votes. ``variant``
    turns the script's choices (the ability, the field value, the target, the vote, the quiet
    day, the role requested), so another game reaches what the first one did not: variant 0 is
    the first of each. The records of every phase (their posts and PMs not yet rendered), and
    what stopped the game early when the rules refused the script (``None``: it played to the
    end)."""
    from .engine.fold import fold
    from .engine.model import PhaseInput

    start = ruleset.new_state(1, names, {}, config)
    inputs: list[PhaseInput] = []
    records: list[PhaseRecord] = []
    order = ruleset.phase_ids(start.config)
    days = 0
    quiet_day = QUIET_DAYS[variant // 2 % len(QUIET_DAYS)]
    for step in range(REHEARSAL_PHASES):
        pid = next(order, None)
        if pid is None:
            break
        try:
            opened = fold(ruleset, start, [*inputs, PhaseInput(id=pid, closed=False)])
            days += ruleset.phase_kind(pid) == "day"
            script = _Script(step, variant, quiet=days == quiet_day)
            inp = _scripted_phase(ruleset, opened.final, pid, script)
            played = fold(ruleset, start, [*inputs, inp])
        except Exception as exc:  # a stranger's data may trip a built-in ruleset anywhere
            stopped = message(
                "a scripted game stops in phase {phase}: {error}", phase=pid, error=_say(exc)
            )
            return records, stopped
        inputs.append(inp)
        records.append(played.records[-1])
        if played.final.winner is not None or not played.final.living_names():
            break
    return records, None


#: the day nobody votes in (the no-elimination post; a duel day's draw), per pair of variants
QUIET_DAYS = (2, 1, 3)


@dataclass(frozen=True)
class _Script:
    """Where :func:`rehearse` stands: the phase's number, the variant, a quiet day."""

    step: int
    variant: int
    quiet: bool

    def pick(self, items: list[str], offset: int = 0) -> str:
        """One of ``items`` (not empty): the first in variant 0, turning with the variant."""
        return items[(self.variant + offset) % len(items)]

    def turned(self, items: list[str]) -> list[str]:
        """``items`` begun at the variant's place (variant 0: as they are)."""
        cut = self.variant % len(items) if items else 0
        return items[cut:] + items[:cut]


def _scripted_phase(ruleset: Ruleset, state: GameState, pid: str, script: _Script) -> PhaseInput:
    """Phase ``pid`` of :func:`rehearse`'s script, for the living players of ``state``."""
    from .engine.model import Action, PhaseInput, Vote

    step = script.step
    living = state.living_names()
    moderator: list[dict[str, Any]] = []
    if step == 0 and len(living) > 1 and not state.has_player(STAND_IN):
        moderator.append({"replace": living[-1], "by": STAND_IN})
        living[-1] = STAND_IN
    elif (step == 1 or step >= 4) and len(living) > 1:
        moderator.append({"modkill": living[-1]})
        living = living[:-1]
    options = ruleset.entry_options(state, pid)
    vote_names = tuple(ruleset.vote_names)
    actions = []
    mine: dict[str, list[EntryOption]] = {}
    for option in options:
        if option.ability in vote_names:
            continue  # a vote option (a duel day's pair): a vote below, not an action
        actor = (
            STAND_IN if moderator and option.actor == moderator[0].get("replace") else option.actor
        )
        if actor in living:
            mine.setdefault(actor, []).append(option)
    for actor, own in mine.items():
        option = own[script.variant % len(own)]
        others = [c for c in option.candidates if c != actor and c in living]
        targets = script.turned(others or list(option.candidates))[: option.targets]
        extra = {k: script.pick(list(v)) for k, v in option.fields.items() if v}
        actions.append(Action(actor, option.ability, tuple(targets), extra))
    votes: dict[str, tuple[Vote, ...]] = {}
    if script.quiet:
        pass  # the day nobody votes in (the no-elimination post)
    elif ruleset.phase_kind(pid) in ("day", "turn") and len(living) > 1:
        for number, name in enumerate(vote_names):
            allowed = [c for o in options if o.ability == name for c in o.candidates]
            candidates = [c for c in dict.fromkeys(allowed) if c in living] or living
            target = candidates[(step + script.variant + number) % len(candidates)]
            votes[name] = tuple(Vote(v, target) for v in living if v != target)
    data: dict[str, Any] = {}
    if ruleset.phase_kind(pid) == "pregame" and "choices" in _pregame_inputs(ruleset.definition):
        roles = list(ruleset.definition.get("roles", {}))
        names = living  # after the replacement
        data["choices"] = [
            {
                "player": name,
                "role": script.pick(roles, number) if roles else "",
                "vote": names[(number + 1) % len(names)] if len(names) > 1 else "",
            }
            for number, name in enumerate(names)
        ]
    return PhaseInput(
        id=pid,
        moderator=tuple(moderator),
        actions=tuple(actions),
        votes=votes,
        data=data,
        closed=True,
    )


def _pregame_inputs(data: Mapping[str, Any]) -> set[str]:
    """The pre-game's inputs a setup declares (``[pregame] inputs``: ``choices``, ``rolls``);
    the rolls are left to the seeded roll, so only ``choices`` is scripted."""
    pregame = data.get("pregame", {})
    declared = pregame.get("inputs") if isinstance(pregame, Mapping) else None
    return {str(i) for i in declared} if isinstance(declared, list) else set()


def _examples(data: Mapping[str, Any]) -> dict[str, Any]:
    """A switch the setup cannot play without gives an example (the open classic setup's
    role counts): the dry deal uses it."""
    return {
        k: v["example"]
        for k, v in _sub(data, "config").items()
        if isinstance(v, dict) and "example" in v
    }


def _deal_first_phase(ruleset: Ruleset, names: list[str], config: Mapping[str, Any]) -> FoldResult:
    """The first phase of a new game, dealt."""
    from .engine.fold import fold
    from .engine.model import PhaseInput

    start = ruleset.new_state(1, names, {}, config)
    first = next(ruleset.phase_ids(start.config))
    return fold(ruleset, start, [PhaseInput(id=first, closed=False)])


def sandboxed_renderer(templates: Path) -> Renderer:
    """The setup's renderer, its templates run in jinja2's sandbox (no attribute tricks)."""
    from .render import Renderer

    renderer = Renderer(templates)
    if not isinstance(renderer.env, jinja2.sandbox.SandboxedEnvironment):
        env = jinja2.sandbox.SandboxedEnvironment(
            loader=renderer.env.loader,
            undefined=jinja2.StrictUndefined,
            autoescape=False,
            trim_blocks=True,
            lstrip_blocks=True,
            keep_trailing_newline=False,
        )
        env.filters.update(renderer.env.filters)
        renderer.env = env
    return renderer


def _template_problem(folder: Path, file: str, template: str, exc: Exception) -> Problem:
    """A template that fails to render: named by the setup's file when it has one."""
    name = template if template.endswith(".bbcode") else f"{template}.bbcode"
    own = folder / "templates" / name
    inner = _failing_own_template(folder, exc)
    if inner is not None:  # a built-in template that includes one of the setup's
        name, own = inner.relative_to(folder / "templates").as_posix(), inner
    label = file.rsplit("/", 1)[0]
    said = (
        str(exc.__cause__ or exc.__context__ or exc) if isinstance(exc, KnownError) else _say(exc)
    )
    if own.is_file():
        return Problem(
            f"{label}/templates/{name}", "", message("fails to render: {error}", error=said)
        )
    return Problem(
        file,
        "",
        message(
            "the built-in template {name} fails to render for this setup: {error}",
            name=name,
            error=said,
        ),
    )


def _failing_own_template(folder: Path, exc: Exception) -> Path | None:
    """The innermost of the setup's own templates running when ``exc`` was raised (jinja2
    names each template's frames by its file), if any."""
    base = (folder / "templates").resolve()
    found = None
    original = exc.__cause__ or exc.__context__ or exc
    tb = original.__traceback__
    while tb is not None:
        path = Path(tb.tb_frame.f_code.co_filename)
        if path.suffix == ".bbcode" and path.resolve().is_relative_to(base):
            found = path
        tb = tb.tb_next
    return found


def _say(exc: BaseException) -> str:
    """An error in words: a known error's message (translated in the window), else its type
    and text."""
    if isinstance(exc, KnownError) and str(exc):
        return of_error(exc)
    if isinstance(exc, KeyError) and len(exc.args) == 1:
        return message(
            "the rules need {key}, which the setup does not give", key=quoted(exc.args[0])
        )
    return f"{type(exc).__name__}: {exc}"


def _library_problem(exc: KnownError) -> str:
    """What :func:`mafiamod.setups.with_library` refuses, without its file and key."""
    found = of_error(exc)
    if "name" in found.params:
        return message("no role library {name!r}", name=found.params["name"])
    return str(exc).rpartition(": ")[2]


def _file_problem(exc: KnownError) -> Message:
    """A refused file's problem without its path (the Problem names the file)."""
    said = exc.message
    return Message(said.template.removeprefix("{file}: "), said.params)  # template: forwarded


def _walk(folder: Path) -> Iterator[Path]:
    """Every file and folder under ``folder``, never following a symbolic link."""
    for root, dirs, names in os.walk(folder):
        for name in sorted(dirs + names):
            yield Path(root) / name


def check_links(folder: Path, label: str) -> list[Problem]:
    """A setup folder holds its own files: a symbolic link in it is refused (a template
    linked to any file of the moderator's would print it in a post)."""
    return [
        Problem(
            f"{label}/{p.relative_to(folder).as_posix()}",
            "",
            message("a symbolic link (a setup folder holds its own files only)"),
        )
        for p in _walk(folder)
        if p.is_symlink()
    ]


def check_folder(folder: Path, label: str | None = None) -> list[Problem]:
    """Every problem of the setup folder ``folder`` (``[]``: it is a valid setup).

    ``label`` is how problems name the folder (default: the path as given).
    """
    label = label if label is not None else str(folder)
    if not folder.is_dir():
        return [Problem(label, "", message("not a folder"))]
    file = f"{label}/setup.toml"
    problems = []
    if not ID.match(folder.name) or "_" in folder.name:
        problems.append(
            Problem(
                label,
                "",
                message(
                    "folder name {name!r}: a setup id is lower-case words joined by '-'",
                    name=folder.name,
                ),
            )
        )
    from .setups import SetupError, refused_file, with_library

    refused = refused_file(folder / "setup.toml")
    if refused is not None:
        return [*problems, Problem(file, "", _file_problem(refused))]
    try:
        text = (folder / "setup.toml").read_text(encoding="utf-8").removeprefix("\ufeff")
        data = tomllib.loads(text)
    except FileNotFoundError:
        missing = message("missing (every setup folder has a setup.toml)")
        return [*problems, Problem(file, "", missing)]
    except UnicodeDecodeError:
        return [*problems, Problem(file, "", message("not UTF-8 text"))]
    except tomllib.TOMLDecodeError as exc:
        invalid = message("not valid TOML: {error}", error=str(exc))
        return [*problems, Problem(file, "", invalid)]
    except RecursionError:
        deep = message("not valid TOML: nested too deeply")
        return [*problems, Problem(file, "", deep)]
    own = data
    try:
        data = with_library(folder / "setup.toml", data)  # a role library under the setup
    except SetupError as exc:
        return [*problems, Problem(file, "[setup] library", _library_problem(exc))]
    if data is not own:  # a role table the setup writes itself must name its role
        data = copy.deepcopy(data)
        for rid, role in _sub(own, "roles").items():
            if isinstance(role, dict) and "name" not in role:
                data["roles"][rid].pop("name", None)
    return problems + check_parsed(data, folder, label)


def check_parsed(
    data: dict[str, Any], folder: Path, label: str, *, rehearsal: bool = True
) -> list[Problem]:
    """The problems of a parsed ``setup.toml`` (its role library merged in) meant for
    ``folder``, which need not exist yet: the setup builder checks a draft before it writes
    it. Problems name the folder as ``label``. Without ``rehearsal`` the scripted game is not
    played (the builder's check as the moderator types; saving runs the whole check)."""
    file = f"{label}/setup.toml"
    problems = check_data(data, file)
    if folder.is_dir():
        problems += check_links(folder, label)
        problems += check_templates(folder, label)
        problems += check_no_code(folder, label)
    if not problems:
        problems += dry_deal(data, folder, file, rehearsal=rehearsal)
    return problems
