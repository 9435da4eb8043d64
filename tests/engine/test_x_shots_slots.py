"""X-SHOTS night submissions: slots, last submission wins, JOAT declarations (0.2, B.3.6-7)."""

from __future__ import annotations

from typing import Any

import pytest

from mafiamod.engine.errors import ScriptError
from mafiamod.engine.model import Action, GameState, PhaseInput, PhaseRecord, Player
from mafiamod.mechanics.xshots_joat import MODIFIERS
from mafiamod.mechanics.xshots_slots import Submissions, check_joat_values, read_declarations
from mafiamod.rulesets.x_shots import XShotsRules
from mafiamod.setups import build_ruleset, load_setup

RULES = build_ruleset(load_setup("x-shots"))
assert isinstance(RULES, XShotsRules)


def make_state() -> GameState:
    players = [
        Player("Ash", "vigilante", "town"),
        Player("Birch", "cop", "town"),
        Player("Ivy", "vanilla-townie", "town"),
        Player("Kapok", "shot-changer", "mafia"),
        Player("Larch", "rolecop", "mafia"),
        Player("Maple", "mafia-goon", "mafia"),
    ]
    state = GameState("x-shots", 1, players)
    state.exported["joat_used"] = {m: None for m in MODIFIERS}
    return state


def act(actor: str, ability: str | None, *targets: str, **extra: Any) -> Action:
    return Action(actor, ability, tuple(targets), extra)


def read(state: GameState, *actions: Action) -> tuple[Submissions, PhaseRecord]:
    record = PhaseRecord("N1")
    inp = PhaseInput("N1", actions=tuple(actions))
    return read_declarations(state, inp, RULES.accept_actions(state, inp, record), record), record


def final(subs: Submissions) -> list[tuple[str, str]]:
    return [(a.actor, a.ability) for a in subs.actions]


def test_kill_then_action_empties_the_kill_slot_for_good() -> None:
    subs, rec = read(
        make_state(),
        act("Maple", "factional-kill", "Ivy"),
        act("Larch", "factional-kill", "Ash"),
        act("Larch", "role-investigate", "Ash"),
    )
    assert final(subs) == [("Larch", "role-investigate")]
    assert rec.rejected == []


def test_lone_mafioso_keeps_both() -> None:
    state = make_state()
    state.player("Kapok").alive = state.player("Maple").alive = False
    subs, _ = read(
        state, act("Larch", "factional-kill", "Ivy"), act("Larch", "role-investigate", "Ash")
    )
    assert final(subs) == [("Larch", "factional-kill"), ("Larch", "role-investigate")]


def test_last_action_wins_and_takes_its_modifier_along() -> None:
    subs, _ = read(
        make_state(),
        act("Kapok", "factional-kill", "Ivy", joat="strongman"),
        act("Maple", "factional-kill", "Birch"),
    )
    assert final(subs) == [("Maple", "factional-kill")]
    assert subs.declarations == []  # the Strongman left with its entry


def test_declarations_one_per_player_and_one_user_per_modifier() -> None:
    subs, _ = read(
        make_state(),
        act("Kapok", None, joat="bulletproof"),
        act("Kapok", None, joat="cop-immune"),
        act("Larch", None, joat="cop-immune"),
        act("Maple", None, joat="bulletproof"),
    )
    assert [(d.user, d.modifier) for d in subs.declarations] == [
        ("Larch", "cop-immune"),
        ("Maple", "bulletproof"),
    ]


def test_refused_declarations_keep_the_action() -> None:
    state = make_state()
    state.exported["joat_used"]["ninja"] = "Larch"
    subs, rec = read(
        state,
        act("Kapok", None, joat="strongman"),
        act("Maple", "factional-kill", "Ivy", joat="ninja"),
        act("Ash", "vig-kill", "Kapok", joat="bulletproof"),
    )
    assert final(subs) == [("Maple", "factional-kill"), ("Ash", "vig-kill")]
    assert [(r.who, r.reason, r.details["detail"]) for r in rec.rejected] == [
        ("Kapok", "joat", "no-action"),
        ("Maple", "joat", "used"),
        ("Ash", "joat", "not-mafia"),
    ]
    assert {r.list_name for r in rec.rejected} == {"joat"}


def test_invalid_entries_are_rejected_with_their_modifier() -> None:
    state = make_state()
    state.player("Ivy").alive = False
    subs, rec = read(
        state,
        act("Maple", "factional-kill", "Ivy", joat="strongman"),
        act("Birch", "vig-kill", "Kapok"),
        act("Ash", "vig-kill", "Kapok", "Larch"),
        act("Ash", "vig-kill", "Ash"),
    )
    assert [r.reason for r in rec.rejected] == ["target-dead", "no-ability", "bad-target"]
    assert final(subs) == [("Ash", "vig-kill")]  # a self-target is accepted
    assert subs.declarations == []


def test_script_level_joat_errors() -> None:
    with pytest.raises(ScriptError, match="is not one of"):
        check_joat_values(PhaseInput("N1", actions=(act("Kapok", None, joat="flying"),)))
    with pytest.raises(ScriptError, match="neither ability nor joat"):
        check_joat_values(PhaseInput("N1", actions=(act("Kapok", None),)))
    check_joat_values(PhaseInput("N1", actions=(act("Kapok", None, joat="ninja"),)))


def test_entry_options_offer_a_bare_declaration_only_for_free_passive_modifiers() -> None:
    from mafiamod.rulesets.x_shots import DECLARATION_ONLY
    from mafiamod.setups import build_ruleset, load_setup

    rules = build_ruleset(load_setup("x-shots"))
    state = make_state()

    def bare(st: GameState) -> dict[str, tuple[str, ...]]:
        return {
            o.actor: o.fields["joat"]
            for o in rules.entry_options(st, "N1")
            if o.ability == DECLARATION_ONLY
        }

    assert bare(state) == {n: ("cop-immune", "bulletproof") for n in ("Kapok", "Larch", "Maple")}
    kill = next(o for o in rules.entry_options(state, "N1") if o.ability == "factional-kill")
    assert kill.fields["joat"] == MODIFIERS  # on an action every free modifier may ride
    assert all(o.targets == 0 for o in rules.entry_options(state, "N1") if not o.ability)
    state.exported["joat_used"].update({"bulletproof": "Larch"})
    assert set(bare(state).values()) == {("cop-immune",)}
    state.exported["joat_used"].update({"cop-immune": "Kapok"})
    assert bare(state) == {}  # only Strongman and Ninja left: they need an action
    assert all(
        "ninja" in o.fields["joat"] for o in rules.entry_options(state, "N1") if o.actor == "Maple"
    )
    assert not any("joat" in o.fields for o in rules.entry_options(state, "N1") if o.actor == "Ash")
    assert not any(o.ability == DECLARATION_ONLY for o in rules.entry_options(state, "D2"))


def test_replaced_entries_are_listed_as_superseded() -> None:
    state = make_state()
    subs, rec = read(
        state,
        act("Kapok", "factional-kill", "Ash"),  # 0: replaced by Larch's order
        act("Larch", "factional-kill", "Birch"),  # 1: counts
        act("Maple", None, joat="bulletproof"),  # 2: replaced by Maple's later declaration
        act("Maple", None, joat="cop-immune"),  # 3: counts
        act("Kapok", None, joat="ninja"),  # 4: refused, not superseded
    )
    assert final(subs) == [("Larch", "factional-kill")]
    assert rec.extra["superseded"] == [0, 2]
    _, rec = read(state, act("Larch", "factional-kill", "Birch"))
    assert "superseded" not in rec.extra
