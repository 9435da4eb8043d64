"""The setup composer: a classic setup from library roles and switches, checked, saved, played,
edited, duplicated and deleted (no Qt here: the window is a view of this model)."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest

from mafiamod.cli import main
from mafiamod.engine.errors import KnownError
from mafiamod.game import replay_file
from mafiamod.paths import user_setups_dir
from mafiamod.setup_builder import (
    TEMPLATES,
    Library,
    NotBuildable,
    Row,
    SetupDraft,
    buildable,
    delete_setup,
    draft_from,
    draft_of,
    row_field,
    slug,
    switch_field,
)
from mafiamod.setup_check import SetupCheckFailed, check_folder
from mafiamod.setups import list_setups, load_setup

ROLES = {"cop": 1, "doctor": 1, "roleblocker": 1, "godfather": 1, "mafia-goon": 1}
VALUES = {
    "name": "Cop Doc Block 10",
    "id": "cop-doc-block-10",
    "designer": "A. Moderator",
    "description": "A Cop, a Doctor and a Roleblocker against a Godfather and his Goon.",
    "roles": ROLES | {"vanilla-townie": 5},
    "switches": {"majority": 3, "tie": "no-elimination"},
}
#: a mafia Roleblocker, a two-shot Ninja Strongman Vigilante, a Ninja Goon
VARIANTS = {
    "name": "Blocked 9",
    "id": "blocked-9",
    "designer": "A. Moderator",
    "description": "The Mafia have a Roleblocker; the Town a sneaky two-shot Vigilante.",
    "roles": {"cop": 1, "godfather": 1, "vanilla-townie": 4},
    "variants": [
        {"role": "roleblocker", "count": 1, "alignment": "mafia"},
        {"role": "vigilante", "count": 1, "modifiers": ["strongman", "ninja"], "shots": 2},
        {"role": "mafia-goon", "count": 1, "modifiers": ["ninja"]},
    ],
}
NINE = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy"]


@pytest.fixture(scope="module")
def library() -> Library:
    return Library.load()


@pytest.fixture(autouse=True)
def own_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


def test_the_library_offers_the_classic_roles_teams_modifiers_and_switches(
    library: Library,
) -> None:
    ids = [r.id for r in library.roles]
    assert {"vanilla-townie", "mafia-goon", "godfather", "cop", "doctor", "roleblocker"} <= set(ids)
    assert library.role("godfather").faction == "Mafia"
    assert library.role("serial-killer").unique
    assert library.role("roleblocker").alignments == ("town", "mafia")
    assert library.role("vigilante").alignments == ("town",)
    assert library.role("cop").action and not library.role("mafia-goon").action
    assert [m.name for m in library.modifiers] == ["Ninja", "Strongman"]
    assert library.modifiers_allowed("mafia-goon", "mafia")  # any mafioso
    assert not library.modifiers_allowed("vanilla-townie", "town")
    assert library.title(Row("roleblocker", 1, "mafia")) == "Mafia Roleblocker"
    assert library.title(Row("vigilante", 1, "", ("strongman", "ninja"))) == (
        "Town Ninja Strongman Vigilante"
    )
    keys = [s.key for s in library.switches]
    assert keys == [
        "start",
        "majority",
        "no_lynch",
        "self_vote",
        "tie",
        "lock_at_lylo",
        "mandatory_kill",
        "assigned_kill",
        "n0_peek",
        "vote_history",
    ]
    majority = next(s for s in library.switches if s.key == "majority")
    assert majority.kind == "day-or-off" and majority.label and majority.help
    with pytest.raises(KnownError, match="majority"):
        majority.check(-1)
    tie = next(s for s in library.switches if s.key == "tie")
    words = [tie.choice_label(c) for c in tie.choices]
    assert words == [
        "a seeded random draw",
        "nobody is eliminated",
        "the first to reach the tied count",
    ]
    start = next(s for s in library.switches if s.key == "start")
    assert [start.choice_label(c) for c in start.choices] == ["day start", "night start"]
    assert (library.players_min, library.players_max) == (3, 40)
    assert library.rules == "classic"  # the registry's name of the built-in ruleset


def test_a_draft_becomes_a_setup_folder_of_data(library: Library, tmp_path: Path) -> None:
    draft = draft_from(library, VALUES)
    assert draft.players == 10 and draft.problems(tmp_path) == []
    data = tomllib.loads(draft.toml())
    assert data["setup"]["rules"] == "classic"  # a built-in ruleset, never code
    assert data["setup"]["library"] == "classic"
    assert data["players"] == {"min": 10, "max": 10}
    assert data["deal"] == {"roles": {"vanilla-townie": 5} | ROLES}
    assert data["config"]["majority"] == {"default": 3}
    assert data["config"]["tie"] == {"default": "no-elimination"}
    assert data["config"]["no_lynch"] == {"default": True}  # every switch written out
    folder = draft.save(tmp_path)
    assert folder == tmp_path / "cop-doc-block-10"
    assert check_folder(folder) == []
    assert [p.name for p in folder.iterdir()] == ["setup.toml"]


def test_variants_are_written_as_deal_variants(library: Library, tmp_path: Path) -> None:
    draft = draft_from(library, VARIANTS)
    assert draft.players == 9 and draft.problems(tmp_path) == []
    assert draft.counts() == {
        "mafia-goon": 1,
        "godfather": 1,
        "cop": 1,
        "roleblocker": 1,
        "vigilante": 1,
        "vanilla-townie": 4,
    }
    deal = tomllib.loads(draft.toml())["deal"]
    assert deal["roles"] == {"vanilla-townie": 4, "godfather": 1, "cop": 1}
    assert deal["variants"] == [
        {"role": "roleblocker", "count": 1, "alignment": "mafia"},
        {"role": "vigilante", "count": 1, "modifiers": ["ninja", "strongman"], "shots": 2},
        {"role": "mafia-goon", "count": 1, "modifiers": ["ninja"]},
    ]
    folder = draft.save(tmp_path)
    assert check_folder(folder) == []


def test_same_variants_add_up_and_a_default_team_is_plain(library: Library) -> None:
    draft = draft_from(library, VALUES)
    draft.rows.append(Row("cop", 2, "town"))  # the cop's default team: a plain row
    draft.rows.append(Row("doctor", 1, "mafia"))
    draft.rows.append(Row("doctor", 1, "mafia"))
    deal = draft.deal()
    assert deal["roles"]["cop"] == 3
    assert deal["variants"] == [{"role": "doctor", "count": 2, "alignment": "mafia"}]


@pytest.mark.parametrize(
    ("change", "field", "problem"),
    [
        ({"name": ""}, "name", "Give the setup a name."),
        ({"id": ""}, "id", "Give the setup an id: lower-case words joined by '-'."),
        ({"id": "Cop Doc"}, "id", "The id 'Cop Doc' is not lower-case words joined by '-'."),
        ({"id": "cop-9"}, "id", "The id 'cop-9' is taken by another setup: choose another one."),
        ({"designer": " "}, "designer", "Say who designed the setup."),
        ({"description": ""}, "description", "Describe the setup in a line or two."),
        (
            {"roles": {"cop": 1, "mafia-goon": 1}},
            "roles",
            "These roles seat 2 players: a game needs 3 to 40.",
        ),
        (
            {"roles": {"cop": 1, "vanilla-townie": 8}},
            "roles",
            "No Mafia and no Serial Killer: the Town would win at once.",
        ),
        (
            {"roles": {"mafia-goon": 2, "cop": 2}},
            "roles",
            "The Mafia would have parity from the start: add town roles.",
        ),
        (
            {"roles": ROLES | {"serial-killer": 2}},
            "serial-killer",
            "Serial Killer: at most one per game.",
        ),
        (
            {"variants": [{"role": "godfather", "count": 1, "alignment": "town"}]},
            "variant",
            "Godfather cannot be on the Town team.",
        ),
        (
            {"variants": [{"role": "vanilla-townie", "count": 1, "modifiers": ["ninja"]}]},
            "variant",
            "Vanilla Townie: Ninja needs a role with a night action, or a mafioso.",
        ),
        (
            {"variants": [{"role": "miller", "count": 1, "shots": 2}]},
            "variant",
            "Miller: shots need a role with a night action.",
        ),
        (
            {"variants": [{"role": "cop", "count": 1, "shots": 0}]},
            "variant",
            "Alignment Cop: shots are 1 or more (none: unlimited).",
        ),
        (
            {"switches": {"majority": -2}},
            "switch:majority",
            "Majority from day: [config] majority = -2",
        ),
        ({"switches": {"tie": "coin"}}, "switch:tie", 'Tie rule: [config] tie = "coin"'),
    ],
)
def test_the_composer_refuses_what_is_no_setup_beside_its_field(
    library: Library, tmp_path: Path, change: dict[str, object], field: str, problem: str
) -> None:
    draft = draft_from(library, VALUES | change)
    issues = draft.problems(tmp_path)
    found = [i for i in issues if str(i).startswith(problem)]
    assert found, [str(i) for i in issues]
    if field == "variant":
        field = row_field(len(draft.rows) - 1)  # the variant's own row
    elif field == "serial-killer":
        field = row_field(next(i for i, r in enumerate(draft.rows) if r.role == field))
    assert found[0].where == field
    assert found[0].template in TEMPLATES
    with pytest.raises(KnownError) as refused:
        draft.save(tmp_path)
    assert problem in str(refused.value)
    assert not any(tmp_path.iterdir())  # nothing written


def test_the_setup_check_runs_before_saving(
    library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What the composer lets through still meets the folder check on the written file."""
    draft = draft_from(library, VALUES)
    monkeypatch.setattr(SetupDraft, "toml", lambda self: '[setup]\nname = "x"\n')
    with pytest.raises(SetupCheckFailed) as refused:
        draft.save(tmp_path)
    assert f"{tmp_path / 'cop-doc-block-10'}/setup.toml: [setup] designer: missing" in str(
        refused.value
    )
    assert not any(tmp_path.iterdir())


def test_a_check_setup_problem_is_shown_beside_its_field(library: Library) -> None:
    from mafiamod.setup_check import Problem

    draft = draft_from(library, VALUES)
    name = draft.issue_of(Problem("x/setup.toml", "[setup] name", "must not be empty"))
    assert (name.where, str(name)) == ("name", "x/setup.toml: [setup] name: must not be empty")
    tie = draft.issue_of(Problem("x/setup.toml", "[config.tie] default", "bad"))
    assert tie.where == switch_field("tie")
    assert draft.issue_of(Problem("x/setup.toml", "[players] min = 9", "no")).where == "roles"


def test_a_saved_setup_is_listed_and_plays(library: Library, tmp_path: Path) -> None:
    folder = draft_from(library, VALUES).save(user_setups_dir(create=True))
    assert "cop-doc-block-10" in [s.id for s in list_setups()]
    assert load_setup("cop-doc-block-10").path == folder
    names = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]
    deal = dict(
        zip(
            names,
            ["cop", "doctor", "roleblocker", "godfather", "mafia-goon"] + ["vanilla-townie"] * 5,
            strict=True,
        )
    )
    script = tmp_path / "game.toml"
    script.write_text(
        f'setup = "cop-doc-block-10"\nseed = 3\nplayers = {names!r}\n'.replace("'", '"')
        + "[roles]\n"
        + "".join(f'{n} = "{r}"\n' for n, r in deal.items())
        + '[[phase]]\nid = "D1"\nvotes = [\n'
        + "".join(f'  {{ voter = "{v}", target = "Fay" }},\n' for v in ("Ann", "Bob", "Cid"))
        + ']\n[[phase]]\nid = "N1"\nactions = [\n'
        '  { actor = "Dan", ability = "factional-kill", targets = ["Gus"] },\n'
        '  { actor = "Ann", ability = "investigate", targets = ["Dan"] },\n'
        "]\n",
        encoding="utf-8",
    )
    out = replay_file(script).export_json()
    d1, n1 = out["phases"][0], out["phases"][1]
    assert [d["player"] for d in d1["deaths"]] == ["Fay"]
    assert [d["player"] for d in n1["deaths"]] == ["Gus"]
    cop = next(r for r in n1["results"] if r["player"] == "Ann")
    assert (cop["ability"], cop["outcome"]) == ("investigate", "town")  # the Godfather reads town


def test_a_setup_with_variants_passes_check_setup_and_plays_under_replay(
    library: Library, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The headless commands on a built setup: `check-setup` says OK, and `replay` deals
    the variants at random (seeded), a Mafia Roleblocker on the Mafia's team, a two-shot
    Strongman Vigilante."""
    folder = draft_from(library, VARIANTS).save(user_setups_dir(create=True))
    assert main(["check-setup", str(folder)]) == 0
    assert capsys.readouterr().out.strip() == f"{folder}: OK, a valid setup"
    script = tmp_path / "game.toml"
    script.write_text(
        f'setup = "blocked-9"\nseed = 11\nplayers = {json.dumps(NINE)}\n[[phase]]\nid = "D1"\n',
        encoding="utf-8",
    )
    assert main(["replay", str(script), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    players = {p["name"]: p for p in out["players"]}
    by_role = {p["role"]: p for p in players.values()}
    blocker, vig, goon = by_role["roleblocker"], by_role["vigilante"], by_role["mafia-goon"]
    assert blocker["alignment"] == "mafia"
    assert (vig["alignment"], vig["shots"], vig["modifiers"]) == ("town", 2, ["ninja", "strongman"])
    assert goon["modifiers"] == ["ninja"]
    pms = {pm["to"]: pm["text"] for pm in out["phases"][0]["pms"]}
    assert "You are a [b]Mafia Roleblocker[/b]." in pms[blocker["name"]]
    mafia = sorted((n for n, p in players.items() if p["alignment"] == "mafia"), key=NINE.index)
    assert f"Your team: {', '.join(mafia)}." in pms[blocker["name"]]
    assert "You are a [b]Town Ninja Strongman Vigilante[/b]." in pms[vig["name"]]
    assert "You may use it 2 times." in pms[vig["name"]]

    # N1 as a replay: the Mafia Roleblocker blocks the Cop, the Vigilante shoots the Goon.
    cop = by_role["cop"]["name"]
    script.write_text(
        script.read_text(encoding="utf-8") + '[[phase]]\nid = "N1"\nactions = [\n'
        f'  {{ actor = "{blocker["name"]}", ability = "roleblock", targets = ["{cop}"] }},\n'
        f'  {{ actor = "{cop}", ability = "investigate", targets = ["{blocker["name"]}"] }},\n'
        f'  {{ actor = "{vig["name"]}", ability = "vig-kill", targets = ["{goon["name"]}"] }},\n'
        "]\n",
        encoding="utf-8",
    )
    assert main(["replay", str(script), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    n1 = out["phases"][1]
    assert goon["name"] in [d["player"] for d in n1["deaths"]]
    result = next(r for r in n1["results"] if r["player"] == cop)
    assert result["outcome"] == "failed"  # blocked by the Mafia's Roleblocker
    vig_now = next(p for p in out["players"] if p["name"] == vig["name"])
    assert vig_now["shots"] == 1


def test_a_users_setup_is_edited_in_place(library: Library) -> None:
    root = user_setups_dir(create=True)
    draft_from(library, VALUES).save(root)
    info = load_setup("cop-doc-block-10")
    draft = draft_of(info, library)
    assert draft.editing == "cop-doc-block-10" and draft.setup_id == "cop-doc-block-10"
    assert draft.counts() == ROLES | {"vanilla-townie": 5}
    assert draft.switches["majority"] == 3 and draft.switches["tie"] == "no-elimination"
    assert draft.problems(root) == []  # its own id is not "taken"
    draft.set_count("vanilla-townie", 6)
    draft.name = "Cop Doc Block 11"
    assert draft.save(root) == root / "cop-doc-block-10"
    again = load_setup("cop-doc-block-10")
    assert (again.name, again.players_min) == ("Cop Doc Block 11", 11)
    assert sorted(p.name for p in root.iterdir()) == ["cop-doc-block-10"]  # nothing left over

    # A new id renames it: the old folder goes.
    draft = draft_of(again, library)
    draft.setup_id = "cop-doc-block-11"
    draft.save(root)
    assert sorted(p.name for p in root.iterdir()) == ["cop-doc-block-11"]


def test_a_built_in_setup_is_read_only_and_can_be_duplicated(library: Library) -> None:
    cop9 = load_setup("cop-9")
    assert buildable(cop9, library) == ""
    with pytest.raises(NotBuildable, match="built-in setup: duplicate it"):
        draft_of(cop9, library)
    copy = draft_of(cop9, library, duplicate=True)
    assert copy.editing is None and copy.setup_id == ""
    assert copy.counts() == {"cop": 1, "vanilla-townie": 6, "mafia-goon": 2}
    copy.setup_id, copy.name = "cop-9-mine", "My Cop 9"
    assert copy.problems(user_setups_dir(create=True)) == []
    for other in ("classic", "mountainous", "x-shots"):  # no fixed list, or not classic
        assert buildable(load_setup(other), library), other
        with pytest.raises(NotBuildable):
            draft_of(load_setup(other), library, duplicate=True)


def test_a_users_setup_is_deleted_and_a_built_in_one_is_not(library: Library) -> None:
    root = user_setups_dir(create=True)
    draft_from(library, VALUES).save(root)
    delete_setup(load_setup("cop-doc-block-10"), root)
    assert not (root / "cop-doc-block-10").exists()
    assert "cop-doc-block-10" not in [s.id for s in list_setups()]
    with pytest.raises(KnownError, match="not one of your own setups"):
        delete_setup(load_setup("cop-9"), root)
    assert load_setup("cop-9")


def test_slug() -> None:
    assert slug("Cop, Doc & Blocker 10!") == "cop-doc-blocker-10"
    assert slug("  ") == ""
