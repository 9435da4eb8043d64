"""`mafiamod check-setup DIR`: a stranger's setup folder checked fully, every problem named."""

from __future__ import annotations

import copy
import shutil
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import tomli_w

from mafiamod.cli import main
from mafiamod.paths import setups_dir
from mafiamod.setup_check import check_folder

BUILT_IN = sorted(p.name for p in setups_dir().iterdir() if (p / "setup.toml").is_file())
BASE = tomllib.loads((setups_dir() / "mountainous" / "setup.toml").read_text(encoding="utf-8"))


@pytest.mark.parametrize("setup_id", BUILT_IN)
def test_every_built_in_setup_passes(setup_id: str) -> None:
    assert check_folder(setups_dir() / setup_id) == []


def write(folder: Path, data: dict[str, Any]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "setup.toml").write_text(tomli_w.dumps(data), encoding="utf-8")
    return folder


def lines(folder: Path) -> list[str]:
    return [str(p) for p in check_folder(folder)]


def edit(fn: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    data = copy.deepcopy(BASE)
    fn(data)
    return data


def test_a_copy_of_a_built_in_setup_is_valid(tmp_path: Path) -> None:
    assert lines(write(tmp_path / "my-setup", BASE)) == []


CASES: list[tuple[str, Callable[[dict[str, Any]], None], str]] = [
    ("no setup table", lambda d: d.pop("setup"), "setup.toml: [setup]: missing table"),
    ("no players table", lambda d: d.pop("players"), "setup.toml: [players]: missing table"),
    (
        "missing name",
        lambda d: d["setup"].pop("name"),
        "setup.toml: [setup] name: missing (a string)",
    ),
    (
        "empty name",
        lambda d: d["setup"].update(name=" "),
        "setup.toml: [setup] name: must not be empty",
    ),
    (
        "designer not a string",
        lambda d: d["setup"].update(designer=3),
        "setup.toml: [setup] designer: expected a string, found an integer 3",
    ),
    (
        "language not a code",
        lambda d: d["setup"].update(language="English"),
        "setup.toml: [setup] language: expected a language code",
    ),
    (
        "rules names arbitrary Python",
        lambda d: d["setup"].update(rules="os:system"),
        "setup.toml: [setup] rules: 'os:system' is not a built-in ruleset",
    ),
    (
        "rules names a module of the package that is no ruleset",
        lambda d: d["setup"].update(rules="mafiamod.cli:main"),
        "setup.toml: [setup] rules: 'mafiamod.cli:main' is not a built-in ruleset",
    ),
    (
        "players not integers",
        lambda d: d["players"].update(min="five"),
        "setup.toml: [players] min: expected an integer, found a string 'five'",
    ),
    (
        "a boolean is no count",
        lambda d: d["players"].update(max=True),
        "setup.toml: [players] max: expected an integer, found a boolean true",
    ),
    (
        "max below min",
        lambda d: d["players"].update(min=9, max=7),
        "setup.toml: [players] max: 7 is below min = 9",
    ),
    (
        "no players at all",
        lambda d: d["players"].update(min=0),
        "setup.toml: [players] min: must be at least 1, found 0",
    ),
    (
        "role of an unknown faction",
        lambda d: d["roles"]["vanilla-townie"].update(alignment="twon"),
        "setup.toml: [roles.vanilla-townie] alignment: unknown faction 'twon' (known: mafia, town)",
    ),
    (
        "role without a name",
        lambda d: d["roles"]["mafia-goon"].pop("name"),
        "setup.toml: [roles.mafia-goon] name: missing (a string)",
    ),
    (
        "role that is not a table",
        lambda d: d["roles"].update(cop="Cop"),
        "setup.toml: [roles.cop]: expected a table, found a string",
    ),
    (
        "bad role id",
        lambda d: d["roles"].update({"Big Cop": {"name": "Cop", "alignment": "town"}}),
        "setup.toml: [roles.Big Cop]: ids are lower-case words",
    ),
    (
        "ability held by an unknown role",
        lambda d: d["abilities"]["factional-kill"].update(roles=["godfather"]),
        "setup.toml: [abilities.factional-kill] roles: unknown role 'godfather'",
    ),
    (
        "ability held by an unknown faction",
        lambda d: d["abilities"]["factional-kill"].update(factions=["mafai"]),
        "setup.toml: [abilities.factional-kill] factions: unknown faction 'mafai'",
    ),
    (
        "ability targets not a count",
        lambda d: d["abilities"]["factional-kill"].update(targets="one"),
        "setup.toml: [abilities.factional-kill] targets: expected a number of targets",
    ),
    (
        "ability phase unknown",
        lambda d: d["abilities"]["factional-kill"].update(phases="dusk"),
        "setup.toml: [abilities.factional-kill] phases: expected one of night, day, turn, pregame",
    ),
    (
        "ability self not a flag",
        lambda d: d["abilities"]["factional-kill"].update(self="yes"),
        "setup.toml: [abilities.factional-kill] self: expected true or false, found 'yes'",
    ),
    (
        "option default outside its choices",
        lambda d: d["config"]["tie"].update(default="coin"),
        'setup.toml: [config.tie] default: "coin" is not one of the choices',
    ),
    (
        "option without a default",
        lambda d: d["config"]["mafia"].pop("default"),
        "setup.toml: [config.mafia] default: missing (every option needs a default)",
    ),
    (
        "faction colour",
        lambda d: d["factions"]["town"].update(color="#12"),
        "setup.toml: [factions.town] color: expected a colour",
    ),
    (
        "faction flag",
        lambda d: d["factions"]["mafia"].update(informed="yes"),
        "setup.toml: [factions.mafia] informed: expected true or false",
    ),
    (
        "role text for an unknown config option",
        lambda d: d["roles"]["mafia-goon"].update(abilities_by_config={"tye": {"random": "x"}}),
        "setup.toml: [roles.mafia-goon] abilities_by_config.tye: unknown config option 'tye'",
    ),
    (
        "role text for an unknown choice",
        lambda d: d["roles"]["mafia-goon"].update(abilities_by_config={"tie": {"coin": "x"}}),
        "setup.toml: [roles.mafia-goon] abilities_by_config.tie: unknown choice 'coin'",
    ),
]


@pytest.mark.parametrize(("what", "change", "expected"), CASES, ids=[c[0] for c in CASES])
def test_each_problem_is_named_with_file_and_key(
    tmp_path: Path, what: str, change: Callable[[dict[str, Any]], None], expected: str
) -> None:
    folder = write(tmp_path / "broken", edit(change))
    found = lines(folder)
    assert any(line.startswith(f"{folder}/{expected}") for line in found), found


def test_every_problem_is_listed_not_only_the_first(tmp_path: Path) -> None:
    def change(d: dict[str, Any]) -> None:
        d["setup"]["designer"] = 3
        d["setup"]["rules"] = "os:system"
        d["roles"]["mafia-goon"]["alignment"] = "twon"
        d["config"]["tie"]["default"] = "coin"

    found = lines(write(tmp_path / "broken", edit(change)))
    assert len(found) == 4, found
    assert [line.split(": ")[1] for line in found] == [
        "[setup] designer",
        "[setup] rules",
        "[roles.mafia-goon] alignment",
        "[config.tie] default",
    ]


def test_folder_level_problems(tmp_path: Path) -> None:
    assert lines(tmp_path / "nowhere") == [f"{tmp_path}/nowhere: not a folder"]
    (tmp_path / "empty").mkdir()
    assert lines(tmp_path / "empty") == [
        f"{tmp_path}/empty/setup.toml: missing (every setup folder has a setup.toml)"
    ]
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "setup.toml").write_text("[setup\n", encoding="utf-8")
    assert lines(bad)[0].startswith(f"{bad}/setup.toml: not valid TOML: ")
    odd = write(tmp_path / "My_Setup", BASE)
    assert lines(odd) == [
        f"{odd}: folder name 'My_Setup': a setup id is lower-case words joined by '-'"
    ]


def test_python_in_a_setup_folder_is_refused(tmp_path: Path) -> None:
    folder = write(tmp_path / "sneaky", BASE)
    (folder / "rules.py").write_text("import os\n", encoding="utf-8")
    assert lines(folder) == [f"{folder}/rules.py: a setup holds data only, never Python code"]


def test_templates_must_compile_and_render_in_the_sandbox(tmp_path: Path) -> None:
    folder = write(tmp_path / "templ", BASE)
    templates = folder / "templates"
    templates.mkdir()
    (templates / "notes.txt").write_text("hello", encoding="utf-8")
    (templates / "vote-count.bbcode").write_text("{{ tally | bb }\n", encoding="utf-8")
    assert lines(folder) == [
        f"{folder}/templates/notes.txt: not a template (templates are *.bbcode files)",
        f"{folder}/templates/vote-count.bbcode: line 1: unexpected '}}'",
    ]
    (templates / "notes.txt").unlink()
    (templates / "vote-count.bbcode").unlink()
    (templates / "role-pm.bbcode").write_text("{{ nosuch }}\n", encoding="utf-8")
    assert lines(folder) == [
        f"{folder}/templates/role-pm.bbcode: fails to render: 'nosuch' is undefined"
    ]
    escape = "{{ ''.__class__.__mro__[1].__subclasses__() }}\n"
    (templates / "role-pm.bbcode").write_text(escape, encoding="utf-8")
    assert lines(folder) == [
        f"{folder}/templates/role-pm.bbcode: fails to render: "
        "access to attribute '__class__' of 'str' object is unsafe."
    ]


def test_a_setup_its_ruleset_cannot_deal_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "no-roles"
    shutil.copytree(setups_dir() / "mountainous", folder)
    data = edit(lambda d: (d.pop("roles"), d["setup"].pop("library", None)))  # no roles at all
    write(folder, data)
    found = lines(folder)
    assert found and all(line.startswith(f"{folder}/setup.toml: [players] m") for line in found)
    assert "a game of 5 players cannot be dealt: " in found[0]


def test_check_setup_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = write(tmp_path / "good", BASE)
    assert main(["check-setup", str(good)]) == 0
    out, err = capsys.readouterr()
    assert out == f"{good}: OK, a valid setup\n" and err == ""

    def change(d: dict[str, Any]) -> None:
        d["setup"]["rules"] = "os:system"
        d["players"]["min"] = "five"

    bad = write(tmp_path / "bad", edit(change))
    assert main(["check-setup", str(bad)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.splitlines() == [str(p) for p in check_folder(bad)]
    assert len(err.splitlines()) == 2


COP9 = tomllib.loads((setups_dir() / "cop-9" / "setup.toml").read_text(encoding="utf-8"))

LIBRARY_CASES: list[tuple[str, Callable[[dict[str, Any]], None], str]] = [
    (
        "unknown library",
        lambda d: d["setup"].update(library="modern"),
        "setup.toml: [setup] library: no role library 'modern'",
    ),
    (
        "roles dealt for another player count",
        lambda d: d["players"].update(min=8, max=10),
        "setup.toml: [deal] roles: 9 roles for 8 to 10 players",
    ),
    (
        "a dealt role the library lacks",
        lambda d: d["deal"]["roles"].update(wizard=1),
        "setup.toml: [deal] roles.wizard: unknown role",
    ),
    (
        "a count that is no count",
        lambda d: d["deal"]["roles"].update(cop="one"),
        "setup.toml: [deal] roles.cop: expected a count (0 or more), found 'one'",
    ),
    (
        "a role whose ability does not exist",
        lambda d: d.setdefault("roles", {}).update(
            seer={"name": "Seer", "alignment": "town", "ability": "scry"}
        ),
        "setup.toml: [roles.seer] ability: unknown ability 'scry'",
    ),
    (
        "a variant the library forbids: a town Godfather",
        lambda d: (
            d["deal"].update(variants=[{"role": "godfather", "alignment": "town"}])
            or d["players"].update(min=10, max=10)
        ),
        "setup.toml: [deal] variants[1] alignment: a godfather cannot be 'town' (allowed: mafia)",
    ),
    (
        "a variant of an unknown role",
        lambda d: (
            d["deal"].update(variants=[{"role": "wizard", "count": 1}])
            or d["players"].update(min=10, max=10)
        ),
        "setup.toml: [deal] variants[1] role: unknown role 'wizard'",
    ),
    (
        "a variant with a modifier on a role without an action",
        lambda d: (
            d["deal"].update(
                variants=[{"role": "vanilla-townie", "count": 1, "modifiers": ["ninja"]}]
            )
            or d["players"].update(min=10, max=10)
        ),
        "setup.toml: [deal] variants[1] modifiers: a vanilla-townie has no night action",
    ),
    (
        "a variant with an unknown modifier",
        lambda d: (
            d["deal"].update(variants=[{"role": "cop", "count": 1, "modifiers": ["lucky"]}])
            or d["players"].update(min=10, max=10)
        ),
        "setup.toml: [deal] variants[1] modifiers: unknown modifier 'lucky'",
    ),
    (
        "a variant with shots and no action",
        lambda d: (
            d["deal"].update(variants=[{"role": "miller", "count": 1, "shots": 2}])
            or d["players"].update(min=10, max=10)
        ),
        "setup.toml: [deal] variants[1] shots: a miller has no night action",
    ),
    (
        "a variant with a key of its own",
        lambda d: (
            d["deal"].update(variants=[{"role": "cop", "count": 1, "lives": 2}])
            or d["players"].update(min=10, max=10)
        ),
        "setup.toml: [deal] variants[1]: unknown key lives",
    ),
    (
        "variants that deal another player count",
        lambda d: d["deal"].update(variants=[{"role": "cop", "count": 2}]),
        "setup.toml: [deal] roles: 11 roles for 9 players",
    ),
    (
        "an alignment no faction has",
        lambda d: d.setdefault("roles", {}).update(cop={"alignments": ["town", "aliens"]}),
        "setup.toml: [roles.cop] alignments: unknown faction 'aliens'",
    ),
]


@pytest.mark.parametrize(
    ("what", "change", "expected"), LIBRARY_CASES, ids=[c[0] for c in LIBRARY_CASES]
)
def test_a_setup_on_the_role_library_is_checked_with_the_library(
    tmp_path: Path, what: str, change: Callable[[dict[str, Any]], None], expected: str
) -> None:
    assert lines(write(tmp_path / "my-cop-9", COP9)) == []
    data = copy.deepcopy(COP9)
    change(data)
    folder = write(tmp_path / "broken", data)
    found = lines(folder)
    assert any(line.startswith(f"{folder}/{expected}") for line in found), found


def test_variants_are_dealt_as_written(tmp_path: Path) -> None:
    """A Mafia Roleblocker and a two-shot Ninja Vigilante in [[deal.variants]]: valid, and
    dealt with their team, modifiers and shots."""
    from mafiamod.engine.fold import fold
    from mafiamod.engine.model import PhaseInput
    from mafiamod.setups import build_ruleset, read_setup

    data = copy.deepcopy(COP9)
    data["deal"]["roles"] = {"cop": 1, "vanilla-townie": 5, "mafia-goon": 1}
    data["deal"]["variants"] = [
        {"role": "roleblocker", "count": 1, "alignment": "mafia"},
        {"role": "vigilante", "count": 1, "modifiers": ["ninja"], "shots": 2},
    ]
    folder = write(tmp_path / "blocked-9", data)
    assert lines(folder) == []
    ruleset = build_ruleset(read_setup(folder))
    start = ruleset.new_state(5, [f"P{i}" for i in range(1, 10)], {}, {})
    state = fold(ruleset, start, [PhaseInput(id="D1", closed=False)]).final
    players = {p.role: p for p in state.players}
    assert players["roleblocker"].alignment == "mafia"
    assert (players["vigilante"].shots, players["vigilante"].fields["modifiers"]) == (2, ["ninja"])


@pytest.mark.parametrize("setup_id", BUILT_IN)
def test_check_setup_passes_every_built_in_setup(
    setup_id: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["check-setup", str(setups_dir() / setup_id)]) == 0, capsys.readouterr().err


def _with_words(data: dict[str, Any], **words: list[str]) -> None:
    """Mountainous with a second mafia ability beside the kill, each with ``words``."""
    data["abilities"]["recruit"] = {"name": "Recruit", "factions": ["mafia"], "phases": "night"}
    for aid, said in words.items():
        data["abilities"][aid]["words"] = said


def test_words_one_holder_cannot_tell_apart_are_an_error(tmp_path: Path) -> None:
    clash = edit(lambda d: _with_words(d, **{"factional-kill": ["kill"], "recruit": ["killing"]}))
    assert lines(write(tmp_path / "clash", clash)) == [
        f"{tmp_path / 'clash'}/setup.toml: [abilities.factional-kill] words: 'kill' is read as "
        "recruit too (both held by mafia-goon)",
        f"{tmp_path / 'clash'}/setup.toml: [abilities.recruit] words: 'killing' is read as "
        "factional-kill too (both held by mafia-goon)",
    ]


def test_words_the_reader_tells_apart_pass(tmp_path: Path) -> None:
    # the longer phrase wins the reader's score: "kill and recruit" names the recruit best
    apart = edit(
        lambda d: _with_words(d, **{"factional-kill": ["kill"], "recruit": ["kill and recruit"]})
    )
    assert lines(write(tmp_path / "apart", apart)) == []

    def other_holder(d: dict[str, Any]) -> None:  # a townie's word may be a mafioso's too
        _with_words(d, **{"factional-kill": ["kill"], "recruit": ["killing"]})
        d["abilities"]["recruit"].update(factions=["town"])

    assert lines(write(tmp_path / "other", edit(other_holder))) == []

    def other_phase(d: dict[str, Any]) -> None:  # never offered at the same time
        _with_words(d, **{"factional-kill": ["kill"], "recruit": ["killing"]})
        d["abilities"]["recruit"].update(phases="day")

    assert lines(write(tmp_path / "phase", edit(other_phase))) == []


def test_peaky_beat_word_is_caught_by_the_check(tmp_path: Path) -> None:
    """Arthur's bare "beat" (dropped last session) is read as his fatal beating too: its id
    says "beating". The check names it, so no test of the reader has to find it."""
    folder = tmp_path / "peaky-copy"
    shutil.copytree(setups_dir() / "peaky-blinders", folder)
    toml = folder / "setup.toml"
    text = toml.read_text(encoding="utf-8")
    old = 'words = ["block", "beat half to death"'
    assert old in text
    toml.write_text(text.replace(old, 'words = ["block", "beat", "beat half to death"'), "utf-8")
    assert lines(folder) == [
        f"{folder}/setup.toml: [abilities.beat-half-to-death] words: 'beat' is read as "
        "fatal-beating too (both held by arthur-shelby)"
    ]
