"""The setup composer: a classic setup made of data, without writing files by hand.

A moderator picks roles and counts from the classic role library (each row with its team
where the library allows another one, its modifiers and its shots), sets the day and night
switches, names and describes the setup; :class:`SetupDraft` turns that into a
``setup.toml`` (the built-in classic ruleset and library, the roles to deal, the switches as
the setup's defaults: no Python, no templates) and :meth:`SetupDraft.save` writes it into the
moderator's setups folder only after :mod:`mafiamod.setup_check` finds nothing wrong with it.
A setup the moderator built can be loaded back (:func:`draft_of`), changed and saved over
itself, or deleted (:func:`delete_setup`); a built-in one is read-only and can only be
duplicated. The window's "Build a setup…" dialog is a view of this model.

Every problem is an :class:`Issue`: the field it belongs to (so the window shows it beside
that field), an English template with ``{name}`` fields and its parameters (the window
translates the template; ``str(issue)`` is the English text).
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import tomli_w

from .engine.errors import KnownError
from .engine.messages import message, of_error
from .setup_check import Problem, SetupCheckFailed, check_folder, check_parsed
from .setups import (
    RULESETS,
    SetupInfo,
    build_ruleset,
    is_builtin,
    list_setups,
    load_setup,
    with_library,
)

#: the built-in setup whose library and ruleset the composer builds on
LIBRARY_SETUP = "classic"
SETUP_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
HEADER = (
    "# Built with MafiaMod's setup builder on the {library} library: data only.\n"
    "# Check it with `mafiamod check-setup FOLDER`.\n\n"
)
#: the tables a built setup writes (a setup with others was written by hand)
OWN_TABLES = frozenset({"setup", "players", "deal", "config"})
MAFIA = "mafia"
#: where an issue is shown: a field of the form, a row of the roles table, a switch
NAME, ID, DESIGNER, DESCRIPTION, ROLES = "name", "id", "designer", "description", "roles"


def row_field(index: int) -> str:
    return f"row:{index}"


def switch_field(key: str) -> str:
    return f"switch:{key}"


@dataclass(frozen=True)
class Issue:
    """One thing that stops a draft from being saved, and the field it belongs to."""

    where: str
    template: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return self.template.format(**self.params)


#: every template an :class:`Issue` uses (the window translates each one; a test checks
#: that the window's table has them all)
TEMPLATES = (
    "Give the setup a name.",
    "Give the setup an id: lower-case words joined by '-'.",
    "The id {id} is not lower-case words joined by '-'.",
    "The id {id} is taken by another setup: choose another one.",
    "Say who designed the setup.",
    "Describe the setup in a line or two.",
    "These roles seat {n} players: a game needs {low} to {high}.",
    "{role}: at most one per game.",
    "{role}: a count is 0 or more.",
    "{role}: not a role of the library.",
    "{role} cannot be on the {team} team.",
    "{role}: {modifier} needs a role with a night action, or a mafioso.",
    "{role}: shots need a role with a night action.",
    "{role}: shots are 1 or more (none: unlimited).",
    "No Mafia and no Serial Killer: the Town would win at once.",
    "The Mafia would have parity from the start: add town roles.",
    "{label}: {problem}",
    "{problem}",
)


@dataclass(frozen=True)
class RoleChoice:
    """A library role the builder offers: id, display name, default and allowed alignments,
    its PM's ability line, whether it has a night action, and whether it is unique."""

    id: str
    name: str
    alignment: str
    faction: str
    ability: str
    unique: bool
    alignments: tuple[str, ...] = ()
    action: bool = False


@dataclass(frozen=True)
class FactionChoice:
    id: str
    name: str
    color: str


@dataclass(frozen=True)
class ModifierChoice:
    id: str
    name: str
    line: str


@dataclass(frozen=True)
class SwitchChoice:
    """A switch the builder offers: label, help and legal values (see :meth:`check`)."""

    key: str
    label: str
    help: str
    default: Any
    kind: str  # "bool", "choice", "day-or-off", "count"
    choices: tuple[Any, ...] = ()
    minimum: int = 0
    maximum: int | None = None  # None: no bound of its own (the window offers up to 99)
    checker: Any = field(default=None, compare=False, repr=False)
    choice_labels: Mapping[str, str] = field(default_factory=dict, compare=False)

    def check(self, value: Any) -> Any:
        """The value as the setup stores it; a KnownError when the ruleset would refuse it."""
        return self.checker(value) if self.checker is not None else value

    def choice_label(self, value: Any) -> str:
        """A choice in the setup's words (``choice_labels``), else the value itself."""
        return str(self.choice_labels.get(str(value), value))


@dataclass(frozen=True)
class Row:
    """A line of the roles table: ``count`` players dealt ``role`` with this team (``""``:
    the role's default), these modifiers and these shots (``None``: unlimited)."""

    role: str
    count: int = 0
    alignment: str = ""
    modifiers: tuple[str, ...] = ()
    shots: int | None = None

    def is_plain(self, library: Library) -> bool:
        default = library.role(self.role).alignment if library.has_role(self.role) else ""
        return self.alignment in ("", default) and not self.modifiers and self.shots is None

    def key(self, library: Library) -> tuple[str, str, tuple[str, ...], int | None]:
        """What makes two rows the same role (their counts add up)."""
        default = library.role(self.role).alignment if library.has_role(self.role) else ""
        return (
            self.role,
            self.alignment or default,
            library.sort_modifiers(self.modifiers),
            self.shots,
        )


@dataclass(frozen=True)
class Library:
    """What the builder offers: the library's roles, teams, modifiers and switches, from the
    built-in setup that plays the library (its ruleset reads the same typed library)."""

    setup: SetupInfo
    library_id: str
    roles: tuple[RoleChoice, ...]
    switches: tuple[SwitchChoice, ...]
    players_min: int
    players_max: int
    factions: tuple[FactionChoice, ...] = ()
    modifiers: tuple[ModifierChoice, ...] = ()
    typed: Any = field(default=None, compare=False, repr=False)

    @classmethod
    def load(cls, setup_id: str = LIBRARY_SETUP) -> Library:
        info = load_setup(setup_id)
        typed = getattr(build_ruleset(info), "library", None)
        if typed is None:
            raise KnownError("the setup {setup!r} has no role library to build on", setup=setup_id)
        offered = info.data.get("roles", {})
        config = info.data.get("config", {})
        roles = tuple(
            RoleChoice(
                r.id,
                r.name,
                r.alignment,
                typed.faction_name(r.alignment),
                r.line,
                r.unique,
                tuple(r.alignments),
                r.ability is not None,
            )
            for r in typed.roles.values()
            if offered.get(r.id, {}).get("builder", True)
        )
        switches = tuple(
            SwitchChoice(
                s.key,
                s.label,
                s.help,
                s.default,
                "choice" if s.choices is not None else s.kind,
                tuple(s.choices or ()),
                int(s.minimum or 0),
                s.maximum,
                s.check,
                {
                    str(k): str(v)
                    for k, v in dict(config.get(s.key, {}).get("choice_labels", {})).items()
                },
            )
            for s in typed.switches.values()
            if s.kind != "roles"  # the open setup's role counts: the builder's own table
        )
        factions = tuple(
            FactionChoice(fid, typed.faction_name(fid), str(f.get("color", "")))
            for fid, f in typed.factions.items()
        )
        modifiers = tuple(
            ModifierChoice(mid, str(m.get("name", mid)), str(m.get("line", "")))
            for mid, m in typed.modifiers.items()
        )
        return cls(
            info,
            str(info.data["setup"].get("library", setup_id)),
            roles,
            switches,
            info.players_min,
            info.players_max,
            factions,
            modifiers,
            typed,
        )

    @property
    def rules(self) -> str:
        """The ``rules`` value a built setup writes: the registry's short id of the library
        setup's ruleset (``"classic"``), else the library setup's own value."""
        rules = self.setup.rules
        return next((k for k, v in RULESETS.items() if rules in (k, v)), rules)

    def has_role(self, role_id: str) -> bool:
        return any(r.id == role_id for r in self.roles)

    def role(self, role_id: str) -> RoleChoice:
        return next(r for r in self.roles if r.id == role_id)

    def faction(self, faction_id: str) -> FactionChoice:
        return next(
            (f for f in self.factions if f.id == faction_id),
            FactionChoice(faction_id, faction_id.title(), ""),
        )

    def modifier(self, modifier_id: str) -> ModifierChoice:
        return next(
            (m for m in self.modifiers if m.id == modifier_id),
            ModifierChoice(modifier_id, modifier_id.title(), ""),
        )

    def sort_modifiers(self, modifiers: Iterable[str]) -> tuple[str, ...]:
        """The library's order (Ninja before Strongman), each once."""
        rank = {m.id: i for i, m in enumerate(self.modifiers)}
        return tuple(sorted(dict.fromkeys(modifiers), key=lambda m: rank.get(m, len(rank))))

    def modifiers_allowed(self, role_id: str, alignment: str) -> bool:
        """Modifiers go on a role with a night action, or on any mafioso (classic.md §2)."""
        return self.role(role_id).action or alignment == MAFIA

    def title(self, row: Row) -> str:
        """The row as its role PM and flip name it: "Mafia Roleblocker", "Town Ninja Cop"."""
        role = self.role(row.role)
        if self.typed is None:
            return role.name
        return str(self.typed.title(row.role, row.alignment or role.alignment, list(row.modifiers)))


def taken_ids(root: Path | None = None) -> set[str]:
    """Setup ids in use: the built-in setups and the moderator's own (``root``)."""
    ids = {s.id for s in list_setups()}
    if root is not None and root.is_dir():
        ids |= {p.name for p in root.iterdir() if p.is_dir() and not p.name.startswith(".")}
    return ids


def slug(name: str) -> str:
    """A setup id from a name: "Cop & Doc 10" → "cop-doc-10"."""
    return re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-")


def default_rows(library: Library) -> list[Row]:
    """One row per library role, none dealt: the table a new setup starts from."""
    return [Row(r.id) for r in library.roles]


@dataclass
class SetupDraft:
    """A setup being composed; :meth:`problems` says what stops it from being saved.

    ``editing`` is the id of the moderator's own setup this draft was loaded from (saving
    replaces it); ``None`` for a new setup (or a duplicate)."""

    library: Library
    name: str = ""
    setup_id: str = ""
    description: str = ""
    designer: str = ""
    rows: list[Row] = field(default_factory=list)
    switches: dict[str, Any] = field(default_factory=dict)
    editing: str | None = None

    def __post_init__(self) -> None:
        if not self.rows:
            self.rows = default_rows(self.library)

    @property
    def players(self) -> int:
        return sum(max(r.count, 0) for r in self.rows)

    def counts(self) -> dict[str, int]:
        """How many of each role id are dealt (variants included), in library order."""
        out: dict[str, int] = {}
        for choice in self.library.roles:
            k = sum(r.count for r in self.rows if r.role == choice.id and r.count > 0)
            if k:
                out[choice.id] = k
        return out

    def set_count(self, role_id: str, count: int) -> None:
        """The count of the role's first plain row (added if there is none)."""
        for i, row in enumerate(self.rows):
            if row.role == role_id and row.is_plain(self.library):
                self.rows[i] = replace(row, count=count)
                return
        self.rows.append(Row(role_id, count))

    def _merged(self) -> list[Row]:
        """The dealt rows, same variants added up, in table order."""
        merged: dict[tuple[str, str, tuple[str, ...], int | None], Row] = {}
        for row in self.rows:
            if row.count <= 0:
                continue
            key = row.key(self.library)
            old = merged.get(key)
            merged[key] = replace(old or row, count=(old.count if old else 0) + row.count)
        return list(merged.values())

    def deal(self) -> dict[str, Any]:
        """The ``[deal]`` table: plain roles as ``roles = { id = count }`` (library order), the
        others as ``[[deal.variants]]`` (role, count, alignment, modifiers, shots)."""
        rows = self._merged()
        order = {r.id: i for i, r in enumerate(self.library.roles)}
        plain = sorted(
            (r for r in rows if r.is_plain(self.library)), key=lambda r: order.get(r.role, 0)
        )
        out: dict[str, Any] = {"roles": {r.role: r.count for r in plain}}
        variants = []
        for row in rows:
            if row.is_plain(self.library):
                continue
            entry: dict[str, Any] = {"role": row.role, "count": row.count}
            if row.alignment and row.alignment != self.library.role(row.role).alignment:
                entry["alignment"] = row.alignment
            if row.modifiers:
                entry["modifiers"] = list(self.library.sort_modifiers(row.modifiers))
            if row.shots is not None:
                entry["shots"] = row.shots
            variants.append(entry)
        if variants:
            out["variants"] = variants
        return out

    def data(self) -> dict[str, Any]:
        """The ``setup.toml`` tables."""
        base = self.library.setup
        config = {
            s.key: {"default": self.switches.get(s.key, s.default)} for s in self.library.switches
        }
        return {
            "setup": {
                "name": self.name.strip(),
                "designer": self.designer.strip(),
                "language": base.language,
                "description": self.description.strip() + "\n",
                "rules": self.library.rules,
                "library": self.library.library_id,
            },
            "players": {"min": self.players, "max": self.players},
            "deal": self.deal(),
            "config": config,
        }

    def toml(self) -> str:
        """The ``setup.toml`` text."""
        text = tomli_w.dumps(self.data(), multiline_strings=True)
        return HEADER.format(library=self.library.library_id) + text

    # -- what stops saving --------------------------------------------------------------
    def own_problems(self, root: Path | None = None) -> list[Issue]:
        """What the composer itself refuses (before the setup check runs), field by field."""
        out = self._about(root)
        lib = self.library
        low, high = lib.players_min, lib.players_max
        if not low <= self.players <= high:
            out.append(
                Issue(
                    ROLES,
                    "These roles seat {n} players: a game needs {low} to {high}.",
                    {"n": self.players, "low": low, "high": high},
                )
            )
        for index, row in enumerate(self.rows):
            out += self._row_problems(index, row)
        out += self._balance()
        for switch in lib.switches:
            if switch.key in self.switches:
                try:
                    switch.check(self.switches[switch.key])
                except KnownError as exc:
                    out.append(
                        Issue(
                            switch_field(switch.key),
                            "{label}: {problem}",
                            {"label": switch.label, "problem": of_error(exc)},
                        )
                    )
        return out

    def _about(self, root: Path | None) -> list[Issue]:
        out = []
        sid = self.setup_id.strip()
        if not self.name.strip():
            out.append(Issue(NAME, "Give the setup a name."))
        if not sid:
            out.append(Issue(ID, "Give the setup an id: lower-case words joined by '-'."))
        elif not SETUP_ID.match(sid):
            out.append(
                Issue(ID, "The id {id} is not lower-case words joined by '-'.", {"id": repr(sid)})
            )
        elif sid != self.editing and sid in taken_ids(root):
            out.append(
                Issue(
                    ID,
                    "The id {id} is taken by another setup: choose another one.",
                    {"id": repr(sid)},
                )
            )
        if not self.designer.strip():
            out.append(Issue(DESIGNER, "Say who designed the setup."))
        if not self.description.strip():
            out.append(Issue(DESCRIPTION, "Describe the setup in a line or two."))
        return out

    def _row_problems(self, index: int, row: Row) -> list[Issue]:
        lib, where = self.library, row_field(index)
        if not lib.has_role(row.role):
            return [Issue(where, "{role}: not a role of the library.", {"role": repr(row.role)})]
        choice = lib.role(row.role)
        out = []
        if row.count < 0:
            out.append(Issue(where, "{role}: a count is 0 or more.", {"role": choice.name}))
        total = sum(r.count for r in self.rows if r.role == row.role and r.count > 0)
        first = next(i for i, r in enumerate(self.rows) if r.role == row.role)
        if choice.unique and total > 1 and index == first:
            out.append(Issue(where, "{role}: at most one per game.", {"role": choice.name}))
        alignment = row.alignment or choice.alignment
        if alignment not in choice.alignments:
            out.append(
                Issue(
                    where,
                    "{role} cannot be on the {team} team.",
                    {"role": choice.name, "team": lib.faction(alignment).name},
                )
            )
        if row.modifiers and not lib.modifiers_allowed(row.role, alignment):
            out.append(
                Issue(
                    where,
                    "{role}: {modifier} needs a role with a night action, or a mafioso.",
                    {"role": choice.name, "modifier": lib.modifier(row.modifiers[0]).name},
                )
            )
        if row.shots is not None:
            if not choice.action:
                out.append(
                    Issue(
                        where,
                        "{role}: shots need a role with a night action.",
                        {"role": choice.name},
                    )
                )
            elif row.shots < 1:
                out.append(
                    Issue(
                        where,
                        "{role}: shots are 1 or more (none: unlimited).",
                        {"role": choice.name},
                    )
                )
        return out

    def _balance(self) -> list[Issue]:
        """A game that is over before it starts is no setup."""
        by_faction: dict[str, int] = {}
        for row in self._merged():
            if not self.library.has_role(row.role):
                continue
            alignment = row.alignment or self.library.role(row.role).alignment
            by_faction[alignment] = by_faction.get(alignment, 0) + row.count
        threats = sum(k for f, k in by_faction.items() if f != "town")
        if self.players and not threats:
            return [Issue(ROLES, "No Mafia and no Serial Killer: the Town would win at once.")]
        mafia = by_faction.get(MAFIA, 0)
        if mafia and mafia >= self.players - mafia and not by_faction.get("serial-killer"):
            return [Issue(ROLES, "The Mafia would have parity from the start: add town roles.")]
        return []

    def problems(self, root: Path | None = None) -> list[Issue]:
        """Everything that stops saving: the composer's own checks, then the setup check's
        (the same as ``mafiamod check-setup`` on the folder this would write)."""
        own = self.own_problems(root)
        if own:
            return own
        folder = (root or Path(tempfile.gettempdir())) / self.setup_id.strip()
        data = with_library(folder / "setup.toml", self.data())
        # the scripted game (a second or so) waits for saving, which checks the written folder
        checked = check_parsed(data, folder, str(folder), rehearsal=False)
        return [self.issue_of(p) for p in checked]

    def issue_of(self, problem: Problem) -> Issue:
        """A check-setup problem, shown beside the field its key names."""
        key = problem.key
        where = ROLES
        for prefix, name in (
            ("[setup] name", NAME),
            ("[setup] designer", DESIGNER),
            ("[setup] description", DESCRIPTION),
        ):
            if key.startswith(prefix):
                where = name
        match = re.match(r"\[config\.([^\]]+)\]", key)
        if match:
            where = switch_field(match.group(1))
        return Issue(where, "{problem}", {"problem": problem.text})

    # -- writing --------------------------------------------------------------------------
    def save(self, root: Path) -> Path:
        """Write the setup into ``root`` (the moderator's setups folder) and return its folder.

        The folder is written beside its final place, checked by :func:`check_folder`, and
        only then moved in (over the setup being edited, or in place of it when its id
        changed); a draft with problems raises :class:`SetupCheckFailed` (or a KnownError
        listing the composer's problems) and leaves nothing changed."""
        own = self.own_problems(root)
        if own:
            raise KnownError(
                "\n".join(map(str, own))
            )  # template: forwarded (the window says own_problems())
        root.mkdir(parents=True, exist_ok=True)
        final = root / self.setup_id.strip()
        staging = Path(tempfile.mkdtemp(prefix=f".{final.name}-", dir=root))
        try:
            folder = staging / final.name
            folder.mkdir()
            (folder / "setup.toml").write_text(self.toml(), encoding="utf-8")
            problems = check_folder(folder, label=str(final))
            if problems:
                raise SetupCheckFailed(problems)
            old = root / self.editing if self.editing else None
            if old is not None and old.is_dir():
                os.replace(old, staging / "replaced")  # the edited setup makes way
            os.replace(folder, final)
        finally:
            shutil.rmtree(staging, ignore_errors=True)
        self.editing = final.name
        return final


def draft_from(library: Library, values: Mapping[str, Any]) -> SetupDraft:
    """A draft from plain values (``name``, ``id``, ``description``, ``designer``,
    ``roles``: id → count, ``variants``: a list of ``{role, count, alignment?, modifiers?,
    shots?}``, ``switches``: key → value)."""
    draft = SetupDraft(
        library,
        name=str(values.get("name", "")),
        setup_id=str(values.get("id", "")),
        description=str(values.get("description", "")),
        designer=str(values.get("designer", "")),
        switches=dict(values.get("switches", {})),
    )
    for role_id, count in values.get("roles", {}).items():
        draft.set_count(str(role_id), int(count))
    for entry in values.get("variants", []):
        draft.rows.append(_row(entry))
    return draft


def _row(entry: Mapping[str, Any]) -> Row:
    shots = entry.get("shots")
    return Row(
        str(entry["role"]),
        int(entry.get("count", 1)),
        str(entry.get("alignment", "")),
        tuple(str(m) for m in entry.get("modifiers", [])),
        int(shots) if shots is not None else None,
    )


class NotBuildable(KnownError):
    """A setup the builder cannot open (another library, an open deal, files of its own)."""


def buildable(info: SetupInfo, library: Library) -> str:
    """Why the builder cannot open ``info`` ("" when it can): it must be a setup on the same
    library that deals a fixed list of roles and sets nothing but the builder's tables."""
    own = _own_data(info)
    if own.get("setup", {}).get("library") != library.library_id:
        return message(
            "{name} is not built on the {library} role library",
            name=info.name,
            library=library.library_id,
        )
    deal = own.get("deal", {})
    if (
        not isinstance(deal, dict)
        or not ({"roles", "variants"} & set(deal))
        or set(deal)
        - {
            "roles",
            "variants",
        }
    ):
        return message("{name} does not deal a fixed list of roles", name=info.name)
    extra = set(own) - OWN_TABLES
    if extra:
        tables = ", ".join(f"[{t}]" for t in sorted(extra))
        return message(
            "{name} has tables the builder does not write ({tables})", name=info.name, tables=tables
        )
    known = {s.key for s in library.switches}
    if set(own.get("config", {})) - known:
        return message("{name} has switches the builder does not offer", name=info.name)
    return ""


def _own_data(info: SetupInfo) -> dict[str, Any]:
    """The setup's own ``setup.toml`` (without its library)."""
    try:
        return tomllib.loads((info.path / "setup.toml").read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise NotBuildable("{file}: {error}", file=info.path / "setup.toml", error=exc) from None


def draft_of(info: SetupInfo, library: Library, duplicate: bool = False) -> SetupDraft:
    """The draft of an existing setup: the moderator's own to edit (saving replaces it), or
    any buildable setup to duplicate (a new id; a built-in setup is read-only)."""
    why = buildable(info, library)
    if why:
        raise NotBuildable(why)  # template: forwarded (buildable()'s message)
    if not duplicate and is_builtin(info):
        raise NotBuildable("{name} is a built-in setup: duplicate it to change it", name=info.name)
    own = _own_data(info)
    deal = own["deal"]
    values = {
        "name": info.name,
        "id": "" if duplicate else info.id,
        "designer": info.designer,
        "description": info.description,
        "roles": dict(deal.get("roles", {})),
        "variants": list(deal.get("variants", [])),
        "switches": {
            key: spec["default"]
            for key, spec in own.get("config", {}).items()
            if isinstance(spec, dict) and "default" in spec
        },
    }
    draft = draft_from(library, values)
    draft.editing = None if duplicate else info.id
    return draft


def delete_setup(info: SetupInfo, root: Path) -> None:
    """Delete the moderator's own setup ``info`` (a folder of ``root``); built-in setups and
    anything outside ``root`` are refused."""
    folder = info.path.resolve()
    if is_builtin(info) or folder.parent != root.resolve():
        raise KnownError(
            "{name} is not one of your own setups: it cannot be deleted", name=info.name
        )
    shutil.rmtree(folder)


__all__ = [
    "Issue",
    "Library",
    "NotBuildable",
    "Problem",
    "RoleChoice",
    "Row",
    "SetupDraft",
    "SwitchChoice",
    "TEMPLATES",
    "buildable",
    "delete_setup",
    "draft_from",
    "draft_of",
    "slug",
]
