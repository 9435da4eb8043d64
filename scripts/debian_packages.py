"""The Debian packages Qt's platform plugins need, derived from the plugins themselves.

Usage: python scripts/debian_packages.py [--check]

Runs ``ldd`` on the installed PySide6's xcb and wayland platform plugins (and the GL, shell and
input-method plugins they load), keeps the libraries that come from the system (not PySide6's
own Qt), and asks ``dpkg -S`` which package owns each. Without options it prints those packages.
``--check`` exits 1 when a library is missing ("not found": run scripts/bootstrap) or when its
package is neither in ``packaging/debian-packages.txt`` nor a dependency of one that is (so a
Qt upgrade that needs more fails here, not on the moderator's desktop).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIST = ROOT / "packaging" / "debian-packages.txt"
# the plugins a desktop session loads: X11 (and XWayland) through xcb, Wayland natively
PLUGINS = (
    "platforms/libqxcb.so",
    "platforms/libqwayland.so",
    "xcbglintegrations/*.so",
    "wayland-shell-integration/*.so",
    "wayland-decoration-client/*.so",
    "wayland-graphics-integration-client/*.so",
    "platforminputcontexts/libcompose*.so",
    "platforminputcontexts/libibus*.so",
    "platformthemes/libqxdgdesktopportal.so",
    "imageformats/libq[!p]*.so",  # (libqpdf needs QtPdf, which PySide6-Essentials lacks)
    "iconengines/*.so",
)
LDD_LINE = re.compile(r"^\s*(\S+)\s+=>\s+(not found|\S+)", re.MULTILINE)


def qt_dir() -> Path:
    import PySide6

    return Path(PySide6.__file__).resolve().parent / "Qt"


def plugin_files() -> list[Path]:
    plugins = qt_dir() / "plugins"
    return sorted({p for pattern in PLUGINS for p in plugins.glob(pattern)})


def system_libraries() -> tuple[dict[str, Path], dict[str, list[str]]]:
    """(soname → path of each system library the plugins load, soname → plugins it is
    missing for)."""
    bundled = qt_dir().parent
    found: dict[str, Path] = {}
    missing: dict[str, list[str]] = {}
    for plugin in plugin_files():
        out = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True).stdout
        for name, where in LDD_LINE.findall(out):
            if where == "not found":
                missing.setdefault(name, []).append(plugin.name)
            elif not Path(where).resolve().is_relative_to(bundled):
                found[name] = Path(where)
    return found, missing


def owners(libraries: dict[str, Path]) -> dict[str, str]:
    """soname → the Debian package that owns it (one ``dpkg -S``; merged /usr tried both ways)."""
    candidates: dict[str, list[str]] = {}
    for name, path in libraries.items():
        paths = {str(path), str(path.resolve())}
        paths |= {p.replace("/usr/lib/", "/lib/", 1) for p in paths}
        paths |= {"/usr" + p for p in paths if p.startswith("/lib/")}
        candidates[name] = sorted(paths)
    every = sorted({p for paths in candidates.values() for p in paths})
    done = subprocess.run(["dpkg", "-S", *every], capture_output=True, text=True)
    owner = {}
    for line in done.stdout.splitlines():
        package, _, path = line.partition(": ")
        owner[path.strip()] = package.split(":")[0].split(",")[0].strip()
    return {
        name: next((owner[p] for p in paths if p in owner), f"(no package owns {paths[0]})")
        for name, paths in candidates.items()
    }


def listed() -> list[str]:
    lines = LIST.read_text(encoding="utf-8").splitlines()
    return [line.split("#")[0].strip() for line in lines if line.split("#")[0].strip()]


def installed_depends() -> tuple[dict[str, set[str]], dict[str, str]]:
    """(installed package → the packages it depends on, virtual name → the real package)."""
    out = subprocess.run(
        ["dpkg-query", "-W", "-f", "${Package}\t${Depends}, ${Pre-Depends}\t${Provides}\n"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    depends: dict[str, set[str]] = {}
    provides: dict[str, str] = {}
    for line in out.splitlines():
        package, deps, provided = (line.split("\t") + ["", ""])[:3]
        names = re.findall(r"(?:^|[,|]\s*)([a-z0-9][a-z0-9+.-]+)", deps)
        depends[package] = {n for n in names}
        for virtual in re.findall(r"(?:^|,\s*)([a-z0-9][a-z0-9+.-]+)", provided):
            provides.setdefault(virtual, package)
    return depends, provides


def covered(roots: list[str]) -> set[str]:
    """The listed packages and everything they depend on, as installed."""
    depends, provides = installed_depends()
    seen: set[str] = set()
    todo = [provides.get(r, r) for r in roots]
    while todo:
        package = todo.pop()
        if package in seen:
            continue
        seen.add(package)
        todo += [provides.get(d, d) for d in depends.get(package, ())]
    return seen


def problems() -> list[str]:
    libraries, missing = system_libraries()
    out = [
        f"{name} (needed by {', '.join(sorted(set(plugins)))}) is not installed: add the "
        f"package that has it to {LIST.relative_to(ROOT)} and run scripts/bootstrap"
        for name, plugins in sorted(missing.items())
    ]
    allowed = covered(listed())
    for name, package in sorted(owners(libraries).items()):
        if package not in allowed:
            out.append(f"{name} comes from {package}, which {LIST.relative_to(ROOT)} lacks")
    return out


def main(argv: list[str]) -> int:
    if "--check" in argv:
        bad = problems()
        for line in bad:
            print(line)
        return 1 if bad else 0
    libraries, missing = system_libraries()
    for package in sorted(set(owners(libraries).values())):
        print(package)
    for name in sorted(missing):
        print(f"# not installed: {name}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
