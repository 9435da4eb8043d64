"""X-SHOTS through the window: pre-game rolls, then a night with JOAT declarations in the
``joat`` field control, one of them a bare Bulletproof with no ability."""

from __future__ import annotations

import pytest

from mafiamod.game import Game
from mafiamod.gui.action_row import FIELDS_ONLY

from .drive import act, phase

pytestmark = pytest.mark.gui

NAMES = [
    "Ash",
    "Birch",
    "Cedar",
    "Dogwood",
    "Elm",
    "Fir",
    "Gum",
    "Hazel",
    "Ivy",
    "Juniper",
    "Kapok",
    "Larch",
    "Maple",
]
ROLES = {
    "Ash": {"alignment": "town", "role": "cop"},
    "Birch": {"alignment": "town", "role": "cop"},
    "Cedar": {"alignment": "town", "role": "vigilante"},
    "Kapok": {"alignment": "mafia", "role": "shot-changer"},
    "Larch": {"alignment": "mafia", "role": "roleblocker"},
    "Maple": "mafia-goon",
}


def test_joat_declarations_and_a_bare_bulletproof(window) -> None:
    roles = {n: ROLES.get(n, "vanilla-townie") for n in NAMES}
    game = Game.create("x-shots", NAMES, seed=214, roles=roles)
    game.set_data("rolls", [1, 1, 2])  # before the window: these fixed roles need these rolls
    window.open_game(game, None)
    assert window.pregame.rolls.text() == "1, 1, 2"
    assert window.end_phase() and window.end_phase()
    assert window.session.phase_id() == "N1"
    night = window.night
    larch = night.row("Larch")
    assert larch.choose(FIELDS_ONLY)  # "— joat only —": a declaration with no ability
    assert not larch.pickers and list(larch.fields) == ["joat"]
    joat = larch.fields["joat"]
    # a bare declaration may only be a passive modifier (B.3.7): no Strongman, no Ninja
    assert [joat.itemData(i) for i in range(1, joat.count())] == ["cop-immune", "bulletproof"]
    assert not larch.choose(FIELDS_ONLY, joat="ninja")
    assert larch.choose("factional-kill", joat="ninja")  # on an action all four are offered
    assert night.row("Cedar").ability.findData(FIELDS_ONLY) < 0  # town: no joat field, no such item
    assert act(night, "Maple", "factional-kill", ("Fir",), joat="strongman")
    assert act(night, "Larch", None, joat="bulletproof")
    kapok = night.row("Kapok")  # typed in the advanced field: the rules still ignore it
    assert kapok.choose(FIELDS_ONLY)
    kapok.advanced.setText("joat=ninja")
    assert kapok.submit()
    assert act(night, "Cedar", "vig-kill", ("Larch",))
    statuses = {r.who: r for r in night.entries.rows}
    assert statuses["Larch"].status == "entered" and "joat: bulletproof" in statuses["Larch"].extra
    assert statuses["Kapok"].refused and "joat ignored" in statuses["Kapok"].status
    assert larch.entered.text() and "bulletproof" in larch.entered.toolTip()
    assert window.end_phase(), window.statusBar().currentMessage()
    n1 = phase(game, "N1")
    assert n1["deaths"] == [
        {"player": "Fir", "cause": "factional-kill"}
    ]  # Larch's Bulletproof held
    assert n1["state"]["joat_used"]["bulletproof"] == "Larch"
    assert n1["state"]["joat_used"]["strongman"] == "Maple"
    assert [(r["actor"], r["reason"]) for r in n1["rejected"]] == [("Kapok", "joat")]
