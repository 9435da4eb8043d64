"""Peaky Blinders turn mechanics through small in-memory scripts: pub options, mafkill, ballots."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from mafiamod.engine.abilities import AbilityError, load_ability
from mafiamod.engine.model import Player
from mafiamod.game import Game
from mafiamod.mechanics.peaky.context import Turn, check_turn_keys
from mafiamod.mechanics.peaky.ids import ult_may_be_used
from mafiamod.mechanics.peaky.steps_early import pub_options
from mafiamod.rulesets.peaky_blinders import PeakyRules
from mafiamod.script import parse_script

HEAD = """
setup = "peaky-blinders"
seed = 18
players = ["Tom","Pol","Art","Jon","Che","Rep","Gra","Mos","Dan","Cha","Kim","U1","U2","U3","U4","U5","U6","U7"]
[roles]
Tom = "thomas-shelby"
Pol = "polly-shelby"
Art = "arthur-shelby"
Jon = "john-shelby"
Che = "chester-campbell"
Rep = "courier-reporter"
Gra = "grace-burgess"
Mos = "sergeant-moss"
Dan = "danny-owen"
Cha = "charlie-strong"
Kim = "billy-kimber"
U1 = "townie"
U2 = "townie"
U3 = "townie"
U4 = "townie"
U5 = "townie"
U6 = "townie"
U7 = "townie"
"""


def play(phases: str) -> tuple[Game, dict[str, Any]]:
    game = Game.from_script(parse_script(HEAD + phases))
    return game, game.export_json()


def test_pub_options_follow_the_seed_bullets() -> None:
    game, _ = play('[[phase]]\nid = "T1"\n')
    state = game.result().final
    t = Turn(game.ruleset, state, game.inputs()[0], None, None, 2)  # type: ignore[arg-type]
    assert pub_options(t, "U1") == ["mafkill-immunity", "townie-shield"]
    assert pub_options(t, "Kim") == ["arthur-immunity"]
    assert pub_options(t, "Che") == ["mafkill-immunity", "arthur-immunity"]
    state.player("Che").fields["ult_uses_left"] = 0
    state.player("Gra").fields["ult_uses_left"] = 0
    assert pub_options(t, "Che") == ["mafkill-immunity", "recharge"]
    assert pub_options(t, "Gra") == ["mafkill-immunity"]  # the pub never recharges Grace


@pytest.mark.parametrize("recharges", [True, False])
def test_a_spent_ult_comes_back_through_the_pub_as_setup_toml_says(recharges: bool) -> None:
    """``pub_recharges = false`` (Grace's УС) is what keeps a spent УС spent: the forms, the
    pub's effects and the extra turn all read it."""
    grace = Player("Gra", "grace-burgess", "town")
    grace.fields.update(ult_uses_left=0, pub_used=False)
    table = {"kind": "УС", "roles": ["grace-burgess"], "pub_recharges": recharges}
    assert ult_may_be_used(grace, load_ability("peaky-blinders", "x", table)) is recharges
    grace.fields["pub_used"] = True
    assert not ult_may_be_used(grace, load_ability("peaky-blinders", "x", table))


def test_danny_substitute_is_never_a_pub_visitor() -> None:
    visits = ", ".join(
        f'{{ actor = "{n}", ability = "pub-visit" }}' for n in ("Cha", "U1", "U2", "U3", "U4", "U5")
    )
    _, out = play(f"""[[phase]]
id = "T1"
actions = [ {visits}, {{ actor = "Tom", ability = "factional-kill", targets = ["Dan"] }} ]
""")
    phase = out["phases"][0]
    assert phase["kill"]["result"] == "danny-substitute"
    assert phase["kill"]["victim"] in {"U6", "U7"}
    assert phase["points"] == 6


def test_first_ballot_is_final_and_stuffed_votes_are_unnamed() -> None:
    _, out = play("""[[phase]]
id = "T1"
[[phase]]
id = "T2"
votes = [ { voter = "U1", target = "U2" }, { voter = "U1", target = "U3" } ]
actions = [ { actor = "Pol", ability = "stuff-ballot", targets = ["U3"] } ]
""")
    phase = out["phases"][1]
    assert [r["reason"] for r in phase["rejected"]] == ["vote-change-not-accepted"]
    assert phase["tallies"]["elimination"] == {"U2": 1, "U3": 1}
    stuffed = [b for b in phase["ballots"] if b["stuffed"]]
    assert stuffed == [
        {
            "voter": None,
            "target": "U3",
            "weight": 1,
            "order": None,
            "counted": True,
            "substituted": False,
            "stuffed": True,
        }
    ]
    post = phase["posts"][0]["text"]
    assert "U3 — 1 (в т.ч. вброс: 1)" in post and "U1" not in post


def test_just_the_facts_is_offered_only_with_a_published_letter_to_name() -> None:
    game, _ = play('[[phase]]\nid = "T1"\n')
    state = game.result().final

    def facts() -> list[tuple[str, ...]]:
        options = game.ruleset.entry_options(state, "T2")
        for option in options:  # () is free text only for the free-text fields
            assert all(v or k == "text" for k, v in option.fields.items()), option
        return [o.fields["letter"] for o in options if o.ability == "just-the-facts"]

    state.data["letters"] = []
    assert facts() == []  # no letter published: nothing to name, the УС is not offered
    (letter,) = [
        o
        for o in game.ruleset.entry_options(state, "T2")
        if o.actor == "U1" and o.ability == "anonymous-letter"
    ]
    assert letter.fields == {"text": ()}  # free text keeps ()
    state.data["letters"] = [{"n": 1, "author": "U1", "text": "a"}, {"n": 2, "author": "U2"}]
    assert facts() == [("1", "2")]


def test_the_earlier_targets_are_offered_from_the_list_setup_toml_names() -> None:
    """setup.toml ``earlier``: Fatal Beating offers the living players Arthur blocked,
    Interrogation (``dead_targets``) every player Moss patrolled, dead or alive."""
    game, _ = play('[[phase]]\nid = "T1"\n')
    state = game.result().final

    def offered(ability: str) -> list[tuple[str, ...]]:
        options = game.ruleset.entry_options(state, "T2")
        return [o.candidates for o in options if o.ability == ability]

    assert offered("fatal-beating") == offered("interrogation") == []  # nobody reached yet
    state.data.update(arthur_blocked=["U2", "U1"], moss_patrolled=["U3", "U4"])
    state.player("U2").alive = state.player("U3").alive = False
    assert offered("fatal-beating") == [("U1",)]
    assert offered("interrogation") == [("U3", "U4")]


def test_the_mafkill_fields_carry_the_setups_labels() -> None:
    """setup.toml's ``[abilities.factional-kill] fields`` reach the form's option; a field
    the table does not label has none (the form shows its key)."""
    game, _ = play('[[phase]]\nid = "T1"\n')
    options = game.ruleset.entry_options(game.result().final, "T2")
    kill = next(o for o in options if o.ability == "factional-kill")
    assert set(kill.fields) == {"executor", "backup"}
    assert kill.field_labels == {"executor": "исполнитель", "backup": "запасная цель"}
    assert all(set(o.field_labels) <= set(o.fields) for o in options)
    lee = next(o for o in options if o.ability == "lee-alliance")
    assert lee.field_labels == {}


def test_a_changed_ability_supersedes_its_first_entry() -> None:
    _, out = play("""[[phase]]
id = "T1"
actions = [
  { actor = "Che", ability = "weapons-search", targets = ["Tom"] },
  { actor = "Che", ability = "weapons-search", targets = ["Pol"] },
  { actor = "U1", ability = "pub-visit" },
]
""")
    t1 = out["phases"][0]
    assert not t1["rejected"]
    assert t1["superseded"] == [0]  # the one change of an АС replaces the first entry


def test_validation_reads_the_abilities_spec() -> None:
    """One source of truth: who holds an АС, its target count and self-targeting come from
    setup.toml [abilities]; hand Campbell's check to Moss there and the rules follow."""
    from mafiamod.rulesets.peaky_blinders import PeakyRules

    game, _ = play('[[phase]]\nid = "T1"\n')
    definition = dict(game.ruleset.definition)
    tables = {k: dict(v) for k, v in definition["abilities"].items()}
    tables["weapons-search"]["roles"] = ["sergeant-moss"]
    tables["patrol"]["self"] = False
    tables["lewis-gun"]["self"] = False
    moved = PeakyRules("peaky-blinders", {**definition, "abilities": tables})
    turn = """[[phase]]
id = "T1"
actions = [
  { actor = "Che", ability = "weapons-search", targets = ["U1"] },
  { actor = "Mos", ability = "weapons-search", targets = ["U2"] },
  { actor = "Mos", ability = "patrol", targets = ["Mos"] },
  { actor = "Tom", ability = "lewis-gun", targets = ["Tom"] },
  { actor = "Rep", ability = "newspaper-feature", targets = ["U1"] },
]
"""
    for rules, expected in (
        (game.ruleset, {0: None, 1: "no-ability", 2: None, 3: None, 4: "invalid-target"}),
        (
            moved,
            {0: "no-ability", 1: None, 2: "self-target", 3: "self-target", 4: "invalid-target"},
        ),
    ):
        changed = Game.from_script(parse_script(HEAD + turn))
        changed.ruleset = rules
        record = changed.export_json()["phases"][0]
        got = {r["index"]: r["reason"] for r in record["rejected"]}
        assert {i: got.get(i) for i in expected} == expected


def test_a_banned_as_is_neither_offered_nor_accepted() -> None:
    """One sender_refusal for the forms and the rules (G-PB-30): while the ban lasts the
    form leaves the АС out, and the entry is refused ``banned``; his УС stays offered."""
    game, out = play(
        """[[phase]]
id = "T1"
moderator = [ { ban = { player = "Che", turns = 2 } } ]
[[phase]]
id = "T2"
actions = [ { actor = "Che", ability = "weapons-search", targets = ["Tom"] } ]
"""
    )
    after_t1 = game.result().states[1]
    offered = {o.ability for o in game.ruleset.entry_options(after_t1, "T2") if o.actor == "Che"}
    assert "weapons-search" not in offered and "let-the-dogs" in offered
    rejected = out["phases"][1]["rejected"]
    assert [(r["actor"], r["reason"]) for r in rejected] == [("Che", "banned")]


def test_the_purchases_target_a_shelby_by_the_spec() -> None:
    """setup.toml target_factions: Lee and the Witch offer only Shelbys, and a townie named
    anyway is refused ``invalid-target`` (the spec's target-alignment, in the digest's id)."""
    game, out = play(
        """[[phase]]
id = "T1"
actions = [
  { actor = "Tom", ability = "lee-alliance", targets = ["U1"] },
  { actor = "Tom", ability = "chinese-witch", targets = ["Pol"] },
]
"""
    )
    options = game.ruleset.entry_options(game.result().states[1], "T2")
    lee = next(o for o in options if o.actor == "Tom" and o.ability == "lee-alliance")
    assert lee.candidates == ("Tom", "Pol", "Art", "Jon")
    rejected = out["phases"][0]["rejected"]
    assert [(r["index"], r["reason"]) for r in rejected] == [(0, "invalid-target")]


@pytest.mark.parametrize(
    "key,value,where",
    [
        ("earlier", "arthur_blocked", "earlier"),
        ("earlier", {"ability": "beat-half-to-death"}, "earlier"),
        ("after_exit", "grace-burgess", "after_exit"),
        ("dead_targets", "yes", "dead_targets"),
        ("doubled_after_exit", "thomas-shelby", "doubled_after_exit"),
        ("usable_on_kimber", ["lewis-gun", 3], "usable_on_kimber"),
        ("pub_recharges", "no", "pub_recharges"),
    ],
)
def test_the_turn_keys_of_setup_toml_are_checked(key: str, value: Any, where: str) -> None:
    """The keys of setup.toml the steps read (``earlier``, ``after_exit``, ``dead_targets``,
    ``doubled_after_exit``, ``usable_on_kimber``, ``pub_recharges``) are a script error when
    malformed."""
    spec = load_ability("peaky-blinders", "x", {"kind": "УС", "roles": ["moss"], key: value})
    with pytest.raises(AbilityError, match=rf"\[abilities\.x\] {where}"):
        check_turn_keys({"x": spec})
    check_turn_keys({"x": load_ability("peaky-blinders", "x", {"kind": "УС"})})


def test_a_malformed_turn_key_stops_the_setup_when_it_loads() -> None:
    """The keys the forms read too are checked by the ruleset itself, before any turn."""
    game, _ = play('[[phase]]\nid = "T1"\n')
    definition = copy.deepcopy(dict(game.ruleset.definition))
    definition["abilities"]["interrogation"]["dead_targets"] = "yes"
    with pytest.raises(AbilityError, match=r"\[abilities\.interrogation\] dead_targets"):
        PeakyRules("peaky-blinders", definition)


def test_an_entry_with_two_faults_is_refused_for_the_whole_entry_first() -> None:
    """RULINGS 25: what concerns the whole entry (no vote on T1, a third entry) comes before
    its targets; among the target refusals, the spec's self-target and a purchase's side
    come before the living targets, where the phase loop's ``validate_action`` says
    ``target-dead`` first; a mafkill's target comes before its fields (RULINGS 25: a dead
    target is ``target-dead`` whatever the executor, as an АС's is before its ``vote_for``).
    RULINGS 26: Lee on a dead Shelby is refused ``target-dead`` when sent (§3.3), no longer
    accepted and ``invalid`` at step 1."""
    _, out = play("""[[phase]]
id = "T1"
moderator = [{ modkill = "U7" }, { modkill = "Jon" }]
actions = [
  { actor = "Pol", ability = "stuff-ballot", targets = ["U7"] },
  { actor = "Tom", ability = "persuasive-request", targets = ["Tom"], vote_for = "U1" },
]

[[phase]]
id = "T2"
actions = [
  { actor = "Rep", ability = "newspaper-feature", targets = ["Rep", "U7"] },
  { actor = "Tom", ability = "lee-alliance", targets = ["Jon"] },
  { actor = "Pol", ability = "chinese-witch", targets = ["U7"] },
  { actor = "Art", ability = "factional-kill", targets = ["U7"], executor = "U1" },
  { actor = "Mos", ability = "patrol", targets = ["U1"] },
  { actor = "Mos", ability = "patrol", targets = ["U2"] },
  { actor = "Mos", ability = "patrol", targets = ["Mos", "U7"] },
]
""")
    t1, t2 = out["phases"]
    assert [r["reason"] for r in t1["rejected"]] == ["no-vote-this-turn"] * 2
    assert [(r["actor"], r["reason"]) for r in t2["rejected"]] == [
        ("Rep", "self-target"),
        ("Tom", "target-dead"),
        ("Pol", "invalid-target"),
        ("Art", "target-dead"),
        ("Mos", "change-limit"),
    ]
    assert not [r for r in t2["results"] if r["ability"] == "lee-alliance"]
