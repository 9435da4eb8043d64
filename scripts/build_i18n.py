"""Collect the window's translatable strings into resources/i18n/*.ts and compile them to .qm.

Usage: python scripts/build_i18n.py [--check]

Without options: ``pyside6-lupdate`` reads every ``self.tr(...)`` /
``QCoreApplication.translate(...)`` in ``mafiamod/gui/`` and every string of the Designer
forms in ``ui/`` into each ``resources/i18n/mafiamod_<lang>.ts`` (new strings come in as
unfinished, vanished ones are dropped, existing translations are kept), then
``pyside6-lrelease`` compiles each ``.ts`` into the ``.qm`` the app loads.

The engine's messages (``mafiamod/`` outside ``gui/``: the template literals of
``record.note(...)``, ``ctx.trace(...)``, ``KnownError(...)`` and its subclasses,
``IllegalEntry(reason, ...)``, ``message(...)``, ``N_(...)``; see
``mafiamod/engine/messages.py``) are read here with :mod:`ast` and handed to lupdate as
``QCoreApplication.translate("engine", ...)`` calls of a generated file, so they land in the
``engine`` context of the same ``.ts``. A module that writes its messages in its setup's own
language declares ``MESSAGES_LANGUAGE = "ru"`` at its top level: its templates are not
collected (they are shown as written, in every window language).

``--check`` changes nothing and exits 1 when a ``.ts`` misses a string of the sources (or
keeps one they no longer have), when a ``.ts`` has an unfinished or empty translation, or
when a committed ``.qm`` differs from what its ``.ts`` compiles to.
See resources/i18n/README.md.
"""

from __future__ import annotations

import ast
import json
import shutil
import subprocess
import sys
import tempfile
import tomllib
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "resources" / "i18n"
LANGUAGES = ("ru", "en")
#: languages whose .ts holds only the plural messages: English is the sources' own language,
#: but "%n draw(s)" still needs its two English forms ("1 draw", "2 draws")
PLURAL_ONLY = ("en",)
SOURCES = ("mafiamod/gui", "ui")


def tool(name: str) -> str:
    """A PySide6 tool next to the running interpreter (the venv's), else on PATH."""
    exe = Path(sys.executable).with_name(name)
    return str(exe) if exe.exists() else name


def ts_file(lang: str) -> Path:
    return I18N / f"mafiamod_{lang}.ts"


def qm_file(lang: str) -> Path:
    return I18N / f"mafiamod_{lang}.qm"


def sources() -> list[str]:
    """The files lupdate reads (generated forms are skipped: their .ui is read instead)."""
    files = sorted(p for p in (ROOT / "mafiamod" / "gui").rglob("*.py") if "forms" not in p.parts)
    files += sorted((ROOT / "ui").glob("*.ui"))
    return [str(p.relative_to(ROOT)) for p in files]


# -- the engine's messages ------------------------------------------------------------------

ENGINE_CONTEXT = "engine"
#: calls whose argument at this index is an engine message template (besides the
#: ``KnownError`` family, found in the sources: see :func:`message_calls`)
TEMPLATE_CALLS = {"note": 0, "trace": 0, "message": 0, "Message": 0, "N_": 0, "AbilityError": 2}
#: the roots of the error family: their template argument's index
ERROR_ROOTS = {"KnownError": 0, "IllegalEntry": 1}


def engine_files() -> list[Path]:
    """The Python files whose messages go to the ``engine`` context: ``mafiamod/`` outside
    ``gui/``."""
    return sorted(
        p for p in (ROOT / "mafiamod").rglob("*.py") if (ROOT / "mafiamod" / "gui") not in p.parents
    )


def _trees(files: list[Path]) -> Iterator[tuple[Path, ast.Module]]:
    for path in files:
        yield path, ast.parse(path.read_text(encoding="utf-8"), str(path))


def _base_name(node: ast.expr) -> str:
    return node.attr if isinstance(node, ast.Attribute) else getattr(node, "id", "")


def error_classes(trees: list[tuple[Path, ast.Module]]) -> dict[str, tuple[int, bool]]:
    """Every error class of the family: name -> (template index, defines its own ``__init__``)."""
    bases: dict[str, list[str]] = {}
    own_init: dict[str, bool] = {}
    for _path, tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                bases[node.name] = [_base_name(b) for b in node.bases]
                own_init[node.name] = any(
                    isinstance(n, ast.FunctionDef) and n.name == "__init__" for n in node.body
                )

    def index(name: str, seen: frozenset[str] = frozenset()) -> int | None:
        if name in ERROR_ROOTS:
            return ERROR_ROOTS[name]
        if name in seen:
            return None
        for base in bases.get(name, []):
            found = index(base, seen | {name})
            if found is not None:
                return found
        return None

    out = {root: (i, False) for root, i in ERROR_ROOTS.items()}
    for name in bases:
        found = index(name)
        if found is not None and name not in ERROR_ROOTS:
            out[name] = (found, own_init[name])
    return out


def message_calls(trees: list[tuple[Path, ast.Module]]) -> dict[str, int]:
    """Call name -> index of its template argument."""
    calls = {n: i for n, (i, own) in error_classes(trees).items() if not own}
    calls.update(TEMPLATE_CALLS)
    return calls


def messages_language(tree: ast.Module) -> str:
    """A module's ``MESSAGES_LANGUAGE = "…"`` (``en`` when it has none)."""
    for node in tree.body:
        if (
            isinstance(node, ast.Assign)
            and any(getattr(t, "id", "") == "MESSAGES_LANGUAGE" for t in node.targets)
            and isinstance(node.value, ast.Constant)
        ):
            return str(node.value.value)
    return "en"


def template_args(
    tree: ast.Module, calls: dict[str, int], errors: dict[str, tuple[int, bool]]
) -> Iterator[tuple[ast.Call, ast.expr | None]]:
    """Every message call of ``tree`` with its template argument (None when it has none):
    the calls named in ``calls``, and ``super().__init__(…)`` inside an error class."""
    owners: dict[ast.AST, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            for inner in ast.walk(node):
                owners.setdefault(inner, node.name)
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = _base_name(node.func)
        index = calls.get(name)
        if (
            name == "__init__"
            and isinstance(node.func, ast.Attribute)
            and isinstance(node.func.value, ast.Call)
            and _base_name(node.func.value.func) == "super"
            and owners.get(node) in errors
            and owners.get(node) not in ERROR_ROOTS
        ):
            index = errors[owners[node]][0]
        if index is None:
            continue
        keyword = next((k.value for k in node.keywords if k.arg == "template"), None)
        if index < len(node.args) and not isinstance(node.args[index], ast.Starred):
            yield node, node.args[index]
        else:
            yield node, keyword


def _calls_of(
    trees: list[tuple[Path, ast.Module]], files: list[Path] | None
) -> tuple[dict[str, int], dict[str, tuple[int, bool]]]:
    """The message calls and error classes that ``trees`` know (the project's own always)."""
    known = trees if files is None else list(_trees(engine_files())) + trees
    return message_calls(known), error_classes(known)


def engine_templates(files: list[Path] | None = None) -> list[str]:
    """The English template literals of the engine's messages, sorted, each once."""
    trees = list(_trees(engine_files() if files is None else files))
    calls, errors = _calls_of(trees, files)
    found: set[str] = set()
    for _path, tree in trees:
        if messages_language(tree) != "en":
            continue
        for _call, arg in template_args(tree, calls, errors):
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and arg.value:
                found.add(arg.value)
    return sorted(found)


#: a comment that lets a call hand on a template it did not write (``describe_reason``)
FORWARDED = "# template: forwarded"


def _end(node: ast.AST) -> int:
    return getattr(node, "end_lineno", None) or getattr(node, "lineno", 0)


def nonliteral_templates(files: list[Path] | None = None) -> list[str]:
    """``file:line: call`` of every message call whose template is not a plain string
    literal (an f-string, a variable, a concatenation): the translation cannot see it."""
    trees = list(_trees(engine_files() if files is None else files))
    calls, errors = _calls_of(trees, files)
    out = []
    for path, tree in trees:
        source = path.read_text(encoding="utf-8").splitlines()
        for call, arg in template_args(tree, calls, errors):
            if arg is None or (isinstance(arg, ast.Constant) and isinstance(arg.value, str)):
                continue
            if isinstance(arg, ast.Name) and arg.id == "template":
                continue  # a template parameter handed on (checked where it is written)
            if isinstance(arg, ast.Call) and _base_name(arg.func) in ("Message", "message"):
                continue  # a message made right there (checked as a call of its own)
            if any(FORWARDED in source[n - 1] for n in range(call.lineno, _end(call) + 1)):
                continue
            where = path.relative_to(ROOT) if ROOT in path.parents else path
            out.append(f"{where}:{call.lineno}: {ast.unparse(call.func)}(…)")
    return out


def mismatched_fields(files: list[Path] | None = None) -> list[str]:
    """``file:line: …`` of every message call whose template's ``{fields}`` are not the
    keywords it passes (a field with no value raises KeyError when the text is made)."""
    import string

    trees = list(_trees(engine_files() if files is None else files))
    calls, errors = _calls_of(trees, files)
    out = []
    for path, tree in trees:
        for call, arg in template_args(tree, calls, errors):
            if not (isinstance(arg, ast.Constant) and isinstance(arg.value, str)):
                continue
            if any(k.arg is None for k in call.keywords):
                continue  # **params: not known here
            given = {k.arg for k in call.keywords if k.arg != "template"}
            if not given:
                continue  # no params: the template is the text as it is
            try:
                fields = {
                    f.split(".")[0].split("[")[0]
                    for _t, f, _s, _c in string.Formatter().parse(arg.value)
                    if f is not None
                }
            except ValueError as exc:
                fields, given = {f"(bad template: {exc})"}, set()
            if fields != given:
                where = path.relative_to(ROOT) if ROOT in path.parents else path
                out.append(
                    f"{where}:{call.lineno}: fields {sorted(fields)} but params {sorted(given)}"
                )
    return out


# -- the role libraries' switches -----------------------------------------------------------

LIBRARY_CONTEXT = "library"  # mafiamod/gui/setup_builder.py says them in this context


def library_texts() -> list[str]:
    """The words of the built-in role libraries' switches (``resources/libraries/*.toml``:
    each ``[config.*]`` label, help and choice label), which the setup builder shows in the
    window's language. Role, modifier and faction names are a setup's content, written in its
    own language like its posts, and are not collected."""
    out: set[str] = set()
    for path in sorted((ROOT / "resources" / "libraries").glob("*.toml")):
        switches = tomllib.loads(path.read_text(encoding="utf-8")).get("config", {})
        for switch in switches.values():
            if not isinstance(switch, dict):
                continue
            out.update(switch[k] for k in ("label", "help") if isinstance(switch.get(k), str))
            labels = switch.get("choice_labels", {})
            out.update(v for v in labels.values() if isinstance(v, str))
    return sorted(out)


def engine_source(folder: Path) -> Path:
    """A generated Python file that lupdate reads: one ``translate("engine", …)`` a template,
    and one ``translate("library", …)`` a library switch's word."""
    path = folder / "engine_messages.py"
    lines = ["from PySide6.QtCore import QCoreApplication", ""]
    texts = [(ENGINE_CONTEXT, t) for t in engine_templates()]
    texts += [(LIBRARY_CONTEXT, t) for t in library_texts()]
    lines += [
        f"QCoreApplication.translate({json.dumps(context)}, {json.dumps(t, ensure_ascii=False)})"
        for context, t in texts
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def lupdate(ts: Path, lang: str) -> None:
    """Merge the sources' strings into ``ts`` (created when missing)."""
    with tempfile.TemporaryDirectory() as tmp:
        engine = engine_source(Path(tmp))
        subprocess.run(
            [tool("pyside6-lupdate"), *sources(), str(engine), "-locations", "none"]
            + ["-no-obsolete", "-source-language", "en", "-target-language", lang]
            + (["-pluralonly"] if lang in PLURAL_ONLY else [])
            + ["-silent", "-ts", str(ts)],
            cwd=ROOT,
            check=True,
        )


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run(
        [tool("pyside6-lrelease"), "-silent", "-removeidentical", str(ts), "-qm", str(qm)],
        cwd=ROOT,
        check=True,
    )


def messages(ts: Path) -> set[tuple[str, str, str]]:
    """(context, source, disambiguation) of every message in ``ts``."""
    out = set()
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            out.add((name, message.findtext("source", ""), message.findtext("comment", "")))
    return out


def unfinished(ts: Path) -> list[str]:
    """Messages with no finished translation, as ``context: source``."""
    out = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            tr = message.find("translation")
            forms = [] if tr is None else [f.text or "" for f in tr.iter("numerusform")]
            empty = tr is None or (not (tr.text or "").strip() and not any(forms))
            if tr is None or tr.get("type") in ("unfinished", "vanished", "obsolete") or empty:
                out.append(f"{name}: {message.findtext('source', '')}")
    return out


def problems(lang: str) -> list[str]:
    """What is out of date for ``lang`` (empty when the .ts and .qm are current)."""
    ts, qm = ts_file(lang), qm_file(lang)
    if not ts.exists():
        return [f"missing: {ts.relative_to(ROOT)} (run scripts/build_i18n.py)"]
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp) / ts.name
        shutil.copy(ts, fresh)
        lupdate(fresh, lang)
        added = messages(fresh) - messages(ts)
        gone = messages(ts) - messages(fresh)
        out += [f"not in {ts.name}: {c}: {s!r} (run scripts/build_i18n.py)" for c, s, _ in added]
        out += [f"no longer in the sources: {c}: {s!r}" for c, s, _ in gone]
        out += [f"unfinished in {ts.name}: {m}" for m in unfinished(ts)]
        built = Path(tmp) / qm.name
        lrelease(ts, built)
        if not qm.exists() or qm.read_bytes() != built.read_bytes():
            out.append(f"out of date: {qm.relative_to(ROOT)} (run scripts/build_i18n.py)")
    return out


def main(argv: list[str]) -> int:
    if "--check" in argv:
        bad = [line for lang in LANGUAGES for line in problems(lang)]
        for line in bad:
            print(line)
        return 1 if bad else 0
    I18N.mkdir(parents=True, exist_ok=True)
    for lang in LANGUAGES:
        lupdate(ts_file(lang), lang)
        lrelease(ts_file(lang), qm_file(lang))
        left = unfinished(ts_file(lang))
        print(
            f"built {qm_file(lang).relative_to(ROOT)}; {len(left)} unfinished in {ts_file(lang).name}"
        )
        for line in left:
            print(f"  unfinished: {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
