"""A setup is data: its templates render in the sandbox and its ``rules =`` names only a
built-in ruleset (issue 13, finding "a downloaded setup can run code")."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from mafiamod.render import Renderer, TemplateFailure
from mafiamod.setups import SetupError, build_ruleset, load_setup, read_setup

EVIL_TEMPLATES = [
    "{{ cycler.__init__.__globals__.os.system('touch PWNED') }}",
    "{{ ''.__class__.__mro__[1].__subclasses__() }}",
    "{{ joiner.__init__.__globals__ }}",
    "{{ lipsum.__globals__['os'].system('touch PWNED') }}",
    "{{ self.__init__.__globals__.__builtins__ }}",
    "{{ range.__self__ }}",
    "{{ x|attr('__class__') }}",
    "{% for i in range(10**9) %}{% endfor %}",
    "{{ names.append(1) }}",
]


@pytest.mark.parametrize("source", EVIL_TEMPLATES)
def test_an_evil_setup_template_is_refused_and_runs_nothing(
    tmp_path: Path, source: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "evil.bbcode").write_text(source, encoding="utf-8")
    with pytest.raises(TemplateFailure, match="evil.bbcode"):
        Renderer(tmp_path).render("evil", {"x": 1, "names": ["a"]})
    assert not (tmp_path / "PWNED").exists()


def test_the_sandbox_keeps_only_the_filters_templates_need() -> None:
    env = Renderer().env
    assert {"bb", "names", "length", "join", "replace", "string"} <= set(env.filters)
    assert "attr" not in env.filters and "map" not in env.filters
    assert "cycler" not in env.globals and "lipsum" not in env.globals


def _setup_copy(tmp_path: Path, rules: str) -> Path:
    folder = tmp_path / "evil-setup"
    shutil.copytree(load_setup("mountainous").path, folder)
    toml = folder / "setup.toml"
    text = toml.read_text(encoding="utf-8")
    start = text.index("rules =")
    end = text.index("\n", start)
    toml.write_text(text[:start] + f"rules = {rules!r}" + text[end:], encoding="utf-8")
    return folder


@pytest.mark.parametrize(
    "rules",
    [
        "builtins:exec",
        "os:system",
        "subprocess:Popen",
        "mafiamod.game:Game",
        "mafiamod.rulesets.mountainous:os",
        "mafiamod.rulesets..mountainous:MountainousRules",
        "mafiamod.rulesets.mountainous:MountainousRules\nx",
        "x" * 300,
    ],
)
def test_rules_naming_anything_but_a_built_in_ruleset_is_refused(
    tmp_path: Path, rules: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    folder = _setup_copy(tmp_path, rules)
    with pytest.raises(SetupError, match=r"\[setup\] rules"):
        build_ruleset(read_setup(folder))
    assert not (tmp_path / "PWNED").exists()


def test_a_ruleset_module_function_is_not_a_ruleset(tmp_path: Path) -> None:
    folder = _setup_copy(tmp_path, "mafiamod.rulesets.mountainous:Ruleset_NotThere")
    with pytest.raises(SetupError, match="cannot load"):
        build_ruleset(read_setup(folder))


@pytest.mark.parametrize("rules", ["classic", "mafiamod.rulesets.classic:ClassicRules"])
def test_a_registered_ruleset_loads_by_id_or_by_path(tmp_path: Path, rules: str) -> None:
    folder = _setup_copy(tmp_path, rules)
    assert type(build_ruleset(read_setup(folder))).__name__ == "ClassicRules"
