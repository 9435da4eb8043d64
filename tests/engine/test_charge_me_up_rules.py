"""Charge Me Up! ruleset: win checks, the direct-mode deal and what public posts show."""

from __future__ import annotations

import pytest

from mafiamod.engine.errors import ScriptError
from mafiamod.engine.model import GameState, Player
from mafiamod.engine.rng import Draws
from mafiamod.game import Game
from mafiamod.mechanics.charge_deal import plan
from mafiamod.rulesets.charge_me_up import ChargeMeUpRules
from mafiamod.script import parse_script
from mafiamod.setups import build_ruleset, load_setup

from .charge_cast import CAST


def rules() -> ChargeMeUpRules:
    ruleset = build_ruleset(load_setup("charge-me-up"))
    assert isinstance(ruleset, ChargeMeUpRules)
    return ruleset


def test_phase_order_starts_with_pregame_then_day_one() -> None:
    ids = rules().phase_ids()
    assert [next(ids) for _ in range(5)] == ["pregame", "D1", "N1", "D2", "N2"]


def test_town_can_kill_only_with_a_loaded_town_desperado() -> None:
    ruleset = rules()
    state = GameState(
        "charge-me-up",
        1,
        [
            Player("A", "midnight-desperado", "town", shots=0),
            Player("B", "midnight-desperado", "mafia", shots=2),
            Player("C", "vanilla-townie", "town"),
        ],
    )
    assert not ruleset.town_can_kill(state)
    state.player("A").shots = 1
    assert ruleset.town_can_kill(state)
    state.player("A").alive = False
    assert not ruleset.town_can_kill(state)


def test_direct_mode_needs_every_player_and_shots() -> None:
    ruleset = rules()
    state = GameState(
        "charge-me-up", 1, [Player(n) for n in CAST], fixed_roles={"VUX": "vanilla-townie"}
    )
    with pytest.raises(ScriptError, match="missing"):
        plan(ruleset.definition, state).fixed(state)
    roles: dict[str, object] = {n: "vanilla-townie" for n in CAST}
    roles.update({"Melnorme": "mafia-goon", "Orz": "mafia-goon", "Syreen": "mafia-goon"})
    roles["VUX"] = {"alignment": "town", "role": "jailkeeper"}
    state = GameState("charge-me-up", 1, [Player(n) for n in CAST], fixed_roles=roles)
    with pytest.raises(ScriptError, match="shots"):
        plan(ruleset.definition, state).fixed(state)
    roles["VUX"] = {"alignment": "town", "role": "jailkeeper", "shots": 3}
    plan(ruleset.definition, state).apply(state, Draws(1, "D1"))
    assert (state.player("VUX").role, state.player("VUX").shots) == ("jailkeeper", 3)
    assert state.player("Pkunk").shots is None


SCRIPT = """
setup = "charge-me-up"
seed = 3
players = ["Androsynth", "Ariloulaleelay", "Chmmr", "Ilwrath", "Melnorme", "Mycon", "Orz",
           "Pkunk", "Slylandro", "Supox", "Syreen", "Umgah", "VUX", "Yehat"]
[roles]
Melnorme = "mafia-goon"
Orz = "mafia-goon"
Syreen = "mafia-goon"
[[phase]]
id = "pregame"
choices = [
  { player = "Yehat", role = "midnight-desperado", vote = "VUX" },
  { player = "VUX", role = "jailkeeper", vote = "Yehat" },
  { player = "Pkunk", role = "cop", vote = "Yehat" },
]
[[phase]]
id = "D1"
votes = [ { voter = "Pkunk", target = "Umgah" } ]
[[phase]]
id = "N1"
actions = [ { actor = "Yehat", ability = "desperado-kill", targets = ["Orz"] } ]
"""


def test_public_posts_never_show_shots_votes_or_killers() -> None:
    game = Game.from_script(parse_script(SCRIPT))
    data = game.export_json()
    pregame, day, night = data["phases"]
    assert pregame["posts"] == []
    assert pregame["votes_received"]["Yehat"] == 2
    assert night["deaths"] == [{"player": "Orz", "cause": "desperado-kill"}]
    for phase in (day, night):
        for post in phase["posts"]:
            assert "shot" not in post["text"].lower() and "desperado" not in post["text"].lower()
    assert night["posts"] and all("Yehat" not in post["text"] for post in night["posts"])
    yehat = [pm["text"] for pm in pregame["pms"] if pm["to"] == "Yehat"]
    assert any(
        "Congratulations, Yehat, now you are a 2-Shot Midnight Desperado." in t for t in yehat
    )
    assert not any("VUX" in t for t in yehat)
