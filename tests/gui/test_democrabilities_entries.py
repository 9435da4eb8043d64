"""Democrabilities through the window: N0 (the mafia's effect and the planned kill with its
killer) and D1 with both votes (ability, then elimination)."""

from __future__ import annotations

import pytest

from mafiamod.game import Game

from .drive import act, phase, vote

pytestmark = pytest.mark.gui

TOWN = ["Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Gina"]
MAFIA = ["Mallory", "Moriarty"]


def test_n0_effect_and_plan_then_a_two_vote_day(window) -> None:
    roles = {**{n: "vanilla-townie" for n in TOWN}, **{n: "mafia-goon" for n in MAFIA}}
    game = Game.create("democrabilities", [*TOWN, *MAFIA], seed=1, roles=roles)
    window.open_game(game, None)
    night = window.night
    assert window.session.phase_id() == "N0"
    mallory = night.row("Mallory")
    assert mallory.choose("plan-kill")
    assert [mallory.pickers[0].itemText(i) for i in range(mallory.pickers[0].count())] == TOWN
    assert mallory.fields["killer"].findData("Moriarty") >= 0
    assert act(night, "Mallory", "send-effect", effect="track")  # Track needs no subject
    assert act(night, "Mallory", "plan-kill", ("Alice",), killer="Mallory")
    assert not night.row("Alice").ability.isEnabled()
    assert window.end_phase(), window.statusBar().currentMessage()
    assert phase(game, "N0")["sent"]["effect"] == "track"

    day = window.day
    assert window.session.phase_id() == "D1" and not day.vote_name.isHidden()
    for voter in ["Bob", "Carol", "Dave", "Erin", "Frank"]:
        assert vote(day, voter, "Mallory", "ability"), window.statusBar().currentMessage()
    for voter, target in [("Gina", "Bob"), ("Alice", "Bob"), ("Moriarty", "Carol")]:
        assert vote(day, voter, target, "elimination"), window.statusBar().currentMessage()
    tally = {(r.vote, r.target): r.count for r in day.tally.rows}
    assert tally[("ability", "Mallory")] == "5" and tally[("elimination", "Bob")] == "2"
    assert window.end_phase(), window.statusBar().currentMessage()
    d1 = phase(game, "D1")
    assert d1["deaths"] == [{"player": "Bob", "cause": "elimination"}]
    assert {"kind": "ability-target", "effect": "track", "player": "Mallory"}.items() <= next(
        e for e in d1["events"] if e["kind"] == "ability-target"
    ).items()
    assert window.session.phase_id() == "N1"
    assert act(window.night, "Moriarty", "send-effect", effect="watch")
    assert window.end_phase()
    n1 = phase(game, "N1")
    assert n1["deaths"] == [{"player": "Alice", "cause": "factional-kill"}]
    assert any(e["kind"] == "killer-revealed" and e["player"] == "Mallory" for e in n1["events"])


def test_only_inform_asks_for_a_subject(window) -> None:
    roles = {**{n: "vanilla-townie" for n in TOWN}, **{n: "mafia-goon" for n in MAFIA}}
    game = Game.create("democrabilities", [*TOWN, *MAFIA], seed=1, roles=roles)
    window.open_game(game, None)
    mallory = window.night.row("Mallory")
    assert mallory.choose("send-effect")  # "Send effect": Track, Watch, Imprison, Kill
    effect = mallory.fields["effect"]
    assert not mallory.pickers
    assert [effect.itemData(i) for i in range(1, effect.count())] == [
        "track",
        "watch",
        "imprison",
        "kill",
    ]
    assert mallory.choose("send-effect", effect="inform")  # "Send Inform": one subject
    assert len(mallory.pickers) == 1 and mallory.fields["effect"].value() == "inform"
    mallory.pickers[0].setEditText("Carol")
    assert mallory.submit(), window.statusBar().currentMessage()
    assert mallory.fields["effect"].value() == "inform"  # still the Inform option after Enter
    assert window.end_phase(), window.statusBar().currentMessage()
    sent = phase(game, "N0")["sent"]
    assert sent["effect"] == "inform" and sent["inform_subject"] == "Carol"
