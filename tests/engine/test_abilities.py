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


def test_refuse_judges_each_entry_with_what_came_before_and_slots_still_apply() -> None:
    """``accept_entries(refuse=…)``: a setup whose refusals depend on the earlier entries
    (Peaky: one change per ability, one pub visit, the letters left) keeps the shared slots."""
    table = {
        "investigate": {"roles": ["cop"], "phases": "night"},
        "letter": {"targets": 0, "slot": "each"},
    }
    rules = Demo("demo", {"abilities": table})
    state = small_state()
    actions = (
        Action("Cop", "investigate", ("Mob",)),
        Action("Cop", "investigate", ("Van",)),  # a change: replaces the first
        Action("Cop", "investigate", ("Doc",)),  # a second change: refused
        Action("Van", "letter", ()),
        Action("Van", "letter", ()),  # "each": both count
        Action("Van", "letter", ()),  # only two letters
    )
    sent: dict[tuple[str, str], int] = {}

    def refuse(index: int, action: Action) -> str | None:
        key = (action.actor, action.ability or "")
        limit = 2
        if sent.get(key, 0) >= limit:
            return "change-limit" if action.ability == "investigate" else "no-letters"
        sent[key] = sent.get(key, 0) + 1
        return None

    record = PhaseRecord("N1")
    inp = PhaseInput("N1", actions=actions)
    accepted = rules.accept_entries(state, inp, list(enumerate(actions)), record, refuse)
    assert [i for i, _ in accepted] == [1, 3, 4]
    assert record.extra["superseded"] == [0]
    assert [(r.index, r.reason) for r in record.rejected] == [
        (2, "change-limit"),
        (5, "no-letters"),
    ]


def test_the_holder_of_a_role_is_found_by_role() -> None:
    """``GameState.holder``: the first holder in sign-up order, the living one unless told."""
    state = small_state()
    state.players.append(Player("Cop2", "cop", "town"))
    assert state.holder("cop") is state.player("Cop")
    state.player("Cop").alive = False
    assert state.holder("cop") is state.player("Cop2")
    assert state.holder("cop", alive=False) is state.player("Cop")
    assert state.holder("vigilante") is None


def test_last_standing_is_nobody_or_town_once_no_threat_lives() -> None:
    """engine.winning.last_standing (Peaky's Shelbys and Kimber, the classic library's Mafia
    and Serial Killer): none with nobody alive, town with no threat alive, else undecided."""
    from mafiamod.engine.winning import last_standing

    state = small_state()
    state.players.append(Player("Kim", "billy-kimber", "kimber"))
    assert last_standing(state, ("mafia", "kimber")) is None
    state.player("Mob").alive = False
    assert last_standing(state, ("mafia", "kimber")) is None
    state.player("Kim").alive = False
    assert last_standing(state, ("mafia", "kimber")) == "town"
    for p in state.players:
        p.alive = False
    assert last_standing(state, ("mafia", "kimber")) == "none"


KILLER = {"label": "killer", "kind": "player", "factions": ["mafia"]}
KILLER_TABLE = {
    "factions": ["mafia"],
    "phases": "night",
    "targets": [0, 1],
    "fields": {
        "killer": {**KILLER, "reasons": {"target-alignment": "not-mafia"}},
        "backup": {"label": "backup", "kind": "player"},
        "vote_for": {"label": "голос за", "kind": "player", "required": True},
        "executor": {"label": "executor", "kind": "player", "living": False, "factions": ["mafia"]},
        "note": "a note",
    },
}


def test_a_player_field_loads_with_its_label_and_kind() -> None:
    spec = load_ability("x", "plan", KILLER_TABLE)
    assert spec.field_labels == {
        "killer": "killer", "backup": "backup", "vote_for": "голос за",
        "executor": "executor", "note": "a note",
    }  # fmt: skip
    assert list(spec.player_fields) == ["killer", "backup", "vote_for", "executor"]
    killer = spec.player_fields["killer"]
    assert killer.factions == frozenset({"mafia"}) and killer.living and not killer.required
    assert (
        spec.player_fields["vote_for"].required and spec.player_fields["vote_for"].factions is None
    )
    assert not spec.player_fields["executor"].living


@pytest.mark.parametrize(
    "field,where",
    [
        ({"label": "killer"}, "fields.killer"),  # no kind
        ({**KILLER, "kind": "text"}, "fields.killer"),
        ({**KILLER, "colour": "red"}, "fields.killer"),
        ({**KILLER, "label": ""}, "fields.killer label"),
        ({**KILLER, "living": "yes"}, "fields.killer"),
        ({**KILLER, "not_target": 1}, "fields.killer not_target"),
        ({**KILLER, "factions": [3]}, "fields.killer factions"),
        ({**KILLER, "reasons": {"bad-target": "x"}}, "fields.killer reasons"),
    ],
)
def test_a_bad_player_field_is_a_clear_error(field: dict[str, Any], where: str) -> None:
    with pytest.raises(AbilityError, match=rf"\[abilities\.plan\] {where}"):
        load_ability("demo", "plan", {"fields": {"killer": field}})


def test_a_player_field_is_refused_missing_then_by_side_then_dead() -> None:
    """``no-player`` (a required field left out), ``target-alignment``, ``target-dead``, in
    that order, each under the field's own id where its ``reasons`` gives one; an optional
    field left out stands, and ``living = false`` takes a dead player."""
    spec = load_ability("x", "plan", KILLER_TABLE)
    state = small_state()
    state.player("Van").alive = False
    state.players.append(Player("Dead", "goon", "mafia", alive=False))

    def refusal(**extra: Any) -> str | None:
        return spec.field_refusal(
            state, Action("Mob", "plan", ("Cop",), {"vote_for": "Doc", **extra})
        )

    assert refusal() is None  # killer, backup, executor left out: they stand
    assert spec.field_refusal(state, Action("Mob", "plan", ("Cop",))) == "no-player"
    assert refusal(vote_for=["Doc", "Cop"]) == "no-player"  # one name, not a list
    assert refusal(vote_for="Van") == "target-dead"
    assert refusal(killer="Mob") is None
    assert refusal(killer="Cop") == "not-mafia"  # the field's reason id
    assert refusal(killer="Van") == "not-mafia"  # dead and of another side: the side first
    assert refusal(killer="Dead") == "target-dead"
    assert refusal(killer="Nobody") == "not-mafia"  # not a player: of no side
    assert refusal(backup="Van") == "target-dead"
    assert refusal(executor="Dead") is None  # living = false
    assert refusal(executor="Cop") == "target-alignment"
    assert refusal(killer="Cop", backup="Van") == "not-mafia"  # the table's order


def test_a_not_target_field_is_refused_last_when_it_names_a_target() -> None:
    """``not_target``: once every field stands, one naming a target of the entry is refused
    ``field-is-target`` (under its own id), after another field's own refusal."""
    executor = {**KILLER, "not_target": True, "reasons": {"field-is-target": "executor-is-target"}}
    backup = {"label": "backup", "kind": "player"}
    spec = load_ability("x", "plan", {"fields": {"killer": executor, "backup": backup}})
    state = small_state()
    state.player("Van").alive = False

    def refusal(**extra: Any) -> str | None:
        return spec.field_refusal(state, Action("Mob", "plan", ("Mob",), extra))

    assert refusal(killer="Mob") == "executor-is-target"
    assert refusal(killer="Mob", backup="Van") == "target-dead"  # every field first
    assert spec.field_refusal(state, Action("Mob", "plan", ("Cop",), {"killer": "Mob"})) is None


def test_the_forms_offer_the_living_players_a_field_may_name() -> None:
    spec = load_ability("x", "plan", KILLER_TABLE)
    state = small_state()
    state.players.append(Player("Mab", "goon", "mafia"))
    state.player("Van").alive = False
    state.player("Mab").alive = False
    state.players.append(Player("Moe", "goon", "mafia"))
    (option,) = default_entry_options({"plan": spec}, frozenset({"plan"}), state, "night")[:1]
    assert dict(option.fields) == {
        "killer": ("Mob", "Moe"),
        "backup": ("Cop", "Doc", "Mob", "Moe"),
        "vote_for": ("Cop", "Doc", "Mob", "Moe"),
        "executor": ("Mob", "Moe"),  # offered living, even where a dead one would stand
    }
    assert option.field_labels["vote_for"] == "голос за"
    for key, names in option.fields.items():
        for name in names:
            action = Action("Mob", "plan", (), {"vote_for": "Doc", key: name})
            assert spec.field_refusal(state, action) is None


def test_a_ruleset_checks_its_player_fields_as_names() -> None:
    rules = Demo("demo", {"abilities": {"plan": KILLER_TABLE}})
    assert rules.action_name_fields == {"killer", "backup", "vote_for", "executor"}
    by_id = {info.id: info for info in list_setups()}
    assert build_ruleset(by_id["democrabilities"]).action_name_fields == {"killer"}
    assert build_ruleset(by_id["peaky-blinders"]).action_name_fields == {
        "vote_for", "redirect_to", "executor", "backup",
    }  # fmt: skip
    assert build_ruleset(by_id["ghoul-duel"]).action_name_fields == {
        "mafia", "mafia_backup", "town", "town_backup",
    }  # fmt: skip
