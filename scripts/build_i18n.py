"""Collect the window's translatable strings into resources/i18n/*.ts and compile them to .qm.

Usage: python scripts/build_i18n.py [--check]

Without options: ``pyside6-lupdate`` reads every ``self.tr(...)`` /
``QCoreApplication.translate(...)`` in ``mafiamod/gui/`` and every string of the Designer
forms in ``ui/`` into each ``resources/i18n/mafiamod_<lang>.ts`` (new strings come in as
unfinished, vanished ones are dropped, existing translations are kept), then
``pyside6-lrelease`` compiles each ``.ts`` into the ``.qm`` the app loads.

``--check`` changes nothing and exits 1 when a ``.ts`` misses a string of the sources (or
keeps one they no longer have), when a ``.ts`` has an unfinished or empty translation, or
when a committed ``.qm`` differs from what its ``.ts`` compiles to.
See resources/i18n/README.md.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "resources" / "i18n"
LANGUAGES = ("ru",)
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


def lupdate(ts: Path, lang: str) -> None:
    """Merge the sources' strings into ``ts`` (created when missing)."""
    subprocess.run(
        [tool("pyside6-lupdate"), *sources(), "-locations", "none", "-no-obsolete"]
        + ["-source-language", "en", "-target-language", lang, "-silent", "-ts", str(ts)],
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
