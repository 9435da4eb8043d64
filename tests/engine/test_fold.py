"""The fold: phase order, the end of the game, modkills and replacements."""

from __future__ import annotations

import pytest

from mafiamod.engine.errors import ScriptError
from mafiamod.game import Game
from mafiamod.script import parse_script

HEAD = """
setup = "mountainous"
seed = 1
players = ["Ann", "Bea", "Cal", "Dov", "Eli", "Max", "Moe"]
[roles]
Ann = "vanilla-townie"
Bea = "vanilla-townie"
Cal = "vanilla-townie"
Dov = "vanilla-townie"
Eli = "vanilla-townie"
Max = "mafia-goon"
Moe = "mafia-goon"
"""


def play(body: str) -> dict:
    game = Game.from_script(parse_script(HEAD + body))
    return game.export_json()


def test_phases_out_of_order_are_a_script_error() -> None:
    with pytest.raises(ScriptError, match="out of order"):
        play('[[phase]]\nid = "N1"\n')


def test_modkill_and_replacement_keep_the_seat() -> None:
    out = play("""
[[phase]]
id = "D1"
moderator = [ { replace = "Max", by = "Maxine" }, { modkill = "Ann" } ]
votes = [ { voter = "Maxine", target = "Bea" } ]
""")
    d1 = out["phases"][0]
    assert d1["deaths"][:1] == [{"player": "Ann", "cause": "modkill"}]
    names = [p["name"] for p in out["players"]]
    assert "Maxine" in names and "Max" not in names
    assert {
        "kind": "modkill",
        "player": "Ann",
        "role": "vanilla-townie",
        "alignment": "town",
    } in d1["events"]


def test_a_modkill_that_decides_the_game_stops_the_phase() -> None:
    out = play("""
[[phase]]
id = "D1"
moderator = [ { modkill = "Max" }, { modkill = "Moe" } ]
votes = [ { voter = "Ann", target = "Bea" } ]
[[phase]]
id = "N1"
""")
    assert out["winner"] == "town" and out["ended_in"] == "D1"
    assert out["phases"][1] == {"id": "N1", "ignored": True}
    assert "Max" not in out["winners"] and "Ann" in out["winners"]
    assert out["phases"][0]["rejected"][0]["reason"] == "game-over"


def test_after_the_end_every_entry_is_rejected_game_over() -> None:
    out = play("""
[[phase]]
id = "D1"
moderator = [ { modkill = "Max" }, { modkill = "Moe" } ]
[[phase]]
id = "N1"
actions = [ { actor = "Ann", ability = "factional-kill", targets = ["Bea"] } ]
""")
    assert out["phases"][1]["ignored"] is True
    assert out["phases"][1]["rejected"][0]["reason"] == "game-over"


def test_replacing_with_a_name_in_use_is_a_script_error() -> None:
    with pytest.raises(ScriptError, match="already in use"):
        play('[[phase]]\nid = "D1"\nmoderator = [ { replace = "Max", by = "Ann" } ]\n')


def test_unknown_ability_and_vote_name_are_script_errors() -> None:
    with pytest.raises(ScriptError, match="unknown ability"):
        play(
            '[[phase]]\nid = "D1"\n[[phase]]\nid = "N1"\nactions = [ { actor = "Max", ability = "zap", targets = ["Ann"] } ]\n'
        )
    with pytest.raises(ScriptError, match="no vote named"):
        play('[[phase]]\nid = "D1"\n[phase.votes]\nability = []\n')


def test_bad_toml_and_wrong_player_count() -> None:
    with pytest.raises(ScriptError, match="not valid TOML"):
        parse_script("setup = ")
    with pytest.raises(ScriptError, match="5 to 30"):
        Game.from_script(parse_script('setup = "mountainous"\nplayers = ["A", "B"]\n'))


def test_votes_entered_on_a_night_are_listed_as_rejected() -> None:
    out = play("""
[[phase]]
id = "D1"
[[phase]]
id = "N1"
votes = [ { voter = "Ann", target = "Max" } ]
""")
    assert out["phases"][1]["rejected"] == [
        {
            "list": "elimination",
            "index": 0,
            "voter": "Ann",
            "vote": "elimination",
            "target": "Max",
            "reason": "no-vote-now",
        }
    ]


def test_a_name_field_that_is_not_a_name_is_a_script_error() -> None:
    text = """
setup = "democrabilities"
seed = 1
players = ["A1", "A2", "A3", "A4", "A5", "A6", "A7", "M1", "M2"]
[[phase]]
id = "N0"
actions = [ { actor = "M1", ability = "plan-kill", targets = ["A1"], killer = 3 } ]
"""
    with pytest.raises(ScriptError, match="killer"):
        Game.from_script(parse_script(text))


def test_mountainous_refuses_day_actions_and_posts_the_game_over() -> None:
    out = play("""
[[phase]]
id = "D1"
actions = [ { actor = "Max", ability = "factional-kill", targets = ["Ann"] } ]
votes = [ { voter = "Ann", target = "Max" }, { voter = "Bea", target = "Max" },
          { voter = "Cal", target = "Max" }, { voter = "Dov", target = "Max" } ]
[[phase]]
id = "N1"
actions = [ { actor = "Moe", ability = "factional-kill", targets = ["Ann"] } ]
[[phase]]
id = "D2"
votes = [ { voter = "Bea", target = "Moe" }, { voter = "Cal", target = "Moe" },
          { voter = "Dov", target = "Moe" } ]
""")
    d1, _, d2 = out["phases"]
    assert [r["reason"] for r in d1["rejected"]] == ["no-ability"]
    assert [d["player"] for d in d1["deaths"]] == ["Max"]
    assert out["winner"] == "town"
    over = [p["text"] for p in d2["posts"] if p["kind"] == "game-over"]
    assert over and "Town win" in over[0] and "Moe — Mafia Goon (Mafia) (dead)" in over[0]


@pytest.mark.parametrize(
    ("count", "config", "mafia"), [(9, {}, 2), (5, {}, 1), (10, {"mafia": 3}, 3), (30, {}, 7)]
)
def test_mountainous_deals_a_quarter_mafia_unless_configured(
    count: int, config: dict, mafia: int
) -> None:
    game = Game.create("mountainous", [f"P{i}" for i in range(count)], seed=4, config=config)
    assert sum(p.alignment == "mafia" for p in game.state.players) == mafia
    pms = [pm for pm in game.records()[0].pms if pm["kind"] == "role-pm"]
    assert len(pms) == count
