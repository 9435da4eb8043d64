"""Setup definitions: ``setups/<id>/setup.toml`` (+ templates, RULINGS.md) into typed objects."""

from __future__ import annotations

import hashlib
import importlib
import os
import re
import stat
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .engine.abilities import AbilityError
from .engine.errors import KnownError, ScriptError
from .engine.ruleset import Ruleset
from .os_text import os_reason
from .paths import resource, setups_dir, user_setups_dir


class SetupError(KnownError):
    """A mistake in a setup folder: names the file, the key and the problem."""


REQUIRED = {
    ("setup", "name"): str,
    ("setup", "designer"): str,
    ("setup", "language"): str,
    ("setup", "description"): str,
    ("setup", "rules"): str,
    ("players", "min"): int,
    ("players", "max"): int,
}


@dataclass(frozen=True)
class SetupInfo:
    """A setup as the library lists it."""

    id: str
    name: str
    designer: str
    language: str
    description: str
    players_min: int
    players_max: int
    rules: str
    path: Path
    content_hash: str
    data: dict[str, Any] = field(default_factory=dict, compare=False)

    @property
    def templates_dir(self) -> Path:
        return self.path / "templates"

    @property
    def player_count(self) -> str:
        if self.players_min == self.players_max:
            return str(self.players_min)
        return f"{self.players_min}–{self.players_max}"


def _content_hash(folder: Path) -> str:
    """A digest of every file of the folder; SetupError for a symbolic link in it (never
    followed: a link to ``/`` would walk the whole disk) or an oversized template."""
    digest = hashlib.sha256()
    files: list[Path] = []
    for root, dirs, names in os.walk(folder):  # never into a linked folder
        for name in dirs + names:
            path = Path(root) / name
            if path.is_symlink():
                raise SetupError(
                    "{file}: a symbolic link (a setup folder holds its own files only)",
                    file=path,
                )
        files += [Path(root) / name for name in names]
    for file in sorted(files):
        if (
            file.parent == folder
            and file.name == "setup.toml"
            or (file.relative_to(folder).parts[0] == "templates")
        ):
            refused = refused_file(file)
            if refused is not None:
                raise refused
        if not file.is_file():  # a FIFO or a device is never read
            continue
        digest.update(file.relative_to(folder).as_posix().encode())
        digest.update(file.read_bytes())
    return digest.hexdigest()


def _merged(base: dict[str, Any], over: dict[str, Any]) -> dict[str, Any]:
    """``base`` with ``over`` on top, table by table (``over`` wins for every other value)."""
    out = dict(base)
    for key, value in over.items():
        old = out.get(key)
        out[key] = (
            _merged(old, value) if isinstance(old, dict) and isinstance(value, dict) else value
        )
    return out


LIBRARY_ID = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")


def with_library(file: Path, data: dict[str, Any]) -> dict[str, Any]:
    """A setup that names a role library (``[setup] library = "classic"``) builds on it:
    ``resources/libraries/<id>.toml`` gives roles, abilities, factions and switches, and the
    setup's own tables win key by key; ``[library] roles = [...]`` (``abilities``,
    ``factions``, ``config``) takes only the entries listed."""
    setup = data.get("setup", {})
    name = setup.get("library") if isinstance(setup, dict) else None
    if name is None:
        return data
    if not isinstance(name, str) or not LIBRARY_ID.fullmatch(name):
        raise SetupError("{file}: [setup] library: no role library {name!r}", file=file, name=name)
    lib_file = resource("libraries", f"{name}.toml")
    if not lib_file.is_file():
        raise SetupError("{file}: [setup] library: no role library {name!r}", file=file, name=name)
    library = tomllib.loads(lib_file.read_text(encoding="utf-8"))
    library.pop("library", None)
    # ``[library] roles = [...]`` (and abilities, factions, config): take only these
    for table, keep in _table(data, "library", file).items():
        if table in library and isinstance(keep, list):
            library[table] = {k: v for k, v in library[table].items() if k in keep}
    return _merged(library, data)


#: the largest ``setup.toml`` or template a setup folder may hold (the largest built-in one
#: is a few kilobytes): a bigger file is refused before it is read
MAX_FILE_BYTES = 1024 * 1024


def refused_file(file: Path) -> SetupError | None:
    """Why a file of a setup folder may not be read (None: it may): a symbolic link (a
    stranger's folder could point it at any file of the moderator's, which a post would then
    print), something other than a plain file (a FIFO would block the reader), or a file
    larger than :data:`MAX_FILE_BYTES`."""
    if file.is_symlink():
        return SetupError(
            "{file}: a symbolic link (a setup folder holds its own files only)", file=file
        )
    try:
        info = file.stat()
    except FileNotFoundError:
        return None
    except OSError as exc:
        return SetupError("{file}: cannot read: {error}", file=file, error=os_reason(exc))
    if not stat.S_ISREG(info.st_mode):
        return SetupError("{file}: not a plain file", file=file)
    if info.st_size > MAX_FILE_BYTES:
        return SetupError(
            "{file}: {size} bytes, larger than a setup file may be ({limit} bytes)",
            file=file,
            size=info.st_size,
            limit=MAX_FILE_BYTES,
        )
    return None


def read_toml(file: Path) -> dict[str, Any]:
    """The parsed ``setup.toml`` ``file``, or a SetupError naming the file and the problem
    (missing, a link, too large, not UTF-8, not TOML, nested too deeply)."""
    refused = refused_file(file)
    if refused is not None:
        raise refused
    try:
        # a byte-order mark (Windows Notepad writes one) is not part of the text
        return tomllib.loads(file.read_text(encoding="utf-8").removeprefix("\ufeff"))
    except FileNotFoundError:
        raise SetupError("{file}: missing", file=file) from None
    except UnicodeDecodeError as exc:
        raise SetupError(
            "{file}: not UTF-8 text (byte {byte})", file=file, byte=exc.start
        ) from None
    except OSError as exc:
        raise SetupError("{file}: cannot read: {error}", file=file, error=os_reason(exc)) from None
    except tomllib.TOMLDecodeError as exc:
        raise SetupError("{file}: not valid TOML: {error}", file=file, error=exc) from None
    except RecursionError:
        raise SetupError("{file}: not valid TOML: nested too deeply", file=file) from None


def _table(data: dict[str, Any], name: str, file: Path) -> dict[str, Any]:
    """``data[name]`` when it is a table ({} when absent); SetupError when it is not."""
    value = data.get(name, {})
    if not isinstance(value, dict):
        raise SetupError(
            "{file}: [{table}]: expected a table, found {value!r}",
            file=file,
            table=name,
            value=value,
        )
    return value


def read_setup(folder: Path) -> SetupInfo:
    """Load and validate one setup folder."""
    file = folder / "setup.toml"
    data = read_toml(file)
    for name in ("setup", "players", "library", "roles", "templates"):
        _table(data, name, file)
    data = with_library(file, data)
    for (table, key), kind in REQUIRED.items():
        value = data.get(table, {}).get(key)
        if not isinstance(value, kind):
            raise SetupError(
                "{file}: [{table}] {key}: expected a {kind}, found {value!r}",
                file=file,
                table=table,
                key=key,
                kind=kind.__name__,
                value=value,
            )
    _registered(data["setup"]["rules"], file)
    for role_id, role in data.get("roles", {}).items():
        if not isinstance(role, dict) or not isinstance(role.get("name"), str):
            raise SetupError(
                "{file}: [roles.{role_id}] name: every role needs a display name",
                file=file,
                role_id=role_id,
            )
    return SetupInfo(
        id=folder.name,
        name=data["setup"]["name"],
        designer=data["setup"]["designer"],
        language=data["setup"]["language"],
        description=data["setup"]["description"].strip(),
        players_min=data["players"]["min"],
        players_max=data["players"]["max"],
        rules=data["setup"]["rules"],
        path=folder,
        content_hash=_content_hash(folder),
        data=data,
    )


def _folders(base: Path) -> list[Path]:
    if not base.is_dir():
        return []
    return [d for d in sorted(base.iterdir()) if (d / "setup.toml").is_file()]


def list_setups(root: Path | None = None) -> list[SetupInfo]:
    """Every installed setup: the built-in ones by id, then the moderator's own
    (:func:`mafiamod.paths.user_setups_dir`) by id.

    With ``root``, only the setups in that folder. A user setup whose id a built-in one already
    has, or whose ``setup.toml`` is broken, is left out (:func:`user_setup_problems` says why).
    """
    if root is not None:
        return [read_setup(d) for d in _folders(root)]
    setups = [read_setup(d) for d in _folders(setups_dir())]
    taken = {s.id for s in setups}
    for folder in _folders(user_setups_dir()):
        if folder.name not in taken:
            try:
                setups.append(read_setup(folder))
            except SetupError:
                continue
    return setups


def user_setup_problems() -> list[str]:
    """Why a setup in the moderator's folder is not listed (one line each)."""
    builtin = {d.name for d in _folders(setups_dir())}
    out = []
    for folder in _folders(user_setups_dir()):
        if folder.name in builtin:
            out.append(f"{folder}: a built-in setup has the id {folder.name!r}; rename the folder")
            continue
        try:
            read_setup(folder)
        except SetupError as exc:
            out.append(str(exc))
    return out


def is_builtin(info: SetupInfo) -> bool:
    """True for a setup that ships with MafiaMod (False for the moderator's own)."""
    return info.path.parent == setups_dir()


def load_setup(setup_id: str, root: Path | None = None) -> SetupInfo:
    """The setup ``setup_id``: built-in first, else the moderator's own (or only ``root``)."""
    bases = [root] if root is not None else [setups_dir(), user_setups_dir()]
    valid = isinstance(setup_id, str) and bool(SETUP_ID.fullmatch(setup_id))
    for base in bases:
        folder = base / str(setup_id)
        if valid and (folder / "setup.toml").is_file():
            return read_setup(folder)
    known = ", ".join(s.id for s in list_setups(root))
    raise ScriptError(
        "unknown setup {setup!r} (installed: {known})", setup=str(setup_id)[:64], known=known
    )


SETUP_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,63}")


#: the built-in rulesets a setup may name in ``rules =``: a short id, or the class's full
#: ``module:Class`` path. A setup names one of these, never code of its own: a ruleset is part
#: of MafiaMod (every class in the ``mafiamod.rulesets`` package that subclasses ``Ruleset``
#: is registered under its full path as well; nothing outside that package ever is)
RULESETS: dict[str, str] = {
    "charge-me-up": "mafiamod.rulesets.charge_me_up:ChargeMeUpRules",
    "democrabilities": "mafiamod.rulesets.democrabilities:DemocrabilitiesRules",
    "ghoul-duel": "mafiamod.rulesets.ghoul_duel:GhoulDuelRules",
    "classic": "mafiamod.rulesets.classic:ClassicRules",
    "peaky-blinders": "mafiamod.rulesets.peaky_blinders:PeakyRules",
    "x-shots": "mafiamod.rulesets.x_shots:XShotsRules",
}
RULESETS_PACKAGE = "mafiamod.rulesets"
_FULL_PATH = re.compile(r"mafiamod\.rulesets(\.[a-z_][a-z0-9_]*)+:[A-Z][A-Za-z0-9_]*")


def _registered(rules: str, file: Path) -> str:
    """The ``module:Class`` path ``rules`` names in the registry; SetupError for anything else."""
    if rules in RULESETS:
        return RULESETS[rules]
    if len(rules) <= 200 and _FULL_PATH.fullmatch(rules):
        return rules
    known = ", ".join(sorted(RULESETS))
    raise SetupError(
        "{file}: [setup] rules: {rules!r} is not a built-in ruleset "
        "(a setup is data and names one of: {known})",
        file=file,
        rules=rules[:80],
        known=known,
    )


def build_ruleset(info: SetupInfo) -> Ruleset:
    """Build the registered ruleset the setup names from the setup data."""
    where = f"{info.path / 'setup.toml'}: [setup] rules"
    module_name, _, class_name = _registered(info.rules, info.path / "setup.toml").partition(":")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise SetupError(
            "{where}: cannot load {rules}: {error}", where=where, rules=info.rules, error=exc
        ) from None
    cls = getattr(module, class_name, None)
    if (
        not isinstance(cls, type)
        or not issubclass(cls, Ruleset)
        or not cls.__module__.startswith(RULESETS_PACKAGE + ".")
    ):
        raise SetupError(
            "{where}: cannot load {rules}: not a built-in ruleset class",
            where=where,
            rules=info.rules,
        )
    try:
        ruleset: Ruleset = cls(info.id, info.data)
    except AbilityError as exc:  # an [abilities] table the rules cannot read: its key
        raise SetupError(
            "{file}: {where}: {problem}",
            file=info.path / "setup.toml",
            where=exc.where,
            problem=exc.problem,
        ) from exc
    except ScriptError as exc:  # the setup's data, refused by its ruleset: name the file
        raise SetupError(
            "{file}: {problem}", file=info.path / "setup.toml", problem=exc.message
        ) from None
    return ruleset
