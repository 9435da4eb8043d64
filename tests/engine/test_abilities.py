"""The typed [abilities] spec: loading, errors naming the key, refusals, the forms agreeing
with the rules, and the slot a later entry replaces."""

from __future__ import annotations

from typing import Any

import pytest

from mafiamod.engine.abilities import AbilityError, AbilitySpec, load_abilities, load_ability
from mafiamod.engine.model import Action, GameState, PhaseInput, PhaseRecord, Player
from mafiamod.engine.options import default_entry_options
from mafiamod.engine.phase_loop import PhaseLoop
from mafiamod.setups import build_ruleset, list_setups


def test_a_table_loads_into_a_frozen_spec() -> None:
    spec = load_ability(
        "x",
        "investigate",
        {"name": "Investigate", "roles": ["cop"], "self": True, "phases": "night",
         "uses_shots": True, "words": ["check", "проверить"], "step": 3},
    )  # fmt: skip
    assert spec == AbilitySpec(
        "investigate",
        "Investigate",
        (1,),
        frozenset({"cop"}),
        None,
        True,
        frozenset({"night"}),
        "shots",
        ("actor-ability",),
        ("check", "проверить"),
        {"step": 3},
    )
    with pytest.raises(AttributeError):
        spec.name = "x"  # type: ignore[misc]


@pytest.mark.parametrize(
    "table,key",
    [
        ({"targets": -1}, "targets"),
        ({"targets": "two"}, "targets"),
        ({"roles": "cop", "factions": [1]}, "factions"),
        ({"phases": "dawn"}, "phases"),
        ({"phases": 3}, "phases"),
        ({"slot": "anyone"}, "slot"),
        ({"words": "check"}, "words"),
        ({"self": "yes"}, "self"),
        ({"cost": 3}, "cost"),
        ({"fields": {"executor": 3}}, "fields"),
        ({"fields": "executor"}, "fields"),
    ],
)
def test_a_bad_key_is_a_clear_error(table: dict[str, Any], key: str) -> None:
    with pytest.raises(AbilityError, match=rf"\[abilities\.a\] {key}"):
        load_ability("demo", "a", table)


def test_refusals_come_in_the_documented_order() -> None:
    spec = load_ability(
        "x", "shoot", {"factions": ["mafia"], "phases": "night", "cost": "shots", "targets": [1]}
    )
    assert spec.refusal("M", "goon", "town", "night", ("T",)) == "no-ability"
    assert spec.refusal("M", "goon", "mafia", "day", ("T",)) == "no-ability"
    assert spec.refusal("M", "goon", "mafia", "night", ("T",), shots=0) == "no-shots"
    assert spec.refusal("M", "goon", "mafia", "night", ("T", "U"), shots=1) == "bad-target"
    assert spec.refusal("M", "goon", "mafia", "night", ("M",), shots=1) == "self-target"
    assert spec.refusal("M", "goon", "mafia", "night", ("T",), shots=1) is None


def small_state() -> GameState:
    players = [
        Player("Cop", "cop", "town", shots=1),
        Player("Doc", "doctor", "town", shots=0),
        Player("Mob", "goon", "mafia"),
        Player("Van", "townie", "town"),
    ]
    return GameState("demo", 1, players)


DEFINITION = {
    "abilities": {
        "investigate": {"roles": ["cop"], "phases": "night"},
        "protect": {"roles": ["doctor"], "phases": "night", "self": True, "cost": "shots"},
        "kill": {"factions": ["mafia"], "phases": "night", "slot": "faction"},
        "vote-extra": {"phases": "day", "targets": [0, 1]},
    }
}


def test_the_forms_offer_exactly_what_the_spec_accepts() -> None:
    abilities = load_abilities("demo", DEFINITION)
    state = small_state()
    options = default_entry_options(abilities, frozenset(abilities), state, "night")
    offered = {(o.actor, o.ability) for o in options}
    assert offered == {("Cop", "investigate"), ("Mob", "kill")}  # Doc has no shot left
    for option in options:
        spec = abilities[option.ability]
        p = state.player(option.actor)
        for target in option.candidates:
            args = (p.name, p.role, p.alignment, "night", (target,), p.shots)
            assert spec.refusal(*args) is None
        assert option.actor not in option.candidates  # neither may target itself


class Demo(PhaseLoop):
    """A bare ruleset on the loop with the demo table."""


def test_a_later_entry_replaces_the_earlier_one_of_its_slot() -> None:
    rules = Demo("demo", DEFINITION)
    state = small_state()
    state.players.append(Player("Mab", "goon", "mafia"))
    actions = (
        Action("Mob", "kill", ("Van",)),  # replaced: the faction's kill is one slot
        Action("Cop", "investigate", ("Mob",)),
        Action("Mab", "kill", ("Cop",)),
        Action("Doc", "protect", ("Van",)),  # no shots left
        Action("Van", "kill", ("Cop",)),  # a townie holds no kill
    )
    record = PhaseRecord("N1")
    accepted = rules.accept_actions(state, PhaseInput("N1", actions=actions), record)
    assert [i for i, _ in accepted] == [1, 2]
    assert record.extra["superseded"] == [0]
    assert [(r.index, r.reason) for r in record.rejected] == [(3, "no-shots"), (4, "no-ability")]
    assert rules.ability_ids == frozenset(DEFINITION["abilities"])


def test_an_entry_of_several_slots_replaces_whatever_held_any_of_them() -> None:
    """Charge Me Up's kill fills the team's kill slot and its performer's action slot: a
    mafioso's later action drops his kill order, and the order it replaced stays gone."""
    table = {
        "kill": {"factions": ["mafia"], "phases": "night", "slot": ["faction", "actor"]},
        "investigate": {"roles": ["goon"], "phases": "night", "slot": "actor"},
    }
    rules = Demo("demo", {"abilities": table})
    state = small_state()
    state.players.append(Player("Mab", "goon", "mafia"))
    actions = (
        Action("Mab", "kill", ("Van",)),
        Action("Mob", "kill", ("Cop",)),  # replaces Mab's order
        Action("Mob", "investigate", ("Van",)),  # replaces his own kill order
        Action("Mab", "investigate", ("Cop",)),
        Action("Mob", "investigate", ("Van", "Van")),  # a target named twice
    )
    record = PhaseRecord("N1")
    accepted = rules.accept_actions(state, PhaseInput("N1", actions=actions), record)
    assert [i for i, _ in accepted] == [2, 3]
    assert record.extra["superseded"] == [0, 1]
    assert [(r.index, r.reason) for r in record.rejected] == [(4, "bad-target")]


def test_a_team_actor_slot_is_the_actor_slot_until_the_actor_is_the_last_of_his_faction() -> None:
    """X-SHOTS' kill: while two mafiosi live, a mafioso's kill and action replace each other;
    the lone mafioso may do both (B.3.6)."""
    table = {
        "kill": {"factions": ["mafia"], "phases": "night", "slot": ["faction", "team-actor"]},
        "investigate": {"roles": ["goon"], "phases": "night", "slot": "actor"},
    }
    rules = Demo("demo", {"abilities": table})
    actions = (Action("Mob", "kill", ("Van",)), Action("Mob", "investigate", ("Cop",)))
    state = small_state()
    state.players.append(Player("Mab", "goon", "mafia"))
    record = PhaseRecord("N1")
    accepted = rules.accept_actions(state, PhaseInput("N1", actions=actions), record)
    assert [i for i, _ in accepted] == [1] and record.extra["superseded"] == [0]
    state.player("Mab").alive = False
    record = PhaseRecord("N1")
    accepted = rules.accept_actions(state, PhaseInput("N1", actions=actions), record)
    assert [i for i, _ in accepted] == [0, 1] and "superseded" not in record.extra


@pytest.mark.parametrize("info", list_setups(), ids=lambda s: s.id)
def test_every_setup_loads_its_abilities(info: Any) -> None:
    ruleset = build_ruleset(info)
    table = info.data.get("abilities", {})
    assert set(ruleset.abilities) == set(table)
    assert all(a in ruleset.ability_ids for a in table)


def test_target_factions_and_the_setups_own_reason_ids() -> None:
    """``target_factions`` narrows the targets (forms and rules alike); ``reasons`` gives
    the shared refusals the ids a setup's digest names, the check staying the shared one."""
    spec = load_ability(
        "x",
        "plan",
        {
            "factions": ["mafia"],
            "targets": [0, 1],
            "target_factions": ["town"],
            "reasons": {"no-ability": "not-mafia", "target-alignment": "invalid-target"},
        },
    )
    assert spec.holder_refusal("goon", "town", "night") == "not-mafia"
    assert spec.target_refusal("M", ("T", "U")) == "bad-target"  # not renamed: stays shared
    assert spec.alignment_refusal(("town",)) is None
    assert spec.alignment_refusal(("town", "mafia")) == "invalid-target"
    state = small_state()
    options = default_entry_options({"plan": spec}, frozenset({"plan"}), state, "night")
    assert [(o.actor, o.candidates) for o in options] == [("Mob", ("Cop", "Doc", "Van"))]
    with pytest.raises(AbilityError, match=r"\[abilities\.plan\] reasons"):
        load_ability("x", "plan", {"reasons": {"unheard-of": "x"}})
    with pytest.raises(AbilityError, match=r"\[abilities\.plan\] target_factions"):
        load_ability("x", "plan", {"target_factions": [3]})
