"""The classic library as typed data: every role, ability and switch is introspectable and
consistent; titles, switch checks and the win rule of classic.md §7."""

from __future__ import annotations

import pytest

from mafiamod.engine.errors import ScriptError
from mafiamod.engine.model import Action, GameState, PhaseInput, Player
from mafiamod.game import Game
from mafiamod.rulesets.classic import ClassicRules
from mafiamod.rulesets.classic.night import _readers
from mafiamod.rulesets.classic.rules import winner_of
from mafiamod.script import parse_script
from mafiamod.setups import build_ruleset, list_setups

CLASSIC = [s for s in list_setups() if s.data.get("setup", {}).get("library") == "classic"]
LIB = ClassicRules("classic", next(s for s in CLASSIC if s.id == "classic").data).library
RUNNERS = {"bus-drive", "roleblock", "jail", "protect", "guard", "kill"}


def test_the_library_setups_are_installed() -> None:
    assert {"classic", "cop-9", "cop-13", "vig-10"} <= {s.id for s in CLASSIC}


@pytest.mark.parametrize("info", CLASSIC, ids=lambda s: s.id)
def test_each_setup_builds_on_the_library(info) -> None:
    rules = build_ruleset(info)
    assert isinstance(rules, ClassicRules)
    deal = info.data.get("deal", {}).get("roles")
    if deal:
        assert sum(deal.values()) == info.players_min == info.players_max
        assert set(deal) <= set(rules.library.roles)


def test_every_role_and_ability_is_consistent() -> None:
    readers = set(_readers(LIB))
    for role in LIB.roles.values():
        assert role.name and role.line and role.alignment in role.alignments
        assert set(role.alignments) <= set(LIB.factions)
        if role.ability:
            assert role.ability in LIB.abilities, role.id
    for ability in LIB.abilities.values():
        assert 1 <= ability.step <= 7
        assert ability.kind in RUNNERS | readers, ability.id


def test_the_digest_order_of_operations() -> None:
    order = {a.id: a.step for a in LIB.abilities.values()}
    assert order["bus-drive"] < order["roleblock"] < order["jailkeep"] < order["protect"]
    assert order["protect"] < order["guard"] < order["factional-kill"] == order["vig-kill"]
    assert order["sk-kill"] < order["investigate"] == order["track"] == order["watch"]


def test_switches_have_labels_help_and_checks() -> None:
    for switch in LIB.switches.values():
        assert switch.label and switch.help
        assert switch.check(switch.default) is not None
    assert LIB.switches["majority"].check("off") == 0
    assert LIB.switches["majority"].check(False) == 0
    assert LIB.switches["majority"].check(3) == 3
    for bad in (-1, "soon", True):
        with pytest.raises(ScriptError, match="majority"):
            LIB.switches["majority"].check(bad)
    with pytest.raises(ScriptError, match="no_lynch"):
        LIB.switches["no_lynch"].check("yes")
    assert LIB.switches["roles"].check("cop=1, doctor=2") == {"cop": 1, "doctor": 2}


@pytest.mark.parametrize(
    "role, alignment, mods, title",
    [
        ("vanilla-townie", "town", [], "Vanilla Townie"),
        ("serial-killer", "serial-killer", [], "Serial Killer"),
        ("serial-killer", "serial-killer", ["strongman"], "Strongman Serial Killer"),
        ("mafia-goon", "mafia", ["strongman", "ninja"], "Mafia Ninja Strongman Goon"),
        ("cop", "town", [], "Town Alignment Cop"),
        ("roleblocker", "mafia", [], "Mafia Roleblocker"),
        ("vigilante", "town", ["strongman"], "Town Strongman Vigilante"),
    ],
)
def test_titles(role: str, alignment: str, mods: list[str], title: str) -> None:
    assert LIB.title(role, alignment, mods) == title


def state(*alignments: str) -> GameState:
    return GameState("classic", 1, [Player(f"P{i}", "x", a) for i, a in enumerate(alignments)])


@pytest.mark.parametrize(
    "alignments, winner",
    [
        ((), "none"),
        (("serial-killer", "town"), "serial-killer"),
        (("serial-killer", "mafia"), "serial-killer"),
        (("serial-killer", "mafia", "town"), None),
        (("town", "town"), "town"),
        (("mafia", "town"), "mafia"),
        (("mafia", "town", "town"), None),
        (("mafia", "mafia", "town", "town"), "mafia"),
        (("serial-killer", "mafia", "mafia", "town"), None),
    ],
)
def test_win_rule(alignments: tuple[str, ...], winner: str | None) -> None:
    assert winner_of(state(*alignments)) == winner


@pytest.mark.parametrize("info", CLASSIC, ids=lambda s: s.id)
def test_the_ability_tables_give_each_role_its_own_ability(info) -> None:
    """The phase loop's validation reads ``[abilities]``: it must hold exactly what the
    library's roles hold (a mafioso also the factional kill, §4.1)."""
    rules = build_ruleset(info)
    assert isinstance(rules, ClassicRules)
    for aid in rules.library.abilities:
        spec = rules.abilities[aid]
        for rid, role in rules.library.roles.items():
            for alignment in role.alignments:
                holds = alignment == "mafia" if aid == "factional-kill" else role.ability == aid
                assert spec.held_by(rid, alignment) == holds, (aid, rid, alignment)


def test_no_shots_is_the_last_refusal() -> None:
    """§4.1's order: a Vigilante out of shots who names a dead player or himself is
    refused for that, not ``no-shots``."""
    rules = ClassicRules("classic", next(s for s in CLASSIC if s.id == "classic").data)
    game = GameState("classic", 1, [Player("Vig", "vigilante", "town", shots=0)])
    game.players += [Player("Dead", "vanilla-townie", "town"), Player("Al", "mafia-goon", "mafia")]
    game.player("Dead").alive = False
    night = PhaseInput("N1")
    reasons = [
        rules.validate_action(game, night, Action("Vig", "vig-kill", (target,)))
        for target in ("Dead", "Vig", "Al")
    ]
    assert reasons == ["target-dead", "self-target", "no-shots"]


def test_the_day_post_is_of_kind_elimination_either_way() -> None:
    """§8: a classic phase's posts are the digest's table: the day post (``elimination``)
    says who was eliminated, or ``Nobody was eliminated.``; there is no other kind for it."""
    text = """setup = "classic"
seed = 1
players = ["Ann", "Bob", "Cat", "Dan"]
[roles]
Ann = "cop"
Bob = "mafia-goon"
Cat = "vanilla-townie"
Dan = "vanilla-townie"
[[phase]]
id = "D1"
[[phase]]
id = "N1"
actions = [ { actor = "Bob", ability = "factional-kill", targets = ["Cat"] } ]
[[phase]]
id = "D2"
votes = [ { voter = "Ann", target = "Bob" }, { voter = "Dan", target = "Bob" } ]
"""
    out = Game.from_script(parse_script(text)).export_json()
    kinds = {p["id"]: [post["kind"] for post in p["posts"]] for p in out["phases"]}
    assert kinds["D1"] == ["vote-count", "elimination"]
    assert kinds["D2"] == ["vote-count", "elimination", "game-over"]
    d1 = next(p for p in out["phases"] if p["id"] == "D1")
    assert d1["posts"][1]["text"].strip() == "Nobody was eliminated."
    assert {"kind": "no-elimination"} in d1["events"]
